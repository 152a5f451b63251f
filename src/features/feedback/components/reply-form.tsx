import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import Alert from 'react-bootstrap/Alert'
import Button from 'react-bootstrap/Button'
import Form from 'react-bootstrap/Form'
import { useForm } from 'react-hook-form'
import { applyServerErrors } from '@/components/forms/server-errors'
import { useToast } from '@/components/feedback/toasts'
import { useReplyFeedback } from '@/features/feedback/api'
import { feedbackReplySchema, MESSAGE_MAX, type FeedbackReplyValues } from '@/features/feedback/schemas'
import { readFormDraft, useFormDraft } from '@/features/feedback/use-form-draft'

/** A reply to a thread; what is typed is kept on this device until the server has it. */
export function ReplyForm({ threadId, draftKey, label, submitText }: { threadId: string; draftKey: string; label: string; submitText: string }) {
  const reply = useReplyFeedback(threadId)
  const toast = useToast()
  const [formError, setFormError] = useState<string[]>([])
  const [defaults] = useState(() => readFormDraft<FeedbackReplyValues>(draftKey, { message: '' }))
  const form = useForm<FeedbackReplyValues>({ resolver: zodResolver(feedbackReplySchema), defaultValues: defaults })
  const draft = useFormDraft(form, draftKey)
  const error = form.formState.errors.message

  const submit = form.handleSubmit(async (values) => {
    setFormError([])
    try {
      await reply.mutateAsync(values.message.trim())
      draft.discard()
      form.reset({ message: '' })
      toast.success('Your reply has been sent.')
    } catch (failure) {
      setFormError(applyServerErrors(failure, form.setError, ['message']))
    }
  })

  return (
    <Form noValidate onSubmit={(e) => void submit(e)}>
      {formError.length ? (
        <Alert variant="danger" role="alert">
          {formError.join(' ')} What you wrote is kept; you can send it again.
        </Alert>
      ) : null}
      <Form.Group className="mb-2" controlId={`reply-${threadId}`}>
        <Form.Label>{label}</Form.Label>
        <Form.Control as="textarea" rows={4} maxLength={MESSAGE_MAX} {...form.register('message')} isInvalid={!!error} />
        <Form.Control.Feedback type="invalid">{error?.message}</Form.Control.Feedback>
      </Form.Group>
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Sending…' : submitText}
      </Button>
    </Form>
  )
}

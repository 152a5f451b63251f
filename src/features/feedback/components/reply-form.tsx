import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import Alert from 'react-bootstrap/Alert'
import Form from 'react-bootstrap/Form'
import { useForm } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { AutosavePanel } from '@/components/forms/autosave-status'
import { BusyButton } from '@/components/forms/busy-button'
import { InterruptedSubmitNotice } from '@/components/forms/interrupted-submit'
import { applyServerErrors } from '@/components/forms/server-errors'
import { useAutosave, useAutosaveForm } from '@/components/forms/use-autosave'
import { useToast } from '@/components/feedback/toasts'
import { Field } from '@/components/forms/field'
import { useReplyFeedback } from '@/features/feedback/api'
import { isSessionFailure } from '@/lib/api-errors'
import { runSubmit } from '@/lib/interrupted-submit'
import { feedbackReplySchema, type FeedbackReplyValues } from '@/features/feedback/schemas'

const EMPTY: FeedbackReplyValues = { message: '' }

/** A reply to a thread; what is typed is kept on this device until the server has it. */
export function ReplyForm({
  threadId,
  draftKey,
  label,
  submitText,
}: {
  threadId: string
  draftKey: string
  label: string
  submitText: string
}) {
  const { t } = useLingui()
  const reply = useReplyFeedback(threadId, { errors: 'inline' })
  const toast = useToast()
  const [formError, setFormError] = useState<string[]>([])
  const draft = useAutosave({ key: draftKey, server: { values: EMPTY, version: 0 } })
  const form = useForm<FeedbackReplyValues>({
    resolver: zodResolver(feedbackReplySchema),
    defaultValues: draft.initialValues,
  })
  useAutosaveForm(form, draft)
  const error = form.formState.errors.message
  const problems = formError.join(' ')

  const submit = form.handleSubmit(async (values) => {
    setFormError([])
    try {
      await runSubmit(draftKey, () => reply.mutateAsync(values.message.trim()))
      draft.discard(EMPTY)
      form.reset(EMPTY)
      toast.success(t`Your reply has been sent.`)
    } catch (failure) {
      // An ended session: the notice below says it was not sent, and offers it again once signed in.
      if (!isSessionFailure(failure))
        setFormError(applyServerErrors(failure, form.setError, ['message']))
    }
  })

  return (
    <Form noValidate onSubmit={(e) => void submit(e)}>
      {formError.length ? (
        <Alert variant="danger" role="alert">
          <Trans>{problems} What you wrote is kept; you can send it again.</Trans>
        </Alert>
      ) : null}
      <AutosavePanel draft={draft} noun={t`reply`} />
      <InterruptedSubmitNotice
        formKey={draftKey}
        notDone={t`Your reply was not sent`}
        action={t`Send it now`}
        onSubmit={() => void submit()}
        busy={reply.isPending}
      />
      <Field className="mb-2" id={`reply-${threadId}`} label={label} error={error?.message}>
        {(control) => (
          <Form.Control as="textarea" rows={4} {...control} {...form.register('message')} />
        )}
      </Field>
      <BusyButton
        type="submit"
        busy={reply.isPending || form.formState.isSubmitting}
        busyText={t`Sending…`}
      >
        {submitText}
      </BusyButton>
    </Form>
  )
}

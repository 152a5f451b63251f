import { zodResolver } from '@hookform/resolvers/zod'
import { useState, type ReactNode } from 'react'
import Alert from 'react-bootstrap/Alert'
import Form from 'react-bootstrap/Form'
import { useForm } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { AutosavePanel } from '@/components/forms/autosave-status'
import { BusyButton } from '@/components/forms/busy-button'
import { InterruptedSubmitNotice } from '@/components/forms/interrupted-submit'
import { applyServerErrors } from '@/components/forms/server-errors'
import { useAutosave, useAutosaveForm } from '@/components/forms/use-autosave'
import { Field } from '@/components/forms/field'
import { useCreateFeedback } from '@/features/feedback/api'
import { isSessionFailure } from '@/lib/api-errors'
import { runSubmit } from '@/lib/interrupted-submit'
import {
  FEEDBACK_CATEGORIES,
  feedbackCategoryLabel,
  feedbackCreateSchema,
  type FeedbackCreateValues,
  type FeedbackThread,
} from '@/features/feedback/schemas'

const EMPTY: FeedbackCreateValues = { subject: '', category: '', message: '' }

/** A new question to the committee, kept on this device while it is written and until it is sent. */
export function FeedbackForm({
  draftKey,
  onCreated,
  cancel,
}: {
  draftKey: string
  onCreated: (thread: FeedbackThread) => void
  cancel?: ReactNode
}) {
  const { t } = useLingui()
  const create = useCreateFeedback({ errors: 'inline' })
  const [formError, setFormError] = useState<string[]>([])
  const draft = useAutosave({ key: draftKey, server: { values: EMPTY, version: 0 } })
  const form = useForm<FeedbackCreateValues>({
    resolver: zodResolver(feedbackCreateSchema),
    defaultValues: draft.initialValues,
  })
  useAutosaveForm(form, draft)
  const { errors } = form.formState
  const problems = formError.join(' ')

  const submit = form.handleSubmit(async (values) => {
    setFormError([])
    try {
      const thread = await runSubmit(draftKey, () => create.mutateAsync(values))
      draft.complete()
      onCreated(thread)
    } catch (failure) {
      // An ended session: the notice above says it was not sent, and offers it again once signed in.
      if (!isSessionFailure(failure))
        setFormError(applyServerErrors(failure, form.setError, ['subject', 'category', 'message']))
    }
  })

  return (
    <Form noValidate onSubmit={(e) => void submit(e)}>
      <AutosavePanel draft={draft} noun={t`question`} />
      <InterruptedSubmitNotice
        formKey={draftKey}
        notDone={t`Your question was not sent`}
        action={t`Send it now`}
        onSubmit={() => void submit()}
        busy={create.isPending}
      />
      {formError.length ? (
        <Alert variant="danger" role="alert">
          <Trans>{problems} Nothing you wrote is lost; you can send it again.</Trans>
        </Alert>
      ) : null}
      <Field
        className="mb-3"
        id="feedback-subject"
        label={t`Subject`}
        help={t`A short summary, for example "Poster size for the gallery".`}
        error={errors.subject?.message}
      >
        {(control) => <Form.Control {...control} {...form.register('subject')} />}
      </Field>
      <Field
        className="mb-3"
        id="feedback-category"
        label={t`Topic (optional)`}
        error={errors.category?.message}
      >
        {(control) => (
          <Form.Select {...control} {...form.register('category')}>
            <option value="">{t`Choose a topic…`}</option>
            {FEEDBACK_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {feedbackCategoryLabel(c)}
              </option>
            ))}
          </Form.Select>
        )}
      </Field>
      <Field
        className="mb-3"
        id="feedback-message"
        label={t`Your question or feedback`}
        error={errors.message?.message}
      >
        {(control) => (
          <Form.Control as="textarea" rows={7} {...control} {...form.register('message')} />
        )}
      </Field>
      <div className="d-flex flex-wrap gap-2">
        <BusyButton
          type="submit"
          busy={create.isPending || form.formState.isSubmitting}
          busyText={t`Sending…`}
        >
          <Trans>Send to the committee</Trans>
        </BusyButton>
        {cancel}
      </div>
    </Form>
  )
}

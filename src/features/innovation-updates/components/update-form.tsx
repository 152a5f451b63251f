import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import Alert from 'react-bootstrap/Alert'
import Button from 'react-bootstrap/Button'
import Form from 'react-bootstrap/Form'
import InputGroup from 'react-bootstrap/InputGroup'
import { useForm } from 'react-hook-form'
import type { MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useConfirm } from '@/components/feedback/confirm'
import { useToast } from '@/components/feedback/toasts'
import { AutosavePanel } from '@/components/forms/autosave-status'
import { BusyButton } from '@/components/forms/busy-button'
import { InterruptedSubmitNotice } from '@/components/forms/interrupted-submit'
import { applyServerErrors } from '@/components/forms/server-errors'
import { saveThenSend, useAutosave, useAutosaveForm } from '@/components/forms/use-autosave'
import { Field } from '@/components/forms/field'
import { UploadsInForm, useUploadsInForm } from '@/components/forms/files-panel'
import {
  innovationUpdateQueries,
  saveUpdate,
  useSubmitUpdate,
} from '@/features/innovation-updates/api'
import {
  formErrors,
  missingForSubmit,
  toFields,
  toFormValues,
  updateContentKey,
  type InnovationUpdate,
  type UpdateFormValues,
} from '@/features/innovation-updates/schemas'
import { UpdateFilesPanel } from '@/features/innovation-updates/components/update-files'
import type { AutosaveHandlers } from '@/lib/autosave'
import { translate } from '@/i18n'
import { RUPIAH } from '@/lib/money'

const FIELDS: Array<keyof UpdateFormValues> = [
  'progress',
  'achievements',
  'obstacles',
  'nextSteps',
  'valueRealised',
]
const FIELD_LABELS: Record<keyof UpdateFormValues, MessageDescriptor> = {
  progress: msg`Progress`,
  achievements: msg`Achievements`,
  obstacles: msg`Obstacles`,
  nextSteps: msg`Next steps`,
  valueRealised: msg`Value realised so far`,
}
/** Where an update's draft is kept on this device (the person's own: drafts are per account). */
export const updateDraftKey = (id: string) => `innovation-update:${id}`
const draftKey = updateDraftKey

/** Write the update: a local draft on every change, a debounced server save, submit by the team leader (`isLeader`). */
export function UpdateForm({
  update,
  eventId,
  isLeader,
}: {
  update: InnovationUpdate
  eventId: string | null
  isLeader: boolean
}) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const form = useForm<UpdateFormValues>({ defaultValues: toFormValues(update) })
  const [server] = useState(() => ({ values: toFormValues(update), version: update.version }))
  const handlers = useMemo<AutosaveHandlers<UpdateFormValues>>(
    () => ({
      // A field the server cannot take as typed (an amount that cannot be read, a progress out of
      // range) stays on this device, marked; every other field is saved, for the team to see. The
      // autosave leaves the form's messages alone: a field marked when submitting keeps its message
      // until it is right (useAutosaveForm's recheck).
      heldBack: formErrors,
      save: async (values, version) => {
        const saved = await saveUpdate(update.id, { fields: toFields(values), version })
        return { values: toFormValues(saved), version: saved.version }
      },
      fetchServer: async () => {
        const fresh = await queryClient.fetchQuery({
          ...innovationUpdateQueries.detail(eventId, update.id),
          staleTime: 0,
        })
        return { values: toFormValues(fresh), version: fresh.version }
      },
      onRejected: (error) => void applyServerErrors(error, form.setError, FIELDS),
    }),
    [update.id, eventId, form, queryClient],
  )
  const draft = useAutosave<UpdateFormValues>({
    key: draftKey(update.id),
    server,
    handlers,
    contentKey: updateContentKey,
  })
  const [defaults] = useState(() => draft.initialValues)
  useEffect(() => form.reset(defaults), [form, defaults])
  // A marked field loses its message as soon as it is right: by the submit's rule once a submit has
  // been tried, by the draft's (formats only) before, so emptying a field is not called an error then.
  const submitTried = useRef(false)
  useAutosaveForm(form, draft, {
    recheck: (values) => ({
      ...(submitTried.current ? missingForSubmit(toFields(values)) : {}),
      ...formErrors(values),
    }),
  })
  const submit = useSubmitUpdate(update.id, { errors: 'inline' })
  const confirm = useConfirm()
  const toast = useToast()
  const [submitError, setSubmitError] = useState<string[]>([])
  // Submit was refused for marked fields: say which are still marked.
  const [summarize, setSummarize] = useState(false)
  const uploads = useUploadsInForm()

  async function onSubmit() {
    submitTried.current = true
    setSubmitError([])
    setSummarize(false)
    // A file that arrives after the update is submitted is refused: it is waited for, not lost.
    if (uploads.pending) {
      setSubmitError([t`A file is still being uploaded: submit once it is uploaded, or cancel it.`])
      return
    }
    // Check the fields before asking to confirm: a person only confirms an update that can be sent.
    const values = form.getValues()
    const problems = { ...missingForSubmit(toFields(values)), ...formErrors(values) }
    const marked = FIELDS.filter((f) => problems[f])
    if (marked.length) {
      form.clearErrors()
      for (const f of marked) form.setError(f, { type: 'validate', message: problems[f] })
      form.setFocus(marked[0]!)
      // The summary is made from the fields marked at each render: it follows them as they are put right.
      setSummarize(true)
      return
    }
    try {
      const unsaved = await saveThenSend(draft, {
        confirm: () =>
          confirm({
            title: t`Submit update`,
            message: t`Submit this update to the committee? It can no longer be changed afterwards.`,
            // It cannot be taken back, as finalizing an entry cannot: focus on NO.
            variant: 'warning',
          }),
        notSent: t`the update was not submitted`,
        submitKey: draftKey(update.id),
        send: async () => {
          await submit.mutateAsync()
          draft.complete()
          toast.success(t`Your update was submitted.`)
        },
      })
      if (unsaved) setSubmitError([unsaved])
    } catch (e) {
      setSubmitError(applyServerErrors(e, form.setError, FIELDS))
    }
  }

  const errors = form.formState.errors
  const stillMarked = summarize ? FIELDS.filter((f) => errors[f]) : []
  const summary = stillMarked.length
    ? markedSummary(
        stillMarked.map((f) => i18n._(FIELD_LABELS[f])),
        stillMarked.filter((f) => formErrors(form.getValues())[f]).length,
      )
    : null
  const shownErrors = summary ? [summary, ...submitError] : submitError
  return (
    <Form noValidate onSubmit={(e) => e.preventDefault()}>
      <AutosavePanel
        draft={draft}
        noun={t`update`}
        fieldLabel={(name) => {
          const label = FIELD_LABELS[name as keyof UpdateFormValues] as
            MessageDescriptor | undefined
          return label ? i18n._(label) : name
        }}
      />
      {isLeader ? (
        <InterruptedSubmitNotice
          formKey={draftKey(update.id)}
          notDone={t`Your update was not submitted`}
          action={t`Submit it now`}
          onSubmit={() => void onSubmit()}
          busy={submit.isPending}
        />
      ) : null}
      <Field
        className="mb-3"
        id="update-progress"
        label={t`Progress`}
        help={t`0 to 100: how far the proposal has been carried out.`}
        error={errors.progress?.message}
        style={{ maxWidth: 240 }}
      >
        {(control) => (
          <InputGroup>
            <Form.Control inputMode="numeric" {...control} {...form.register('progress')} />
            <InputGroup.Text>%</InputGroup.Text>
          </InputGroup>
        )}
      </Field>
      <Field
        className="mb-3"
        id="update-achievements"
        label={t`Achievements`}
        error={errors.achievements?.message}
      >
        {(control) => (
          <Form.Control as="textarea" rows={4} {...control} {...form.register('achievements')} />
        )}
      </Field>
      <Field
        className="mb-3"
        id="update-obstacles"
        label={t`Obstacles (optional)`}
        error={errors.obstacles?.message}
      >
        {(control) => (
          <Form.Control as="textarea" rows={3} {...control} {...form.register('obstacles')} />
        )}
      </Field>
      <Field
        className="mb-3"
        id="update-next-steps"
        label={t`Next steps`}
        error={errors.nextSteps?.message}
      >
        {(control) => (
          <Form.Control as="textarea" rows={3} {...control} {...form.register('nextSteps')} />
        )}
      </Field>
      <Field
        className="mb-4"
        id="update-value"
        label={t`Value realised so far`}
        help={t`In rupiah, e.g. 1,500,000; 0 if nothing yet.`}
        error={errors.valueRealised?.message}
        style={{ maxWidth: 320 }}
      >
        {(control) => (
          <InputGroup>
            <InputGroup.Text>{RUPIAH}</InputGroup.Text>
            <Form.Control inputMode="numeric" {...control} {...form.register('valueRealised')} />
          </InputGroup>
        )}
      </Field>
      <UploadsInForm value={uploads.track}>
        <UpdateFilesPanel update={update} />
      </UploadsInForm>
      {shownErrors.length ? (
        <Alert variant="danger" role="alert">
          {shownErrors.join(' ')}
        </Alert>
      ) : null}
      <div className="d-flex flex-wrap gap-2">
        <Button
          variant="outline-primary"
          disabled={draft.state === 'saving' || !!draft.conflict}
          onClick={() => void draft.flush()}
        >
          <Trans>Save now</Trans>
        </Button>
        {isLeader ? (
          <BusyButton
            variant="primary"
            busy={submit.isPending}
            busyText={t`Submitting…`}
            disabled={!!draft.conflict}
            onClick={() => void onSubmit()}
          >
            <Trans>Submit update</Trans>
          </BusyButton>
        ) : (
          <p className="small text-body-secondary mb-0 align-self-center">
            <Trans>Your team leader submits the update.</Trans>
          </p>
        )}
      </div>
    </Form>
  )
}

/**
 * Why Submit was refused, as what is to be done with the fields still marked: one left empty is
 * completed, one written wrong corrected (`wrong` of them).
 */
function markedSummary(labels: string[], wrong: number): string {
  const count = labels.length
  const fields = labels.join(', ')
  return wrong === 0
    ? translate(
        msg`${plural(count, {
          one: `Complete the marked field before submitting: ${fields}.`,
          other: `Complete the marked fields before submitting: ${fields}.`,
        })}`,
      )
    : wrong === count
      ? translate(
          msg`${plural(count, {
            one: `Correct the marked field before submitting: ${fields}.`,
            other: `Correct the marked fields before submitting: ${fields}.`,
          })}`,
        )
      : translate(msg`Complete or correct the marked fields before submitting: ${fields}.`)
}

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import Alert from 'react-bootstrap/Alert'
import Form from 'react-bootstrap/Form'
import Modal from 'react-bootstrap/Modal'
import { useForm, useWatch } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { BusyButton, WaitingNote } from '@/components/forms/busy-button'
import { DialogCancelButton, useDialogAction } from '@/components/forms/dialog-action'
import { DateField } from '@/components/forms/date-field'
import { showServerErrors } from '@/components/forms/server-errors'
import { describeChange, planEdit } from '@/domain/award'
import { useEditPeriodTime } from '@/features/periods/api'
import type { PeriodFormProps } from '@/features/periods/components/period-form-dialog'
import { periodTitle } from '@/features/periods/period-name'
import { periodTimesSchema, type PeriodTimesForm } from '@/features/periods/schemas'
import { formatDateTime, parseDateText, toDateTimeInputText } from '@/lib/dates'
import { useNow } from '@/lib/use-now'

/** The dialog's form (edit-times-dialog.tsx): the typed times, what they would move, saving. */
export function EditTimeForm({ period, periods, titleId, onClose }: PeriodFormProps) {
  const now = useNow()
  const { t } = useLingui()
  const edit = useEditPeriodTime({ errors: 'inline' })
  const previous = periods.find((p) => p.periodId === period.periodId - 1)
  const next = periods.find((p) => p.periodId === period.periodId + 1)
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PeriodTimesForm>({
    resolver: zodResolver(periodTimesSchema()),
    defaultValues: {
      startAt: toDateTimeInputText(period.startAt),
      endAt: toDateTimeInputText(period.endAt),
    },
  })
  const [confirmedMoves, setConfirmedMoves] = useState(false)
  // A save that ends after the dialog was closed (it waited for the connection, say) is told with a
  // toast, its failure too, as the form is no longer there to show it.
  const action = useDialogAction()
  const busy = isSubmitting || action.pending
  const name = periodTitle(period)
  // Its people are told of new times of a period that runs (docs/api.md, Notifications).
  const running = period.isActive && now >= Date.parse(period.startAt)
  // What the typed times would move, by the same plan the server applies; shown before saving.
  const typedStart = instantOf(useWatch({ control, name: 'startAt' }), period.startAt)
  const typedEnd = instantOf(useWatch({ control, name: 'endAt' }), period.endAt)
  const unchanged =
    typedStart === Date.parse(period.startAt) && typedEnd === Date.parse(period.endAt)
  const preview =
    typedStart !== null && typedEnd !== null && typedStart < typedEnd && !unchanged
      ? planEdit(periods, period.id, { startAt: typedStart, endAt: typedEnd }, now, true)
      : null
  const moves = preview?.ok ? preview.changes.filter((c) => c.id !== period.id) : []

  const submit = handleSubmit(async (values) => {
    // Saving the times as they are changes nothing: nothing to send, nothing to announce.
    if (unchanged) {
      onClose()
      return
    }
    if (preview && !preview.ok) {
      setError('root', { message: preview.reason })
      return
    }
    if (moves.length > 0 && !confirmedMoves) {
      setError('root', {
        message: t`Other periods move with these times: confirm the moves below first.`,
      })
      return
    }
    const outcome = await action.run(
      {
        done: t`The times of "${name}" were saved.`,
        notDone: t`The times of "${name}" were not saved.`,
      },
      () =>
        edit.mutateAsync({
          id: period.id,
          startAt: new Date(instantOf(values.startAt, period.startAt)!).toISOString(),
          endAt: new Date(instantOf(values.endAt, period.endAt)!).toISOString(),
          moveNeighbours: moves.length > 0,
        }),
    )
    if (!outcome?.open) return
    if (outcome.ok) onClose()
    else showServerErrors(outcome.error, setError, ['startAt', 'endAt'])
  })

  const previousName = previous ? periodTitle(previous) : ''
  const previousEnd = previous ? formatDateTime(previous.endAt) : ''
  const nextName = next ? periodTitle(next) : ''
  const nextStart = next ? formatDateTime(next.startAt) : ''
  return (
    <Form noValidate onSubmit={(e) => void submit(e)}>
      <Modal.Header closeButton closeLabel={t`Close`}>
        <Modal.Title id={titleId} as="h2" className="h5">
          <Trans>Edit times</Trans>
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-2">{name}</p>
        <p className="small text-secondary">
          {previous ? t`After "${previousName}" (ends ${previousEnd}).` + ' ' : ''}
          {next ? t`Before "${nextName}" (starts ${nextStart}).` + ' ' : ''}
          {running ? (
            <Trans>
              The new times apply as soon as they are saved. This period is running: everyone it is
              for is told of them, in the app, and by e-mail if they were e-mailed its dates.
            </Trans>
          ) : (
            <Trans>The new times apply to everyone as soon as they are saved.</Trans>
          )}
        </p>
        {errors.root ? <Alert variant="danger">{errors.root.message}</Alert> : null}
        <DateField
          control={control}
          name="startAt"
          id={`${titleId}-start`}
          label={t`Start`}
          what={t`the start date`}
          withTime
          error={errors.startAt?.message}
          className="mb-3"
        />
        <DateField
          control={control}
          name="endAt"
          id={`${titleId}-end`}
          label={t`End`}
          what={t`the end date`}
          withTime
          error={errors.endAt?.message}
        />
        {preview && !preview.ok ? (
          <Alert variant="warning" className="mt-3 mb-0">
            {preview.reason}
          </Alert>
        ) : moves.length > 0 ? (
          <Alert variant="info" className="mt-3 mb-0">
            <p className="mb-1">
              <Trans>These periods move with the new times:</Trans>
            </p>
            <ul aria-label={t`Periods that move`}>
              {moves.map((c) => (
                <li key={c.id}>{describeChange(c)}</li>
              ))}
            </ul>
            <Form.Check
              id={`${titleId}-moves`}
              label={t`Move these periods too`}
              checked={confirmedMoves}
              onChange={(e) => setConfirmedMoves(e.target.checked)}
            />
          </Alert>
        ) : null}
      </Modal.Body>
      <Modal.Footer>
        <WaitingNote busy={busy} className="me-auto" />
        <DialogCancelButton pending={busy} onClick={onClose} />
        <BusyButton type="submit" busy={busy}>
          <Trans>Save times</Trans>
        </BusyButton>
      </Modal.Footer>
    </Form>
  )
}

const MINUTE = 60_000

/**
 * The instant a time field holds. The fields show minutes while the times are stored to the second:
 * a field still showing its stored minute keeps the stored time, so a period nobody changed is
 * neither moved by its seconds nor said to move its neighbours.
 */
function instantOf(text: string, stored: string): number | null {
  const typed = parseDateText(text, { withTime: true })
  if (!typed) return null
  const storedAt = Date.parse(stored)
  return typed.valueOf() === Math.floor(storedAt / MINUTE) * MINUTE ? storedAt : typed.valueOf()
}

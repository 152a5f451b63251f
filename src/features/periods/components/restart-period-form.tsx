import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import Alert from 'react-bootstrap/Alert'
import Form from 'react-bootstrap/Form'
import Modal from 'react-bootstrap/Modal'
import { useForm, useWatch } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { BusyButton } from '@/components/forms/busy-button'
import { DialogCancelButton, useDialogAction } from '@/components/forms/dialog-action'
import { DateField } from '@/components/forms/date-field'
import { showServerErrors } from '@/components/forms/server-errors'
import { describeChange, planStart, REOPEN_DAYS, reopenEndDefault } from '@/domain/award'
import { useStartPeriod } from '@/features/periods/api'
import {
  ClosingEntriesNotice,
  GoingBackNotice,
  useAudienceWords,
} from '@/features/periods/components/start-period-dialog'
import type { PeriodFormProps } from '@/features/periods/components/period-form-dialog'
import { periodTitle } from '@/features/periods/period-name'
import { newEndSchema, type NewEndForm, type Period } from '@/features/periods/schemas'
import { formatDateTime, parseDateText, toDateTimeInputText } from '@/lib/dates'
import { useNow } from '@/lib/use-now'

/**
 * The restart dialog's form (restart-period-dialog.tsx): starting a period whose planned end has
 * passed asks when it closes now, offering `REOPEN_DAYS` from now, and shows what the chosen end
 * moves, by the same plan the server applies (domain/award `planStart`).
 */
export function RestartPeriodForm({ period, periods, titleId, onClose }: PeriodFormProps) {
  const now = useNow()
  const { t } = useLingui()
  const start = useStartPeriod({ errors: 'inline' })
  // Its outcome is a toast when the dialog was closed meanwhile (useDialogAction).
  const action = useDialogAction()
  // Offered once, when the dialog opens: the field does not change under the person.
  const [offered] = useState(() => toDateTimeInputText(reopenEndDefault(Date.now())))
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewEndForm>({
    resolver: zodResolver(newEndSchema()),
    defaultValues: { endAt: offered },
  })
  const typed = parseDateText(useWatch({ control, name: 'endAt' }), { withTime: true })
  const plan = typed ? planStart(periods, period.id, now, typed.valueOf()) : null
  const name = periodTitle(period)
  const ended = formatDateTime(period.endAt)
  const audience = useAudienceWords(period.periodId)
  const days = REOPEN_DAYS
  const busy = isSubmitting || action.pending

  const submit = handleSubmit(async (values) => {
    const endAt = parseDateText(values.endAt, { withTime: true })!.valueOf()
    const checked = planStartNow(periods, period.id, endAt)
    if (!checked.ok) {
      setError('endAt', { message: checked.reason })
      return
    }
    const outcome = await action.run(
      { done: t`"${name}" is now the active period.`, notDone: t`"${name}" was not started.` },
      () => start.mutateAsync({ id: period.id, endAt: new Date(endAt).toISOString() }),
    )
    if (!outcome?.open) return
    if (outcome.ok) onClose()
    else showServerErrors(outcome.error, setError, ['endAt'])
  })

  return (
    <Form noValidate onSubmit={(e) => void submit(e)}>
      <Modal.Header closeButton closeLabel={t`Close`}>
        <Modal.Title id={titleId} as="h2" className="h5">
          <Trans>Start the period again</Trans>
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <GoingBackNotice period={period} periods={periods} />
        <ClosingEntriesNotice period={period} periods={periods} />
        <p>
          <Trans>
            &quot;{name}&quot; ended on {ended}. Started again, it becomes the only active period
            from now: the screens for {audience} open again until the new end you choose here, and
            they are told that it is open again.
          </Trans>
        </p>
        {errors.root ? <Alert variant="danger">{errors.root.message}</Alert> : null}
        <DateField
          control={control}
          name="endAt"
          id={`${titleId}-end`}
          label={t`New end`}
          what={t`the new end date`}
          withTime
          error={errors.endAt?.message}
        />
        <p className="small text-secondary mt-1">
          <Trans>
            Offered: {days} days from now, {offered}.
          </Trans>
        </p>
        {/* Said once: as the field's error once Start period was pressed, else here as it is typed. */}
        {plan && !plan.ok && !errors.endAt ? (
          <Alert variant="warning" className="mb-0">
            {plan.reason}
          </Alert>
        ) : plan?.ok ? (
          <>
            <p className="mb-1">
              <Trans>These times change:</Trans>
            </p>
            <ul className="mb-0" aria-label={t`Periods that move`}>
              {plan.changes.map((c) => (
                <li key={c.id}>{describeChange(c)}</li>
              ))}
            </ul>
          </>
        ) : null}
      </Modal.Body>
      <Modal.Footer>
        <DialogCancelButton pending={busy} onClick={onClose} />
        <BusyButton type="submit" busy={busy}>
          <Trans>Start period</Trans>
        </BusyButton>
      </Modal.Footer>
    </Form>
  )
}

/** The plan as the server would make it at the moment the person presses Start period. */
function planStartNow(periods: Period[], id: string, endAt: number) {
  return planStart(periods, id, Date.now(), endAt)
}

import { useId, useState, type FormEvent } from 'react'
import Alert from 'react-bootstrap/Alert'
import Form from 'react-bootstrap/Form'
import Modal from 'react-bootstrap/Modal'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  periodMessagesVerdict,
  reminderAudience,
  reminderVerdict,
  reminderWorkLabel,
  type PublicationLike,
  type ReminderWork,
} from '@/domain/award'
import { useSetAutoReminder } from '@/features/periods/api'
import { periodTitle } from '@/features/periods/period-name'
import {
  autoReminderSettingSchema,
  type AutoReminder,
  type Period,
} from '@/features/periods/schemas'
import { describeError } from '@/lib/api-errors'
import { formatDateTime } from '@/lib/dates'
import { useNow } from '@/lib/use-now'
import { BusyButton } from '@/components/forms/busy-button'
import { DialogCancelButton, useDialogAction } from '@/components/forms/dialog-action'

const shown = (period: Period, works?: readonly ReminderWork[]) =>
  period.autoReminders.filter((r) => !works || works.includes(r.work))

/** Whether a period's automatic reminders are off, planned (with the date) or went out (when, to how many). */
export function AutoReminderStates({
  period,
  works,
  publications,
  className,
}: {
  period: Period
  works?: readonly ReminderWork[]
  /** The year's published phases: a reminder of work they ended (sheets, entries) will not go. */
  publications?: readonly PublicationLike[]
  /** Its spacing where it stands (a margin before what follows). */
  className?: string
}) {
  const reminders = shown(period, works)
  if (reminders.length === 0) return null
  return (
    <div className={`small text-secondary ${className ?? ''}`.trim()}>
      {reminders.map((r) => (
        <div key={r.work}>
          <ReminderState period={period} reminder={r} publications={publications ?? []} />
        </div>
      ))}
    </div>
  )
}

function ReminderState({
  period,
  reminder,
  publications,
}: {
  period: Period
  reminder: AutoReminder
  publications: readonly PublicationLike[]
}) {
  const { t } = useLingui()
  const now = useNow()
  const work = reminderWorkLabel(period.periodId, reminder.work)
  if (reminder.sentAt) {
    const when = formatDateTime(reminder.sentAt)
    const count = reminder.recipients ?? 0
    return t`${plural(count, {
      one: `Automatic reminder sent ${when} to # person: ${work}`,
      other: `Automatic reminder sent ${when} to # people: ${work}`,
    })}`
  }
  if (!reminder.enabled) return <Trans>Automatic reminder off: {work}</Trans>
  // Its work is over (the phase's results are published): the server sends it to nobody
  // (reminderVerdict, the messages' rule), so it is not shown as planned.
  // Nor once the period has ended (periodMessagesVerdict, said once beside the period): it goes
  // only while the period runs.
  if (!periodMessagesVerdict(period, now).ok)
    return <Trans>Automatic reminder did not go out before the end: {work}</Trans>
  const audience = reminderAudience(period, reminder.work)
  const verdict = audience ? reminderVerdict(audience, publications) : null
  if (verdict && !verdict.ok) {
    const reason = verdict.reason
    return (
      <Trans>
        Automatic reminder will not go: {work}. {reason}
      </Trans>
    )
  }
  const due = <time dateTime={reminder.dueAt}>{formatDateTime(reminder.dueAt)}</time>
  return (
    <Trans>
      Automatic reminder planned for {due}: {work}
    </Trans>
  )
}

interface Draft {
  enabled: boolean
  days: string
}

/**
 * The committee's automatic reminders of a period: for each of its open works, whether those with
 * that work open are reminded, and how many days before the end. A reminder that went out stays
 * sent; it is never sent twice.
 */
export function AutoReminderDialog({
  period,
  works,
  onClose,
}: {
  period: Period | null
  works?: readonly ReminderWork[]
  onClose: () => void
}) {
  const titleId = useId()
  return (
    <Modal show={period !== null} onHide={onClose} centered aria-labelledby={titleId}>
      {period ? (
        <AutoReminderForm
          key={period.id}
          period={period}
          works={works}
          titleId={titleId}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  )
}

function AutoReminderForm({
  period,
  works,
  titleId,
  onClose,
}: {
  period: Period
  works?: readonly ReminderWork[]
  titleId: string
  onClose: () => void
}) {
  const { t } = useLingui()
  const save = useSetAutoReminder()
  // The settings are saved one by one: one action, whose outcome is a toast once the dialog is closed.
  const action = useDialogAction()
  const [failure, setFailure] = useState<unknown>(null)
  const idPrefix = useId()
  const reminders = shown(period, works)
  const [drafts, setDrafts] = useState<Record<string, Draft>>(() =>
    Object.fromEntries(
      reminders.map((r) => [r.work, { enabled: r.enabled, days: String(r.daysBefore) }]),
    ),
  )
  const [errors, setErrors] = useState<Record<string, string>>({})
  const name = periodTitle(period)
  // Ended: a reminder can no longer be switched on, only off (left on, it would go at once when
  // the period is started again).
  const ended = periodMessagesVerdict(period, useNow())

  const change = (work: string, part: Partial<Draft>) => {
    setFailure(null)
    setDrafts({ ...drafts, [work]: { ...drafts[work]!, ...part } })
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found: Record<string, string> = {}
    const settings = reminders.map((r) => {
      const draft = drafts[r.work]!
      const text = draft.days.trim()
      const parsed = autoReminderSettingSchema.safeParse({
        work: r.work,
        enabled: draft.enabled,
        daysBefore: text === '' ? undefined : Number(text),
      })
      if (!parsed.success) found[r.work] = parsed.error.issues[0]!.message
      return { reminder: r, setting: parsed.success ? parsed.data : null }
    })
    setErrors(found)
    if (Object.keys(found).length > 0) {
      const first = reminders.find((r) => found[r.work])!
      document.getElementById(`${idPrefix}-${first.work}-days`)?.focus()
      return
    }
    setFailure(null)
    const outcome = await action.run(
      {
        done: t`The automatic reminders of "${name}" are saved.`,
        notDone: t`The automatic reminders of "${name}" were not saved.`,
      },
      async () => {
        for (const { reminder, setting } of settings) {
          if (!setting) continue
          if (setting.enabled === reminder.enabled && setting.daysBefore === reminder.daysBefore)
            continue
          await save.mutateAsync({ id: period.id, setting })
        }
      },
    )
    if (!outcome?.open) return
    if (outcome.ok) onClose()
    else setFailure(outcome.error)
  }

  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <Modal.Header closeButton closeLabel={t`Close`}>
        <Modal.Title id={titleId} as="h2" className="h5">
          <Trans>Automatic reminders: {name}</Trans>
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="small text-secondary">
          <Trans>
            The server sends a reminder once, on its own, the chosen number of days before the
            period ends, to those whose work is still open then. It goes only while the period is
            the active one.
          </Trans>
        </p>
        {!ended.ok ? (
          <Alert variant="secondary">
            {ended.reason} <Trans>A reminder that is on can still be switched off.</Trans>
          </Alert>
        ) : null}
        {reminders.map((r) => {
          const draft = drafts[r.work]!
          const work = reminderWorkLabel(period.periodId, r.work)
          const daysId = `${idPrefix}-${r.work}-days`
          const error = errors[r.work]
          const sentAt = r.sentAt ? formatDateTime(r.sentAt) : null
          return (
            <fieldset key={r.work} className="mb-3">
              <legend className="h6">{work}</legend>
              <Form.Check
                type="switch"
                id={`${idPrefix}-${r.work}-on`}
                className="mb-2"
                checked={draft.enabled}
                disabled={!ended.ok && !r.enabled}
                onChange={(e) => change(r.work, { enabled: e.currentTarget.checked })}
                label={t`Remind them before the period ends`}
              />
              <Form.Group controlId={daysId}>
                <Form.Label>
                  <Trans>Days before the end</Trans>
                </Form.Label>
                <Form.Control
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={30}
                  step={1}
                  style={{ maxWidth: '8rem' }}
                  value={draft.days}
                  isInvalid={Boolean(error)}
                  aria-describedby={error ? `${daysId}-error` : undefined}
                  onChange={(e) => change(r.work, { days: e.currentTarget.value })}
                />
                {error ? (
                  <Form.Control.Feedback type="invalid" id={`${daysId}-error`}>
                    {error}
                  </Form.Control.Feedback>
                ) : null}
              </Form.Group>
              {sentAt ? (
                <p className="small text-secondary mt-2 mb-0">
                  <Trans>It went out on {sentAt}; it is not sent again.</Trans>
                </p>
              ) : null}
            </fieldset>
          )
        })}
        {failure ? (
          <Alert variant="danger" className="mb-0">
            <Trans>The automatic reminders of &quot;{name}&quot; were not saved.</Trans>{' '}
            {describeError(failure).messages.join(' ')}
          </Alert>
        ) : null}
      </Modal.Body>
      <Modal.Footer>
        <DialogCancelButton pending={action.pending} onClick={onClose} />
        <BusyButton type="submit" busy={action.pending} busyText={t`Saving…`}>
          {t`Save automatic reminders`}
        </BusyButton>
      </Modal.Footer>
    </Form>
  )
}

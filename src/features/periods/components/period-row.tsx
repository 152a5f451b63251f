import Button from 'react-bootstrap/Button'
import ListGroup from 'react-bootstrap/ListGroup'
import Spinner from 'react-bootstrap/Spinner'
import { Trans, useLingui } from '@lingui/react/macro'
import { useToast } from '@/components/feedback/toasts'
import {
  audienceLabel,
  periodMessagesVerdict,
  startPeriodVerdict,
  startReopens,
  type PublicationLike,
} from '@/domain/award'
import { useStartPeriod } from '@/features/periods/api'
import { AutoReminderStates } from '@/features/periods/components/auto-reminders'
import { PeriodStateBadge } from '@/features/periods/components/period-state-badge'
import { useConfirmStartPeriod } from '@/features/periods/components/start-period-dialog'
import { periodTitle } from '@/features/periods/period-name'
import type { Period } from '@/features/periods/schemas'
import { formatDateTime } from '@/lib/dates'
import { useNow } from '@/lib/use-now'

/**
 * One period of the committee's timeline: its times, e-mail and automatic reminders, and starting
 * it (showing first what moves; one whose planned end has passed asks for its new end, `onRestart`),
 * or opening its e-mail or its reminders. `fetchedAt`: when the periods were fetched. `lockedBy`: the id of the
 * text saying why the year's periods can be neither started nor edited (a finished year), or null.
 */
export function PeriodRow({
  period,
  periods,
  fetchedAt,
  onEdit,
  onRestart,
  onReminders,
  onSendEmail,
  lockedBy = null,
  publications,
}: {
  period: Period
  /** The year's published phases (undefined while they load): which reminders can still go. */
  publications?: readonly PublicationLike[]
  periods: Period[]
  fetchedAt: number
  onEdit: () => void
  /** Opens the dialog that starts an ended period again with the end the committee chooses. */
  onRestart: () => void
  /** Opens the period's automatic reminders. */
  onReminders: () => void
  /** Opens the period's e-mail composer. */
  onSendEmail: () => void
  lockedBy?: string | null
}) {
  // Starting a period ends the one before at the server's "now": it reads as ended as soon as the timeline is fetched again.
  const now = useNow(undefined, fetchedAt)
  const confirmStart = useConfirmStartPeriod()
  const toast = useToast()
  const start = useStartPeriod()
  const { t } = useLingui()
  const name = periodTitle(period)
  // A period whose phase's results are published opens nothing anyone can still do: not started
  // again, the reason said under it (the API refuses it the same way, also while they load here). A
  // finished year's lock says it for every period at once.
  const startable =
    publications && lockedBy === null ? startPeriodVerdict(period, publications) : null
  const spentId = `period-${period.id}-spent`
  // Ended, its e-mail and reminders would ask for work by an end that is past (the API refuses them).
  const messaging = periodMessagesVerdict(period, now)
  const endedId = `period-${period.id}-ended`
  // Ended with a reminder still on and unsent: it can be switched off.
  const switchOff = period.autoReminders.some((r) => r.enabled && !r.sentAt)
  const startDescribedBy =
    [lockedBy, startable && !startable.ok ? spentId : null].filter(Boolean).join(' ') || undefined

  async function onStart() {
    // Its planned end has passed: there is no end to keep, so the committee chooses one.
    if (startReopens(period, Date.now())) {
      onRestart()
      return
    }
    const ok = await confirmStart(period, periods)
    if (!ok) return
    start.mutate(
      { id: period.id },
      {
        onSuccess: () => toast.success(t`"${name}" is now the active period.`),
      },
    )
  }

  const sentAt = period.sendEmailAt ? (
    <time dateTime={period.sendEmailAt}>{formatDateTime(period.sendEmailAt)}</time>
  ) : null
  const sentBy = period.sendEmailBy
  return (
    <ListGroup.Item
      as="li"
      className={`py-3 ${period.isActive ? 'period-active' : ''}`}
      aria-current={period.isActive ? 'step' : undefined}
    >
      <div className="d-flex flex-wrap justify-content-between align-items-start gap-2">
        <div className="me-auto">
          <h3 className="h6 mb-1">
            {period.periodId}. {name} <PeriodStateBadge period={period} now={now} />
          </h3>
          <div className="small">
            <time dateTime={period.startAt}>{formatDateTime(period.startAt)}</time> –{' '}
            <time dateTime={period.endAt}>{formatDateTime(period.endAt)}</time>
            <span className="text-secondary"> · {audienceLabel(period.periodId)}</span>
          </div>
          <div className="small text-secondary">
            {sentAt ? (
              sentBy ? (
                <Trans>
                  E-mail sent {sentAt} by {sentBy}
                </Trans>
              ) : (
                <Trans>E-mail sent {sentAt}</Trans>
              )
            ) : (
              <Trans>E-mail not sent yet</Trans>
            )}
          </div>
          <AutoReminderStates period={period} publications={publications} />
          {startable && !startable.ok ? (
            <div id={spentId} className="small text-secondary">
              {startable.reason}
            </div>
          ) : null}
          {!messaging.ok ? (
            <div id={endedId} className="small text-secondary">
              {messaging.reason}
            </div>
          ) : null}
        </div>
        <div className="d-flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="primary"
            disabled={
              period.isActive || start.isPending || lockedBy !== null || startable?.ok === false
            }
            onClick={() => void onStart()}
            aria-label={t`Start period: ${name}`}
            aria-describedby={startDescribedBy}
          >
            {start.isPending ? (
              <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
            ) : null}
            <Trans>Start period</Trans>
          </Button>
          <Button
            size="sm"
            variant="outline-primary"
            disabled={lockedBy !== null}
            onClick={onEdit}
            aria-label={t`Edit times: ${name}`}
            aria-describedby={lockedBy ?? undefined}
          >
            <Trans>Edit times</Trans>
          </Button>
          {period.autoReminders.length > 0 ? (
            <Button
              size="sm"
              variant="outline-secondary"
              disabled={!messaging.ok && !switchOff}
              onClick={onReminders}
              aria-label={t`Automatic reminders: ${name}`}
              aria-describedby={messaging.ok ? undefined : endedId}
            >
              <Trans>Automatic reminders</Trans>
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="outline-secondary"
            disabled={!messaging.ok}
            onClick={onSendEmail}
            aria-label={t`Send e-mail: ${name}`}
            aria-describedby={messaging.ok ? undefined : endedId}
          >
            <Trans>Send e-mail</Trans>
          </Button>
        </div>
      </div>
    </ListGroup.Item>
  )
}

import Button from 'react-bootstrap/Button'
import ListGroup from 'react-bootstrap/ListGroup'
import Spinner from 'react-bootstrap/Spinner'
import { Trans, useLingui } from '@lingui/react/macro'
import { useConfirm } from '@/components/feedback/confirm'
import { useToast } from '@/components/feedback/toasts'
import { audienceLabel } from '@/domain/award'
import { useSendPeriodEmail, useStartPeriod } from '@/features/periods/api'
import { AutoReminderStates } from '@/features/periods/components/auto-reminders'
import { PeriodStateBadge } from '@/features/periods/components/period-state-badge'
import { useConfirmStartPeriod } from '@/features/periods/components/start-period-dialog'
import { periodTitle } from '@/features/periods/period-name'
import type { Period } from '@/features/periods/schemas'
import { formatDateTime } from '@/lib/dates'
import { useNow } from '@/lib/use-now'

/**
 * One period of the committee's timeline: its times and e-mail, and starting it (showing first what
 * moves) or sending its e-mail. `fetchedAt`: when the periods were fetched. `lockedBy`: the id of the
 * text saying why the year's periods can be neither started nor edited (a finished year), or null.
 */
export function PeriodRow({
  period,
  periods,
  fetchedAt,
  onEdit,
  onReminders,
  lockedBy = null,
}: {
  period: Period
  periods: Period[]
  fetchedAt: number
  onEdit: () => void
  /** Opens the period's automatic reminders. */
  onReminders: () => void
  lockedBy?: string | null
}) {
  // Starting a period ends the one before at the server's "now": it reads as ended as soon as the timeline is fetched again.
  const now = useNow(undefined, fetchedAt)
  const confirm = useConfirm()
  const confirmStart = useConfirmStartPeriod()
  const toast = useToast()
  const start = useStartPeriod()
  const email = useSendPeriodEmail()
  const { t } = useLingui()
  const name = periodTitle(period)

  async function onStart() {
    const ok = await confirmStart(period, periods)
    if (!ok) return
    start.mutate(period.id, {
      onSuccess: () => toast.success(t`"${name}" is now the active period.`),
    })
  }

  async function onSendEmail() {
    const sentOn = period.sendEmailAt ? formatDateTime(period.sendEmailAt) : null
    const ok = await confirm({
      title: t`Send e-mail`,
      message:
        sentOn === null
          ? t`Send the e-mail for "${name}" to everyone taking part?`
          : t`Send the e-mail for "${name}" to everyone taking part? It was already sent on ${sentOn}.`,
    })
    if (!ok) return
    email.mutate(period.id, {
      onSuccess: () => toast.success(t`The e-mail for "${name}" was sent.`),
    })
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
          <AutoReminderStates period={period} />
        </div>
        <div className="d-flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="primary"
            disabled={period.isActive || start.isPending || lockedBy !== null}
            onClick={() => void onStart()}
            aria-label={t`Start period: ${name}`}
            aria-describedby={lockedBy ?? undefined}
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
              onClick={onReminders}
              aria-label={t`Automatic reminders: ${name}`}
            >
              <Trans>Automatic reminders</Trans>
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="outline-secondary"
            disabled={email.isPending}
            onClick={() => void onSendEmail()}
            aria-label={t`Send e-mail: ${name}`}
          >
            {email.isPending ? (
              <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
            ) : null}
            <Trans>Send e-mail</Trans>
          </Button>
        </div>
      </div>
    </ListGroup.Item>
  )
}

import Badge from 'react-bootstrap/Badge'
import { Trans } from '@lingui/react/macro'
import { periodEnded } from '@/domain/award'
import type { Period } from '@/features/periods/schemas'

/** Whether a period is the active one, has ended, or is still to come. */
export function PeriodStateBadge({ period, now }: { period: Period; now: number }) {
  if (period.isActive)
    return (
      <Badge bg="primary">
        <Trans context="period status">Active</Trans>
      </Badge>
    )
  if (periodEnded(period, now))
    return (
      <Badge bg="secondary">
        <Trans context="period status">Ended</Trans>
      </Badge>
    )
  return (
    <Badge bg="light" text="dark" className="border">
      <Trans context="period status">Upcoming</Trans>
    </Badge>
  )
}

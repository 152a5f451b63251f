import Badge from 'react-bootstrap/Badge'
import type { Period } from '@/features/periods/schemas'

/** Whether a period is the active one, has ended, or is still to come. */
export function PeriodStateBadge({ period, now }: { period: Period; now: number }) {
  if (period.isActive) return <Badge bg="primary">Active</Badge>
  if (Date.parse(period.endAt) < now) return <Badge bg="secondary">Ended</Badge>
  return (
    <Badge bg="light" text="dark" className="border">
      Upcoming
    </Badge>
  )
}

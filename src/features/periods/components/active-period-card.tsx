import Card from 'react-bootstrap/Card'
import { formatDateTime, fromNow } from '@/lib/dates'
import { useNow } from '@/lib/use-now'
import { audienceLabel } from '@/domain/award'
import type { Period } from '@/features/periods/schemas'

/** The active period, its deadline and how long is left. */
export function ActivePeriodCard({ period }: { period: Period | undefined }) {
  const now = useNow()
  if (!period) {
    return (
      <Card body className="mb-4">
        <h2 className="h6 text-secondary mb-1">Active period</h2>
        <p className="mb-0">
          No period is active right now. The committee starts each period on the timeline.
        </p>
      </Card>
    )
  }
  const ended = Date.parse(period.endAt) < now
  return (
    <Card body className="mb-4 border-primary">
      <h2 className="h6 text-secondary mb-1">Active period</h2>
      <p className="h5 mb-1">{period.description}</p>
      <p className="mb-0">
        {audienceLabel(period.periodId)} · {ended ? 'ended' : 'ends'}{' '}
        <time dateTime={period.endAt}>{formatDateTime(period.endAt)}</time>{' '}
        <span className="text-secondary">({fromNow(period.endAt)})</span>
      </p>
    </Card>
  )
}

import ListGroup from 'react-bootstrap/ListGroup'
import { useLingui } from '@lingui/react'
import { formatDateTime } from '@/lib/dates'
import { useNow } from '@/lib/use-now'
import { PeriodStateBadge } from '@/features/periods/components/period-state-badge'
import { audienceLabel } from '@/domain/award'
import { periodTitle } from '@/features/periods/period-name'
import type { Period } from '@/features/periods/schemas'

/** The year's periods in order, with their dates, who acts, and which one is active. */
export function Timeline({ periods }: { periods: Period[] }) {
  const now = useNow()
  // The periods' names and audiences read in the language shown: re-render when it changes.
  useLingui()
  const ordered = [...periods].sort((a, b) => a.periodId - b.periodId)
  return (
    <ListGroup as="ol" numbered className="timeline">
      {ordered.map((period) => {
        return (
          <ListGroup.Item
            as="li"
            key={period.id}
            className="d-flex justify-content-between align-items-start gap-2"
            aria-current={period.isActive ? 'step' : undefined}
          >
            <div className="ms-2 me-auto">
              <div className="fw-semibold">{periodTitle(period)}</div>
              <div className="small text-secondary">
                <time dateTime={period.startAt}>{formatDateTime(period.startAt)}</time> –{' '}
                <time dateTime={period.endAt}>{formatDateTime(period.endAt)}</time>
              </div>
              <div className="small">{audienceLabel(period.periodId)}</div>
            </div>
            <PeriodStateBadge period={period} now={now} />
          </ListGroup.Item>
        )
      })}
    </ListGroup>
  )
}

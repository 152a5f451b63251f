import ListGroup from 'react-bootstrap/ListGroup'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatDateTime } from '@/lib/dates'
import type { PhaseEntry } from '@/features/proposals/schemas'
import { StatusBadge } from '@/features/proposals/components/status-badge'

/** The entry's status changes, newest first: who, when, from → to, and the reason when returned. */
export function StatusHistory({ history }: { history: PhaseEntry['history'] }) {
  const { t } = useLingui()
  if (history.length === 0)
    return (
      <p className="text-secondary">
        <Trans>No status changes yet.</Trans>
      </p>
    )
  const ordered = [...history].reverse()
  return (
    <ListGroup
      as="ol"
      variant="flush"
      className="status-history border rounded"
      aria-label={t`Status history`}
    >
      {ordered.map((change, index) => {
        const reason = change.reason
        return (
          <ListGroup.Item as="li" key={`${change.at}-${index}`} className="py-2">
            <div className="d-flex flex-wrap align-items-center gap-2">
              {change.from ? (
                <>
                  <StatusBadge status={change.from} />
                  <span aria-label={t`changed to`}>→</span>
                </>
              ) : null}
              <StatusBadge status={change.to} />
            </div>
            <div className="small text-secondary mt-1">
              {change.by} · <time dateTime={change.at}>{formatDateTime(change.at)}</time>
            </div>
            {reason ? (
              <p className="mb-0 mt-1 small text-break" style={{ whiteSpace: 'pre-wrap' }}>
                <Trans>Reason: {reason}</Trans>
              </p>
            ) : null}
          </ListGroup.Item>
        )
      })}
    </ListGroup>
  )
}

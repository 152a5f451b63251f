import Badge from 'react-bootstrap/Badge'
import type { EntryStatus } from '@/features/proposals/schemas'

const VARIANT: Record<EntryStatus, string> = {
  Draft: 'secondary',
  Finalized: 'info',
  Approved: 'success',
  Returned: 'warning',
}

/** An entry's status in words (colour only repeats it). */
export function EntryStatusBadge({ status }: { status: EntryStatus | null | undefined }) {
  if (!status) return <span className="text-secondary">Not started</span>
  return (
    <Badge
      bg={VARIANT[status]}
      text={status === 'Returned' || status === 'Finalized' ? 'dark' : undefined}
    >
      {status}
    </Badge>
  )
}

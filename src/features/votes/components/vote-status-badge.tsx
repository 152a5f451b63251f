import Badge from 'react-bootstrap/Badge'
import type { VoteStatus } from '@/features/votes/schemas'

const LOOK: Record<VoteStatus, { bg: string; text?: 'dark'; label: string }> = {
  Scheduled: { bg: 'info', text: 'dark', label: 'Not open yet' },
  Open: { bg: 'success', label: 'Open' },
  Closed: { bg: 'secondary', label: 'Closed' },
}

export function VoteStatusBadge({ status }: { status: VoteStatus }) {
  const look = LOOK[status]
  return (
    <Badge bg={look.bg} text={look.text} pill>
      {look.label}
    </Badge>
  )
}

import Badge from 'react-bootstrap/Badge'
import type { FeedbackStatus } from '@/features/feedback/schemas'

const LOOK: Record<FeedbackStatus, { bg: string; text?: 'dark'; label: string }> = {
  Open: { bg: 'warning', text: 'dark', label: 'Waiting for the committee' },
  Answered: { bg: 'success', label: 'Answered' },
  Closed: { bg: 'secondary', label: 'Closed' },
}

/** The status in words a participant understands; the committee sees the same badge. */
export function FeedbackStatusBadge({ status }: { status: FeedbackStatus }) {
  const look = LOOK[status]
  return (
    <Badge bg={look.bg} text={look.text} pill>
      {look.label}
    </Badge>
  )
}

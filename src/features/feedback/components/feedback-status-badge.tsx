import { StatusBadge, type StatusLook } from '@/components/data/status-badge'
import type { FeedbackStatus } from '@/features/feedback/schemas'

const LOOK: Record<FeedbackStatus, StatusLook> = {
  Open: { bg: 'warning', text: 'dark', label: 'Waiting for the committee' },
  Answered: { bg: 'success', label: 'Answered' },
  Closed: { bg: 'secondary', label: 'Closed' },
}

/** The status in words a participant understands; the committee sees the same badge. */
export function FeedbackStatusBadge({ status }: { status: FeedbackStatus }) {
  return <StatusBadge look={LOOK[status]} pill />
}

import { StatusBadge, type StatusLook } from '@/components/data/status-badge'
import type { VoteStatus } from '@/features/votes/schemas'

const LOOK: Record<VoteStatus, StatusLook> = {
  Scheduled: { bg: 'info', text: 'dark', label: 'Not open yet' },
  Open: { bg: 'success', label: 'Open' },
  Closed: { bg: 'secondary', label: 'Closed' },
}

export function VoteStatusBadge({ status }: { status: VoteStatus }) {
  return <StatusBadge look={LOOK[status]} pill />
}

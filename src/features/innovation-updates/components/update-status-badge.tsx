import Badge from 'react-bootstrap/Badge'
import type { UpdateStatus } from '@/features/innovation-updates/schemas'

const LOOK: Record<UpdateStatus, { label: string; bg: string; text?: 'dark' }> = {
  NotStarted: { label: 'Not posted', bg: 'light', text: 'dark' },
  Draft: { label: 'Draft', bg: 'warning', text: 'dark' },
  Submitted: { label: 'Submitted', bg: 'primary' },
  Reviewed: { label: 'Reviewed', bg: 'success' },
}

export function UpdateStatusBadge({ status }: { status: UpdateStatus }) {
  const look = LOOK[status]
  return (
    <Badge bg={look.bg} text={look.text} className={status === 'NotStarted' ? 'border' : undefined}>
      {look.label}
    </Badge>
  )
}

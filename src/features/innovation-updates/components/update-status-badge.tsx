import { StatusBadge, type StatusLook } from '@/components/data/status-badge'
import type { UpdateStatus } from '@/features/innovation-updates/schemas'

const LOOK: Record<UpdateStatus, StatusLook> = {
  NotStarted: { label: 'Not posted', bg: 'light', text: 'dark', className: 'border' },
  Draft: { label: 'Draft', bg: 'warning', text: 'dark' },
  Submitted: { label: 'Submitted', bg: 'primary' },
  Reviewed: { label: 'Reviewed', bg: 'success' },
}

export function UpdateStatusBadge({ status }: { status: UpdateStatus }) {
  return <StatusBadge look={LOOK[status]} />
}

import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { StatusBadge, type StatusLook } from '@/components/data/status-badge'
import type { UpdateStatus } from '@/features/innovation-updates/schemas'

const LOOK: Record<UpdateStatus, Omit<StatusLook, 'label'> & { label: MessageDescriptor }> = {
  NotStarted: { label: msg`Not posted`, bg: 'light', text: 'dark', className: 'border' },
  Draft: { label: msg`Draft`, bg: 'warning', text: 'dark' },
  Submitted: { label: msg`Submitted`, bg: 'primary' },
  Reviewed: { label: msg`Reviewed`, bg: 'success' },
}

export function UpdateStatusBadge({ status }: { status: UpdateStatus }) {
  const { i18n } = useLingui()
  const look = LOOK[status]
  return <StatusBadge look={{ ...look, label: i18n._(look.label) }} />
}

import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { StatusBadge, type StatusLook } from '@/components/data/status-badge'
import type { VoteStatus } from '@/features/votes/schemas'

const LOOK: Record<VoteStatus, Omit<StatusLook, 'label'> & { label: MessageDescriptor }> = {
  Scheduled: { bg: 'info', text: 'dark', label: msg`Not open yet` },
  Open: { bg: 'success', label: msg({ message: 'Open', context: 'vote status' }) },
  Closed: { bg: 'secondary', label: msg({ message: 'Closed', context: 'vote status' }) },
}

export function VoteStatusBadge({ status }: { status: VoteStatus }) {
  const { i18n } = useLingui()
  const look = LOOK[status]
  return <StatusBadge look={{ ...look, label: i18n._(look.label) }} pill />
}

import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { StatusBadge, type StatusLook } from '@/components/data/status-badge'
import type { FeedbackStatus } from '@/features/feedback/schemas'

const LOOK: Record<FeedbackStatus, Omit<StatusLook, 'label'> & { label: MessageDescriptor }> = {
  Open: { bg: 'warning', text: 'dark', label: msg`Waiting for the committee` },
  Answered: { bg: 'success', label: msg`Answered` },
  Closed: { bg: 'secondary', label: msg({ message: 'Closed', context: 'feedback status' }) },
}

/** The status in words a participant understands; the committee sees the same badge. */
export function FeedbackStatusBadge({ status }: { status: FeedbackStatus }) {
  const { i18n } = useLingui()
  const look = LOOK[status]
  return <StatusBadge look={{ ...look, label: i18n._(look.label) }} pill />
}

import Badge from 'react-bootstrap/Badge'
import { Trans, useLingui } from '@lingui/react/macro'
import type { EntryStatus } from '@/features/proposals/schemas'
import { ENTRY_STATUS_LABELS } from '@/features/proposals/status-labels'

const VARIANT: Record<EntryStatus, string> = {
  Draft: 'secondary',
  Finalized: 'info',
  Approved: 'success',
  Returned: 'warning',
}

/** An entry's status in words (colour only repeats it). */
export function EntryStatusBadge({ status }: { status: EntryStatus | null | undefined }) {
  const { i18n } = useLingui()
  if (!status)
    return (
      <span className="text-secondary">
        <Trans>Not started</Trans>
      </span>
    )
  return (
    <Badge
      bg={VARIANT[status]}
      text={status === 'Returned' || status === 'Finalized' ? 'dark' : undefined}
    >
      {i18n._(ENTRY_STATUS_LABELS[status])}
    </Badge>
  )
}

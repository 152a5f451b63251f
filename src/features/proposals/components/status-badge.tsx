import Badge from 'react-bootstrap/Badge'
import { Trans, useLingui } from '@lingui/react/macro'
import type { EntryStatus } from '@/features/proposals/schemas'
import { ENTRY_STATUS_LABELS } from '@/features/proposals/status-labels'

const VARIANTS: Record<EntryStatus, { bg: string; text?: 'dark' | 'light' }> = {
  Draft: { bg: 'secondary' },
  Finalized: { bg: 'info', text: 'dark' },
  Approved: { bg: 'success' },
  Returned: { bg: 'warning', text: 'dark' },
}

/** An entry's status; `null` when the phase has no entry yet. */
export function StatusBadge({ status }: { status: EntryStatus | null }) {
  const { i18n } = useLingui()
  if (!status) {
    return (
      <Badge bg="light" text="dark" className="border">
        <Trans>Not started</Trans>
      </Badge>
    )
  }
  const variant = VARIANTS[status]
  return (
    <Badge bg={variant.bg} text={variant.text}>
      {i18n._(ENTRY_STATUS_LABELS[status])}
    </Badge>
  )
}

/** How far a proposal has come: semi-finalist (phase 2) or finalist (phase 3). */
export function StageBadge({
  phase,
  winnerRank,
}: {
  phase: 1 | 2 | 3
  winnerRank?: number | null
}) {
  if (winnerRank)
    return (
      <Badge bg="warning" text="dark">
        <Trans>Winner, rank {winnerRank}</Trans>
      </Badge>
    )
  if (phase === 3)
    return (
      <Badge bg="primary">
        <Trans>Finalist</Trans>
      </Badge>
    )
  if (phase === 2)
    return (
      <Badge bg="primary">
        <Trans>Semi-finalist</Trans>
      </Badge>
    )
  return null
}

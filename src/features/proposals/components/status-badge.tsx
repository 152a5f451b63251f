import Badge from 'react-bootstrap/Badge'
import type { EntryStatus } from '@/features/proposals/schemas'

const VARIANTS: Record<EntryStatus, { bg: string; text?: 'dark' | 'light' }> = {
  Draft: { bg: 'secondary' },
  Finalized: { bg: 'info', text: 'dark' },
  Approved: { bg: 'success' },
  Returned: { bg: 'warning', text: 'dark' },
}

/** An entry's status; `null` when the phase has no entry yet. */
export function StatusBadge({ status }: { status: EntryStatus | null }) {
  if (!status) {
    return (
      <Badge bg="light" text="dark" className="border">
        Not started
      </Badge>
    )
  }
  const variant = VARIANTS[status]
  return (
    <Badge bg={variant.bg} text={variant.text}>
      {status}
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
        Winner, rank {winnerRank}
      </Badge>
    )
  if (phase === 3) return <Badge bg="primary">Finalist</Badge>
  if (phase === 2) return <Badge bg="primary">Semi-finalist</Badge>
  return null
}

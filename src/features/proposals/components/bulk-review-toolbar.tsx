import Button from 'react-bootstrap/Button'
import Spinner from 'react-bootstrap/Spinner'
import type { ProposalSummary } from '@/features/proposals/schemas'

/** The selected proposals each action applies to (only those it is allowed for). */
export interface EligibleRows {
  approve: ProposalSummary[]
  return: ProposalSummary[]
  advance: ProposalSummary[]
}

/** Approve, return or advance the selected proposals, each button counting those it applies to. */
export function BulkReviewToolbar({
  selected,
  eligible,
  busy,
  onApprove,
  onReturn,
  onAdvance,
}: {
  selected: number
  eligible: EligibleRows
  busy: boolean
  onApprove: () => void
  onReturn: () => void
  onAdvance: () => void
}) {
  return (
    <div
      className="d-flex flex-wrap align-items-center gap-2 mb-2"
      role="toolbar"
      aria-label="Bulk actions"
    >
      <span className="small text-secondary me-1" aria-live="polite">
        {selected} selected
      </span>
      <Button
        size="sm"
        variant="success"
        disabled={busy || eligible.approve.length === 0}
        onClick={onApprove}
      >
        Approve selected ({eligible.approve.length})
      </Button>
      <Button
        size="sm"
        variant="warning"
        disabled={busy || eligible.return.length === 0}
        onClick={onReturn}
      >
        Return selected ({eligible.return.length})
      </Button>
      <Button
        size="sm"
        variant="primary"
        disabled={busy || eligible.advance.length === 0}
        onClick={onAdvance}
      >
        Advance selected ({eligible.advance.length})
      </Button>
      {busy ? <Spinner animation="border" size="sm" role="status" aria-label="Working" /> : null}
    </div>
  )
}

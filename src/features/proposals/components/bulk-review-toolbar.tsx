import Button from 'react-bootstrap/Button'
import Spinner from 'react-bootstrap/Spinner'
import { Trans, useLingui } from '@lingui/react/macro'
import { WaitingNote } from '@/components/forms/busy-button'
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
  oneRow = false,
  onApprove,
  onReturn,
  onAdvance,
}: {
  selected: number
  eligible: EligibleRows
  busy: boolean
  /** The running action is one row's: that row says when it waits for the connection, not the toolbar. */
  oneRow?: boolean
  onApprove: () => void
  onReturn: () => void
  onAdvance: () => void
}) {
  const { t } = useLingui()
  const approving = eligible.approve.length
  const returning = eligible.return.length
  const advancing = eligible.advance.length
  return (
    <div
      className="d-flex flex-wrap align-items-center gap-2 mb-2"
      role="toolbar"
      aria-label={t`Bulk actions`}
    >
      <span className="small text-secondary me-1" aria-live="polite">
        <Trans>{selected} selected</Trans>
      </span>
      <Button
        size="sm"
        variant="success"
        disabled={busy || eligible.approve.length === 0}
        onClick={onApprove}
      >
        <Trans>Approve selected ({approving})</Trans>
      </Button>
      <Button
        size="sm"
        variant="warning"
        disabled={busy || eligible.return.length === 0}
        onClick={onReturn}
      >
        <Trans>Return selected ({returning})</Trans>
      </Button>
      <Button
        size="sm"
        variant="primary"
        disabled={busy || eligible.advance.length === 0}
        onClick={onAdvance}
      >
        <Trans>Advance selected ({advancing})</Trans>
      </Button>
      {busy ? <Spinner animation="border" size="sm" role="status" aria-label={t`Working`} /> : null}
      <WaitingNote busy={busy && !oneRow} />
    </div>
  )
}

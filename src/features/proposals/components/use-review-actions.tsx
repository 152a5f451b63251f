import { useState } from 'react'
import { useConfirm } from '@/components/feedback/confirm'
import { overrideConfirmation } from '@/components/feedback/override-confirmation'
import { useToast } from '@/components/feedback/toasts'
import { ReturnDialog } from '@/features/proposals/components/return-dialog'
import { reviewCalls, useBulkReview } from '@/features/proposals/review-api'
import { describeFailure, type BulkOutcome } from '@/lib/bulk'

export interface ReviewItem {
  id: string
  title: string
  /** For advancing: what the phase's judging still lacks (domain/award/scoring.ts `advanceMissing`), null when its scores are in. */
  missing?: string | null
}

const NEXT_STAGE: Record<1 | 2, string> = {
  1: 'Phase 2 as semi-finalists (published in the gallery)',
  2: 'Phase 3 as finalists',
}

/**
 * The committee's review actions on one or many proposals of a phase, each after its confirmation
 * (a return asks for the reason), run one by one; the outcome is told per proposal. `onDone` runs
 * after each action (e.g. to clear a selection). Render `returnDialog` once on the screen.
 */
export function useReviewActions(phase: 1 | 2, onDone: () => void = () => {}) {
  const bulk = useBulkReview()
  const confirm = useConfirm()
  const toast = useToast()
  const [returning, setReturning] = useState<ReviewItem[] | null>(null)

  function report(outcome: BulkOutcome, verb: string) {
    if (outcome.done > 0)
      toast.success(`${outcome.done} ${outcome.done === 1 ? 'proposal' : 'proposals'} ${verb}.`)
    for (const failure of outcome.failures) toast.error(describeFailure(failure), `Not ${verb}`)
    onDone()
  }

  const subject = (items: readonly ReviewItem[]) =>
    items.length === 1 ? `"${items[0]!.title}"` : `${items.length} proposals`

  async function approve(items: ReviewItem[]) {
    const ok = await confirm({
      title: 'Approve',
      message: `Approve ${subject(items)}? Approved entries are eligible for judging.`,
      variant: 'primary',
    })
    if (!ok) return
    const call = (id: string, key: string) => reviewCalls.approve({ proposalId: id, phase }, key)
    report(await bulk.mutateAsync({ action: 'approve', items, run: call }), 'approved')
  }

  /** Advancing proposals whose phase's scores are not all in is an override the confirmation names (domain/award/stages.ts). */
  async function advance(items: ReviewItem[]) {
    const { options, override } = overrideConfirmation({
      items: items.map((i) => ({ title: i.title, missing: i.missing ?? null })),
      title: 'Advance',
      question: `Advance ${subject(items)} to ${NEXT_STAGE[phase]}? This cannot be undone here.`,
      lacking: `Phase ${phase} scores`,
      doing: 'advancing',
    })
    if (!(await confirm(options))) return
    const call = (id: string, key: string) => reviewCalls.advance({ proposalId: id, override }, key)
    report(
      await bulk.mutateAsync({
        action: override ? 'advance: override' : 'advance',
        items,
        run: call,
      }),
      'advanced',
    )
  }

  async function returnWith(reason: string) {
    const items = returning ?? []
    const outcome = await bulk.mutateAsync({
      action: `return: ${reason}`,
      items,
      run: (id, key) => reviewCalls.return({ proposalId: id, phase, reason }, key),
    })
    // A single failed return stays in the dialog so the reason can be fixed and sent again.
    if (items.length === 1 && outcome.failures.length === 1) throw outcome.failures[0]!.error
    setReturning(null)
    report(outcome, 'returned')
  }

  return {
    busy: bulk.isPending,
    approve,
    advance,
    /** Opens the return dialog for these proposals. */
    giveBack: (items: ReviewItem[]) => setReturning(items),
    returnDialog: (
      <ReturnDialog
        show={returning !== null}
        subject={subject(returning ?? [])}
        onCancel={() => setReturning(null)}
        onSubmit={returnWith}
      />
    ),
  }
}

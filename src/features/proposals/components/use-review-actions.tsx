import { useState } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
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

const NEXT_STAGE: Record<1 | 2, MessageDescriptor> = {
  1: msg`Phase 2 as semi-finalists (published in the gallery)`,
  2: msg`Phase 3 as finalists`,
}

type Action = 'approve' | 'advance' | 'return'

/** What an advance that overrides missing scores is called among the sent actions (not shown). */
const ADVANCE_OVERRIDE_KEY = 'advance: override'

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
  const { i18n, t } = useLingui()

  function report(outcome: BulkOutcome, action: Action) {
    const count = outcome.done
    if (count > 0)
      toast.success(
        action === 'approve'
          ? t`${plural(count, { one: '# proposal approved.', other: '# proposals approved.' })}`
          : action === 'advance'
            ? t`${plural(count, { one: '# proposal advanced.', other: '# proposals advanced.' })}`
            : t`${plural(count, { one: '# proposal returned.', other: '# proposals returned.' })}`,
      )
    const notDone =
      action === 'approve'
        ? t`Not approved`
        : action === 'advance'
          ? t`Not advanced`
          : t`Not returned`
    for (const failure of outcome.failures) toast.error(describeFailure(failure), notDone)
    onDone()
  }

  const subject = (items: readonly ReviewItem[]) => {
    const count = items.length
    return count === 1
      ? `"${items[0]!.title}"`
      : t`${plural(count, { one: '# proposal', other: '# proposals' })}`
  }

  async function approve(items: ReviewItem[]) {
    const what = subject(items)
    const ok = await confirm({
      title: t`Approve`,
      message: t`Approve ${what}? Approved entries are eligible for judging.`,
      variant: 'primary',
    })
    if (!ok) return
    const call = (id: string, key: string) => reviewCalls.approve({ proposalId: id, phase }, key)
    report(await bulk.mutateAsync({ action: 'approve', items, run: call }), 'approve')
  }

  /** Advancing proposals whose phase's scores are not all in is an override the confirmation names (domain/award/stages.ts). */
  async function advance(items: ReviewItem[]) {
    const what = subject(items)
    const stage = i18n._(NEXT_STAGE[phase])
    const { options, override } = overrideConfirmation({
      items: items.map((i) => ({ title: i.title, missing: i.missing ?? null })),
      title: t`Advance`,
      question: t`Advance ${what} to ${stage}? This cannot be undone here.`,
      lacking: t`Phase ${phase} scores`,
      doing: t`advancing`,
    })
    if (!(await confirm(options))) return
    const call = (id: string, key: string) => reviewCalls.advance({ proposalId: id, override }, key)
    report(
      await bulk.mutateAsync({
        action: override ? ADVANCE_OVERRIDE_KEY : 'advance',
        items,
        run: call,
      }),
      'advance',
    )
  }

  async function returnWith(reason: string) {
    const items = returning ?? []
    const outcome = await bulk.mutateAsync({
      action: `return: ${reason}`,
      items,
      run: (id, key) => reviewCalls.return({ proposalId: id, phase, reason }, key),
    })
    // A single failed return stays in the dialog so the reason can be fixed and sent again (or, the
    // dialog closed meanwhile, is a toast). Otherwise the dialog closes itself, and each outcome is told.
    if (items.length === 1 && outcome.failures.length === 1) throw outcome.failures[0]!.error
    report(outcome, 'return')
  }

  // The proposals of the action that runs (or waits for the connection): their rows say so.
  const running = bulk.isPending ? (bulk.variables?.items ?? []) : []
  return {
    busy: bulk.isPending,
    /** The ids of the proposals the running action is about. */
    running: new Set(running.map((item) => item.id)) as ReadonlySet<string>,
    approve,
    advance,
    /** Opens the return dialog for these proposals. */
    giveBack: (items: ReviewItem[]) => setReturning(items),
    returnDialog: (
      <ReturnDialog
        show={returning !== null}
        subject={subject(returning ?? [])}
        onClose={() => setReturning(null)}
        onSubmit={returnWith}
      />
    ),
  }
}

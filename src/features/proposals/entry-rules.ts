import { msg } from '@lingui/core/macro'
import { translate } from '@/i18n'
import type { Proposal } from '@/features/proposals/schemas'

/** What the team should do next for a proposal, in one sentence, in the language shown. */
export function nextAction(
  proposal: Pick<Proposal, 'phase'> & { status1: string | null; status2: string | null },
): string {
  if (proposal.phase >= 2) {
    if (proposal.status2 === 'Finalized')
      return translate(msg`Phase 2 entry finalized: wait for the committee’s review.`)
    if (proposal.status2 === 'Approved')
      return translate(msg`Phase 2 entry approved: good luck in the scoring.`)
    if (proposal.status2 === 'Returned')
      return translate(
        msg`The committee returned the Phase 2 entry: read the reason, change it and finalize again.`,
      )
    return translate(
      msg`Semi-finalist: write the Phase 2 entry, upload the presentation and finalize.`,
    )
  }
  if (proposal.status1 === 'Returned')
    return translate(
      msg`The committee returned the entry: read the reason, change it and finalize again.`,
    )
  if (proposal.status1 === 'Finalized')
    return translate(msg`Finalized: wait for the committee’s review.`)
  if (proposal.status1 === 'Approved') return translate(msg`Approved: the jury scores it next.`)
  return translate(
    msg`Write the Phase 1 entry, upload the poster, and the leader finalizes it before the deadline.`,
  )
}

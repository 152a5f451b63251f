import { msg } from '@lingui/core/macro'
import {
  outcomeText,
  publishedOutcome,
  type EntryStatus,
  type PublicationLike,
} from '@/domain/award'
import { translate } from '@/i18n'
import type { Proposal } from '@/features/proposals/schemas'

/**
 * What the team should do next for a proposal, in one sentence, in the language shown. `closed`: why
 * its current entry can no longer be edited (its period has ended, say), if so: an entry neither
 * finalized nor approved then has nothing left to do, and the sentence says why. `publications`:
 * its year's published results: once they decide its run (domain/award `publishedOutcome`: it did
 * not advance, it is a finalist, it won or is not among the winners), the sentence tells that result
 * instead of pointing to a next phase or wishing it luck in a scoring that is over. A semi-finalist
 * is told what its Phase 2 entry needs.
 */
export function nextAction(
  proposal: Pick<Proposal, 'phase' | 'title' | 'year' | 'winnerRank'> & {
    status1: EntryStatus | null
    status2: EntryStatus | null
  },
  closed: string | null = null,
  publications: readonly PublicationLike[] = [],
): string {
  const outcome = publishedOutcome(
    {
      year: proposal.year,
      stage: proposal.phase,
      winnerRank: proposal.winnerRank,
      status1: proposal.status1,
      status2: proposal.status2,
    },
    publications,
  )
  if (outcome && outcome.kind !== 'semiFinalist') return outcomeText(proposal.title, outcome)
  const status = proposal.phase >= 2 ? proposal.status2 : proposal.status1
  if (closed && status !== 'Finalized' && status !== 'Approved') return closed
  if (proposal.phase >= 2) {
    if (proposal.status2 === 'Finalized')
      return translate(msg`Wait for the committee’s review of the Phase 2 entry.`)
    if (proposal.status2 === 'Approved')
      return translate(msg`The Phase 2 entry is approved. Good luck in the scoring.`)
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
  if (proposal.status1 === 'Finalized') return translate(msg`Wait for the committee’s review.`)
  if (proposal.status1 === 'Approved')
    return translate(msg`The entry is approved. The jury scores it next.`)
  return translate(
    msg`Write the Phase 1 entry, upload the poster, and the leader finalizes it before the deadline.`,
  )
}

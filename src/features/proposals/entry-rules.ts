import { msg } from '@lingui/core/macro'
import { notAdvancedFrom, notAdvancedText, type PublicationLike } from '@/domain/award'
import { translate } from '@/i18n'
import type { Proposal } from '@/features/proposals/schemas'

/**
 * What the team should do next for a proposal, in one sentence, in the language shown. `closed`: why
 * its current entry can no longer be edited (its period has ended, say), if so: an entry neither
 * finalized nor approved then has nothing left to do, and the sentence says why. `publications`:
 * its year's published results; once those of the phase it is in are out, it did not advance
 * (domain/award `notAdvancedFrom`), and the sentence says so instead of pointing to a next phase.
 */
export function nextAction(
  proposal: Pick<Proposal, 'phase' | 'title' | 'year'> & {
    status1: string | null
    status2: string | null
  },
  closed: string | null = null,
  publications: readonly PublicationLike[] = [],
): string {
  const stopped = notAdvancedFrom({ year: proposal.year, stage: proposal.phase }, publications)
  if (stopped) return notAdvancedText(proposal.title, stopped)
  const status = proposal.phase >= 2 ? proposal.status2 : proposal.status1
  if (closed && status !== 'Finalized' && status !== 'Approved') return closed
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

/**
 * Innovation updates (R11.8): which proposals post a progress update in which participant period.
 */
import { isParticipantPeriod } from '@/domain/award/periods'
import { phaseClosedBy } from '@/domain/award/timeline'
import { notAdvancedFrom, type PublicationLike } from '@/domain/award/publication'
import type { EntryStatus, Stage } from '@/domain/award/terms'

/**
 * Whether a proposal posts an innovation update in a participant period of its year: once its Phase 1
 * entry is approved, in each participant period up to the phase it went out in by the published
 * results. One that did not advance from Phase 1 posts no Phase 2 nor grand-final update; one that did
 * not advance from Phase 2, no grand-final update. Said from published results only (notAdvancedFrom),
 * so it never tells whether a proposal advanced before that is public. An update already posted in a
 * period stays readable whatever this says (the API keeps it in the period's list).
 */
export function takesPartInUpdates(
  proposal: { year: number; stage: Stage; status1: EntryStatus | null | undefined },
  periodId: number,
  publications: readonly PublicationLike[],
): boolean {
  if (proposal.status1 !== 'Approved') return false
  // A participant period belongs to the phase whose results close it (1, 3, 5: Phases 1, 2, 3).
  const phase = isParticipantPeriod(periodId) ? phaseClosedBy(periodId) : null
  if (phase === null) return false
  const out = notAdvancedFrom(proposal, publications)
  return out === null || phase <= out
}

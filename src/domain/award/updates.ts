/**
 * Innovation updates (R11.8): which proposals post a progress update in which participant period.
 */
import { PERIOD } from '@/domain/award/periods'
import { notAdvancedFrom, type PublicationLike } from '@/domain/award/publication'
import type { EntryStatus, Stage } from '@/domain/award/terms'

/** The phase a participant period belongs to: Phase 1 (period 1), Phase 2 (period 3), the grand final (period 5). */
function phaseOfParticipantPeriod(periodId: number): Stage | null {
  if (periodId === PERIOD.phase1) return 1
  if (periodId === PERIOD.phase2) return 2
  if (periodId === PERIOD.grandFinal) return 3
  return null
}

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
  const phase = phaseOfParticipantPeriod(periodId)
  if (phase === null) return false
  const out = notAdvancedFrom(proposal, publications)
  return out === null || phase <= out
}

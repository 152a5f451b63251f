/** Every action on one proposal with its verdict, for the screens and the table test. */
import { editEntryVerdict, finalizeVerdict } from '@/domain/award/entries'
import type { PeriodLike } from '@/domain/award/periods'
import type { Person, ProposalState } from '@/domain/award/proposal'
import type { ScoringProgress } from '@/domain/award/scoring'
import { advanceVerdict, approveVerdict, returnVerdict, winnerVerdict } from '@/domain/award/stages'
import type { EntryPhase, Verdict } from '@/domain/award/terms'

export const PROPOSAL_ACTIONS = [
  'edit1',
  'finalize1',
  'edit2',
  'finalize2',
  'approve1',
  'return1',
  'approve2',
  'return2',
  'advance',
  'advanceOverride',
  'markWinner',
] as const
export type ProposalAction = (typeof PROPOSAL_ACTIONS)[number]

/** `progress`: the judging of the phase the proposal is in (for a finalist, the grand final). */
export function proposalActions(input: {
  periods: readonly PeriodLike[]
  now: number
  person: Person
  proposal: ProposalState
  progress?: ScoringProgress
  /** When each phase's results were published (none: not yet); its entries are final from then on. */
  publishedAt?: Partial<Record<EntryPhase, string | null>>
}): Record<ProposalAction, Verdict> {
  const { periods, now, person, proposal } = input
  const progress = input.progress ?? { assigned: 0, submitted: 0 }
  const entry = (phase: EntryPhase) => ({
    periods,
    now,
    person,
    proposal,
    phase,
    publishedAt: input.publishedAt?.[phase] ?? null,
  })
  return {
    edit1: editEntryVerdict(entry(1)),
    finalize1: finalizeVerdict(entry(1)),
    edit2: editEntryVerdict(entry(2)),
    finalize2: finalizeVerdict(entry(2)),
    approve1: approveVerdict({ role: person.role, proposal, phase: 1 }),
    return1: returnVerdict({ role: person.role, proposal, phase: 1 }),
    approve2: approveVerdict({ role: person.role, proposal, phase: 2 }),
    return2: returnVerdict({ role: person.role, proposal, phase: 2 }),
    advance: advanceVerdict({ role: person.role, proposal, progress, override: false }),
    advanceOverride: advanceVerdict({ role: person.role, proposal, progress, override: true }),
    markWinner: winnerVerdict({ role: person.role, proposal, progress, rank: 1, override: false }),
  }
}

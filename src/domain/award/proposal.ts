/** A proposal as the rules see it, and the person asking about it. */
import type { EntryPhase, EntryStatus, Role, Stage } from '@/domain/award/terms'

/** The person asking, relative to one proposal's team. */
export interface Person {
  role: Role
  /** A member of the proposal's team (or, for starting a proposal, of a team of this year). */
  isMember: boolean
  isLeader: boolean
}

/** What the lifecycle needs to know of a proposal. */
export interface ProposalState {
  stage: Stage
  status1: EntryStatus | null
  status2: EntryStatus | null
  winnerRank?: number | null
  /** When each entry was finalized, for the reason shown. */
  finalizedAt?: Partial<Record<EntryPhase, string | null>>
}

/** The status of a proposal's entry in one phase, or null when it has none. */
export const entryStatus = (p: ProposalState, phase: EntryPhase) =>
  phase === 1 ? p.status1 : p.status2

/** A proposal as the API answers it, read for the lifecycle. */
export function proposalStateOf(p: {
  phase: number
  winnerRank?: number | null
  entries: Partial<Record<1 | 2, { status: EntryStatus; finalizedAt?: string | null } | null>>
}): ProposalState {
  return {
    stage: p.phase as Stage,
    status1: p.entries[1]?.status ?? null,
    status2: p.entries[2]?.status ?? null,
    winnerRank: p.winnerRank ?? null,
    finalizedAt: { 1: p.entries[1]?.finalizedAt ?? null, 2: p.entries[2]?.finalizedAt ?? null },
  }
}

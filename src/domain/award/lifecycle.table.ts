/**
 * The award's rules as one table (docs/decisions/0005): every period × stage × status × role → the
 * actions offered. The unit test (lifecycle.test.ts) checks the lifecycle module against it and the
 * demo-API test (src/demo/handlers/lifecycle-api.test.ts) sends every request it implies and checks
 * the API answers the same. Read a row as: in this proposal state, this person may do these actions
 * during these periods (ANY = whatever period is active, or none).
 */
import { PERIOD_NAMES } from '@/config/constants'
import { periodIndex, type EntryStatus, type ProposalAction, type Stage } from '@/domain/award'

/** The active period in a case: none, or the periodId (1–6) running now. */
export type PeriodCase = 'none' | 1 | 2 | 3 | 4 | 5 | 6
export const PERIOD_CASES: readonly PeriodCase[] = ['none', 1, 2, 3, 4, 5, 6]
const ANY = PERIOD_CASES
/** The Phase 1 and Phase 2 participant periods. */
const PHASE1: readonly PeriodCase[] = [1]
const PHASE2: readonly PeriodCase[] = [3]

export type RoleCase = 'committee' | 'leader' | 'member' | 'outsider' | 'jury'
export const ROLE_CASES: readonly RoleCase[] = ['committee', 'leader', 'member', 'outsider', 'jury']

export interface StateCase {
  name: string
  stage: Stage
  status1: EntryStatus
  status2: EntryStatus | null
  /** The judging of the phase the proposal is in (for a finalist, the grand final): judges assigned and scores submitted. */
  scores: { assigned: number; submitted: number }
}

const none = { assigned: 0, submitted: 0 }
const missing = { assigned: 2, submitted: 1 }
const scored = { assigned: 2, submitted: 2 }
export const STATE_CASES: readonly StateCase[] = [
  { name: 'Phase 1 draft', stage: 1, status1: 'Draft', status2: null, scores: none },
  { name: 'Phase 1 finalized', stage: 1, status1: 'Finalized', status2: null, scores: none },
  {
    name: 'Phase 1 approved, scores missing',
    stage: 1,
    status1: 'Approved',
    status2: null,
    scores: missing,
  },
  {
    name: 'Phase 1 approved, scores in',
    stage: 1,
    status1: 'Approved',
    status2: null,
    scores: scored,
  },
  { name: 'Phase 1 returned', stage: 1, status1: 'Returned', status2: null, scores: none },
  {
    name: 'semi-finalist, Phase 2 draft',
    stage: 2,
    status1: 'Approved',
    status2: 'Draft',
    scores: none,
  },
  {
    name: 'semi-finalist, Phase 2 finalized',
    stage: 2,
    status1: 'Approved',
    status2: 'Finalized',
    scores: none,
  },
  {
    name: 'semi-finalist, Phase 2 approved, no judge',
    stage: 2,
    status1: 'Approved',
    status2: 'Approved',
    scores: none,
  },
  {
    name: 'semi-finalist, Phase 2 approved, scores in',
    stage: 2,
    status1: 'Approved',
    status2: 'Approved',
    scores: scored,
  },
  {
    name: 'semi-finalist, Phase 2 returned',
    stage: 2,
    status1: 'Approved',
    status2: 'Returned',
    scores: none,
  },
  {
    name: 'finalist, grand-final scores missing',
    stage: 3,
    status1: 'Approved',
    status2: 'Approved',
    scores: missing,
  },
  {
    name: 'finalist, grand-final scores in',
    stage: 3,
    status1: 'Approved',
    status2: 'Approved',
    scores: scored,
  },
]

type Offered = Partial<Record<ProposalAction, readonly PeriodCase[]>>

/** An entry its team writes: the committee any time; the leader and members in the phase's period; only the leader finalizes. */
const writable = (
  edit: ProposalAction,
  finalize: ProposalAction,
  periods: readonly PeriodCase[],
): Partial<Record<RoleCase, Offered>> => ({
  committee: { [edit]: ANY, [finalize]: ANY },
  leader: { [edit]: periods, [finalize]: periods },
  member: { [edit]: periods },
})

/** state → role → the actions offered and the periods they are offered in. A role not listed is offered nothing. */
export const LIFECYCLE_TABLE: Record<string, Partial<Record<RoleCase, Offered>>> = {
  'Phase 1 draft': writable('edit1', 'finalize1', PHASE1),
  'Phase 1 finalized': {
    committee: { approve1: ANY, return1: ANY },
  },
  // Advancing before the phase's scores are in is an override the committee confirms (advanceOverride).
  'Phase 1 approved, scores missing': {
    committee: { return1: ANY, advanceOverride: ANY },
  },
  'Phase 1 approved, scores in': {
    committee: { return1: ANY, advance: ANY, advanceOverride: ANY },
  },
  'Phase 1 returned': writable('edit1', 'finalize1', PHASE1),
  'semi-finalist, Phase 2 draft': writable('edit2', 'finalize2', PHASE2),
  'semi-finalist, Phase 2 finalized': {
    committee: { approve2: ANY, return2: ANY },
  },
  'semi-finalist, Phase 2 approved, no judge': {
    committee: { return2: ANY, advanceOverride: ANY },
  },
  'semi-finalist, Phase 2 approved, scores in': {
    committee: { return2: ANY, advance: ANY, advanceOverride: ANY },
  },
  'semi-finalist, Phase 2 returned': writable('edit2', 'finalize2', PHASE2),
  'finalist, grand-final scores missing': {},
  'finalist, grand-final scores in': {
    committee: { markWinner: ANY },
  },
}

/** The actions a table row offers in one period, for both tests. */
export function offeredIn(state: string, role: RoleCase, period: PeriodCase): ProposalAction[] {
  const row = LIFECYCLE_TABLE[state]?.[role] ?? {}
  return (Object.entries(row) as Array<[ProposalAction, readonly PeriodCase[]]>)
    .filter(([, periods]) => periods.includes(period))
    .map(([action]) => action)
}

/** Starting a proposal: period × who asks. */
export const START_TABLE: Record<'committee' | 'teamMember' | 'noTeam', readonly PeriodCase[]> = {
  committee: ANY,
  teamMember: PHASE1,
  noTeam: [],
}

/** Scoring a phase: in which periods a jury member may score it. */
export const SCORING_TABLE: Record<Stage, readonly PeriodCase[]> = { 1: [2], 2: [4], 3: [5, 6] }

/** Six periods of a year around `now`, with `active` running now and the others before or after it. */
export function periodsFor(active: PeriodCase, now: number, year = new Date(now).getUTCFullYear()) {
  const DAY = 86_400_000
  const at = active === 'none' ? 7 : active
  return [1, 2, 3, 4, 5, 6].map((periodId) => {
    const offset = (periodId - at) * 10
    return {
      id: `period-${year}-${periodId}`,
      year: String(year),
      periodId,
      description: PERIOD_NAMES[periodIndex(periodId)]!,
      startAt: new Date(now + (offset - 5) * DAY).toISOString(),
      endAt: new Date(now + (offset + 5) * DAY).toISOString(),
      isActive: periodId === active,
    }
  })
}

/** The six periods' names, in periodId order: kept with the app's constants, where the landing reads them too. */
export { PERIOD_NAMES }

import { SEEDED } from '@/demo/db/seed'
import type { DemoDb, PhaseEntryRecord } from '@/demo/db/types'
import type { Person } from '@/domain/award'
import { testPublication } from '@/testing/publications'
import {
  periodsFor,
  type PeriodCase,
  type RoleCase,
  type StateCase,
} from '@/domain/award/lifecycle.table'

/**
 * The cases of the lifecycle table (domain/award/lifecycle.table.ts) put into the demo data, for the
 * tests that check the demo API (src/demo/handlers/lifecycle-api.test.ts) and the screens
 * (src/app/routes/lifecycle-screens.test.tsx) against the same table: one proposal of team-01, the
 * person of each role, and `arrange`, which sets the year's periods and the proposal's state.
 */

export const ID = 'prop-101' // team-01: leader …21, member …22
export const CALLERS: Record<RoleCase, string> = {
  committee: SEEDED.committee,
  leader: SEEDED.participantLeader,
  member: SEEDED.participantMember,
  outsider: 'c0a80001-0000-4000-8000-000000000023',
  jury: SEEDED.jury,
}
export const PEOPLE: Record<RoleCase, Person> = {
  committee: { role: 'Commitee', isMember: false, isLeader: false },
  leader: { role: 'Participant', isMember: true, isLeader: true },
  member: { role: 'Participant', isMember: true, isLeader: false },
  outsider: { role: 'Participant', isMember: false, isLeader: false },
  jury: { role: 'Jury', isMember: false, isLeader: false },
}

export const PHASE1_FIELDS = {
  background: 'Unplanned pump failures stop water supply.',
  solution: 'Vibration sensors and a model that warns a week ahead.',
  novelty: 'Nobody here does this yet.',
  benefits: 'Fewer outages.',
  estimatedValue: 1_850_000_000,
  implementationPlan: 'Pilot, then roll out.',
  location: 'Pumping station Cikarang',
}
export const PHASE2_FIELDS = {
  progress: 'Sensors installed at two stations.',
  pilotResults: 'Two failures predicted a week ahead.',
  investment: 400_000_000,
  yearlyBenefit: 900_000_000,
  paybackMonths: 6,
  risks: 'Sensor supply.',
  shirtSizes: { [SEEDED.participantLeader]: 'M', [SEEDED.participantMember]: 'L' },
}

function entry(
  status: PhaseEntryRecord['status'],
  fields: Record<string, unknown>,
): PhaseEntryRecord {
  const at = new Date().toISOString()
  return {
    status,
    fields,
    version: 3,
    updatedAt: at,
    updatedById: SEEDED.participantLeader,
    finalizedAt: null,
    approvedAt: null,
    returnReason: null,
    history: [],
  }
}

/** Puts the year's periods and the proposal into the case's state (fresh for every request). */
export function arrange(db: DemoDb, period: PeriodCase, state: StateCase) {
  const now = Date.now()
  const year = new Date(now).getUTCFullYear()
  db.periods = [
    ...db.periods.filter((p) => p.year !== String(year)),
    ...periodsFor(period, now, year).map((p) => ({
      ...p,
      createdAt: p.startAt,
      sendEmailBy: null,
      sendEmailAt: null,
    })),
  ]
  if (period !== 'none')
    db.periods.forEach((p) => (p.isActive = p.year === String(year) && p.periodId === period))
  else db.periods.forEach((p) => (p.isActive = false))
  const p = db.proposals.find((x) => x.id === ID)!
  p.phase = state.stage
  p.winnerRank = null
  p.entries = {
    1: entry(state.status1, PHASE1_FIELDS),
    ...(state.status2 ? { 2: entry(state.status2, PHASE2_FIELDS) } : {}),
  }
  p.attachments = [1, 2].map((phase) => ({
    id: `att-${phase}`,
    phase: phase as 1 | 2,
    kind: phase === 1 ? ('poster' as const) : ('presentation' as const),
    fileName: phase === 1 ? 'poster.pdf' : 'deck.pdf',
    contentType: 'application/pdf',
    size: 100,
    url: `/uploads/att-${phase}/file.pdf`,
    uploadedAt: new Date(now).toISOString(),
    uploadedById: SEEDED.participantLeader,
  }))
  // A semi-finalist's team knows it is one once the Phase 1 results are published, a finalist's
  // once Phase 2's are (knownStanding): a stage the team does not know yet is not its to act on.
  db.resultPublications = [
    ...(db.resultPublications ?? []).filter((r) => r.year !== year),
    ...([1, 2] as const)
      .filter((phase) => state.stage > phase)
      .map((phase) => testPublication(year, phase)),
  ]
  db.juryDetails = db.juryDetails.filter((jd) => jd.proposalId !== ID)
  const judges = [SEEDED.jury, SEEDED.jury2]
  for (let i = 0; i < state.scores.assigned; i++) {
    const submitted = i < state.scores.submitted
    db.juryDetails.push({
      id: `jd-${state.stage}-${i}`,
      year,
      phase: state.stage,
      proposalId: ID,
      juryId: judges[i]!,
      status: submitted ? 'Submitted' : 'Assigned',
      removed: false,
      scores: [],
      overallComment: '',
      version: 1,
      assignedAt: new Date(now).toISOString(),
      assignedById: SEEDED.committee,
      updatedAt: null,
      submittedAt: submitted ? new Date(now).toISOString() : null,
    })
  }
}

// @vitest-environment node
import { SEEDED } from '@/demo/db/seed'
import type { DemoDb, PhaseEntryRecord } from '@/demo/db/types'
import { PROPOSAL_ACTIONS, proposalActions, type Person, type ProposalAction, startProposalVerdict } from '@/features/award/lifecycle'
import { offeredIn, PERIOD_CASES, periodsFor, ROLE_CASES, START_TABLE, STATE_CASES, type RoleCase, type StateCase } from '@/features/award/lifecycle.table'
import { call } from '@/testing/demo-call'
import { demoStore } from '@/testing/demo-server'

/**
 * The demo API answers what the lifecycle table says (the same table as lifecycle.test.ts): for every
 * period × proposal state × role, each action is accepted exactly when the table offers it, and a
 * refusal carries the lifecycle module's reason as its problem detail.
 */

const ID = 'prop-101' // team-01: leader …21, member …22
const CALLERS: Record<RoleCase, string> = {
  committee: SEEDED.committee,
  leader: SEEDED.participantLeader,
  member: SEEDED.participantMember,
  outsider: 'c0a80001-0000-4000-8000-000000000023',
  jury: SEEDED.jury,
}
const PEOPLE: Record<RoleCase, Person> = {
  committee: { role: 'Commitee', isMember: false, isLeader: false },
  leader: { role: 'Participant', isMember: true, isLeader: true },
  member: { role: 'Participant', isMember: true, isLeader: false },
  outsider: { role: 'Participant', isMember: false, isLeader: false },
  jury: { role: 'Jury', isMember: false, isLeader: false },
}

const PHASE1_FIELDS = {
  background: 'Unplanned pump failures stop water supply.',
  solution: 'Vibration sensors and a model that warns a week ahead.',
  novelty: 'Nobody here does this yet.',
  benefits: 'Fewer outages.',
  estimatedValue: 1_850_000_000,
  implementationPlan: 'Pilot, then roll out.',
  location: 'Pumping station Cikarang',
}
const PHASE2_FIELDS = {
  progress: 'Sensors installed at two stations.',
  pilotResults: 'Two failures predicted a week ahead.',
  investment: 400_000_000,
  yearlyBenefit: 900_000_000,
  paybackMonths: 6,
  risks: 'Sensor supply.',
  shirtSizes: { [SEEDED.participantLeader]: 'M', [SEEDED.participantMember]: 'L' },
}

function entry(status: PhaseEntryRecord['status'], fields: Record<string, unknown>): PhaseEntryRecord {
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
function arrange(db: DemoDb, period: (typeof PERIOD_CASES)[number], state: StateCase) {
  const now = Date.now()
  const year = new Date(now).getUTCFullYear()
  db.periods = [
    ...db.periods.filter((p) => p.year !== String(year)),
    ...periodsFor(period, now, year).map((p) => ({ ...p, createdAt: p.startAt, sendEmailBy: null, sendEmailAt: null })),
  ]
  if (period !== 'none') db.periods.forEach((p) => (p.isActive = p.year === String(year) && p.periodId === period))
  else db.periods.forEach((p) => (p.isActive = false))
  const p = db.proposals.find((x) => x.id === ID)!
  p.phase = state.stage
  p.winnerRank = null
  p.entries = { 1: entry(state.status1, PHASE1_FIELDS), ...(state.status2 ? { 2: entry(state.status2, PHASE2_FIELDS) } : {}) }
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
  db.juryDetails = db.juryDetails.filter((jd) => jd.proposalId !== ID)
  const judges = [SEEDED.jury, SEEDED.jury2]
  for (let i = 0; i < state.grandFinal.assigned; i++) {
    const submitted = i < state.grandFinal.submitted
    db.juryDetails.push({
      id: `jd-final-${i}`,
      year,
      phase: 3,
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

const REQUESTS: Record<ProposalAction, () => [method: string, path: string, body?: unknown]> = {
  edit1: () => ['PUT', `/proposal/${ID}/phase/1`, { fields: PHASE1_FIELDS, version: 3 }],
  finalize1: () => ['POST', `/proposal/${ID}/phase/1/finalize`],
  edit2: () => ['PUT', `/proposal/${ID}/phase/2`, { fields: PHASE2_FIELDS, version: 3 }],
  finalize2: () => ['POST', `/proposal/${ID}/phase/2/finalize`],
  approve1: () => ['POST', `/proposal/${ID}/phase/1/approve`],
  return1: () => ['POST', `/proposal/${ID}/phase/1/return`, { reason: 'Please add the costs.' }],
  approve2: () => ['POST', `/proposal/${ID}/phase/2/approve`],
  return2: () => ['POST', `/proposal/${ID}/phase/2/return`, { reason: 'Please add the costs.' }],
  advance: () => ['POST', `/proposal/${ID}/advance`],
  markWinner: () => ['POST', `/proposal/${ID}/winner`, { rank: 1 }],
}

describe('the demo API follows the lifecycle table', () => {
  it.each(PERIOD_CASES.flatMap((period) => STATE_CASES.map((state) => [String(period), state.name, period, state] as const)))(
    'period %s, %s: every role, every action',
    async (_p, _s, period, state) => {
      const mismatches: string[] = []
      for (const role of ROLE_CASES) {
        const offered = offeredIn(state.name, role, period)
        for (const action of PROPOSAL_ACTIONS) {
          demoStore.mutate((db) => arrange(db, period, state))
          const periods = demoStore.db.periods.filter((p) => p.year === String(new Date().getUTCFullYear()))
          const verdict = proposalActions({
            periods,
            now: Date.now(),
            person: PEOPLE[role],
            proposal: { stage: state.stage, status1: state.status1, status2: state.status2 },
            progress: state.grandFinal,
          })[action]
          const [method, path, body] = REQUESTS[action]()
          const answer = await call(CALLERS[role], method, path, body)
          const accepted = answer.status >= 200 && answer.status < 300
          if (accepted !== offered.includes(action)) mismatches.push(`${role} ${action}: answered ${answer.status} ${JSON.stringify(answer.body)}`)
          else if (!accepted && !verdict.ok && answer.body?.detail !== verdict.reason)
            mismatches.push(`${role} ${action}: the API says "${answer.body?.detail}", the module "${verdict.reason}"`)
        }
      }
      expect(mismatches).toEqual([])
    },
  )

  it.each(PERIOD_CASES.map((p) => [String(p), p] as const))('starting a proposal in period %s', async (_p, period) => {
    const year = new Date().getUTCFullYear()
    demoStore.mutate((db) => arrange(db, period, STATE_CASES[0]!))
    const periods = demoStore.db.periods.filter((p) => p.year === String(year))
    const body = { teamId: 'team-01', category: 1, title: `A proposal in period ${period}` }
    const member = await call(SEEDED.participantMember, 'POST', '/proposal', body)
    expect(member.status === 200).toBe(START_TABLE.teamMember.includes(period))
    const reason = startProposalVerdict({ periods, now: Date.now(), role: 'Participant', hasTeam: true })
    if (!reason.ok) expect(member.body?.detail).toBe(reason.reason)
    expect((await call(SEEDED.committee, 'POST', '/proposal', body)).status === 200).toBe(START_TABLE.committee.includes(period))
  })
})

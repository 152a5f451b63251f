// @vitest-environment node
import { SEEDED } from '@/demo/db/seed'
import {
  entriesFinalVerdict,
  PROPOSAL_ACTIONS,
  publishedAtOf,
  proposalActions,
  type ProposalAction,
  startProposalVerdict,
} from '@/domain/award'
import {
  offeredIn,
  PERIOD_CASES,
  ROLE_CASES,
  START_TABLE,
  STATE_CASES,
} from '@/domain/award/lifecycle.table'
import { inAwardTimeZone } from '@/demo/handlers/time-zone'
import { call } from '@/testing/demo-call'
import { demoStore } from '@/testing/demo-server'
import {
  arrange,
  CALLERS,
  ID,
  PEOPLE,
  PHASE1_FIELDS,
  PHASE2_FIELDS,
} from '@/testing/lifecycle-cases'

/**
 * The demo API answers what the lifecycle table says (the same table as lifecycle.test.ts): for every
 * period × proposal state × role, each action is accepted exactly when the table offers it, and a
 * refusal carries the lifecycle module's reason as its problem detail. The screens follow the same
 * table (src/app/routes/lifecycle-screens.test.tsx), with the same cases (src/testing/lifecycle-cases.ts).
 */

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
  advanceOverride: () => ['POST', `/proposal/${ID}/advance`, { override: true }],
  markWinner: () => ['POST', `/proposal/${ID}/winner`, { rank: 1 }],
}

/** The entry an action writes or reviews. */
const ENTRY_PHASE: Partial<Record<ProposalAction, 1 | 2>> = {
  edit1: 1,
  finalize1: 1,
  approve1: 1,
  return1: 1,
  edit2: 2,
  finalize2: 2,
  approve2: 2,
  return2: 2,
}

describe('the demo API follows the lifecycle table', () => {
  it.each(
    PERIOD_CASES.flatMap((period) =>
      STATE_CASES.map((state) => [String(period), state.name, period, state] as const),
    ),
  )('period %s, %s: every role, every action', async (_p, _s, period, state) => {
    const mismatches: string[] = []
    for (const role of ROLE_CASES) {
      const offered = offeredIn(state.name, role, period)
      for (const action of PROPOSAL_ACTIONS) {
        demoStore.mutate((db) => arrange(db, period, state))
        const year = new Date().getUTCFullYear()
        const periods = demoStore.db.periods.filter((p) => p.year === String(year))
        const verdict = proposalActions({
          periods,
          now: Date.now(),
          person: PEOPLE[role],
          proposal: { stage: state.stage, status1: state.status1, status2: state.status2 },
          progress: state.scores,
        })[action]
        const [method, path, body] = REQUESTS[action]()
        const answer = await call(CALLERS[role], method, path, body)
        // A phase whose results are published (a semi-finalist's Phase 1, a finalist's Phase 2: the
        // team knows its stage from them) answers 409 first: its entries are final.
        const expected = (act: ProposalAction, v: { reason: string }) => {
          const phase = ENTRY_PHASE[act]
          const publishedAt = phase
            ? publishedAtOf(demoStore.db.resultPublications ?? [], year, phase)
            : null
          return answer.status === 409 && phase && publishedAt
            ? // As the API words it: on the award's clock (time-zone.ts).
              inAwardTimeZone(
                () => (entriesFinalVerdict({ phase, publishedAt }) as { reason: string }).reason,
              )
            : v.reason
        }
        const accepted = answer.status >= 200 && answer.status < 300
        if (accepted !== offered.includes(action))
          mismatches.push(
            `${role} ${action}: answered ${answer.status} ${JSON.stringify(answer.body)}`,
          )
        else if (!accepted && !verdict.ok && answer.body?.detail !== expected(action, verdict))
          mismatches.push(
            `${role} ${action}: the API says "${answer.body?.detail}", the module "${expected(action, verdict)}"`,
          )
      }
    }
    expect(mismatches).toEqual([])
  })

  it.each(PERIOD_CASES.map((p) => [String(p), p] as const))(
    'starting a proposal in period %s',
    async (_p, period) => {
      const year = new Date().getUTCFullYear()
      demoStore.mutate((db) => arrange(db, period, STATE_CASES[0]!))
      const periods = demoStore.db.periods.filter((p) => p.year === String(year))
      const body = { teamId: 'team-01', category: 1, title: `A proposal in period ${period}` }
      const member = await call(SEEDED.participantMember, 'POST', '/proposal', body)
      expect(member.status === 200).toBe(START_TABLE.teamMember.includes(period))
      const reason = startProposalVerdict({
        periods,
        now: Date.now(),
        role: 'Participant',
        hasTeam: true,
        phase1PublishedAt: null,
      })
      if (!reason.ok) expect(member.body?.detail).toBe(reason.reason)
      expect((await call(SEEDED.committee, 'POST', '/proposal', body)).status === 200).toBe(
        START_TABLE.committee.includes(period),
      )
    },
  )
})

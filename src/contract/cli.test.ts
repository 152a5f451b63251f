// @vitest-environment node
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { checkServer, DEFAULT_EVENT, report, tokenRefused, WRITES_NEED_EVENT } from '@/contract/cli'
import { EXAMPLE_PEOPLE } from '@/contract/examples'
import { operations } from '@/contract/operations'
import { SEEDED } from '@/demo/db/seed'
import { call } from '@/testing/demo-call'
import { demoStore, server, TEST_TOKEN_PREFIX } from '@/testing/demo-server'
import { offContractAnswer } from '@/testing/fake-answers'

// The command's calls go over fetch to the demo's API, as the tests serve it (src/testing/demo-server.ts).
const baseUrl = 'http://demo.test'
const token = `${TEST_TOKEN_PREFIX}${EXAMPLE_PEOPLE.committee}`

describe('npm run contract', () => {
  it('finds every read-only operation of the demo conformant', async () => {
    const runs = await checkServer({ baseUrl, token })
    expect(runs.filter((run) => run.verdict !== 'conformant')).toEqual([])
    // Every read-only operation ran, most of them answered with data rather than a refusal.
    expect(runs.map((run) => run.operationId)).toContain('getPhaseResults')
    expect(runs.length).toBeGreaterThan(40)
    expect(runs.filter((run) => run.status === 200).length).toBeGreaterThan(30)
    expect(report(runs)).toMatch(/^conformant {6}listTeams \(GET \/api\/team\) \[200\]$/m)
  })

  it('names the operation and the field when an answer is broken, and a call the server lacks', async () => {
    // A broken server, on purpose: these answers are off the document.
    server.use(
      http.get(
        '*/api/period',
        offContractAnswer(async () => {
          const periods = [{ id: 'period-1', year: '2026', periodId: 1 }]
          return HttpResponse.json(periods)
        }),
      ),
      http.get(
        '*/api/report/overview',
        offContractAnswer(() =>
          HttpResponse.text('Cannot GET /api/report/overview', { status: 404 }),
        ),
      ),
    )
    const runs = await checkServer({ baseUrl, token })
    expect(runs.filter((run) => run.verdict !== 'conformant')).toEqual([
      {
        operationId: 'listPeriods',
        method: 'GET',
        path: '/api/period',
        status: 200,
        verdict: 'not conformant',
        detail: 'answer[0]: the field "description" is missing',
      },
      {
        operationId: 'getReportOverview',
        method: 'GET',
        path: '/api/report/overview',
        status: 404,
        verdict: 'missing',
        detail: '404, not problem details',
      },
    ])
    expect(report(runs)).toContain(
      'not conformant  listPeriods (GET /api/period) [200]: answer[0]: the field "description" is missing',
    )
  })

  it('says so when the server refuses the token on every call', async () => {
    const runs = await checkServer({ baseUrl, token: 'not-a-token' })
    expect(tokenRefused(runs)).toBe(true)
    expect(report(runs)).toContain('Every call under /api was refused with 401')
    expect(tokenRefused(await checkServer({ baseUrl, token }))).toBe(false)
  })

  it('refuses --writes without --event: it writes only to an event the person named', async () => {
    await expect(checkServer({ baseUrl, token, writes: true })).rejects.toThrow(WRITES_NEED_EVENT)
  })

  it('with --writes runs every write call on the event named, puts back what it changed, and says what stays', async () => {
    const db = () => demoStore.db
    // The event's own data as it is before the run, by record: what the run must leave as it was.
    type Ids = Record<'users' | 'teams' | 'proposals' | 'feedback' | 'votes', string[]>
    const snapshot = async (ids?: Ids) => {
      const d = db()
      const users = ids?.users ?? d.users.map((u) => u.id)
      const teams = ids?.teams ?? d.teams.map((t) => t.id)
      const proposals = ids?.proposals ?? d.proposals.map((p) => p.id)
      const feedback = ids?.feedback ?? d.feedback.map((f) => f.id)
      const votes = ids?.votes ?? d.voteSessions.map((v) => v.id)
      // Settings and rubrics as the API answers them (saving them unchanged may store a copy).
      const settings = await call(SEEDED.committee, 'GET', '/judging/settings')
      const rubrics = await Promise.all(
        [1, 2, 3].map((phase) => call(SEEDED.committee, 'GET', `/rubric?phase=${phase}`)),
      )
      return {
        ids: { users, teams, proposals, feedback, votes },
        state: {
          users: d.users
            .filter((u) => users.includes(u.id))
            .map((u) => [u.id, u.isActive, u.roleName, u.shirtSize]),
          teams: d.teams
            .filter((t) => teams.includes(t.id))
            .map((t) => [t.id, t.name, t.leaderId, [...t.memberIds].sort()]),
          proposals: d.proposals
            .filter((p) => proposals.includes(p.id))
            .map((p) => [p.id, p.phase, p.winnerRank, p.entries, p.attachments.map((a) => a.id)]),
          periods: d.periods.map((p) => [p.id, p.startAt, p.endAt, p.isActive]),
          sheets: d.juryDetails.filter((jd) => proposals.includes(jd.proposalId)),
          rubrics: rubrics.map((answer) => answer.body as unknown),
          settings: settings.body as unknown,
          publications: d.resultPublications,
          feedback: d.feedback
            .filter((f) => feedback.includes(f.id))
            .map((f) => [f.id, f.status, f.messages.length]),
          votes: d.voteSessions
            .filter((v) => votes.includes(v.id))
            .map((v) => [v.id, v.name, v.openAt, v.closeAt]),
          ballots: d.ballots.length,
        },
      }
    }
    const before = await snapshot()
    const as = (person: string) => `${TEST_TOKEN_PREFIX}${person}`
    const runs = await checkServer({
      baseUrl,
      token,
      tokens: [
        as(SEEDED.committee),
        as(SEEDED.jury),
        as(SEEDED.unregistered),
        as(SEEDED.participantMember),
        as(SEEDED.participantLeader),
      ],
      event: DEFAULT_EVENT,
      writes: true,
    })
    expect(runs.filter((run) => run.verdict !== 'conformant')).toEqual([])
    // Every write operation of the document ran, nearly all of them doing what they are for.
    const writes = runs.filter((run) => run.method !== 'GET')
    expect(new Set(writes.map((run) => run.operationId))).toEqual(
      new Set(operations.filter((op) => op.method !== 'get').map((op) => op.operationId)),
    )
    expect(
      writes.filter((run) => run.status! >= 300).map((run) => `${run.operationId} ${run.status}`),
    ).toEqual(['createUser 409', 'importProposal 403', 'publishResults 409'])

    // The event's own data is as it was: periods and their times, the member back in their team…
    const after = await snapshot(before.ids)
    expect(after.state).toEqual({ ...before.state, ballots: before.state.ballots + 1 })
    // …and what the run made is there, in the state the report says it stays in.
    const team = db().teams.find((t) => t.name.startsWith('Contract check'))!
    expect(team).toMatchObject({ leaderId: SEEDED.unregistered, memberIds: [SEEDED.unregistered] })
    const made = db().proposals.filter((p) => p.teamId === team.id)
    expect(made.map((p) => [p.phase, p.winnerRank, p.entries[1]?.status])).toEqual([
      [3, null, 'Approved'],
      [2, null, 'Approved'],
    ])
    expect(made[0]!.entries[2]?.status).toBe('Approved')
    expect(db().users.find((u) => u.id === SEEDED.unregistered)).toMatchObject({
      isActive: true,
      roleName: 'Participant',
      shirtSize: 'L',
    })
    // The owner had no language: the run gave their account the first one, and says it stays.
    expect(db().languages?.[SEEDED.unregistered]).toBe('id')
    const vote = db().voteSessions.find((v) => v.name.startsWith('Contract check'))!
    expect(Date.parse(vote.closeAt)).toBeLessThanOrEqual(Date.now())
    expect(db().ballots.filter((b) => b.sessionId === vote.id)).toHaveLength(1)

    const text = report(runs)
    expect(text).toMatch(
      /^conformant {6}createUser \(POST \/api\/user\), adds .* \[409\]: .* already has an account\.$/m,
    )
    expect(text).toContain('What stays on the event:')
    expect(text).toContain(`- The team "${team.name}" (${team.code}), led by Nadia Putri.`)
    expect(text).toContain(`- Nadia Putri's account reads the app in "id" (it had no language).`)
  })
})

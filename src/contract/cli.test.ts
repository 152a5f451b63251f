// @vitest-environment node
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { checkServer, report, tokenRefused } from '@/contract/cli'
import { EXAMPLE_PEOPLE } from '@/contract/examples'
import { demoStore, server, TEST_TOKEN_PREFIX } from '@/testing/demo-server'

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
    server.use(
      http.get('*/api/period', async () => {
        const periods = [{ id: 'period-1', year: '2026', periodId: 1 }]
        return HttpResponse.json(periods)
      }),
      http.get('*/api/report/overview', () =>
        HttpResponse.text('Cannot GET /api/report/overview', { status: 404 }),
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

  it('with --writes runs the write calls that can be undone, and leaves the data as it was', async () => {
    const kept = () => {
      const db = demoStore.db
      return JSON.stringify({
        counts: [db.proposals, db.teams, db.users, db.feedback, db.voteSessions].map(
          (x) => x.length,
        ),
        attachments: db.proposals.map((p) => p.attachments.map((a) => a.id)),
        teams: db.teams.map((t) => [t.name, t.memberIds]),
        users: db.users.map((u) => [u.isActive, u.roleName, u.shirtSize]),
        periods: db.periods.map((p) => [p.startAt, p.endAt, p.isActive]),
        feedback: db.feedback.map((f) => f.status),
        entries: db.proposals.map((p) => [p.entries[1]?.fields, p.entries[1]?.status]),
      })
    }
    const before = kept()
    const runs = [
      ...(await checkServer({
        baseUrl,
        token: `${TEST_TOKEN_PREFIX}${EXAMPLE_PEOPLE.participant}`,
        writes: true,
      })),
      ...(await checkServer({ baseUrl, token, writes: true })),
    ]
    expect(
      runs.filter((run) => run.verdict === 'not conformant' || run.verdict === 'missing'),
    ).toEqual([])
    const ran = runs.filter((run) => run.method !== 'GET' && run.verdict === 'conformant')
    expect(ran.filter((run) => run.status! < 300).map((run) => run.operationId)).toEqual(
      expect.arrayContaining([
        'updateShirtSize',
        'updateTeam',
        'saveEntry',
        'uploadAttachment',
        'deleteAttachment',
        'updateUser',
        'editPeriodTimes',
        'setFeedbackStatus',
        'updateJudgingSetting',
        'setJudges',
        'saveInnovationUpdate',
      ]),
    )
    expect(report(runs)).toMatch(
      /^not run {9}createProposal \(POST \/api\/proposal\): the API has no call to undo it$/m,
    )
    expect(kept()).toBe(before)
  })
})

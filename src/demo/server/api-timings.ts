import { getResponse } from 'msw'
import { createStore } from '@/demo/db/store'
import type { DemoDb } from '@/demo/db/types'
import { createHandlers } from '@/demo/handlers'

export interface ApiTiming {
  name: string
  path: string
  medianMs: number
  bytes: number
  status: number
}

type Caller = 'committee' | 'judge' | 'participant'

/**
 * Times the demo API's read answers in process (no HTTP, no token checks): every list a screen asks
 * for (the committee's, a judge's and a participant's), the results, the assignments and the
 * report summary, each the median of `runs` calls after one warm-up (`leaveOut` names checks to skip). Used by `npm run bench` on
 * generated data. Nothing is written between calls, so caches kept until the next write
 * count as they would for a committee member paging through a list.
 */
export async function timeDemoApi(db: DemoDb, runs = 7, leaveOut?: RegExp): Promise<ApiTiming[]> {
  const store = createStore(db)
  const year = new Date().getUTCFullYear()
  // The bearer token is the caller's id: one set of handlers answers all three roles.
  const handlers = createHandlers({
    store,
    now: () => Date.now(),
    authenticate: async (request) => bearer(request),
    uploadUrlSecret: 'bench',
  })
  const committee = db.users.find((u) => u.roleName === 'Commitee')!
  // The busiest judge of the year and the leader of a team with a proposal this year.
  const sheets = new Map<string, number>()
  for (const jd of db.juryDetails)
    if (jd.year === year && !jd.removed) sheets.set(jd.juryId, (sheets.get(jd.juryId) ?? 0) + 1)
  const judge =
    [...sheets].sort((a, b) => b[1] - a[1])[0]?.[0] ??
    db.users.find((u) => u.roleName === 'Jury')!.id
  const proposal = db.proposals.find((p) => p.year === year)!
  const participant = db.teams.find((t) => t.id === proposal.teamId)!.leaderId
  const callers: Record<Caller, string> = { committee: committee.id, judge, participant }
  const event = db.events[0]!
  // The first participant period of the year (innovation updates are posted in periods 1, 3 and 5).
  const period = db.periods.find((p) => p.year === String(year) && p.periodId === 1)
  const vote = db.voteSessions[0]
  const checks: Array<[string, string, Caller?]> = [
    ['proposals: page 1 of 20', `/api/proposal?year=${year}&phase=1&page=1&perPage=20`],
    [
      'proposals: keyword',
      `/api/proposal?year=${year}&phase=1&page=1&perPage=20&keyword=maintenance`,
    ],
    [
      'proposals: status, page 50',
      `/api/proposal?year=${year}&phase=1&page=50&perPage=20&filter[status]=Approved`,
    ],
    [
      'proposals: a judge’s page 1',
      `/api/proposal?year=${year}&phase=1&page=1&perPage=20`,
      'judge',
    ],
    ['proposal detail', `/api/proposal/${proposal.id}`],
    ['my proposals (participant)', `/api/proposal/mine`, 'participant'],
    ['users: page 1 of 20', `/api/user?page=1&perPage=20`],
    ['users: keyword', `/api/user?page=1&perPage=20&keyword=sari`],
    ['teams: page 1 of 50', `/api/team?year=${year}&page=1&perPage=50`],
    ['my teams (participant)', `/api/team/mine?year=${year}`, 'participant'],
    ['activity: page 1', `/api/activity?page=1&perPage=25`],
    ['feedback: page 1', `/api/feedback?page=1&perPage=20`],
    ['periods', `/api/period`],
    ['gallery', `/api/proposal/gallery?year=${year - 1}`],
    [
      'innovation updates: page 1 of 20',
      `/api/innovation-update?period=${period?.id ?? ''}&page=1&perPage=20`,
    ],
    [
      'innovation updates: keyword, not posted, page 2',
      `/api/innovation-update?period=${period?.id ?? ''}&page=2&perPage=20&keyword=maintenance&filter[status]=missing`,
    ],
    [
      'my innovation updates (participant)',
      `/api/innovation-update/mine?year=${year}`,
      'participant',
    ],
    ['votes', `/api/vote?year=${year}`],
    ...(vote ? ([['vote result', `/api/vote/${vote.id}/result`]] as Array<[string, string]>) : []),
    ['rubric', `/api/rubric?phase=1&year=${year}`],
    ['judges with load', `/api/judge?year=${year}&phase=1`],
    ['my score sheets (judge)', `/api/score/mine?year=${year}&phase=1`, 'judge'],
    ['a judge’s sheets (committee)', `/api/score/jury/${judge}?year=${year}&phase=1`],
    ['result publications', `/api/score/result/publication?year=${year}`],
    // As the screens ask for them: one page, filtered and sorted on the server.
    ['results (phase 1): page 1 of 20', `/api/score/result?year=${year}&phase=1&page=1&perPage=20`],
    [
      'results (phase 1): by mean z, still in the phase, page 10',
      `/api/score/result?year=${year}&phase=1&page=10&perPage=20&sort=-meanZ&filter[stage]=current`,
    ],
    [
      'assignments (phase 1): page 1 of 20',
      `/api/judge/assignment?year=${year}&phase=1&page=1&perPage=20`,
    ],
    [
      'assignments (phase 1): keyword, no judge yet',
      `/api/judge/assignment?year=${year}&phase=1&page=1&perPage=20&keyword=maintenance&filter[judges]=none`,
    ],
    ['report overview', `/api/report/overview?year=${year}`],
    ['report summary', `/api/report/summary?year=${year}`],
  ]
  const call = async (path: string, caller: Caller) => {
    const request = new Request(`http://bench.local${path}`, {
      headers: { Authorization: `Bearer ${callers[caller]}`, EventId: event.id },
    })
    const started = performance.now()
    const response = await getResponse(handlers, request)
    const body = response ? await response.arrayBuffer() : new ArrayBuffer(0)
    return {
      ms: performance.now() - started,
      bytes: body.byteLength,
      status: response?.status ?? 404,
    }
  }
  const results: ApiTiming[] = []
  for (const [name, path, caller = 'committee'] of checks) {
    if (leaveOut?.test(name)) continue
    await call(path, caller)
    const times: number[] = []
    let last = { ms: 0, bytes: 0, status: 0 }
    for (let i = 0; i < runs; i += 1) {
      last = await call(path, caller)
      times.push(last.ms)
    }
    times.sort((a, b) => a - b)
    results.push({
      name,
      path,
      medianMs: times[Math.floor(times.length / 2)]!,
      bytes: last.bytes,
      status: last.status,
    })
  }
  return results
}

function bearer(request: Request): string | null {
  return request.headers.get('Authorization')?.replace(/^Bearer /, '') || null
}

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

/**
 * Times the demo API's read answers in process (no HTTP, no token checks): the committee's list
 * pages, the results, the assignments and the report summary, each the median of `runs` calls
 * after one warm-up. Used by `npm run bench` on generated data (issue 10).
 */
export async function timeDemoApi(db: DemoDb, runs = 7): Promise<ApiTiming[]> {
  const store = createStore(db)
  const committee = db.users.find((u) => u.roleName === 'Commitee')!
  const handlers = createHandlers({ store, now: () => Date.now(), authenticate: async () => committee.id, uploadUrlSecret: 'bench' })
  const event = db.events[0]!
  const year = new Date().getUTCFullYear()
  const checks: Array<[string, string]> = [
    ['proposals: page 1 of 20', `/api/proposal?year=${year}&phase=1&page=1&perPage=20`],
    ['proposals: keyword', `/api/proposal?year=${year}&phase=1&page=1&perPage=20&keyword=maintenance`],
    ['proposals: status, page 50', `/api/proposal?year=${year}&phase=1&page=50&perPage=20&filter[status]=Approved`],
    ['users: page 1 of 20', `/api/user?page=1&perPage=20`],
    ['users: keyword', `/api/user?page=1&perPage=20&keyword=sari`],
    ['teams: page 1 of 20', `/api/team?year=${year}&page=1&perPage=20`],
    ['activity: page 1', `/api/activity?page=1&perPage=20`],
    ['feedback: page 1', `/api/feedback?page=1&perPage=20`],
    ['judges with load', `/api/judge?year=${year}&phase=1`],
    ['results (phase 1)', `/api/score/result?year=${year}&phase=1`],
    ['assignments (phase 1)', `/api/judge/assignment?year=${year}&phase=1`],
    ['report summary', `/api/report/summary?year=${year}`],
  ]
  const call = async (path: string) => {
    const request = new Request(`http://bench.local${path}`, { headers: { Authorization: 'Bearer bench', EventId: event.id } })
    const started = performance.now()
    const response = await getResponse(handlers, request)
    const body = response ? await response.arrayBuffer() : new ArrayBuffer(0)
    return { ms: performance.now() - started, bytes: body.byteLength, status: response?.status ?? 404 }
  }
  const results: ApiTiming[] = []
  for (const [name, path] of checks) {
    await call(path)
    const times: number[] = []
    let last = { ms: 0, bytes: 0, status: 0 }
    for (let i = 0; i < runs; i += 1) {
      last = await call(path)
      times.push(last.ms)
    }
    times.sort((a, b) => a - b)
    results.push({ name, path, medianMs: times[Math.floor(times.length / 2)]!, bytes: last.bytes, status: last.status })
  }
  return results
}

import { http } from 'msw'
import { API, type DemoContext, paged, problem, requireEvent, requireUser, single } from '@/demo/handlers/http'
import type { ActivityRecord, DemoDb } from '@/demo/db/types'

function row(db: DemoDb, a: ActivityRecord) {
  return {
    id: a.id,
    at: a.at,
    actorId: a.actorId,
    actorName: db.users.find((u) => u.id === a.actorId)?.name ?? db.directory.find((p) => p.id === a.actorId)?.name ?? 'Unknown',
    entity: a.entity,
    entityId: a.entityId,
    action: a.action,
    summary: a.summary,
  }
}

/** The committee's audit log of every change (PRODUCT.md §3 activity). */
export function activityHandlers(ctx: DemoContext) {
  return [
    http.get(`${API}/activity`, async ({ request }) => {
      await requireUser(ctx, request, ['Commitee'])
      requireEvent(ctx, request)
      const db = ctx.store.db
      const url = new URL(request.url)
      const keyword = (url.searchParams.get('keyword') ?? '').trim().toLowerCase()
      const entity = url.searchParams.get('entity')
      const actor = url.searchParams.get('actor')
      const from = Date.parse(url.searchParams.get('from') ?? '')
      const to = Date.parse(url.searchParams.get('to') ?? '')
      const rows = db.activities
        .filter((a) => !entity || a.entity === entity)
        .filter((a) => !actor || a.actorId === actor)
        .filter((a) => !Number.isFinite(from) || Date.parse(a.at) >= from)
        // `to` is a day: everything up to its end counts.
        .filter((a) => !Number.isFinite(to) || Date.parse(a.at) < to + 24 * 60 * 60 * 1000)
        .map((a) => row(db, a))
        .filter((a) => !keyword || [a.summary, a.actorName, a.action, a.entity].some((v) => v.toLowerCase().includes(keyword)))
        .sort((a, b) => b.at.localeCompare(a.at))
      return paged(request, rows)
    }),

    http.get(`${API}/activity/:id`, async ({ request, params }) => {
      await requireUser(ctx, request, ['Commitee'])
      requireEvent(ctx, request)
      const db = ctx.store.db
      const found = db.activities.find((a) => a.id === params.id)
      if (!found) return problem(404, 'Not Found', 'No activity has this id.')
      return single({ ...row(db, found), before: found.before, after: found.after })
    }),
  ]
}

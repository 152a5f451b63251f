import { http } from 'msw'
import type { PeriodRecord } from '@/demo/db/types'
import {
  API,
  type DemoContext,
  problem,
  readJson,
  recordActivity,
  requireCaller,
  requireEvent,
  requireUser,
  single,
  validationProblem,
} from '@/demo/handlers/http'

function sorted(periods: PeriodRecord[]): PeriodRecord[] {
  return [...periods].sort((a, b) => a.year.localeCompare(b.year) || a.periodId - b.periodId)
}

export function periodHandlers(ctx: DemoContext) {
  const find = (id: string) => ctx.store.db.periods.find((x) => x.id === id)

  return [
    http.get(`${API}/period`, async ({ request }) => {
      await requireCaller(ctx, request)
      requireEvent(ctx, request)
      return Response.json(sorted(ctx.store.db.periods))
    }),

    http.get(`${API}/period/getbyyear/:year`, async ({ request, params }) => {
      await requireCaller(ctx, request)
      requireEvent(ctx, request)
      const year = String(params.year)
      if (!/^\d{4}$/.test(year)) return problem(400, 'Bad Request', 'The year must have four digits.')
      return Response.json(sorted(ctx.store.db.periods.filter((x) => x.year === year)))
    }),

    http.put(`${API}/period/EditTime`, async ({ request }) => {
      const user = await requireUser(ctx, request, ['Commitee'])
      requireEvent(ctx, request)
      const body = await readJson(request)
      const period = typeof body.id === 'string' ? find(body.id) : undefined
      if (!period) return problem(404, 'Not Found', 'No period has this id.')
      const startAt = Date.parse(String(body.startAt ?? ''))
      const endAt = Date.parse(String(body.endAt ?? ''))
      const errors: Record<string, string[]> = {}
      if (!Number.isFinite(startAt)) errors.StartAt = ['Enter a valid start time.']
      if (!Number.isFinite(endAt)) errors.EndAt = ['Enter a valid end time.']
      if (!errors.StartAt && !errors.EndAt && startAt >= endAt) errors.EndAt = ['The end must be after the start.']
      if (Object.keys(errors).length === 0) {
        const neighbours = ctx.store.db.periods.filter((x) => x.year === period.year)
        const before = neighbours.find((x) => x.periodId === period.periodId - 1)
        const after = neighbours.find((x) => x.periodId === period.periodId + 1)
        if (before && startAt < Date.parse(before.endAt)) errors.StartAt = [`The start overlaps "${before.description}", which ends later.`]
        if (after && endAt > Date.parse(after.startAt)) errors.EndAt = [`The end overlaps "${after.description}", which starts earlier.`]
      }
      if (Object.keys(errors).length > 0) return validationProblem(errors)
      const updated = ctx.store.mutate((db) => {
        const target = db.periods.find((x) => x.id === period.id)!
        const before = { startAt: target.startAt, endAt: target.endAt }
        target.startAt = new Date(startAt).toISOString()
        target.endAt = new Date(endAt).toISOString()
        recordActivity(db, ctx.now(), user.id, 'period', target.id, 'edit-time', `Changed the times of "${target.description}" ${target.year}`, before, {
          startAt: target.startAt,
          endAt: target.endAt,
        })
        return target
      })
      return single(updated)
    }),

    http.post(`${API}/period/startperiod/:id`, async ({ request, params }) => {
      const user = await requireUser(ctx, request, ['Commitee'])
      requireEvent(ctx, request)
      const period = find(String(params.id))
      if (!period) return problem(404, 'Not Found', 'No period has this id.')
      const updated = ctx.store.mutate((db) => {
        const previous = db.periods.find((x) => x.isActive)
        db.periods.forEach((x) => (x.isActive = x.id === period.id))
        recordActivity(db, ctx.now(), user.id, 'period', period.id, 'start', `Started "${period.description}" ${period.year}`, previous ? { active: previous.id } : null, {
          active: period.id,
        })
        return db.periods.find((x) => x.id === period.id)!
      })
      return single(updated)
    }),

    http.post(`${API}/period/:id/SendEmail`, async ({ request, params }) => {
      const user = await requireUser(ctx, request, ['Commitee'])
      requireEvent(ctx, request)
      const period = find(String(params.id))
      if (!period) return problem(404, 'Not Found', 'No period has this id.')
      const updated = ctx.store.mutate((db) => {
        const target = db.periods.find((x) => x.id === period.id)!
        target.sendEmailAt = new Date(ctx.now()).toISOString()
        target.sendEmailBy = user.name
        recordActivity(db, ctx.now(), user.id, 'period', target.id, 'send-email', `Sent the e-mail for "${target.description}" ${target.year}`)
        return target
      })
      return single(updated)
    }),
  ]
}

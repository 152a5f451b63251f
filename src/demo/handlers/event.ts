import { http } from 'msw'
import { API, type DemoContext, problem, single } from '@/demo/handlers/http'
import { requireCaller } from '@/demo/handlers/request'

export function eventHandlers(ctx: DemoContext) {
  return [
    http.get(`${API}/Event/Url/:url`, async ({ request, params }) => {
      await requireCaller(ctx, request)
      const event = ctx.store.db.events.find(
        (x) => x.url.toLowerCase() === String(params.url).toLowerCase(),
      )
      if (!event)
        return problem(404, 'Not Found', `No event has the address "${String(params.url)}".`)
      return single(event)
    }),
  ]
}

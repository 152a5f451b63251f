import { msg } from '@lingui/core/macro'
import { http } from 'msw'
import { API, type DemoContext, problem, single } from '@/demo/handlers/http'
import { requireCaller } from '@/demo/handlers/request'
import { translate } from '@/i18n'

export function eventHandlers(ctx: DemoContext) {
  return [
    http.get(`${API}/Event/Url/:url`, async ({ request, params }) => {
      await requireCaller(ctx, request)
      const event = ctx.store.db.events.find(
        (x) => x.url.toLowerCase() === String(params.url).toLowerCase(),
      )
      if (!event) {
        const address = String(params.url)
        return problem(404, null, translate(msg`No event has the address "${address}".`))
      }
      return single(event)
    }),
  ]
}

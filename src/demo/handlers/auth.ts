import { http } from 'msw'
import { API, type DemoContext, problem, single } from '@/demo/handlers/http'
import { requireCaller } from '@/demo/handlers/request'

export function authHandlers(ctx: DemoContext) {
  return [
    /** The signed-in person: a registered user with roleName, or a directory person still to register. */
    http.get(`${API}/auth`, async ({ request }) => {
      const { personId, user } = await requireCaller(ctx, request)
      if (user) return single({ ...user, isRegistered: true })
      const person = ctx.store.db.directory.find((x) => x.id === personId)
      if (!person)
        return problem(403, 'Forbidden', 'This account is not in the organisation directory.')
      return single({
        id: person.id,
        name: person.name,
        email: person.email,
        unit: person.unit,
        phone: '',
        shirtSize: null,
        roleName: null,
        isActive: true,
        isRegistered: false,
      })
    }),
  ]
}

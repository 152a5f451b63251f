import { msg } from '@lingui/core/macro'
import { http } from 'msw'
import type { DemoContext } from '@/demo/handlers/http'
import { API, problem, single } from '@/demo/handlers/http'
import { readBody, requireCaller } from '@/demo/handlers/request'
import { translate } from '@/i18n'
import { languageChoiceSchema } from '@/features/auth/schemas'

export function authHandlers(ctx: DemoContext) {
  /** The caller as GET /auth answers: a registered user with roleName, or a directory person still to register. */
  const me = (personId: string, user: Awaited<ReturnType<typeof requireCaller>>['user']) => {
    const language = ctx.store.db.languages?.[personId] ?? null
    if (user) return single({ ...user, isRegistered: true, language })
    const person = ctx.store.db.directory.find((x) => x.id === personId)
    if (!person)
      return problem(403, null, translate(msg`This account is not in the organisation directory.`))
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
      language,
    })
  }

  return [
    http.get(`${API}/auth`, async ({ request }) => {
      const { personId, user } = await requireCaller(ctx, request)
      return me(personId, user)
    }),

    /** The language the person reads the app in, remembered for their account on every device. */
    http.put(`${API}/auth/language`, async ({ request }) => {
      const { personId, user } = await requireCaller(ctx, request)
      const { language } = await readBody(request, languageChoiceSchema, { keys: 'as-sent' })
      ctx.store.mutate((db) => {
        db.languages ??= {}
        db.languages[personId] = language
      })
      return me(personId, user)
    }),
  ]
}

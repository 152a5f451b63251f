import { msg } from '@lingui/core/macro'
import { http, HttpResponse } from 'msw'
import { indexesOf } from '@/demo/db/indexes'
import type { UserRecord } from '@/demo/db/types'
import {
  API,
  type DemoContext,
  paged,
  problem,
  single,
  validationProblem,
} from '@/demo/handlers/http'
import { findOr404, readBody, requireEventUser } from '@/demo/handlers/request'
import { userChangeBody, userCreateBody } from '@/contract/requests'
import { keywordOf } from '@/demo/handlers/table-query'
import { recordActivity } from '@/demo/db/records'
import { roleLabel } from '@/features/auth/roles'
import { byLanguage } from '@/demo/db/summaries'
import { translate } from '@/i18n'

function view(user: UserRecord) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    unit: user.unit,
    phone: user.phone,
    shirtSize: user.shirtSize,
    roleName: user.roleName,
    isActive: user.isActive,
    createdAt: user.createdAt,
  }
}

/** Committee user management, and the directory (Microsoft Graph stand-in) it picks people from. */
export function userHandlers(ctx: DemoContext) {
  return [
    http.get(`${API}/user`, async ({ request }) => {
      await requireEventUser(ctx, request, ['Commitee'])
      const url = new URL(request.url)
      const role = url.searchParams.get('role')
      const keyword = keywordOf(url)
      // Already in name order (db/indexes.ts): filter, then only the page's rows are built.
      const rows = indexesOf(ctx.store).usersByName.filter(
        (u) =>
          (!role || u.roleName === role) &&
          (!keyword || [u.name, u.email, u.unit].some((v) => v.toLowerCase().includes(keyword))),
      )
      return paged(request, rows, {}, view)
    }),

    /** Add a person from the directory with a role. */
    http.post(`${API}/user`, async ({ request }) => {
      const actor = await requireEventUser(ctx, request, ['Commitee'])
      const body = await readBody(request, userCreateBody)
      const person = ctx.store.db.directory.find((p) => p.id === body.directoryId)
      if (!person)
        return validationProblem({
          DirectoryId: [translate(msg`Choose a person from the directory.`)],
        })
      if (ctx.store.db.users.some((u) => u.id === person.id)) {
        const name = person.name
        return problem(409, null, translate(msg`${name} already has an account.`))
      }
      const created = ctx.store.mutate((db) => {
        const user: UserRecord = {
          id: person.id,
          name: person.name,
          email: person.email,
          unit: person.unit,
          phone: '',
          shirtSize: null,
          roleName: body.roleName,
          isActive: true,
          createdAt: new Date(ctx.now()).toISOString(),
        }
        db.users.push(user)
        const name = user.name
        const role = byLanguage(() => roleLabel(user.roleName))
        recordActivity(
          db,
          ctx.now(),
          actor.id,
          'user',
          user.id,
          'create',
          msg`Added ${name} as ${role}`,
          null,
          view(user),
        )
        return user
      })
      return single(view(created))
    }),

    /** Change a user's role or (de)activate them. */
    http.put(`${API}/user/:id`, async ({ request, params }) => {
      const actor = await requireEventUser(ctx, request, ['Commitee'])
      const body = await readBody(request, userChangeBody)
      const target = findOr404(ctx.store.db.users, params.id, msg`No user has this id.`)
      if (
        target.id === actor.id &&
        (body.isActive === false || (body.roleName && body.roleName !== 'Commitee'))
      )
        return problem(
          400,
          null,
          translate(msg`You cannot deactivate yourself or give up your own committee role.`),
        )
      const updated = ctx.store.mutate((db) => {
        const user = db.users.find((u) => u.id === target.id)!
        const before = view(user)
        if (body.roleName !== undefined) user.roleName = body.roleName
        if (body.isActive !== undefined) user.isActive = body.isActive
        const name = user.name
        const role = byLanguage(() => roleLabel(user.roleName))
        const what =
          body.isActive === false
            ? body.roleName
              ? msg`Deactivated ${name} (${role})`
              : msg`Deactivated ${name}`
            : body.isActive === true && !before.isActive
              ? body.roleName
                ? msg`Reactivated ${name} (${role})`
                : msg`Reactivated ${name}`
              : body.roleName
                ? msg`Changed the role of ${name} (${role})`
                : msg`Changed the role of ${name}`
        recordActivity(db, ctx.now(), actor.id, 'user', user.id, 'update', what, before, view(user))
        return user
      })
      return single(view(updated))
    }),

    /**
     * The directory service (a Microsoft Graph stand-in): `GET /v1.0/users?$search="displayName:x"`
     * answers `{ value: [{ id, displayName, mail, department, jobTitle }] }` like Graph does.
     */
    http.get('*/demo-graph/v1.0/users', async ({ request }) => {
      const personId = await ctx.authenticate(request)
      if (!personId)
        return HttpResponse.json(
          // Microsoft Graph's own error body, as Graph words it (in English): the app reads none
          // of it and words its own message from the status.
          // eslint-disable-next-line lingui/no-unlocalized-strings
          { error: { code: 'InvalidAuthenticationToken', message: 'Access token is empty.' } },
          { status: 401 },
        )
      const search = new URL(request.url).searchParams.get('$search') ?? ''
      const term = /"(?:displayName|mail):([^"]*)"/.exec(search)?.[1]?.trim().toLowerCase() ?? ''
      const value = ctx.store.db.directory
        .filter(
          (p) =>
            !term || p.name.toLowerCase().includes(term) || p.email.toLowerCase().includes(term),
        )
        .slice(0, 15)
        .map((p) => ({
          id: p.id,
          displayName: p.name,
          mail: p.email,
          department: p.unit,
          jobTitle: p.jobTitle,
        }))
      return HttpResponse.json({ value })
    }),
  ]
}

import { http } from 'msw'
import type { DemoDb } from '@/demo/db/types'
import { isBlind } from '@/demo/handlers/blind'
import { API, type DemoContext, list, queryYear, readJson, recordActivity, requireEventUser, requirePhase, validationProblem } from '@/demo/handlers/http'

/** Blind judging per year and phase (docs/api.md "Blind judging"); blind.ts applies it to every answer. */

const settingsOf = (data: DemoDb, year: number) => ([1, 2, 3] as const).map((phase) => ({ year, phase, blind: isBlind(data, year, phase) }))

export function judgingSettingHandlers(ctx: DemoContext) {
  const db = () => ctx.store.db

  return [
    /** Per-phase judging settings of a year (blind judging); any signed-in person may read them. */
    http.get(`${API}/judging/settings`, async ({ request }) => {
      await requireEventUser(ctx, request)
      return list(settingsOf(db(), queryYear(ctx, new URL(request.url))))
    }),

    /** The committee turns blind judging on or off for one phase of a year. */
    http.put(`${API}/judging/settings/:phase`, async ({ request, params }) => {
      const user = await requireEventUser(ctx, request, ['Commitee'])
      const phase = requirePhase(params.phase)
      const body = await readJson(request)
      if (typeof body.blind !== 'boolean') return validationProblem({ blind: ['Send blind as true or false.'] })
      const year = body.year === undefined ? new Date(ctx.now()).getUTCFullYear() : Number(body.year)
      if (!Number.isInteger(year) || year < 1000 || year > 9999) return validationProblem({ year: ['The year must have four digits.'] })
      const blind = body.blind
      const settings = ctx.store.mutate((d) => {
        const before = isBlind(d, year, phase)
        const rest = (d.judgingSettings ?? []).filter((s) => !(s.year === year && s.phase === phase))
        d.judgingSettings = [...rest, { year, phase, blind, updatedAt: new Date(ctx.now()).toISOString(), updatedById: user.id }]
        recordActivity(
          d,
          ctx.now(),
          user.id,
          'judging',
          `${year}-${phase}`,
          blind ? 'blind-on' : 'blind-off',
          `Turned blind judging ${blind ? 'on' : 'off'} for Phase ${phase} ${year}`,
          { blind: before },
          { blind },
        )
        return settingsOf(d, year)
      })
      return list(settings)
    }),
  ]
}

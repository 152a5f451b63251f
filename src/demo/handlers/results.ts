import { http } from 'msw'
import { newId } from '@/demo/db/store'
import type { PhaseNumber, ResultPublicationRecord } from '@/demo/db/types'
import { API, type DemoContext, list, single } from '@/demo/handlers/http'
import {
  bodyYear,
  queryYear,
  readJson,
  requireEventUser,
  requireValid,
} from '@/demo/handlers/request'
import { recordActivity } from '@/demo/db/records'
import { enforce } from '@/demo/handlers/lifecycle-input'
import { publishedAtOf, publishVerdict } from '@/domain/award'

/** Publication of a phase's results (docs/api.md "Results publication"). Publishing phase 3 publishes the winners. */
export function resultHandlers(ctx: DemoContext) {
  const publications = () => ctx.store.db.resultPublications ?? []

  return [
    http.get(`${API}/score/result/publication`, async ({ request }) => {
      await requireEventUser(ctx, request)
      const year = queryYear(ctx, new URL(request.url))
      return list(
        publications()
          .filter((p) => p.year === year)
          .sort((a, b) => a.phase - b.phase),
      )
    }),

    http.post(`${API}/score/result/publish`, async ({ request }) => {
      const user = await requireEventUser(ctx, request, ['Commitee'])
      const body = await readJson(request)
      const phase = body.phase
      const errors: Record<string, string[]> = {}
      if (phase !== 1 && phase !== 2 && phase !== 3) errors.phase = ['Choose phase 1, 2 or 3.']
      if (typeof body.shareComments !== 'boolean')
        errors.shareComments = [
          'Say whether the judges’ comments are shared with the teams (true or false).',
        ]
      const year = bodyYear(ctx, body, errors)
      requireValid(errors)
      enforce(
        publishVerdict({
          role: user.roleName,
          phase: phase as PhaseNumber,
          publishedAt: publishedAtOf(publications(), year, phase as PhaseNumber),
        }),
        409,
        'Already published',
      )
      const record: ResultPublicationRecord = {
        id: newId('pub'),
        year,
        phase: phase as PhaseNumber,
        publishedAt: new Date(ctx.now()).toISOString(),
        publishedById: user.id,
        shareComments: body.shareComments as boolean,
      }
      ctx.store.mutate((db) => {
        db.resultPublications = [...(db.resultPublications ?? []), record]
        recordActivity(
          db,
          ctx.now(),
          user.id,
          'results',
          record.id,
          'publish',
          `Published the Phase ${record.phase} results of ${year}${record.phase === 3 ? ' and the winners' : ''}`,
          null,
          record,
        )
      })
      return single(record)
    }),
  ]
}

import { msg } from '@lingui/core/macro'
import { http } from 'msw'
import { newId } from '@/demo/db/store'
import type { ResultPublicationRecord } from '@/demo/db/types'
import { API, type DemoContext, list, single } from '@/demo/handlers/http'
import { currentYear, queryYear, readBody, requireEventUser } from '@/demo/handlers/request'
import { publishBody } from '@/contract/requests'
import { recordActivity } from '@/demo/db/records'
import { notify } from '@/demo/notifications/notify'
import { enforce } from '@/demo/handlers/lifecycle-input'
import {
  chosenInPhase,
  publishChoiceVerdict,
  publishedAtOf,
  publishOrderVerdict,
  publishVerdict,
} from '@/domain/award'
import { translate } from '@/i18n'

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
      const { phase, shareComments, ...body } = await readBody(request, publishBody, {
        keys: 'as-sent',
      })
      const year = body.year ?? currentYear(ctx)
      enforce(
        publishVerdict({
          role: user.roleName,
          phase: phase,
          publishedAt: publishedAtOf(publications(), year, phase),
        }),
        409,
        translate(msg`Already published`),
      )
      // In order: a team learns it reached a phase from the publication before.
      enforce(
        publishOrderVerdict({
          phase,
          previousPublishedAt:
            phase === 1 ? null : publishedAtOf(publications(), year, (phase - 1) as 1 | 2),
        }),
        409,
        translate(msg`Results not published`),
      )
      enforce(
        publishChoiceVerdict({
          phase,
          chosen: chosenInPhase(
            phase,
            ctx.store.db.proposals
              .filter((p) => p.year === year)
              .map((p) => ({ stage: p.phase, winnerRank: p.winnerRank })),
          ),
        }),
        409,
        phase === 3 ? translate(msg`No winner marked`) : translate(msg`Nobody advances`),
      )
      const record: ResultPublicationRecord = {
        id: newId('pub'),
        year,
        phase: phase,
        publishedAt: new Date(ctx.now()).toISOString(),
        publishedById: user.id,
        shareComments: shareComments,
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
          phase === 3
            ? msg`Published the Phase ${phase} results of ${year} and the winners`
            : msg`Published the Phase ${phase} results of ${year}`,
          null,
          record,
        )
        notify(
          db,
          { at: ctx.now(), actorId: user.id, request },
          { kind: 'resultsPublished', year, phase },
        )
      })
      return single(record)
    }),
  ]
}

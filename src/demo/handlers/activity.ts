import { msg } from '@lingui/core/macro'
import { http } from 'msw'
import { type DemoIndexes, indexesOf } from '@/demo/db/indexes'
import { API, type DemoContext, paged, single } from '@/demo/handlers/http'
import { findOr404, requireEventUser } from '@/demo/handlers/request'
import { keywordOf } from '@/demo/handlers/table-query'
import { summaryIn } from '@/demo/db/summaries'
import type { ActivityRecord, DemoDb } from '@/demo/db/types'
import { answerLanguage } from '@/demo/handlers/language'
import { unknownPerson } from '@/demo/handlers/words'
import { translate } from '@/i18n'

function actorName(db: DemoDb, { userById }: Pick<DemoIndexes, 'userById'>, actorId: string) {
  // No actor: the award's clock did it (an automatic reminder, src/demo/messages/send.ts).
  if (actorId === '') return translate(msg`The app, automatically`)
  return (
    userById.get(actorId)?.name ??
    db.directory.find((p) => p.id === actorId)?.name ??
    unknownPerson()
  )
}

function row(db: DemoDb, indexes: Pick<DemoIndexes, 'userById'>, a: ActivityRecord) {
  return {
    id: a.id,
    at: a.at,
    actorId: a.actorId,
    actorName: actorName(db, indexes, a.actorId),
    entity: a.entity,
    entityId: a.entityId,
    action: a.action,
    summary: summaryIn(answerLanguage(), a),
  }
}

/** The committee's audit log of every change (requirements R12.5, the activity log). */
export function activityHandlers(ctx: DemoContext) {
  return [
    http.get(`${API}/activity`, async ({ request }) => {
      await requireEventUser(ctx, request, ['Commitee'])
      const db = ctx.store.db
      const url = new URL(request.url)
      const keyword = keywordOf(url)
      const entity = url.searchParams.get('entity')
      const actor = url.searchParams.get('actor')
      const from = Date.parse(url.searchParams.get('from') ?? '')
      const to = Date.parse(url.searchParams.get('to') ?? '')
      const indexes = indexesOf(ctx.store)
      const language = answerLanguage()
      // Filtered and sorted on the records; only the page's rows are built.
      const rows = db.activities
        .filter(
          (a) =>
            (!entity || a.entity === entity) &&
            (!actor || a.actorId === actor) &&
            (!Number.isFinite(from) || Date.parse(a.at) >= from) &&
            // `to` is a day: everything up to its end counts.
            (!Number.isFinite(to) || Date.parse(a.at) < to + 24 * 60 * 60 * 1000) &&
            (!keyword ||
              [summaryIn(language, a), actorName(db, indexes, a.actorId), a.action, a.entity].some(
                (v) => v.toLowerCase().includes(keyword),
              )),
        )
        // ISO instants: text order is time order.
        .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0))
      return paged(request, rows, {}, (a) => row(db, indexes, a))
    }),

    http.get(`${API}/activity/:id`, async ({ request, params }) => {
      await requireEventUser(ctx, request, ['Commitee'])
      const db = ctx.store.db
      const found = findOr404(db.activities, params.id, msg`No activity has this id.`)
      return single({
        ...row(db, indexesOf(ctx.store), found),
        before: found.before,
        after: found.after,
      })
    }),
  ]
}

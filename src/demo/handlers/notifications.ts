import { msg } from '@lingui/core/macro'
import { http } from 'msw'
import type { NotificationRecord } from '@/demo/db/types'
import { API, type DemoContext, paged, problem, single } from '@/demo/handlers/http'
import { answerLanguage } from '@/demo/handlers/language'
import { readBody, requireUser } from '@/demo/handlers/request'
import { renderNotification } from '@/demo/notifications/notify'
import { emailChoices } from '@/domain/award'
import { emailPreferencesChangeSchema } from '@/features/notifications/schemas'
import { translate } from '@/i18n'

/**
 * A person's own notifications and e-mail choices (docs/api.md "Notifications"). Every call reads
 * and changes only the caller's: someone else's notification is not found, whatever its id. The
 * demo writes the notifications and sends the e-mails itself when something happens
 * (src/demo/notifications): the app never sends an e-mail.
 */
export function notificationHandlers(ctx: DemoContext) {
  // A notification whose place another one took (a period's opening, told by its e-mail) is not listed.
  const mine = (personId: string) =>
    (ctx.store.db.notifications ?? []).filter(
      (n) => n.recipientId === personId && n.replacedBy === undefined,
    )

  /** A notification in the language the reader's request asks for. */
  const view = (n: NotificationRecord) => {
    const { title, text } = renderNotification(n, answerLanguage())
    return { id: n.id, kind: n.kind, title, text, link: n.link, at: n.at, readAt: n.readAt }
  }

  return [
    http.get(`${API}/notification`, async ({ request }) => {
      const user = await requireUser(ctx, request)
      return paged(request, mine(user.id), {}, view)
    }),

    http.get(`${API}/notification/unread-count`, async ({ request }) => {
      const user = await requireUser(ctx, request)
      return single({ unread: mine(user.id).filter((n) => n.readAt === null).length })
    }),

    http.post(`${API}/notification/read-all`, async ({ request }) => {
      const user = await requireUser(ctx, request)
      const at = new Date(ctx.now()).toISOString()
      ctx.store.mutate((db) => {
        for (const n of db.notifications ?? [])
          if (n.recipientId === user.id && n.readAt === null) n.readAt = at
      })
      return single({ unread: 0 })
    }),

    http.post(`${API}/notification/:id/read`, async ({ request, params }) => {
      const user = await requireUser(ctx, request)
      const id = String(params.id)
      // Another person's notification answers as one that does not exist: its id tells nothing.
      if (!mine(user.id).some((n) => n.id === id))
        return problem(404, null, translate(msg`You have no notification with this id.`))
      const read = ctx.store.mutate((db) => {
        const target = (db.notifications ?? []).find((n) => n.id === id)!
        target.readAt ??= new Date(ctx.now()).toISOString()
        return target
      })
      return single(view(read))
    }),

    http.get(`${API}/notification/email-preferences`, async ({ request }) => {
      const user = await requireUser(ctx, request)
      return single(emailChoices(ctx.store.db.emailPreferences?.[user.id]))
    }),

    http.put(`${API}/notification/email-preferences`, async ({ request }) => {
      const user = await requireUser(ctx, request)
      const change = await readBody(request, emailPreferencesChangeSchema, { keys: 'as-sent' })
      const chosen = ctx.store.mutate((db) => {
        const all = (db.emailPreferences ??= {})
        all[user.id] = { ...all[user.id], ...change }
        return all[user.id]
      })
      return single(emailChoices(chosen))
    }),
  ]
}

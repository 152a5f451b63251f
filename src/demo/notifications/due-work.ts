import type { DemoContext } from '@/demo/handlers/http'
import { notify } from '@/demo/notifications/notify'
import { sendMessage } from '@/demo/messages/send'
import { autoRemindersDue, periodNoticesDue, reminderAudience } from '@/domain/award'

/**
 * What the award's clock makes due (a period opening, or closing soon, and the automatic reminders
 * the committee planned), done by the demo server on
 * its own: checked on every request to it and on a timer (`tick`), at the handlers' clock
 * (`ctx.now()`), so tests move time and see it happen. Whatever is sent is recorded with the data
 * in the same change, so a restart, a second check or a second server never sends it again.
 */
export function createDueWork(ctx: DemoContext) {
  // The app's address for the e-mails' links: the last request's (a timer has no request).
  let origin: string | null = null

  function run() {
    if (origin === null) return
    const now = ctx.now()
    const due = periodNoticesDue(ctx.store.db.periods, ctx.store.db.periodNotices ?? [], now)
    const reminders = autoRemindersDue(ctx.store.db.periods, now)
    if (!due.length && !reminders.length) return
    const request = new Request(`${origin}/`)
    const place = { origin, slug: ctx.store.db.events[0]?.url ?? '' }
    ctx.store.mutate((db) => {
      for (const notice of due) {
        const written = notify(
          db,
          { at: now, actorId: null, request },
          {
            kind: notice.kind === 'opened' ? 'periodOpened' : 'periodClosingSoon',
            periodId: notice.periodId,
          },
        )
        ;(db.periodNotices ??= []).push({
          ...notice,
          at: new Date(now).toISOString(),
          recipients: written.length,
        })
      }
      for (const { period, work } of reminders) {
        const target = db.periods.find((p) => p.id === period.id)!
        const reminder = target.autoReminders!.find((r) => r.work === work)!
        const audience = reminderAudience(target, work)
        const message = audience
          ? sendMessage(db, { at: now, actorId: null, ...place }, { kind: 'automatic', audience })
          : null
        // Marked sent even when nobody had the work open: it was due once, and went to everyone it was for.
        reminder.sentAt = new Date(now).toISOString()
        reminder.recipients = message?.recipients.length ?? 0
      }
    })
  }

  return {
    /** Before a request is answered: its answer already shows what was due. */
    onRequest(request: Request) {
      origin = new URL(request.url).origin
      run()
    },
    /** On the server's timer; waits for a first request to know the app's address. */
    tick: run,
  }
}

export type DueWork = ReturnType<typeof createDueWork>

import { msg } from '@lingui/core/macro'
import { newId } from '@/demo/db/store'
import type { DemoDb, MailRecord, NotificationRecord, UserRecord } from '@/demo/db/types'
import { translateIn, wordIn } from '@/demo/handlers/language'
import { notificationText } from '@/demo/notifications/messages'
import { type Happening, recipientsOf } from '@/demo/notifications/recipients'
import { emailChoices, TOPIC_OF } from '@/domain/award'
import type { Language } from '@/i18n'

export { judgesOf, type Happening } from '@/demo/notifications/recipients'

/** The language a person reads their notifications and e-mails in: their account's, else Indonesian. */
export function languageOfPerson(db: DemoDb, personId: string): Language {
  return db.languages?.[personId] ?? 'id'
}

/** A notification's title and text in a language. */
export function renderNotification(
  n: Pick<NotificationRecord, 'kind' | 'params'>,
  language: Language,
): { title: string; text: string } {
  const { title, body } = wordIn(language, () => notificationText(n))
  return {
    title: translateIn(language, title),
    text: body.map((part) => translateIn(language, part)).join(' '),
  }
}

/** Who caused a happening and where: the request gives the event (its link's slug) and the app's address. */
export interface Cause {
  at: number
  /** Who did it; null for what the award's clock does (a period opening). */
  actorId: string | null
  request: Request
}

/**
 * Tells the people a happening concerns (recipients.ts): a notification each, and an e-mail to
 * those who chose that topic by e-mail. Called inside the handler's `mutate`, so the
 * notifications and e-mails are written with the change itself, durably, and a retried request
 * (the same Idempotency-Key, answered from the API layer's memory) sends nothing again.
 */
export function notify(db: DemoDb, cause: Cause, happening: Happening): NotificationRecord[] {
  const eventId = cause.request.headers.get('EventId')
  const slug = db.events.find((e) => e.id === eventId)?.url ?? db.events[0]?.url ?? ''
  const origin = new URL(cause.request.url).origin
  const at = new Date(cause.at).toISOString()
  const causeId = newId('cause')
  const written: NotificationRecord[] = []
  const users = new Map(db.users.map((u) => [u.id, u]))
  for (const one of recipientsOf(db, slug, cause.actorId, happening)) {
    const record: NotificationRecord = {
      id: newId('ntf'),
      ...one,
      at,
      readAt: null,
      causeId,
      actorId: cause.actorId,
    }
    written.push(record)
    const person = users.get(one.recipientId)
    if (person && emailChoices(db.emailPreferences?.[person.id])[TOPIC_OF[one.kind]])
      (db.mailbox ??= []).unshift(composeMail(db, record, person, origin))
  }
  if (written.length) db.notifications = [...written, ...(db.notifications ?? [])]
  return written
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** An e-mail of a notification: subject, plain text and HTML, in its recipient's language. */
function composeMail(
  db: DemoDb,
  n: NotificationRecord,
  to: UserRecord,
  origin: string,
): MailRecord {
  const language = languageOfPerson(db, to.id)
  const { title, text } = renderNotification(n, language)
  const t = (descriptor: Parameters<typeof translateIn>[1]) => translateIn(language, descriptor)
  const name = to.name
  const url = `${origin}${n.link}`
  const greeting = t(msg`Hello ${name},`)
  const open = t(msg`Open it in the app`)
  const why = t(
    msg`You get this e-mail because of your notification choices in your profile in the Innovation Award app.`,
  )
  return {
    id: newId('mail'),
    notificationId: n.id,
    to: { id: to.id, name: to.name, email: to.email },
    language,
    subject: title,
    text: `${greeting}\n\n${text}\n\n${open}: ${url}\n\n-- \n${why}\n`,
    html:
      `<p>${escapeHtml(greeting)}</p>` +
      `<p>${escapeHtml(text)}</p>` +
      `<p><a href="${escapeHtml(url)}">${escapeHtml(open)}</a></p>` +
      `<p><small>${escapeHtml(why)}</small></p>`,
    sentAt: n.at,
  }
}

import { msg } from '@lingui/core/macro'
import { newId } from '@/demo/db/store'
import type { DemoDb, MailRecord, NotificationRecord, UserRecord } from '@/demo/db/types'
import type { MessageDescriptor } from '@lingui/core'
import { translateIn, wordIn } from '@/demo/handlers/language'
import { inAwardTimeZone } from '@/demo/handlers/time-zone'
import { notificationText } from '@/demo/notifications/messages'
import { type Happening, recipientsOf, settledBy } from '@/demo/notifications/recipients'
import { attemptDelivery } from '@/demo/notifications/mailbox'
import { emailChoices, TOPIC_OF } from '@/domain/award'
import type { Language } from '@/i18n'

export { judgesOf, sheetsAllIn, type Happening } from '@/demo/notifications/recipients'

/**
 * The language a person's e-mails are written in: their account's choice, else the language they
 * last read the app in, else Indonesian (someone who never opened it).
 */
export function languageOfPerson(db: DemoDb, personId: string): Language {
  return db.languages?.[personId] ?? db.readIn?.[personId] ?? 'id'
}

/** A notification's title and text in a language. */
export function renderNotification(
  n: Pick<NotificationRecord, 'kind' | 'params'>,
  language: Language,
): { title: string; text: string; paragraphs: string[] } {
  // Inside the reader's language, so words the text takes from the award (a period's name) are theirs too.
  return wordIn(language, () => {
    const { title, body, note } = notificationText(n)
    const say = (part: MessageDescriptor | string) =>
      typeof part === 'string' ? part : translateIn(language, part)
    const main = body.map(say).filter(Boolean).join(' ')
    const paragraphs = [main, ...(note ? [say(note)] : [])].filter(Boolean)
    // The bell shows one text; an e-mail sets the committee's personal line apart (paragraphs).
    return { title: say(title), text: paragraphs.join(' '), paragraphs }
  })
}

/** Who caused a happening and where: the request gives the event (its link's slug) and the app's address. */
export interface Cause {
  at: number
  /** Who did it; null for what the award's clock does (a period opening). */
  actorId: string | null
  request: Request
}

/**
 * The message history's entry a notification's e-mail is listed under: one per happening and per
 * message it caused (its kind and words), so that publishing results lists each team's "advanced"
 * or "did not advance" e-mail, and the judges' notice, each under its own subject.
 */
export function historyIdOf(n: Pick<NotificationRecord, 'causeId' | 'kind' | 'params'>): string {
  const words = JSON.stringify(n.params)
  let hash = 0x811c9dc5
  for (let i = 0; i < words.length; i += 1) hash = Math.imul(hash ^ words.charCodeAt(i), 0x01000193)
  return `${n.causeId}-${n.kind}-${(hash >>> 0).toString(36)}`
}

/**
 * Tells the people a happening concerns (recipients.ts): a notification each, and an e-mail to
 * those who chose that topic by e-mail. Called inside the handler's `mutate`, so the
 * notifications and e-mails are written with the change itself, durably, and a retried request
 * (the same Idempotency-Key, answered from the API layer's memory) sends nothing again.
 */
export function notify(db: DemoDb, cause: Cause, happening: Happening): NotificationRecord[] {
  const { slug, origin } = placeOf(db, cause.request)
  const at = new Date(cause.at).toISOString()
  const causeId = newId('cause')
  const written: NotificationRecord[] = []
  const users = new Map(db.users.map((u) => [u.id, u]))
  for (const { mailAnyway, ...one } of recipientsOf(db, slug, cause.actorId, happening)) {
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
    const topic = TOPIC_OF[one.kind]
    const chosen = topic === null || emailChoices(db.emailPreferences?.[person?.id ?? ''])[topic]
    if (person && (mailAnyway || chosen)) {
      record.mail = {
        name: person.name,
        email: person.email,
        origin,
        state: 'failed',
        mailId: null,
        problem: null,
        attempts: 0,
        lastAttemptAt: at,
      }
      attemptDelivery(
        db,
        record.mail,
        composeMail(db, record, person, origin, whyMailed(record)),
        at,
      )
    }
  }
  if (written.length) db.notifications = [...written, ...(db.notifications ?? [])]
  // What its author was told of and has now dealt with is read for them.
  const settled = cause.actorId === null ? [] : settledBy(db, slug, happening)
  for (const n of db.notifications ?? [])
    if (n.recipientId === cause.actorId && n.readAt === null && settled.includes(n.link))
      n.readAt = at
  return written
}

/**
 * Sends a notification's e-mail that failed again, to the name and address the person has now
 * (a retry from the message history, once the address is put right). Called inside a `mutate`.
 */
export function resendNotificationMail(db: DemoDb, n: NotificationRecord, at: string): void {
  const delivery = n.mail
  if (!delivery) return
  const person = db.users.find((u) => u.id === n.recipientId)
  const to = {
    id: n.recipientId,
    name: person?.name ?? delivery.name,
    email: person?.email ?? delivery.email,
  }
  delivery.name = to.name
  attemptDelivery(
    db,
    delivery,
    composeMail(db, { ...n, at }, to, delivery.origin, whyMailed(n)),
    at,
  )
}

/**
 * Why a notification's e-mail was sent, its last line: the person's choices, or (whatever they
 * chose) that it corrects dates they were e-mailed before, or that their entry's time ended early.
 */
function whyMailed(n: Pick<NotificationRecord, 'kind' | 'params'>): MessageDescriptor | undefined {
  if (n.kind === 'entriesClosed')
    return msg`You get this e-mail whatever your notification choices, because the time your team had for its entry has ended early.`
  return n.params.moved
    ? msg`You get this e-mail because the dates you were e-mailed before have changed.`
    : undefined
}

/** Where a request's links lead: its event's link slug and the app's address. */
export function placeOf(db: DemoDb, request: Request): { slug: string; origin: string } {
  const eventId = request.headers.get('EventId')
  return {
    slug: db.events.find((e) => e.id === eventId)?.url ?? db.events[0]?.url ?? '',
    origin: new URL(request.url).origin,
  }
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/**
 * An e-mail of a notification: subject, plain text and HTML, in its recipient's language. `why`
 * closes it: by default, that the person chose this topic by e-mail.
 */
export function composeMail(
  db: DemoDb,
  n: Pick<NotificationRecord, 'id' | 'kind' | 'params' | 'link' | 'at'>,
  to: Pick<UserRecord, 'id' | 'name' | 'email'>,
  origin: string,
  why: MessageDescriptor = msg`You get this e-mail because of your notification choices in your profile in the Innovation Award app.`,
): MailRecord {
  const language = languageOfPerson(db, to.id)
  // Read wherever its reader is: its dates are the award's, with the zone named.
  const { title, paragraphs } = inAwardTimeZone(() => renderNotification(n, language))
  const t = (descriptor: Parameters<typeof translateIn>[1]) => translateIn(language, descriptor)
  const name = to.name
  const url = `${origin}${n.link}`
  const greeting = t(msg`Hello ${name},`)
  const open = t(msg`Open it in the app`)
  const footer = t(why)
  return {
    id: newId('mail'),
    notificationId: n.id,
    to: { id: to.id, name: to.name, email: to.email },
    language,
    subject: title,
    text: `${greeting}\n\n${paragraphs.join('\n\n')}\n\n${open}: ${url}\n\n-- \n${footer}\n`,
    html:
      `<p>${escapeHtml(greeting)}</p>` +
      // The committee's own text keeps its line breaks.
      paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\r?\n/g, '<br>')}</p>`).join('') +
      `<p><a href="${escapeHtml(url)}">${escapeHtml(open)}</a></p>` +
      `<p><small>${escapeHtml(footer)}</small></p>`,
    sentAt: n.at,
  }
}

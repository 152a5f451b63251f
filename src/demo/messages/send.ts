import { msg, plural } from '@lingui/core/macro'
import { paths } from '@/config/paths'
import { recordActivity } from '@/demo/db/records'
import { newId } from '@/demo/db/store'
import { byLanguage } from '@/demo/db/summaries'
import type {
  DeliveryRecord,
  DemoDb,
  MessageKind,
  MessageRecipientRecord,
  MessageRecord,
  NotificationRecord,
} from '@/demo/db/types'
import { updateId } from '@/demo/handlers/innovation-updates'
import { attemptDelivery } from '@/demo/notifications/mailbox'
import {
  type Cause,
  composeMail,
  historyIdOf,
  languageOfPerson,
  placeOf,
  resendNotificationMail,
} from '@/demo/notifications/notify'
import { type Audience, audienceNames, type Reached, reachOf } from '@/demo/messages/audience'
import { audienceWords, entryPeriodId, periodOpeningToldBy, scoringPeriodIds } from '@/domain/award'

/**
 * What sends a message without a request: the award's clock (an automatic reminder). It names the
 * event's link slug and the app's address the links are made with, as a request would.
 */
export interface AutomaticCause {
  at: number
  actorId: null
  slug: string
  origin: string
}

/** A request of the committee (notify.ts's Cause), or the award's clock. */
export type MessageCause = Cause | AutomaticCause

export interface MessageInput {
  kind: MessageKind
  audience: Audience
  /** The committee's own subject and text (a period e-mail), each on its own; without one, the audience's own words. */
  subject?: string
  text?: string
  personalLine?: string
}

/** The recipient's words' values and the screen their e-mail opens. */
function addressOf(
  db: DemoDb,
  audience: Audience,
  reached: Reached,
  slug: string,
): { params: Record<string, string | number>; link: string } {
  const periodOf = (year: number, ids: number[]) =>
    db.periods
      .filter((p) => p.year === String(year) && ids.includes(p.periodId))
      .sort((a, b) => a.endAt.localeCompare(b.endAt))
      .at(-1)
  // A period e-mail's words about its period: number, name and dates.
  const periodParams = (
    period: (typeof db.periods)[number] | undefined,
  ): Record<string, string | number> =>
    period
      ? {
          periodNumber: period.periodId,
          periodName: period.description,
          start: period.startAt,
          end: period.endAt,
        }
      : {}
  const isJudge = db.users.find((u) => u.id === reached.person.id)?.roleName === 'Jury'
  switch (audience.kind) {
    case 'openSheets': {
      const { year, phase } = audience
      const end = periodOf(year, scoringPeriodIds(phase))?.endAt
      const [only] = reached.sheets
      return {
        params: { phase, year, count: reached.sheets.length, ...(end ? { end } : {}) },
        // One open sheet: that sheet; more: the judge's list of them.
        link:
          reached.sheets.length === 1 && only
            ? paths.jury.proposal.to(only.proposalId, only.id, slug)
            : paths.jury.root.to(slug),
      }
    }
    case 'unfinalized': {
      const { year, phase } = audience
      const end = periodOf(year, [entryPeriodId(phase)])?.endAt
      const proposal = reached.proposal
      return {
        params: { phase, year, title: proposal?.title ?? '', ...(end ? { end } : {}) },
        link: proposal
          ? paths.participant.entry.to(phase, proposal.id, slug)
          : paths.participant.root.to(slug),
      }
    }
    case 'noUpdate': {
      const period = db.periods.find((p) => p.id === audience.periodId)
      const proposal = reached.proposal
      return {
        params: {
          title: proposal?.title ?? '',
          periodNumber: period?.periodId ?? 0,
          periodName: period?.description ?? '',
          ...(period ? { end: period.endAt } : {}),
        },
        link: proposal
          ? paths.updateParticipant.entry.to(updateId(proposal.id, audience.periodId))
          : paths.updateParticipant.root.to(),
      }
    }
    case 'updatePeriod': {
      const period = db.periods.find((p) => p.id === audience.periodId)
      const proposal = reached.proposal
      return {
        params: periodParams(period),
        // Where the team writes its update for this period.
        link: proposal
          ? paths.updateParticipant.entry.to(updateId(proposal.id, audience.periodId))
          : paths.updateParticipant.root.to(),
      }
    }
    case 'notVoted': {
      const session = db.voteSessions.find((s) => s.id === audience.sessionId)
      return {
        params: { vote: session?.name ?? '', ...(session ? { end: session.closeAt } : {}) },
        link: paths.participant.vote.to(slug),
      }
    }
    case 'period': {
      const period = db.periods.find((p) => p.id === audience.periodId)
      return {
        params: periodParams(period),
        link: isJudge ? paths.jury.root.to(slug) : paths.participant.root.to(slug),
      }
    }
  }
}

const FOOTERS = {
  reminder: msg`The award committee sent you this reminder through the Innovation Award app.`,
  periodEmail: msg`The award committee sent you this e-mail through the Innovation Award app.`,
  automatic: msg`The Innovation Award app sends this reminder for the award committee.`,
}

/**
 * The automatic "opened" notices of a period still in the bell, by person (none without a period).
 * A notice names its period's record; one of older data, its number and start.
 */
function openedNoticesOf(db: DemoDb, periodId: string | null): Map<string, NotificationRecord[]> {
  const period = db.periods.find((p) => p.id === periodId)
  const found = new Map<string, NotificationRecord[]>()
  if (!period) return found
  for (const n of db.notifications ?? []) {
    if (n.kind !== 'periodOpened' || n.replacedBy !== undefined) continue
    const same =
      n.params.period === undefined
        ? n.params.periodId === period.periodId && n.params.start === period.startAt
        : n.params.period === period.id
    if (same) found.set(n.recipientId, [...(found.get(n.recipientId) ?? []), n])
  }
  return found
}

/** Composes and delivers one recipient's e-mail; notes how it went on the recipient. */
function attempt(
  db: DemoDb,
  message: MessageRecord,
  recipient: MessageRecipientRecord,
  at: string,
) {
  const person = db.users.find((u) => u.id === recipient.id)
  // The address as the directory has it now: a retry reaches an address put right since.
  const email = person?.email ?? recipient.email
  const mail = composeMail(
    db,
    {
      id: recipient.notificationId,
      kind: 'message',
      params: recipient.params,
      link: recipient.link,
      at,
    },
    { id: recipient.id, name: person?.name ?? recipient.name, email },
    message.origin,
    FOOTERS[message.kind],
  )
  mail.messageId = message.id
  attemptDelivery(db, recipient, mail, at)
}

/**
 * Everyone a message reaches now, with the words' values and the screen of their e-mail: what a
 * send delivers and what a dry run shows, from one rule.
 */
export function planMessage(
  db: DemoDb,
  input: MessageInput,
  slug: string,
  now: number,
): Array<{ reached: Reached; params: Record<string, string | number>; link: string }> {
  const subject = input.subject?.trim()
  const text = input.text?.trim()
  const personal = input.personalLine?.trim()
  return reachOf(db, input.audience, now).map((reached) => {
    const { params, link } = addressOf(db, input.audience, reached, slug)
    return {
      reached,
      link,
      params: {
        ...params,
        messageKind: input.kind,
        audience: input.audience.kind,
        ...(subject ? { subject } : {}),
        ...(text ? { text } : {}),
        ...(personal ? { personal } : {}),
      },
    }
  })
}

/** The e-mail a message would send a person, composed as a send composes it (a dry run's preview). */
export function previewMail(
  db: DemoDb,
  kind: MessageKind,
  planned: { reached: Reached; params: Record<string, string | number>; link: string },
  origin: string,
  at: number,
) {
  const { person } = planned.reached
  return composeMail(
    db,
    {
      id: '',
      kind: 'message',
      params: planned.params,
      link: planned.link,
      at: new Date(at).toISOString(),
    },
    person,
    origin,
    FOOTERS[kind],
  )
}

/**
 * A dry run of a message: the audience in words (in the request's language), who it reaches now,
 * and the e-mail the first of them would read. Sends nothing; what the reminder dialog and the
 * period e-mail's composer show before the committee sends.
 */
export function dryRun(
  db: DemoDb,
  input: MessageInput & { audience: Audience },
  place: { slug: string; origin: string },
  now: number,
) {
  const planned = planMessage(db, input, place.slug, now)
  const first = planned[0]
  const mail = first ? previewMail(db, input.kind, first, place.origin, now) : null
  return {
    audienceText: audienceWords(input.audience, audienceNames(db, input.audience)),
    count: planned.length,
    recipients: planned.map((p) => p.reached.person),
    preview:
      first && mail
        ? {
            to: first.reached.person,
            language: mail.language,
            subject: mail.subject,
            text: mail.text,
          }
        : null,
  }
}

/**
 * Sends a message to everyone its audience reaches now (audience.ts): an e-mail each in their
 * language, whatever their e-mail choices (a message is sent to be read), delivered to the demo's
 * mailbox; a notification each, opening the exact screen; one record of it for the message
 * history; and one entry in the activity log. Called inside a `mutate`, so all of it is one
 * durable write, and a request retried with its Idempotency-Key sends nothing again.
 */
export function sendMessage(db: DemoDb, cause: MessageCause, input: MessageInput): MessageRecord {
  const place = 'request' in cause ? placeOf(db, cause.request) : cause
  const at = new Date(cause.at).toISOString()
  const personalLine = input.personalLine?.trim() || null
  const message: MessageRecord = {
    id: newId('msg'),
    kind: input.kind,
    audience: input.audience,
    senderId: cause.actorId,
    at,
    subject: input.subject?.trim() || null,
    text: input.text?.trim() || null,
    personalLine,
    origin: place.origin,
    slug: place.slug,
    recipients: [],
  }
  const causeId = newId('cause')
  const notifications: NotificationRecord[] = []
  const opening = openedNoticesOf(db, periodOpeningToldBy(input.audience))
  for (const { reached, params: all, link } of planMessage(db, input, place.slug, cause.at)) {
    const notification: NotificationRecord = {
      id: newId('ntf'),
      recipientId: reached.person.id,
      kind: 'message',
      params: all,
      link,
      at,
      readAt: null,
      causeId,
      actorId: cause.actorId,
    }
    // The person's "opened" notice of the period: this one takes its place, and says so in the bell
    // (`opened`); the e-mail stays the committee's words.
    const told = opening.get(reached.person.id) ?? []
    for (const notice of told) notice.replacedBy = notification.id
    if (told.length) notification.params = { ...all, opened: 1 }
    notifications.push(notification)
    const recipient: MessageRecipientRecord = {
      id: reached.person.id,
      name: reached.person.name,
      email: reached.person.email,
      teamName: reached.person.team?.name ?? null,
      language: languageOfPerson(db, reached.person.id),
      params: all,
      link,
      notificationId: notification.id,
      state: 'failed',
      mailId: null,
      problem: null,
      attempts: 0,
      lastAttemptAt: at,
    }
    attempt(db, message, recipient, at)
    message.recipients.push(recipient)
  }
  if (notifications.length) db.notifications = [...notifications, ...(db.notifications ?? [])]
  ;(db.messages ??= []).unshift(message)
  const count = message.recipients.length
  const names = audienceNames(db, input.audience)
  const audience = byLanguage(() => audienceWords(input.audience, names))
  recordActivity(
    db,
    cause.at,
    cause.actorId ?? '',
    'message',
    message.id,
    input.kind,
    input.kind === 'reminder'
      ? msg`${plural(count, { one: 'Sent a reminder to # person', other: 'Sent a reminder to # people' })}: ${audience}`
      : input.kind === 'periodEmail'
        ? msg`${plural(count, { one: 'Sent a period e-mail to # person', other: 'Sent a period e-mail to # people' })}: ${audience}`
        : msg`${plural(count, { one: 'Sent an automatic reminder to # person', other: 'Sent an automatic reminder to # people' })}: ${audience}`,
    null,
    { audience: input.audience, recipients: count, personalLine },
  )
  return message
}

/**
 * The e-mails of a history entry that failed, each with how to send it again: a message's (by its
 * id), or a notification's own (by its happening's id, as the history lists them).
 */
function failedOf(
  db: DemoDb,
  id: string,
  at: string,
): Array<{ delivery: DeliveryRecord; send: () => void }> {
  const message = (db.messages ?? []).find((m) => m.id === id)
  if (message)
    return message.recipients
      .filter((r) => r.state === 'failed')
      .map((r) => ({ delivery: r, send: () => attempt(db, message, r, at) }))
  return (db.notifications ?? []).flatMap((n) =>
    historyIdOf(n) === id && n.mail?.state === 'failed'
      ? [{ delivery: n.mail, send: () => resendNotificationMail(db, n, at) }]
      : [],
  )
}

/**
 * Delivers again the e-mails of a history entry (a message, or a notification's e-mails) that
 * failed, each to the address the person has now; answers how many were retried. The ones
 * delivered before are not sent twice. Called inside a `mutate`.
 */
export function retryMessage(db: DemoDb, id: string, now: number, actorId: string): number {
  const at = new Date(now).toISOString()
  const failed = failedOf(db, id, at)
  if (!failed.length) return 0
  for (const one of failed) one.send()
  const delivered = failed.filter((f) => f.delivery.state === 'delivered').length
  const count = failed.length
  recordActivity(
    db,
    now,
    actorId,
    'message',
    id,
    'retry',
    msg`Retried ${count} failed e-mails of a message: ${delivered} delivered`,
    null,
    { retried: count, delivered },
  )
  return count
}

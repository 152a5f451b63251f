import { msg } from '@lingui/core/macro'
import { http } from 'msw'
import type {
  DeliveryProblem,
  DeliveryState,
  DemoDb,
  MessageRecord,
  NotificationRecord,
} from '@/demo/db/types'
import { API, type DemoContext, paged, problem, single } from '@/demo/handlers/http'
import { answerLanguage } from '@/demo/handlers/language'
import { keywordOf } from '@/demo/handlers/table-query'
import { readBody, requireEventUser } from '@/demo/handlers/request'
import { audienceNames, audienceProblem } from '@/demo/messages/audience'
import { dryRun, planMessage, retryMessage, sendMessage } from '@/demo/messages/send'
import { historyIdOf, placeOf, renderNotification } from '@/demo/notifications/notify'
import { inAwardTimeZone } from '@/demo/handlers/time-zone'
import { audienceWords, AUDIENCE_KINDS, HISTORY_KINDS, type HistoryKind } from '@/domain/award'
import { recipientsQuestionSchema, reminderSchema } from '@/features/messages/schemas'
import { translate } from '@/i18n'
import { unknownPerson } from '@/demo/handlers/words'

/** One e-mail of a notification: to whom it went and how. */
interface NotificationMail {
  id: string
  name: string
  email: string
  state: DeliveryState
  problem: DeliveryProblem | null
  at: string
}

/** One entry of the history, whatever sent it, before it is worded for the reader. */
interface Entry {
  id: string
  kind: HistoryKind
  at: string
  senderId: string | null
  message: MessageRecord | null
  /** A notification's e-mails: the notification (for its words) and the e-mails it caused. */
  notification: NotificationRecord | null
  mails: NotificationMail[]
}

/**
 * Every message sent, newest first: the committee's and the clock's messages (db.messages), and
 * the e-mails the notifications caused, delivered or refused, one entry per happening, so nothing
 * sent is missing from the history.
 */
function historyOf(db: DemoDb): Entry[] {
  const entries: Entry[] = (db.messages ?? []).map((m) => ({
    id: m.id,
    kind: m.kind,
    at: m.at,
    senderId: m.senderId,
    message: m,
    notification: null,
    mails: [],
  }))
  const byCause = new Map<string, Entry>()
  // A notification is sent by the committee member whose action it tells of (an entry returned,
  // results published); what someone else's action makes the app send (a judge's last sheet
  // submitted tells the committee, a team's finalizing too) is the app's, not a message of theirs.
  const committee = new Set(db.users.filter((u) => u.roleName === 'Commitee').map((u) => u.id))
  const senderOf = (n: NotificationRecord) =>
    n.actorId !== null && committee.has(n.actorId) ? n.actorId : null
  const add = (n: NotificationRecord, mail: NotificationMail) => {
    const id = historyIdOf(n)
    const seen = byCause.get(id)
    if (seen) seen.mails.push(mail)
    else
      byCause.set(id, {
        id,
        kind: 'notification',
        at: n.at,
        senderId: senderOf(n),
        message: null,
        notification: n,
        mails: [mail],
      })
  }
  for (const n of db.notifications ?? [])
    if (n.mail) {
      const { name, email, state, problem, lastAttemptAt } = n.mail
      add(n, { id: n.recipientId, name, email, state, problem, at: lastAttemptAt })
    }
  // Data saved before a notification kept how its e-mail went: its delivered e-mails, in the mailbox.
  const notifications = new Map((db.notifications ?? []).map((n) => [n.id, n]))
  for (const mail of db.mailbox ?? []) {
    if (mail.messageId || !mail.notificationId) continue
    const n = notifications.get(mail.notificationId)
    if (!n || n.mail) continue
    const { id, name, email } = mail.to
    add(n, { id, name, email, state: 'delivered', problem: null, at: mail.sentAt })
  }
  return [...entries, ...byCause.values()].sort((a, b) =>
    a.at < b.at ? 1 : a.at > b.at ? -1 : b.id.localeCompare(a.id),
  )
}

/** Why the mailbox refused an e-mail, in the reader's language. */
function problemWords(problem: DeliveryProblem | null): string | null {
  return problem === 'noAddress'
    ? translate(msg`This person has no e-mail address in the directory.`)
    : problem === 'unreachable'
      ? translate(msg`The mailbox refused the address: no mail server can reach it.`)
      : null
}

/** The people an entry went to, with how each e-mail went. */
function recipientsOf(entry: Entry) {
  if (entry.message)
    return entry.message.recipients.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      teamName: r.teamName,
      state: r.state,
      problem: problemWords(r.problem),
      at: r.lastAttemptAt,
    }))
  return entry.mails.map((mail) => ({
    ...mail,
    teamName: null,
    problem: problemWords(mail.problem),
  }))
}

/** An entry's subject and text in the reader's language, its dates as the e-mails had them (the award's zone). */
function wordsOf(entry: Entry): { title: string; text: string } {
  return inAwardTimeZone(() => wordsInAwardZone(entry))
}

function wordsInAwardZone(entry: Entry): { title: string; text: string } {
  const language = answerLanguage()
  if (entry.notification) return renderNotification(entry.notification, language)
  const m = entry.message!
  const params = m.recipients[0]?.params ?? {
    messageKind: m.kind,
    audience: m.audience.kind,
    ...(m.subject ? { subject: m.subject } : {}),
    ...(m.text ? { text: m.text } : {}),
    ...(m.personalLine ? { personal: m.personalLine } : {}),
  }
  return renderNotification({ kind: 'message', params }, language)
}

/**
 * Whose words a message's subject and text are when its people got words of their own (a reminder
 * with each judge's count, each team's title): the first recipient's, named. Null when all got the
 * same words, and for a notification's e-mails (the history shows one notification's words).
 */
function ownWordsOf(entry: Entry): string | null {
  const recipients = entry.message?.recipients ?? []
  const first = recipients[0]
  if (!first) return null
  const words = JSON.stringify(first.params)
  return recipients.some((r) => JSON.stringify(r.params) !== words) ? first.name : null
}

/**
 * The committee's messages (docs/api.md "Messages"): who a reminder would reach (a dry run), the
 * send, the history of everything sent and a retry of the e-mails that failed. The backend sends
 * every e-mail; the app only asks. Committee only.
 */
export function messageHandlers(ctx: DemoContext) {
  const nameOf = (id: string | null) =>
    id === null
      ? null
      : (ctx.store.db.users.find((u) => u.id === id)?.name ??
        ctx.store.db.directory.find((p) => p.id === id)?.name ??
        unknownPerson())

  const summary = (entry: Entry) => {
    const recipients = recipientsOf(entry)
    const db = ctx.store.db
    return {
      id: entry.id,
      kind: entry.kind,
      audienceKind: entry.message?.audience.kind ?? null,
      audienceText: entry.message
        ? audienceWords(entry.message.audience, audienceNames(db, entry.message.audience))
        : translate(msg`The people this notification concerns`),
      senderName: nameOf(entry.senderId),
      at: entry.at,
      subject: wordsOf(entry).title,
      wordsOf: ownWordsOf(entry),
      recipientCount: recipients.length,
      delivered: recipients.filter((r) => r.state === 'delivered').length,
      failed: recipients.filter((r) => r.state === 'failed').length,
    }
  }

  const detail = (entry: Entry) => ({
    ...summary(entry),
    text: wordsOf(entry).text,
    personalLine: entry.message?.personalLine ?? null,
    recipients: recipientsOf(entry),
  })

  const findEntry = (id: string) => {
    const entry = historyOf(ctx.store.db).find((e) => e.id === id)
    if (!entry) throw problem(404, null, translate(msg`No message has this id.`))
    return entry
  }

  const requireAudience = (audience: Parameters<typeof audienceProblem>[1]) => {
    const wrong = audienceProblem(ctx.store.db, audience)
    if (wrong) throw problem(404, null, translate(wrong))
  }

  return [
    http.post(`${API}/messages/recipients`, async ({ request }) => {
      await requireEventUser(ctx, request, ['Commitee'])
      const { audience, personalLine } = await readBody(request, recipientsQuestionSchema)
      requireAudience(audience)
      const db = ctx.store.db
      const input = { kind: 'reminder', audience, personalLine } as const
      return single(dryRun(db, input, placeOf(db, request), ctx.now()))
    }),

    http.get(`${API}/messages`, async ({ request }) => {
      await requireEventUser(ctx, request, ['Commitee'])
      const url = new URL(request.url)
      const kind = url.searchParams.get('kind')
      const audience = url.searchParams.get('audience')
      const from = Date.parse(url.searchParams.get('from') ?? '')
      const to = Date.parse(url.searchParams.get('to') ?? '')
      const keyword = keywordOf(url)
      const rows = historyOf(ctx.store.db).filter(
        (e) =>
          (!kind || !(HISTORY_KINDS as readonly string[]).includes(kind) || e.kind === kind) &&
          (!audience ||
            !(AUDIENCE_KINDS as readonly string[]).includes(audience) ||
            e.message?.audience.kind === audience) &&
          (!Number.isFinite(from) || Date.parse(e.at) >= from) &&
          // `to` is a day: everything up to its end counts.
          (!Number.isFinite(to) || Date.parse(e.at) < to + 24 * 60 * 60 * 1000) &&
          (!keyword ||
            recipientsOf(e).some((r) =>
              `${r.name}\n${r.email}\n${r.teamName ?? ''}`.toLowerCase().includes(keyword),
            )),
      )
      return paged(request, rows, {}, summary)
    }),

    http.post(`${API}/messages`, async ({ request }) => {
      const user = await requireEventUser(ctx, request, ['Commitee'])
      const { audience, personalLine } = await readBody(request, reminderSchema)
      requireAudience(audience)
      const sent = ctx.store.mutate((db) => {
        if (!planMessage(db, { kind: 'reminder', audience }, '', ctx.now()).length) return null
        return sendMessage(
          db,
          { at: ctx.now(), actorId: user.id, request },
          { kind: 'reminder', audience, personalLine },
        )
      })
      if (!sent)
        return problem(
          409,
          translate(msg`Nobody to remind`),
          translate(msg`Nobody is in this audience now, so nothing was sent.`),
        )
      return single(detail(findEntry(sent.id)))
    }),

    http.get(`${API}/messages/:id`, async ({ request, params }) => {
      await requireEventUser(ctx, request, ['Commitee'])
      return single(detail(findEntry(String(params.id))))
    }),

    http.post(`${API}/messages/:id/retry`, async ({ request, params }) => {
      const user = await requireEventUser(ctx, request, ['Commitee'])
      const entry = findEntry(String(params.id))
      // Only what failed is sent again; with nothing failed, the message is answered as it is.
      if (recipientsOf(entry).some((r) => r.state === 'failed'))
        ctx.store.mutate((db) => retryMessage(db, entry.id, ctx.now(), user.id))
      return single(detail(findEntry(entry.id)))
    }),
  ]
}

import { msg } from '@lingui/core/macro'
import { http } from 'msw'
import { type DemoIndexes, indexesOf } from '@/demo/db/indexes'
import { newId } from '@/demo/db/store'
import type { FeedbackRecord, FeedbackStatus, UserRecord } from '@/demo/db/types'
import { API, type DemoContext, paged, problem, single } from '@/demo/handlers/http'
import { findOr404, readBody, requireEventUser } from '@/demo/handlers/request'
import { keywordOf } from '@/demo/handlers/table-query'
import { recordActivity } from '@/demo/db/records'
import { notify } from '@/demo/notifications/notify'
import { FEEDBACK_STATUSES } from '@/features/feedback/schemas'
import { feedbackCreateBody, feedbackReplyBody, feedbackStatusBody } from '@/contract/requests'
import { translate } from '@/i18n'
import { unknownPerson } from '@/demo/handlers/words'

// The statuses are the app's own; the bodies are read with the contract's schemas, whose topics
// and limits are the form's.
const STATUSES: readonly FeedbackStatus[] = FEEDBACK_STATUSES

function summaryView({ userById }: Pick<DemoIndexes, 'userById'>, record: FeedbackRecord) {
  const author = userById.get(record.authorId)
  const last = record.messages.at(-1)
  return {
    id: record.id,
    subject: record.subject,
    category: record.category,
    status: record.status,
    authorId: record.authorId,
    authorName: author?.name ?? unknownPerson(),
    authorUnit: author?.unit ?? '',
    messageCount: record.messages.length,
    lastMessageAt: last?.at ?? record.createdAt,
    lastMessageFromCommittee: last ? last.authorId !== record.authorId : false,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  }
}

function threadView(indexes: Pick<DemoIndexes, 'userById'>, record: FeedbackRecord) {
  return {
    ...summaryView(indexes, record),
    messages: record.messages.map((m) => {
      const author = indexes.userById.get(m.authorId)
      return {
        id: m.id,
        authorName: author?.name ?? unknownPerson(),
        fromCommittee: m.authorId !== record.authorId,
        message: m.message,
        at: m.at,
      }
    }),
  }
}

function created(value: unknown) {
  return new Response(JSON.stringify({ value, links: [] }), {
    status: 201,
    headers: { 'Content-Type': 'application/json' },
  })
}

/** Questions to the committee: the author and the committee talk in a thread. */
export function feedbackHandlers(ctx: DemoContext) {
  const findReadable = (id: unknown, user: UserRecord) => {
    const record = findOr404(ctx.store.db.feedback, id, msg`No feedback has this id.`)
    if (user.roleName !== 'Commitee' && record.authorId !== user.id)
      throw problem(
        403,
        null,
        translate(msg`Only its author and the committee can read this feedback.`),
      )
    return record
  }

  return [
    /** Paged, newest activity first; committee: everyone's, filtered by filter[status] and keyword; others: their own. */
    http.get(`${API}/feedback`, async ({ request }) => {
      const user = await requireEventUser(ctx, request)
      const db = ctx.store.db
      const url = new URL(request.url)
      const status = url.searchParams.get('filter[status]')
      if (status && !STATUSES.includes(status as FeedbackStatus))
        return problem(400, null, translate(msg`The status must be Open, Answered or Closed.`))
      const keyword = keywordOf(url)
      const mine = user.roleName !== 'Commitee'
      const visible = db.feedback.filter((f) => !mine || f.authorId === user.id)
      const indexes = indexesOf(ctx.store)
      const rows = visible
        .filter((f) => !status || f.status === status)
        .filter((f) => {
          if (!keyword) return true
          const author = indexes.userById.get(f.authorId)
          return [f.subject, author?.name, ...f.messages.map((m) => m.message)].some((v) =>
            v?.toLowerCase().includes(keyword),
          )
        })
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
      // Only the page's rows are built.
      return paged(request, rows, {}, (f) => summaryView(indexes, f))
    }),

    http.get(`${API}/feedback/:id`, async ({ request, params }) => {
      const user = await requireEventUser(ctx, request)
      return single(threadView(indexesOf(ctx.store), findReadable(params.id, user)))
    }),

    http.post(`${API}/feedback`, async ({ request }) => {
      const user = await requireEventUser(ctx, request, ['Participant', 'Jury'])
      const body = await readBody(request, feedbackCreateBody)
      const { subject, message } = body
      const category = body.category ?? null
      const now = ctx.now()
      const record = ctx.store.mutate((db) => {
        const at = new Date(now).toISOString()
        const next: FeedbackRecord = {
          id: newId('fb'),
          authorId: user.id,
          subject,
          category,
          status: 'Open',
          messages: [{ id: newId('fbm'), authorId: user.id, message, at }],
          createdAt: at,
          updatedAt: at,
        }
        db.feedback.push(next)
        recordActivity(
          db,
          now,
          user.id,
          'feedback',
          next.id,
          'create',
          msg`Asked "${subject}"`,
          null,
          { subject, category },
        )
        notify(
          db,
          { at: now, actorId: user.id, request },
          { kind: 'questionAsked', feedbackId: next.id },
        )
        return next
      })
      return created(threadView(indexesOf(ctx.store), record))
    }),

    /**
     * A reply. The committee's reply marks the thread Answered; the author's reply on an answered
     * thread opens it again. A closed thread takes no replies until the committee reopens it.
     */
    http.post(`${API}/feedback/:id/reply`, async ({ request, params }) => {
      const user = await requireEventUser(ctx, request)
      const record = findReadable(params.id, user)
      const { message } = await readBody(request, feedbackReplyBody)
      if (record.status === 'Closed') {
        return problem(
          409,
          translate(msg`This conversation is closed`),
          translate(
            msg`A closed question takes no more replies. Ask a new question, or the committee can reopen it.`,
          ),
        )
      }
      const now = ctx.now()
      ctx.store.mutate((db) => {
        const target = db.feedback.find((f) => f.id === record.id)!
        const at = new Date(now).toISOString()
        const before = target.status
        target.messages.push({ id: newId('fbm'), authorId: user.id, message, at })
        target.status = user.id === target.authorId ? 'Open' : 'Answered'
        target.updatedAt = at
        const subject = target.subject
        recordActivity(
          db,
          now,
          user.id,
          'feedback',
          target.id,
          'reply',
          msg`Replied to "${subject}"`,
          { status: before },
          { status: target.status },
        )
        notify(
          db,
          { at: now, actorId: user.id, request },
          { kind: 'feedbackReplied', feedbackId: target.id },
        )
        // The author writes again after the committee's answer: the question waits for an answer
        // again (once per turn: further messages before the next answer tell nobody).
        if (before === 'Answered' && target.status === 'Open')
          notify(
            db,
            { at: now, actorId: user.id, request },
            { kind: 'questionAsked', feedbackId: target.id, again: true },
          )
      })
      return created(threadView(indexesOf(ctx.store), record))
    }),

    http.put(`${API}/feedback/:id/status`, async ({ request, params }) => {
      const user = await requireEventUser(ctx, request, ['Commitee'])
      const record = findReadable(params.id, user)
      const { status } = await readBody(request, feedbackStatusBody)
      const now = ctx.now()
      ctx.store.mutate((db) => {
        const target = db.feedback.find((f) => f.id === record.id)!
        const before = target.status
        target.status = status
        target.updatedAt = new Date(now).toISOString()
        const subject = target.subject
        recordActivity(
          db,
          now,
          user.id,
          'feedback',
          target.id,
          'status',
          status === 'Open'
            ? msg`Marked "${subject}" Open`
            : status === 'Answered'
              ? msg`Marked "${subject}" Answered`
              : msg`Marked "${subject}" Closed`,
          { status: before },
          { status },
        )
      })
      return single(threadView(indexesOf(ctx.store), record))
    }),
  ]
}

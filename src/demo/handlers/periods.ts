import { msg } from '@lingui/core/macro'
import { http } from 'msw'
import type { DemoDb, PeriodRecord } from '@/demo/db/types'
import {
  AUTO_REMINDER_DEFAULT_DAYS,
  autoReminderDueAt,
  entriesClosedByStart,
  type Audience,
  periodEmailAudience,
  periodEmailLeftOut,
  periodEnded,
  periodMessagesVerdict,
  periodTitle,
  planEdit,
  noticesAfterNewEnd,
  planStart,
  reminderWorkLabel,
  reminderWorksOf,
  phaseClosedBy,
  publishedAtOf,
  startPeriodVerdict,
  timelineChangeVerdict,
} from '@/domain/award'
import { enforce } from '@/demo/handlers/lifecycle-input'
import { API, type DemoContext, problem, single, validationProblem } from '@/demo/handlers/http'
import {
  readBody,
  requireCaller,
  requireEvent,
  requireEventUser,
  requireYear,
} from '@/demo/handlers/request'
import {
  autoReminderBody,
  editTimeBody,
  periodEmailBody,
  periodEmailQuestionBody,
  startPeriodBody,
} from '@/contract/requests'
import { answerLanguage } from '@/demo/handlers/language'
import { unknownPerson } from '@/demo/handlers/words'
import { dryRun, planMessage, sendMessage } from '@/demo/messages/send'
import { audienceProblem } from '@/demo/messages/audience'
import { notify, placeOf, renderNotification } from '@/demo/notifications/notify'
import { inAwardTimeZone } from '@/demo/handlers/time-zone'
import { formatDateTime } from '@/lib/dates'
import { recordActivity } from '@/demo/db/records'
import { byLanguage } from '@/demo/db/summaries'
import { translate } from '@/i18n'

/**
 * A period as answered: with one automatic reminder per open work it has (off with the default
 * days until the committee sets it), each with when it is due.
 */
export function periodView(p: PeriodRecord) {
  const autoReminders = reminderWorksOf(p.periodId).map((work) => {
    const stored = p.autoReminders?.find((r) => r.work === work)
    const r = stored ?? {
      work,
      enabled: false,
      daysBefore: AUTO_REMINDER_DEFAULT_DAYS,
      sentAt: null,
      recipients: null,
    }
    return { ...r, dueAt: new Date(autoReminderDueAt(p.endAt, r.daysBefore)).toISOString() }
  })
  return {
    ...p,
    updatesEmailAt: p.updatesEmailAt ?? null,
    updatesEmailBy: p.updatesEmailBy ?? null,
    autoReminders,
  }
}

function sorted(periods: PeriodRecord[]) {
  return [...periods]
    .sort((a, b) => a.year.localeCompare(b.year) || a.periodId - b.periodId)
    .map(periodView)
}

/** Writes a plan's periods (times and active flag) back into the data. */
function apply(db: DemoDb, planned: PeriodRecord[]) {
  for (const p of planned) {
    const target = db.periods.find((x) => x.id === p.id)!
    target.startAt = p.startAt
    target.endAt = p.endAt
    target.isActive = p.isActive
  }
}

/** An e-mail of innovation updates asked of a period that has none (a jury period): why not, or null. */
function aboutProblem(db: DemoDb, audience: Audience) {
  if (audience.kind !== 'updatePeriod') return null
  const problem = audienceProblem(db, audience)
  return problem ? validationProblem({ About: [translate(problem)] }) : null
}

export function periodHandlers(ctx: DemoContext) {
  const find = (id: string) => ctx.store.db.periods.find((x) => x.id === id)
  const ofYear = (year: string) => ctx.store.db.periods.filter((x) => x.year === year)

  return [
    http.get(`${API}/period`, async ({ request }) => {
      await requireCaller(ctx, request)
      requireEvent(ctx, request)
      return Response.json(sorted(ctx.store.db.periods))
    }),

    http.get(`${API}/period/getbyyear/:year`, async ({ request, params }) => {
      await requireCaller(ctx, request)
      requireEvent(ctx, request)
      const year = String(requireYear(params.year))
      return Response.json(sorted(ctx.store.db.periods.filter((x) => x.year === year)))
    }),

    http.put(`${API}/period/EditTime`, async ({ request }) => {
      const user = await requireEventUser(ctx, request, ['Commitee'])
      const body = await readBody(request, editTimeBody)
      const period = find(body.id)
      if (!period) return problem(404, null, translate(msg`No period has this id.`))
      enforce(timelineChangeVerdict(ofYear(period.year), ctx.now()), 409, null)
      const startAt = Date.parse(body.startAt)
      const endAt = Date.parse(body.endAt)
      // domain/award/timeline.ts decides: overlaps move the neighbours (when asked), and the active period stays open.
      const plan = planEdit(
        ofYear(period.year),
        period.id,
        { startAt, endAt },
        ctx.now(),
        body.moveNeighbours === true,
      )
      if (!plan.ok) return problem(400, translate(msg`Times not possible`), plan.reason)
      const before = { startAt: period.startAt, endAt: period.endAt }
      const was = new Map(ofYear(period.year).map((p) => [p.id, { ...p }]))
      const now = ctx.now()
      const updated = ctx.store.mutate((db) => {
        apply(db, plan.periods)
        // The period that runs, moved (itself or as a neighbour): its people are told its new dates.
        for (const moved of db.periods) {
          const old = was.get(moved.id)
          const same = (a: string, b: string) => Date.parse(a) === Date.parse(b)
          if (
            !old ||
            !moved.isActive ||
            now < Date.parse(moved.startAt) ||
            (same(old.startAt, moved.startAt) && same(old.endAt, moved.endAt))
          )
            continue
          db.periodNotices = noticesAfterNewEnd(db.periodNotices ?? [], moved, now)
          notify(
            db,
            { at: now, actorId: user.id, request },
            { kind: 'periodChanged', periodId: moved.id, endBefore: old.endAt },
          )
        }
        const target = db.periods.find((x) => x.id === period.id)!
        const name = byLanguage(() => periodTitle(target))
        const year = target.year
        recordActivity(
          db,
          ctx.now(),
          user.id,
          'period',
          target.id,
          'edit-time',
          msg`Changed the times of "${name}" ${year}`,
          before,
          {
            startAt: target.startAt,
            endAt: target.endAt,
            moved: plan.changes
              .filter((c) => c.id !== target.id)
              .map((c) => ({ id: c.id, kind: c.kind, ...c.to })),
          },
        )
        return target
      })
      return single(periodView(updated))
    }),

    http.post(`${API}/period/startperiod/:id`, async ({ request, params }) => {
      const user = await requireEventUser(ctx, request, ['Commitee'])
      const period = find(String(params.id))
      if (!period) return problem(404, null, translate(msg`No period has this id.`))
      const body = await readBody(request, startPeriodBody, { optional: true })
      enforce(timelineChangeVerdict(ofYear(period.year), ctx.now()), 409, null)
      // A period whose phase's results are published opens nothing anyone can still do; one of a
      // later phase waits for the results it comes after (no team knows it advanced before them).
      const publications = ctx.store.db.resultPublications ?? []
      const closedBy = phaseClosedBy(period.periodId)
      const closed =
        closedBy !== null && publishedAtOf(publications, Number(period.year), closedBy) !== null
      enforce(
        startPeriodVerdict(period, publications),
        409,
        closed ? translate(msg`Results published`) : translate(msg`Results not published`),
      )
      // Active from now: its start becomes now when planned later, it ends at `endAt` when sent (an
      // ended period reopens until then, or for a week), and the neighbours make room (domain/award/timeline.ts).
      const endAt = body?.endAt === undefined ? undefined : Date.parse(body.endAt)
      // One instant for the plan and what it tells: the closed period's new end is the notice's time.
      const now = ctx.now()
      const plan = planStart(ofYear(period.year), period.id, now, endAt)
      if (!plan.ok) return problem(400, translate(msg`Times not possible`), plan.reason)
      const closes = entriesClosedByStart(ofYear(period.year), period.id, now)
      // Its planned end as the teams knew it, before the plan moves it to now.
      const plannedEnd = closes?.period.endAt ?? ''
      const closedId = closes?.period.id ?? ''
      const updated = ctx.store.mutate((db) => {
        const previous = db.periods.find((x) => x.isActive)
        // Started again after it ended (still the active one, or after another), or going back to
        // it: a new opening, told again by the award's clock with its new dates ("open again"),
        // and "closes soon" again before its new end (due-work.ts). The notices sent stay as history.
        const reopens =
          previous?.id !== period.id || (previous !== undefined && periodEnded(previous, now))
        db.periods.forEach((x) => (x.isActive = false))
        apply(db, plan.periods)
        if (reopens)
          for (const n of db.periodNotices ?? []) if (n.periodId === period.id) n.superseded = true
        // Started before the entry period's planned end: the teams that did not finalize are told.
        if (closes?.early)
          notify(
            db,
            { at: now, actorId: user.id, request },
            {
              kind: 'entriesClosedEarly',
              periodId: closedId,
              phase: closes.phase,
              plannedEnd,
            },
          )
        const name = byLanguage(() => periodTitle(period))
        const year = period.year
        recordActivity(
          db,
          ctx.now(),
          user.id,
          'period',
          period.id,
          'start',
          msg`Started "${name}" ${year}`,
          previous ? { active: previous.id } : null,
          {
            active: period.id,
            moved: plan.changes.map((c) => ({ id: c.id, kind: c.kind, ...c.to })),
          },
        )
        return db.periods.find((x) => x.id === period.id)!
      })
      return single(periodView(updated))
    }),

    http.put(`${API}/period/:id/auto-reminder`, async ({ request, params }) => {
      const user = await requireEventUser(ctx, request, ['Commitee'])
      const body = await readBody(request, autoReminderBody)
      const period = find(String(params.id))
      if (!period) return problem(404, null, translate(msg`No period has this id.`))
      // Switching one off stays possible: one left on would go at once when the period is started again.
      if (body.enabled)
        enforce(periodMessagesVerdict(period, ctx.now()), 409, translate(msg`Period ended`))
      if (!reminderWorksOf(period.periodId).includes(body.work)) {
        const name = periodTitle(period)
        return validationProblem({
          Work: [translate(msg`"${name}" has no such open work to remind of.`)],
        })
      }
      const updated = ctx.store.mutate((db) => {
        const target = db.periods.find((x) => x.id === period.id)!
        const reminders = (target.autoReminders ??= [])
        const before = reminders.find((r) => r.work === body.work)
        const after = {
          work: body.work,
          enabled: body.enabled,
          daysBefore: body.daysBefore,
          // Once gone out it stays gone out: switching it off and on never sends it again.
          sentAt: before?.sentAt ?? null,
          recipients: before?.recipients ?? null,
        }
        if (before) Object.assign(before, after)
        else reminders.push(after)
        const name = byLanguage(() => periodTitle(target))
        const year = target.year
        const work = byLanguage(() => reminderWorkLabel(target.periodId, body.work))
        const days = body.daysBefore
        recordActivity(
          db,
          ctx.now(),
          user.id,
          'period',
          target.id,
          'auto-reminder',
          body.enabled
            ? msg`Planned an automatic reminder for "${name}" ${year}, ${days} days before the end: ${work}`
            : msg`Switched off the automatic reminder for "${name}" ${year}: ${work}`,
          before ? { enabled: before.enabled, daysBefore: before.daysBefore } : null,
          { work: body.work, enabled: body.enabled, daysBefore: body.daysBefore },
        )
        return target
      })
      return single(periodView(updated))
    }),

    http.post(`${API}/period/:id/email/recipients`, async ({ request, params }) => {
      await requireEventUser(ctx, request, ['Commitee'])
      const { about, ...words } =
        (await readBody(request, periodEmailQuestionBody, { optional: true })) ?? {}
      const period = find(String(params.id))
      if (!period) return problem(404, null, translate(msg`No period has this id.`))
      const audience = periodEmailAudience(period.id, about)
      const refused = aboutProblem(ctx.store.db, audience)
      if (refused) return refused
      const db = ctx.store.db
      const now = ctx.now()
      const { slug, origin } = placeOf(db, request)
      const asked = dryRun(db, { kind: 'periodEmail', audience, ...words }, { slug, origin }, now)
      // The default e-mail in the committee's language: what the composer starts with, its dates
      // in the award's zone as the e-mail's are.
      const defaults = inAwardTimeZone(() =>
        renderNotification(
          {
            kind: 'message',
            params: {
              messageKind: 'periodEmail',
              audience: audience.kind,
              periodNumber: period.periodId,
              periodName: period.description,
              start: period.startAt,
              end: period.endAt,
            },
          },
          answerLanguage(),
        ),
      )
      // Who of the period's people the period's own e-mail no longer asks anything, and why.
      const leftOut =
        audience.kind === 'period' ? periodEmailLeftOut(period, db.resultPublications ?? []) : []
      return single({
        ...asked,
        defaults: { subject: defaults.title, text: defaults.text },
        leftOut,
      })
    }),

    http.post(`${API}/period/:id/SendEmail`, async ({ request, params }) => {
      const user = await requireEventUser(ctx, request, ['Commitee'])
      const { about, resend, ...words } =
        (await readBody(request, periodEmailBody, { optional: true })) ?? {}
      const period = find(String(params.id))
      if (!period) return problem(404, null, translate(msg`No period has this id.`))
      const audience = periodEmailAudience(period.id, about)
      const refused = aboutProblem(ctx.store.db, audience)
      if (refused) return refused
      enforce(periodMessagesVerdict(period, ctx.now()), 409, translate(msg`Period ended`))
      const updates = audience.kind === 'updatePeriod'
      const shown = periodTitle(period)
      // Each of the period's e-mails keeps when it last went: sending it again is asked first, the
      // request says so, knowing when.
      const sentAt = updates ? period.updatesEmailAt : period.sendEmailAt
      if (sentAt && !resend) {
        const when = formatDateTime(sentAt)
        const by = (updates ? period.updatesEmailBy : period.sendEmailBy) ?? unknownPerson()
        return problem(
          409,
          translate(msg`Already sent`),
          updates
            ? translate(
                msg`The innovation update e-mail of "${shown}" was already sent on ${when} by ${by}. Confirm to send it again.`,
              )
            : translate(
                msg`The e-mail of "${shown}" was already sent on ${when} by ${by}. Confirm to send it again.`,
              ),
        )
      }
      const updated = ctx.store.mutate((db) => {
        const message = { kind: 'periodEmail' as const, audience, ...words }
        if (!planMessage(db, message, '', ctx.now()).length) return null
        sendMessage(db, { at: ctx.now(), actorId: user.id, request }, message)
        const target = db.periods.find((x) => x.id === period.id)!
        const at = new Date(ctx.now()).toISOString()
        if (updates) {
          target.updatesEmailAt = at
          target.updatesEmailBy = user.name
        } else {
          target.sendEmailAt = at
          target.sendEmailBy = user.name
        }
        // The message's own entry in the activity log (sendMessage) tells who sent it to how many.
        return target
      })
      if (!updated)
        return problem(
          409,
          translate(msg`Nobody to send to`),
          translate(msg`Nobody is in this period's audience now, so nothing was sent.`),
        )
      return single(periodView(updated))
    }),
  ]
}

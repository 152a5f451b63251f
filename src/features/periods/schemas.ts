import { msg } from '@lingui/core/macro'
import { z } from '@/lib/zod'
import { invalidDateMessage } from '@/components/forms/date-text'
import { parseDateText } from '@/lib/dates'
import { translate } from '@/i18n'
import { AUTO_REMINDER_MAX_DAYS, REMINDER_WORKS } from '@/domain/award'

// The messages are translated when a value is checked, so they read in the language shown.
const enterStart = () => translate(msg`Enter the start time.`)
const enterEnd = () => translate(msg`Enter the end time.`)
const endAfterStart = () => translate(msg`The end must be after the start.`)

/**
 * A period's automatic reminder of one open work (domain/award/reminders.ts): off, planned for
 * `dueAt` (N days before the end), or sent at `sentAt` to `recipients` people.
 */
export const autoReminderSchema = z.object({
  work: z.enum(REMINDER_WORKS),
  enabled: z.boolean(),
  daysBefore: z.int(),
  dueAt: z.string(),
  sentAt: z.nullable(z.string()),
  recipients: z.nullable(z.int()),
})
export type AutoReminder = z.infer<typeof autoReminderSchema>

/** Requirements R3.3: a period of the award's timeline. */
export const periodSchema = z.object({
  id: z.string(),
  year: z.coerce.string(),
  periodId: z.int(),
  description: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  createdAt: z.nullish(z.string()),
  sendEmailBy: z.nullish(z.string()),
  sendEmailAt: z.nullish(z.string()),
  /** When and by whom the e-mail of its innovation updates last went (a participant period). */
  updatesEmailBy: z.nullish(z.string()),
  updatesEmailAt: z.nullish(z.string()),
  isActive: z._default(z.boolean(), false),
  /** One per open work the period has, switched on or not. */
  autoReminders: z._default(z.array(autoReminderSchema), []),
})
export type Period = z.infer<typeof periodSchema>

/** PUT /period/{id}/auto-reminder, as sent: one open work's reminder switched on or off, N days before the end. */
export const autoReminderSettingSchema = z.object({
  work: z.enum(REMINDER_WORKS),
  enabled: z.boolean(),
  daysBefore: z.number({ error: () => translate(msg`Enter the number of days.`) }).check(
    z.int({ error: () => translate(msg`Enter a whole number of days.`) }),
    z.gte(1, { error: () => translate(msg`Enter at least 1 day.`) }),
    z.lte(AUTO_REMINDER_MAX_DAYS, {
      error: () => translate(msg`Enter at most ${AUTO_REMINDER_MAX_DAYS} days.`),
    }),
  ),
})
export type AutoReminderSetting = z.infer<typeof autoReminderSettingSchema>

/** A time a server can read, or nothing typed (which min(1) reports). */
const isTime = (text: string) => text === '' || Number.isFinite(Date.parse(text))

/** PUT /period/EditTime, as sent: the times as ISO 8601 text. */
export const editTimeSchema = z
  .object({
    id: z.string(),
    startAt: z
      .string()
      .check(
        z.minLength(1, { error: enterStart }),
        z.refine(isTime, { error: () => translate(msg`Enter a valid start time.`) }),
      ),
    endAt: z
      .string()
      .check(
        z.minLength(1, { error: enterEnd }),
        z.refine(isTime, { error: () => translate(msg`Enter a valid end time.`) }),
      ),
    /** Move overlapping neighbours in the same step (docs/api.md "Periods"). */
    moveNeighbours: z.optional(z.boolean()),
  })
  .check(
    z.refine((v) => !(Date.parse(v.startAt) >= Date.parse(v.endAt)), {
      path: ['endAt'],
      error: endAfterStart,
    }),
  )
export type EditTimeInput = z.infer<typeof editTimeSchema>

/**
 * POST /period/startperiod/{id}, as sent (optional): `endAt`, when the period closes, as ISO 8601
 * text. The committee chooses it when it starts an ended period again (domain/award `startReopens`);
 * without it the period keeps its planned end, or an ended one gets the default end.
 */
export const startPeriodSchema = z.object({
  endAt: z.optional(
    z
      .string()
      .check(
        z.minLength(1, { error: enterEnd }),
        z.refine(isTime, { error: () => translate(msg`Enter a valid end time.`) }),
      ),
  ),
})
export type StartPeriodInput = z.infer<typeof startPeriodSchema>

/** The restart form's rule: a valid new end (later than now, as domain/award `planStart` says). */
export function newEndSchema() {
  return z.object({ endAt: z.string().check(z.minLength(1, { error: enterEnd })) }).check(
    z.superRefine((v, ctx) => {
      if (v.endAt && !parseDateText(v.endAt, { withTime: true }))
        ctx.addIssue({ code: 'custom', path: ['endAt'], message: invalidDateMessage(true) })
    }),
  )
}
export type NewEndForm = z.infer<ReturnType<typeof newEndSchema>>

/** The edit-times form's rules: both times valid and start before end. Overlaps move the neighbours once confirmed (domain/award/timeline.ts). */
export function periodTimesSchema() {
  return z
    .object({
      startAt: z.string().check(z.minLength(1, { error: enterStart })),
      endAt: z.string().check(z.minLength(1, { error: enterEnd })),
    })
    .check(
      z.superRefine((v, ctx) => {
        const start = parseDateText(v.startAt, { withTime: true })
        const end = parseDateText(v.endAt, { withTime: true })
        if (v.startAt && !start)
          ctx.addIssue({ code: 'custom', path: ['startAt'], message: invalidDateMessage(true) })
        if (v.endAt && !end)
          ctx.addIssue({ code: 'custom', path: ['endAt'], message: invalidDateMessage(true) })
        if (!start || !end) return
        if (!start.isBefore(end))
          ctx.addIssue({
            code: 'custom',
            path: ['endAt'],
            message: endAfterStart(),
          })
      }),
    )
}
export type PeriodTimesForm = z.infer<ReturnType<typeof periodTimesSchema>>

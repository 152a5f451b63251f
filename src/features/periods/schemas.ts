import { msg } from '@lingui/core/macro'
import { z } from '@/lib/zod'
import { invalidDateMessage } from '@/components/forms/date-input'
import { parseDateText } from '@/lib/dates'
import { translate } from '@/i18n'

// The messages are translated when a value is checked, so they read in the language shown.
const enterStart = () => translate(msg`Enter the start time.`)
const enterEnd = () => translate(msg`Enter the end time.`)
const endAfterStart = () => translate(msg`The end must be after the start.`)

/** Requirements R3.3: a period of the award's timeline. */
export const periodSchema = z.object({
  id: z.string(),
  year: z.coerce.string(),
  periodId: z.number().int(),
  description: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  createdAt: z.string().nullish(),
  sendEmailBy: z.string().nullish(),
  sendEmailAt: z.string().nullish(),
  isActive: z.boolean().default(false),
})
export type Period = z.infer<typeof periodSchema>

/** A time a server can read, or nothing typed (which min(1) reports). */
const isTime = (text: string) => text === '' || Number.isFinite(Date.parse(text))

/** PUT /period/EditTime, as sent: the times as ISO 8601 text. */
export const editTimeSchema = z
  .object({
    id: z.string(),
    startAt: z
      .string()
      .min(1, { error: enterStart })
      .refine(isTime, { error: () => translate(msg`Enter a valid start time.`) }),
    endAt: z
      .string()
      .min(1, { error: enterEnd })
      .refine(isTime, { error: () => translate(msg`Enter a valid end time.`) }),
    /** Move overlapping neighbours in the same step (docs/api.md "Periods"). */
    moveNeighbours: z.boolean().optional(),
  })
  .refine((v) => !(Date.parse(v.startAt) >= Date.parse(v.endAt)), {
    path: ['endAt'],
    error: endAfterStart,
  })
export type EditTimeInput = z.infer<typeof editTimeSchema>

/** The edit-times form's rules: both times valid and start before end. Overlaps move the neighbours once confirmed (domain/award/timeline.ts). */
export function periodTimesSchema() {
  return z
    .object({
      startAt: z.string().min(1, { error: enterStart }),
      endAt: z.string().min(1, { error: enterEnd }),
    })
    .superRefine((v, ctx) => {
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
    })
}
export type PeriodTimesForm = z.infer<ReturnType<typeof periodTimesSchema>>

import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { translate } from '@/i18n'
import { z } from '@/lib/zod'
import { negativeIdrMessage, tooLargeIdrMessage } from '@/domain/amounts'
import { formatIdr, negativeIdr, parseIdr, tooLargeIdr } from '@/lib/money'
import { boundedText } from '@/lib/text-length'
import { characterCount } from '@/lib/text-length'

// The API's values (not words a person reads: the screens word them).
export const updateStatusSchema = z.enum(['NotStarted', 'Draft', 'Submitted', 'Reviewed'])
export const UPDATE_STATUSES = updateStatusSchema.options
export type UpdateStatus = z.infer<typeof updateStatusSchema>

export const TEXT_MAX = 4000

/**
 * Labels in the language shown at the moment they are read: each property translates its message
 * when read, so a list of options built while a screen renders follows the person's language.
 */
function labelsInLanguageShown<K extends string>(
  messages: Record<K, MessageDescriptor>,
): Readonly<Record<K, string>> {
  const labels = {} as Record<K, string>
  for (const key of Object.keys(messages) as K[])
    Object.defineProperty(labels, key, { enumerable: true, get: () => translate(messages[key]) })
  return labels
}

/** The committee's list of one period (docs/api.md "Innovation updates"): `filter[status]` and `sort`. */
export const UPDATE_STATUS_FILTERS = [...UPDATE_STATUSES, 'posted', 'missing'] as const
export const UPDATE_STATUS_FILTER_LABELS = labelsInLanguageShown<
  (typeof UPDATE_STATUS_FILTERS)[number]
>({
  NotStarted: msg`Not posted (nothing saved)`,
  Draft: msg`Draft`,
  Submitted: msg`Submitted`,
  Reviewed: msg`Reviewed`,
  posted: msg`Posted (submitted or reviewed)`,
  missing: msg`Not posted yet (none or draft)`,
})
export const UPDATE_SORTS = ['title', 'team', 'status', 'progress'] as const
export const UPDATE_SORT_LABELS = labelsInLanguageShown<(typeof UPDATE_SORTS)[number]>({
  title: msg`Proposal`,
  team: msg`Team`,
  status: msg`Status`,
  progress: msg`Progress`,
})

/** A file of an update (docs/api.md "Innovation updates"); `url` is signed for the reader. */
export const updateFileSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number(),
  url: z.string(),
  uploadedAt: z.string(),
})
export type UpdateFile = z.infer<typeof updateFileSchema>

/** One proposal's update in one participant period (docs/api.md "Innovation updates"); id = `${proposalId}.${periodRecordId}`. */
export const innovationUpdateSchema = z.object({
  id: z.string(),
  proposalId: z.string(),
  proposalTitle: z.string(),
  category: z.int(),
  teamId: z.string(),
  teamName: z.string(),
  leaderId: z.nullable(z.string()),
  periodId: z.string(),
  periodNumber: z.int(),
  periodDescription: z.string(),
  periodStartAt: z.string(),
  periodEndAt: z.string(),
  status: updateStatusSchema,
  progress: z.nullable(z.number()),
  achievements: z.string(),
  obstacles: z.string(),
  nextSteps: z.string(),
  valueRealised: z.nullable(z.number()),
  version: z.int(),
  updatedAt: z.nullable(z.string()),
  updatedByName: z.nullable(z.string()),
  submittedAt: z.nullable(z.string()),
  reviewedAt: z.nullable(z.string()),
  reviewedByName: z.nullable(z.string()),
  reviewComment: z.nullable(z.string()),
  attachments: z.array(updateFileSchema),
  /** Why the update cannot be written now (outside its period), or null. */
  closedReason: z.nullable(z.string()),
})
export type InnovationUpdate = z.infer<typeof innovationUpdateSchema>

/** What the team types; numbers are kept as text while typing so nothing typed is lost. */
export interface UpdateFormValues {
  progress: string
  achievements: string
  obstacles: string
  nextSteps: string
  valueRealised: string
}

export interface UpdateFields {
  progress: number | null
  achievements: string
  obstacles: string
  nextSteps: string
  valueRealised: number | null
}

export function toFormValues(update: InnovationUpdate): UpdateFormValues {
  return {
    progress: update.progress === null ? '' : String(update.progress),
    achievements: update.achievements,
    obstacles: update.obstacles,
    nextSteps: update.nextSteps,
    // Written as people here write rupiah (and as the field's hint shows): "1.500.000".
    valueRealised:
      update.valueRealised === null ? '' : formatIdr(update.valueRealised).replace(/^Rp /, ''),
  }
}

/**
 * Two texts of the form are the same update when the server would store the same fields: "1.500.000"
 * and "1500000", "050" and "50" are one value, so the autosave settles once the server confirmed it.
 * A text that is not a value (a typo being fixed) stays as typed, never taken for an empty field.
 */
export function updateContentKey(values: UpdateFormValues): string {
  return JSON.stringify(updateContent(values))
}

/** The form's values as the server would store them, field by field (updateContentKey). */
export function updateContent(values: UpdateFormValues): Record<keyof UpdateFormValues, unknown> {
  const fields = toFields(values)
  const progress = values.progress.trim()
  const value = values.valueRealised.trim()
  return {
    ...fields,
    progress: progress && !Number.isFinite(fields.progress) ? progress : fields.progress,
    valueRealised: value && fields.valueRealised === null ? value : fields.valueRealised,
  }
}

/** Field problems the person can fix before anything is sent; keys are the server's field names. */
export function formErrors(
  values: UpdateFormValues,
): Partial<Record<keyof UpdateFormValues, string>> {
  const errors: Partial<Record<keyof UpdateFormValues, string>> = {}
  const progress = values.progress.trim()
  if (progress && !(/^\d{1,3}$/.test(progress) && Number(progress) <= 100))
    errors.progress = translate(msg`Progress is a whole number from 0 to 100.`)
  const value = values.valueRealised.trim()
  if (value) {
    const parsed = parseIdr(value)
    if (tooLargeIdr(value)) errors.valueRealised = tooLargeIdrMessage()
    else if (negativeIdr(value)) errors.valueRealised = negativeIdrMessage()
    else if (parsed === null)
      errors.valueRealised = translate(msg`Write an amount in rupiah, e.g. 1,500,000.`)
  }
  for (const key of ['achievements', 'obstacles', 'nextSteps'] as const) {
    if (characterCount(values[key]) > TEXT_MAX)
      errors[key] = translate(msg`At most ${TEXT_MAX} characters.`)
  }
  return errors
}

/**
 * What a submitted update must have (everything but obstacles), keyed by field: the one rule the
 * form checks before asking to submit and the demo server checks again on submit.
 */
export function missingForSubmit(
  fields: UpdateFields,
): Partial<Record<keyof UpdateFields, string>> {
  const missing: Partial<Record<keyof UpdateFields, string>> = {}
  if (fields.progress === null) missing.progress = translate(msg`Enter the progress from 0 to 100.`)
  if (!fields.achievements.trim())
    missing.achievements = translate(msg`Describe what has been achieved.`)
  if (!fields.nextSteps.trim()) missing.nextSteps = translate(msg`Describe the next steps.`)
  if (fields.valueRealised === null)
    missing.valueRealised = translate(msg`Enter the value realised so far (0 if none yet).`)
  return missing
}

export function toFields(values: UpdateFormValues): UpdateFields {
  const progress = values.progress.trim()
  const value = values.valueRealised.trim()
  return {
    progress: progress ? Number(progress) : null,
    achievements: values.achievements,
    obstacles: values.obstacles,
    nextSteps: values.nextSteps,
    valueRealised: value ? parseIdr(value) : null,
  }
}

export const reviewSchema = z.object({
  comment: boundedText({
    min: 1,
    tooShort: () => translate(msg`Write a review comment.`),
    max: TEXT_MAX,
    tooLong: () => translate(msg`At most ${TEXT_MAX} characters.`),
  }),
})
export type ReviewValues = z.infer<typeof reviewSchema>

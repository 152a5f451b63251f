import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { translate } from '@/i18n'
import { z } from '@/lib/zod'
import { boundedText } from '@/lib/text-length'

// The API's values (not words a person reads: the screens word them).
export const feedbackStatusSchema = z.enum(['Open', 'Answered', 'Closed'])
export const FEEDBACK_STATUSES = feedbackStatusSchema.options
export type FeedbackStatus = z.infer<typeof feedbackStatusSchema>

/** The topics a question can be filed under (docs/api.md "Feedback"). */
export const FEEDBACK_CATEGORIES = z.enum([
  'Rules',
  'Timeline',
  'Submission',
  'Judging',
  'Technical',
  'Other',
]).options
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number]

const CATEGORY_LABELS: Record<FeedbackCategory, MessageDescriptor> = {
  Rules: msg({ message: 'Rules', context: 'feedback topic' }),
  Timeline: msg({ message: 'Timeline', context: 'feedback topic' }),
  Submission: msg({ message: 'Submission', context: 'feedback topic' }),
  Judging: msg({ message: 'Judging', context: 'feedback topic' }),
  Technical: msg({ message: 'Technical', context: 'feedback topic' }),
  Other: msg({ message: 'Other', context: 'feedback topic' }),
}

/**
 * A topic as a person reads it, in the language shown (called when it is shown). The API keeps the
 * English value; a topic this app does not know is shown as the API gave it.
 */
export function feedbackCategoryLabel(category: string): string {
  const label = CATEGORY_LABELS[category as FeedbackCategory] as MessageDescriptor | undefined
  return label ? translate(label) : category
}

/** A row of GET /feedback. */
export const feedbackSummarySchema = z.object({
  id: z.string(),
  subject: z.string(),
  category: z.nullable(z.string()),
  status: feedbackStatusSchema,
  authorId: z.string(),
  authorName: z.string(),
  authorUnit: z.string(),
  messageCount: z.int(),
  lastMessageAt: z.string(),
  lastMessageFromCommittee: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type FeedbackSummary = z.infer<typeof feedbackSummarySchema>

export const feedbackMessageSchema = z.object({
  id: z.string(),
  authorName: z.string(),
  fromCommittee: z.boolean(),
  message: z.string(),
  at: z.string(),
})
export type FeedbackMessage = z.infer<typeof feedbackMessageSchema>

/** GET /feedback/{id}: the question and its thread, oldest message first. */
export const feedbackThreadSchema = z.extend(feedbackSummarySchema, {
  messages: z.array(feedbackMessageSchema),
})
export type FeedbackThread = z.infer<typeof feedbackThreadSchema>

export const SUBJECT_MAX = 150
export const MESSAGE_MAX = 4000

const messageField = boundedText({
  min: 1,
  tooShort: () => translate(msg`Write a message.`),
  max: MESSAGE_MAX,
  tooLong: () => translate(msg`The message can have at most ${MESSAGE_MAX} characters.`),
})

/** POST /feedback. */
export const feedbackCreateSchema = z.object({
  subject: boundedText({
    min: 5,
    tooShort: () => translate(msg`Write a subject of at least 5 characters.`),
    max: SUBJECT_MAX,
    tooLong: () => translate(msg`The subject can have at most ${SUBJECT_MAX} characters.`),
  }),
  category: z.union([z.enum(FEEDBACK_CATEGORIES), z.literal('')]),
  message: messageField,
})
export type FeedbackCreateValues = z.infer<typeof feedbackCreateSchema>

/** POST /feedback/{id}/reply. */
export const feedbackReplySchema = z.object({ message: messageField })
export type FeedbackReplyValues = z.infer<typeof feedbackReplySchema>

import { msg } from '@lingui/core/macro'
import {
  AUDIENCE_KINDS,
  DELIVERY_STATES,
  HISTORY_KINDS,
  PERIOD_EMAILS,
  PERSONAL_LINE_MAX,
} from '@/domain/award'
import { boundedText } from '@/lib/text-length'
import { z } from '@/lib/zod'
import { translate } from '@/i18n'

/** Who a message goes to (src/domain/award/messages.ts), as the calls send it. */
export const audienceSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('openSheets'),
    year: z.int(),
    phase: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  }),
  z.object({
    kind: z.literal('unfinalized'),
    year: z.int(),
    phase: z.union([z.literal(1), z.literal(2)]),
  }),
  z.object({ kind: z.literal('noUpdate'), periodId: z.string().check(z.minLength(1)) }),
  z.object({ kind: z.literal('notVoted'), sessionId: z.string().check(z.minLength(1)) }),
  z.object({ kind: z.literal('period'), periodId: z.string().check(z.minLength(1)) }),
  z.object({ kind: z.literal('updatePeriod'), periodId: z.string().check(z.minLength(1)) }),
])

/** The committee's own line under a reminder: optional, one line of at most PERSONAL_LINE_MAX characters. */
export const personalLineSchema = boundedText({
  max: PERSONAL_LINE_MAX,
  tooLong: () => translate(msg`Keep the personal line to ${PERSONAL_LINE_MAX} characters.`),
})

/** A dry run: who the audience reaches now, and the e-mail its first recipient would read. */
export const recipientsQuestionSchema = z.object({
  audience: audienceSchema,
  personalLine: z.optional(personalLineSchema),
})

/** A reminder to send: the audience and the committee's optional personal line. */
export const reminderSchema = z.object({
  kind: z.literal('reminder'),
  audience: audienceSchema,
  personalLine: z.optional(personalLineSchema),
})

export const messagePersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  team: z.nullable(z.object({ id: z.string(), name: z.string() })),
})
export type MessagePerson = z.infer<typeof messagePersonSchema>

/** The answer of a dry run. */
export const recipientsPreviewSchema = z.object({
  /** The audience in words, in the language of the request. */
  audienceText: z.string(),
  count: z.int().check(z.gte(0)),
  recipients: z.array(messagePersonSchema),
  /** The e-mail as the first recipient will read it (in their language); null when nobody is reached. */
  preview: z.nullable(
    z.object({
      to: messagePersonSchema,
      language: z.enum(['id', 'en']),
      subject: z.string(),
      text: z.string(),
    }),
  ),
})
export type RecipientsPreview = z.infer<typeof recipientsPreviewSchema>

/** One message of the history: a message the committee or the clock sent, or a notification's e-mails. */
export const messageSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(HISTORY_KINDS),
  /** The audience a message was sent to; null for a notification's e-mails. */
  audienceKind: z.nullable(z.enum(AUDIENCE_KINDS)),
  audienceText: z.string(),
  /** Who sent it; null when the app did on its own (the clock, or after someone else's action). */
  senderName: z.nullable(z.string()),
  at: z.string(),
  /** The subject, in the language of the request. */
  subject: z.string(),
  /**
   * When each person got their own words (a reminder counts each judge's own sheets, names each
   * team's own proposal): the name of the person whose e-mail `subject` (and the detail's `text`)
   * are. Null when everyone got the same words (optional: a backend that does not say it yet
   * leaves the history as it was).
   */
  wordsOf: z.nullish(z.string()),
  recipientCount: z.int().check(z.gte(0)),
  delivered: z.int().check(z.gte(0)),
  failed: z.int().check(z.gte(0)),
})
export type MessageSummary = z.infer<typeof messageSummarySchema>

export const messageRecipientSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  teamName: z.nullable(z.string()),
  state: z.enum(DELIVERY_STATES),
  /** Why the e-mail failed, in words; null when it was delivered. */
  problem: z.nullable(z.string()),
  at: z.string(),
})
export type MessageRecipient = z.infer<typeof messageRecipientSchema>

export const messageDetailSchema = z.extend(messageSummarySchema, {
  /** The text as the reader of the history reads it (in the request's language). */
  text: z.string(),
  personalLine: z.nullable(z.string()),
  recipients: z.array(messageRecipientSchema),
})
export type MessageDetail = z.infer<typeof messageDetailSchema>

/**
 * The period's e-mail as the committee sends it: its own subject and text, each on its own, and
 * without them the default's (a subject alone keeps the default text), which each person reads in
 * their own language. `about` says which of the period's e-mails: the award period's own (the
 * default) or its innovation updates' (`updates`). `resend` confirms sending it again after it was
 * sent once.
 */
export const periodEmailSchema = z.object({
  about: z.optional(z.enum(PERIOD_EMAILS)),
  subject: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(200, { error: () => translate(msg`Keep the subject to 200 characters.`) }),
      ),
  ),
  text: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(5000, { error: () => translate(msg`Keep the text to 5000 characters.`) }),
      ),
  ),
  resend: z.optional(z.boolean()),
})
export type PeriodEmailInput = z.infer<typeof periodEmailSchema>

/** A period e-mail's dry run: its own subject and text, each on its own, or neither for the default. */
export const periodEmailQuestionSchema = z.omit(periodEmailSchema, { resend: true })

/** The answer of a period e-mail's dry run. */
export const periodEmailPreviewSchema = z.extend(recipientsPreviewSchema, {
  /** The default subject and text, in the language of the request: what the composer starts with. */
  defaults: z.object({ subject: z.string(), text: z.string() }),
  /** Whom of the people the period is for it leaves out, and why, in words; empty when none. */
  leftOut: z._default(z.array(z.string()), []),
})
export type PeriodEmailPreview = z.infer<typeof periodEmailPreviewSchema>

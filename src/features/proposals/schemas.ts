import { msg } from '@lingui/core/macro'
import { translate } from '@/i18n'
import { z } from '@/lib/zod'
import { boundedText } from '@/lib/text-length'

// The API's values, not words a person reads: status-labels.ts says them in the language shown.
export const entryStatusSchema = z.enum(['Draft', 'Finalized', 'Approved', 'Returned'])
export const ENTRY_STATUSES = entryStatusSchema.options
export type EntryStatus = z.infer<typeof entryStatusSchema>

export const categoryIdSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)])

export const attachmentSchema = z.object({
  id: z.string(),
  phase: z.int(),
  kind: z.enum(['poster', 'presentation', 'supporting']),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number(),
  url: z.string(),
  uploadedAt: z.string(),
})
export type Attachment = z.infer<typeof attachmentSchema>

export const statusChangeSchema = z.object({
  at: z.string(),
  by: z.string(),
  from: z.nullable(entryStatusSchema),
  to: entryStatusSchema,
  reason: z.nullish(z.string()),
})

/** One phase's entry of a proposal (docs/api.md lists the fields of each phase). */
export const phaseEntrySchema = z.object({
  status: entryStatusSchema,
  fields: z.record(z.string(), z.unknown()),
  version: z.int(),
  updatedAt: z.string(),
  finalizedAt: z.nullable(z.string()),
  approvedAt: z.nullable(z.string()),
  returnReason: z.nullable(z.string()),
  history: z.array(statusChangeSchema),
})
export type PhaseEntry = z.infer<typeof phaseEntrySchema>

export const teamSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  unit: z.string(),
  leaderId: z.string(),
  leaderName: z.string(),
  memberCount: z.int(),
})

/** GET /proposal/{id}: a proposal with its team, its entries per phase and its attachments. */
export const proposalSchema = z.object({
  id: z.string(),
  year: z.int(),
  category: categoryIdSchema,
  title: z.string(),
  phase: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  team: teamSummarySchema,
  entries: z.object({ 1: z.nullable(phaseEntrySchema), 2: z.nullable(phaseEntrySchema) }),
  attachments: z.array(attachmentSchema),
  isPublished: z.boolean(),
  winnerRank: z.nullable(z.int()),
  importedFromId: z.nullable(z.string()),
  initiativeCode: z.nullable(z.string()),
  createdAt: z.string(),
})
export type Proposal = z.infer<typeof proposalSchema>

/** A row of a proposal list (GET /proposal, GET /proposal/mine). */
export const proposalSummarySchema = z.object({
  id: z.string(),
  year: z.int(),
  category: categoryIdSchema,
  title: z.string(),
  phase: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  teamId: z.string(),
  teamName: z.string(),
  unit: z.string(),
  status1: z.nullable(entryStatusSchema),
  status2: z.nullable(entryStatusSchema),
  updatedAt: z.string(),
  winnerRank: z.nullable(z.int()),
})
export type ProposalSummary = z.infer<typeof proposalSummarySchema>

/** The form that starts a proposal (participant or committee on a team's behalf): category and title. */
export const newProposalSchema = z.object({
  category: z
    .string()
    .check(z.regex(/^[1-4]$/, { error: () => translate(msg`Choose one of the four categories.`) })),
  title: boundedText({
    min: 5,
    tooShort: () => translate(msg`Enter a title of at least 5 characters.`),
    max: 150,
    tooLong: () => translate(msg`Use at most 150 characters.`),
  }),
})
export type NewProposalInput = z.infer<typeof newProposalSchema>

/** Why an entry goes back to its team: the return dialog and POST …/return check it alike. */
export const returnReasonSchema = boundedText({
  min: 1,
  tooShort: () => translate(msg`Say why the entry goes back to the team.`),
  max: 2000,
  tooLong: () => translate(msg`Keep the reason under 2000 characters.`),
})

import { autoReminderSettingSchema, editTimeSchema } from '@/features/periods/schemas'
import { periodEmailQuestionSchema, periodEmailSchema } from '@/features/messages/schemas'
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_STATUSES,
  feedbackCreateSchema,
  feedbackReplySchema,
} from '@/features/feedback/schemas'
import { reviewSchema, TEXT_MAX } from '@/features/innovation-updates/schemas'
import { autoAssignFormSchema } from '@/features/judges/schemas'
import { entryFieldsSchema } from '@/features/proposals/entry-fields'
import { newProposalSchema, returnReasonSchema } from '@/features/proposals/schemas'
import { type AttachmentKind, UPLOAD_RULES } from '@/features/proposals/upload-rules'
import {
  conflictReasonSchema,
  rubricFormSchema,
  thresholdsFormSchema,
} from '@/features/scoring/schemas'
import { addMemberSchema, registrationSchema, teamNameSchema } from '@/features/teams/schemas'
import { SHIRT_SIZE_CODES } from '@/config/shirt-sizes'
import { yearSchema } from '@/contract/operation'
import { boundedText } from '@/lib/text-length'
import { z } from '@/lib/zod'

/**
 * The bodies of the calls, written once: the OpenAPI document describes them with these, the demo
 * reads every body with them (readBody in src/demo/handlers/request.ts, whose field errors carry
 * the messages given here), and the contract check holds every request of the tests to them. Where
 * a form checks what a person types with the same rule, the form's schema is used, so a screen and
 * the API say the same words; what depends on the data (a team that exists, a judge without a
 * conflict, an open period) is for the server to check, not for these.
 */

/** A non-empty id, with what to say when it is missing. */
const idOf = (message: string) => z.string({ error: message }).min(1, message)
const id = z.string().min(1)
const isTime = (text: string) => Number.isFinite(Date.parse(text))
/** A time as ISO 8601 text (`2026-12-14T02:00:00.000Z`). */
const timeOf = (message: string) => z.string({ error: message }).refine(isTime, message)

/** The `year` of a body: four digits; left out, the current year. */
const bodyYear = yearSchema.optional()
const PHASE_ERROR = 'Choose phase 1, 2 or 3.'
const bodyPhase = z.union([z.literal(1), z.literal(2), z.literal(3)], { error: PHASE_ERROR })
const SELECTION_ERROR =
  'Send the selection: { ids } (a non-empty list of ids), or { all: true, keyword, filter, except, expected } with the filters of the list and the number of rows the person confirmed.'

/** Which rows of a paged table a bulk call applies to: picked ids, or every row matching the filters. */
export const selectionBody = z.union(
  [
    z.strictObject({ ids: z.array(id).min(1) }),
    z.strictObject({
      all: z.literal(true),
      keyword: z.string().optional(),
      filter: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
      except: z.array(id).optional(),
      expected: z.number().int().min(0),
    }),
  ],
  { error: SELECTION_ERROR },
)
export type SelectionBody = z.output<typeof selectionBody>

export const registrationBody = registrationSchema
export const shirtSizeBody = z.object({
  shirtSize: z.enum(SHIRT_SIZE_CODES, { error: 'Choose one of the six T-shirt sizes.' }),
})
export const teamNameBody = teamNameSchema
export const teamChangeBody = z.object({
  name: teamNameSchema.shape.name.optional(),
  leaderId: idOf('Choose the new leader.').optional(),
})
export const addMemberBody = addMemberSchema

const roleName = z.enum(['Commitee', 'Jury', 'Participant'], { error: 'Choose a role.' })
export const userCreateBody = z.object({
  directoryId: idOf('Choose a person from the directory.'),
  roleName,
})
export const userChangeBody = z.object({
  roleName: roleName.optional(),
  isActive: z.boolean({ error: 'Must be true or false.' }).optional(),
})

/** PUT /period/EditTime: the form's own schema, as sent. */
export const editTimeBody = editTimeSchema

/** PUT /period/{id}/auto-reminder: the setting form's own schema, as sent. */
export const autoReminderBody = autoReminderSettingSchema

/** POST /period/{id}/SendEmail (optional: without a body, the default e-mail) and its dry run. */
export const periodEmailBody = periodEmailSchema
export const periodEmailQuestionBody = periodEmailQuestionSchema

const TEAM_ERROR = 'Choose your team.'
const category = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], {
  error: 'Choose one of the four categories.',
})
export const proposalCreateBody = z.object({
  teamId: idOf(TEAM_ERROR),
  category,
  title: newProposalSchema.shape.title,
})
export const proposalImportBody = z.object({
  proposalId: idOf('Choose one of your earlier proposals.'),
  teamId: idOf(TEAM_ERROR),
})
export const initiativeImportBody = z.object({
  code: z
    .string({ error: 'Enter the code of the initiative.' })
    .trim()
    .min(1, 'Enter the code of the initiative.'),
  teamId: idOf(TEAM_ERROR),
  category,
})
const entryVersion = z
  .number({ error: 'Send the version this change is based on.' })
  .int('Send the version this change is based on.')
/** PUT /proposal/{id}/phase/{phase} of each phase: its fields as the form sends them, with the version the edit started from. */
export const entrySaveBodies = {
  1: z.object({ fields: entryFieldsSchema(1), version: entryVersion }),
  2: z.object({ fields: entryFieldsSchema(2), version: entryVersion }),
} as const
/** The same for the document, which has one body for both phases. */
export const entrySaveBody = z.object({
  fields: z.union([entryFieldsSchema(1), entryFieldsSchema(2)]),
  version: entryVersion,
})
/** An uploaded file as a form's field (a File; the document describes it as binary text). */
const fileField = z
  .custom<File>(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      typeof (value as Partial<File>).name === 'string' &&
      typeof (value as Partial<File>).arrayBuffer === 'function',
    { error: 'Choose a file to upload.' },
  )
  .meta({ type: 'string', format: 'binary', description: 'The file (at most 20 MB).' })
export const attachmentUploadBody = z.object({
  file: fileField,
  kind: z.enum(Object.keys(UPLOAD_RULES) as [AttachmentKind, ...AttachmentKind[]], {
    error: 'Choose poster, presentation or supporting.',
  }),
  phase: z.enum(['1', '2'], { error: 'Entries exist for phases 1 and 2 only.' }),
})

export const returnBody = z.object({ reason: returnReasonSchema })
const override = z.literal(true, { error: 'Send override as true, or leave it out.' }).optional()
export const advanceBody = z.object({ override })
export const winnerBody = z.object({
  rank: z.union([z.literal(1), z.literal(2), z.literal(3), z.null()], {
    error: 'Choose rank 1, 2 or 3, or none.',
  }),
  override,
})

const VOTE_YEAR_ERROR = 'Enter a four-digit year.'
export const voteSessionBody = z
  .object({
    name: boundedText({
      min: 3,
      tooShort: 'Enter a name of at least 3 characters.',
      max: 120,
      tooLong: 'The name can have at most 120 characters.',
    }),
    // Required here (a session belongs to one year).
    year: z
      .number({ error: VOTE_YEAR_ERROR })
      .int(VOTE_YEAR_ERROR)
      .min(1000, VOTE_YEAR_ERROR)
      .max(9999, VOTE_YEAR_ERROR),
    candidateIds: z
      .array(z.string({ error: 'Choose the candidates.' }), { error: 'Choose the candidates.' })
      .refine((ids) => new Set(ids).size === ids.length, 'A proposal can be a candidate only once.')
      .refine((ids) => ids.length >= 2, 'Choose at least two candidates.'),
    openAt: timeOf('Enter a valid opening time.'),
    closeAt: timeOf('Enter a valid closing time.'),
  })
  .refine((v) => !isTime(v.openAt) || Date.parse(v.closeAt) > Date.parse(v.openAt), {
    path: ['closeAt'],
    message: 'The closing time must be after the opening time.',
  })
export const ballotBody = z.object({ proposalId: idOf('Choose a proposal to vote for.') })

export const feedbackCreateBody = z.object({
  subject: feedbackCreateSchema.shape.subject,
  message: feedbackCreateSchema.shape.message,
  category: z
    .enum(FEEDBACK_CATEGORIES, { error: `Choose one of: ${FEEDBACK_CATEGORIES.join(', ')}.` })
    .nullable()
    .optional(),
})
export const feedbackReplyBody = feedbackReplySchema
export const feedbackStatusBody = z.object({
  status: z.enum(FEEDBACK_STATUSES, { error: 'Choose Open, Answered or Closed.' }),
})

const juryIds = (message: string) => z.array(z.string({ error: message }), { error: message })
export const judgesBody = z.object({ juryIds: juryIds('Send juryIds as a list of user ids.') })
export const autoAssignBody = z.object({
  year: bodyYear,
  phase: bodyPhase,
  judgesPerProposal: autoAssignFormSchema.shape.judgesPerProposal,
  preferNewJudges: z
    .boolean({ error: 'Say whether new judges are preferred (true or false).' })
    .optional(),
  selection: selectionBody.optional(),
})
export const bulkAssignBody = z
  .object({
    year: bodyYear,
    phase: bodyPhase,
    add: juryIds('Send add as a list of jury member ids.').optional(),
    remove: juryIds('Send remove as a list of jury member ids.').optional(),
    selection: selectionBody,
  })
  .refine((v) => (v.add?.length ?? 0) + (v.remove?.length ?? 0) > 0, {
    path: ['add'],
    message: 'Name a judge to add or to take off.',
  })
  .refine((v) => !v.add?.some((judge) => v.remove?.includes(judge)), {
    path: ['remove'],
    message: 'A judge cannot be added and taken off at once.',
  })
export const judgingSettingBody = z
  .object({
    year: bodyYear,
    blind: z.boolean({ error: 'Send blind as true or false.' }).optional(),
    minScores: thresholdsFormSchema.shape.minScores.optional(),
    sdFloor: thresholdsFormSchema.shape.sdFloor.optional(),
  })
  .refine((v) => v.blind !== undefined || v.minScores !== undefined || v.sdFloor !== undefined, {
    path: ['blind'],
    message: 'Send blind, minScores or sdFloor.',
  })
/** The rubric editor's form as it sends it, with the year. */
export const rubricBody = rubricFormSchema.safeExtend({ year: bodyYear })
export const sheetBody = z.object({
  scores: z.array(
    z.object({ criterionId: id, score: z.number().int().nullable(), comment: z.string() }),
    { error: 'Send the scores as a list.' },
  ),
  overallComment: boundedText({
    trim: false,
    max: 4000,
    tooLong: 'Keep the overall comment under 4000 characters.',
  }),
  version: z.number().int(),
})
export const conflictBody = z.object({ reason: conflictReasonSchema })
export const publishBody = z.object({
  year: bodyYear,
  phase: bodyPhase,
  shareComments: z.boolean({
    error: 'Say whether the judges’ comments are shared with the teams (true or false).',
  }),
})
export const advanceResultsBody = z.object({
  year: bodyYear,
  phase: z.union([z.literal(1), z.literal(2)], {
    error: 'Choose phase 1 or 2: Phase 3 has no next phase.',
  }),
  selection: selectionBody,
  override,
})

const updateText = boundedText({ max: TEXT_MAX, tooLong: `At most ${TEXT_MAX} characters.` })
const PROGRESS_ERROR = 'Progress is a whole number from 0 to 100.'
const VALUE_ERROR = 'The value realised is an amount in rupiah of 0 or more.'
export const updateSaveBody = z.object({
  fields: z.object({
    progress: z
      .number({ error: PROGRESS_ERROR })
      .int(PROGRESS_ERROR)
      .min(0, PROGRESS_ERROR)
      .max(100, PROGRESS_ERROR)
      .nullable(),
    achievements: updateText,
    obstacles: updateText,
    nextSteps: updateText,
    valueRealised: z.number({ error: VALUE_ERROR }).min(0, VALUE_ERROR).nullable(),
  }),
  version: z.number().int(),
})
export const updateReviewBody = reviewSchema

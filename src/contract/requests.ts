import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import {
  autoReminderSettingSchema,
  editTimeSchema,
  startPeriodSchema,
} from '@/features/periods/schemas'
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
import { type AttachmentKind, UPLOAD_RULES } from '@/domain/uploads'
import {
  conflictReasonSchema,
  rubricFormSchema,
  thresholdsFormSchema,
} from '@/features/scoring/schemas'
import { addMemberSchema, registrationSchema, teamNameSchema } from '@/features/teams/schemas'
import { SHIRT_SIZE_CODES } from '@/config/shirt-sizes'
import { yearSchema } from '@/contract/operation'
import { translate } from '@/i18n'
import { negativeIdrMessage, tooLargeIdrMessage } from '@/domain/amounts'
import { MAX_IDR } from '@/lib/money'
import { boundedText } from '@/lib/text-length'
import { z } from '@/lib/zod'

/**
 * The bodies of the calls, written once: the OpenAPI document describes them with these, the demo
 * reads every body with them (readBody in src/demo/handlers/request.ts, whose field errors carry
 * the messages given here), and the contract check holds every request of the tests to them. Where
 * a form checks what a person types with the same rule, the form's schema is used, so a screen and
 * the API say the same words; what depends on the data (a team that exists, a judge without a
 * conflict, an open period) is for the server to check, not for these.
 *
 * Their messages are worded when a body is checked, in the language the request asks for
 * (Accept-Language), as the demo's other answers are.
 */

/** A validation message, worded when the check runs. */
const say = (message: MessageDescriptor) => ({ error: () => translate(message) })

/** A non-empty id, with what to say when it is missing. */
const idOf = (message: MessageDescriptor) =>
  z.string(say(message)).check(z.minLength(1, say(message)))
const id = z.string().check(z.minLength(1))
const isTime = (text: string) => Number.isFinite(Date.parse(text))
/** A time as ISO 8601 text (`2026-12-14T02:00:00.000Z`). */
const timeOf = (message: MessageDescriptor) =>
  z.string(say(message)).check(z.refine(isTime, say(message)))

/** The `year` of a body: four digits; left out, the current year. */
const bodyYear = z.optional(yearSchema)
const bodyPhase = z.union(
  [z.literal(1), z.literal(2), z.literal(3)],
  say(msg`Choose phase 1, 2 or 3.`),
)
// The two shapes of a selection, as the API writes them.
const idsFormat = '{ ids }'
const allFormat = '{ all: true, keyword, filter, except, expected }'

/** Which rows of a paged table a bulk call applies to: picked ids, or every row matching the filters. */
export const selectionBody = z.union(
  [
    z.strictObject({ ids: z.array(id).check(z.minLength(1)) }),
    z.strictObject({
      all: z.literal(true),
      keyword: z.optional(z.string()),
      filter: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
      except: z.optional(z.array(id)),
      expected: z.int().check(z.gte(0)),
    }),
  ],
  say(
    msg`Send the selection: ${idsFormat} (a non-empty list of ids), or ${allFormat} with the filters of the list and the number of rows the person confirmed.`,
  ),
)
export type SelectionBody = z.output<typeof selectionBody>

export const registrationBody = registrationSchema
export const shirtSizeBody = z.object({
  shirtSize: z.enum(SHIRT_SIZE_CODES, say(msg`Choose one of the six T-shirt sizes.`)),
})
export const teamNameBody = teamNameSchema
export const teamChangeBody = z.object({
  name: z.optional(teamNameSchema.shape.name),
  leaderId: z.optional(idOf(msg`Choose the new leader.`)),
})
export const addMemberBody = addMemberSchema

const roleName = z.enum(['Commitee', 'Jury', 'Participant'], say(msg`Choose a role.`))
export const userCreateBody = z.object({
  directoryId: idOf(msg`Choose a person from the directory.`),
  roleName,
})
export const userChangeBody = z.object({
  roleName: z.optional(roleName),
  isActive: z.optional(z.boolean(say(msg`Must be true or false.`))),
})

/** PUT /period/EditTime: the form's own schema, as sent. */
export const editTimeBody = editTimeSchema

/** POST /period/startperiod/{id} (optional: without a body, the planned end or the default one). */
export const startPeriodBody = startPeriodSchema

/** PUT /period/{id}/auto-reminder: the setting form's own schema, as sent. */
export const autoReminderBody = autoReminderSettingSchema

/** POST /period/{id}/SendEmail (optional: without a body, the default e-mail) and its dry run. */
export const periodEmailBody = periodEmailSchema
export const periodEmailQuestionBody = periodEmailQuestionSchema

const TEAM_ERROR = msg`Choose your team.`
const category = z.union(
  [z.literal(1), z.literal(2), z.literal(3), z.literal(4)],
  say(msg`Choose one of the four categories.`),
)
export const proposalCreateBody = z.object({
  teamId: idOf(TEAM_ERROR),
  category,
  title: newProposalSchema.shape.title,
})
export const proposalImportBody = z.object({
  proposalId: idOf(msg`Choose one of your earlier proposals.`),
  teamId: idOf(TEAM_ERROR),
})
export const initiativeImportBody = z.object({
  code: z
    .string(say(msg`Enter the code of the initiative.`))
    .check(z.trim(), z.minLength(1, say(msg`Enter the code of the initiative.`))),
  teamId: idOf(TEAM_ERROR),
  category,
})
const VERSION_ERROR = msg`Send the version this change is based on.`
const entryVersion = z.number(say(VERSION_ERROR)).check(z.int(say(VERSION_ERROR)))
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
    say(msg`Choose a file to upload.`),
  )
  .check(z.meta({ type: 'string', format: 'binary', description: 'The file (at most 20 MB).' }))
export const attachmentUploadBody = z.object({
  file: fileField,
  kind: z.enum(
    Object.keys(UPLOAD_RULES) as [AttachmentKind, ...AttachmentKind[]],
    say(msg`Choose poster, presentation or supporting.`),
  ),
  phase: z.enum(['1', '2'], say(msg`Entries exist for phases 1 and 2 only.`)),
})

/** An innovation update's file (a supporting file: domain/uploads.ts). */
export const updateFileBody = z.object({ file: fileField })

export const returnBody = z.object({ reason: returnReasonSchema })
const override = z.optional(z.literal(true, say(msg`Send override as true, or leave it out.`)))
export const advanceBody = z.object({ override })
export const winnerBody = z.object({
  rank: z.union(
    [z.literal(1), z.literal(2), z.literal(3), z.null()],
    say(msg`Choose rank 1, 2 or 3, or none.`),
  ),
  override,
})

const VOTE_YEAR_ERROR = msg`Enter a four-digit year.`
export const voteSessionBody = z
  .object({
    name: boundedText({
      min: 3,
      tooShort: () => translate(msg`Enter a name of at least 3 characters.`),
      max: 120,
      tooLong: () => translate(msg`The name can have at most 120 characters.`),
    }),
    // Required here (a session belongs to one year).
    year: z
      .number(say(VOTE_YEAR_ERROR))
      .check(
        z.int(say(VOTE_YEAR_ERROR)),
        z.gte(1000, say(VOTE_YEAR_ERROR)),
        z.lte(9999, say(VOTE_YEAR_ERROR)),
      ),
    candidateIds: z
      .array(z.string(say(msg`Choose the candidates.`)), say(msg`Choose the candidates.`))
      .check(
        z.refine(
          (ids) => new Set(ids).size === ids.length,
          say(msg`A proposal can be a candidate only once.`),
        ),
        z.refine((ids) => ids.length >= 2, say(msg`Choose at least two candidates.`)),
      ),
    openAt: timeOf(msg`Enter a valid opening time.`),
    closeAt: timeOf(msg`Enter a valid closing time.`),
  })
  .check(
    z.refine((v) => !isTime(v.openAt) || Date.parse(v.closeAt) > Date.parse(v.openAt), {
      path: ['closeAt'],
      ...say(msg`The closing time must be after the opening time.`),
    }),
  )
export const ballotBody = z.object({ proposalId: idOf(msg`Choose a proposal to vote for.`) })

// The categories as the API spells them.
const categories = FEEDBACK_CATEGORIES.join(', ')
export const feedbackCreateBody = z.object({
  subject: feedbackCreateSchema.shape.subject,
  message: feedbackCreateSchema.shape.message,
  category: z.optional(
    z.nullable(z.enum(FEEDBACK_CATEGORIES, say(msg`Choose one of: ${categories}.`))),
  ),
})
export const feedbackReplyBody = feedbackReplySchema
export const feedbackStatusBody = z.object({
  status: z.enum(FEEDBACK_STATUSES, say(msg`Choose Open, Answered or Closed.`)),
})

const juryIds = (message: MessageDescriptor) => z.array(z.string(say(message)), say(message))
export const judgesBody = z.object({ juryIds: juryIds(msg`Send juryIds as a list of user ids.`) })
export const autoAssignBody = z.object({
  year: bodyYear,
  phase: bodyPhase,
  judgesPerProposal: autoAssignFormSchema.shape.judgesPerProposal,
  preferNewJudges: z.optional(
    z.boolean(say(msg`Say whether new judges are preferred (true or false).`)),
  ),
  selection: z.optional(selectionBody),
})
export const bulkAssignBody = z
  .object({
    year: bodyYear,
    phase: bodyPhase,
    add: z.optional(juryIds(msg`Send add as a list of jury member ids.`)),
    remove: z.optional(juryIds(msg`Send remove as a list of jury member ids.`)),
    selection: selectionBody,
  })
  .check(
    z.refine((v) => (v.add?.length ?? 0) + (v.remove?.length ?? 0) > 0, {
      path: ['add'],
      ...say(msg`Name a judge to add or to take off.`),
    }),
    z.refine((v) => !v.add?.some((judge) => v.remove?.includes(judge)), {
      path: ['remove'],
      ...say(msg`A judge cannot be added and taken off at once.`),
    }),
  )
export const judgingSettingBody = z
  .object({
    year: bodyYear,
    blind: z.optional(z.boolean(say(msg`Send blind as true or false.`))),
    minScores: z.optional(thresholdsFormSchema.shape.minScores),
    sdFloor: z.optional(thresholdsFormSchema.shape.sdFloor),
  })
  .check(
    z.refine((v) => v.blind !== undefined || v.minScores !== undefined || v.sdFloor !== undefined, {
      path: ['blind'],
      ...say(msg`Send blind, minScores or sdFloor.`),
    }),
  )
/** The rubric editor's form as it sends it, with the year. */
export const rubricBody = z.safeExtend(rubricFormSchema, { year: bodyYear })
export const sheetBody = z.object({
  scores: z.array(
    z.object({
      criterionId: id,
      // A screen sends what the judge typed ("7.5" in an autosaved draft): said in their words.
      score: z.nullable(z.int(say(msg`Send each score as a whole number.`))),
      comment: z.string(),
    }),
    say(msg`Send the scores as a list.`),
  ),
  overallComment: boundedText({
    trim: false,
    max: 4000,
    tooLong: () => translate(msg`Keep the overall comment under 4000 characters.`),
  }),
  version: z.int(),
})
export const conflictBody = z.object({ reason: conflictReasonSchema })
export const publishBody = z.object({
  year: bodyYear,
  phase: bodyPhase,
  shareComments: z.boolean(
    say(msg`Say whether the judges’ comments are shared with the teams (true or false).`),
  ),
})
export const advanceResultsBody = z.object({
  year: bodyYear,
  phase: z.union(
    [z.literal(1), z.literal(2)],
    say(msg`Choose phase 1 or 2: Phase 3 has no next phase.`),
  ),
  selection: selectionBody,
  override,
})

const updateText = boundedText({
  max: TEXT_MAX,
  tooLong: () => translate(msg`At most ${TEXT_MAX} characters.`),
})
const PROGRESS_ERROR = msg`Progress is a whole number from 0 to 100.`
const VALUE_ERROR = msg`The value realised is an amount in rupiah of 0 or more.`
export const updateSaveBody = z.object({
  fields: z.object({
    progress: z.nullable(
      z
        .number(say(PROGRESS_ERROR))
        .check(
          z.int(say(PROGRESS_ERROR)),
          z.gte(0, say(PROGRESS_ERROR)),
          z.lte(100, say(PROGRESS_ERROR)),
        ),
    ),
    achievements: updateText,
    obstacles: updateText,
    nextSteps: updateText,
    valueRealised: z.nullable(
      z
        .number(say(VALUE_ERROR))
        .check(
          z.gte(0, { error: negativeIdrMessage }),
          z.lte(MAX_IDR, { error: tooLargeIdrMessage }),
        ),
    ),
  }),
  version: z.int(),
})
export const updateReviewBody = reviewSchema

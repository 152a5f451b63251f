import { editTimeSchema } from '@/features/periods/schemas'
import { FEEDBACK_STATUSES } from '@/features/feedback/schemas'
import { SHIRT_SIZE_CODES } from '@/config/shirt-sizes'
import { phaseNumber, yearSchema } from '@/contract/operation'
import { z } from '@/lib/zod'

/**
 * The bodies of the calls the app builds by hand (the forms' own schemas check what a person types,
 * which is not always what is sent). Written once: the OpenAPI document describes them with these,
 * and the demo's contract check (src/contract/check.ts) holds every request to them.
 */

const id = z.string().min(1)

/** The `year` of a body: four digits; left out, the current year. */
const bodyYear = yearSchema.optional()

/** Which rows of a paged table a bulk call applies to: picked ids, or every row matching the filters. */
export const selectionBody = z.union([
  z.strictObject({ ids: z.array(id).min(1) }),
  z.strictObject({
    all: z.literal(true),
    keyword: z.string().optional(),
    filter: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    except: z.array(id).optional(),
    expected: z.number().int().min(0),
  }),
])

export const registrationBody = z.object({
  name: z.string(),
  unit: z.string(),
  phone: z.string(),
  shirtSize: z.enum(SHIRT_SIZE_CODES),
})
export const shirtSizeBody = z.object({ shirtSize: z.enum(SHIRT_SIZE_CODES) })
export const teamNameBody = z.object({ name: z.string() })
export const teamChangeBody = z.object({ name: z.string().optional(), leaderId: id.optional() })
export const addMemberBody = z.object({ email: z.string() })

export const userCreateBody = z.object({
  directoryId: id,
  roleName: z.enum(['Commitee', 'Jury', 'Participant']),
})
export const userChangeBody = z.object({
  roleName: z.enum(['Commitee', 'Jury', 'Participant']).optional(),
  isActive: z.boolean().optional(),
})

/** PUT /period/EditTime: the form's own schema, as sent. */
export const editTimeBody = editTimeSchema

export const proposalCreateBody = z.object({
  teamId: id,
  category: z.number().int().min(1).max(4),
  title: z.string(),
})
export const proposalImportBody = z.object({ proposalId: id, teamId: id })
export const initiativeImportBody = z.object({
  code: z.string(),
  teamId: id,
  category: z.number().int().min(1).max(4),
})
/** An entry's fields as the form has them, with the version the edit started from. */
export const entrySaveBody = z.object({
  fields: z.record(z.string(), z.unknown()),
  version: z.number().int(),
})
export const attachmentUploadBody = z.object({
  file: z.string().meta({ format: 'binary', description: 'The file (at most 20 MB).' }),
  kind: z.enum(['poster', 'presentation', 'supporting']),
  phase: z.enum(['1', '2']),
})

export const returnBody = z.object({ reason: z.string() })
export const advanceBody = z.object({ override: z.literal(true).optional() })
export const winnerBody = z.object({
  rank: z.union([z.literal(1), z.literal(2), z.literal(3), z.null()]),
  override: z.literal(true).optional(),
})

export const voteSessionBody = z.object({
  name: z.string(),
  year: yearSchema,
  candidateIds: z.array(id),
  openAt: z.string(),
  closeAt: z.string(),
})
export const ballotBody = z.object({ proposalId: id })

export const feedbackCreateBody = z.object({
  subject: z.string(),
  message: z.string(),
  category: z.string().nullable().optional(),
})
export const feedbackReplyBody = z.object({ message: z.string() })
export const feedbackStatusBody = z.object({ status: z.enum(FEEDBACK_STATUSES) })

export const judgesBody = z.object({ juryIds: z.array(id) })
export const autoAssignBody = z.object({
  year: bodyYear,
  phase: phaseNumber,
  judgesPerProposal: z.number().int().min(1),
  preferNewJudges: z.boolean().optional(),
  selection: selectionBody.optional(),
})
export const bulkAssignBody = z.object({
  year: bodyYear,
  phase: phaseNumber,
  add: z.array(id).optional(),
  remove: z.array(id).optional(),
  selection: selectionBody,
})
export const judgingSettingBody = z.object({
  year: bodyYear,
  blind: z.boolean().optional(),
  minScores: z.number().int().optional(),
  sdFloor: z.number().optional(),
})
export const rubricBody = z.object({
  year: bodyYear,
  scaleMin: z.union([z.literal(0), z.literal(1)]),
  scaleMax: z.number().int(),
  criteria: z.array(
    z.object({
      id: z.string().nullable(),
      name: z.string(),
      description: z.string(),
      weight: z.number().int(),
    }),
  ),
})
export const sheetBody = z.object({
  scores: z.array(
    z.object({ criterionId: id, score: z.number().int().nullable(), comment: z.string() }),
  ),
  overallComment: z.string(),
  version: z.number().int(),
})
export const conflictBody = z.object({ reason: z.string() })
export const publishBody = z.object({
  year: bodyYear,
  phase: phaseNumber,
  shareComments: z.boolean(),
})
export const advanceResultsBody = z.object({
  year: bodyYear,
  phase: z.union([z.literal(1), z.literal(2)]),
  selection: selectionBody,
  override: z.literal(true).optional(),
})

export const updateSaveBody = z.object({
  fields: z.object({
    progress: z.number().nullable(),
    achievements: z.string(),
    obstacles: z.string(),
    nextSteps: z.string(),
    valueRealised: z.number().nullable(),
  }),
  version: z.number().int(),
})
export const updateReviewBody = z.object({ comment: z.string() })

import { msg } from '@lingui/core/macro'
import { z } from '@/lib/zod'
import { pageInfoSchema } from '@/lib/page-info'
import { translate } from '@/i18n'

/** GET /judge?year&phase: an active jury member and their load in the phase (or the year). */
export const judgeSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  unit: z.string(),
  assigned: z.int(),
  submitted: z.int(),
})
export type Judge = z.infer<typeof judgeSchema>

export const assignmentSchema = z.object({
  juryDetailId: z.string(),
  year: z.int(),
  phase: z.int(),
  proposalId: z.string(),
  juryId: z.string(),
  juryName: z.string(),
  status: z.enum(['Assigned', 'Draft', 'Submitted']),
  /** Taken off the proposal after scoring: the sheet and its score are kept. */
  removed: z.boolean(),
})
export type Assignment = z.infer<typeof assignmentSchema>

/** GET /judge/assignment?year&phase: the proposals that can be judged (with each judge's conflicts) and the assignments. */
export const assignmentBoardSchema = z.object({
  year: z.int(),
  phase: z.int(),
  proposals: z.array(
    z.object({
      proposalId: z.string(),
      title: z.string(),
      category: z.int(),
      teamName: z.string(),
      unit: z.string(),
      conflicts: z.array(z.object({ juryId: z.string(), reason: z.string() })),
      /** Conflicts judges declared on their score sheets (any phase): their assignments were released. */
      declaredConflicts: z.array(
        z.object({
          juryId: z.string(),
          juryName: z.string(),
          phase: z.int(),
          reason: z.string(),
          declaredAt: z.string(),
        }),
      ),
    }),
  ),
  assignments: z.array(assignmentSchema),
  /** Judgeable proposals in the phase (`total`) and those matching the filters (`matching`). */
  counts: z.optional(z.object({ total: z.int(), matching: z.int() })),
  /** Present when a page was asked for: `proposals` is that page and `assignments` are theirs. */
  page: z.optional(pageInfoSchema),
})
export type AssignmentBoard = z.infer<typeof assignmentBoardSchema>
export type BoardProposal = AssignmentBoard['proposals'][number]

export const autoAssignResultSchema = z.object({
  created: z.int(),
  assignments: z.array(assignmentSchema),
  /** Proposals that had to get a judge who judged them in an earlier phase (Phase 2 and 3). */
  warnings: z._default(z.array(z.string()), []),
})

/** POST /judge/assignment/bulk: judges added to or taken off many proposals at once. */
export const bulkAssignResultSchema = z.object({
  /** Proposals the selection named. */
  proposals: z.int(),
  added: z.int(),
  removed: z.int(),
  /** Proposals a judge could not be added to (a conflict of interest), each with the reason. */
  skipped: z.array(z.object({ proposalId: z.string(), title: z.string(), reason: z.string() })),
})
export type BulkAssignResult = z.infer<typeof bulkAssignResultSchema>

/** The automatic assignment form. */
export const autoAssignFormSchema = z.object({
  judgesPerProposal: z
    .number({ error: () => translate(msg`Enter the number of judges per proposal.`) })
    .check(
      z.int({ error: () => translate(msg`Enter a whole number.`) }),
      z.gte(1, { error: () => translate(msg`At least 1 judge per proposal.`) }),
      z.lte(10, { error: () => translate(msg`At most 10 judges per proposal.`) }),
    ),
  preferNewJudges: z.boolean(),
})
export type AutoAssignFormValues = z.infer<typeof autoAssignFormSchema>

import { msg } from '@lingui/core/macro'
import { translate } from '@/i18n'
import { typedDecimal } from '@/lib/decimal'
import { z } from '@/lib/zod'
import { THRESHOLD_MESSAGES, validMinScores, validSdFloor } from '@/features/scoring/thresholds'
import { pageInfoSchema } from '@/lib/page-info'
import { boundedText } from '@/lib/text-length'

import { phaseSchema } from '@/features/scoring/publications'

export { phaseSchema, resultPublicationSchema } from '@/features/scoring/publications'
export type { Phase, ResultPublication } from '@/features/scoring/publications'

/** GET /rubric?phase: one criterion of the phase's rubric. Weights of a phase sum to 100. */
export const criterionSchema = z.object({
  id: z.string(),
  phase: z.int(),
  order: z.int(),
  name: z.string(),
  description: z.string(),
  weight: z.number(),
  scaleMin: z.int(),
  scaleMax: z.int(),
})
export type Criterion = z.infer<typeof criterionSchema>

export const criterionScoreSchema = z.object({
  criterionId: z.string(),
  score: z.nullable(z.int()),
  comment: z.string(),
})
export type CriterionScore = z.infer<typeof criterionScoreSchema>

// The API's values (not words a person reads: the screens word them).
export const sheetStatusSchema = z.enum(['Assigned', 'Draft', 'Submitted'])
export const SHEET_STATUSES = sheetStatusSchema.options
export type SheetStatus = z.infer<typeof sheetStatusSchema>

/** A judge's score sheet for one proposal in one phase (its id is the assignment's juryDetailId). */
export const scoreSheetSchema = z.object({
  /** Blind judging is on for the sheet's phase: a judge gets a neutral team name. */
  blind: z.boolean(),
  juryDetailId: z.string(),
  year: z.int(),
  phase: phaseSchema,
  proposalId: z.string(),
  proposalTitle: z.string(),
  teamName: z.string(),
  category: z.int(),
  juryId: z.string(),
  juryName: z.string(),
  status: sheetStatusSchema,
  /** The judge was taken off the proposal after scoring: the sheet is kept, read-only. */
  removed: z.boolean(),
  scores: z.array(criterionScoreSchema),
  overallComment: z.string(),
  /** Weighted total on the 1–10 scale; null until every criterion is scored. */
  total: z.nullable(z.number()),
  version: z.int(),
  updatedAt: z.nullable(z.string()),
  submittedAt: z.nullable(z.string()),
})
export type ScoreSheet = z.infer<typeof scoreSheetSchema>

/** PUT /score/{id} and POST /score/{id}/submit. */
export interface SheetInput {
  scores: CriterionScore[]
  overallComment: string
  version: number
}

export const leftOutReasonSchema = z.enum(['few-scores', 'no-spread'])
export type LeftOutReason = z.infer<typeof leftOutReasonSchema>

export const resultRowSchema = z.object({
  proposalId: z.string(),
  title: z.string(),
  teamName: z.string(),
  unit: z.string(),
  category: z.int(),
  reachedPhase: phaseSchema,
  winnerRank: z.nullable(z.int()),
  judgesAssigned: z.int(),
  judgesDone: z.int(),
  meanWeighted: z.nullable(z.number()),
  spread: z.nullable(z.number()),
  judgesNormalised: z.int(),
  /** Judges who scored the proposal but whose scores are left out of the normalised mean. */
  leftOut: z.array(
    z.object({
      juryId: z.string(),
      name: z.string(),
      reason: leftOutReasonSchema,
      count: z.int(),
      sd: z.number(),
    }),
  ),
  /** Judges who declared a conflict of interest with the proposal in this phase (their assignment was released). */
  declaredConflicts: z.array(
    z.object({ juryId: z.string(), name: z.string(), reason: z.string() }),
  ),
  meanZ: z.nullable(z.number()),
  spreadZ: z.nullable(z.number()),
  disagree: z.boolean(),
  fewScores: z.boolean(),
  rankWeighted: z.nullable(z.int()),
  rankZ: z.nullable(z.int()),
  rankDiffers: z.boolean(),
})
export type ResultRow = z.infer<typeof resultRowSchema>

/** The rules of the normalised method (the phase's judging settings, the rest `DEFAULT_RULES` in fairness.ts), sent with the results so the screen explains the numbers it shows. */
export const fairnessRulesSchema = z.object({
  minScores: z.int(),
  sdFloor: z.number(),
  minJudges: z.int(),
  disagreement: z.number(),
})

/** GET /score/result?phase&year: computed by `fairness.ts` (docs/api.md "Results and fairness"). */
export const phaseResultsSchema = z.object({
  year: z.int(),
  phase: phaseSchema,
  rules: fairnessRulesSchema,
  rows: z.array(resultRowSchema),
  judges: z.array(
    z.object({
      juryId: z.string(),
      name: z.string(),
      count: z.int(),
      mean: z.number(),
      sd: z.number(),
      leftOut: z.nullable(leftOutReasonSchema),
    }),
  ),
  /**
   * Rows in the phase (`total`), matching the filters (`matching`), matching rows still in the phase that can be advanced (`selectable`),
   * and the phase's score sheets, every row (`sheets`: assigned and submitted, as the rows count them).
   */
  counts: z.optional(
    z.object({
      total: z.int(),
      matching: z.int(),
      selectable: z.int(),
      sheets: z.optional(z.object({ assigned: z.int(), submitted: z.int() })),
    }),
  ),
  /** Present when a page was asked for (`page`/`perPage`): `rows` is that page. */
  page: z.optional(pageInfoSchema),
})
export type PhaseResults = z.infer<typeof phaseResultsSchema>

/** POST /score/result/advance: what a bulk advance did; each refusal names the proposal and why. */
export const bulkAdvanceResultSchema = z.object({
  advanced: z.int(),
  failures: z.array(z.object({ proposalId: z.string(), title: z.string(), reason: z.string() })),
})
export type BulkAdvanceResult = z.infer<typeof bulkAdvanceResultSchema>

/** POST /score/{juryDetailId}/conflict: a judge's declared conflict of interest with a proposal. */
export const declaredConflictSchema = z.object({
  juryId: z.string(),
  juryName: z.string(),
  phase: phaseSchema,
  reason: z.string(),
  declaredAt: z.string(),
})
export type DeclaredConflict = z.infer<typeof declaredConflictSchema>

/** Why a judge cannot score a proposal: the dialog and POST /score/{id}/conflict check it alike. */
export const conflictReasonSchema = boundedText({
  min: 5,
  tooShort: () => translate(msg`Say why, in at least 5 characters: the committee reads it.`),
  max: 1000,
  tooLong: () => translate(msg`Keep the reason under 1000 characters.`),
})

/** GET /judging/settings?year: one row per phase: blind judging and the normalisation thresholds. */
export const judgingSettingSchema = z.object({
  year: z.int(),
  phase: phaseSchema,
  blind: z.boolean(),
  minScores: z.int(),
  sdFloor: z.number(),
})
export type JudgingSetting = z.infer<typeof judgingSettingSchema>

/** The thresholds form of the results screen (PUT /judging/settings/{phase} sends it with the year). */
export const thresholdsFormSchema = z.object({
  minScores: z
    .number({ error: () => translate(THRESHOLD_MESSAGES.minScores) })
    .check(z.refine(validMinScores, { error: () => translate(THRESHOLD_MESSAGES.minScores) })),
  sdFloor: z
    .number({ error: () => translate(THRESHOLD_MESSAGES.sdFloor) })
    .check(z.refine(validSdFloor, { error: () => translate(THRESHOLD_MESSAGES.sdFloor) })),
})
export type ThresholdsFormValues = z.infer<typeof thresholdsFormSchema>

/**
 * The thresholds as the form holds them: text as the language writes numbers (`0,25` in
 * Indonesian), read into the API's numbers and checked with the same messages.
 */
export const thresholdsTextSchema = z.object({
  minScores: typedDecimal(thresholdsFormSchema.shape.minScores),
  sdFloor: typedDecimal(thresholdsFormSchema.shape.sdFloor),
})
export type ThresholdsText = z.input<typeof thresholdsTextSchema>

/** GET /rubric/lock?phase&year: whether the committee may still edit the rubric, and why not. */
export const rubricLockSchema = z.object({
  year: z.int(),
  phase: phaseSchema,
  locked: z.boolean(),
  reason: z.nullable(z.string()),
})

/** The rubric editor's form (PUT /rubric/{phase} sends it with the year). */
export const rubricFormSchema = z
  .object({
    scaleMin: z.union([z.literal(0), z.literal(1)], {
      error: () => translate(msg`The scale starts at 0 or 1.`),
    }),
    scaleMax: z
      .number({ error: () => translate(msg`Choose where the scale ends.`) })
      .check(
        z.int({ error: () => translate(msg`Enter a whole number.`) }),
        z.gte(3, { error: () => translate(msg`The scale ends at 3 to 10.`) }),
        z.lte(10, { error: () => translate(msg`The scale ends at 3 to 10.`) }),
      ),
    criteria: z
      .array(
        z.object({
          id: z.nullable(z.string()),
          name: boundedText({
            min: 2,
            tooShort: () => translate(msg`Name the criterion (2 to 80 characters).`),
            max: 80,
            tooLong: () => translate(msg`Name the criterion (2 to 80 characters).`),
          }),
          description: boundedText({
            max: 500,
            tooLong: () => translate(msg`Keep the description under 500 characters.`),
          }),
          weight: z
            .number({ error: () => translate(msg`Enter a weight.`) })
            .check(
              z.int({ error: () => translate(msg`Enter a whole number.`) }),
              z.gte(1, { error: () => translate(msg`At least 1.`) }),
              z.lte(100, { error: () => translate(msg`At most 100.`) }),
            ),
        }),
      )
      .check(
        z.minLength(1, { error: () => translate(msg`Give the rubric at least one criterion.`) }),
        z.maxLength(10, { error: () => translate(msg`At most 10 criteria.`) }),
      ),
  })
  .check(
    z.superRefine(
      (v, ctx) => {
        const criteria = v.criteria as Array<Partial<(typeof v.criteria)[number]>>
        const sum = criteria.reduce(
          (a, c) => a + (typeof c.weight === 'number' && Number.isFinite(c.weight) ? c.weight : 0),
          0,
        )
        if (sum !== 100)
          ctx.addIssue({
            code: 'custom',
            path: ['weights'],
            message: translate(msg`The weights must add up to 100.`),
          })
        // Two criteria of one name could not be told apart on a score sheet or in the results.
        const names = criteria.map((c) =>
          typeof c.name === 'string' ? c.name.trim().toLowerCase() : '',
        )
        names.forEach((name, i) => {
          if (name && names.indexOf(name) !== i)
            ctx.addIssue({
              code: 'custom',
              path: ['criteria', i, 'name'],
              message: translate(msg`Two criteria cannot have the same name.`),
            })
        })
      },
      {
        // Checked along with the fields' own errors, so that one answer names every problem.
        when: ({ value }) =>
          Array.isArray((value as { criteria?: unknown }).criteria) &&
          (value as { criteria: unknown[] }).criteria.every(
            (c) => typeof c === 'object' && c !== null,
          ),
      },
    ),
  )
export type RubricFormValues = z.infer<typeof rubricFormSchema>
export type RubricInput = RubricFormValues & { year: number }

/** GET /proposal/{id}/judging-feedback: one per published phase in which the proposal was scored (no judges' names). */
export const teamFeedbackSchema = z.object({
  phase: phaseSchema,
  publishedAt: z.string(),
  shareComments: z.boolean(),
  judges: z.int(),
  scaleMin: z.int(),
  scaleMax: z.int(),
  total: z.nullable(z.number()),
  criteria: z.array(
    z.object({
      criterionId: z.string(),
      name: z.string(),
      weight: z.number(),
      mean: z.nullable(z.number()),
      comments: z.array(z.string()),
    }),
  ),
  overallComments: z.array(z.string()),
})
export type TeamFeedback = z.infer<typeof teamFeedbackSchema>

/** GET /score/result/publication, POST /score/result/publish (docs/api.md "Results publication"). */

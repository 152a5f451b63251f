import { msg } from '@lingui/core/macro'
import { z } from '@/lib/zod'
import { translate } from '@/i18n'
import { invalidDateMessage } from '@/components/forms/date-text'
import { parseDateText } from '@/lib/dates'
import { boundedText } from '@/lib/text-length'

// The API's values (not words a person reads: the screens word them).
export const voteStatusSchema = z.enum(['Scheduled', 'Open', 'Closed'])
export const VOTE_STATUSES = voteStatusSchema.options
export type VoteStatus = z.infer<typeof voteStatusSchema>

const posterSchema = z.object({ url: z.string(), contentType: z.string(), fileName: z.string() })

export const voteCandidateSchema = z.object({
  proposalId: z.string(),
  title: z.string(),
  category: z.int(),
  teamName: z.string(),
  unit: z.string(),
  poster: z.nullable(posterSchema),
  /** The caller belongs to this proposal's team, so cannot vote for it. */
  isMyTeam: z.boolean(),
})
export type VoteCandidate = z.infer<typeof voteCandidateSchema>

/** GET /vote, /vote/active, /vote/{id}: a session as the caller sees it. */
export const voteSessionSchema = z.object({
  id: z.string(),
  year: z.int(),
  name: z.string(),
  candidateIds: z.array(z.string()),
  candidates: z.array(voteCandidateSchema),
  openAt: z.string(),
  closeAt: z.string(),
  status: voteStatusSchema,
  ballotCount: z.int(),
  myBallotProposalId: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type VoteSession = z.infer<typeof voteSessionSchema>

export const voteTallySchema = z.object({
  proposalId: z.string(),
  title: z.string(),
  teamName: z.string(),
  category: z.int(),
  votes: z.int(),
  /** votes / totalBallots, 0–1 (0 when nobody voted). */
  share: z.number(),
  rank: z.int(),
})
export type VoteTally = z.infer<typeof voteTallySchema>

/** GET /vote/{id}/result: people's-choice tallies, most votes first. */
export const voteResultSchema = z.object({
  sessionId: z.string(),
  name: z.string(),
  year: z.int(),
  status: voteStatusSchema,
  openAt: z.string(),
  closeAt: z.string(),
  totalBallots: z.int(),
  tallies: z.array(voteTallySchema),
})
export type VoteResult = z.infer<typeof voteResultSchema>

/**
 * The committee's session form: times as typed (`14 Des 2026 09:00`, requirements R9.6), sent as ISO
 * strings. Its messages are worded when a value is checked, in the language shown then.
 */
export const voteSessionFormSchema = z
  .object({
    name: boundedText({
      min: 3,
      tooShort: () => translate(msg`Enter a name of at least 3 characters.`),
      max: 120,
      tooLong: () => translate(msg`The name can have at most 120 characters.`),
    }),
    candidateIds: z
      .array(z.string())
      .check(z.minLength(2, { error: () => translate(msg`Choose at least two candidates.`) })),
    openAt: z.string().check(
      z.minLength(1, { error: () => translate(msg`Enter the opening time.`) }),
      z.refine((text) => parseDateText(text, { withTime: true }) !== null, {
        error: () => invalidDateMessage(true),
      }),
    ),
    closeAt: z.string().check(
      z.minLength(1, { error: () => translate(msg`Enter the closing time.`) }),
      z.refine((text) => parseDateText(text, { withTime: true }) !== null, {
        error: () => invalidDateMessage(true),
      }),
    ),
  })
  .check(
    z.refine(
      (v) => {
        const open = parseDateText(v.openAt, { withTime: true })
        const close = parseDateText(v.closeAt, { withTime: true })
        return !open || !close || close.isAfter(open)
      },
      {
        error: () => translate(msg`The closing time must be after the opening time.`),
        path: ['closeAt'],
      },
    ),
  )
export type VoteSessionFormValues = z.infer<typeof voteSessionFormSchema>

/** POST /vote and PUT /vote/{id}. */
export interface VoteSessionInput {
  name: string
  year: number
  candidateIds: string[]
  openAt: string
  closeAt: string
}

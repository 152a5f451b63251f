import { queryOptions, useQueryClient, type MutationMeta } from '@tanstack/react-query'
import { useSendOnce } from '@/lib/send-once'
import { z } from '@/lib/zod'
import { getOne, send } from '@/lib/api-client'
import { proposalQueries } from '@/features/proposals/api'
import { queryRoots } from '@/lib/query-keys'
import { entryStatusSchema, proposalSchema, type Proposal } from '@/features/proposals/schemas'
import { runOneByOne, type BulkOutcome } from '@/lib/bulk'

export type WinnerRank = 1 | 2 | 3 | null

const statusCountsSchema = z.record(entryStatusSchema, z.int())

/** GET /report/summary?year: the year's proposals counted by entry status per phase and by category. */
export const reviewSummarySchema = z.object({
  year: z.int(),
  total: z.int(),
  semiFinalists: z.int(),
  finalists: z.int(),
  byStatus: z.object({ 1: statusCountsSchema, 2: statusCountsSchema }),
  byCategory: z.array(
    z.object({
      category: z.int(),
      total: z.int(),
      approved: z.int(),
      semiFinalists: z.int(),
      finalists: z.int(),
    }),
  ),
})
export type ReviewSummary = z.infer<typeof reviewSummarySchema>

export const reviewQueries = {
  /** Under `proposalQueries.all()`, so every review mutation refreshes it too. */
  summary: (year: number) =>
    queryOptions({
      queryKey: [...proposalQueries.all(), 'summary', year] as const,
      queryFn: ({ signal }) =>
        getOne('/report/summary', reviewSummarySchema, { params: { year }, signal }),
    }),
}

const id = (value: string) => encodeURIComponent(value)

export const reviewCalls = {
  approve: ({ proposalId, phase }: { proposalId: string; phase: 1 | 2 }, idempotencyKey: string) =>
    send('post', `/proposal/${id(proposalId)}/phase/${phase}/approve`, undefined, {
      schema: proposalSchema,
      idempotencyKey,
    }),
  return: (
    { proposalId, phase, reason }: { proposalId: string; phase: 1 | 2; reason: string },
    idempotencyKey: string,
  ) =>
    send(
      'post',
      `/proposal/${id(proposalId)}/phase/${phase}/return`,
      { reason },
      { schema: proposalSchema, idempotencyKey },
    ),
  /** `override`: the committee confirmed advancing a proposal whose scores of its phase are not all in. */
  advance: (
    { proposalId, override = false }: { proposalId: string; override?: boolean },
    idempotencyKey: string,
  ) =>
    send('post', `/proposal/${id(proposalId)}/advance`, override ? { override: true } : undefined, {
      schema: proposalSchema,
      idempotencyKey,
    }),
  /** `override`: the committee confirmed marking a winner whose grand-final scores are not all in. */
  winner: (
    {
      proposalId,
      rank,
      override = false,
    }: { proposalId: string; rank: WinnerRank; override?: boolean },
    idempotencyKey: string,
  ) =>
    send(
      'post',
      `/proposal/${id(proposalId)}/winner`,
      override ? { rank, override: true } : { rank },
      { schema: proposalSchema, idempotencyKey },
    ),
}

/**
 * Every review action changes lists, totals and the detail: refresh all proposal queries, and
 * `alsoRoots`, other features' data the action changes too (lib/query-keys.ts).
 */
function useReviewMutation<TVars>(
  call: (vars: TVars, idempotencyKey: string) => Promise<Proposal>,
  meta?: MutationMeta,
  alsoRoots: readonly (readonly string[])[] = [],
) {
  const queryClient = useQueryClient()
  return useSendOnce({
    mutationFn: call,
    meta,
    onSettled: () =>
      Promise.all(
        [proposalQueries.all(), ...alsoRoots].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  })
}

export const useApproveEntry = () => useReviewMutation(reviewCalls.approve)
export const useReturnEntry = (meta?: MutationMeta) => useReviewMutation(reviewCalls.return, meta)
export const useAdvanceProposal = () => useReviewMutation(reviewCalls.advance)
/** A winner rank shows in the results too, whose winners say which ranks are taken (scoring). */
export const useMarkWinner = () =>
  useReviewMutation(reviewCalls.winner, undefined, [queryRoots.scoring])

/**
 * Bulk review actions are client-side loops over the single calls (docs/api.md "Review"). Each call
 * carries its own Idempotency-Key, derived from the bulk action's key and the proposal, so a retry
 * of the whole action (same key) repeats none of the calls the server already did.
 */
export function useBulkReview() {
  const queryClient = useQueryClient()
  return useSendOnce({
    mutationFn: (
      {
        items,
        run,
      }: {
        /** What is done, with its input (a return's reason): another action on the same proposals is another submission. */
        action: string
        items: Array<{ id: string; title: string }>
        run: (proposalId: string, idempotencyKey: string) => Promise<unknown>
      },
      idempotencyKey: string,
    ): Promise<BulkOutcome> =>
      runOneByOne(items, (item) => run(item.id, `${idempotencyKey}.${item.id}`)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: proposalQueries.all() }),
  })
}

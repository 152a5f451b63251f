import { queryOptions, useQueryClient, type MutationMeta } from '@tanstack/react-query'
import { useSendOnce } from '@/lib/send-once'
import { getList, getOne, send } from '@/lib/api-client'
import {
  assignmentBoardSchema,
  autoAssignResultSchema,
  bulkAssignResultSchema,
  judgeSchema,
} from '@/features/judges/schemas'
import { queryRoots } from '@/lib/query-keys'
import type { QueryParams } from '@/lib/query-params'
import type { SelectionBody } from '@/lib/row-selection'

/** Keys run general → specific: invalidating `all()` refreshes loads and boards. */
export const judgeQueries = {
  all: () => queryRoots.judges,
  list: (year: number, phase?: number) =>
    queryOptions({
      queryKey: [...judgeQueries.all(), 'list', year, phase ?? 'all'] as const,
      queryFn: ({ signal }) =>
        getList('/judge', judgeSchema, { params: { year, phase: phase ?? '' }, signal }),
    }),
  board: (year: number, phase: number) =>
    queryOptions({
      queryKey: [...judgeQueries.all(), 'board', year, phase] as const,
      queryFn: ({ signal }) =>
        getOne('/judge/assignment', assignmentBoardSchema, { params: { year, phase }, signal }),
    }),
  /** One page of the board, filtered and sorted by the server (`params`: page, perPage, sort, keyword, filter[…]). */
  boardPage: (year: number, phase: number, params: QueryParams) =>
    queryOptions({
      queryKey: [...judgeQueries.all(), 'board', year, phase, params] as const,
      queryFn: ({ signal }) =>
        getOne('/judge/assignment', assignmentBoardSchema, {
          params: { year, phase, ...params },
          signal,
        }),
      placeholderData: (previous) => previous,
    }),
}

function useAssignmentMutation<TVars, TResult>(
  call: (vars: TVars, idempotencyKey: string) => Promise<TResult>,
  meta?: MutationMeta,
) {
  const queryClient = useQueryClient()
  return useSendOnce({
    mutationFn: call,
    meta,
    // A refused change (conflict, impossible) may still mean our copy is stale: reload either way.
    // Who has open score sheets changed too: a reminder's recipients are asked again.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: judgeQueries.all() }),
        queryClient.invalidateQueries({ queryKey: queryRoots.messages }),
      ]),
  })
}

/** PUT /judge/assignment/{proposalId}/{phase}: the proposal's judges become exactly `juryIds`. */
export function useSetJudges() {
  return useAssignmentMutation(
    (
      { proposalId, phase, juryIds }: { proposalId: string; phase: number; juryIds: string[] },
      idempotencyKey,
    ) =>
      send(
        'put',
        `/judge/assignment/${encodeURIComponent(proposalId)}/${phase}`,
        { juryIds },
        { idempotencyKey },
      ).then(() => undefined),
  )
}

/** POST /judge/auto-assign: fills every proposal of the phase (or of `selection`) up to N judges. */
export function useAutoAssign(meta?: MutationMeta) {
  return useAssignmentMutation(
    (
      input: {
        year: number
        phase: number
        judgesPerProposal: number
        preferNewJudges: boolean
        selection?: SelectionBody
      },
      idempotencyKey,
    ) =>
      send('post', '/judge/auto-assign', input, { schema: autoAssignResultSchema, idempotencyKey }),
    meta,
  )
}

/** POST /judge/assignment/bulk: adds judges to, or takes them off, every proposal of `selection`. */
export function useBulkAssign() {
  return useAssignmentMutation(
    (
      input: {
        year: number
        phase: number
        add: string[]
        remove: string[]
        selection: SelectionBody
      },
      idempotencyKey,
    ) =>
      send('post', '/judge/assignment/bulk', input, {
        schema: bulkAssignResultSchema,
        idempotencyKey,
      }),
  )
}

import { queryOptions, useQueryClient, type MutationMeta } from '@tanstack/react-query'
import { useSendOnce } from '@/lib/send-once'
import { getList, getOne, send } from '@/lib/api-client'
import {
  voteResultSchema,
  voteSessionSchema,
  type VoteSessionInput,
} from '@/features/votes/schemas'
import { queryRoots } from '@/lib/query-keys'

/** Keys run general → specific, so invalidating `all()` refreshes sessions, ballots and tallies. */
export const voteQueries = {
  all: () => queryRoots.votes,
  list: (year: number) =>
    queryOptions({
      queryKey: [...voteQueries.all(), 'list', year] as const,
      queryFn: ({ signal }) => getList('/vote', voteSessionSchema, { params: { year }, signal }),
    }),
  /** The sessions open now, with the caller's ballot; an empty list when none is open. */
  active: () =>
    queryOptions({
      queryKey: [...voteQueries.all(), 'active'] as const,
      queryFn: ({ signal }) => getList('/vote/active', voteSessionSchema, { signal }),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...voteQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) =>
        getOne(`/vote/${encodeURIComponent(id)}`, voteSessionSchema, { signal }),
    }),
  result: (id: string) =>
    queryOptions({
      queryKey: [...voteQueries.all(), 'result', id] as const,
      queryFn: ({ signal }) =>
        getOne(`/vote/${encodeURIComponent(id)}/result`, voteResultSchema, { signal }),
    }),
}

/** Creates a session (no id) or edits one. */
export function useSaveVoteSession(id: string | undefined, meta?: MutationMeta) {
  const queryClient = useQueryClient()
  return useSendOnce({
    meta,
    mutationFn: (input: VoteSessionInput, idempotencyKey: string) =>
      id
        ? send('put', `/vote/${encodeURIComponent(id)}`, input, {
            schema: voteSessionSchema,
            idempotencyKey,
          })
        : send('post', '/vote', input, { schema: voteSessionSchema, idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: voteQueries.all() }),
  })
}

export function useCastBallot(sessionId: string, meta?: MutationMeta) {
  const queryClient = useQueryClient()
  return useSendOnce({
    meta,
    mutationFn: (proposalId: string, idempotencyKey: string) =>
      send(
        'post',
        `/vote/${encodeURIComponent(sessionId)}/ballot`,
        { proposalId },
        { schema: voteSessionSchema, idempotencyKey },
      ),
    // A refused ballot (already voted, closed) also means our copy is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: voteQueries.all() }),
  })
}

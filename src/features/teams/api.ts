import { queryOptions, useQueryClient, type MutationMeta } from '@tanstack/react-query'
import { useSendOnce } from '@/lib/send-once'
import { registeredUserSchema, teamSchema, type RegistrationInput } from '@/features/teams/schemas'
import { getList, getOne, getPage, send } from '@/lib/api-client'
import { queryRoots } from '@/lib/query-keys'

export const teamQueries = {
  all: () => queryRoots.teams,
  /** GET /team/mine?year: the caller's team of the year, as a list of zero or one. */
  mine: (year: number) =>
    queryOptions({
      queryKey: [...teamQueries.all(), 'mine', year] as const,
      queryFn: ({ signal }) => getList('/team/mine', teamSchema, { params: { year }, signal }),
    }),
  /** GET /team/{id} (committee, or the team's members): one team with its members. */
  detail: (id: string) =>
    queryOptions({
      queryKey: [...teamQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => getOne(`/team/${encodeURIComponent(id)}`, teamSchema, { signal }),
    }),
  /** GET /team (committee): the year's teams, paged. */
  list: (filters: { year: number; page: number; keyword: string }) =>
    queryOptions({
      queryKey: [...teamQueries.all(), 'list', filters] as const,
      queryFn: ({ signal }) =>
        getPage('/team', teamSchema, { params: { ...filters, perPage: 50 }, signal }),
      placeholderData: (previous) => previous,
    }),
}

function useTeamMutation<TVars, TResult>(
  call: (vars: TVars, idempotencyKey: string) => Promise<TResult>,
  meta?: MutationMeta,
) {
  const queryClient = useQueryClient()
  return useSendOnce({
    mutationFn: call,
    meta,
    // Team changes show in the team card and in every proposal's team summary.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamQueries.all() }),
        queryClient.invalidateQueries({ queryKey: queryRoots.proposals }),
      ]),
  })
}

export function useRegister(meta?: MutationMeta) {
  const queryClient = useQueryClient()
  return useSendOnce({
    meta,
    mutationFn: (input: RegistrationInput, idempotencyKey: string) =>
      send('post', '/registration', input, { schema: registeredUserSchema, idempotencyKey }),
    // The signed-in user (the auth feature's GET /auth) changes with registration.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.auth }),
  })
}

export function useUpdateShirtSize() {
  const queryClient = useQueryClient()
  return useSendOnce({
    mutationFn: (shirtSize: string, idempotencyKey: string) =>
      send(
        'put',
        '/user/me/shirt-size',
        { shirtSize },
        { schema: registeredUserSchema, idempotencyKey },
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.auth }),
        queryClient.invalidateQueries({ queryKey: teamQueries.all() }),
      ]),
  })
}

export function useCreateTeam(meta?: MutationMeta) {
  return useTeamMutation(
    (name: string, idempotencyKey) =>
      send('post', '/team', { name }, { schema: teamSchema, idempotencyKey }),
    meta,
  )
}

export function useJoinTeam(meta?: MutationMeta) {
  return useTeamMutation(
    (code: string, idempotencyKey) =>
      send('post', `/team/join/${encodeURIComponent(code.trim().toUpperCase())}`, undefined, {
        schema: teamSchema,
        idempotencyKey,
      }),
    meta,
  )
}

export function useUpdateTeam(teamId: string, meta?: MutationMeta) {
  return useTeamMutation(
    (change: { name?: string; leaderId?: string }, idempotencyKey) =>
      send('put', `/team/${encodeURIComponent(teamId)}`, change, {
        schema: teamSchema,
        idempotencyKey,
      }),
    meta,
  )
}

export function useAddMember(teamId: string, meta?: MutationMeta) {
  return useTeamMutation(
    (email: string, idempotencyKey) =>
      send(
        'post',
        `/team/${encodeURIComponent(teamId)}/member`,
        { email },
        { schema: teamSchema, idempotencyKey },
      ),
    meta,
  )
}

export function useRemoveMember(teamId: string) {
  return useTeamMutation((userId: string, idempotencyKey) =>
    send(
      'delete',
      `/team/${encodeURIComponent(teamId)}/member/${encodeURIComponent(userId)}`,
      undefined,
      { idempotencyKey },
    ),
  )
}

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { getList, getOne, send } from '@/lib/api-client'
import { innovationUpdateSchema, type InnovationUpdate, type UpdateFields } from '@/features/innovation-updates/schemas'

/** Keys run general → specific, so invalidating `all()` refreshes every list and update. */
export const innovationUpdateQueries = {
  all: () => ['innovation-updates'] as const,
  /** Committee: every proposal taking part, with its update for one period (or status NotStarted). */
  byPeriod: (eventId: string | null, periodId: string) =>
    queryOptions({
      queryKey: [...innovationUpdateQueries.all(), 'period', eventId, periodId] as const,
      queryFn: ({ signal }) => getList('/innovation-update', innovationUpdateSchema, { params: { period: periodId }, signal }),
      enabled: eventId !== null && periodId !== '',
    }),
  /** My teams' proposals × the participant periods of the year. */
  mine: (eventId: string | null, year: number) =>
    queryOptions({
      queryKey: [...innovationUpdateQueries.all(), 'mine', eventId, year] as const,
      queryFn: ({ signal }) => getList('/innovation-update/mine', innovationUpdateSchema, { params: { year }, signal }),
      enabled: eventId !== null,
    }),
  detail: (eventId: string | null, id: string) =>
    queryOptions({
      queryKey: [...innovationUpdateQueries.all(), 'detail', eventId, id] as const,
      queryFn: ({ signal }) => getOne(`/innovation-update/${encodeURIComponent(id)}`, innovationUpdateSchema, { signal }),
      enabled: eventId !== null,
    }),
}

function useUpdateMutation<TVars>(call: (vars: TVars) => Promise<InnovationUpdate>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: (update) => {
      queryClient.setQueriesData({ queryKey: [...innovationUpdateQueries.all(), 'detail'] }, (old: InnovationUpdate | undefined) =>
        old?.id === update.id ? update : old,
      )
      return queryClient.invalidateQueries({ queryKey: innovationUpdateQueries.all(), refetchType: 'inactive' })
    },
  })
}

/** PUT with the version the edit started from; the server answers 409 when someone saved meanwhile. */
export function useSaveUpdate(id: string) {
  return useUpdateMutation((vars: { fields: UpdateFields; version: number }) =>
    send('put', `/innovation-update/${encodeURIComponent(id)}`, vars, { schema: innovationUpdateSchema }),
  )
}

export function useSubmitUpdate(id: string) {
  return useUpdateMutation(() => send('post', `/innovation-update/${encodeURIComponent(id)}/submit`, undefined, { schema: innovationUpdateSchema }))
}

export function useReviewUpdate(id: string) {
  return useUpdateMutation((comment: string) =>
    send('post', `/innovation-update/${encodeURIComponent(id)}/review`, { comment }, { schema: innovationUpdateSchema }),
  )
}

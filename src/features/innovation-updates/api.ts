import { queryOptions, useQueryClient, type MutationMeta } from '@tanstack/react-query'
import { UPLOAD_OPTIONS, useSendOnce } from '@/lib/send-once'
import { getList, getOne, getPage, send } from '@/lib/api-client'
import {
  innovationUpdateSchema,
  updateFileSchema,
  type InnovationUpdate,
  type UpdateFields,
} from '@/features/innovation-updates/schemas'
import { queryRoots } from '@/lib/query-keys'
import type { QueryParams } from '@/lib/query-params'

/** Keys run general → specific, so invalidating `all()` refreshes every list and update. */
export const innovationUpdateQueries = {
  all: () => queryRoots.innovationUpdates,
  /**
   * Committee: one page of the proposals taking part, with their update for one period (or status
   * NotStarted); `params` are the list's page, perPage, keyword, filter[status] and sort.
   */
  byPeriod: (eventId: string | null, periodId: string, params: QueryParams) =>
    queryOptions({
      queryKey: [...innovationUpdateQueries.all(), 'period', eventId, periodId, params] as const,
      queryFn: ({ signal }) =>
        getPage('/innovation-update', innovationUpdateSchema, {
          params: { ...params, period: periodId },
          signal,
        }),
      enabled: eventId !== null && periodId !== '',
      placeholderData: (previous) => previous,
    }),
  /** Committee: how many proposals take part in a period and how many have posted (two one-row pages, counted on the server). */
  postedCount: (eventId: string | null, periodId: string) =>
    queryOptions({
      queryKey: [...innovationUpdateQueries.all(), 'posted', eventId, periodId] as const,
      queryFn: async ({ signal }) => {
        const count = (status: string) =>
          getPage('/innovation-update', innovationUpdateSchema, {
            params: { period: periodId, 'filter[status]': status, perPage: 1 },
            signal,
          })
        const [all, posted] = await Promise.all([count(''), count('posted')])
        return { total: all.totalCount, posted: posted.totalCount }
      },
      enabled: eventId !== null && periodId !== '',
    }),
  /** My teams' proposals × the participant periods of the year. */
  mine: (eventId: string | null, year: number) =>
    queryOptions({
      queryKey: [...innovationUpdateQueries.all(), 'mine', eventId, year] as const,
      queryFn: ({ signal }) =>
        getList('/innovation-update/mine', innovationUpdateSchema, { params: { year }, signal }),
      enabled: eventId !== null,
    }),
  detail: (eventId: string | null, id: string) =>
    queryOptions({
      queryKey: [...innovationUpdateQueries.all(), 'detail', eventId, id] as const,
      queryFn: ({ signal }) =>
        getOne(`/innovation-update/${encodeURIComponent(id)}`, innovationUpdateSchema, { signal }),
      enabled: eventId !== null,
    }),
}

function useUpdateMutation<TVars>(
  call: (vars: TVars, idempotencyKey: string) => Promise<InnovationUpdate>,
  meta?: MutationMeta,
) {
  const queryClient = useQueryClient()
  return useSendOnce({
    mutationFn: call,
    meta,
    onSuccess: (update) => {
      queryClient.setQueriesData(
        { queryKey: [...innovationUpdateQueries.all(), 'detail'] },
        (old: InnovationUpdate | undefined) => (old?.id === update.id ? update : old),
      )
      return queryClient.invalidateQueries({
        queryKey: innovationUpdateQueries.all(),
        refetchType: 'inactive',
      })
    },
  })
}

/** The autosave's call: PUT with the version the edit started from; 409 when someone saved meanwhile. */
export function saveUpdate(
  id: string,
  vars: { fields: UpdateFields; version: number },
): Promise<InnovationUpdate> {
  return send('put', `/innovation-update/${encodeURIComponent(id)}`, vars, {
    schema: innovationUpdateSchema,
  })
}

export function useSubmitUpdate(id: string, meta?: MutationMeta) {
  return useUpdateMutation(
    (_: void, idempotencyKey) =>
      send('post', `/innovation-update/${encodeURIComponent(id)}/submit`, undefined, {
        schema: innovationUpdateSchema,
        idempotencyKey,
      }),
    meta,
  )
}

export function useReviewUpdate(id: string, meta?: MutationMeta) {
  return useUpdateMutation(
    (comment: string, idempotencyKey) =>
      send(
        'post',
        `/innovation-update/${encodeURIComponent(id)}/review`,
        { comment },
        { schema: innovationUpdateSchema, idempotencyKey },
      ),
    meta,
  )
}

/** Refreshes the update with its files, and the lists that show it. */
function useFilesChanged() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: innovationUpdateQueries.all() })
}

/** Adds a file to the update (multipart), with the upload's progress. */
export function useUploadUpdateFile(id: string, meta?: MutationMeta) {
  const refresh = useFilesChanged()
  return useSendOnce({
    meta,
    ...UPLOAD_OPTIONS,
    mutationFn: (
      input: { file: File; onProgress: (fraction: number) => void; signal: AbortSignal },
      idempotencyKey,
    ) => {
      const body = new FormData()
      body.append('file', input.file)
      return send('post', `/innovation-update/${encodeURIComponent(id)}/attachment`, body, {
        schema: updateFileSchema,
        onUploadProgress: input.onProgress,
        signal: input.signal,
        idempotencyKey,
      })
    },
    // Also after a failure or a cancel: the file may have arrived all the same.
    onSettled: refresh,
  })
}

export function useDeleteUpdateFile(id: string) {
  const refresh = useFilesChanged()
  return useSendOnce({
    mutationFn: (fileId: string, idempotencyKey: string) =>
      send(
        'delete',
        `/innovation-update/${encodeURIComponent(id)}/attachment/${encodeURIComponent(fileId)}`,
        undefined,
        { idempotencyKey },
      ),
    onSuccess: refresh,
  })
}

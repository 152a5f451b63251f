import { queryOptions, useQueryClient, type MutationMeta } from '@tanstack/react-query'
import { useSendOnce } from '@/lib/send-once'
import { getOne, getPage, send } from '@/lib/api-client'
import {
  feedbackSummarySchema,
  feedbackThreadSchema,
  type FeedbackCreateValues,
  type FeedbackStatus,
} from '@/features/feedback/schemas'
import { queryRoots } from '@/lib/query-keys'

export interface FeedbackFilters {
  page?: number
  perPage?: number
  status?: FeedbackStatus | ''
  keyword?: string
}

/** Keys run general → specific, so invalidating `all()` refreshes every list and thread. */
export const feedbackQueries = {
  all: () => queryRoots.feedback,
  lists: () => [...feedbackQueries.all(), 'list'] as const,
  /** Committee: everyone's; anyone else: their own. */
  list: (filters: FeedbackFilters) =>
    queryOptions({
      queryKey: [...feedbackQueries.lists(), filters] as const,
      queryFn: ({ signal }) =>
        getPage('/feedback', feedbackSummarySchema, {
          params: {
            page: filters.page ?? 1,
            perPage: filters.perPage ?? 20,
            'filter[status]': filters.status ?? '',
            keyword: filters.keyword ?? '',
          },
          signal,
        }),
      placeholderData: (previous) => previous,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...feedbackQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) =>
        getOne(`/feedback/${encodeURIComponent(id)}`, feedbackThreadSchema, { signal }),
    }),
}

export function useCreateFeedback(meta?: MutationMeta) {
  const queryClient = useQueryClient()
  return useSendOnce({
    meta,
    mutationFn: (values: FeedbackCreateValues, idempotencyKey: string) =>
      send(
        'post',
        '/feedback',
        { subject: values.subject, message: values.message, category: values.category || null },
        { schema: feedbackThreadSchema, idempotencyKey },
      ),
    onSuccess: (thread) => {
      queryClient.setQueryData(feedbackQueries.detail(thread.id).queryKey, thread)
      return queryClient.invalidateQueries({ queryKey: feedbackQueries.lists() })
    },
  })
}

export function useReplyFeedback(id: string, meta?: MutationMeta) {
  const queryClient = useQueryClient()
  return useSendOnce({
    meta,
    mutationFn: (message: string, idempotencyKey: string) =>
      send(
        'post',
        `/feedback/${encodeURIComponent(id)}/reply`,
        { message },
        { schema: feedbackThreadSchema, idempotencyKey },
      ),
    onSuccess: (thread) => queryClient.setQueryData(feedbackQueries.detail(id).queryKey, thread),
    onSettled: () => queryClient.invalidateQueries({ queryKey: feedbackQueries.all() }),
  })
}

export function useSetFeedbackStatus(id: string) {
  const queryClient = useQueryClient()
  return useSendOnce({
    mutationFn: (status: FeedbackStatus, idempotencyKey: string) =>
      send(
        'put',
        `/feedback/${encodeURIComponent(id)}/status`,
        { status },
        { schema: feedbackThreadSchema, idempotencyKey },
      ),
    onSuccess: (thread) => queryClient.setQueryData(feedbackQueries.detail(id).queryKey, thread),
    onSettled: () => queryClient.invalidateQueries({ queryKey: feedbackQueries.all() }),
  })
}

import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query'
import { getOne, getPage, send } from '@/lib/api-client'
import { queryRoots } from '@/lib/query-keys'
import { currentLanguage } from '@/i18n'
import { useSendOnce } from '@/lib/send-once'
import type { Audience } from '@/domain/award'
import {
  messageDetailSchema,
  messageSummarySchema,
  recipientsPreviewSchema,
  type MessageDetail,
} from '@/features/messages/schemas'

/** How many messages a page of the history shows. */
export const MESSAGES_PER_PAGE = 20

export interface MessageFilters {
  page: number
  keyword: string
  kind: string
  audience: string
  from: string
  to: string
  /** Default MESSAGES_PER_PAGE; an export asks for the most a page holds. */
  perPage?: number
}

/**
 * The committee's messages (docs/api.md "Messages"): the backend picks the people, composes and
 * sends every e-mail; the app asks who an audience reaches (a dry run), asks it to send, and reads
 * the history.
 */
export const messageQueries = {
  all: () => queryRoots.messages,
  /** Kept per language too: the server writes subjects and texts in the language asked for. */
  list: (filters: MessageFilters, language: string) =>
    queryOptions({
      queryKey: [...messageQueries.all(), 'list', filters, language] as const,
      queryFn: ({ signal }) =>
        getPage('/messages', messageSummarySchema, {
          params: { perPage: MESSAGES_PER_PAGE, ...filters },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  detail: (id: string, language: string) =>
    queryOptions({
      queryKey: [...messageQueries.all(), 'detail', id, language] as const,
      queryFn: ({ signal }) =>
        getOne(`/messages/${encodeURIComponent(id)}`, messageDetailSchema, { signal }),
    }),
  /**
   * Who an audience reaches now, and the e-mail its first recipient would read with this personal
   * line: a question the server answers without sending anything, so it is asked like a read.
   */
  recipients: (audience: Audience, language: string, personalLine = '') =>
    queryOptions({
      // The answer's words (the audience, the preview) are the server's, in the asking language.
      queryKey: [...messageQueries.all(), 'recipients', audience, language, personalLine] as const,
      queryFn: ({ signal }) =>
        send(
          'post',
          '/messages/recipients',
          { audience, ...(personalLine.trim() ? { personalLine } : {}) },
          { schema: recipientsPreviewSchema, signal },
        ),
      placeholderData: keepPreviousData,
    }),
}

/** Sends a reminder; one attempt sends once, however often it is retried. */
export function useSendReminder() {
  const client = useQueryClient()
  return useSendOnce<MessageDetail, { audience: Audience; personalLine: string }>({
    mutationFn: ({ audience, personalLine }, idempotencyKey) =>
      send(
        'post',
        '/messages',
        {
          kind: 'reminder',
          audience,
          ...(personalLine.trim() ? { personalLine: personalLine.trim() } : {}),
        },
        { schema: messageDetailSchema, idempotencyKey },
      ),
    meta: { errors: 'inline' },
    onSuccess: () => client.invalidateQueries({ queryKey: messageQueries.all() }),
  })
}

/** Delivers again the e-mails of a message that failed. */
export function useRetryMessage() {
  const client = useQueryClient()
  return useSendOnce<MessageDetail, string>({
    mutationFn: (id, idempotencyKey) =>
      send('post', `/messages/${encodeURIComponent(id)}/retry`, undefined, {
        schema: messageDetailSchema,
        idempotencyKey,
      }),
    meta: { errors: 'inline' },
    onSuccess: (detail) => {
      client.setQueryData(messageQueries.detail(detail.id, currentLanguage()).queryKey, detail)
      return client.invalidateQueries({ queryKey: [...messageQueries.all(), 'list'] })
    },
  })
}

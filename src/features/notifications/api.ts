import { queryOptions } from '@tanstack/react-query'
import { getOne, getPage, send } from '@/lib/api-client'
import { keptCopyTime } from '@/lib/offline-answers'
import { KEPT_COPY_REFRESH_MS } from '@/lib/query-client'
import { queryRoots } from '@/lib/query-keys'
import {
  emailPreferencesSchema,
  notificationSchema,
  unreadCountSchema,
  type EmailPreferences,
  type Notification,
  type UnreadCount,
} from '@/features/notifications/schemas'

/** How many notifications the bell's list shows at a time. */
export const NOTIFICATIONS_PER_PAGE = 8

/** How often the bell asks whether something new came in while a screen stays open. */
export const UNREAD_REFRESH_MS = 60 * 1000

/**
 * The signed-in person's notifications (docs/api.md "Notifications"): the server writes them and
 * sends the e-mails; the app only reads them and marks them read. Like every GET, the answers are
 * kept on the device for the account, so the list still opens after a reload without a network.
 */
export const notificationQueries = {
  all: () => queryRoots.notifications,
  /** Kept per language too: the server writes the words in the language asked for. */
  page: (page: number, language: string) =>
    queryOptions({
      queryKey: [...notificationQueries.all(), 'page', page, language] as const,
      queryFn: ({ signal }) =>
        getPage('/notification', notificationSchema, {
          params: { page, perPage: NOTIFICATIONS_PER_PAGE },
          signal,
        }),
      placeholderData: (previous) => previous,
    }),
  unread: () =>
    queryOptions({
      queryKey: [...notificationQueries.all(), 'unread'] as const,
      queryFn: ({ signal }) => getOne('/notification/unread-count', unreadCountSchema, { signal }),
      // A kept copy shown without the network is asked for again as often as every kept copy.
      refetchInterval: (query) =>
        keptCopyTime(query.state.data) !== null ? KEPT_COPY_REFRESH_MS : UNREAD_REFRESH_MS,
    }),
  emailPreferences: () =>
    queryOptions({
      queryKey: [...notificationQueries.all(), 'email-preferences'] as const,
      queryFn: ({ signal }) =>
        getOne('/notification/email-preferences', emailPreferencesSchema, { signal }),
    }),
}

export const markNotificationRead = (id: string): Promise<Notification> =>
  send('post', `/notification/${encodeURIComponent(id)}/read`, undefined, {
    schema: notificationSchema,
  })

export const markAllNotificationsRead = (): Promise<UnreadCount> =>
  send('post', '/notification/read-all', undefined, { schema: unreadCountSchema })

export const saveEmailPreferences = (
  change: Partial<EmailPreferences>,
): Promise<EmailPreferences> =>
  send('put', '/notification/email-preferences', change, { schema: emailPreferencesSchema })

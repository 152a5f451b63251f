import { EMAIL_TOPICS, NOTIFICATION_KINDS } from '@/domain/award'
import { z } from '@/lib/zod'

/**
 * A notification as the API answers it: its words already in the language the request asked for
 * (the reader's), and the app's path of the screen it is about.
 */
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  text: z.string(),
  /** The app's path of the exact screen (`/innovation-award/participant/proposal/1/p-1/view`). */
  link: z.string(),
  at: z.string(),
  readAt: z.nullable(z.string()),
})
export type Notification = z.infer<typeof notificationSchema>

/** How many of the caller's notifications are unread. */
export const unreadCountSchema = z.object({ unread: z.int().check(z.gte(0)) })
export type UnreadCount = z.infer<typeof unreadCountSchema>

/** Which notifications the caller also gets by e-mail, each topic on or off. */
export const emailPreferencesSchema = z.object(
  Object.fromEntries(EMAIL_TOPICS.map((topic) => [topic, z.boolean()])) as Record<
    (typeof EMAIL_TOPICS)[number],
    z.ZodMiniBoolean
  >,
)
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>

/** A change of the e-mail choices: only the topics sent change. */
export const emailPreferencesChangeSchema = z.partial(z.strictObject(emailPreferencesSchema.shape))

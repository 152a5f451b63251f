import type { QueryClient } from '@tanstack/react-query'
import { authQueries } from '@/features/auth/api'
import type { SignInAdapter } from '@/features/auth/session'
import { eventQueries } from '@/features/event/api'

/**
 * Asks for what an area's guard checks first (the signed-in user and the event of the address) as
 * soon as the sign-in client has started, into the query cache the screens read: otherwise these
 * answers were asked for only once the router had loaded the area's layout, screen and messages and
 * rendered the guard. The guard then finds them on their way, or already there.
 */
export function loadSessionAhead(
  client: QueryClient,
  adapter: SignInAdapter,
  eventSlug: string,
): void {
  const account = adapter.getAccount()
  if (!account) return
  void client.prefetchQuery(authQueries.me(account.id))
  void client.prefetchQuery(eventQueries.byUrl(eventSlug))
}

import { MutationCache, onlineManager, QueryClient, replaceEqualDeep } from '@tanstack/react-query'
import { queryRoots } from '@/lib/query-keys'
import { isAxiosError, isNetworkFailure } from '@/lib/api-errors'
import { keptCopyTime } from '@/lib/offline-answers'

/** Only failures that may pass on their own are retried: the network and 5xx, never 4xx or a bad shape. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false
  if (isNetworkFailure(error)) return true
  return isAxiosError(error) && !!error.response && error.response.status >= 500
}

/** A kept (offline) copy is never merged with a live answer, so the live one is never shown as offline. */
function shareStructure(previous: unknown, next: unknown): unknown {
  return keptCopyTime(previous) !== null || keptCopyTime(next) !== null
    ? next
    : replaceEqualDeep(previous, next)
}

/** How often a screen showing kept (offline) copies asks the server again by itself. */
export const KEPT_COPY_REFRESH_MS = 30 * 1000
const isKeptCopy = (query: { state: { data: unknown } }) => keptCopyTime(query.state.data) !== null

/** What a mutation tells the one handler of failed actions. */
export type ActionMeta = {
  /**
   * `'inline'`: the screen shows this mutation's failure itself (field errors on its form, a message
   * in its dialog), so no toast repeats it.
   */
  errors?: 'inline'
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: ActionMeta
  }
}

type ShowFailure = (error: unknown) => void
const failureShowers = new WeakMap<QueryClient, ShowFailure>()

/**
 * Where the client's failed actions are shown (the app's toasts, mounted once by the providers).
 * Returns the function that stops it.
 */
export function showFailedActions(client: QueryClient, show: ShowFailure): () => void {
  failureShowers.set(client, show)
  return () => {
    if (failureShowers.get(client) === show) failureShowers.delete(client)
  }
}

/**
 * The answers a page holds are its signed-in person's (docs/data-on-device.md): when another account
 * is signed in on an open page (another tab signed someone in) or the person's account leaves it,
 * every answer of the previous account is dropped at once, before anything is drawn again for the
 * next person, and what is on screen is asked again as them. Returns the function that stops it.
 */
export function answersFollowAccount(
  client: QueryClient,
  session: { getAccount(): { id: string } | null; subscribe(listener: () => void): () => void },
): () => void {
  let account = session.getAccount()?.id ?? null
  return session.subscribe(() => {
    const next = session.getAccount()?.id ?? null
    if (next === account) return
    const previous = account
    account = next
    // Nobody was signed in: nothing on the page is anyone's.
    if (previous !== null) void client.resetQueries()
  })
}

/** `retry: false` is for tests: an error state shows at once instead of after the back-off. */
export function createQueryClient(options: { retry?: false } = {}): QueryClient {
  // React Query assumes it starts online. A browser that says it is offline is (only its "online" can
  // be wrong): started offline, the app must see the connection come back to refresh what it kept.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false)
  return new QueryClient({
    // Every failed mutation reaches this one place, so no screen has to remember to show it; a
    // screen that shows the failure where it happened says so in the mutation's meta.
    mutationCache: new MutationCache({
      // A write may have settled what the person was told of (the server reads their notifications
      // about what they reviewed or answered): the bell asks again, if it is on screen.
      // Not awaited: the write's own answer does not wait for the bell's.
      onSuccess: (_data, _variables, _result, _mutation, context) => {
        void context.client.invalidateQueries({
          queryKey: queryRoots.notifications,
          refetchType: 'active',
        })
      },
      onError: (error, _variables, _result, mutation, context) => {
        if (mutation.meta?.errors === 'inline') return
        failureShowers.get(context.client)?.(error)
      },
    }),
    defaultOptions: {
      queries: {
        retry: options.retry ?? shouldRetry,
        // The call is always tried, even when the browser says it is offline: without a network the
        // API client answers from what this device kept (offline start); only retries wait for the network.
        networkMode: 'offlineFirst',
        structuralSharing: shareStructure,
        refetchOnWindowFocus: false,
        staleTime: 30 * 1000,
        // What this device kept is shown only until the server answers again: it is asked again as
        // soon as the connection is back (however fresh the kept copy looks), and every half minute
        // while it cannot be reached, so "not live data" never outlives the outage.
        refetchOnReconnect: (query) => (isKeptCopy(query) ? 'always' : true),
        refetchInterval: (query) => (isKeptCopy(query) ? KEPT_COPY_REFRESH_MS : false),
      },
      mutations: { retry: false },
    },
  })
}

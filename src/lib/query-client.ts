import { QueryClient, replaceEqualDeep } from '@tanstack/react-query'
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
  return keptCopyTime(previous) !== null || keptCopyTime(next) !== null ? next : replaceEqualDeep(previous, next)
}

/** `retry: false` is for tests: an error state shows at once instead of after the back-off. */
export function createQueryClient(options: { retry?: false } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: options.retry ?? shouldRetry,
        // The call is always tried, even when the browser says it is offline: without a network the
        // API client answers from what this device kept (offline start); only retries wait for the network.
        networkMode: 'offlineFirst',
        structuralSharing: shareStructure,
        refetchOnWindowFocus: false,
        staleTime: 30 * 1000,
      },
      mutations: { retry: false },
    },
  })
}

import { QueryClient } from '@tanstack/react-query'
import { AxiosError } from 'axios'

/** Only failures that may pass on their own are retried: the network and 5xx, never 4xx or a bad shape. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false
  if (error instanceof AxiosError) return !error.response || error.response.status >= 500
  return false
}

/** `retry: false` is for tests: an error state shows at once instead of after the back-off. */
export function createQueryClient(options: { retry?: false } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: options.retry ?? shouldRetry, refetchOnWindowFocus: false, staleTime: 30 * 1000 },
      mutations: { retry: false },
    },
  })
}

import { QueryClient } from '@tanstack/react-query'
import { AxiosError } from 'axios'

/** Only failures that may pass on their own are retried: the network and 5xx, never 4xx or a bad shape. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false
  if (error instanceof AxiosError) return !error.response || error.response.status >= 500
  return false
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30 * 1000 },
      mutations: { retry: false },
    },
  })
}

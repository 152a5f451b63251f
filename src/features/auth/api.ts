import { queryOptions } from '@tanstack/react-query'
import { getOne } from '@/lib/api-client'
import { currentUserSchema } from '@/features/auth/schemas'
import { queryRoots } from '@/lib/query-keys'

export const authQueries = {
  all: () => queryRoots.auth,
  /** GET /auth, per signed-in account so a different account never sees a cached user. */
  me: (accountId: string | null) =>
    queryOptions({
      queryKey: [...authQueries.all(), 'me', accountId] as const,
      queryFn: ({ signal }) => getOne('/auth', currentUserSchema, { signal }),
      enabled: accountId !== null,
      staleTime: 5 * 60 * 1000,
    }),
}

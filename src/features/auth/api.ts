import { queryOptions } from '@tanstack/react-query'
import { getOne, send } from '@/lib/api-client'
import { currentUserSchema, type CurrentUser } from '@/features/auth/schemas'
import type { Language } from '@/i18n'
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

/** PUT /auth/language: the account remembers the language its person chose (requirements R17.2). */
export const saveAccountLanguage = (language: Language): Promise<CurrentUser> =>
  send('put', '/auth/language', { language }, { schema: currentUserSchema })

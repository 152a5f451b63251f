import { useQuery } from '@tanstack/react-query'
import { authQueries } from '@/features/auth/api'
import { roleFlags } from '@/features/auth/roles'
import { useSession } from '@/features/auth/session'

/** The signed-in session, the user from GET /auth and the role flags of requirements R6.1. */
export function useCurrentUser() {
  const session = useSession()
  const user = useQuery(authQueries.me(session.account?.id ?? null))
  return { session, user, roles: roleFlags(user.data) }
}

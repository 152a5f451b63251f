import { paths } from '@/config/paths'
import { ROLE, type CurrentUser } from '@/features/auth/schemas'

/** Where a person lands after sign-in when nothing else asks: the home of their role. */
export function homePathFor(
  user: Pick<CurrentUser, 'roleName' | 'isRegistered'>,
  event?: string,
): string {
  if (!user.isRegistered || user.roleName === null) return paths.registration.to()
  if (user.roleName === ROLE.committee) return paths.committee.root.to(event)
  if (user.roleName === ROLE.jury) return paths.jury.root.to(event)
  return paths.participant.root.to(event)
}

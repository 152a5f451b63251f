import { ROLE, type CurrentUser } from '@/features/auth/schemas'

export interface RoleFlags {
  isCommitee: boolean
  isJury: boolean
  isParticipant: boolean
}

/** Requirements R6.1: the role is read from roleName, and the client keeps a flag per role. */
export function roleFlags(user: Pick<CurrentUser, 'roleName'> | null | undefined): RoleFlags {
  const role = user?.roleName ?? null
  return {
    isCommitee: role === ROLE.committee,
    isJury: role === ROLE.jury,
    isParticipant: role === ROLE.participant,
  }
}

/** The roles as a person reads them: the API spells the committee's value 'Commitee'. */
export const ROLE_LABELS: Record<string, string> = {
  [ROLE.committee]: 'Committee',
  [ROLE.jury]: 'Jury',
  [ROLE.participant]: 'Participant',
}

/** A person's role as they read it, 'Not registered' for someone without an account yet. */
export function roleLabel(roleName: string | null | undefined): string {
  return roleName ? (ROLE_LABELS[roleName] ?? roleName) : 'Not registered'
}

import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ROLE, type CurrentUser } from '@/features/auth/schemas'
import { translate } from '@/i18n'

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

const ROLE_MESSAGES: Record<string, MessageDescriptor> = {
  [ROLE.committee]: msg`Committee`,
  [ROLE.jury]: msg`Jury`,
  [ROLE.participant]: msg`Participant`,
}

/**
 * The roles as a person reads them, in the language shown when read (each entry is worded on
 * access, never at module load): the API spells the committee's value 'Commitee'.
 */
export const ROLE_LABELS: Record<string, string> = Object.defineProperties(
  {},
  Object.fromEntries(
    Object.entries(ROLE_MESSAGES).map(([role, message]) => [
      role,
      { enumerable: true, get: () => translate(message) },
    ]),
  ),
)

/** A person's role as they read it, 'Not registered' for someone without an account yet. */
export function roleLabel(roleName: string | null | undefined): string {
  if (!roleName) return translate(msg`Not registered`)
  const message = ROLE_MESSAGES[roleName]
  return message ? translate(message) : roleName
}

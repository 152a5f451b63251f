import { ROLE, type RoleName } from '@/features/auth/schemas'
import { paths } from '@/config/paths'
import { isJuryPeriod } from '@/domain/award'

export type Area =
  'committee' | 'jury' | 'jury-score' | 'participant' | 'update-committee' | 'update-participant'

export interface AccessInput {
  area: Area
  signedIn: boolean
  /** The user from GET /auth: undefined while loading, null when the load failed. */
  user: { roleName: RoleName | null } | null | undefined
  /** The active period's periodId (null when none is active or the periods failed); undefined while they load. */
  periodId: number | null | undefined
  pathname: string
  search: string
  /** The path the navigation came from; null on the first navigation of the visit (which counts as "/"). */
  cameFrom: string | null
}

export type AccessDecision = { kind: 'allow' } | { kind: 'wait' } | { kind: 'redirect'; to: string }

const allow: AccessDecision = { kind: 'allow' }
const wait: AccessDecision = { kind: 'wait' }
const redirect = (to: string): AccessDecision => ({ kind: 'redirect', to })

export const COMMITTEE_AREAS: readonly Area[] = ['committee', 'update-committee']
export const JURY_AREAS: readonly Area[] = ['jury', 'jury-score']

/** Requirements R6, each area's rule written once. */
export function decideAccess(input: AccessInput): AccessDecision {
  const { area, signedIn, user } = input

  if (!signedIn) {
    if (COMMITTEE_AREAS.includes(area)) {
      // The login carries the target (path and query) when the visitor came from "/".
      const fromRoot = input.cameFrom === null || input.cameFrom === '/'
      return redirect(paths.login.to(fromRoot ? input.pathname + input.search : undefined))
    }
    if (JURY_AREAS.includes(area)) return redirect(paths.login.to(input.pathname))
    // The specification is silent on the participant areas: their login carries the target (path
    // and query), so that a link from an e-mail, opened signed out, lands where it points.
    return redirect(paths.login.to(input.pathname + input.search))
  }

  // The jury score recap is exempt from the further jury checks.
  if (area === 'jury-score') return allow

  if (user === undefined) return wait
  // Failed user checks (and load failures) redirect to "/".
  if (user === null) return redirect(paths.landing.to())
  const role = user.roleName

  switch (area) {
    case 'committee':
    case 'update-committee':
      return role === ROLE.committee ? allow : redirect(paths.landing.to())
    case 'jury':
      if (role !== ROLE.jury) return redirect(paths.landing.to())
      if (input.periodId === undefined) return wait
      return isJuryPeriod(input.periodId) ? allow : redirect(paths.landing.to())
    case 'participant':
    case 'update-participant':
      return role === ROLE.participant || role === ROLE.committee || role === ROLE.jury
        ? allow
        : redirect(paths.landing.to())
  }
}

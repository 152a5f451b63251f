import { useQuery } from '@tanstack/react-query'
import { useEffect, useState, type ReactNode } from 'react'
import Button from 'react-bootstrap/Button'
import Container from 'react-bootstrap/Container'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation, useParams } from 'react-router'
import { decideAccess, type Area } from '@/app/guards/access'
import { cameFromPath } from '@/app/navigation-history'
import { QueryFallback, type QueryLike } from '@/components/feedback/query-view'
import { LoadingState } from '@/components/feedback/states'
import { STILL_WAITING_MS } from '@/config/constants'
import { useSignOut } from '@/app/sign-out'
import { Link, Navigate } from '@/components/layout/links'
import { getConfig } from '@/config/env'
import { activePeriod } from '@/domain/award'
import { useCurrentUser } from '@/features/auth/use-current-user'
import { useEvent } from '@/features/event/api'
import { periodQueries } from '@/features/periods/api'
import { paths } from '@/config/paths'
import { isSessionFailure } from '@/lib/api-errors'

/** What the landing page is told when a guard sends a person to "/" (requirements R6.2, R8.8). */
export interface LandingState {
  /** Where the person was going. */
  from: string
  /** `check-failed`: their user (or the periods) could not be loaded; `not-allowed`: the area is not theirs. */
  reason: 'check-failed' | 'not-allowed'
  /** Which check failed: once it loads (Try again), the landing takes the person back to `from`. */
  failed?: 'user' | 'periods'
  /** The area of `from`: whose it is, as the landing says when it is not the person's. */
  area?: Area
}

/**
 * Wraps an area's layout: loads the event of the route (its id then rides on every call), the
 * signed-in user and, for jury areas, the periods; then applies the area's rule of requirements
 * R6.2. While it checks, and when the event fails, the one loading and failing mechanism
 * (QueryFallback: still waiting + Retry after a few seconds; what failed + Try again); a user that
 * was loaded before stays loaded when a later refresh fails.
 */
export function AreaGuard({ area, children }: { area: Area; children: ReactNode }) {
  const { t } = useLingui()
  const location = useLocation()
  const params = useParams()
  const slug = params.event ?? getConfig().defaultEventSlug
  const { session, user } = useCurrentUser()
  const event = useEvent(slug, session.signedIn)
  const needsPeriods = area === 'jury'
  const periods = useQuery({
    ...periodQueries.list(event.data?.id ?? null),
    enabled: needsPeriods && !!event.data,
  })

  // An ended session goes to /login through the API client (requirements R8.1): the guard does not
  // race it to "/".
  const sessionEnded = user.isError && isSessionFailure(user.error)
  const userFailed = user.isError && !user.data && !sessionEnded
  const periodsFailed = periods.isError && !periods.data
  const decision = decideAccess({
    area,
    signedIn: session.signedIn,
    user: user.data ?? (userFailed ? null : undefined),
    periodId: periods.data
      ? (activePeriod(periods.data)?.periodId ?? null)
      : periodsFailed
        ? null
        : undefined,
    pathname: location.pathname,
    search: location.search,
    cameFrom: cameFromPath(location.pathname),
  })

  if (decision.kind === 'redirect') {
    const state: LandingState | undefined =
      decision.to === paths.landing.to()
        ? {
            from: `${location.pathname}${location.search}`,
            reason: userFailed || periodsFailed ? 'check-failed' : 'not-allowed',
            failed: userFailed ? 'user' : periodsFailed ? 'periods' : undefined,
            area,
          }
        : undefined
    return <Navigate to={decision.to} replace state={state} />
  }
  if (decision.kind === 'wait' || !event.data) {
    if (sessionEnded) {
      return (
        <Container className="py-4">
          <LoadingState label={t`Your session has ended. Taking you to sign in…`} />
        </Container>
      )
    }
    // A failed user or periods check has redirected above (requirements R6.2): what can fail here
    // is the event.
    const blocking: QueryLike[] = [user, event, ...(needsPeriods ? [periods] : [])].filter(
      (q) => q.data === undefined,
    )
    return (
      <Container className="py-4">
        <QueryFallback
          query={blocking}
          loading={t`Checking your access…`}
          errorTitle={t`The event "${slug}" could not be loaded`}
        />
        {event.isError && !event.data ? (
          <Link to={paths.landing.to()} className="btn btn-outline-primary">
            <Trans>Back to the start page</Trans>
          </Link>
        ) : (
          <WayOutWhenLate />
        )}
      </Container>
    )
  }
  return <>{children}</>
}

/**
 * A check that goes on (the server does not answer: requests have no time limit, R9.8) has no app
 * menu around it: after the still-waiting delay, the start page and signing out are offered here,
 * so that the person is never held on a page they cannot leave.
 */
function WayOutWhenLate() {
  const { t } = useLingui()
  const { signOut, busy } = useSignOut()
  const [late, setLate] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setLate(true), STILL_WAITING_MS)
    return () => clearTimeout(timer)
  }, [])
  if (!late) return null
  return (
    <div className="d-flex flex-wrap gap-2">
      <Link to={paths.landing.to()} className="btn btn-outline-primary">
        <Trans>Back to the start page</Trans>
      </Link>
      <Button variant="outline-secondary" onClick={() => void signOut()} disabled={busy !== null}>
        {busy === 'sign-out' ? t`Signing out…` : t`Sign out`}
      </Button>
    </div>
  )
}

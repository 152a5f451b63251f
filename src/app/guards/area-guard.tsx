import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import Container from 'react-bootstrap/Container'
import { Link, Navigate, useLocation, useParams } from 'react-router'
import { decideAccess, type Area } from '@/app/guards/access'
import { cameFromPath } from '@/app/navigation-history'
import { ErrorState, LoadingState } from '@/components/feedback/states'
import { getConfig } from '@/config/env'
import { useCurrentUser } from '@/features/auth/use-current-user'
import { useEvent } from '@/features/event/api'
import { periodQueries } from '@/features/periods/api'
import { currentPeriodIndex } from '@/features/periods/rules'
import { paths } from '@/config/paths'

/**
 * Wraps an area's layout: loads the event of the route (its id then rides on every call), the
 * signed-in user and, for jury areas, the periods; then applies the area's rule of seed §6.
 */
export function AreaGuard({ area, children }: { area: Area; children: ReactNode }) {
  const location = useLocation()
  const params = useParams()
  const slug = params.event ?? getConfig().defaultEventSlug
  const { session, user } = useCurrentUser()
  const event = useEvent(slug, session.signedIn)
  const needsPeriods = area === 'jury'
  const periods = useQuery({ ...periodQueries.list(event.data?.id ?? null), enabled: needsPeriods && !!event.data })

  const decision = decideAccess({
    area,
    signedIn: session.signedIn,
    user: user.isError ? null : user.data,
    periodIndex: periods.isError ? -1 : periods.data ? currentPeriodIndex(periods.data) : undefined,
    pathname: location.pathname,
    search: location.search,
    cameFrom: cameFromPath(location.pathname),
  })

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />
  if (event.isError) {
    return (
      <Container className="py-4">
        <ErrorState error={event.error} title={`The event "${slug}" could not be loaded`} onRetry={() => void event.refetch()} />
        <Link to={paths.landing.to()} className="btn btn-outline-primary">
          Back to the start page
        </Link>
      </Container>
    )
  }
  if (decision.kind === 'wait' || !event.data) {
    return (
      <Container className="py-4">
        <LoadingState label="Checking your access…" />
      </Container>
    )
  }
  return <>{children}</>
}

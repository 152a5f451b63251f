import { useQuery } from '@tanstack/react-query'
import { useMatches, useParams } from 'react-router'
import { ErrorState, LoadingState } from '@/components/feedback/states'
import { PageHeader } from '@/components/layout/page-header'
import { getConfig } from '@/config/env'
import { useCurrentUser } from '@/features/auth/use-current-user'
import { useEvent } from '@/features/event/api'
import { periodQueries } from '@/features/periods/api'
import { ActivePeriodCard } from '@/features/periods/components/active-period-card'
import { activePeriod } from '@/features/periods/rules'

/**
 * Interim home of the jury and participant areas: who is signed in and the active period. The
 * participant journey (issue 3) and the judging pipeline (issue 4) replace it with the full home.
 */
export default function AreaHome() {
  const { event: slug } = useParams()
  const event = useEvent(slug ?? getConfig().defaultEventSlug)
  const { user } = useCurrentUser()
  const periods = useQuery(periodQueries.list(event.data?.id ?? null))
  const title = (useMatches().at(-1)?.handle as { title?: string } | undefined)?.title ?? 'Home'
  return (
    <>
      <PageHeader title={title} subtitle={`Welcome, ${user.data?.name ?? ''}.`} />
      {periods.isError ? (
        <ErrorState error={periods.error} onRetry={() => void periods.refetch()} />
      ) : periods.data ? (
        <ActivePeriodCard period={activePeriod(periods.data)} />
      ) : (
        <LoadingState />
      )}
      <div className="alert alert-secondary" role="status">
        The rest of this home (your team, proposals and assignments) arrives with the participant and judging work.
      </div>
    </>
  )
}

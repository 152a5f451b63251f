import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import type { QueryLike } from '@/components/feedback/query-view'
import { getConfig } from '@/config/env'
import { entryAccess, proposalStateOf } from '@/domain/award'
import { useCurrentUser } from '@/features/auth/use-current-user'
import { useEvent } from '@/features/event/api'
import { periodQueries } from '@/features/periods/api'
import { proposalQueries } from '@/features/proposals/api'
import { teamQueries } from '@/features/teams/api'
import { useNow } from '@/lib/use-now'

/** What the proposal screens share: the route's proposal and phase, its year's periods, my team and my access. */
export function useProposalContext() {
  const params = useParams()
  const slug = params.event ?? getConfig().defaultEventSlug
  const id = params.id ?? ''
  const phase: 1 | 2 | null = params.phase === '1' ? 1 : params.phase === '2' ? 2 : null
  const event = useEvent(slug)
  const { user, roles } = useCurrentUser()
  // Always read the server's latest copy on arrival: an entry's draft is compared with it.
  const proposal = useQuery({ ...proposalQueries.detail(id), refetchOnMount: 'always' })
  const year = proposal.data?.year
  const periods = useQuery({
    ...periodQueries.byYear(event.data?.id ?? null, year ?? 0),
    enabled: !!event.data && year !== undefined,
  })
  const teams = useQuery({ ...teamQueries.mine(year ?? 0), enabled: year !== undefined })
  const now = useNow(15_000)
  const team = teams.data?.find((t) => t.id === proposal.data?.team.id)

  const accessFor = (p: 1 | 2) =>
    proposal.data && user.data
      ? entryAccess({
          periods: periods.data ?? [],
          now,
          person: {
            role: roles.isCommitee ? 'Commitee' : roles.isJury ? 'Jury' : 'Participant',
            isMember: team !== undefined,
            isLeader: proposal.data.team.leaderId === user.data.id,
          },
          proposal: proposalStateOf(proposal.data),
          phase: p,
        })
      : undefined

  const loading =
    proposal.isPending ||
    user.isPending ||
    (proposal.isSuccess && (periods.isPending || teams.isPending))
  /** Not ready to show: still loading, or something the screen needs failed (shown through QueryFallback). */
  const waiting = loading || !proposal.data || !user.data || (periods.isError && !periods.data)
  const queries = [proposal, user, periods, teams] as const
  /**
   * The proposal as the entry form needs it: only the copy read on arrival counts (the form's draft is
   * compared with the server's latest version), so a kept copy whose refresh failed is not enough.
   */
  const latest: QueryLike = {
    data: proposal.isFetchedAfterMount && !proposal.isError ? proposal.data : undefined,
    error: proposal.error,
    isError: proposal.isError,
    fetchStatus: proposal.fetchStatus,
  }
  return {
    slug,
    id,
    phase,
    proposal,
    user,
    roles,
    periods,
    team,
    teams,
    accessFor,
    waiting,
    queries,
    latest,
  }
}

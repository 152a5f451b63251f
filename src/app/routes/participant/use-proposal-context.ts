import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import type { QueryLike } from '@/components/feedback/query-view'
import { getConfig } from '@/config/env'
import {
  entryAccess,
  notAdvancedOf,
  proposalStateOf,
  publishedAtOf,
  type Stage,
} from '@/domain/award'
import { useCurrentUser } from '@/features/auth/use-current-user'
import { useEvent } from '@/features/event/api'
import { periodQueries } from '@/features/periods/api'
import { proposalQueries } from '@/features/proposals/api'
import { publicationsQuery } from '@/features/scoring/publications'
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
  // Its year's published results: a published phase's entries are final, for the committee too
  // (domain/award entriesFinalVerdict), and a proposal still in a published phase did not advance.
  const publications = useQuery({ ...publicationsQuery(year ?? 0), enabled: year !== undefined })
  // Waited for while it loads, so that what the screen offers does not change under the reader;
  // failed or offline with no copy, the screen shows without it (the server still refuses).
  const publicationsLoading = publications.isPending && publications.fetchStatus === 'fetching'
  const now = useNow(15_000)
  const team = teams.data?.find((t) => t.id === proposal.data?.team.id)

  /** Whether the proposal did not advance (its phase's results are out), with its title. */
  const notAdvanced = () =>
    proposal.data
      ? notAdvancedOf(
          {
            title: proposal.data.title,
            year: proposal.data.year,
            stage: proposal.data.phase as Stage,
            status1: proposal.data.entries[1]?.status ?? null,
            status2: proposal.data.entries[2]?.status ?? null,
          },
          publications.data ?? [],
        )
      : null

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
          publishedAt: publishedAtOf(publications.data ?? [], proposal.data.year, p),
          notAdvanced: notAdvanced(),
        })
      : undefined

  const loading =
    proposal.isPending ||
    user.isPending ||
    (proposal.isSuccess && (periods.isPending || teams.isPending || publicationsLoading))
  /** Not ready to show: still loading, or something the screen needs failed (shown through QueryFallback). */
  const waiting = loading || !proposal.data || !user.data || (periods.isError && !periods.data)
  const queries = publicationsLoading
    ? ([proposal, user, periods, teams, publications] as const)
    : ([proposal, user, periods, teams] as const)
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
    publications,
    notAdvanced,
    accessFor,
    waiting,
    queries,
    latest,
  }
}

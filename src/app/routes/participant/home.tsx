import { useQuery } from '@tanstack/react-query'
import Card from 'react-bootstrap/Card'
import Col from 'react-bootstrap/Col'
import Row from 'react-bootstrap/Row'
import { Link, useParams } from 'react-router'
import { DataTable } from '@/components/data/data-table'
import { ErrorState, LoadingState } from '@/components/feedback/states'
import { GuideLinks } from '@/components/layout/guide-links'
import { PageHeader } from '@/components/layout/page-header'
import { categoryName } from '@/config/constants'
import { getConfig } from '@/config/env'
import { paths } from '@/config/paths'
import { useCurrentUser } from '@/features/auth/use-current-user'
import { startProposalVerdict } from '@/features/award/lifecycle'
import { nextSteps, type StepTarget } from '@/features/award/next-steps'
import { useEvent } from '@/features/event/api'
import { periodQueries } from '@/features/periods/api'
import { ActivePeriodCard } from '@/features/periods/components/active-period-card'
import { activePeriod } from '@/features/periods/rules'
import type { Period } from '@/features/periods/schemas'
import { proposalQueries } from '@/features/proposals/api'
import { EntryStatusBadge } from '@/features/proposals/components/entry-status-badge'
import { nextAction } from '@/features/proposals/entry-rules'
import type { ProposalSummary } from '@/features/proposals/schemas'
import { teamQueries } from '@/features/teams/api'
import { TeamCard } from '@/features/teams/components/team-card'
import { TeamStart } from '@/features/teams/components/team-start'
import { innovationUpdateQueries } from '@/features/innovation-updates/api'
import { voteQueries } from '@/features/votes/api'
import type { Team } from '@/features/teams/schemas'
import { currentYear, formatDateTime } from '@/lib/dates'
import { useSelectedYear } from '@/lib/selected-year'
import { useNow } from '@/lib/use-now'

/** The participant's home: my team, my proposals and their status, the active period, and what to do next. */
export default function ParticipantHome() {
  const { event: slug } = useParams()
  const event = useEvent(slug ?? getConfig().defaultEventSlug)
  const { user } = useCurrentUser()
  const year = useSelectedYear()
  const periods = useQuery(periodQueries.list(event.data?.id ?? null))
  const teams = useQuery(teamQueries.mine(year))
  const mine = useQuery(proposalQueries.mine())
  const team = teams.data?.[0]
  const isThisYear = year === currentYear()
  const proposals = (mine.data ?? []).filter((p) => p.year === year)
  const thisYearsPeriods = periods.data?.filter((p) => Number(p.year) === currentYear())
  const now = useNow()
  // features/award/lifecycle.ts: proposals start only while Phase 1 is open (the committee starts them in committee mode).
  const canStart = startProposalVerdict({ periods: thisYearsPeriods ?? [], now, role: 'Participant', hasTeam: !!team })

  return (
    <>
      <PageHeader title="Participant" subtitle={user.data ? `Welcome, ${user.data.name}. This is your award ${year}.` : undefined} />
      {periods.isError ? (
        <ErrorState error={periods.error} onRetry={() => void periods.refetch()} title="The timeline could not be loaded" />
      ) : periods.data ? (
        <ActivePeriodCard period={activePeriod(periods.data)} />
      ) : (
        <LoadingState label="Loading the timeline…" />
      )}

      <Row className="g-4">
        <Col lg={8}>
          <section aria-labelledby="my-team" className="mb-4">
            <h2 id="my-team" className="h4">
              My team
            </h2>
            {teams.isError ? (
              <ErrorState error={teams.error} onRetry={() => void teams.refetch()} title="Your team could not be loaded" />
            ) : !teams.data || !user.data ? (
              <LoadingState label="Loading your team…" />
            ) : team ? (
              <TeamCard team={team} userId={user.data.id} />
            ) : isThisYear ? (
              <>
                <p className="text-secondary">You are not in a team for {year} yet. Create one, or join one with the code your team leader shares.</p>
                <TeamStart year={year} />
              </>
            ) : (
              <p className="text-secondary">You were not in a team in {year}.</p>
            )}
          </section>

          <section aria-labelledby="my-proposals" className="mb-4">
            <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
              <h2 id="my-proposals" className="h4 mb-0">
                My proposals
              </h2>
              {team && isThisYear && canStart.ok ? (
                <div className="d-flex flex-wrap gap-2">
                  <Link className="btn btn-primary btn-sm" to={paths.participant.newProposal.to(team.id, slug)}>
                    Start a proposal
                  </Link>
                  <Link className="btn btn-outline-primary btn-sm" to={paths.participant.importProposal.to(slug)}>
                    Import an earlier proposal
                  </Link>
                  <Link className="btn btn-outline-primary btn-sm" to={paths.participant.importInitiative.to(slug)}>
                    Import from the initiative registry
                  </Link>
                </div>
              ) : team && isThisYear && periods.data && !canStart.ok ? (
                <p className="small text-secondary mb-0">{canStart.reason}</p>
              ) : null}
            </div>
            {mine.isError ? (
              <ErrorState error={mine.error} onRetry={() => void mine.refetch()} title="Your proposals could not be loaded" />
            ) : !mine.data ? (
              <LoadingState label="Loading your proposals…" />
            ) : (
              <ProposalTable rows={proposals} slug={slug} year={year} hasTeam={!!team} />
            )}
          </section>
        </Col>

        <Col lg={4}>
          <Card className="mb-4">
            <Card.Body>
              <h2 className="h5">What to do next</h2>
              <NextSteps
                team={team}
                userId={user.data?.id}
                proposals={proposals}
                periods={thisYearsPeriods}
                eventId={event.data?.id ?? null}
                year={year}
                isThisYear={isThisYear}
                slug={slug}
              />
            </Card.Body>
          </Card>
          <Card className="mb-4">
            <Card.Body>
              <h2 className="h5">Rubrics and templates</h2>
              <GuideLinks className="mb-0 ps-3" />
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </>
  )
}

function ProposalTable({ rows, slug, year, hasTeam }: { rows: ProposalSummary[]; slug: string | undefined; year: number; hasTeam: boolean }) {
  return (
    <DataTable
      rows={rows}
      rowKey={(r) => r.id}
      caption={`My team's proposals of ${year}`}
      emptyTitle={`No proposals for ${year} yet`}
      emptyText={
        hasTeam ? 'Start one, or import one of your earlier proposals or an initiative project.' : 'Join or create a team first; then start a proposal.'
      }
      columns={[
        {
          key: 'title',
          header: 'Proposal',
          cell: (r) => (
            <>
              <Link to={paths.participant.proposal.to(r.id, slug)}>{r.title}</Link>
              <div className="small text-secondary">
                {categoryName(r.category)} · updated {formatDateTime(r.updatedAt)}
              </div>
            </>
          ),
        },
        { key: 'status1', header: 'Phase 1', cell: (r) => <EntryStatusBadge status={r.status1} /> },
        {
          key: 'status2',
          header: 'Phase 2',
          cell: (r) => (r.phase >= 2 ? <EntryStatusBadge status={r.status2} /> : <span className="text-secondary small">Not reached</span>),
        },
        { key: 'next', header: 'Next', cell: (r) => <span className="small">{nextAction(r)}</span> },
      ]}
    />
  )
}

function NextSteps({
  team,
  userId,
  proposals,
  periods,
  eventId,
  year,
  isThisYear,
  slug,
}: {
  team: Team | undefined
  userId: string | undefined
  proposals: ProposalSummary[]
  periods: Period[] | undefined
  eventId: string | null
  year: number
  isThisYear: boolean
  slug: string | undefined
}) {
  const now = useNow()
  const votes = useQuery({ ...voteQueries.active(), enabled: isThisYear })
  const updates = useQuery({ ...innovationUpdateQueries.mine(eventId, year), enabled: isThisYear && eventId !== null })
  if (!isThisYear) return <p className="mb-0">You are looking at an earlier year. Remove the year from the address to see this year.</p>
  if (!periods) return <LoadingState label="Working out your next steps…" />
  const steps = nextSteps({
    now,
    periods,
    team: team ? { ...team, isLeader: team.leaderId === userId } : null,
    proposals,
    votes: votes.data ?? [],
    updates: updates.data ?? [],
  })
  const hrefOf = (target: StepTarget): string => {
    switch (target.kind) {
      case 'entry':
        return paths.participant.entry.to(target.phase, target.proposalId, slug)
      case 'newProposal':
        return paths.participant.newProposal.to(team?.id ?? '', slug)
      case 'vote':
        return paths.participant.vote.to(slug)
      case 'update':
        return paths.updateParticipant.entry.to(target.updateId)
    }
  }
  return (
    <ol className="mb-0 ps-3">
      {steps.map((s) => (
        <li key={s.text} className="mb-2">
          {s.text}
          {s.target && (
            <>
              {' '}
              <Link to={hrefOf(s.target)}>{s.action}</Link>
            </>
          )}
        </li>
      ))}
    </ol>
  )
}

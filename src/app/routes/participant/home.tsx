import { useQuery } from '@tanstack/react-query'
import Card from 'react-bootstrap/Card'
import Col from 'react-bootstrap/Col'
import Row from 'react-bootstrap/Row'
import { useParams } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { QueryView, WhenLoaded } from '@/components/feedback/query-view'
import { GuideLinks } from '@/components/layout/guide-links'
import { Link, useThisScreen } from '@/components/layout/links'
import { PageHeader } from '@/components/layout/page-header'
import { getConfig } from '@/config/env'
import type { RoleName } from '@/features/auth/schemas'
import { useCurrentUser } from '@/features/auth/use-current-user'
import {
  activePeriod,
  editEntryVerdict,
  newMemberVerdict,
  publishedAtOf,
  startProposalVerdict,
  teamMembershipVerdict,
  teamRecordVerdict,
  type Stage,
} from '@/domain/award'
import { NextStepsList } from '@/features/award/components/next-steps-list'
import { awardResults, nextSteps, type NextStepsInput } from '@/features/award/next-steps'
import { useEvent } from '@/features/event/api'
import { innovationUpdateQueries } from '@/features/innovation-updates/api'
import { periodQueries } from '@/features/periods/api'
import { ActivePeriodCard } from '@/features/periods/components/active-period-card'
import type { Period } from '@/features/periods/schemas'
import { proposalQueries } from '@/features/proposals/api'
import { MyProposalsTable } from '@/features/proposals/components/my-proposals-table'
import { StartProposalLinks } from '@/features/proposals/components/start-proposal-links'
import type { ProposalSummary } from '@/features/proposals/schemas'
import { publicationsQuery } from '@/features/scoring/publications'
import type { ResultPublication } from '@/features/scoring/publications'
import { teamQueries } from '@/features/teams/api'
import { MyTeam } from '@/features/teams/components/my-team'
import type { Team } from '@/features/teams/schemas'
import { voteQueries } from '@/features/votes/api'
import { currentYear } from '@/lib/dates'
import { useSelectedYear } from '@/lib/selected-year'
import { useNow } from '@/lib/use-now'

/** The participant's home: what to do next, the active period, my team, my proposals and their status. */
export default function ParticipantHome() {
  const { t } = useLingui()
  const { event: slug } = useParams()
  const thisScreen = useThisScreen()
  const event = useEvent(slug ?? getConfig().defaultEventSlug)
  const { user } = useCurrentUser()
  const year = useSelectedYear()
  const periods = useQuery(periodQueries.list(event.data?.id ?? null))
  const teams = useQuery(teamQueries.mine(year))
  const mine = useQuery(proposalQueries.mine())
  // The year's published results: a proposal still in a published phase did not advance.
  const publications = useQuery(publicationsQuery(year))
  // The next steps' own data, asked for with the rest rather than once the timeline is in.
  const votes = useQuery({ ...voteQueries.active(), enabled: isThisYearOf(year) })
  const updates = useQuery({
    ...innovationUpdateQueries.mine(event.data?.id ?? null, currentYear()),
    enabled: isThisYearOf(year) && !!event.data,
  })
  const team = teams.data?.[0]
  const isThisYear = isThisYearOf(year)
  const proposals = (mine.data ?? []).filter((p) => p.year === year)
  const thisYearsPeriods = periods.data?.filter((p) => Number(p.year) === currentYear())
  const now = useNow()
  // domain/award/entries.ts: proposals start only while Phase 1 is open (the committee starts them in committee mode).
  const canStart = startProposalVerdict({
    periods: thisYearsPeriods ?? [],
    now,
    role: 'Participant',
    hasTeam: !!team,
    phase1PublishedAt: publishedAtOf(publications.data ?? [], year, 1),
  })

  // Why an entry of this year can no longer be written (its period ended): the table's next step says it.
  const closedReason = (row: ProposalSummary): string | null => {
    const verdict = editEntryVerdict({
      periods: thisYearsPeriods ?? [],
      now,
      person: { role: 'Participant', isMember: true, isLeader: team?.leaderId === user.data?.id },
      proposal: { stage: row.phase as Stage, status1: row.status1, status2: row.status2 },
      phase: row.phase >= 2 ? 2 : 1,
      publishedAt: publishedAtOf(publications.data ?? [], year, row.phase >= 2 ? 2 : 1),
    })
    return verdict.ok ? null : verdict.reason
  }

  const name = user.data?.name
  const thisYear = currentYear()
  return (
    <>
      <PageHeader
        title={t`Participant`}
        subtitle={user.data ? t`Welcome, ${name}. This is your award ${year}.` : undefined}
      />
      {/* The sections appear together: none is pushed down the page by the one above filling in. */}
      <WhenLoaded query={[periods, teams, mine, votes, updates, publications]}>
        {/* First, so that a person opening the page sees what is waiting for them without scrolling past the team and proposals. */}
        <Card as="section" aria-labelledby="next-steps" className="mb-4">
          <Card.Body>
            <h2 id="next-steps" className="h5">
              <Trans>What to do next</Trans>
            </h2>
            {isThisYear ? (
              <QueryView
                query={[periods, publications]}
                loading={t`Working out your next steps…`}
                errorTitle={t`Your next steps could not be worked out`}
              >
                {([, published]) => (
                  <NextSteps
                    year={year}
                    team={team}
                    userId={user.data?.id}
                    proposals={proposals}
                    periods={thisYearsPeriods ?? []}
                    votes={votes.data ?? []}
                    updates={updates.data ?? []}
                    publications={published}
                  />
                )}
              </QueryView>
            ) : (
              <p className="mb-0">
                <Trans>
                  Your next steps are this year&apos;s:{' '}
                  <Link to={thisScreen} year={currentYear()}>
                    back to {thisYear}
                  </Link>
                  .
                </Trans>
              </p>
            )}
          </Card.Body>
        </Card>
        {/* The running award's period: on an earlier year's home it is not that year's. */}
        {isThisYear ? (
          <QueryView
            query={periods}
            loading={t`Loading the timeline…`}
            errorTitle={t`The timeline could not be loaded`}
          >
            {(list) => <ActivePeriodCard period={activePeriod(list)} />}
          </QueryView>
        ) : null}

        <Row className="g-4">
          <Col lg={8}>
            <section aria-labelledby="my-team" className="mb-4">
              <h2 id="my-team" className="h4">
                <Trans>My team</Trans>
              </h2>
              <QueryView
                query={[teams, user, publications]}
                loading={t`Loading your team…`}
                errorTitle={t`Your team could not be loaded`}
              >
                {([list, me, published]) => (
                  <MyTeam
                    team={list[0]}
                    userId={me.id}
                    year={year}
                    isThisYear={isThisYear}
                    notYours={teamReason(me.roleName)}
                    publications={published}
                    newMember={newMemberVerdict({
                      role: 'Participant',
                      teamName: list[0]?.name ?? '',
                      year,
                      proposals: proposals.map((p) => ({ year: p.year, stage: p.phase })),
                      publications: published,
                    })}
                    record={teamRecordVerdict({
                      role: 'Participant',
                      teamName: list[0]?.name ?? '',
                      year,
                      publications: published,
                    })}
                  />
                )}
              </QueryView>
            </section>

            <section aria-labelledby="my-proposals" className="mb-4">
              <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
                <h2 id="my-proposals" className="h4 mb-0">
                  <Trans>My proposals</Trans>
                </h2>
                {team && isThisYear && canStart.ok ? (
                  <StartProposalLinks teamId={team.id} slug={slug} />
                ) : team && isThisYear && periods.data && !canStart.ok ? (
                  <p className="small text-secondary mb-0">{canStart.reason}</p>
                ) : null}
              </div>
              <QueryView
                query={mine}
                loading={t`Loading your proposals…`}
                errorTitle={t`Your proposals could not be loaded`}
              >
                {() => (
                  <MyProposalsTable
                    rows={proposals}
                    slug={slug}
                    year={year}
                    hasTeam={!!team}
                    closedReason={isThisYear && periods.data ? closedReason : undefined}
                    publications={publications.data ?? []}
                  />
                )}
              </QueryView>
            </section>
          </Col>

          <Col lg={4}>
            <Card className="mb-4">
              <Card.Body>
                <h2 className="h5">
                  <Trans>Rubrics and templates</Trans>
                </h2>
                <GuideLinks className="mb-0 ps-3" />
              </Card.Body>
            </Card>
          </Col>
        </Row>
      </WhenLoaded>
    </>
  )
}

/**
 * This year's next steps: the votes and innovation updates waiting for the person join the team's
 * proposals. The team's published results (semi-finalist, finalist, winner, did not advance) are
 * said first, apart from the steps.
 */
function NextSteps({
  year,
  team,
  userId,
  proposals,
  periods,
  votes,
  updates,
  publications,
}: {
  year: number
  team: Team | undefined
  userId: string | undefined
  proposals: ProposalSummary[]
  periods: Period[]
  votes: NextStepsInput['votes']
  updates: NextStepsInput['updates']
  publications: readonly ResultPublication[]
}) {
  const { event: slug } = useParams()
  const now = useNow()
  const input: NextStepsInput = {
    now,
    year,
    periods,
    team: team ? { ...team, isLeader: team.leaderId === userId } : null,
    proposals,
    votes,
    updates,
    publications,
  }
  return (
    <NextStepsList
      results={awardResults(input)}
      steps={nextSteps(input)}
      slug={slug}
      teamId={team?.id}
    />
  )
}

/** Whether `year` is the current one: only then has the home next steps to show. */
const isThisYearOf = (year: number) => year === currentYear()

/** Why this person may not create or join a team (domain/award/entries.ts: participants only), or null. */
function teamReason(role: RoleName | null): string | null {
  if (!role) return null
  const verdict = teamMembershipVerdict(role)
  return verdict.ok ? null : verdict.reason
}

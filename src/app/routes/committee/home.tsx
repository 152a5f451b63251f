import { useQuery } from '@tanstack/react-query'
import Card from 'react-bootstrap/Card'
import Col from 'react-bootstrap/Col'
import Row from 'react-bootstrap/Row'
import { useParams } from 'react-router'
import { QueryView } from '@/components/feedback/query-view'
import { Link } from '@/components/layout/links'
import { PageHeader } from '@/components/layout/page-header'
import { paths } from '@/config/paths'
import { useCurrentUser } from '@/features/auth/use-current-user'
import { activePeriod, PERIOD } from '@/domain/award'
import { useEvent } from '@/features/event/api'
import { periodQueries } from '@/features/periods/api'
import { ActivePeriodCard } from '@/features/periods/components/active-period-card'
import { Timeline } from '@/features/periods/components/timeline'
import { ReviewSummary } from '@/features/proposals/components/review-summary'
import { useSelectedYear } from '@/lib/selected-year'

interface Step {
  label: string
  to: string
}

/**
 * What the committee does next, by the active period: the work of that period first (review the
 * entries being written, follow the scoring, publish, award), then the timeline. Outside every
 * period (before the first opens, or with the timeline not loaded) it leads to the timeline.
 */
function nextSteps(periodId: number | undefined, slug: string | undefined): Step[] {
  const c = paths.committee
  const review = (phase: 1 | 2): Step => ({
    label: `Review Phase ${phase} proposals`,
    to: c.proposals.to(phase, slug),
  })
  const judges = (phase: 1 | 2 | 3): Step => ({
    label: `Assign judges: Phase ${phase}`,
    to: c.assignJudges.to(phase, slug),
  })
  const results = (phase: 1 | 2 | 3, label: string): Step => ({
    label,
    to: `${c.voteResult.to(slug)}?phase=${phase}`,
  })
  const votes: Step = { label: 'Vote sessions', to: c.vote.to(undefined, slug) }
  const timeline: Step = { label: 'Manage the timeline', to: paths.updateCommittee.root.to() }
  switch (periodId) {
    case PERIOD.phase1:
      return [review(1), judges(1), timeline]
    case PERIOD.scoring1:
      return [judges(1), results(1, 'Phase 1 results: advance and publish'), timeline]
    case PERIOD.phase2:
      return [review(2), judges(2), votes, timeline]
    case PERIOD.scoring2:
      return [judges(2), results(2, 'Phase 2 results: advance and publish'), timeline]
    case PERIOD.grandFinal:
      return [judges(3), votes, results(3, 'Grand-final scores'), timeline]
    case PERIOD.awarding:
      return [results(3, 'Results and winners'), votes, timeline]
    default:
      return [timeline, results(1, 'Results')]
  }
}

export default function CommitteeHome() {
  const { event: slug } = useParams()
  const event = useEvent(slug ?? '')
  const year = useSelectedYear()
  const { user } = useCurrentUser()
  const all = useQuery(periodQueries.list(event.data?.id ?? null))
  const periods = useQuery(periodQueries.byYear(event.data?.id ?? null, year))

  const links = nextSteps(activePeriod(all.data)?.periodId, slug)

  return (
    <>
      <PageHeader
        title="Committee"
        subtitle={`Welcome, ${user.data?.name ?? ''}. ${event.data?.name ?? ''} ${year}.`}
      />
      <QueryView
        query={all}
        loading="Loading the current period…"
        errorTitle="The current period could not be loaded"
      >
        {(periodsOfEvent) => <ActivePeriodCard period={activePeriod(periodsOfEvent)} />}
      </QueryView>
      <Row className="g-4">
        <Col lg={7}>
          <h2 className="h5">Timeline {year}</h2>
          <QueryView
            query={periods}
            loading="Loading the timeline…"
            errorTitle="The timeline could not be loaded"
          >
            {(ofYear) =>
              ofYear.length ? (
                <Timeline periods={ofYear} />
              ) : (
                <p className="text-secondary">No periods are set up for {year}.</p>
              )
            }
          </QueryView>
        </Col>
        <Col lg={5}>
          <h2 className="h5">Next steps</h2>
          <div className="d-grid gap-2">
            {links.map((link) => (
              <Card key={link.to} body className="py-0">
                <Link to={link.to} className="stretched-link text-decoration-none">
                  {link.label}
                </Link>
              </Card>
            ))}
          </div>
        </Col>
      </Row>
      <section className="mt-4" aria-labelledby="home-counts">
        <h2 className="h5" id="home-counts">
          Proposals {year}
        </h2>
        <ReviewSummary year={year} />
      </section>
    </>
  )
}

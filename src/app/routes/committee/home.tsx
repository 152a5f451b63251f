import { useQuery } from '@tanstack/react-query'
import Card from 'react-bootstrap/Card'
import Col from 'react-bootstrap/Col'
import Row from 'react-bootstrap/Row'
import { Link, useParams } from 'react-router'
import { QueryView } from '@/components/feedback/query-view'
import { PageHeader } from '@/components/layout/page-header'
import { paths } from '@/config/paths'
import { useCurrentUser } from '@/features/auth/use-current-user'
import { useEvent } from '@/features/event/api'
import { periodQueries } from '@/features/periods/api'
import { ActivePeriodCard } from '@/features/periods/components/active-period-card'
import { Timeline } from '@/features/periods/components/timeline'
import { activePeriod } from '@/features/periods/rules'
import { ReviewSummary } from '@/features/proposals/components/review-summary'
import { useSelectedYear } from '@/lib/selected-year'

export default function CommitteeHome() {
  const { event: slug } = useParams()
  const event = useEvent(slug ?? '')
  const year = useSelectedYear()
  const { user } = useCurrentUser()
  const all = useQuery(periodQueries.list(event.data?.id ?? null))
  const periods = useQuery(periodQueries.byYear(event.data?.id ?? null, year))
  const c = paths.committee

  const links = [
    { label: 'Review Phase 1 proposals', to: c.proposals.to(1, slug) },
    { label: 'Assign judges', to: c.assignJudges.to(1, slug) },
    { label: 'Results and winners', to: c.voteResult.to(slug) },
    { label: 'Manage the timeline', to: paths.updateCommittee.root.to() },
  ]

  return (
    <>
      <PageHeader title="Committee" subtitle={`Welcome, ${user.data?.name ?? ''}. ${event.data?.name ?? ''} ${year}.`} />
      <QueryView query={all} loading="Loading the current period…" errorTitle="The current period could not be loaded">
        {(periodsOfEvent) => <ActivePeriodCard period={activePeriod(periodsOfEvent)} />}
      </QueryView>
      <Row className="g-4">
        <Col lg={7}>
          <h2 className="h5">Timeline {year}</h2>
          <QueryView query={periods} loading="Loading the timeline…" errorTitle="The timeline could not be loaded">
            {(ofYear) => (ofYear.length ? <Timeline periods={ofYear} /> : <p className="text-secondary">No periods are set up for {year}.</p>)}
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

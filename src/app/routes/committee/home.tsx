import { useQuery } from '@tanstack/react-query'
import Card from 'react-bootstrap/Card'
import Col from 'react-bootstrap/Col'
import Row from 'react-bootstrap/Row'
import { useParams } from 'react-router'
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
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
import { currentYear } from '@/lib/current-year'
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
function nextSteps(periodId: number | undefined, slug: string | undefined, i18n: I18n): Step[] {
  const c = paths.committee
  const review = (phase: 1 | 2): Step => ({
    label: i18n._(msg`Review Phase ${phase} proposals`),
    to: c.proposals.to(phase, slug),
  })
  const judges = (phase: 1 | 2 | 3): Step => ({
    label: i18n._(msg`Assign judges: Phase ${phase}`),
    to: c.assignJudges.to(phase, slug),
  })
  const results = (phase: 1 | 2 | 3, label: string): Step => ({
    label,
    to: `${c.voteResult.to(slug)}?phase=${phase}`,
  })
  const votes: Step = { label: i18n._(msg`Vote sessions`), to: c.vote.to(undefined, slug) }
  const timeline: Step = {
    label: i18n._(msg`Manage the timeline`),
    to: paths.updateCommittee.root.to(),
  }
  switch (periodId) {
    case PERIOD.phase1:
      return [review(1), judges(1), timeline]
    case PERIOD.scoring1:
      return [judges(1), results(1, i18n._(msg`Phase 1 results: advance and publish`)), timeline]
    case PERIOD.phase2:
      return [review(2), judges(2), votes, timeline]
    case PERIOD.scoring2:
      return [judges(2), results(2, i18n._(msg`Phase 2 results: advance and publish`)), timeline]
    case PERIOD.grandFinal:
      return [judges(3), votes, results(3, i18n._(msg`Grand-final scores`)), timeline]
    case PERIOD.awarding:
      return [results(3, i18n._(msg`Results and winners`)), votes, timeline]
    default:
      return [timeline, results(1, i18n._(msg({ message: 'Results', context: 'next step' })))]
  }
}

/**
 * What there is to do on the home of another year than the running award's: a past year's
 * results, entries and votes are looked up; a year still to come has only its timeline. The
 * running award's period says nothing about that year, so it leads nowhere here.
 */
function stepsOfAnotherYear(
  year: number,
  running: number,
  slug: string | undefined,
  i18n: I18n,
): Step[] {
  const c = paths.committee
  const timeline = { label: i18n._(msg`The ${year} timeline`), to: paths.updateCommittee.root.to() }
  if (year > running) return [timeline]
  return [
    { label: i18n._(msg`Results and winners ${year}`), to: `${c.voteResult.to(slug)}?phase=3` },
    { label: i18n._(msg`Phase 1 proposals ${year}`), to: c.proposals.to(1, slug) },
    { label: i18n._(msg`Phase 2 proposals ${year}`), to: c.proposals.to(2, slug) },
    { label: i18n._(msg`Vote sessions ${year}`), to: c.vote.to(undefined, slug) },
    timeline,
  ]
}

export default function CommitteeHome() {
  const { event: slug } = useParams()
  const { t, i18n } = useLingui()
  const event = useEvent(slug ?? '')
  const year = useSelectedYear()
  const { user } = useCurrentUser()
  const all = useQuery(periodQueries.list(event.data?.id ?? null))
  const periods = useQuery(periodQueries.byYear(event.data?.id ?? null, year))

  // The running award's year: its active period's (an award may run into January), else this year.
  const running = Number(activePeriod(all.data)?.year) || currentYear()
  const links =
    year === running
      ? nextSteps(activePeriod(all.data)?.periodId, slug, i18n)
      : stepsOfAnotherYear(year, running, slug, i18n)
  const name = user.data?.name ?? ''
  const eventName = event.data?.name ?? ''

  return (
    <>
      <PageHeader title={t`Committee`} subtitle={t`Welcome, ${name}. ${eventName} ${year}.`} />
      {/* The running award's period: on another year's home it is not that year's (the year
          notice above says which year is shown and leads back). */}
      {year === running ? (
        <QueryView
          query={all}
          loading={t`Loading the current period…`}
          errorTitle={t`The current period could not be loaded`}
        >
          {(periodsOfEvent) => <ActivePeriodCard period={activePeriod(periodsOfEvent)} />}
        </QueryView>
      ) : null}
      <Row className="g-4">
        <Col lg={7}>
          <h2 className="h5">
            <Trans>Timeline {year}</Trans>
          </h2>
          <QueryView
            query={periods}
            loading={t`Loading the timeline…`}
            errorTitle={t`The timeline could not be loaded`}
          >
            {(ofYear) =>
              ofYear.length ? (
                <Timeline periods={ofYear} />
              ) : (
                <p className="text-secondary">
                  <Trans>No periods are set up for {year}.</Trans>
                </p>
              )
            }
          </QueryView>
        </Col>
        <Col lg={5}>
          <h2 className="h5">
            <Trans>Next steps</Trans>
          </h2>
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
          <Trans>Proposals {year}</Trans>
        </h2>
        <ReviewSummary year={year} />
      </section>
    </>
  )
}

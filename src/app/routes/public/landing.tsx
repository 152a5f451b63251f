import { useQuery } from '@tanstack/react-query'
import Card from 'react-bootstrap/Card'
import Col from 'react-bootstrap/Col'
import Container from 'react-bootstrap/Container'
import Row from 'react-bootstrap/Row'
import Alert from 'react-bootstrap/Alert'
import Button from 'react-bootstrap/Button'
import { Link, useLocation } from 'react-router'
import type { LandingState } from '@/app/guards/area-guard'
import { GuideLinks } from '@/components/layout/guide-links'
import { QueryView } from '@/components/feedback/query-view'
import { LoadingState } from '@/components/feedback/states'
import { CATEGORIES, PHASES } from '@/config/constants'
import { getConfig } from '@/config/env'
import { paths } from '@/config/paths'
import { useCurrentUser } from '@/features/auth/use-current-user'
import { useEvent } from '@/features/event/api'
import { periodQueries } from '@/features/periods/api'
import { Timeline } from '@/features/periods/components/timeline'
import { currentPeriodIndex, isJuryPeriod } from '@/features/periods/rules'
import { describeError, isSessionFailure } from '@/lib/api-errors'
import { useSelectedYear } from '@/lib/selected-year'
import { homePathFor } from '@/app/home-path'

/** Public landing (PRODUCT.md §3). Signed out it shows what the award is; signed in, the live timeline too. */
export default function Landing() {
  const config = getConfig()
  const year = useSelectedYear()
  const { session, user } = useCurrentUser()
  const event = useEvent(config.defaultEventSlug, session.signedIn)
  const periods = useQuery(periodQueries.byYear(event.data?.id ?? null, year))
  const allPeriods = useQuery({ ...periodQueries.list(event.data?.id ?? null), enabled: session.signedIn && !!event.data })
  const index = currentPeriodIndex(allPeriods.data)
  const juryWaiting = user.data?.roleName === 'Jury' && allPeriods.data && !isJuryPeriod(index)
  // Outside scoring periods the jury area would send a judge straight back here: offer the participant area instead.
  const home = juryWaiting ? paths.participant.root.to() : user.data ? homePathFor(user.data) : null
  const homeLabel = juryWaiting ? 'Go to the gallery and votes' : user.data?.isRegistered === false ? 'Go to my registration' : 'Go to my area'
  // A guard sent the person here because their user (or the periods) could not be loaded: say so.
  const arrival = useLocation().state as LandingState | null
  const checkFailed = arrival?.reason === 'check-failed'
  const userFailed = session.signedIn && user.isError && !user.data && !isSessionFailure(user.error)
  const periodsFailed = checkFailed && allPeriods.isError && !allPeriods.data

  return (
    <div className="landing">
      <header className="bg-brand text-white py-5 mb-4">
        <Container>
          <div className="d-flex align-items-center gap-3 mb-3">
            <img src={event.data?.logo ?? '/icon.svg'} alt="" width={56} height={56} className="rounded bg-white p-1" />
            <div>
              <p className="mb-0 text-on-brand-muted">{year}</p>
              <h1 className="display-6 mb-0">{event.data?.name ?? config.titlePrefix}</h1>
            </div>
          </div>
          <p className="lead mb-4" style={{ maxWidth: '42rem' }}>
            Teams across the organisation propose ideas, the jury scores them fairly in three rounds, and the committee awards the year’s
            best innovations.
          </p>
          {userFailed || periodsFailed ? (
            <Alert variant="light" className="text-body" role="alert">
              <Alert.Heading as="h2" className="h5">
                {userFailed ? 'Your account could not be loaded' : 'The award’s timeline could not be loaded'}
              </Alert.Heading>
              <p className="mb-2">
                {describeError(userFailed ? user.error : allPeriods.error).messages.join(' ')} This is a problem on the server’s side, not with
                your account: you are still signed in, and anything you typed is kept on this device.
              </p>
              <Button variant="outline-danger" size="sm" onClick={() => void (userFailed ? user.refetch() : allPeriods.refetch())}>
                Try again
              </Button>
            </Alert>
          ) : checkFailed && arrival.from && user.data ? (
            <p>
              <Link to={arrival.from} className="btn btn-outline-light">
                Continue where you were
              </Link>
            </p>
          ) : null}
          {session.signedIn ? (
            <div className="d-flex flex-wrap gap-2 align-items-center">
              {home ? (
                <Link to={home} className="btn btn-light btn-lg">
                  {homeLabel}
                </Link>
              ) : user.isLoading ? (
                <LoadingState label="Loading your account…" onRetry={() => void user.refetch()} className="text-white" />
              ) : null}
              <span className="text-on-brand-muted">Signed in as {user.data?.name ?? session.account?.name}</span>
            </div>
          ) : (
            <Link to={paths.login.to()} className="btn btn-light btn-lg">
              Sign in with your work account
            </Link>
          )}
        </Container>
      </header>

      <Container as="main" id="main" className="pb-5">
        {juryWaiting ? (
          <div className="alert alert-info" role="status">
            The jury screens open during the scoring periods. You will find your assignments here as soon as the committee starts the
            next scoring period.
          </div>
        ) : null}
        <Row className="g-4">
          <Col lg={7}>
            <h2 className="h4">Timeline {year}</h2>
            {!session.signedIn ? (
              <>
                <p className="text-secondary">Sign in to see this year’s dates. The award runs in these steps:</p>
                <ol className="list-group list-group-numbered">
                  {PHASES.map((phase) => (
                    <li key={phase} className="list-group-item">
                      {phase}
                    </li>
                  ))}
                </ol>
              </>
            ) : (
              <QueryView query={[event, periods]} loading="Loading the timeline…" errorTitle="The timeline could not be loaded">
                {([, yearPeriods]) =>
                  yearPeriods.length ? (
                    <Timeline periods={yearPeriods} />
                  ) : (
                    <p className="text-secondary">The committee has not published the timeline for {year} yet.</p>
                  )
                }
              </QueryView>
            )}
          </Col>
          <Col lg={5}>
            <h2 className="h4">Categories</h2>
            <div className="d-grid gap-2 mb-4">
              {CATEGORIES.map((c) => (
                <Card key={c.id} body>
                  <h3 className="h6 mb-1">{c.name}</h3>
                  <p className="mb-0 small text-secondary">{c.description}</p>
                </Card>
              ))}
            </div>
            <h2 className="h4">Guides</h2>
            <GuideLinks />
          </Col>
        </Row>
      </Container>
      <footer className="border-top py-3 text-center small text-secondary">
        <Link to={paths.test.to()}>Diagnostics</Link>
      </footer>
    </div>
  )
}

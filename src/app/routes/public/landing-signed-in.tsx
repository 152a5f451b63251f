import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import Button from 'react-bootstrap/Button'
import { useLocation } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { COMMITTEE_AREAS, JURY_AREAS } from '@/app/guards/access'
import type { LandingState } from '@/app/guards/area-guard'
import { homePathFor } from '@/app/home-path'
import { LandingFrame } from '@/app/routes/public/landing-frame'
import { useSignOut } from '@/app/sign-out'
import { QueryFallback, QueryView } from '@/components/feedback/query-view'
import { LoadingState } from '@/components/feedback/states'
import { Link, useNavigate } from '@/components/layout/links'
import { getConfig } from '@/config/env'
import { paths } from '@/config/paths'
import { activePeriod, isJuryPeriod, periodTitle } from '@/domain/award'
import { ROLE } from '@/features/auth/schemas'
import { useCurrentUser } from '@/features/auth/use-current-user'
import { useEvent } from '@/features/event/api'
import { periodQueries } from '@/features/periods/api'
import { Timeline } from '@/features/periods/components/timeline'
import { isSessionFailure } from '@/lib/api-errors'
import { formatDateTime } from '@/lib/dates'
import { useSelectedYear } from '@/lib/selected-year'
import { useNow } from '@/lib/use-now'

/** The landing of someone signed in: the event, the live timeline and the way to their area. */
export default function SignedInLanding() {
  const { t } = useLingui()
  const config = getConfig()
  const year = useSelectedYear()
  const { session, user } = useCurrentUser()
  const event = useEvent(config.defaultEventSlug, session.signedIn)
  const periods = useQuery(periodQueries.byYear(event.data?.id ?? null, year))
  const allPeriods = useQuery({
    ...periodQueries.list(event.data?.id ?? null),
    enabled: session.signedIn && !!event.data,
  })
  const juryWaiting =
    user.data?.roleName === 'Jury' &&
    allPeriods.data &&
    !isJuryPeriod(activePeriod(allPeriods.data)?.periodId)
  const now = useNow(60_000, allPeriods.dataUpdatedAt)
  // What comes next for a waiting judge: the next jury period of the timeline that has not started.
  const nextScoring = juryWaiting
    ? allPeriods.data
        ?.filter((p) => isJuryPeriod(p.periodId) && Date.parse(p.startAt) > now)
        .sort((a, b) => Date.parse(a.startAt) - Date.parse(b.startAt))[0]
    : undefined
  // This page has no app menu: signing out (with its warning about unsent text) is offered here.
  const { signOut, busy } = useSignOut()
  // Outside scoring periods the jury area would send a judge straight back here: offer the gallery (and its votes) instead.
  const home = juryWaiting
    ? paths.participant.gallery.to()
    : user.data
      ? homePathFor(user.data)
      : null
  const homeLabel = juryWaiting
    ? t`Go to the gallery and votes`
    : user.data?.isRegistered === false
      ? t`Go to my registration`
      : t`Go to my area`
  // A guard sent the person here because their user (or the periods) could not be loaded: say so.
  const arrival = useLocation().state as LandingState | null
  const checkFailed = arrival?.reason === 'check-failed'
  // A guard sent the person here because the screen they opened is another role's: say whose. A
  // judge sent from their own area outside the scoring periods is told when it opens instead, below.
  const notTheirs =
    arrival?.reason === 'not-allowed' &&
    user.data &&
    !(arrival.area && JURY_AREAS.includes(arrival.area) && user.data.roleName === ROLE.jury)
      ? arrival.area
      : undefined
  const notTheirsText = !notTheirs
    ? null
    : COMMITTEE_AREAS.includes(notTheirs)
      ? t`The page you opened is for the committee, so you were brought to the start page.`
      : JURY_AREAS.includes(notTheirs)
        ? t`The page you opened is for the jury, so you were brought to the start page.`
        : t`The page you opened is for registered participants, so you were brought to the start page.`
  const userFailed = session.signedIn && user.isError && !user.data && !isSessionFailure(user.error)
  const periodsFailed = checkFailed && allPeriods.isError && !allPeriods.data
  // The person was sent here only because a check failed; once that check loads (Try again), they go
  // back to the screen they had opened, in place of this visit to "/" (Back does not return here).
  const navigate = useNavigate()
  const from = checkFailed ? arrival.from : null
  const recovered =
    !!user.data &&
    !user.isError &&
    (arrival?.failed !== 'periods' || (allPeriods.data !== undefined && !allPeriods.isError))
  useEffect(() => {
    if (from && recovered) void navigate(from, { replace: true })
  }, [from, recovered, navigate])

  const signedInName = user.data?.name ?? session.account?.name
  const nextName = nextScoring ? periodTitle(nextScoring) : undefined
  const nextStart = formatDateTime(nextScoring?.startAt)
  const nextEnd = formatDateTime(nextScoring?.endAt)

  return (
    <LandingFrame
      logo={event.data?.logo ?? '/icon.svg'}
      title={event.data?.name ?? config.titlePrefix}
      year={year}
      actions={
        <>
          {userFailed || periodsFailed ? (
            <QueryFallback
              query={userFailed ? user : allPeriods}
              errorTitle={
                userFailed
                  ? t`Your account could not be loaded`
                  : t`The award’s timeline could not be loaded`
              }
              errorNote={t`This is a problem on the server’s side, not with your account: you are still signed in, and anything you typed is kept on this device.`}
            />
          ) : from && recovered ? (
            <LoadingState
              label={t`Taking you back to the screen you opened…`}
              className="text-white"
            />
          ) : null}
          <div className="d-flex flex-wrap gap-2 align-items-center">
            {home ? (
              <Link to={home} className="btn btn-light btn-lg">
                {homeLabel}
              </Link>
            ) : user.isLoading ? (
              <QueryFallback
                query={user}
                loading={t`Loading your account…`}
                loadingClassName="text-white"
              />
            ) : null}
            <span className="text-on-brand-muted">
              <Trans>Signed in as {signedInName}</Trans>
            </span>
            <Button variant="outline-light" onClick={() => void signOut()} disabled={busy !== null}>
              {busy === 'sign-out' ? t`Signing out…` : t`Sign out`}
            </Button>
          </div>
        </>
      }
      notice={
        notTheirsText ? (
          <div className="alert alert-warning" role="alert">
            {notTheirsText}
          </div>
        ) : juryWaiting ? (
          <div className="alert alert-info" role="status">
            <Trans>
              The jury screens open during the scoring periods. You will find your assignments here
              as soon as the committee starts the next scoring period.
            </Trans>{' '}
            {nextScoring ? (
              <Trans>
                Next: <strong>{nextName}</strong>, from {nextStart} to {nextEnd}.
              </Trans>
            ) : (
              <Trans>No scoring period is planned for the rest of this year’s timeline.</Trans>
            )}
          </div>
        ) : null
      }
      timeline={
        <QueryView
          query={[event, periods]}
          loading={t`Loading the timeline…`}
          errorTitle={t`The timeline could not be loaded`}
        >
          {([, yearPeriods]) =>
            yearPeriods.length ? (
              <Timeline periods={yearPeriods} />
            ) : (
              <p className="text-secondary">
                <Trans>The committee has not published the timeline for {year} yet.</Trans>
              </p>
            )
          }
        </QueryView>
      }
    />
  )
}

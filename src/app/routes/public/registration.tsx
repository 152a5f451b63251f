import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { homePathFor } from '@/app/home-path'
import { PublicPage } from '@/app/routes/public/public-page'
import { OfflineBanner } from '@/components/feedback/offline-banner'
import { QueryFallback, QueryView } from '@/components/feedback/query-view'
import { Link, Navigate, useNavigate } from '@/components/layout/links'
import { getConfig } from '@/config/env'
import { paths } from '@/config/paths'
import { useCurrentUser } from '@/features/auth/use-current-user'
import { useEvent } from '@/features/event/api'
import { publicationsQuery } from '@/features/scoring/publications'
import { RegistrationForm } from '@/features/teams/components/registration-form'
import { TeamStart } from '@/features/teams/components/team-start'
import { currentYear } from '@/lib/dates'

/** First sign-in of a directory person: register, then create a team or join one by its code. */
export default function Registration() {
  const { t } = useLingui()
  const { session, user } = useCurrentUser()
  const event = useEvent(getConfig().defaultEventSlug, session.signedIn)
  const navigate = useNavigate()
  // After registering here the person stays for step 2 instead of being sent home as "already registered".
  const [registeredHere, setRegisteredHere] = useState(false)
  // Step 2 only: once the Phase 1 results are out, no new team is formed (TeamStart says why).
  const publications = useQuery({ ...publicationsQuery(currentYear()), enabled: registeredHere })

  if (!session.signedIn) return <Navigate to={paths.login.to()} replace />
  if (!user.data) {
    return (
      <PublicPage title={t`Registration`}>
        <QueryFallback
          query={user}
          loading={t`Loading your account…`}
          errorTitle={t`Your account could not be loaded`}
        />
      </PublicPage>
    )
  }
  const home = paths.participant.root.to(event.data?.url)
  if (user.data.isRegistered && user.data.roleName !== null && !registeredHere)
    return <Navigate to={homePathFor(user.data)} replace />

  if (!registeredHere) {
    const name = user.data.name
    return (
      <PublicPage title={t`Registration`} wide>
        {/* Offline, the form can still be filled in: this says it is kept and sent once the connection is back. */}
        <OfflineBanner />
        <p className="text-secondary">
          <Trans>
            Welcome, {name}. Tell us how to reach you and your T-shirt size; next you create a team
            or join one.
          </Trans>
        </p>
        <h2 className="h5 mt-4">
          <Trans>Step 1 of 2: about you</Trans>
        </h2>
        <RegistrationForm
          draftKey={`registration:${user.data.id}`}
          defaults={{
            name: user.data.name,
            unit: user.data.unit ?? '',
            phone: user.data.phone ?? '',
          }}
          onRegistered={() => setRegisteredHere(true)}
        />
      </PublicPage>
    )
  }

  return (
    <PublicPage title={t`Registration`} wide>
      <OfflineBanner />
      <div className="alert alert-success" role="status">
        <Trans>You are registered.</Trans>
      </div>
      <h2 className="h5">
        <Trans>Step 2 of 2: your team</Trans>
      </h2>
      <QueryView
        query={[event, publications]}
        loading={t`Loading the event…`}
        errorTitle={t`The event could not be loaded`}
      >
        {([, published]) => (
          <TeamStart
            year={currentYear()}
            publications={published}
            onDone={() => navigate(home, { replace: true })}
          />
        )}
      </QueryView>
      <p className="mt-3 mb-0">
        <Link to={home}>
          <Trans>Skip for now and go to my home</Trans>
        </Link>
      </p>
    </PublicPage>
  )
}

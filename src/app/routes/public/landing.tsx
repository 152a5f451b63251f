import { lazy, Suspense, useEffect, useState } from 'react'
import Alert from 'react-bootstrap/Alert'
import Button from 'react-bootstrap/Button'
import Spinner from 'react-bootstrap/Spinner'
import { useLingui as useLinguiContext } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { LandingFrame, SignInLabel, SignedOutLanding } from '@/app/routes/public/landing-frame'
import { loadScreenStyles } from '@/app/screen-styles'
import { signOutStopped } from '@/app/sign-in-state'
import { LoadingState } from '@/components/feedback/states'
import { getConfig } from '@/config/env'
import { loadAreaMessages } from '@/i18n'
import { useSession } from '@/features/auth/session'
import { describeError } from '@/lib/api-errors'
import { useSelectedYear } from '@/lib/selected-year'

// The signed-in version needs the API's schemas; a signed-out first visit does not download them.
const SignedInLanding = lazy(
  async () =>
    (
      await Promise.all([
        import('@/app/routes/public/landing-signed-in'),
        loadScreenStyles(),
        loadAreaMessages(),
      ])
    )[0],
)

/** One click from here to the organisation's sign-in page; /login stays for redirects. */
function SignInButton() {
  const session = useSession()
  // The error's description is worded when shown: a change of language re-renders it.
  useLinguiContext()
  const [busy, setBusy] = useState(false)
  // Kept as it came: described when shown, in the language shown then.
  const [error, setError] = useState<unknown>(null)
  const signIn = async () => {
    setBusy(true)
    setError(null)
    try {
      // Waits for the sign-in client if it is still starting, then leaves for the sign-in page.
      await session.login()
    } catch (e) {
      setBusy(false)
      setError(e)
    }
  }
  return (
    <>
      {error !== null ? (
        <Alert variant="danger" role="alert" className="mb-3" style={{ maxWidth: '42rem' }}>
          <p className="mb-1 fw-semibold">
            <Trans>Sign-in did not start.</Trans>
          </p>
          <p className="mb-0">{describeError(error).messages.join(' ')}</p>
        </Alert>
      ) : null}
      <Button
        variant="light"
        size="lg"
        onClick={() => void signIn()}
        onPointerEnter={session.prepare}
        onFocus={session.prepare}
        disabled={busy}
      >
        {busy ? <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" /> : null}
        <SignInLabel />
      </Button>
    </>
  )
}

/** Public landing (requirements R12.2). Signed out it shows what the award is; signed in, the live timeline too. */
export default function Landing() {
  // A sign-out that stayed on this page (offline) ends here: from now on a screen's address is kept
  // again for whoever signs in next (src/app/sign-in-state.ts).
  useEffect(() => signOutStopped(), [])
  const config = getConfig()
  const year = useSelectedYear()
  const session = useSession()
  const { t } = useLingui()

  if (session.signedIn) {
    return (
      <Suspense
        fallback={
          <LandingFrame
            logo="/icon.svg"
            title={config.titlePrefix}
            year={year}
            // The signed-in landing's code is on its way (not a query): the one loading state, once,
            // where the person's way in appears (still waiting + Retry after a few seconds).
            actions={<LoadingState label={t`Loading your account…`} className="text-white" />}
            timeline={null}
          />
        }
      >
        <SignedInLanding />
      </Suspense>
    )
  }
  return <SignedOutLanding year={year} signIn={<SignInButton />} config={config} />
}

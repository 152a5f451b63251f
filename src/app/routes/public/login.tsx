import { useEffect, useRef, useState } from 'react'
import Alert from 'react-bootstrap/Alert'
import Button from 'react-bootstrap/Button'
import Spinner from 'react-bootstrap/Spinner'
import { useSearchParams } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { PublicPage } from '@/app/routes/public/public-page'
import { signInAgain, storeRedirectTarget, takeSignInError } from '@/app/sign-in-state'
import { Link } from '@/components/layout/links'
import { paths } from '@/config/paths'
import { useSession, useSignInAdapter } from '@/features/auth/session'
import { describeError } from '@/lib/api-errors'
import { isInteractionRequired, useSessionExpired } from '@/lib/session-expiry'

/** Sign-in with the work account (requirements R4.1: a redirect; account selection with prompt=select_account). */
export default function Login() {
  const { t } = useLingui()
  const session = useSession()
  const adapter = useSignInAdapter()
  // Sent here by a 401 or a sign-in that needs the person again (requirements R8.1): say why, offer
  // to sign in again.
  const expired = useSessionExpired()
  const [params, setParams] = useSearchParams()
  // A sign-in error is kept as it came and described when shown, in the language shown then.
  const [error, setError] = useState<unknown>(() => takeSignInError())
  const r = params.get('r')
  // The landing's sign-in, clicked before the app had started, is a link here with start=1: the
  // person asked to sign in, so the sign-in starts at once (one click, as with the app's own button).
  const startNow = params.get('start') === '1'
  const [busy, setBusy] = useState(() => startNow && !session.signedIn && !expired)

  useEffect(() => {
    if (r) storeRedirectTarget(r)
  }, [r])

  // Someone on this page is about to sign in: start the sign-in client now (a click waits for it).
  const { prepare } = session
  useEffect(() => prepare(), [prepare])

  const signIn = async (again = false) => {
    setBusy(true)
    setError(null)
    try {
      await (again ? signInAgain(adapter) : session.login())
    } catch (e) {
      setBusy(false)
      setError(e)
    }
  }

  const started = useRef(false)
  useEffect(() => {
    if (!startNow || started.current) return
    started.current = true
    // Coming back to this page (Back from the sign-in page) does not start it again.
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        next.delete('start')
        return next
      },
      { replace: true },
    )
    if (session.signedIn || expired) return
    session.login().catch((e: unknown) => {
      setBusy(false)
      setError(e)
    })
  }, [startNow, setParams, session, expired])

  // Requirements R8.3: a silent token request that needs the person leads straight to the
  // interactive sign-in. It starts here, once the API client has brought the person to this page.
  const startedInteraction = useRef(false)
  useEffect(() => {
    if (!expired || !isInteractionRequired() || startedInteraction.current) return
    startedInteraction.current = true
    setBusy(true)
    signInAgain(adapter).catch((e: unknown) => {
      setBusy(false)
      setError(e)
    })
  }, [expired, adapter])

  const name = session.account?.name
  const username = session.account?.username
  return (
    <PublicPage title={t`Sign in`}>
      {error !== null ? (
        <Alert variant="danger" role="alert">
          <p className="mb-1 fw-semibold">
            <Trans>Sign-in did not finish.</Trans>
          </p>
          <p className="mb-0">
            {typeof error === 'string' ? error : describeError(error).messages.join(' ')}
          </p>
        </Alert>
      ) : null}
      {expired ? (
        <Alert variant="warning" role="alert">
          <p className="mb-1 fw-semibold">
            <Trans>Your session has ended.</Trans>
          </p>
          <p className="mb-2">
            <Trans>
              Sign in again to carry on. What you typed is kept on this device: you come back to the
              same screen, and it is saved then.
            </Trans>
          </p>
          <Button onClick={() => void signIn(true)} disabled={busy}>
            <Trans>Sign in again</Trans>
          </Button>
        </Alert>
      ) : null}
      {session.signedIn ? (
        <>
          <p>
            <Trans>
              You are signed in as <strong>{name}</strong> ({username}).
            </Trans>
          </p>
          <div className="d-flex flex-wrap gap-2">
            <Link to={paths.loginSpa.to()} className="btn btn-primary">
              <Trans>Continue</Trans>
            </Link>
            <Button variant="outline-secondary" onClick={() => void signIn()} disabled={busy}>
              <Trans>Use another account</Trans>
            </Button>
          </div>
        </>
      ) : (
        <>
          <p>
            <Trans>
              Use your work account. You will choose the account at your organisation’s sign-in page
              and come straight back here.
            </Trans>
          </p>
          <Button size="lg" className="w-100" onClick={() => void signIn()} disabled={busy}>
            {busy ? (
              <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" />
            ) : null}
            <Trans>Sign in with your work account</Trans>
          </Button>
        </>
      )}
    </PublicPage>
  )
}

import { useEffect, useState } from 'react'
import Alert from 'react-bootstrap/Alert'
import Button from 'react-bootstrap/Button'
import Spinner from 'react-bootstrap/Spinner'
import { Link, useSearchParams } from 'react-router'
import { PublicPage } from '@/app/routes/public/public-page'
import { storeRedirectTarget, takeSignInError } from '@/app/sign-in-state'
import { paths } from '@/config/paths'
import { useSession } from '@/features/auth/session'
import { describeError } from '@/lib/api-errors'

/** Sign-in with the work account (seed §4: a redirect; account selection with prompt=select_account). */
export default function Login() {
  const session = useSession()
  const [params] = useSearchParams()
  const [error, setError] = useState<string | null>(() => takeSignInError())
  const [busy, setBusy] = useState(false)
  const r = params.get('r')

  useEffect(() => {
    if (r) storeRedirectTarget(r)
  }, [r])

  const signIn = async () => {
    setBusy(true)
    setError(null)
    try {
      await session.login()
    } catch (e) {
      setBusy(false)
      setError(describeError(e).messages.join(' '))
    }
  }

  return (
    <PublicPage title="Sign in">
      {error ? (
        <Alert variant="danger" role="alert">
          <p className="mb-1 fw-semibold">Sign-in did not finish.</p>
          <p className="mb-0">{error}</p>
        </Alert>
      ) : null}
      {session.signedIn ? (
        <>
          <p>
            You are signed in as <strong>{session.account?.name}</strong> ({session.account?.username}).
          </p>
          <div className="d-flex flex-wrap gap-2">
            <Link to={paths.loginSpa.to()} className="btn btn-primary">
              Continue
            </Link>
            <Button variant="outline-secondary" onClick={() => void signIn()} disabled={busy}>
              Use another account
            </Button>
          </div>
        </>
      ) : (
        <>
          <p>Use your work account. You will choose the account at your organisation’s sign-in page and come straight back here.</p>
          <Button size="lg" className="w-100" onClick={() => void signIn()} disabled={busy}>
            {busy ? <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" /> : null}
            Sign in with your work account
          </Button>
        </>
      )}
    </PublicPage>
  )
}

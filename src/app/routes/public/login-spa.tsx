import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router'
import { useLingui } from '@lingui/react/macro'
import { homePathFor } from '@/app/home-path'
import { PublicPage } from '@/app/routes/public/public-page'
import { takeRedirectTarget } from '@/app/sign-in-state'
import { QueryFallback } from '@/components/feedback/query-view'
import { Navigate, useNavigate } from '@/components/layout/links'
import { paths } from '@/config/paths'
import { useCurrentUser } from '@/features/auth/use-current-user'
import { safeRedirectTarget } from '@/lib/safe-redirect'

/**
 * Where a returning sign-in lands: routes on to the stored `redirectUri` (cleared), else the `r`
 * query, else the home of the person's role; someone not yet registered goes to registration.
 */
export default function LoginSpa() {
  const { t } = useLingui()
  const { session, user } = useCurrentUser()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const done = useRef(false)

  useEffect(() => {
    if (done.current || !user.data) return
    done.current = true
    if (!user.data.isRegistered || user.data.roleName === null) {
      navigate(paths.registration.to(), { replace: true })
      return
    }
    const target =
      takeRedirectTarget() ?? safeRedirectTarget(params.get('r')) ?? homePathFor(user.data)
    navigate(target, { replace: true })
  }, [user.data, params, navigate])

  if (!session.signedIn) return <Navigate to={paths.login.to()} replace />
  return (
    <PublicPage title={t`Signing you in`}>
      <QueryFallback
        query={user}
        loading={t`Loading your account…`}
        errorTitle={t`Your account could not be loaded`}
      />
    </PublicPage>
  )
}

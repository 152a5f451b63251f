import { useQuery } from '@tanstack/react-query'
import { useEffect, useState, type ReactNode } from 'react'
import Badge from 'react-bootstrap/Badge'
import Button from 'react-bootstrap/Button'
import Table from 'react-bootstrap/Table'
import { PublicPage } from '@/app/routes/public/public-page'
import { getConfig } from '@/config/env'
import { roleLabel } from '@/features/auth/roles'
import { useCurrentUser } from '@/features/auth/use-current-user'
import { describeError } from '@/lib/api-errors'
import { formatDateTime } from '@/lib/dates'

async function probeApi(baseUrl: string): Promise<string> {
  const started = performance.now()
  try {
    const response = await fetch(`${baseUrl}/api/auth`, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    })
    const ms = Math.round(performance.now() - started)
    // Without a token a healthy API answers 401: it is there and it checks sign-in.
    return response.status === 401 || response.ok
      ? `Reachable (${response.status}, ${ms} ms)`
      : `Answered ${response.status} (${ms} ms)`
  } catch {
    return 'Not reachable (network error)'
  }
}

function useServiceWorkerState(): string {
  const supported = 'serviceWorker' in navigator
  const [state, setState] = useState(supported ? 'Checking…' : 'Not supported by this browser')
  useEffect(() => {
    if (!supported) return
    void navigator.serviceWorker.getRegistration('/').then((registration) => {
      if (!registration) setState('Not registered')
      else if (navigator.serviceWorker.controller)
        setState(`Active, controlling this page (scope ${registration.scope})`)
      else
        setState(
          `Registered (${registration.installing ? 'installing' : registration.waiting ? 'waiting' : 'active'}), not yet controlling this page`,
        )
    })
  }, [supported])
  return state
}

/** Support diagnostics (requirements R12.2): version, configuration without secrets, sign-in, API, service worker. */
export default function Diagnostics() {
  const config = getConfig()
  const { session, user } = useCurrentUser()
  const api = useQuery({
    queryKey: ['diagnostics', 'api'],
    queryFn: () => probeApi(config.apiBaseUrl),
    staleTime: 0,
  })
  const worker = useServiceWorkerState()

  const rows: Array<[string, ReactNode]> = [
    ['Version', `${__APP_VERSION__} (built ${formatDateTime(__BUILD_TIME__)})`],
    ['Mode', config.mode === 'demo' ? 'Demo (embedded API and sign-in)' : 'Production'],
    ['API base', `${config.apiBaseUrl || window.location.origin}/api`],
    ['Sign-in authority', config.auth.authority],
    ['Client id', config.auth.clientId],
    ['API scope', config.auth.apiScope],
    ['Directory scopes', config.auth.graphScopes.join(' ')],
    ['Assessment rubrics', config.assessmentRubricsUrl],
    ['Poster template', config.posterTemplateUrl],
    ['Presentation template', config.presentationTemplateUrl],
    ['Signed in', session.signedIn ? `Yes, as ${session.account?.username}` : 'No'],
    [
      'Role',
      user.data
        ? roleLabel(user.data.roleName)
        : user.isError
          ? describeError(user.error).messages[0]
          : '—',
    ],
    ['API', api.data ?? 'Checking…'],
    ['Service worker', worker],
    ['Online', navigator.onLine ? 'Yes' : 'No'],
    ['Browser', navigator.userAgent],
  ]

  return (
    <PublicPage title="Diagnostics" wide>
      <p className="text-secondary">
        Share this page with support when something does not work. It shows no secrets.
      </p>
      <Table bordered size="sm" striped responsive>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row" className="w-25">
                {label}
              </th>
              <td className="text-break">{value}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <div className="d-flex gap-2 align-items-center">
        <Button onClick={() => void api.refetch()} disabled={api.isFetching}>
          Check the API again
        </Button>
        {config.mode === 'demo' ? <Badge bg="info">Demo</Badge> : null}
      </div>
    </PublicPage>
  )
}

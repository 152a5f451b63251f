import { useQuery } from '@tanstack/react-query'
import { useEffect, useState, type ReactNode } from 'react'
import Badge from 'react-bootstrap/Badge'
import Button from 'react-bootstrap/Button'
import Table from 'react-bootstrap/Table'
import { Trans, useLingui } from '@lingui/react/macro'
import { PublicPage } from '@/app/routes/public/public-page'
import { getConfig } from '@/config/env'
import { roleLabel } from '@/features/auth/roles'
import { useCurrentUser } from '@/features/auth/use-current-user'
import { currentLanguage } from '@/i18n'
import { describeError } from '@/lib/api-errors'
import { formatDateTime } from '@/lib/dates'

/** What the API answered, worded when shown (in the language shown then). */
type Probe = { reached: true; ok: boolean; status: number; ms: number } | { reached: false }

async function probeApi(baseUrl: string): Promise<Probe> {
  const started = performance.now()
  try {
    const response = await fetch(`${baseUrl}/api/auth`, {
      credentials: 'include',
      headers: { Accept: 'application/json', 'Accept-Language': currentLanguage() },
    })
    const ms = Math.round(performance.now() - started)
    // Without a token a healthy API answers 401: it is there and it checks sign-in.
    return {
      reached: true,
      ok: response.status === 401 || response.ok,
      status: response.status,
      ms,
    }
  } catch {
    return { reached: false }
  }
}

type WorkerState =
  | { kind: 'checking' | 'unsupported' | 'unregistered' }
  | { kind: 'controlling'; scope: string }
  | { kind: 'registered'; step: 'installing' | 'waiting' | 'active' }

function useServiceWorkerState(): WorkerState {
  const supported = 'serviceWorker' in navigator
  const [state, setState] = useState<WorkerState>({ kind: supported ? 'checking' : 'unsupported' })
  useEffect(() => {
    if (!supported) return
    void navigator.serviceWorker.getRegistration('/').then((registration) => {
      if (!registration) setState({ kind: 'unregistered' })
      else if (navigator.serviceWorker.controller)
        setState({ kind: 'controlling', scope: registration.scope })
      else
        setState({
          kind: 'registered',
          step: registration.installing
            ? 'installing'
            : registration.waiting
              ? 'waiting'
              : 'active',
        })
    })
  }, [supported])
  return state
}

/** Support diagnostics (requirements R12.2): version, configuration without secrets, sign-in, API, service worker. */
export default function Diagnostics() {
  const { t } = useLingui()
  const config = getConfig()
  const { session, user } = useCurrentUser()
  const api = useQuery({
    queryKey: ['diagnostics', 'api'],
    queryFn: () => probeApi(config.apiBaseUrl),
    staleTime: 0,
  })
  const worker = useServiceWorkerState()

  const version = __APP_VERSION__
  const built = formatDateTime(__BUILD_TIME__)
  const username = session.account?.username
  const probe = api.data
  const status = probe?.reached ? probe.status : null
  const ms = probe?.reached ? probe.ms : null
  const apiText = !probe
    ? t`Checking…`
    : !probe.reached
      ? t`Not reachable (network error)`
      : probe.ok
        ? t`Reachable (${status}, ${ms} ms)`
        : t`Answered ${status} (${ms} ms)`
  const step = worker.kind === 'registered' ? worker.step : null
  const scope = worker.kind === 'controlling' ? worker.scope : null
  const stepText =
    step === 'installing' ? t`installing` : step === 'waiting' ? t`waiting` : t`active`
  const workerText =
    worker.kind === 'checking'
      ? t`Checking…`
      : worker.kind === 'unsupported'
        ? t`Not supported by this browser`
        : worker.kind === 'unregistered'
          ? t`Not registered`
          : worker.kind === 'controlling'
            ? t`Active, controlling this page (scope ${scope})`
            : t`Registered (${stepText}), not yet controlling this page`

  const rows: Array<[string, string, ReactNode]> = [
    ['version', t`Version`, t`${version} (built ${built})`],
    ['mode', t`Mode`, config.mode === 'demo' ? t`Demo (embedded API and sign-in)` : t`Production`],
    ['api-base', t`API base`, `${config.apiBaseUrl || window.location.origin}/api`],
    ['authority', t`Sign-in authority`, config.auth.authority],
    ['client', t`Client id`, config.auth.clientId],
    ['scope', t`API scope`, config.auth.apiScope],
    ['graph', t`Directory scopes`, config.auth.graphScopes.join(' ')],
    ['rubrics', t`Assessment rubrics`, config.assessmentRubricsUrl],
    ['poster', t`Poster template`, config.posterTemplateUrl],
    ['presentation', t`Presentation template`, config.presentationTemplateUrl],
    ['signed-in', t`Signed in`, session.signedIn ? t`Yes, as ${username}` : t`No`],
    [
      'role',
      t`Role`,
      user.data
        ? roleLabel(user.data.roleName)
        : user.isError
          ? describeError(user.error).messages[0]
          : '—',
    ],
    ['api', t`API`, apiText],
    ['worker', t`Service worker`, workerText],
    ['online', t`Online`, navigator.onLine ? t`Yes` : t`No`],
    ['browser', t`Browser`, navigator.userAgent],
  ]

  return (
    <PublicPage title={t`Diagnostics`} wide>
      <p className="text-secondary">
        <Trans>
          Share this page with support when something does not work. It shows no secrets.
        </Trans>
      </p>
      <Table bordered size="sm" striped responsive>
        <tbody>
          {rows.map(([key, label, value]) => (
            <tr key={key}>
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
          <Trans>Check the API again</Trans>
        </Button>
        {config.mode === 'demo' ? (
          <Badge bg="info" text="dark">
            <Trans>Demo</Trans>
          </Badge>
        ) : null}
      </div>
    </PublicPage>
  )
}

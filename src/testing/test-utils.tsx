import { I18nProvider } from '@lingui/react'
import { act, render as renderBare, type RenderOptions } from '@testing-library/react'
import type { ReactElement } from 'react'
import userEvent from '@testing-library/user-event'
import { UNSAFE_createMemoryHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router'
import { resetNavigationHistory } from '@/app/navigation-history'
import { AppProviders } from '@/app/provider'
import { movesWhenReady } from '@/app/app-history'
import { AppRoutes, screensReady } from '@/app/router'
import { signInAgain } from '@/app/sign-in-state'
import type { SessionAccount, SignInAdapter } from '@/features/auth/session'
import { configureApiClient, setEventId } from '@/lib/api-client'
import { NoAuthError } from '@/lib/api-errors'
import { draftStorageKey } from '@/lib/drafts'
import { clearSessionExpired } from '@/lib/session-expiry'
import { configureGraphClient } from '@/lib/graph-client'
import { createQueryClient } from '@/lib/query-client'
import { TEST_TOKEN_PREFIX } from '@/testing/demo-server'
import { paths } from '@/config/paths'
import { i18n } from '@/i18n'

/** Testing Library's render, inside the interface's messages (any component with text needs them). */
export const render = (ui: ReactElement, options?: RenderOptions) =>
  renderBare(ui, {
    wrapper: ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>,
    ...options,
  })

export interface TestAdapter extends SignInAdapter {
  calls: { login: number; logout: number; reauthenticate: number }
  signInAs(personId: string | null): void
}

/** The account id the test adapter gives a person (what drafts and kept copies are stored under). */
export const accountOf = (personId: string) => `home-${personId}`

/** Where this device keeps a person's draft of `key`. */
export const draftKeyOf = (personId: string, key: string) =>
  draftStorageKey(key, accountOf(personId))

/** A sign-in adapter for component tests: the person is chosen by the test, the token names them. */
export function createTestAdapter(personId: string | null): TestAdapter {
  let account: SessionAccount | null = null
  const listeners = new Set<() => void>()
  const adapter: TestAdapter = {
    calls: { login: 0, logout: 0, reauthenticate: 0 },
    signInAs(id) {
      account = id
        ? { id: accountOf(id), name: `Person ${id}`, username: `${id}@example.test` }
        : null
      listeners.forEach((listener) => listener())
    },
    getAccount: () => account,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getAccessToken: async () => {
      if (!account) throw new NoAuthError()
      return `${TEST_TOKEN_PREFIX}${account.id.replace(/^home-/, '')}`
    },
    getGraphToken: async () => {
      if (!account) throw new NoAuthError()
      return `${TEST_TOKEN_PREFIX}${account.id.replace(/^home-/, '')}`
    },
    login: async () => {
      adapter.calls.login += 1
    },
    reauthenticate: async () => {
      adapter.calls.reauthenticate += 1
    },
    logout: async () => {
      adapter.calls.logout += 1
      adapter.signInAs(null)
    },
  }
  adapter.signInAs(personId)
  return adapter
}

let latestQueryClient: ReturnType<typeof createQueryClient> | null = null

/** The query client of the latest `renderRoute`: a check that waits for its mutations to settle reads it. */
export const renderedQueryClient = () => latestQueryClient

/**
 * Renders the real route table and providers around a memory router, with a fresh query client
 * (retries off, so error states show at once) and the demo handlers answering every call.
 */
export function renderRoute(path: string, options: { as?: string | null } = {}) {
  const adapter = createTestAdapter(options.as ?? null)
  const history = movesWhenReady(
    UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true }),
    screensReady,
  )
  /** Where the app is and how it got there, and a way to go elsewhere as the app's links do. */
  const router = {
    state: {
      get location() {
        return history.location
      },
      get historyAction() {
        return history.action
      },
    },
    navigate: (to: string) => history.push(to),
  }
  setEventId(null)
  clearSessionExpired()
  resetNavigationHistory()
  configureApiClient({
    baseUrl: '',
    hooks: {
      getAccessToken: () => adapter.getAccessToken(),
      getAccountKey: () => adapter.getAccount()?.id ?? null,
      onUnauthenticated: () => void router.navigate(paths.login.to()),
      signInAgain: () => {
        const { pathname, search, hash } = router.state.location
        return signInAgain(adapter, `${pathname}${search}${hash}`)
      },
    },
  })
  configureGraphClient({
    baseUrl: 'http://localhost:3000/demo-graph/v1.0',
    getToken: () => adapter.getGraphToken(),
  })
  const queryClient = createQueryClient({ retry: false })
  latestQueryClient = queryClient
  const user = userEvent.setup()
  const view = renderBare(
    <AppProviders adapter={adapter} queryClient={queryClient}>
      <HistoryRouter history={history}>
        <AppRoutes />
      </HistoryRouter>
    </AppProviders>,
  )
  /** Goes to another address as a link would: the router's state updates run inside act. */
  const navigate = (to: string) =>
    act(async () => {
      await router.navigate(to)
    })
  return { ...view, router, navigate, adapter, user, queryClient }
}

/** The browser comes back online: the listeners' state updates run inside act, as a user event's do. */
export async function goOnline() {
  await act(async () => {
    window.dispatchEvent(new Event('online'))
  })
}

import '@/styles/bootstrap.scss'
import '@/styles.css'
import { I18nProvider } from '@lingui/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { UNSAFE_createBrowserHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router'
import { ConfigErrorScreen } from '@/app/config-error'
import { LoadingState } from '@/components/feedback/states'
import { AppProviders } from '@/app/provider'
import { movesWhenReady } from '@/app/app-history'
import { AppRoutes, routes, screensReady } from '@/app/router'
import { areaAddress, loadRouteCodeAhead } from '@/app/route-code-ahead'
import { PREFETCH_MARK } from '@/app/prefetch-mark'
import { registerServiceWorker, whenMarked } from '@/app/service-worker'
import { hasRedirectAnswer, signInNeededAtStart } from '@/app/sign-in-start'
import { showStartFailure } from '@/app/start-failure'
import { afterStaticLandingPaints } from '@/app/static-landing-paint'
import { signInAgain, storeRedirectTarget, storeSignInError } from '@/app/sign-in-state'
import { ConfigError, setConfig, type AppConfig } from '@/config/env'
import { readConfig } from '@/config/read-config'
import { paths } from '@/config/paths'
import { createDeferredAdapter } from '@/features/auth/deferred-adapter'
import type { SignInAdapter } from '@/features/auth/session'
import { configureApiClient, configureGraphClient } from '@/lib/api-settings'
import { activateLanguage, i18n, loadProblemMessages } from '@/i18n'
import { startLanguage } from '@/i18n/choice'
import { describeError } from '@/lib/api-errors'
import { purgeOldDeviceData } from '@/lib/device-data'
import { keepTypingOutOfBrowserMemory } from '@/lib/browser-memory'
import { createQueryClient } from '@/lib/query-client'

/**
 * How long an area's first screen may take to get its data and paint before the service worker
 * registers all the same (a screen whose data never comes still gets offline support).
 */
const SCREEN_SETTLES_WITHIN = 30_000

/** The start's loading of the interface's messages: a failed start waits for them too. */
let languageReady: Promise<void> = Promise.resolve()
/** The start's React root: a failed start takes down what it showed (the loading line) first. */
let reactRoot: ReturnType<typeof createRoot> | undefined
/** Set when the start failed: the early loading line must not come back over its message. */
let startFailed = false

async function start(): Promise<void> {
  // The configuration comes from the server (/config.json): asked for at once, and MSAL's code
  // (when someone may be signed in) loads meanwhile. The static landing is already painted.
  const reading = readConfig()
  // The interface's messages load beside the configuration, in the language the person chose on
  // this device or their browser prefers; nothing renders before they are in.
  languageReady = activateLanguage(startLanguage())
  languageReady.catch(() => undefined)
  const loadingMsal = signInNeededAtStart() ? import('@/features/auth/msal') : null
  // Awaited below; when the start stops earlier (no configuration), its failure is no error of its own.
  loadingMsal?.catch(() => undefined)
  // Someone may be signed in: the screen's code loads while MSAL does, not after it has started.
  if (loadingMsal) loadRouteCodeAhead(routes, window.location.pathname, languageReady)
  // On an area's address, so does the code that asks for the guard's answers once MSAL has started.
  const area = areaAddress(routes, window.location.pathname)
  const loadingSessionAhead = loadingMsal && area ? import('@/app/session-ahead') : null
  loadingSessionAhead?.catch(() => undefined)
  // And the code that follows the account's language (src/app/provider.tsx), rendered once signed in.
  if (loadingMsal) import('@/features/auth/account-language').catch(() => undefined)
  const root = createRoot(document.getElementById('root')!)
  reactRoot = root

  let config: AppConfig
  try {
    config = await reading
  } catch (error) {
    if (error instanceof ConfigError) {
      await languageReady
      // The problems' own messages are not among the landing's: they load on this path only.
      await loadProblemMessages()
      root.render(
        <I18nProvider i18n={i18n}>
          <ConfigErrorScreen problems={error.reasons} source={error.source} />
        </I18nProvider>,
      )
      return
    }
    throw error
  }
  setConfig(config)

  // Someone may be signed in: the app's loading line shows as soon as the messages are in, while
  // MSAL and the screen's code are still on their way (a phone's first paint does not wait for
  // them). The app's own render takes its place, with the same line until the screen is there.
  let appShown = false
  if (loadingMsal)
    void languageReady.then(
      () =>
        appShown ||
        startFailed ||
        root.render(
          <I18nProvider i18n={i18n}>
            <LoadingState />
          </I18nProvider>,
        ),
      () => undefined,
    )

  // On an area's address or a sign-in's return (which goes on to the person's area), the worker
  // waits until the area's screen has its data and is painted: the moment the area starts fetching
  // its other screens ahead (src/app/prefetch-screens.ts). Other pages never mark it.
  const toArea = area !== null || hasRedirectAnswer(window.location)
  registerServiceWorker(toArea ? whenMarked(PREFETCH_MARK, SCREEN_SETTLES_WITHIN) : undefined)
  // Drafts and kept copies past their age (docs/data-on-device.md) go before anything reads them.
  purgeOldDeviceData()
  // What people type is kept by our drafts, for them only: never by the browser for the next person.
  keepTypingOutOfBrowserMemory()

  // MSAL (a third of the app's code) stays off a signed-out first visit's critical path.
  let adapter: SignInAdapter
  if (loadingMsal) {
    const { startSignIn, createMsalAdapter } = await loadingMsal
    const { instance, redirectResult, redirectError } = await startSignIn(config)
    // A sign-in redirect returns to the site root (requirements R2.3); /loginSPA then routes on.
    if (redirectError) {
      storeSignInError(describeError(redirectError).messages.join(' '))
      window.history.replaceState(null, '', paths.login.to())
    } else if (redirectResult) {
      window.history.replaceState(null, '', paths.loginSpa.to())
    }
    adapter = createMsalAdapter(instance, config)
  } else {
    // Nobody is signed in and no redirect returns: the client starts on the way to sign-in.
    adapter = createDeferredAdapter(async () => {
      const { startSignIn, createMsalAdapter } = await import('@/features/auth/msal')
      const { instance } = await startSignIn(config)
      return createMsalAdapter(instance, config)
    })
  }

  const history = movesWhenReady(UNSAFE_createBrowserHistory({ v5Compat: true }), screensReady)
  const here = () => `${window.location.pathname}${window.location.search}${window.location.hash}`
  configureApiClient({
    baseUrl: config.apiBaseUrl,
    hooks: {
      getAccessToken: () => adapter.getAccessToken(),
      getAccountKey: () => adapter.getAccount()?.id ?? null,
      onUnauthenticated: () => {
        const { pathname } = window.location
        if (pathname === paths.login.to() || pathname === paths.loginSpa.to()) return
        // Come back here after signing in again; drafts are already on this device.
        storeRedirectTarget(here())
        void history.push(paths.login.to())
      },
      signInAgain: () => signInAgain(adapter, here()),
    },
  })

  configureGraphClient({ baseUrl: config.graphBaseUrl, getToken: () => adapter.getGraphToken() })

  const queryClient = createQueryClient()
  // A signed-in person opening an area: the guard's answers are asked for now, while the router
  // still loads the screen's code and messages (their code comes with the screens' shared code).
  if (loadingSessionAhead && area && adapter.getAccount()) {
    loadingSessionAhead
      .then(({ loadSessionAhead }) =>
        loadSessionAhead(queryClient, adapter, area.event ?? config.defaultEventSlug),
      )
      .catch(() => undefined)
  }

  await languageReady
  await afterStaticLandingPaints()
  appShown = true
  root.render(
    <StrictMode>
      <AppProviders adapter={adapter} queryClient={queryClient}>
        <HistoryRouter history={history}>
          <AppRoutes />
        </HistoryRouter>
      </AppProviders>
    </StrictMode>,
  )
}

void start().catch((error: unknown) => {
  console.error(error)
  startFailed = true
  reactRoot?.unmount()
  void showStartFailure(document.getElementById('root'), error, languageReady)
})

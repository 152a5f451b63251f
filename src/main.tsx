import 'bootstrap/dist/css/bootstrap.min.css'
import '@/styles.css'
import { MsalProvider } from '@azure/msal-react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { ConfigErrorScreen } from '@/app/config-error'
import { AppProviders } from '@/app/provider'
import { routes } from '@/app/router'
import { registerServiceWorker } from '@/app/service-worker'
import { storeRedirectTarget, storeSignInError } from '@/app/sign-in-state'
import { ConfigError, getConfig, type AppConfig } from '@/config/env'
import { paths } from '@/config/paths'
import { createMsalAdapter, startSignIn } from '@/features/auth/msal'
import { configureApiClient } from '@/lib/api-client'
import { configureGraphClient } from '@/lib/graph-client'
import { describeError } from '@/lib/api-errors'
import { createQueryClient } from '@/lib/query-client'

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root')!)

  let config: AppConfig
  try {
    config = getConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      root.render(<ConfigErrorScreen problems={error.problems} />)
      return
    }
    throw error
  }

  registerServiceWorker()

  const { instance, redirectResult, redirectError } = await startSignIn(config)
  // A sign-in redirect returns to the site root (seed §2); /loginSPA then routes on.
  if (redirectError) {
    storeSignInError(describeError(redirectError).messages.join(' '))
    window.history.replaceState(null, '', paths.login.to())
  } else if (redirectResult) {
    window.history.replaceState(null, '', paths.loginSpa.to())
  }

  const adapter = createMsalAdapter(instance, config)
  const router = createBrowserRouter(routes)
  configureApiClient({
    baseUrl: config.apiBaseUrl,
    hooks: {
      getAccessToken: () => adapter.getAccessToken(),
      getAccountKey: () => adapter.getAccount()?.id ?? null,
      onUnauthenticated: () => {
        const { pathname, search, hash } = window.location
        if (pathname === paths.login.to() || pathname === paths.loginSpa.to()) return
        // Come back here after signing in again; drafts are already on this device.
        storeRedirectTarget(`${pathname}${search}${hash}`)
        void router.navigate(paths.login.to())
      },
    },
  })

  configureGraphClient({ baseUrl: config.graphBaseUrl, getToken: () => adapter.getGraphToken() })

  root.render(
    <StrictMode>
      <MsalProvider instance={instance}>
        <AppProviders adapter={adapter} queryClient={createQueryClient()}>
          <RouterProvider router={router} />
        </AppProviders>
      </MsalProvider>
    </StrictMode>,
  )
}

void start().catch((error: unknown) => {
  console.error(error)
  const root = document.getElementById('root')
  if (root) {
    root.innerHTML = ''
    const main = document.createElement('main')
    main.className = 'container py-5'
    const heading = document.createElement('h1')
    heading.className = 'h3'
    heading.textContent = 'The app could not start'
    const text = document.createElement('p')
    text.textContent = `${describeError(error).messages.join(' ')} Reload the page to try again.`
    main.append(heading, text)
    root.append(main)
  }
})

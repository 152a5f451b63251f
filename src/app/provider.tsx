import { I18nProvider } from '@lingui/react'
import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, type ReactNode } from 'react'
import { ConfirmProvider } from '@/components/feedback/confirm'
import { AppErrorBoundary } from '@/components/feedback/error-boundary'
import { ToastProvider, useToast } from '@/components/feedback/toasts'
import { SessionProvider, useSession, type SignInAdapter } from '@/features/auth/session'
import { i18n } from '@/i18n'
import { answersFollowAccount, showFailedActions } from '@/lib/query-client'

/**
 * The providers every screen needs. Sign-in reaches screens through SessionProvider's adapter:
 * MSAL's in main.tsx (loaded only when needed), a fake one in tests. No msal-react: no screen
 * needs its hooks, and MSAL never navigates inside the app (navigateToLoginRequestUrl is off).
 */
export function AppProviders({
  adapter,
  queryClient,
  children,
}: {
  adapter: SignInAdapter
  queryClient: QueryClient
  children: ReactNode
}) {
  // What the page was told for one account is never shown to the next (docs/data-on-device.md).
  useEffect(() => answersFollowAccount(queryClient, adapter), [queryClient, adapter])
  return (
    <I18nProvider i18n={i18n}>
      <SessionProvider adapter={adapter}>
        <QueryClientProvider client={queryClient}>
          <AppErrorBoundary>
            <ToastProvider>
              <FailedActionToasts />
              <AccountLanguageWhenSignedIn />
              <ConfirmProvider>{children}</ConfirmProvider>
            </ToastProvider>
          </AppErrorBoundary>
        </QueryClientProvider>
      </SessionProvider>
    </I18nProvider>
  )
}

// The account's language needs the API client and the account's schema: code a signed-out first
// visit does not download (it comes with the signed-in screens' shared code).
// Offline before that code was ever loaded, the device's language simply stays.
const AccountLanguage = lazy(async () => {
  try {
    return { default: (await import('@/features/auth/account-language')).AccountLanguage }
  } catch {
    return { default: () => null }
  }
})

/** The signed-in person's language follows their account (requirements R17.2). */
function AccountLanguageWhenSignedIn() {
  const { signedIn } = useSession()
  return signedIn ? (
    <Suspense fallback={null}>
      <AccountLanguage />
    </Suspense>
  ) : null
}

/** A failed action that its screen does not show itself becomes an error toast. */
function FailedActionToasts() {
  const client = useQueryClient()
  const toast = useToast()
  useEffect(() => showFailedActions(client, toast.apiError), [client, toast])
  return null
}

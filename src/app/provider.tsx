import { I18nProvider } from '@lingui/react'
import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect, type ReactNode } from 'react'
import { ConfirmProvider } from '@/components/feedback/confirm'
import { AppErrorBoundary } from '@/components/feedback/error-boundary'
import { ToastProvider, useToast } from '@/components/feedback/toasts'
import { AccountLanguage } from '@/features/auth/account-language'
import { SessionProvider, type SignInAdapter } from '@/features/auth/session'
import { i18n } from '@/i18n'
import { showFailedActions } from '@/lib/query-client'

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
  return (
    <I18nProvider i18n={i18n}>
      <SessionProvider adapter={adapter}>
        <QueryClientProvider client={queryClient}>
          <AppErrorBoundary>
            <ToastProvider>
              <FailedActionToasts />
              <AccountLanguage />
              <ConfirmProvider>{children}</ConfirmProvider>
            </ToastProvider>
          </AppErrorBoundary>
        </QueryClientProvider>
      </SessionProvider>
    </I18nProvider>
  )
}

/** A failed action that its screen does not show itself becomes an error toast. */
function FailedActionToasts() {
  const client = useQueryClient()
  const toast = useToast()
  useEffect(() => showFailedActions(client, toast.apiError), [client, toast])
  return null
}

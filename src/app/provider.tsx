import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ConfirmProvider } from '@/components/feedback/confirm'
import { AppErrorBoundary } from '@/components/feedback/error-boundary'
import { ToastProvider } from '@/components/feedback/toasts'
import { SessionProvider, type SignInAdapter } from '@/features/auth/session'

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
    <SessionProvider adapter={adapter}>
      <QueryClientProvider client={queryClient}>
        <AppErrorBoundary>
          <ToastProvider>
            <ConfirmProvider>{children}</ConfirmProvider>
          </ToastProvider>
        </AppErrorBoundary>
      </QueryClientProvider>
    </SessionProvider>
  )
}

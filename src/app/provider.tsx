import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ConfirmProvider } from '@/components/feedback/confirm'
import { AppErrorBoundary } from '@/components/feedback/error-boundary'
import { ToastProvider } from '@/components/feedback/toasts'
import { SessionProvider, type SignInAdapter } from '@/features/auth/session'

/** The providers every screen needs; main.tsx puts MsalProvider around them, tests a fake adapter. */
export function AppProviders({ adapter, queryClient, children }: { adapter: SignInAdapter; queryClient: QueryClient; children: ReactNode }) {
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

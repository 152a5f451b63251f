import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react'

export interface SessionAccount {
  id: string
  name: string
  username: string
}

/**
 * What the app needs from sign-in. Production and the demo both use the MSAL adapter
 * (msal-adapter.ts); component tests substitute a fake one.
 */
export interface SignInAdapter {
  getAccount(): SessionAccount | null
  subscribe(listener: () => void): () => void
  /** A bearer token for the API scope (requirements R6.5); throws NoAuthError when nobody is signed in. */
  getAccessToken(): Promise<string>
  /** A bearer token for the directory service's scopes. */
  getGraphToken(): Promise<string>
  login(): Promise<void>
  /** Interactive sign-in after a silent token request needed interaction (requirements R8.3). */
  reauthenticate(): Promise<void>
  logout(): Promise<void>
  /** Starts loading the sign-in client ahead of a likely sign-in (hover, focus, the sign-in page). */
  prepare?(): void
}

const SessionContext = createContext<SignInAdapter | null>(null)

export function SessionProvider({
  adapter,
  children,
}: {
  adapter: SignInAdapter
  children: ReactNode
}) {
  return <SessionContext.Provider value={adapter}>{children}</SessionContext.Provider>
}

export function useSignInAdapter(): SignInAdapter {
  const adapter = useContext(SessionContext)
  if (!adapter) throw new Error('useSession must be used inside SessionProvider')
  return adapter
}

export interface Session {
  account: SessionAccount | null
  signedIn: boolean
  login: () => Promise<void>
  logout: () => Promise<void>
  /** Warms the sign-in client up; harmless when it is already running. */
  prepare: () => void
}

export function useSession(): Session {
  const adapter = useSignInAdapter()
  const account = useSyncExternalStore(
    (listener) => adapter.subscribe(listener),
    () => adapter.getAccount(),
  )
  return useMemo(
    () => ({
      account,
      signedIn: account !== null,
      login: () => adapter.login(),
      logout: () => adapter.logout(),
      prepare: () => adapter.prepare?.(),
    }),
    [account, adapter],
  )
}

import { NoAuthError } from '@/lib/api-errors'
import type { SessionAccount, SignInAdapter } from '@/features/auth/session'

/**
 * A sign-in adapter whose real client is started later (docs/decisions/0007: the public screens of
 * a first visit paint without waiting for MSAL). Until the client is ready nobody is signed in;
 * every action waits for it instead of being lost, and `start` begins loading it at most once.
 */
export interface DeferredSignInAdapter extends SignInAdapter {
  /** Loads and starts the real client (if not already under way); resolves when it is ready. */
  start(): Promise<SignInAdapter>
}

export function createDeferredAdapter(load: () => Promise<SignInAdapter>): DeferredSignInAdapter {
  const listeners = new Set<() => void>()
  let real: SignInAdapter | null = null
  let starting: Promise<SignInAdapter> | null = null

  const start = () => {
    starting ??= load().then(
      (adapter) => {
        real = adapter
        adapter.subscribe(() => listeners.forEach((listener) => listener()))
        // The account found by the client (if any) replaces "nobody".
        if (adapter.getAccount()) listeners.forEach((listener) => listener())
        return adapter
      },
      (error: unknown) => {
        // A failed start (offline, say) may be tried again by the next action.
        starting = null
        throw error
      },
    )
    return starting
  }

  return {
    start,
    getAccount: (): SessionAccount | null => real?.getAccount() ?? null,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    // Nobody was signed in when the page opened: a token waits only for a client already starting.
    getAccessToken: async () => {
      if (!starting) throw new NoAuthError()
      return (await starting).getAccessToken()
    },
    getGraphToken: async () => {
      if (!starting) throw new NoAuthError()
      return (await starting).getGraphToken()
    },
    prepare: () => void start().catch(() => undefined),
    login: async () => (await start()).login(),
    reauthenticate: async () => (await start()).reauthenticate(),
    logout: async () => (await start()).logout(),
  }
}

import {
  AuthError,
  BrowserCacheLocation,
  EventType,
  InteractionRequiredAuthError,
  ProtocolMode,
  PublicClientApplication,
  type AccountInfo,
  type AuthenticationResult,
  type Configuration,
  type IPublicClientApplication,
} from '@azure/msal-browser'
import type { AppConfig } from '@/config/env'
import {
  AuthenticationError,
  NetworkFailure,
  NoAuthError,
  SignedOutOnThisDeviceOnly,
} from '@/lib/api-errors'
import { flushAllDrafts } from '@/lib/drafts'
import type { SessionAccount, SignInAdapter } from '@/features/auth/session'

/** MSAL's codes for a token request that never reached the sign-in service. */
const NETWORK_CODES = new Set([
  'no_network_connectivity',
  'post_request_failed',
  'get_request_failed',
  'network_error',
])

function isNetworkError(error: unknown): boolean {
  if (error instanceof InteractionRequiredAuthError) return false
  return (
    (error instanceof AuthError && NETWORK_CODES.has(error.errorCode)) ||
    (typeof navigator !== 'undefined' && navigator.onLine === false)
  )
}

export function msalConfiguration(config: AppConfig): Configuration {
  return {
    auth: {
      clientId: config.auth.clientId,
      authority: config.auth.authority,
      knownAuthorities: config.auth.knownAuthorities,
      ...(config.auth.authorityMetadata
        ? { authorityMetadata: config.auth.authorityMetadata }
        : {}),
      // Requirements R2.3: the sign-in and post-logout redirect addresses are both the site root.
      redirectUri: config.auth.redirectUri,
      postLogoutRedirectUri: config.auth.postLogoutRedirectUri,
    },
    // Requirements R4.1: tokens are kept in local storage.
    cache: { cacheLocation: BrowserCacheLocation.LocalStorage },
    // The demo provider speaks plain OpenID Connect; MSAL 5 reads protocolMode under `system`.
    system: config.mode === 'demo' ? { protocolMode: ProtocolMode.OIDC } : {},
  }
}

export interface SignInStart {
  instance: PublicClientApplication
  /** The answer of a sign-in redirect that has just returned, if any. */
  redirectResult: AuthenticationResult | null
  redirectError: unknown
}

/**
 * Creates and initialises the one PublicClientApplication before the first render, finishes a
 * returning redirect and makes its account the active one (requirements R4.1).
 */
export async function startSignIn(config: AppConfig): Promise<SignInStart> {
  const instance = new PublicClientApplication(msalConfiguration(config))
  await instance.initialize()
  instance.addEventCallback((message) => {
    if (
      (message.eventType === EventType.LOGIN_SUCCESS ||
        message.eventType === EventType.ACQUIRE_TOKEN_SUCCESS) &&
      message.payload
    ) {
      const account = (message.payload as AuthenticationResult).account
      if (account) instance.setActiveAccount(account)
    }
  })
  let redirectResult: AuthenticationResult | null = null
  let redirectError: unknown = null
  try {
    redirectResult = await instance.handleRedirectPromise({ navigateToLoginRequestUrl: false })
  } catch (error) {
    redirectError = error
  }
  if (redirectResult?.account) {
    instance.setActiveAccount(redirectResult.account)
    // One person at a time on a device (docs/data-on-device.md): whoever was signed in before
    // (Switch account, or a session that ended and someone else signed in) leaves the sign-in
    // client's cache, so that when this person signs out nobody is signed in. Their drafts stay
    // kept for them, under their account.
    await forgetOtherAccounts(instance, redirectResult.account)
  }
  if (!instance.getActiveAccount()) {
    const [first] = instance.getAllAccounts()
    if (first) instance.setActiveAccount(first)
  }
  return { instance, redirectResult, redirectError }
}

/** Removes every account but `kept` from the sign-in client's cache on this device (no redirect). */
async function forgetOtherAccounts(
  instance: IPublicClientApplication,
  kept: AccountInfo | null,
): Promise<void> {
  const others = instance
    .getAllAccounts()
    .filter((other) => other.homeAccountId !== kept?.homeAccountId)
  await Promise.all(others.map((other) => instance.clearCache({ account: other })))
}

function toSessionAccount(account: AccountInfo | null): SessionAccount | null {
  if (!account) return null
  return {
    id: account.homeAccountId,
    name: account.name ?? account.username,
    username: account.username,
  }
}

/** The app's sign-in, over MSAL: the same code path for production and the demo. */
export function createMsalAdapter(
  instance: IPublicClientApplication,
  config: AppConfig,
): SignInAdapter {
  const listeners = new Set<() => void>()
  let cached: SessionAccount | null = toSessionAccount(instance.getActiveAccount())
  const refresh = () => {
    const next = toSessionAccount(instance.getActiveAccount())
    if (next?.id !== cached?.id) {
      cached = next
      listeners.forEach((listener) => listener())
    }
  }
  instance.addEventCallback(refresh)

  const apiScopes = [config.auth.apiScope]
  const account = () => instance.getActiveAccount()
  // Several screens may ask at once; only the first starts the redirect.
  let redirecting = false

  // Silent only (msal-react FAQ: redirects belong to components). Interaction needed is reported,
  // and the sign-in page the API client goes to starts the redirect, so nothing races it.
  const acquire = async (scopes: string[]): Promise<string> => {
    const active = account()
    if (!active) throw new NoAuthError()
    try {
      const result = await instance.acquireTokenSilent({ scopes, account: active })
      return result.accessToken
    } catch (error) {
      // Offline (or the sign-in service unreachable) with an expired token: the session has not ended,
      // the network has; the screen keeps its offline copy and a form its draft until the network is back.
      if (isNetworkError(error)) throw new NetworkFailure(undefined, { cause: error })
      throw new AuthenticationError(undefined, {
        cause: error,
        interactionRequired: error instanceof InteractionRequiredAuthError,
      })
    }
  }

  return {
    getAccount: () => cached,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getAccessToken: () => acquire(apiScopes),
    getGraphToken: () => acquire(config.auth.graphScopes),
    login: async () => {
      flushAllDrafts()
      await instance.loginRedirect({ scopes: apiScopes, prompt: 'select_account' })
    },
    // Requirements R8.3: interaction needed → interactive sign-in redirect, drafts written first.
    reauthenticate: async () => {
      if (redirecting) return
      redirecting = true
      flushAllDrafts()
      const active = account()
      try {
        if (active) await instance.acquireTokenRedirect({ scopes: apiScopes, account: active })
        else await instance.loginRedirect({ scopes: apiScopes, prompt: 'select_account' })
      } catch (error) {
        redirecting = false
        throw error
      }
    },
    logout: async () => {
      flushAllDrafts()
      const active = account()
      // Offline the identity provider's page cannot open (the browser would show its own error
      // page): every account leaves this device, and the person is told the provider was not reached.
      if (typeof navigator !== 'undefined' && navigator.onLine === false) {
        await forgetOtherAccounts(instance, null)
        refresh()
        throw new SignedOutOnThisDeviceOnly()
      }
      // Signing out leaves nobody signed in, even where an earlier version kept another account.
      await forgetOtherAccounts(instance, active)
      await instance.logoutRedirect({
        account: active ?? undefined,
        postLogoutRedirectUri: config.auth.postLogoutRedirectUri,
      })
    },
  }
}

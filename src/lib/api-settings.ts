import { NoAuthError } from '@/lib/api-errors'

/**
 * How the API and directory clients reach their servers and get tokens. Kept apart from the
 * clients themselves so that start-up can configure them without loading their HTTP library
 * (axios loads with the first screen that calls the API).
 */
export interface ApiClientHooks {
  /** A bearer token for the API scope; throws NoAuthError when nobody is signed in. */
  getAccessToken: () => Promise<string>
  /** A 401 or an authentication error: the app goes to /login. */
  onUnauthenticated: () => void
  /**
   * A form that kept the person on their screen when the session ended: the interactive sign-in starts
   * at once, and the person comes back to this screen afterwards. Rejects when it could not start.
   */
  signInAgain: () => Promise<void>
  /** Who is signed in: drafts, answers kept for offline use and the return page belong to this account (lib/device-account.ts). */
  getAccountKey: () => string | null
}

export const apiSettings: { baseUrl: string | undefined; hooks: ApiClientHooks } = {
  baseUrl: undefined,
  hooks: {
    getAccessToken: () => Promise.reject(new NoAuthError()),
    onUnauthenticated: () => undefined,
    signInAgain: () => Promise.reject(new NoAuthError()),
    getAccountKey: () => null,
  },
}

export const graphSettings: { baseUrl: string | undefined; getToken: () => Promise<string> } = {
  baseUrl: undefined,
  getToken: () => Promise.reject(new Error('no auth')),
}

const listeners = new Set<() => void>()

/** Lets a client that has already loaded follow later configuration. */
export function onSettingsChange(listener: () => void): void {
  listeners.add(listener)
}

export function configureApiClient(options: {
  baseUrl: string
  hooks?: Partial<ApiClientHooks>
}): void {
  apiSettings.baseUrl = `${options.baseUrl.replace(/\/+$/, '')}/api`
  if (options.hooks) apiSettings.hooks = { ...apiSettings.hooks, ...options.hooks }
  listeners.forEach((listener) => listener())
}

export function configureGraphClient(options: {
  baseUrl: string
  getToken: () => Promise<string>
}): void {
  graphSettings.baseUrl = options.baseUrl.replace(/\/+$/, '')
  graphSettings.getToken = options.getToken
  listeners.forEach((listener) => listener())
}

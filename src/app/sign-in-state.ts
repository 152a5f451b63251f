import type { SignInAdapter } from '@/features/auth/session'
import { currentAccount } from '@/lib/device-account'
import { flushAllDrafts } from '@/lib/drafts'
import { REDIRECT_STORAGE_KEY, safeRedirectTarget } from '@/lib/safe-redirect'
import { storage } from '@/lib/storage'

const SIGN_IN_ERROR_KEY = 'signInError'

/**
 * The signed-out landing's way in before the app has started (its HTML has no app behind it yet):
 * the sign-in page with this flag, which starts the sign-in at once, so it is one click either way.
 */
export const SIGN_IN_NOW_PATH = '/login?start=1'

/**
 * What is stored under `redirectUri`: the path, and the account signed in when it was stored (null
 * when nobody was: a link opened before signing in, which whoever signs in next follows).
 */
interface StoredTarget {
  path: string
  account: string | null
}

function isStoredTarget(value: unknown): value is StoredTarget {
  if (typeof value !== 'object' || value === null) return false
  const { path, account } = value as Partial<StoredTarget>
  return typeof path === 'string' && (account === null || typeof account === 'string')
}

/**
 * Whether a sign-out has begun on this page. The sign-in client forgets the account before it
 * leaves for the identity provider's page: the screen, signed out in between, sends to the sign-in
 * page with its own address, which was then kept for nobody in particular, and the next person to
 * sign in on this computer landed on the previous person's screen.
 */
let signingOut = false

/** A sign-out begins: no page is kept to come back to, and none is kept until the page is left. */
export function signOutBegins(): void {
  signingOut = true
  storage.remove(REDIRECT_STORAGE_KEY)
}

/** The sign-out did not happen (the person is still signed in): pages are kept again. */
export function signOutStopped(): void {
  signingOut = false
}

/** Requirements R4.2: the target to follow after sign-in lives in local storage under `redirectUri`. */
export function storeRedirectTarget(target: string): void {
  if (signingOut) return
  const safe = safeRedirectTarget(target)
  if (safe)
    storage.setJson(REDIRECT_STORAGE_KEY, {
      path: safe,
      account: currentAccount(),
    } satisfies StoredTarget)
}

/**
 * Reads and clears the stored target; only a path of this site is ever returned, and only to the
 * account it was stored for: a page kept while someone else was signed in (their session ended,
 * then another person signed in on this browser) is not where the next person lands.
 */
export function takeRedirectTarget(): string | null {
  const stored = storage.getJson(REDIRECT_STORAGE_KEY, isStoredTarget)
  storage.remove(REDIRECT_STORAGE_KEY)
  if (!stored || (stored.account !== null && stored.account !== currentAccount())) return null
  return safeRedirectTarget(stored.path)
}

/**
 * The one call behind every "Sign in again" (requirements R8.1): the /login page's button, its
 * automatic start when sign-in needs the person, and a form's panel when the session ended while
 * typing. Every draft is written to this device, `returnTo` (the screen the person was on, if
 * given) is kept to come back to through /loginSPA, and the interactive sign-in redirect starts.
 */
export function signInAgain(adapter: SignInAdapter, returnTo?: string | null): Promise<void> {
  if (returnTo) storeRedirectTarget(returnTo)
  flushAllDrafts()
  return adapter.reauthenticate()
}

export function storeSignInError(message: string): void {
  try {
    window.sessionStorage.setItem(SIGN_IN_ERROR_KEY, message)
  } catch {
    // Without session storage the message is simply not shown.
  }
}

export function takeSignInError(): string | null {
  try {
    const message = window.sessionStorage.getItem(SIGN_IN_ERROR_KEY)
    window.sessionStorage.removeItem(SIGN_IN_ERROR_KEY)
    return message
  } catch {
    return null
  }
}

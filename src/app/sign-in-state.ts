import type { SignInAdapter } from '@/features/auth/session'
import { flushAllDrafts } from '@/lib/drafts'
import { REDIRECT_STORAGE_KEY, safeRedirectTarget } from '@/lib/safe-redirect'
import { storage } from '@/lib/storage'

const SIGN_IN_ERROR_KEY = 'signInError'

/** Seed §4: the target to follow after sign-in lives in local storage under `redirectUri`. */
export function storeRedirectTarget(target: string): void {
  const safe = safeRedirectTarget(target)
  if (safe) storage.set(REDIRECT_STORAGE_KEY, safe)
}

/** Reads and clears the stored target; only a path of this site is ever returned. */
export function takeRedirectTarget(): string | null {
  const raw = storage.get(REDIRECT_STORAGE_KEY)
  storage.remove(REDIRECT_STORAGE_KEY)
  return safeRedirectTarget(raw)
}

/**
 * The one call behind every "Sign in again" (seed §8): the /login page's button, its automatic start
 * when sign-in needs the person, and a form's panel when the session ended while typing. Every draft
 * is written to this device, `returnTo` (the screen the person was on, if given) is kept to come back
 * to through /loginSPA, and the interactive sign-in redirect starts.
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

import { useSyncExternalStore } from 'react'

/**
 * The session-ended signal (requirements R8.1: a 401 or a sign-in that needs the person again). The
 * API client raises it; the sign-in page says why the person is there, and a form that autosaves
 * stops retrying, tells the person and keeps the draft on this device until they are back. Any
 * later answer from the API (a token renewed, a new sign-in) lowers it.
 */
let expired = false
/** Why it ended: a silent token request that needs the person, rather than a 401. */
let interactionRequired = false
/** Counts the times the session ended, so an answer to a call started before that does not lower the signal. */
let epoch = 0
const listeners = new Set<() => void>()

function set(next: boolean): void {
  if (expired === next) return
  expired = next
  listeners.forEach((listener) => listener())
}

export function markSessionExpired(options: { interactionRequired?: boolean } = {}): void {
  epoch += 1
  interactionRequired = options.interactionRequired ?? false
  set(true)
}

/** The session ended because sign-in needs the person: an interactive redirect is due (requirements R8.3). */
export function isInteractionRequired(): boolean {
  return expired && interactionRequired
}

/** The moment a call starts, to pass to clearSessionExpired when it is answered. */
export function sessionEpoch(): number {
  return epoch
}

/** A call started at `since` (or any time, without it) was answered: the session is alive again. */
export function clearSessionExpired(since?: number): void {
  if (since === undefined || since === epoch) {
    interactionRequired = false
    set(false)
  }
}

export function isSessionExpired(): boolean {
  return expired
}

/** Called whenever the signal changes; returns the unsubscribe. */
export function subscribeSessionExpiry(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Open forms that keep the person on their screen when the session ends (see holdScreenOnSessionEnd). */
const holders = new Set<() => boolean>()

/**
 * An open form that autosaves asks to stay on its screen when the session ends (requirements
 * R15.1): instead of the redirect to /login of requirements R8.1, the form tells the person, keeps
 * the draft on this device and offers "Sign in again", which starts the sign-in redirect and comes
 * back here.
 * `active` says whether it holds right now (a read-only form does not). Returns the release.
 */
export function holdScreenOnSessionEnd(active: () => boolean): () => void {
  holders.add(active)
  return () => holders.delete(active)
}

/** True when an open form asks the app not to leave the screen for /login on its own. */
export function isScreenHeldOnSessionEnd(): boolean {
  for (const active of holders) if (active()) return true
  return false
}

export function useSessionExpired(): boolean {
  return useSyncExternalStore(subscribeSessionExpiry, isSessionExpired, isSessionExpired)
}

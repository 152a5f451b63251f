import { useSyncExternalStore } from 'react'
import { isSessionFailure } from '@/lib/api-errors'
import { clearDraft, loadDraft, saveDraft } from '@/lib/drafts'
import { isSessionExpired } from '@/lib/session-expiry'

/**
 * A submit the person pressed (and confirmed) that was not carried out because their session had
 * ended: it is remembered on this device, with the form's draft and for the same account, so that
 * after signing in again the form says plainly that it was not sent and offers to send it (through
 * the form's own submit, with its confirmation). It is never sent on its own: the person may have
 * changed their mind while signing in. One rule for every submit: the score sheets, finalizing an
 * entry, submitting an update, sending feedback.
 *
 * A submit pressed offline waits for the connection (its button says so). Should the page be
 * closed or reloaded before it comes back, the wait is lost with the page: it is remembered the same
 * way, so that the form says it was not sent instead of reading as if it had been.
 */
export const INTERRUPTED_SUBMIT_PREFIX = 'submit-interrupted:'
const PREFIX = INTERRUPTED_SUBMIT_PREFIX
const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())
/**
 * The submits this page is carrying out (waiting for the connection, say): their offline mark is
 * not a lost submit while the page still holds them, whatever screen it shows now.
 */
const pendingHere = new Set<string>()

/** Why a submit was not carried out: the session had ended, or the page closed while it waited offline. */
export type InterruptedBy = 'session' | 'offline'

export function markSubmitInterrupted(formKey: string, by: InterruptedBy = 'session'): void {
  saveDraft(PREFIX + formKey, { pressedAt: Date.now(), by })
  notify()
}

export function clearSubmitInterrupted(formKey: string): void {
  if (loadDraft(PREFIX + formKey) === null) return
  clearDraft(PREFIX + formKey)
  notify()
}

/** Tests: the page is closed, with whatever submits it was carrying out (one module graph for every test). */
export function forgetPendingSubmits(): void {
  pendingHere.clear()
}

/** Why the submit of `formKey` was not carried out, or null when none waits (or this page still carries it out). */
export function interruptedBy(formKey: string): InterruptedBy | null {
  const mark = loadDraft<{ by?: unknown }>(PREFIX + formKey)
  if (mark === null) return null
  if (mark.value?.by !== 'offline') return 'session'
  return pendingHere.has(formKey) ? null : 'offline'
}

/**
 * Carries out the submit of the form `formKey`: when it fails because the session ended, that is
 * remembered (see above) and the failure is thrown on; when the server answers, it is forgotten.
 */
export async function runSubmit<T>(formKey: string, send: () => Promise<T>): Promise<T> {
  // Offline, the call waits for the connection: remembered until it is answered (see above).
  pendingHere.add(formKey)
  if (typeof navigator !== 'undefined' && navigator.onLine === false)
    markSubmitInterrupted(formKey, 'offline')
  try {
    const result = await send()
    clearSubmitInterrupted(formKey)
    return result
  } catch (error) {
    if (isSessionFailure(error)) markSubmitInterrupted(formKey)
    else clearSubmitInterrupted(formKey)
    throw error
  } finally {
    pendingHere.delete(formKey)
  }
}

/** The text could not be saved first: when that is because the session ended, the submit is remembered. */
export function noteSubmitNotSent(formKey: string): boolean {
  if (!isSessionExpired()) return false
  markSubmitInterrupted(formKey)
  return true
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  // Another tab of this person may send or mark it.
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

export function useSubmitInterrupted(formKey: string): InterruptedBy | null {
  return useSyncExternalStore(
    subscribe,
    () => interruptedBy(formKey),
    () => null,
  )
}

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
 */
export const INTERRUPTED_SUBMIT_PREFIX = 'submit-interrupted:'
const PREFIX = INTERRUPTED_SUBMIT_PREFIX
const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())

export function markSubmitInterrupted(formKey: string): void {
  saveDraft(PREFIX + formKey, { pressedAt: Date.now() })
  notify()
}

export function clearSubmitInterrupted(formKey: string): void {
  if (loadDraft(PREFIX + formKey) === null) return
  clearDraft(PREFIX + formKey)
  notify()
}

export function isSubmitInterrupted(formKey: string): boolean {
  return loadDraft(PREFIX + formKey) !== null
}

/**
 * Carries out the submit of the form `formKey`: when it fails because the session ended, that is
 * remembered (see above) and the failure is thrown on; when the server answers, it is forgotten.
 */
export async function runSubmit<T>(formKey: string, send: () => Promise<T>): Promise<T> {
  try {
    const result = await send()
    clearSubmitInterrupted(formKey)
    return result
  } catch (error) {
    if (isSessionFailure(error)) markSubmitInterrupted(formKey)
    else clearSubmitInterrupted(formKey)
    throw error
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

export function useSubmitInterrupted(formKey: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isSubmitInterrupted(formKey),
    () => false,
  )
}

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
 * way, so that the form says it was not sent instead of reading as if it had been. The mark names
 * the wait, whose Web Lock the page holds while it waits: another tab or window of the same
 * browser, showing the same form, says that it is being sent from there, and that it was not sent
 * once that page is gone (the browser releases its locks as it closes). The lock is held only while
 * a submit waits: a page holding one is not kept for the browser's Back button.
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
/** Where a submit stands: not carried out (why), or still waiting offline in another page of this browser. */
export type SubmitInterruption = InterruptedBy | 'elsewhere'

const WAIT_LOCK = 'innovation-award-submit-waits:'
const webLocks = (): LockManager | undefined =>
  typeof navigator !== 'undefined' ? navigator.locks : undefined
/** The waits this page marked: when one is no longer pending here, it was lost (the tests' reload). */
const ownWaits = new Set<string>()

/** How long an ended wait of another page is still read as on its way (see `watchWait`). */
const WAIT_END_SETTLES_MS = 1000

/** Other pages' waits named by offline marks: alive (their lock is held) or gone; absent while unknown. */
const otherWaits = new Map<string, 'alive' | 'gone'>()
const watchedWaits = new Set<string>()

/** Learns whether wait `id` of another page still lives, and hears when it ends (it ends once). */
function watchWait(id: string): void {
  if (watchedWaits.has(id)) return
  watchedWaits.add(id)
  const locks = webLocks()
  // No Web Locks (an old browser): whether it lives cannot be known, and a submit unseen is not sent.
  if (!locks) return void otherWaits.set(id, 'gone')
  // The wait ended: its page went, or it sent the submit and removed the mark just before letting
  // go of the lock. The browser may bring this page the lock before the mark's removal (two
  // channels, in no set order): the wait counts as lost only after a moment, by which time a
  // removed mark is gone here too, so a sent submit never reads as "not sent".
  const gone = () =>
    void setTimeout(() => {
      otherWaits.set(id, 'gone')
      notify()
    }, WAIT_END_SETTLES_MS)
  void locks.request(WAIT_LOCK + id, { ifAvailable: true }, async (lock) => {
    if (lock) return gone()
    otherWaits.set(id, 'alive')
    notify()
    void locks.request(WAIT_LOCK + id, () => gone())
  })
}

/** A submit cut off by an ended session (one pressed offline is marked by `markWaitingOffline`). */
function markSubmitInterrupted(formKey: string): void {
  saveDraft(PREFIX + formKey, { pressedAt: Date.now(), by: 'session' })
  notify()
}

/**
 * Marks the submit of `formKey` as waiting offline. The mark names the wait, whose Web Lock this
 * page holds until `end` is called (the submit answered) or the page goes: written only once the
 * lock is held, so that no other page reads the mark as a lost wait. Returns `end`.
 */
function markWaitingOffline(formKey: string): () => void {
  const id =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : `${Date.now()}-${Math.random()}`
  let ended = false
  let release = () => undefined as void
  const mark = () => {
    ownWaits.add(id)
    saveDraft(PREFIX + formKey, { pressedAt: Date.now(), by: 'offline', wait: id })
    notify()
  }
  const locks = webLocks()
  if (!locks) mark()
  else
    void locks.request(WAIT_LOCK + id, () => {
      if (ended) return
      mark()
      return new Promise<void>((done) => (release = done))
    })
  return () => {
    ended = true
    release()
  }
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

/**
 * Why the submit of `formKey` was not carried out, or null when none waits (or this page still
 * carries it out, or whether the page that carries it out still lives is not known yet);
 * `elsewhere` while another page of this browser waits to send it.
 */
export function interruptedBy(formKey: string): SubmitInterruption | null {
  const mark = loadDraft<{ by?: unknown; wait?: unknown }>(PREFIX + formKey)
  if (mark === null) return null
  if (mark.value?.by !== 'offline') return 'session'
  if (pendingHere.has(formKey)) return null
  const wait = mark.value.wait
  if (typeof wait !== 'string' || ownWaits.has(wait)) return 'offline'
  watchWait(wait)
  const state = otherWaits.get(wait)
  return state === undefined ? null : state === 'alive' ? 'elsewhere' : 'offline'
}

/**
 * Carries out the submit of the form `formKey`: when it fails because the session ended, that is
 * remembered (see above) and the failure is thrown on; when the server answers, it is forgotten.
 */
export async function runSubmit<T>(formKey: string, send: () => Promise<T>): Promise<T> {
  // Offline, the call waits for the connection: remembered until it is answered (see above).
  pendingHere.add(formKey)
  const endWait =
    typeof navigator !== 'undefined' && navigator.onLine === false
      ? markWaitingOffline(formKey)
      : undefined
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
    endWait?.()
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

export function useSubmitInterrupted(formKey: string): SubmitInterruption | null {
  return useSyncExternalStore(
    subscribe,
    () => interruptedBy(formKey),
    () => null,
  )
}

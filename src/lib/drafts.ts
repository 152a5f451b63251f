import { currentScreen } from '@/lib/current-screen'
import { accountScope, currentAccount } from '@/lib/device-account'
import { changedFields } from '@/lib/merge'
import { storage } from '@/lib/storage'

/**
 * Local drafts (requirements R15.1, R15.6): what a person types is written to this device as they
 * type, so a reload, a sign-in redirect, a version update or a failed save never loses it.
 *
 * A draft belongs to the account that typed it: it is stored under `draft:<account>|<key>` and read
 * back only while that account is signed in. With nobody signed in nothing is written or read (every
 * form is behind sign-in). The rules of sign-out, switching account and age: docs/data-on-device.md.
 */
export interface StoredDraft<T> {
  key: string
  value: T
  /** When the draft was last changed on this device (ms). */
  savedAt: number
  /** The server version the draft was started from, to detect a newer server copy. */
  baseVersion?: string | number | null
  /** The account that typed it (the same as in its storage key). */
  account?: string
  /** The screen it was typed on (path and query), to lead the person back to it before signing out. */
  where?: string
  /** The values of that server version: what a newer copy is merged against, field by field. */
  base?: unknown
  /**
   * Its screen can no longer take it (the period ended, the entry was locked) while it says something
   * the server does not: it can no longer be sent, only copied or removed there (UnsentDraftNotice
   * marks it, markDraftClosed). `unsent`: its text in the fields that differ from the server's copy.
   */
  closed?: { at: number; unsent: unknown[] }
}

const PREFIX = 'draft:'
const pendingFlushers = new Set<() => void>()
const pendingSenders = new Set<() => Promise<unknown>>()
/** Accounts signing out on this page: their drafts were deleted, and nothing of theirs is written again. */
const closed = new Set<string>()

function isStoredDraft(value: unknown): value is StoredDraft<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'value' in value &&
    typeof (value as { savedAt?: unknown }).savedAt === 'number'
  )
}

/** The storage key of a draft of `account`. */
export function draftStorageKey(key: string, account: string): string {
  return `${PREFIX}${accountScope(account)}|${key}`
}

function accountPrefix(account: string): string {
  return `${PREFIX}${accountScope(account)}|`
}

export function saveDraft<T>(
  key: string,
  value: T,
  baseVersion?: string | number | null,
  base?: T,
): boolean {
  const account = currentAccount()
  if (account === null || closed.has(account)) return false
  const draft: StoredDraft<T> = {
    key,
    value,
    savedAt: Date.now(),
    baseVersion: baseVersion ?? null,
    ...(base === undefined ? {} : { base }),
    account,
    where: currentScreen() ?? undefined,
  }
  return storage.setJson(draftStorageKey(key, account), draft)
}

export function loadDraft<T>(key: string): StoredDraft<T> | null {
  const account = currentAccount()
  if (account === null) return null
  const draft = storage.getJson(
    draftStorageKey(key, account),
    isStoredDraft,
  ) as StoredDraft<T> | null
  // A draft whose inside names another account is not this person's, whatever its key says.
  return draft && draft.account === account ? draft : null
}

/**
 * What of a draft the server does not have: each field (leaf) where `value` says something other than
 * `server`, with `value`'s text there (empty for a field emptied). The one rule for "which text is
 * unsent": the closed screen's notice shows these fields, and the sign-out quotes them.
 */
export function unsentChanges(value: unknown, server: unknown): { path: string; value: unknown }[] {
  return changedFields(server, value).map((field) => ({ path: field.name, value: field.value }))
}

/** The names of the form's fields (top level) that say something the server does not. */
export function unsentFields(value: unknown, server: unknown): string[] {
  return [...new Set(unsentChanges(value, server).map((change) => change.path.split('.')[0]!))]
}

/**
 * The draft's screen is closed and shows it as text that can no longer be sent: the sign-out says so,
 * and quotes `unsent` (its fields that differ from the server). Its age (savedAt) is kept.
 */
export function markDraftClosed(key: string, unsent: unknown[]): void {
  rewriteDraft(key, (draft) => ({ ...draft, closed: { at: Date.now(), unsent } }))
}

/** The draft's screen can take it again (an entry returned, a form open): it is no longer closed. */
export function markDraftOpen(key: string): void {
  rewriteDraft(key, (draft) => {
    if (!draft.closed) return null
    const open = { ...draft }
    delete open.closed
    return open
  })
}

function rewriteDraft(
  key: string,
  change: (draft: StoredDraft<unknown>) => StoredDraft<unknown> | null,
): void {
  const account = currentAccount()
  if (account === null || closed.has(account)) return
  const draft = loadDraft<unknown>(key)
  const changed = draft && change(draft)
  if (changed) storage.setJson(draftStorageKey(key, account), changed)
}

export function clearDraft(key: string): void {
  const account = currentAccount()
  if (account !== null) storage.remove(draftStorageKey(key, account))
}

/** Every draft this device keeps for `account` (default: the one signed in), newest first. */
export function listDrafts(account: string | null = currentAccount()): StoredDraft<unknown>[] {
  if (account === null) return []
  return storage
    .keys(accountPrefix(account))
    .map((storageKey) => storage.getJson(storageKey, isStoredDraft))
    .filter((draft): draft is StoredDraft<unknown> => draft !== null && draft.account === account)
    .sort((a, b) => b.savedAt - a.savedAt)
}

/**
 * Signing out: deletes every draft of `account` and writes none of its drafts again on this page
 * (a form's last-instant flush as the page goes away would otherwise put them back).
 */
export function forgetDrafts(account: string): void {
  closed.add(account)
  for (const storageKey of storage.keys(accountPrefix(account))) storage.remove(storageKey)
}

/** The sign-out did not happen after all (the redirect failed): the person's forms keep their text here again. Without an account: every account. */
export function reopenDrafts(account?: string): void {
  if (account === undefined) closed.clear()
  else closed.delete(account)
}

/**
 * Deletes drafts not changed since `olderThan` (ms), drafts that name no account, and any left by
 * an earlier version of the app that kept them for whoever was at the keyboard.
 */
export function purgeDrafts(olderThan: number): void {
  for (const storageKey of storage.keys(PREFIX)) {
    const draft = storage.getJson(storageKey, isStoredDraft)
    const owned =
      draft !== null &&
      typeof draft.account === 'string' &&
      storageKey === draftStorageKey(draft.key, draft.account)
    if (!owned || draft.savedAt < olderThan) storage.remove(storageKey)
  }
}

/**
 * A form whose writes are debounced registers a flusher, so anything typed in the last instant is
 * written before the page goes away (service-worker update reload, sign-in redirect).
 */
export function registerDraftFlusher(flush: () => void): () => void {
  pendingFlushers.add(flush)
  return () => pendingFlushers.delete(flush)
}

export function flushAllDrafts(): void {
  for (const flush of pendingFlushers) {
    try {
      flush()
    } catch {
      // One broken form must not stop the others from saving.
    }
  }
}

/**
 * A form with a server draft registers how to send its text now; before signing out, every open form
 * sends what is typed (the last keystrokes included) while the server can still take it.
 */
export function registerDraftSender(send: () => Promise<unknown>): () => void {
  pendingSenders.add(send)
  return () => pendingSenders.delete(send)
}

/**
 * Writes the last keystrokes of every open form here, then asks each form with a server draft to
 * send them. Resolves when every send has ended, or after `waitMs` (a save that hangs is not cut:
 * its draft simply stays here, so it counts as unsent).
 */
export async function sendAllDrafts(waitMs: number): Promise<void> {
  flushAllDrafts()
  const sends = [...pendingSenders].map((send) => send().catch(() => undefined))
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs)
  })
  await Promise.race([Promise.all(sends), late])
  clearTimeout(timer)
}

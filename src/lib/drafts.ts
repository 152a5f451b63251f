import { storage } from '@/lib/storage'

/**
 * Local drafts (PRODUCT.md §6): what a person types is written to this device as they type, so a
 * reload, a sign-in redirect, a version update or a failed save never loses it.
 */
export interface StoredDraft<T> {
  key: string
  value: T
  /** When the draft was last changed on this device (ms). */
  savedAt: number
  /** The server version the draft was started from, to detect a newer server copy. */
  baseVersion?: string | number | null
  /** The values of that server version: what a newer copy is merged against, field by field. */
  base?: unknown
}

const PREFIX = 'draft:'
const pendingFlushers = new Set<() => void>()

function isStoredDraft(value: unknown): value is StoredDraft<unknown> {
  return typeof value === 'object' && value !== null && 'value' in value && typeof (value as { savedAt?: unknown }).savedAt === 'number'
}

export function saveDraft<T>(key: string, value: T, baseVersion?: string | number | null, base?: T): boolean {
  const draft: StoredDraft<T> = { key, value, savedAt: Date.now(), baseVersion: baseVersion ?? null, ...(base === undefined ? {} : { base }) }
  return storage.setJson(PREFIX + key, draft)
}

export function loadDraft<T>(key: string): StoredDraft<T> | null {
  return storage.getJson(PREFIX + key, isStoredDraft) as StoredDraft<T> | null
}

export function clearDraft(key: string): void {
  storage.remove(PREFIX + key)
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

import { DEVICE_DATA_MAX_AGE_MS } from '@/lib/device-account'
import { forgetDrafts, purgeDrafts } from '@/lib/drafts'
import { forgetAnswers, purgeAnswers } from '@/lib/offline-answers'
import { REDIRECT_STORAGE_KEY } from '@/lib/safe-redirect'
import { storage } from '@/lib/storage'

/**
 * At start: drafts and kept copies of answers older than the documented age go, whoever they
 * belong to (a person who never came back to this browser leaves nothing behind for ever).
 */
export function purgeOldDeviceData(now: number = Date.now()): void {
  const olderThan = now - DEVICE_DATA_MAX_AGE_MS
  purgeDrafts(olderThan)
  purgeAnswers(olderThan)
}

/** Sign-out: every draft and kept copy of `account` is deleted, and so is the page to come back to. */
export function forgetAccountOnDevice(account: string): void {
  forgetDrafts(account)
  forgetAnswers(account)
  storage.remove(REDIRECT_STORAGE_KEY)
}

import { apiSettings } from '@/lib/api-settings'

/**
 * What this device keeps for a person (drafts, copies of answers, the page to come back to) belongs
 * to the account that was signed in when it was written. Several people may use the same browser one
 * after the other, so every such key carries the account, and nothing is read back for anyone else.
 * See docs/data-on-device.md.
 */

/** The account signed in on this page (the sign-in client's account id), or null when nobody is. */
export function currentAccount(): string | null {
  return apiSettings.hooks.getAccountKey()
}

/** The account as it appears in a storage key: never contains the separators ":" or "|". */
export function accountScope(account: string): string {
  return encodeURIComponent(account)
}

/** Drafts and kept copies not touched for this many days are deleted when the app starts. */
export const DEVICE_DATA_MAX_AGE_DAYS = 30
export const DEVICE_DATA_MAX_AGE_MS = DEVICE_DATA_MAX_AGE_DAYS * 24 * 60 * 60 * 1000

import { accountScope } from '@/lib/device-account'
import { storage } from '@/lib/storage'

/**
 * The last answer of each GET, kept on this device per signed-in account, so a reload without a
 * network still opens (the user, the event and the periods) and data screens show what they last
 * showed, marked as such. A kept answer is used only when the network failed, never instead of
 * an answer the server gave (a 5xx stays an error). Its key starts with the account that asked
 * (`offlineAnswer:<account>|<address>`), so one account's copies are never read for another;
 * sign-out and age remove them (docs/data-on-device.md).
 */
export interface KeptAnswer {
  /** When the server gave this answer (ms). */
  at: number
  data: unknown
  /** The paging headers of a paged list. */
  headers: Record<string, string>
}

const PREFIX = 'offlineAnswer:'
const INDEX_KEY = 'offlineAnswers'
/** Enough for the screens a person moves between; the oldest answer goes first. */
const MAX_ANSWERS = 60
/** A very large answer (a report over thousands of rows) is not worth a device's storage. */
const MAX_CHARS = 300_000

type Index = Record<string, number>

function isIndex(value: unknown): value is Index {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'number')
  )
}

function isKept(value: unknown): value is KeptAnswer {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { at?: unknown }).at === 'number' &&
    'data' in value
  )
}

function readIndex(): Index {
  return storage.getJson(INDEX_KEY, isIndex) ?? {}
}

/** The key of `account`'s answer to `address` (the path and its query). */
export function answerKey(account: string, address: string): string {
  return `${accountScope(account)}|${address}`
}

export function keepAnswer(key: string, answer: KeptAnswer): void {
  const text = JSON.stringify(answer)
  if (text.length > MAX_CHARS) return
  const index = readIndex()
  index[key] = answer.at
  const keys = Object.keys(index)
  if (keys.length > MAX_ANSWERS) {
    for (const old of keys
      .sort((a, b) => index[a]! - index[b]!)
      .slice(0, keys.length - MAX_ANSWERS)) {
      delete index[old]
      storage.remove(PREFIX + old)
    }
  }
  if (storage.set(PREFIX + key, text)) storage.setJson(INDEX_KEY, index)
}

export function recallAnswer(key: string): KeptAnswer | null {
  return storage.getJson(PREFIX + key, isKept)
}

/** Removes the answers for which `drop(key, when)` is true, listed or not (a lost index leaves none behind). */
function removeAnswers(drop: (key: string, at: number | undefined) => boolean): void {
  const index = readIndex()
  for (const storageKey of storage.keys(PREFIX)) {
    const key = storageKey.slice(PREFIX.length)
    if (drop(key, index[key])) {
      storage.remove(storageKey)
      delete index[key]
    }
  }
  for (const key of Object.keys(index)) if (drop(key, index[key])) delete index[key]
  if (Object.keys(index).length > 0) storage.setJson(INDEX_KEY, index)
  else storage.remove(INDEX_KEY)
}

/** Sign-out: nothing of this account's answers stays on the device. */
export function forgetAnswers(account: string): void {
  const prefix = answerKey(account, '')
  removeAnswers((key) => key.startsWith(prefix))
}

/** Deletes answers the server gave before `olderThan` (ms), and any whose time is not known. */
export function purgeAnswers(olderThan: number): void {
  removeAnswers((_key, at) => at === undefined || at < olderThan)
}

const copies = new WeakMap<object, number>()

/** Marks data read from a kept answer, with the time the server gave it. */
export function markKeptCopy<T>(data: T, at: number): T {
  if (typeof data === 'object' && data !== null) copies.set(data, at)
  return data
}

/** When data is a kept answer shown without the network: the time the server gave it; otherwise null. */
export function keptCopyTime(data: unknown): number | null {
  return typeof data === 'object' && data !== null ? (copies.get(data) ?? null) : null
}

import { activateLanguage, type Language } from '@/i18n'
import { storage } from '@/lib/storage'

/** Where this device remembers the language its person chose (any account, and signed out). */
export const LANGUAGE_STORAGE_KEY = 'language'

/**
 * Which account the language this device remembers is that of (absent: chosen signed out, or by
 * this device's browser): on a shared computer, the next person does not inherit the last one's.
 */
export const LANGUAGE_ACCOUNT_KEY = 'language-account'

/** The address's query parameter that chooses a language (`?lang=id`): the static page's switch. */
export const LANGUAGE_PARAM = 'lang'

/**
 * The language to show: the one chosen on this device, else the first of the browser's preferred
 * languages the interface has (`id`, or its old code `in`; `en`, any region), else English, the
 * language every message is written in first. Self-contained (no outer names): the page's HTML runs
 * its source too, before the app's code, to show the static landing in the same language
 * (src/app/static-landing.tsx).
 */
export function pickLanguage(stored: string | null, preferred: readonly string[]): 'id' | 'en' {
  if (stored === 'id' || stored === 'en') return stored
  for (let i = 0; i < preferred.length; i += 1) {
    const primary = String(preferred[i]).toLowerCase().split('-')[0]
    if (primary === 'id' || primary === 'in') return 'id'
    if (primary === 'en') return 'en'
  }
  return 'en'
}

const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined'
    ? []
    : navigator.languages?.length
      ? navigator.languages
      : [navigator.language]

/**
 * The language a start shows. A `?lang=` in the address (a switch clicked on the static page before
 * the app had started) is remembered on this device and taken out of the address.
 */
export function startLanguage(): Language {
  const params = new URLSearchParams(window.location.search)
  const asked = params.get(LANGUAGE_PARAM)
  if (asked !== null) {
    if (asked === 'id' || asked === 'en') {
      storage.set(LANGUAGE_STORAGE_KEY, asked)
      // Chosen on the static page, signed out: no account's language.
      storage.remove(LANGUAGE_ACCOUNT_KEY)
    }
    params.delete(LANGUAGE_PARAM)
    const query = params.toString()
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`,
    )
  }
  return pickLanguage(storage.get(LANGUAGE_STORAGE_KEY), browserLanguages())
}

/**
 * The person chose a language: shown at once, and remembered on this device; `account`, the
 * signed-in account it is the language of (src/features/auth/account-language.tsx).
 */
export function chooseLanguage(language: Language, account: string | null = null): Promise<void> {
  storage.set(LANGUAGE_STORAGE_KEY, language)
  if (account) storage.set(LANGUAGE_ACCOUNT_KEY, account)
  else storage.remove(LANGUAGE_ACCOUNT_KEY)
  return activateLanguage(language)
}

/**
 * Someone signed in whose account keeps no language, on a device that remembers another account's:
 * that choice was not theirs. The device forgets it, and shows the browser's language. Returns the
 * language to show, or null when the device's choice is theirs or was made signed out.
 */
export function forgetOtherAccountsLanguage(account: string): Language | null {
  const owner = storage.get(LANGUAGE_ACCOUNT_KEY)
  if (!owner || owner === account) return null
  storage.remove(LANGUAGE_STORAGE_KEY)
  storage.remove(LANGUAGE_ACCOUNT_KEY)
  const language = pickLanguage(null, browserLanguages())
  void activateLanguage(language)
  return language
}

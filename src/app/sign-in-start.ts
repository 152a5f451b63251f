import { paths } from '@/config/paths'

/** The public screens a first visit opens on; they paint before the sign-in client starts. */
const PUBLIC_PATHS = new Set<string>([paths.landing.to(), paths.login.to(), paths.test.to()])

/** A sign-in redirect returning with its answer (MSAL's default response mode is the fragment). */
export function hasRedirectAnswer(location: Pick<Location, 'hash' | 'search'>): boolean {
  const answer = (text: string) =>
    /(^|[#?&])state=/.test(text) && /(^|[#?&])(code|error)=/.test(text)
  return answer(location.hash) || answer(location.search)
}

/**
 * Whether MSAL's local-storage cache (requirements R4.1) holds an account: someone may be signed
 * in. Self-contained (no outer names): the page's HTML runs its source too, before the app's code
 * (static-landing.tsx).
 */
export function hasStoredAccount(storage: Storage | null): boolean {
  if (!storage) return false
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i)
    if (key && /^msal\.(\d+\.)?account\.keys$/.test(key) && (storage.getItem(key) ?? '[]') !== '[]')
      return true
  }
  return false
}

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/**
 * Whether the sign-in client must be ready before the first render: a redirect is returning, an
 * account may be signed in, or the screen is not a public one (guarded areas and /loginSPA behave
 * exactly as before). Otherwise the public screen paints first and the client starts on the way
 * to sign-in.
 */
export function signInNeededAtStart(
  location: Pick<Location, 'pathname' | 'hash' | 'search'> = window.location,
  storage = localStorageOrNull(),
): boolean {
  const pathname = location.pathname.replace(/\/+$/, '') || '/'
  return !PUBLIC_PATHS.has(pathname) || hasRedirectAnswer(location) || hasStoredAccount(storage)
}

import { isPassthroughPath, paths } from '@/config/paths'

/**
 * A redirect target is followed only when it is a path of this site (requirements R15.3):
 * it starts with a single "/", has no scheme, no backslash trick, and is not a passthrough path.
 */
export function safeRedirectTarget(target: unknown): string | null {
  if (typeof target !== 'string') return null
  const value = target.trim()
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null
  // Control characters and backslashes let browsers read a path as another host.
  if ([...value].some((ch) => ch.charCodeAt(0) < 0x20 || ch === '\\')) return null
  try {
    const base = 'https://app.invalid'
    const url = new URL(value, base)
    if (url.origin !== base) return null
    if (isPassthroughPath(url.pathname)) return null
    if (url.pathname === paths.login.pattern || url.pathname === paths.loginSpa.pattern) return null
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return null
  }
}

export const REDIRECT_STORAGE_KEY = 'redirectUri'

import type { AppConfig } from './env.ts'

// The one place that says which headers the app is served with: the Content-Security-Policy
// built from the configuration, the other security headers, the cache rules and what the API's
// uploaded files get. `npm start`, the dev server and the browser tests send these
// (src/config/security-headers-plugin.ts), and the host configurations are written from them
// (src/config/host-config.ts). Loaded by vite.config.ts and Node scripts too, so it imports
// nothing but types.

/** What the headers depend on: where the app talks to besides its own origin. */
export type HeaderConfig = Pick<AppConfig, 'mode' | 'apiBaseUrl' | 'graphBaseUrl'> & {
  auth: Pick<AppConfig['auth'], 'authority'>
}

/** Paths that belong to the API: never answered with the app's index.html. */
export const API_PATH_PREFIXES = ['/api', '/uploads/', '/swagger'] as const

export function isApiPath(pathname: string): boolean {
  return API_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix))
}

/** The origin of an absolute http(s) address, or null for an empty or relative one (the app's own origin). */
function originOf(address: string): string | null {
  if (!/^https?:\/\//i.test(address)) return null
  try {
    return new URL(address).origin
  } catch {
    return null
  }
}

/**
 * The origins other than the app's own that the browser must reach: the API, the sign-in authority
 * and the directory service. The demo serves all three from the app's own origin.
 */
export function externalOrigins(config: HeaderConfig): {
  api: string[]
  authority: string[]
  directory: string[]
} {
  if (config.mode === 'demo') return { api: [], authority: [], directory: [] }
  const one = (address: string) => {
    const origin = originOf(address)
    return origin ? [origin] : []
  }
  return {
    api: one(config.apiBaseUrl),
    authority: one(config.auth.authority),
    directory: one(config.graphBaseUrl),
  }
}

export interface PolicyOptions {
  /**
   * A per-request nonce, for the dev server only: Vite's dev page has an inline module script
   * (React's refresh preamble) and puts the CSS it serves in <style> elements, both marked with it.
   */
  nonce?: string
}

/** The Content-Security-Policy's directives, in order, each with its sources. */
export function cspDirectives(
  config: HeaderConfig,
  options: PolicyOptions = {},
): Array<[string, string[]]> {
  const { api, authority, directory } = externalOrigins(config)
  const unique = (values: string[]) => [...new Set(values)]
  const nonce = options.nonce ? [`'nonce-${options.nonce}'`] : []
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...nonce]],
    ['style-src', ["'self'", ...nonce]],
    // data: for Bootstrap's inline SVG icons in its CSS, blob: for the directory's photos.
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['connect-src', unique(["'self'", ...api, ...authority, ...directory])],
    // MSAL renews tokens in a hidden frame that opens the authority and comes back to the app.
    ['frame-src', unique(["'self'", ...authority])],
    ['frame-ancestors', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', unique(["'self'", ...authority])],
  ]
}

export function contentSecurityPolicy(config: HeaderConfig, options: PolicyOptions = {}): string {
  return cspDirectives(config, options)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}

/**
 * Sent on every answer. HSTS is sent on plain http too (npm start on localhost): browsers ignore it
 * there, so it only takes effect once the site is reached over https.
 */
export function securityHeaders(
  config: HeaderConfig,
  options: PolicyOptions = {},
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, options),
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Powerful features the app never uses, refused for it and anything it might embed.
    'Permissions-Policy':
      'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()',
  }
}

/**
 * What an uploaded file (under /uploads/) is answered with, whoever serves it: as a sandboxed
 * document it cannot run script with the app's origin (an HTML or SVG file, or a PDF viewer's
 * scripts), and it is never sniffed into another type than the one it was stored with.
 */
export const UPLOAD_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': 'sandbox',
  'X-Content-Type-Options': 'nosniff',
}

export const NO_CACHE = 'no-cache'
export const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * Cache rules of the built app: what names the current version is checked again on every use
 * (a new version is picked up at once); what carries a hash in its name is kept for a year.
 */
export const CACHE_RULES = {
  noCache: {
    exact: ['/', '/index.html', '/sw.js', '/manifest.webmanifest', '/config.json'],
    pattern: /^\/workbox-[^/]+\.js$/,
  },
  immutablePrefix: '/assets/',
} as const

/** The Cache-Control of a path of the built app, or undefined where the server's default stands. */
export function cacheControlFor(pathname: string): string | undefined {
  if (pathname.startsWith(CACHE_RULES.immutablePrefix)) return IMMUTABLE
  if (
    (CACHE_RULES.noCache.exact as readonly string[]).includes(pathname) ||
    CACHE_RULES.noCache.pattern.test(pathname)
  )
    return NO_CACHE
  // A deep link is answered with index.html: it must be checked again like index.html itself.
  if (!isApiPath(pathname) && !/\.[a-z0-9]+$/i.test(pathname)) return NO_CACHE
  return undefined
}

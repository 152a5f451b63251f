// @vitest-environment node
import { loadConfig, loadConfigFile } from '@/config/env'
import {
  cacheControlFor,
  cspDirectives,
  securityHeaders,
  UPLOAD_HEADERS,
} from '@/config/security-headers'

const PRODUCTION = loadConfig(
  {
    VITE_AUTH_CLIENT_ID: '11111111-2222-3333-4444-555555555555',
    VITE_AUTH_TENANT_ID: '66666666-7777-8888-9999-000000000000',
    VITE_API_SCOPE: 'api://11111111-2222-3333-4444-555555555555/access_as_user',
    VITE_API_BASE_URL: 'https://api.example.org/award/',
    VITE_ASSESSMENT_RUBRICS_URL: 'https://intranet.example.org/rubrics',
    VITE_POSTER_TEMPLATE_URL: 'https://intranet.example.org/templates',
    VITE_PRESENTATION_TEMPLATE_URL: 'https://intranet.example.org/templates',
  },
  'https://award.example.org',
)

const policyOf = (headers: Record<string, string>) =>
  Object.fromEntries(
    headers['Content-Security-Policy']!.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ')
      return [name, sources]
    }),
  )

describe('the headers the app is served with', () => {
  it('builds the policy of a production configuration: its API, sign-in authority and directory, nothing else', () => {
    const headers = securityHeaders(PRODUCTION)
    expect(policyOf(headers)).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'connect-src': [
        "'self'",
        'https://api.example.org',
        'https://login.microsoftonline.com',
        'https://graph.microsoft.com',
      ],
      'frame-src': ["'self'", 'https://login.microsoftonline.com'],
      'frame-ancestors': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'self'", 'https://login.microsoftonline.com'],
    })
    expect(headers).toMatchObject({
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    })
    expect(headers['Permissions-Policy']!.split(', ')).toEqual(
      expect.arrayContaining(['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']),
    )
  })

  it('names an origin once when the API, authority and directory share it, and keeps a same-origin API as self', () => {
    const shared = {
      ...PRODUCTION,
      apiBaseUrl: '',
      graphBaseUrl: 'https://login.example.org/graph',
      auth: { authority: 'https://login.example.org/tenant' },
    }
    const policy = Object.fromEntries(cspDirectives(shared))
    expect(policy['connect-src']).toEqual(["'self'", 'https://login.example.org'])
  })

  it('keeps the demo on its own origin only, whatever host it runs on', () => {
    const policy = Object.fromEntries(
      cspDirectives(loadConfigFile({ demo: true }, 'http://localhost:4173')),
    )
    expect(policy['connect-src']).toEqual(["'self'"])
    expect(policy['frame-src']).toEqual(["'self'"])
    expect(policy['form-action']).toEqual(["'self'"])
  })

  it('adds a nonce to scripts and styles only when one is given (the dev server)', () => {
    const policy = Object.fromEntries(cspDirectives(PRODUCTION, { nonce: 'abc123' }))
    expect(policy['script-src']).toEqual(["'self'", "'nonce-abc123'"])
    expect(policy['style-src']).toEqual(["'self'", "'nonce-abc123'"])
    expect(Object.fromEntries(cspDirectives(PRODUCTION))['script-src']).toEqual(["'self'"])
  })

  it('serves uploaded files as a sandbox that is never sniffed', () => {
    expect(UPLOAD_HEADERS).toEqual({
      'Content-Security-Policy': 'sandbox',
      'X-Content-Type-Options': 'nosniff',
    })
  })

  it('keeps hashed assets for a year and checks the page, the worker and the manifest again on every use', () => {
    expect(cacheControlFor('/assets/index-3q-NpZ0J.js')).toBe('public, max-age=31536000, immutable')
    for (const path of [
      '/',
      '/index.html',
      '/sw.js',
      '/workbox-d8ed3718.js',
      '/manifest.webmanifest',
      '/config.json',
      '/innovation-award/commitee',
    ])
      expect(cacheControlFor(path), path).toBe('no-cache')
    // The API decides for its own answers.
    for (const path of ['/api/event', '/uploads/att-1/poster.png', '/swagger'])
      expect(cacheControlFor(path), path).toBeUndefined()
  })
})

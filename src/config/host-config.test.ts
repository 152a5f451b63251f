// @vitest-environment node
import { loadConfigFile } from '@/config/env'
import { nginxServerBlock, staticWebAppConfig } from '@/config/host-config'
import { securityHeaders } from '@/config/security-headers'

const DEMO = loadConfigFile({ demo: true }, 'http://localhost')

describe('the Azure Static Web Apps configuration', () => {
  const config = staticWebAppConfig(DEMO) as {
    navigationFallback: { rewrite: string; exclude: string[] }
    globalHeaders: Record<string, string>
    routes: Array<{ route: string; headers: Record<string, string> }>
  }
  const headersOf = (route: string) => config.routes.find((r) => r.route === route)?.headers

  it('sends the single source’s headers on every answer', () => {
    expect(config.globalHeaders).toEqual(securityHeaders(DEMO))
  })

  it('answers the app’s paths with index.html, never the API’s paths, the assets or other files', () => {
    expect(config.navigationFallback.rewrite).toBe('/index.html')
    expect(config.navigationFallback.exclude).toEqual(
      expect.arrayContaining([
        '/api',
        '/api/*',
        '/uploads/*',
        '/swagger',
        '/swagger/*',
        '/assets/*',
      ]),
    )
  })

  it('sandboxes uploads and carries the cache rules', () => {
    expect(headersOf('/uploads/*')).toEqual({
      'Content-Security-Policy': 'sandbox',
      'X-Content-Type-Options': 'nosniff',
    })
    expect(headersOf('/assets/*')).toEqual({
      'Cache-Control': 'public, max-age=31536000, immutable',
    })
    for (const route of [
      '/',
      '/index.html',
      '/sw.js',
      '/workbox-*.js',
      '/manifest.webmanifest',
      '/config.json',
    ])
      expect(headersOf(route), route).toEqual({ 'Cache-Control': 'no-cache' })
  })
})

describe('the nginx server block', () => {
  it('answers the API’s paths 404 without an upstream, and forwards them to one', () => {
    const alone = nginxServerBlock(DEMO, { root: '/srv/app' })
    expect(alone).toMatch(/location \^~ \/api \{[^}]*return 404;/)
    const forwarded = nginxServerBlock(DEMO, {
      root: '/srv/app',
      apiUpstream: 'https://api.example.org/',
    })
    expect(forwarded).toMatch(/location \^~ \/api \{[^}]*proxy_pass https:\/\/api\.example\.org;/)
    expect(forwarded).toMatch(
      /location \^~ \/uploads\/ \{[^}]*add_header Content-Security-Policy "sandbox" always;/,
    )
  })
})

import { ConfigError, loadConfig } from '@/config/env'

const ORIGIN = 'https://award.example.org'
const GOOD = {
  VITE_AUTH_CLIENT_ID: '11111111-2222-3333-4444-555555555555',
  VITE_AUTH_TENANT_ID: '66666666-7777-8888-9999-000000000000',
  VITE_API_SCOPE: 'api://11111111-2222-3333-4444-555555555555/access_as_user',
  VITE_API_BASE_URL: 'https://api.example.org/',
  VITE_ASSESSMENT_RUBRICS_URL: 'https://intranet.example.org/rubrics',
  VITE_POSTER_TEMPLATE_URL: 'https://intranet.example.org/templates',
  VITE_PRESENTATION_TEMPLATE_URL: 'https://intranet.example.org/templates',
}

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, ORIGIN)
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
  return []
}

describe('configuration, validated at start-up', () => {
  it('runs the embedded demo when nothing is configured', () => {
    const config = loadConfig({}, 'http://localhost:4173')
    expect(config.mode).toBe('demo')
    expect(config.apiBaseUrl).toBe('')
    expect(config.auth.authority).toBe('https://localhost:4173/demo-idp')
    expect(config.auth.knownAuthorities).toEqual(['localhost:4173'])
    expect(config.auth.apiScope).toBe('api://innovation-award-demo/access_as_user')
    expect(config.auth.redirectUri).toBe('http://localhost:4173/')
    expect(config.auth.postLogoutRedirectUri).toBe('http://localhost:4173/')
    expect(JSON.parse(config.auth.authorityMetadata!).token_endpoint).toBe('http://localhost:4173/demo-idp/token')
    expect(config.defaultEventSlug).toBe('innovation-award')
  })

  it('reads a complete production configuration', () => {
    const config = loadConfig(GOOD, ORIGIN)
    expect(config.mode).toBe('production')
    expect(config.apiBaseUrl).toBe('https://api.example.org')
    expect(config.auth.authority).toBe(`https://login.microsoftonline.com/${GOOD.VITE_AUTH_TENANT_ID}`)
    expect(config.auth.knownAuthorities).toEqual(['login.microsoftonline.com'])
    expect(config.auth.graphScopes).toEqual(['User.Read', 'People.Read', 'User.ReadBasic.All'])
    expect(config.auth.redirectUri).toBe(`${ORIGIN}/`)
    expect(config.auth.authorityMetadata).toBeUndefined()
  })

  it.each([
    ['VITE_AUTH_TENANT_ID', '', 'VITE_AUTH_TENANT_ID is missing'],
    ['VITE_AUTH_CLIENT_ID', 'my-app', 'VITE_AUTH_CLIENT_ID must be the application (client) id, a GUID'],
    ['VITE_API_SCOPE', '', 'VITE_API_SCOPE is missing'],
    ['VITE_API_SCOPE', 'api://x/user_impersonation', 'VITE_API_SCOPE must end with /access_as_user'],
    ['VITE_API_BASE_URL', 'api.example.org', 'VITE_API_BASE_URL must be an http(s) URL, or empty for the same origin'],
    ['VITE_AUTH_AUTHORITY', 'http://login.example.org', 'VITE_AUTH_AUTHORITY must be an https URL'],
    ['VITE_POSTER_TEMPLATE_URL', '', 'VITE_POSTER_TEMPLATE_URL is missing'],
    ['VITE_ASSESSMENT_RUBRICS_URL', 'not a url', 'VITE_ASSESSMENT_RUBRICS_URL must be an http(s) URL'],
  ])('stops with a message naming %s when it is %j', (key, value, message) => {
    expect(problemsOf({ ...GOOD, [key]: value })).toEqual([message])
  })

  it('names every problem at once', () => {
    expect(problemsOf({ VITE_AUTH_CLIENT_ID: GOOD.VITE_AUTH_CLIENT_ID })).toHaveLength(5)
  })
})

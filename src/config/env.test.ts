import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ConfigError, loadConfig, loadConfigFile, type ConfigSource } from '@/config/env'
import { SETTINGS, demoConfigFile } from '@/config/settings'
import { activateLanguage } from '@/i18n'

const ORIGIN = 'https://award.example.org'
const GOOD = {
  clientId: '11111111-2222-3333-4444-555555555555',
  tenantId: '66666666-7777-8888-9999-000000000000',
  apiScope: 'api://11111111-2222-3333-4444-555555555555/access_as_user',
  apiBaseUrl: 'https://api.example.org/',
  assessmentRubricsUrl: 'https://intranet.example.org/rubrics',
  posterTemplateUrl: 'https://intranet.example.org/templates',
  presentationTemplateUrl: 'https://intranet.example.org/templates',
}
/** The same configuration as build-time variables. */
const GOOD_ENV = Object.fromEntries(
  Object.entries(GOOD).map(([setting, value]) => [
    SETTINGS[setting as keyof typeof SETTINGS],
    value,
  ]),
)

function problemsOf(read: () => unknown): { problems: string[]; source?: ConfigSource } {
  try {
    read()
  } catch (error) {
    if (error instanceof ConfigError) return { problems: error.problems, source: error.source }
    throw error
  }
  return { problems: [] }
}
const fileProblems = (file: unknown, origin = ORIGIN) =>
  problemsOf(() => loadConfigFile(file, origin)).problems
const envProblems = (env: Record<string, string>, origin = ORIGIN) =>
  problemsOf(() => loadConfig(env, origin)).problems

describe('configuration from /config.json', () => {
  it('runs the embedded demo when the file asks for it', () => {
    const config = loadConfigFile({ demo: true }, 'http://localhost:4173')
    expect(config.mode).toBe('demo')
    expect(config.apiBaseUrl).toBe('')
    expect(config.auth.authority).toBe('https://localhost:4173/demo-idp')
    expect(config.auth.knownAuthorities).toEqual(['localhost:4173'])
    expect(config.auth.apiScope).toBe('api://innovation-award-demo/access_as_user')
    expect(config.auth.redirectUri).toBe('http://localhost:4173/')
    expect(config.auth.postLogoutRedirectUri).toBe('http://localhost:4173/')
    expect(JSON.parse(config.auth.authorityMetadata!).token_endpoint).toBe(
      'http://localhost:4173/demo-idp/token',
    )
    expect(config.defaultEventSlug).toBe('innovation-award')
    expect(config.assessmentRubricsUrl).toBe('/demo-files/assessment-rubrics.html')
  })

  it('is not a silent demo: a file with no client id and no demo asked for names both', () => {
    expect(fileProblems({})).toEqual([
      'clientId is missing (to run the embedded demo instead, set demo to true)',
    ])
    expect(fileProblems({ demo: false, titlePrefix: 'Award' })).toEqual([
      'clientId is missing (to run the embedded demo instead, set demo to true)',
    ])
  })

  it('reads a complete production configuration', () => {
    const config = loadConfigFile(GOOD, ORIGIN)
    expect(config.mode).toBe('production')
    expect(config.apiBaseUrl).toBe('https://api.example.org')
    expect(config.auth.clientId).toBe(GOOD.clientId)
    expect(config.auth.authority).toBe(`https://login.microsoftonline.com/${GOOD.tenantId}`)
    expect(config.auth.knownAuthorities).toEqual(['login.microsoftonline.com'])
    expect(config.auth.graphScopes).toEqual(['User.Read', 'People.Read', 'User.ReadBasic.All'])
    expect(config.auth.redirectUri).toBe(`${ORIGIN}/`)
    expect(config.auth.authorityMetadata).toBeUndefined()
    expect(config.graphBaseUrl).toBe('https://graph.microsoft.com/v1.0')
    expect(config.posterTemplateUrl).toBe(GOOD.posterTemplateUrl)
    expect(config.titlePrefix).toBe('Innovation Award')
  })

  it('reads the optional settings: scopes as a list or one string, an own authority, a title; null is a setting left out', () => {
    const config = loadConfigFile(
      {
        ...GOOD,
        graphScopes: ['User.Read', 'Mail.Read'],
        authority: 'https://login.example.org/tenant',
        titlePrefix: ' Award (test) ',
        apiBaseUrl: null,
      },
      ORIGIN,
    )
    expect(config.auth.graphScopes).toEqual(['User.Read', 'Mail.Read'])
    expect(config.auth.authority).toBe('https://login.example.org/tenant')
    expect(config.auth.knownAuthorities).toEqual(['login.example.org'])
    expect(config.titlePrefix).toBe('Award (test)')
    expect(config.apiBaseUrl).toBe('')
    expect(
      loadConfigFile({ ...GOOD, graphScopes: 'User.Read People.Read' }, ORIGIN).auth.graphScopes,
    ).toEqual(['User.Read', 'People.Read'])
  })

  it.each([
    ['tenantId', '', 'tenantId is missing'],
    ['clientId', 'my-app', 'clientId must be the application (client) id, a GUID'],
    ['apiScope', '', 'apiScope is missing'],
    ['apiScope', 'api://x/user_impersonation', 'apiScope must end with /access_as_user'],
    [
      'apiBaseUrl',
      'api.example.org',
      'apiBaseUrl must be an https URL, or empty for the same origin',
    ],
    [
      'apiBaseUrl',
      'http://api.example.org',
      'apiBaseUrl must be an https URL, or empty for the same origin',
    ],
    ['authority', 'http://login.example.org', 'authority must be an https URL'],
    ['graphBaseUrl', 'http://graph.example.org/v1.0', 'graphBaseUrl must be an https URL'],
    ['posterTemplateUrl', '', 'posterTemplateUrl is missing'],
    ['assessmentRubricsUrl', 'not a url', 'assessmentRubricsUrl must be an http(s) URL'],
    ['demo', 'yes', 'demo must be true or false (without quotes)'],
    ['demo', true, 'demo asks for the embedded demo, but clientId is set: remove one of them'],
    [
      'graphScopes',
      42,
      'graphScopes must be a list of scopes, such as ["User.Read", "People.Read"]',
    ],
    ['titlePrefix', 7, 'titlePrefix must be text, in quotes'],
    ['clientID', 'x', 'clientID is not a setting (check its spelling against config.example.json)'],
  ])('stops with a message naming %s when it is %j', (key, value, message) => {
    expect(fileProblems({ ...GOOD, [key]: value })).toEqual([message])
  })

  it('requires a page served over https in production (an empty API base is then the same, secure, origin); localhost may be http', () => {
    expect(fileProblems({ ...GOOD, apiBaseUrl: '' }, 'http://award.example.org')).toEqual([
      'the app must be served over https in production, not from http://award.example.org',
    ])
    expect(fileProblems({ ...GOOD, apiBaseUrl: '' }, 'http://localhost:5173')).toEqual([])
    expect(fileProblems({ ...GOOD, apiBaseUrl: '' }, 'http://127.0.0.1:5173')).toEqual([])
  })

  it('names every problem at once, and says they are in the file', () => {
    const { problems, source } = problemsOf(() =>
      loadConfigFile({ clientId: GOOD.clientId, authority: 'http://login.example.org' }, ORIGIN),
    )
    expect(problems).toEqual([
      'tenantId is missing',
      'authority must be an https URL',
      'apiScope is missing',
      'assessmentRubricsUrl is missing',
      'posterTemplateUrl is missing',
      'presentationTemplateUrl is missing',
    ])
    expect(source).toBe('file')
  })

  it.each([[null], [[GOOD]], ['clientId'], [42]])(
    'stops when the file is not one object of settings: %j',
    (file) => {
      expect(fileProblems(file)).toEqual([
        '/config.json must hold one JSON object of settings: { "clientId": "…", … }',
      ])
    },
  )
})

describe('the problems in the language shown', () => {
  it('are worded when read: in Indonesian once it is shown, each setting still by its own name', async () => {
    let error: unknown
    try {
      loadConfigFile({ demo: 'yes', titel: 'Award' }, ORIGIN)
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(ConfigError)
    const problems = () => (error as ConfigError).problems
    expect(problems()).toEqual([
      'demo must be true or false (without quotes)',
      'titel is not a setting (check its spelling against config.example.json)',
      'clientId is missing (to run the embedded demo instead, set demo to true)',
    ])
    await activateLanguage('id')
    expect(problems()).toEqual([
      'demo harus true atau false (tanpa tanda kutip)',
      'titel bukan pengaturan (periksa ejaannya dengan config.example.json)',
      'clientId belum diisi (untuk menjalankan demo bawaan, atur demo ke true)',
    ])
    expect((error as ConfigError).message).toBe(problems().join('; '))
  })
})

describe('the example file shipped beside index.html', () => {
  const example = JSON.parse(
    readFileSync(join(process.cwd(), 'public', 'config.example.json'), 'utf8'),
  ) as Record<string, unknown>

  it('lists every setting but the demo flag', () => {
    expect(Object.keys(example).sort()).toEqual(
      Object.keys(SETTINGS)
        .filter((setting) => setting !== 'demo')
        .sort(),
    )
  })

  it('copied unchanged, names each value still to fill in; filled in, it is a production configuration', () => {
    expect(fileProblems(example)).toEqual([
      'clientId must be the application (client) id, a GUID',
      'tenantId must be a tenant GUID or a domain name',
      'apiScope must end with /access_as_user',
      'assessmentRubricsUrl must be an http(s) URL',
      'posterTemplateUrl must be an http(s) URL',
      'presentationTemplateUrl must be an http(s) URL',
    ])
    expect(loadConfigFile({ ...example, ...GOOD }, ORIGIN).mode).toBe('production')
  })
})

describe('configuration from build-time variables (npm run dev with .env)', () => {
  it('follows the same rules, naming the variables', () => {
    expect(loadConfig(GOOD_ENV, ORIGIN).auth.clientId).toBe(GOOD.clientId)
    expect(envProblems({})).toEqual([
      'VITE_AUTH_CLIENT_ID is missing (to run the embedded demo instead, set VITE_DEMO to true)',
    ])
    expect(loadConfig({ VITE_DEMO: 'true' }, 'http://localhost:5173').mode).toBe('demo')
    expect(envProblems({ ...GOOD_ENV, VITE_API_BASE_URL: 'http://api.example.org' })).toEqual([
      'VITE_API_BASE_URL must be an https URL, or empty for the same origin',
    ])
    expect(envProblems({ ...GOOD_ENV, VITE_DEMO: 'yes' })).toEqual([
      'VITE_DEMO must be true or false',
    ])
    expect(problemsOf(() => loadConfig({ VITE_AUTH_CLIENT_ID: GOOD.clientId }, ORIGIN))).toEqual({
      problems: [
        'VITE_AUTH_TENANT_ID is missing',
        'VITE_API_SCOPE is missing',
        'VITE_ASSESSMENT_RUBRICS_URL is missing',
        'VITE_POSTER_TEMPLATE_URL is missing',
        'VITE_PRESENTATION_TEMPLATE_URL is missing',
      ],
      source: 'environment',
    })
  })

  it('give the demo servers’ /config.json its title and guide links, and nothing of a real sign-in', () => {
    const file = demoConfigFile({
      VITE_TITLE_PREFIX: 'Award (dev)',
      VITE_GRAPH_SCOPES: 'User.Read People.Read',
      VITE_AUTH_TENANT_ID: GOOD.tenantId,
    })
    expect(file).toEqual({
      demo: true,
      titlePrefix: 'Award (dev)',
      graphScopes: ['User.Read', 'People.Read'],
    })
    const config = loadConfigFile(file, 'http://localhost:5173')
    expect(config.mode).toBe('demo')
    expect(config.titlePrefix).toBe('Award (dev)')
  })
})

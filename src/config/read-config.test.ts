import { http, HttpResponse } from 'msw'
import { ConfigError } from '@/config/env'
import { ConfigUnreachableError, readConfig } from '@/config/read-config'
import { server } from '@/testing/demo-server'

const ORIGIN = 'https://award.example.org'
const PRODUCTION = {
  clientId: '11111111-2222-3333-4444-555555555555',
  tenantId: '66666666-7777-8888-9999-000000000000',
  apiScope: 'api://11111111-2222-3333-4444-555555555555/access_as_user',
  assessmentRubricsUrl: 'https://intranet.example.org/rubrics',
  posterTemplateUrl: 'https://intranet.example.org/templates',
  presentationTemplateUrl: 'https://intranet.example.org/templates',
}

/** What the server answers for /config.json; `requests` counts what reached it and how. */
function serverAnswers(answer: () => Response) {
  const requests: Request[] = []
  server.use(
    http.get('*/config.json', ({ request }) => {
      requests.push(request)
      return answer()
    }),
  )
  return requests
}

/** The problems a ConfigError names, or the message of another failure. */
async function failureOf(
  reading: Promise<unknown>,
): Promise<{ problems?: string[]; source?: string; message?: string }> {
  try {
    await reading
  } catch (error) {
    if (error instanceof ConfigError) return { problems: error.problems, source: error.source }
    return { message: error instanceof Error ? error.message : String(error) }
  }
  throw new Error('the configuration was read')
}

/** A Cache Storage of one device (jsdom has none), kept across starts of the app within a test. */
function deviceCacheStorage() {
  const stores = new Map<string, Map<string, string>>()
  const storage = {
    open: async (name: string) => {
      const store = stores.get(name) ?? new Map<string, string>()
      stores.set(name, store)
      return {
        match: async (url: string) => (store.has(url) ? new Response(store.get(url)) : undefined),
        put: async (url: string, response: Response) => void store.set(url, await response.text()),
      }
    },
  }
  vi.stubGlobal('caches', storage)
}

describe('reading /config.json at start-up', () => {
  beforeEach(() => {
    // A deployed build: no build-time variables to fall back on.
    vi.stubEnv('DEV', false)
  })

  it('starts the demo with the demo servers’ file, asking the server past any HTTP cache', async () => {
    const requests = serverAnswers(() => HttpResponse.json({ demo: true }))
    const config = await readConfig(ORIGIN)
    expect(config.mode).toBe('demo')
    expect(requests).toHaveLength(1)
    expect(requests[0]!.cache).toBe('no-store')
  })

  it('reads a production file', async () => {
    serverAnswers(() => HttpResponse.json(PRODUCTION))
    const config = await readConfig(ORIGIN)
    expect(config.mode).toBe('production')
    expect(config.auth.clientId).toBe(PRODUCTION.clientId)
  })

  it.each([
    ['missing', () => new HttpResponse('Not found', { status: 404 })],
    // A host that answers unknown paths with the app's index.html.
    [
      'answered by the site’s index.html',
      () => HttpResponse.html('<!doctype html><html><body><div id="root"></div></body></html>'),
    ],
  ])('names the file when it is %s', async (_, answer) => {
    serverAnswers(answer)
    expect(await failureOf(readConfig(ORIGIN))).toEqual({
      problems: [
        '/config.json is missing: place it beside index.html (config.example.json, also there, shows every setting)',
      ],
      source: 'file',
    })
  })

  it('names the server’s answer when the file cannot be read', async () => {
    serverAnswers(() => new HttpResponse('Forbidden', { status: 403 }))
    expect(await failureOf(readConfig(ORIGIN))).toEqual({
      problems: ['/config.json could not be read: the server answered 403'],
      source: 'file',
    })
  })

  it('says where a malformed file stops being JSON', async () => {
    serverAnswers(
      () =>
        new HttpResponse('{ "demo": true, }', { headers: { 'Content-Type': 'application/json' } }),
    )
    const { problems, source } = await failureOf(readConfig(ORIGIN))
    expect(source).toBe('file')
    expect(problems).toHaveLength(1)
    expect(problems![0]).toMatch(/^\/config\.json is not valid JSON \(.*position 16.*\)$/)
  })

  it('names every invalid value of the file', async () => {
    serverAnswers(() =>
      HttpResponse.json({ ...PRODUCTION, apiBaseUrl: 'http://api.example.org', tenantId: '' }),
    )
    expect(await failureOf(readConfig(ORIGIN))).toEqual({
      problems: [
        'tenantId is missing',
        'apiBaseUrl must be an https URL, or empty for the same origin',
      ],
      source: 'file',
    })
  })

  it('offline, starts with the copy kept from the last start; online again, a change on the server takes effect', async () => {
    deviceCacheStorage()
    serverAnswers(() => HttpResponse.json({ demo: true, titlePrefix: 'Award (test)' }))
    expect((await readConfig(ORIGIN)).titlePrefix).toBe('Award (test)')

    serverAnswers(() => HttpResponse.error())
    const offline = await readConfig(ORIGIN)
    expect(offline.mode).toBe('demo')
    expect(offline.titlePrefix).toBe('Award (test)')

    serverAnswers(() => HttpResponse.json({ demo: true, titlePrefix: 'Award' }))
    expect((await readConfig(ORIGIN)).titlePrefix).toBe('Award')
  })

  it('offline with no copy on this device, says the settings could not be loaded (not a configuration fault)', async () => {
    deviceCacheStorage()
    serverAnswers(() => HttpResponse.error())
    expect(await failureOf(readConfig(ORIGIN))).toEqual({
      message:
        'The app’s settings (/config.json) could not be loaded: the server cannot be reached, and this device has no copy from an earlier visit.',
    })
    // Its own kind of failure: the start's failure page words it in the person's language.
    await expect(readConfig(ORIGIN)).rejects.toBeInstanceOf(ConfigUnreachableError)
  })

  it('keeps no copy of a file that fails its checks', async () => {
    deviceCacheStorage()
    serverAnswers(() => HttpResponse.json({ titlePrefix: 'Award' }))
    expect((await failureOf(readConfig(ORIGIN))).problems).toEqual([
      'clientId is missing (to run the embedded demo instead, set demo to true)',
    ])
    serverAnswers(() => HttpResponse.error())
    expect((await failureOf(readConfig(ORIGIN))).message).toMatch(/no copy from an earlier visit/)
  })
})

describe('under npm run dev, with no /config.json served', () => {
  beforeEach(() => {
    vi.stubEnv('DEV', true)
    serverAnswers(() => new HttpResponse('Not found', { status: 404 }))
  })

  it('reads the build-time variables', async () => {
    vi.stubEnv('VITE_AUTH_CLIENT_ID', PRODUCTION.clientId)
    vi.stubEnv('VITE_AUTH_TENANT_ID', PRODUCTION.tenantId)
    vi.stubEnv('VITE_API_SCOPE', PRODUCTION.apiScope)
    vi.stubEnv('VITE_ASSESSMENT_RUBRICS_URL', PRODUCTION.assessmentRubricsUrl)
    vi.stubEnv('VITE_POSTER_TEMPLATE_URL', PRODUCTION.posterTemplateUrl)
    vi.stubEnv('VITE_PRESENTATION_TEMPLATE_URL', PRODUCTION.presentationTemplateUrl)
    const config = await readConfig('http://localhost:5173')
    expect(config.mode).toBe('production')
    expect(config.auth.clientId).toBe(PRODUCTION.clientId)
  })

  it('names the variables that are missing', async () => {
    vi.stubEnv('VITE_AUTH_CLIENT_ID', PRODUCTION.clientId)
    const { problems, source } = await failureOf(readConfig('http://localhost:5173'))
    expect(source).toBe('environment')
    expect(problems).toContain('VITE_AUTH_TENANT_ID is missing')
  })
})

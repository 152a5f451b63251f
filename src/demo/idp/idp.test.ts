// @vitest-environment node
import { createHash, randomBytes } from 'node:crypto'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT } from 'jose'
import { bypass } from 'msw'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createDemoIdp, type DemoIdp, type DemoPerson } from './idp'
import { DEMO_API_AUDIENCE, DEMO_CLIENT_ID, DEMO_TENANT_ID } from '@/config/demo-auth'

const API_SCOPE = `${DEMO_API_AUDIENCE}/access_as_user`
const START = Date.parse('2026-11-21T03:00:00.000Z')

const people: DemoPerson[] = [
  {
    id: 'p-siti',
    name: 'Siti Rahmawati',
    email: 'siti@example.com',
    role: 'Commitee',
    unit: 'Innovation Office',
  },
  { id: 'p-budi', name: 'Budi Santoso', email: 'budi@example.com', role: 'Jury' },
  {
    id: 'p-eve',
    name: '<script>alert("x")</script> & Co',
    email: 'eve@example.com',
    role: 'Not registered',
  },
]

interface Running {
  base: string
  host: string
  close: () => Promise<void>
}

async function serve(idp: DemoIdp): Promise<Running> {
  const server: Server = createServer((req, res) =>
    idp.middleware(req, res, () => {
      res.statusCode = 418
      res.end('next')
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    base: `http://${host}`,
    host,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

function pkce() {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

function decodeHtml(value: string): string {
  return value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
}

/** The sign-in page's forms: hidden fields and the button's visible text (its accessible name). */
function parseForms(html: string) {
  return [...html.matchAll(/<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g)].map(
    (match) => {
      const inner = match[2] ?? ''
      const fields = new URLSearchParams()
      for (const input of inner.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
        fields.append(decodeHtml(input[1] ?? ''), decodeHtml(input[2] ?? ''))
      }
      const button = /<button type="submit"[^>]*>([\s\S]*?)<\/button>/.exec(inner)?.[1] ?? ''
      const label = decodeHtml(button.replace(/<[^>]+>/g, ''))
        .replace(/\s+/g, ' ')
        .trim()
      return { action: match[1] ?? '', fields, label }
    },
  )
}

/**
 * fetch that never follows redirects. The project's test setup routes Node's fetch through msw and
 * fails unknown requests; bypass() lets these reach the real server (and is inert without msw).
 */
function send(url: string, init: RequestInit = {}): Promise<Response> {
  return fetch(bypass(url, { redirect: 'manual', ...init }))
}

function postForm(url: string, body: Record<string, string> | URLSearchParams) {
  return send(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8' },
    body: new URLSearchParams(body).toString(),
  })
}

let clock = START
const idp = createDemoIdp({ listPeople: () => people, now: () => clock })
let app: Running

beforeAll(async () => {
  app = await serve(idp)
})
afterAll(() => app.close())
beforeEach(() => {
  clock = START
})

function authorizeParams(
  challenge: string,
  overrides: Record<string, string> = {},
): URLSearchParams {
  // What MSAL 5 sends for loginRedirect, including parameters the provider must ignore.
  return new URLSearchParams({
    client_id: DEMO_CLIENT_ID,
    scope: `${API_SCOPE} openid profile offline_access`,
    redirect_uri: `${app.base}/`,
    'client-request-id': 'c0ffee',
    response_mode: 'fragment',
    response_type: 'code',
    'x-client-SKU': 'msal.js.browser',
    'x-client-VER': '5.29.0',
    client_info: '1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    prompt: 'select_account',
    nonce: 'nonce-1',
    state: 'state-1|extra',
    ...overrides,
  })
}

/** Opens the sign-in page, picks the person and returns the redirect back to the app. */
async function signIn(
  personId: string,
  challenge: string,
  overrides: Record<string, string> = {},
  running = app,
) {
  const page = await send(
    `${running.base}/demo-idp/authorize?${authorizeParams(challenge, { redirect_uri: `${running.base}/`, ...overrides })}`,
  )
  expect(page.status).toBe(200)
  const form = parseForms(await page.text()).find(
    (candidate) => candidate.fields.get('person') === personId,
  )
  expect(form).toBeDefined()
  return postForm(new URL(form?.action ?? '', running.base).href, form?.fields ?? {})
}

async function codeFor(personId: string, challenge: string, running = app): Promise<string> {
  const response = await signIn(personId, challenge, {}, running)
  expect(response.status).toBe(302)
  const code = new URLSearchParams(
    new URL(response.headers.get('location') ?? '').hash.slice(1),
  ).get('code')
  expect(code).toBeTruthy()
  return code ?? ''
}

function redeem(code: string, verifier: string, running = app) {
  return postForm(`${running.base}/demo-idp/token`, {
    client_id: DEMO_CLIENT_ID,
    redirect_uri: `${running.base}/`,
    scope: `${API_SCOPE} openid profile offline_access`,
    code,
    code_verifier: verifier,
    grant_type: 'authorization_code',
    client_info: '1',
    'x-client-SKU': 'msal.js.browser',
  })
}

interface TokenResponse {
  token_type: string
  scope: string
  expires_in: number
  ext_expires_in: number
  access_token: string
  id_token: string
  refresh_token: string
  client_info: string
}

describe('demo identity provider', () => {
  it('publishes its discovery document and signing keys for the request host', async () => {
    const response = await send(`${app.base}/demo-idp/.well-known/openid-configuration`)
    expect(response.status).toBe(200)
    const metadata = (await response.json()) as Record<string, unknown>
    expect(metadata).toMatchObject({
      issuer: `https://${app.host}/demo-idp`,
      authorization_endpoint: `${app.base}/demo-idp/authorize`,
      token_endpoint: `${app.base}/demo-idp/token`,
      end_session_endpoint: `${app.base}/demo-idp/logout`,
      jwks_uri: `${app.base}/demo-idp/jwks`,
      code_challenge_methods_supported: ['S256'],
    })

    const jwks = (await (await send(`${app.base}/demo-idp/jwks`)).json()) as {
      keys: Array<Record<string, string>>
    }
    expect(jwks.keys).toHaveLength(1)
    expect(jwks.keys[0]).toMatchObject({
      kty: 'RSA',
      alg: 'RS256',
      use: 'sig',
      kid: expect.any(String),
    })
    expect(jwks.keys[0]).not.toHaveProperty('d')
  })

  it('lists every person with name and role on an accessible sign-in page, escaping their text', async () => {
    const response = await send(
      `${app.base}/demo-idp/authorize?${authorizeParams(pkce().challenge)}`,
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(/default-src 'none'/)
    expect(csp).not.toMatch(/unsafe-inline|script-src/)
    const html = await response.text()
    const nonce = /style-src 'nonce-([^']+)'/.exec(csp)?.[1]
    expect(html).toContain(`<style nonce="${nonce}">`)
    expect(html).toContain('<html lang="en">')
    expect(html).toMatch(/<title>[^<]+<\/title>/)
    expect(html).toContain('<h1>Sign in to Innovation Award (demo)</h1>')

    const labels = parseForms(html).map((form) => form.label)
    expect(labels).toEqual([
      'Siti Rahmawati — Commitee siti@example.com · Innovation Office',
      'Budi Santoso — Jury budi@example.com',
      '<script>alert("x")</script> & Co — Not registered eve@example.com',
    ])
    expect(html).not.toContain('<script>')
    expect(html).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; Co')
  })

  it('runs the authorization code flow with PKCE and issues tokens MSAL accepts', async () => {
    const { verifier, challenge } = pkce()
    const redirect = await signIn('p-siti', challenge)
    expect(redirect.status).toBe(302)
    expect(redirect.headers.get('cache-control')).toBe('no-store')
    const location = new URL(redirect.headers.get('location') ?? '')
    expect(`${location.origin}${location.pathname}${location.search}`).toBe(`${app.base}/`)
    const answer = new URLSearchParams(location.hash.slice(1))
    expect(answer.get('state')).toBe('state-1|extra')
    expect(
      JSON.parse(Buffer.from(answer.get('client_info') ?? '', 'base64url').toString()),
    ).toEqual({ uid: 'p-siti', utid: DEMO_TENANT_ID })

    const response = await redeem(answer.get('code') ?? '', verifier)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const tokens = (await response.json()) as TokenResponse
    expect(tokens).toMatchObject({
      token_type: 'Bearer',
      scope: API_SCOPE,
      expires_in: 3600,
      ext_expires_in: 3600,
    })
    expect(JSON.parse(Buffer.from(tokens.client_info, 'base64url').toString())).toEqual({
      uid: 'p-siti',
      utid: DEMO_TENANT_ID,
    })

    const issuer = `https://${app.host}/demo-idp`
    const iat = START / 1000
    expect(decodeProtectedHeader(tokens.access_token)).toMatchObject({
      alg: 'RS256',
      kid: expect.any(String),
    })
    expect(decodeJwt(tokens.access_token)).toMatchObject({
      iss: issuer,
      aud: DEMO_API_AUDIENCE,
      sub: 'p-siti',
      oid: 'p-siti',
      tid: DEMO_TENANT_ID,
      name: 'Siti Rahmawati',
      preferred_username: 'siti@example.com',
      scp: 'access_as_user',
      iat,
      nbf: iat,
      exp: iat + 3600,
    })
    expect(decodeJwt(tokens.id_token)).toMatchObject({
      iss: issuer,
      aud: DEMO_CLIENT_ID,
      sub: 'p-siti',
      oid: 'p-siti',
      tid: DEMO_TENANT_ID,
      email: 'siti@example.com',
      nonce: 'nonce-1',
      exp: iat + 3600,
    })

    await expect(idp.verifyAccessToken(tokens.access_token)).resolves.toEqual({
      oid: 'p-siti',
      name: 'Siti Rahmawati',
      email: 'siti@example.com',
      scopes: ['access_as_user'],
    })
    await expect(idp.verifyAccessToken(tokens.id_token)).rejects.toThrow()
    await expect(idp.verifyAccessToken(tokens.refresh_token)).rejects.toThrow()
  })

  it('answers in the query or as a form post when asked to', async () => {
    const query = await signIn('p-budi', pkce().challenge, { response_mode: 'query' })
    const location = new URL(query.headers.get('location') ?? '')
    expect(location.hash).toBe('')
    expect(location.searchParams.get('code')).toBeTruthy()
    expect(location.searchParams.get('state')).toBe('state-1|extra')

    const formPost = await signIn('p-budi', pkce().challenge, { response_mode: 'form_post' })
    expect(formPost.status).toBe(200)
    expect(formPost.headers.get('content-security-policy')).toContain(`form-action ${app.base}`)
    const [form] = parseForms(await formPost.text())
    expect(form?.action).toBe(`${app.base}/`)
    expect(form?.fields.get('code')).toBeTruthy()
    expect(form?.fields.get('state')).toBe('state-1|extra')
  })

  it('refuses a wrong code_verifier and a reused code', async () => {
    const first = pkce()
    const wrong = await redeem(await codeFor('p-siti', first.challenge), pkce().verifier)
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toMatchObject({ error: 'invalid_grant' })

    const second = pkce()
    const code = await codeFor('p-siti', second.challenge)
    expect((await redeem(code, second.verifier)).status).toBe(200)
    const reused = await redeem(code, second.verifier)
    expect(reused.status).toBe(400)
    expect(await reused.json()).toMatchObject({ error: 'invalid_grant' })
  })

  it('refuses an expired code', async () => {
    const { verifier, challenge } = pkce()
    const code = await codeFor('p-siti', challenge)
    clock += 5 * 60_000 + 1
    expect(await (await redeem(code, verifier)).json()).toMatchObject({ error: 'invalid_grant' })
  })

  it('refreshes tokens with a refresh token, also after the access token expired', async () => {
    const { verifier, challenge } = pkce()
    const tokens = (await (
      await redeem(await codeFor('p-budi', challenge), verifier)
    ).json()) as TokenResponse
    clock += 2 * 3600_000

    const response = await postForm(`${app.base}/demo-idp/token`, {
      client_id: DEMO_CLIENT_ID,
      scope: `${API_SCOPE} openid profile offline_access`,
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_info: '1',
    })
    expect(response.status).toBe(200)
    const refreshed = (await response.json()) as TokenResponse
    expect(refreshed).toMatchObject({ token_type: 'Bearer', scope: API_SCOPE })
    expect(refreshed.refresh_token).toBeTruthy()
    expect(decodeJwt(refreshed.id_token)).not.toHaveProperty('nonce')
    await expect(idp.verifyAccessToken(refreshed.access_token)).resolves.toMatchObject({
      oid: 'p-budi',
    })

    const bad = await postForm(`${app.base}/demo-idp/token`, {
      client_id: DEMO_CLIENT_ID,
      grant_type: 'refresh_token',
      refresh_token: tokens.access_token,
    })
    expect(await bad.json()).toMatchObject({ error: 'invalid_grant' })
  })

  it('issues a token for another resource when only its scopes are asked', async () => {
    const { verifier, challenge } = pkce()
    const tokens = (await (
      await redeem(await codeFor('p-siti', challenge), verifier)
    ).json()) as TokenResponse
    const response = await postForm(`${app.base}/demo-idp/token`, {
      client_id: DEMO_CLIENT_ID,
      scope: 'User.Read People.Read openid profile offline_access',
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    })
    const graph = (await response.json()) as TokenResponse
    expect(graph.scope).toBe('User.Read People.Read')
    expect(decodeJwt(graph.access_token)).toMatchObject({
      aud: 'https://graph.microsoft.com',
      scp: 'User.Read People.Read',
    })
    await expect(idp.verifyAccessToken(graph.access_token)).rejects.toThrow()
  })

  it('answers token requests it cannot serve with OAuth errors', async () => {
    const wrongClient = await postForm(`${app.base}/demo-idp/token`, {
      client_id: 'other',
      grant_type: 'authorization_code',
      code: 'x',
    })
    expect(wrongClient.status).toBe(400)
    expect(await wrongClient.json()).toMatchObject({ error: 'invalid_client' })
    const wrongGrant = await postForm(`${app.base}/demo-idp/token`, {
      client_id: DEMO_CLIENT_ID,
      grant_type: 'password',
    })
    expect(await wrongGrant.json()).toMatchObject({ error: 'unsupported_grant_type' })
    const missing = await postForm(`${app.base}/demo-idp/token`, {
      client_id: DEMO_CLIENT_ID,
      grant_type: 'authorization_code',
    })
    expect(await missing.json()).toMatchObject({ error: 'invalid_request' })
    const json = await send(`${app.base}/demo-idp/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    })
    expect(json.status).toBe(400)
    expect(await json.json()).toMatchObject({ error: 'invalid_request' })
    expect((await send(`${app.base}/demo-idp/token`, { method: 'OPTIONS' })).status).toBe(204)
  })

  it('never sends the browser to another site', async () => {
    const { challenge } = pkce()
    const foreign = [
      'http://evil.example/',
      '//evil.example/',
      'javascript:alert(1)',
      `http://${app.host}@evil.example/`,
      '/relative',
      `${app.base}/#fragment`,
    ]
    for (const redirectUri of foreign) {
      const response = await send(
        `${app.base}/demo-idp/authorize?${authorizeParams(challenge, { redirect_uri: redirectUri })}`,
      )
      expect(response.status, redirectUri).toBe(400)
      expect(response.headers.get('location')).toBeNull()
      expect(await response.text()).toContain('Sign-in request refused')
    }

    const posted = await postForm(`${app.base}/demo-idp/authorize`, {
      ...Object.fromEntries(authorizeParams(challenge, { redirect_uri: 'https://evil.example/' })),
      person: 'p-siti',
    })
    expect(posted.status).toBe(400)
    expect(posted.headers.get('location')).toBeNull()

    const wrongClient = await send(
      `${app.base}/demo-idp/authorize?${authorizeParams(challenge, { client_id: 'other' })}`,
    )
    expect(wrongClient.status).toBe(400)
  })

  it('reports protocol errors and silent requests back to the app', async () => {
    const noPkce = await send(
      `${app.base}/demo-idp/authorize?${authorizeParams('', { code_challenge_method: 'plain' })}`,
    )
    expect(noPkce.status).toBe(302)
    const error = new URLSearchParams(new URL(noPkce.headers.get('location') ?? '').hash.slice(1))
    expect(error.get('error')).toBe('invalid_request')
    expect(error.get('state')).toBe('state-1|extra')

    const silent = await send(
      `${app.base}/demo-idp/authorize?${authorizeParams(pkce().challenge, { prompt: 'none' })}`,
    )
    expect(
      new URLSearchParams(new URL(silent.headers.get('location') ?? '').hash.slice(1)).get('error'),
    ).toBe('login_required')
  })

  it('returns to the app after logout only on the same host', async () => {
    // As MSAL sends it: no client_id or id_token_hint, and a state it never reads back.
    const own = await send(
      `${app.base}/demo-idp/logout?post_logout_redirect_uri=${encodeURIComponent(`${app.base}/`)}&state=abc&client-request-id=1`,
    )
    expect(own.status).toBe(302)
    expect(own.headers.get('location')).toBe(`${app.base}/`)

    for (const target of ['https://evil.example/', '//evil.example/']) {
      const foreign = await send(
        `${app.base}/demo-idp/logout?post_logout_redirect_uri=${encodeURIComponent(target)}`,
      )
      expect(foreign.status).toBe(200)
      expect(foreign.headers.get('location')).toBeNull()
      expect(await foreign.text()).toContain('You are signed out')
    }
  })

  it('answers 404 under its path and leaves other paths to the next handler', async () => {
    const unknown = await send(`${app.base}/demo-idp/userinfo`)
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ error: 'not_found' })
    expect((await send(`${app.base}/demo-idpx`)).status).toBe(418)
    expect((await send(`${app.base}/api/auth`)).status).toBe(418)
  })

  it('rejects expired access tokens and tokens signed by another key', async () => {
    const { verifier, challenge } = pkce()
    const tokens = (await (
      await redeem(await codeFor('p-siti', challenge), verifier)
    ).json()) as TokenResponse
    clock += 3600_000
    await expect(idp.verifyAccessToken(tokens.access_token)).rejects.toThrow()

    clock = START
    const other = await generateKeyPair('RS256')
    const forged = await new SignJWT(decodeJwt(tokens.access_token))
      .setProtectedHeader(
        decodeProtectedHeader(tokens.access_token) as { alg: string; kid?: string },
      )
      .sign(other.privateKey)
    await expect(idp.verifyAccessToken(forged)).rejects.toThrow()
    await expect(idp.verifyAccessToken('not-a-token')).rejects.toThrow()
  })
})

describe('demo identity provider with a large directory', () => {
  // The demo's own people first, then a directory larger than a page can list (the benchmark's has 10,000).
  const crowd: DemoPerson[] = [
    { id: 'p-budi', name: 'Budi Santoso', email: 'budi@example.com', role: 'Jury', featured: true },
    ...Array.from({ length: 120 }, (_, i) => ({
      id: `p-${i}`,
      name: `Adi Lubis ${i}`,
      email: `adi.${i}@example.com`,
      role: 'Participant',
      unit: 'Divisi Riset',
    })),
    {
      id: 'p-siti',
      name: 'Siti Rahmawati',
      email: 'siti@example.com',
      role: 'Commitee',
      featured: true,
    },
  ]
  let big: Running
  beforeAll(async () => {
    big = await serve(createDemoIdp({ listPeople: () => crowd, now: () => clock }))
  })
  afterAll(() => big.close())

  const page = async (query?: string) => {
    const params = authorizeParams(pkce().challenge, {
      redirect_uri: `${big.base}/`,
      ...(query === undefined ? {} : { q: query }),
    })
    const response = await send(`${big.base}/demo-idp/authorize?${params}`)
    expect(response.status).toBe(200)
    return response.text()
  }
  /** The search form's hidden fields: the sign-in request travels with the search. */
  const searchFields = (html: string) => {
    const form =
      /<form method="get" action="\/demo-idp\/authorize" role="search"[^>]*>([\s\S]*?)<\/form>/.exec(
        html,
      )?.[1] ?? ''
    return new URLSearchParams(
      [...form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
        decodeHtml(m[1] ?? ''),
        decodeHtml(m[2] ?? ''),
      ]),
    )
  }

  it('lists the featured people first, not the whole directory, and offers a search', async () => {
    const html = await page()
    expect(parseForms(html).map((form) => form.label)).toEqual([
      'Budi Santoso — Jury budi@example.com',
      'Siti Rahmawati — Commitee siti@example.com',
    ])
    expect(html).toContain('The directory holds 122 people in all')
    expect(html).toContain(
      '<label for="person-search">Find a person by name, e-mail, unit or role</label>',
    )
    expect(searchFields(html).get('code_challenge')).toBeTruthy()
    expect(searchFields(html).get('state')).toBe('state-1|extra')
  })

  it('reads in Bahasa Indonesia when the browser asks for it, and its link switches the page to English', async () => {
    const indonesian = { 'Accept-Language': 'id-ID,id;q=0.9,en;q=0.8' }
    const params = authorizeParams(pkce().challenge, { redirect_uri: `${big.base}/` })
    const response = await send(`${big.base}/demo-idp/authorize?${params}`, {
      headers: indonesian,
    })
    const html = await response.text()
    expect(html).toContain('<html lang="id">')
    expect(html).toContain('<h1>Masuk ke Innovation Award (demo)</h1>')
    expect(html).toContain(
      '<label for="person-search">Cari orang berdasarkan nama, e-mail, unit kerja, atau peran</label>',
    )
    expect(html).toMatch(/<button type="submit" class="continue">Cari<\/button>/)
    expect(html).toContain('Direktori berisi 122 orang seluruhnya')
    // Choosing a person and searching keep the page's language.
    expect(searchFields(html).get('lang')).toBe('id')
    expect(parseForms(html)[0]!.action).toBe('/demo-idp/authorize?lang=id')

    const search = await send(
      `${big.base}/demo-idp/authorize?${new URLSearchParams([...searchFields(html), ['q', 'nobody']])}`,
    )
    expect(await search.text()).toContain('Tidak ada yang cocok dengan “nobody”.')

    const link = /<a href="([^"]+)" lang="en" hreflang="en">English<\/a>/.exec(html)?.[1]
    expect(link).toBeDefined()
    const english = await (
      await send(new URL(decodeHtml(link!), big.base).href, { headers: indonesian })
    ).text()
    expect(english).toContain('<html lang="en">')
    expect(english).toContain('<h1>Sign in to Innovation Award (demo)</h1>')
    expect(english).toContain('lang="id" hreflang="id">Bahasa Indonesia</a>')
    expect(searchFields(english).get('code_challenge')).toBe(params.get('code_challenge'))
  })

  it('says why it refuses a sign-in request in the browser’s language', async () => {
    const params = authorizeParams(pkce().challenge, { redirect_uri: `${big.base}/` })
    params.append('client_id', DEMO_CLIENT_ID)
    const response = await send(`${big.base}/demo-idp/authorize?${params}`, {
      headers: { 'Accept-Language': 'id' },
    })
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('<h1>Permintaan masuk ditolak</h1>')
    expect(html).toContain('<p>Permintaan masuk mengulang parameter client_id.</p>')
    expect(html).toContain('<a href="/">Buka aplikasi</a>')
  })

  it('finds anyone by every word typed, shows a bounded number of matches, and signs the chosen one in', async () => {
    const one = await page('adi 117 RISET')
    expect(parseForms(one).map((form) => form.label)).toEqual([
      'Adi Lubis 117 — Participant adi.117@example.com · Divisi Riset',
    ])
    expect(one).toContain('1 person matches “adi 117 RISET”.')
    expect(one).toContain('value="adi 117 RISET"')

    const many = await page('adi')
    expect(parseForms(many)).toHaveLength(25)
    expect(many).toContain(
      '120 people match “adi”: the first 25 are shown; add a word to narrow the search.',
    )

    const none = await page('<nobody>')
    expect(parseForms(none)).toHaveLength(0)
    expect(none).toContain('Nobody matches “&#60;nobody&#62;”.')
    expect(none).not.toContain('<nobody>')

    const form = parseForms(one)[0]!
    const redirect = await postForm(new URL(form.action, big.base).href, form.fields)
    expect(redirect.status).toBe(302)
    const answer = new URLSearchParams(
      new URL(redirect.headers.get('location') ?? '').hash.slice(1),
    )
    expect(
      JSON.parse(Buffer.from(answer.get('client_info') ?? '', 'base64url').toString()),
    ).toMatchObject({ uid: 'p-117' })
  })
})

describe('demo identity provider key file', () => {
  it('creates the key file with its folder and keeps the key across restarts', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'demo-idp-'))
    const keyFile = join(dir, 'nested', 'idp-key.json')
    try {
      const first = await serve(createDemoIdp({ listPeople: () => people, keyFile }))
      const { verifier, challenge } = pkce()
      const tokens = (await (
        await redeem(await codeFor('p-siti', challenge, first), verifier, first)
      ).json()) as TokenResponse
      await first.close()
      expect((await stat(keyFile)).mode & 0o777).toBe(0o600)

      const restarted = createDemoIdp({ listPeople: () => people, keyFile })
      await expect(restarted.verifyAccessToken(tokens.access_token)).resolves.toMatchObject({
        oid: 'p-siti',
      })
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})

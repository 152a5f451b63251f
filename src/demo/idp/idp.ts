import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { dirname } from 'node:path'
import {
  calculateJwkThumbprint,
  type CryptoKey,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
  type JWTPayload,
  jwtVerify,
  SignJWT,
} from 'jose'
import {
  DEMO_API_AUDIENCE,
  DEMO_CLIENT_ID,
  DEMO_IDP_PATH,
  DEMO_TENANT_ID,
  demoAuthorityMetadata,
  demoIssuer,
} from '@/config/demo-auth'

/** A person who can be chosen on the sign-in page. `role` is the label shown next to the name. */
export interface DemoPerson {
  id: string
  name: string
  email: string
  role: string
  unit?: string
  /** One of the demo's own people: listed first on the sign-in page, however many others the directory holds. */
  featured?: boolean
}

export interface DemoIdpOptions {
  listPeople: () => DemoPerson[] | Promise<DemoPerson[]>
  /** Where the signing key is kept (a private JWK); created with its folder on first use. In memory when absent. */
  keyFile?: string
  /** Lifetime of access and id tokens, default 3600. */
  tokenLifetimeSeconds?: number
  /** Clock in milliseconds, for tests. */
  now?: () => number
}

export interface VerifiedToken {
  oid: string
  name: string
  email: string
  scopes: string[]
}

export interface DemoIdp {
  middleware(req: IncomingMessage, res: ServerResponse, next: () => void): void
  /** An access token for the API (audience DEMO_API_AUDIENCE), or for another resource such as the directory. */
  verifyAccessToken(token: string, audience?: string): Promise<VerifiedToken>
}

type ResponseMode = 'query' | 'fragment' | 'form_post'

interface SigningKey {
  kid: string
  privateKey: CryptoKey
  publicKey: CryptoKey
  publicJwk: JWK
}

/** Where and how an authorization response (success or error) goes back to the app. */
interface ReplyTarget {
  redirectUri: URL
  responseMode: ResponseMode
  state: string | undefined
}

interface AuthorizeRequest extends ReplyTarget {
  scope: string
  nonce: string | undefined
  codeChallenge: string
}

type ParsedAuthorize =
  | { kind: 'refused'; message: string }
  | { kind: 'error'; target: ReplyTarget; error: string; description: string }
  | { kind: 'ok'; request: AuthorizeRequest }

interface IssuedCode {
  redirectUri: string
  codeChallenge: string
  nonce: string | undefined
  scope: string
  personId: string
  expiresAt: number
}

const DEFAULT_TOKEN_LIFETIME_SECONDS = 3600
const REFRESH_TOKEN_LIFETIME_SECONDS = 14 * 24 * 3600
const CODE_LIFETIME_MS = 5 * 60_000
const MAX_BODY_BYTES = 64 * 1024
/** A directory this small is listed whole on the sign-in page; a larger one shows its featured people and a search. */
const LIST_ALL_MAX = 50
/** Matches shown for a search on the sign-in page. */
const MATCHES_MAX = 25
const QUERY_MAX = 100
const ALG = 'RS256'
const ACCESS_TOKEN_TYPE = 'JWT'
// A distinct `typ` so a refresh token can never pass as an access or id token, and vice versa.
const REFRESH_TOKEN_TYPE = 'demo-refresh+jwt'
const GRAPH_RESOURCE = 'https://graph.microsoft.com'
const OIDC_SCOPES = new Set(['openid', 'profile', 'email', 'offline_access'])
const AUTHORIZE_FIELDS = [
  'client_id',
  'redirect_uri',
  'response_type',
  'response_mode',
  'scope',
  'state',
  'nonce',
  'code_challenge',
  'code_challenge_method',
] as const
const ROUTES: Record<string, readonly string[]> = {
  '/.well-known/openid-configuration': ['GET', 'HEAD'],
  '/jwks': ['GET', 'HEAD'],
  '/authorize': ['GET', 'HEAD', 'POST'],
  '/token': ['POST'],
  '/logout': ['GET', 'HEAD'],
}

class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

export function createDemoIdp(opts: DemoIdpOptions): DemoIdp {
  const now = opts.now ?? Date.now
  const tokenLifetime =
    opts.tokenLifetimeSeconds !== undefined &&
    Number.isFinite(opts.tokenLifetimeSeconds) &&
    opts.tokenLifetimeSeconds > 0
      ? Math.floor(opts.tokenLifetimeSeconds)
      : DEFAULT_TOKEN_LIFETIME_SECONDS
  const codes = new Map<string, IssuedCode>()

  let keyPromise: Promise<SigningKey> | undefined
  const signingKey = (): Promise<SigningKey> => {
    keyPromise ??= loadOrCreateKey(opts.keyFile).catch((error: unknown) => {
      keyPromise = undefined
      throw error
    })
    return keyPromise
  }

  async function findPerson(id: string): Promise<DemoPerson | undefined> {
    return (await opts.listPeople()).find((person) => person.id === id)
  }

  async function issueTokens(
    host: string,
    person: DemoPerson,
    scopes: string[],
    nonce: string | undefined,
  ) {
    const key = await signingKey()
    const issuer = demoIssuer(host)
    const iat = Math.floor(now() / 1000)
    const grant = grantFor(scopes)
    const sign = (payload: JWTPayload, audience: string, lifetime: number, typ: string) =>
      new SignJWT(payload)
        .setProtectedHeader({ alg: ALG, typ, kid: key.kid })
        .setIssuer(issuer)
        .setAudience(audience)
        .setSubject(person.id)
        .setIssuedAt(iat)
        .setNotBefore(iat)
        .setExpirationTime(iat + lifetime)
        .setJti(randomToken(16))
        .sign(key.privateKey)
    const identity = {
      oid: person.id,
      tid: DEMO_TENANT_ID,
      name: person.name,
      preferred_username: person.email,
      ver: '2.0',
    }

    const [accessToken, idToken, refreshToken] = await Promise.all([
      sign(
        { ...identity, azp: DEMO_CLIENT_ID, scp: grant.scp.join(' ') },
        grant.audience,
        tokenLifetime,
        ACCESS_TOKEN_TYPE,
      ),
      sign(
        { ...identity, email: person.email, ...(nonce === undefined ? {} : { nonce }) },
        DEMO_CLIENT_ID,
        tokenLifetime,
        'JWT',
      ),
      sign(
        { scope: scopes.join(' ') },
        DEMO_CLIENT_ID,
        REFRESH_TOKEN_LIFETIME_SECONDS,
        REFRESH_TOKEN_TYPE,
      ),
    ])
    return {
      token_type: 'Bearer',
      scope: grant.scope.join(' '),
      expires_in: tokenLifetime,
      ext_expires_in: tokenLifetime,
      access_token: accessToken,
      id_token: idToken,
      refresh_token: refreshToken,
      refresh_token_expires_in: REFRESH_TOKEN_LIFETIME_SECONDS,
      client_info: clientInfo(person.id),
    }
  }

  async function verify(token: string, audience: string, typ: string): Promise<JWTPayload> {
    const key = await signingKey()
    const { payload } = await jwtVerify(token, key.publicKey, {
      algorithms: [ALG],
      typ,
      audience,
      currentDate: new Date(now()),
      requiredClaims: ['iss', 'sub', 'exp'],
    })
    if (!isDemoIssuer(payload.iss))
      throw new Error('The token was not issued by a demo identity provider.')
    return payload
  }

  async function verifyAccessToken(
    token: string,
    audience: string = DEMO_API_AUDIENCE,
  ): Promise<VerifiedToken> {
    const payload = await verify(token, audience, ACCESS_TOKEN_TYPE)
    const { oid, name, preferred_username: email, scp } = payload
    if (
      typeof oid !== 'string' ||
      typeof name !== 'string' ||
      typeof email !== 'string' ||
      typeof scp !== 'string'
    ) {
      throw new Error('The access token lacks the oid, name, preferred_username or scp claim.')
    }
    return { oid, name, email, scopes: scp.split(' ').filter(Boolean) }
  }

  async function showAuthorize(
    res: ServerResponse,
    host: string,
    params: URLSearchParams,
  ): Promise<void> {
    const parsed = parseAuthorize(params, host)
    if (parsed.kind === 'refused') return sendRefused(res, parsed.message)
    if (parsed.kind === 'error')
      return sendAuthorizationResponse(res, parsed.target, {
        error: parsed.error,
        error_description: parsed.description,
      })
    const prompt = params.get('prompt')
    // No sign-in session is kept, so a silent request (MSAL's hidden iframe) can never succeed without the page.
    if (prompt === 'none' || prompt === 'no_session') {
      return sendAuthorizationResponse(res, parsed.request, {
        error: 'login_required',
        error_description:
          'The demo identity provider keeps no sign-in session: choose a person on its sign-in page.',
      })
    }
    const people = await opts.listPeople()
    // form-action also governs where the POST's redirect may go, hence the app's origin.
    const query = (params.get('q') ?? '').trim().slice(0, QUERY_MAX)
    sendHtml(
      res,
      200,
      (nonce) =>
        signInPage(nonce, people, query, fieldsOf(params), parsed.request.redirectUri.origin),
      {
        formAction: `'self' ${parsed.request.redirectUri.origin}`,
      },
    )
  }

  async function signIn(res: ServerResponse, host: string, form: URLSearchParams): Promise<void> {
    const parsed = parseAuthorize(form, host)
    if (parsed.kind === 'refused') return sendRefused(res, parsed.message)
    if (parsed.kind === 'error')
      return sendAuthorizationResponse(res, parsed.target, {
        error: parsed.error,
        error_description: parsed.description,
      })
    const person = await findPerson(form.get('person') ?? '')
    if (!person)
      return sendRefused(
        res,
        'The chosen person is not in the demo directory. Go back to the app and sign in again.',
      )

    const code = randomToken(32)
    const time = now()
    for (const [key, issued] of codes) if (issued.expiresAt <= time) codes.delete(key)
    codes.set(code, {
      redirectUri: parsed.request.redirectUri.href,
      codeChallenge: parsed.request.codeChallenge,
      nonce: parsed.request.nonce,
      scope: parsed.request.scope,
      personId: person.id,
      expiresAt: time + CODE_LIFETIME_MS,
    })
    sendAuthorizationResponse(res, parsed.request, { code, client_info: clientInfo(person.id) })
  }

  async function token(res: ServerResponse, host: string, form: URLSearchParams): Promise<void> {
    if (form.get('client_id') !== DEMO_CLIENT_ID)
      return sendOAuthError(
        res,
        'invalid_client',
        `Unknown client_id; the demo accepts only "${DEMO_CLIENT_ID}".`,
      )
    const grantType = form.get('grant_type')

    if (grantType === 'authorization_code') {
      const code = form.get('code') ?? ''
      const redirectUri = form.get('redirect_uri')
      const verifier = form.get('code_verifier')
      if (!code || !redirectUri || !verifier)
        return sendOAuthError(
          res,
          'invalid_request',
          'code, redirect_uri and code_verifier are required.',
        )
      const issued = codes.get(code)
      // One attempt per code, successful or not.
      codes.delete(code)
      if (!issued || issued.expiresAt <= now())
        return sendOAuthError(
          res,
          'invalid_grant',
          'The authorization code is unknown, expired or already used.',
        )
      if (normalizeUri(redirectUri) !== issued.redirectUri)
        return sendOAuthError(
          res,
          'invalid_grant',
          'redirect_uri differs from the one used to get the code.',
        )
      if (!pkceMatches(verifier, issued.codeChallenge))
        return sendOAuthError(
          res,
          'invalid_grant',
          'The code_verifier does not match the code_challenge.',
        )
      const person = await findPerson(issued.personId)
      if (!person)
        return sendOAuthError(
          res,
          'invalid_grant',
          'The person is no longer in the demo directory.',
        )
      const scopes = parseScopes(form.get('scope') ?? issued.scope)
      return sendJson(res, 200, await issueTokens(host, person, scopes, issued.nonce))
    }

    if (grantType === 'refresh_token') {
      const refreshToken = form.get('refresh_token')
      if (!refreshToken) return sendOAuthError(res, 'invalid_request', 'refresh_token is required.')
      let payload: JWTPayload
      try {
        payload = await verify(refreshToken, DEMO_CLIENT_ID, REFRESH_TOKEN_TYPE)
      } catch {
        return sendOAuthError(
          res,
          'invalid_grant',
          'The refresh token is invalid or expired: sign in again.',
        )
      }
      const person = await findPerson(payload.sub ?? '')
      if (!person)
        return sendOAuthError(
          res,
          'invalid_grant',
          'The person is no longer in the demo directory.',
        )
      const granted = typeof payload.scope === 'string' ? payload.scope : ''
      const scopes = parseScopes(form.get('scope') ?? granted)
      return sendJson(res, 200, await issueTokens(host, person, scopes, undefined))
    }

    return sendOAuthError(res, 'unsupported_grant_type', 'Use authorization_code or refresh_token.')
  }

  function logout(res: ServerResponse, host: string, params: URLSearchParams): void {
    const requested = params.get('post_logout_redirect_uri')
    const target = requested ? sameHostUrl(requested, host) : undefined
    if (target) {
      // MSAL sends a state it never reads back; returning it would leave ?state=… in the app's address bar.
      res.statusCode = 302
      res.setHeader('Location', target.href)
      res.setHeader('Cache-Control', 'no-store')
      res.end()
      return
    }
    sendHtml(res, 200, (nonce) => signedOutPage(nonce, requested !== null))
  }

  async function handle(
    req: IncomingMessage,
    res: ServerResponse,
    next: () => void,
  ): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://placeholder')
    if (url.pathname !== DEMO_IDP_PATH && !url.pathname.startsWith(`${DEMO_IDP_PATH}/`))
      return next()
    const route = url.pathname.slice(DEMO_IDP_PATH.length)
    const methods = ROUTES[route]
    const method = req.method ?? 'GET'
    if (!methods)
      return sendJson(res, 404, {
        error: 'not_found',
        error_description: `No demo identity provider endpoint at ${url.pathname}.`,
      })
    if (method === 'OPTIONS') {
      res.statusCode = 204
      res.setHeader('Allow', [...methods, 'OPTIONS'].join(', '))
      res.end()
      return
    }
    if (!methods.includes(method)) {
      res.setHeader('Allow', methods.join(', '))
      return sendJson(res, 405, {
        error: 'invalid_request',
        error_description: `${method} is not supported here.`,
      })
    }
    const host = requestHost(req)
    if (!host)
      return sendJson(res, 400, {
        error: 'invalid_request',
        error_description: 'The request has no valid Host header.',
      })

    switch (route) {
      case '/.well-known/openid-configuration':
        return sendJson(res, 200, demoAuthorityMetadata(host), 'no-cache')
      case '/jwks':
        return sendJson(res, 200, { keys: [(await signingKey()).publicJwk] }, 'no-cache')
      case '/authorize':
        if (method !== 'POST') return showAuthorize(res, host, url.searchParams)
        try {
          return await signIn(res, host, await readForm(req))
        } catch (error) {
          if (error instanceof RequestError) return sendRefused(res, error.message, error.status)
          throw error
        }
      case '/token':
        try {
          return await token(res, host, await readForm(req))
        } catch (error) {
          if (error instanceof RequestError)
            return sendOAuthError(res, 'invalid_request', error.message, error.status)
          throw error
        }
      case '/logout':
        return logout(res, host, url.searchParams)
    }
  }

  return {
    middleware(req, res, next) {
      handle(req, res, next).catch((error: unknown) => {
        console.error('[demo-idp] request failed', error)
        if (res.headersSent) {
          res.destroy()
          return
        }
        sendJson(res, 500, {
          error: 'server_error',
          error_description: 'The demo identity provider failed to answer this request.',
        })
      })
    },
    verifyAccessToken,
  }
}

// ---------------------------------------------------------------------------------------------
// Request validation

function parseAuthorize(params: URLSearchParams, host: string): ParsedAuthorize {
  for (const field of AUTHORIZE_FIELDS) {
    if (params.getAll(field).length > 1)
      return { kind: 'refused', message: `The sign-in request repeats the ${field} parameter.` }
  }
  if (params.get('client_id') !== DEMO_CLIENT_ID) {
    return {
      kind: 'refused',
      message: `The sign-in request names an unknown application (client_id must be "${DEMO_CLIENT_ID}").`,
    }
  }
  const redirectUri = sameHostUrl(params.get('redirect_uri') ?? '', host)
  if (!redirectUri || redirectUri.hash) {
    return {
      kind: 'refused',
      message:
        'The sign-in request asks to return to an address outside this site, so it was not followed.',
    }
  }
  const mode = params.get('response_mode') ?? 'query'
  if (mode !== 'query' && mode !== 'fragment' && mode !== 'form_post') {
    return {
      kind: 'refused',
      message: `The sign-in request asks for an unsupported response_mode "${mode}".`,
    }
  }
  const target: ReplyTarget = {
    redirectUri,
    responseMode: mode,
    state: params.get('state') ?? undefined,
  }
  const fail = (error: string, description: string): ParsedAuthorize => ({
    kind: 'error',
    target,
    error,
    description,
  })

  if (params.get('response_type') !== 'code')
    return fail('unsupported_response_type', 'Only response_type=code is supported.')
  const codeChallenge = params.get('code_challenge') ?? ''
  if (
    params.get('code_challenge_method') !== 'S256' ||
    !/^[A-Za-z0-9_-]{43}$/.test(codeChallenge)
  ) {
    return fail(
      'invalid_request',
      'PKCE is required: send a code_challenge with code_challenge_method=S256.',
    )
  }
  const scope = parseScopes(params.get('scope') ?? '')
  if (scope.length === 0) return fail('invalid_scope', 'The scope parameter is required.')
  return {
    kind: 'ok',
    request: {
      ...target,
      scope: scope.join(' '),
      nonce: params.get('nonce') ?? undefined,
      codeChallenge,
    },
  }
}

/** The Host header, normalised as a URL would (lower case, default port dropped); undefined when malformed. */
function requestHost(req: IncomingMessage): string | undefined {
  const raw = req.headers.host ?? ''
  if (!/^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/.test(raw)) return undefined
  try {
    return new URL(`http://${raw}`).host
  } catch {
    return undefined
  }
}

/** The URL when it is an absolute http(s) address on this very host; undefined for anything else. */
function sameHostUrl(value: string, host: string): URL | undefined {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return undefined
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
  if (url.username || url.password || url.host !== host) return undefined
  return url
}

function normalizeUri(value: string): string {
  try {
    return new URL(value).href
  } catch {
    return value
  }
}

function parseScopes(value: string): string[] {
  return [...new Set(value.split(/\s+/).filter(Boolean))]
}

/**
 * Which resource the access token is for: the demo API when one of its scopes is asked, otherwise
 * the resource of the first non-OpenID scope (bare names such as User.Read mean Microsoft Graph, as
 * in Azure AD). Only that resource's scopes are granted, so MSAL caches the token under them.
 */
function grantFor(scopes: string[]): { audience: string; scope: string[]; scp: string[] } {
  const resourceScopes = scopes.filter((scope) => !OIDC_SCOPES.has(scope))
  if (resourceScopes.length === 0) {
    return {
      audience: DEMO_CLIENT_ID,
      scope: scopes,
      scp: scopes.filter((scope) => scope !== 'offline_access'),
    }
  }
  const resourceOf = (scope: string) => {
    const slash = scope.lastIndexOf('/')
    return slash > 0 ? scope.slice(0, slash) : GRAPH_RESOURCE
  }
  const audience = resourceScopes.some((scope) => resourceOf(scope) === DEMO_API_AUDIENCE)
    ? DEMO_API_AUDIENCE
    : resourceOf(resourceScopes[0] ?? '')
  const granted = resourceScopes.filter((scope) => resourceOf(scope) === audience)
  const scp = granted.map((scope) => {
    const short = scope.slice(scope.lastIndexOf('/') + 1)
    return short === '.default' && audience === DEMO_API_AUDIENCE ? 'access_as_user' : short
  })
  return { audience, scope: granted, scp: [...new Set(scp)] }
}

function isDemoIssuer(iss: string | undefined): boolean {
  if (!iss) return false
  try {
    const url = new URL(iss)
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.pathname === DEMO_IDP_PATH &&
      !url.search &&
      !url.hash
    )
  } catch {
    return false
  }
}

function pkceMatches(verifier: string, challenge: string): boolean {
  if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier)) return false
  const computed = Buffer.from(createHash('sha256').update(verifier).digest('base64url'))
  const expected = Buffer.from(challenge)
  return computed.length === expected.length && timingSafeEqual(computed, expected)
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase()
  if (type !== 'application/x-www-form-urlencoded')
    throw new RequestError(400, 'The body must be application/x-www-form-urlencoded.')
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer)
    size += buffer.length
    if (size > MAX_BODY_BYTES) throw new RequestError(413, 'The request body is too large.')
    chunks.push(buffer)
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

// ---------------------------------------------------------------------------------------------
// Keys and tokens

function randomToken(bytes: number): string {
  return randomBytes(bytes).toString('base64url')
}

function clientInfo(oid: string): string {
  return Buffer.from(JSON.stringify({ uid: oid, utid: DEMO_TENANT_ID })).toString('base64url')
}

async function loadOrCreateKey(keyFile: string | undefined): Promise<SigningKey> {
  if (keyFile) {
    const stored = await readFile(keyFile, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined
      throw error
    })
    if (stored !== undefined) {
      try {
        return await importSigningKey(JSON.parse(stored) as JWK)
      } catch {
        console.warn(
          `[demo-idp] ${keyFile} is not a usable signing key; a new one replaces it (issued tokens become invalid).`,
        )
      }
    }
  }
  const pair = await generateKeyPair(ALG, { extractable: true })
  const jwk = await exportJWK(pair.privateKey)
  const privateJwk: JWK = {
    kty: jwk.kty,
    n: jwk.n,
    e: jwk.e,
    d: jwk.d,
    p: jwk.p,
    q: jwk.q,
    dp: jwk.dp,
    dq: jwk.dq,
    qi: jwk.qi,
  }
  if (keyFile) {
    await mkdir(dirname(keyFile), { recursive: true })
    const temporary = `${keyFile}.${process.pid}.tmp`
    await writeFile(temporary, `${JSON.stringify(privateJwk)}\n`, { mode: 0o600 })
    await rename(temporary, keyFile)
  }
  const publicJwk = await publicPart(privateJwk)
  return {
    kid: publicJwk.kid ?? '',
    privateKey: pair.privateKey,
    publicKey: pair.publicKey,
    publicJwk,
  }
}

async function importSigningKey(stored: JWK): Promise<SigningKey> {
  if (stored.kty !== 'RSA' || !stored.n || !stored.e || !stored.d)
    throw new Error('not an RSA private key')
  const privateJwk: JWK = {
    kty: stored.kty,
    n: stored.n,
    e: stored.e,
    d: stored.d,
    p: stored.p,
    q: stored.q,
    dp: stored.dp,
    dq: stored.dq,
    qi: stored.qi,
  }
  const publicJwk = await publicPart(privateJwk)
  const [privateKey, publicKey] = await Promise.all([
    importJWK(privateJwk, ALG),
    importJWK({ kty: 'RSA', n: stored.n, e: stored.e }, ALG),
  ])
  if (privateKey instanceof Uint8Array || publicKey instanceof Uint8Array)
    throw new Error('not an RSA key')
  return { kid: publicJwk.kid ?? '', privateKey, publicKey, publicJwk }
}

async function publicPart(jwk: JWK): Promise<JWK> {
  const publicJwk: JWK = { kty: 'RSA', n: jwk.n, e: jwk.e }
  return { ...publicJwk, kid: await calculateJwkThumbprint(publicJwk), alg: ALG, use: 'sig' }
}

// ---------------------------------------------------------------------------------------------
// Responses

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  cacheControl = 'no-store',
): void {
  res.statusCode = status
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  res.setHeader('Cache-Control', cacheControl)
  if (cacheControl === 'no-store') res.setHeader('Pragma', 'no-cache')
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.end(JSON.stringify(body))
}

function sendOAuthError(
  res: ServerResponse,
  error: string,
  description: string,
  status = 400,
): void {
  sendJson(res, status, { error, error_description: description })
}

function sendHtml(
  res: ServerResponse,
  status: number,
  render: (nonce: string) => string,
  policy: { formAction?: string; script?: boolean; frameAncestors?: string } = {},
): void {
  const nonce = randomToken(16)
  const csp = [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    policy.script ? `script-src 'nonce-${nonce}'` : undefined,
    'img-src data:',
    `form-action ${policy.formAction ?? "'none'"}`,
    `frame-ancestors ${policy.frameAncestors ?? "'none'"}`,
    "base-uri 'none'",
  ].filter(Boolean)
  res.statusCode = status
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  res.setHeader('Content-Security-Policy', csp.join('; '))
  res.setHeader('Cache-Control', 'no-store')
  res.setHeader('Referrer-Policy', 'no-referrer')
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.end(render(nonce))
}

function sendRefused(res: ServerResponse, message: string, status = 400): void {
  sendHtml(res, status, (nonce) => refusedPage(nonce, message))
}

/** Sends the authorization response back to the app the way it asked (response_mode). */
function sendAuthorizationResponse(
  res: ServerResponse,
  target: ReplyTarget,
  values: Record<string, string>,
): void {
  const params = new URLSearchParams(values)
  if (target.state !== undefined) params.set('state', target.state)

  if (target.responseMode === 'form_post') {
    sendHtml(res, 200, (nonce) => formPostPage(nonce, target.redirectUri.href, params), {
      formAction: target.redirectUri.origin,
      script: true,
      frameAncestors: "'self'",
    })
    return
  }
  const location = new URL(target.redirectUri.href)
  if (target.responseMode === 'fragment') location.hash = params.toString()
  else params.forEach((value, key) => location.searchParams.set(key, value))
  res.statusCode = 302
  res.setHeader('Location', location.href)
  res.setHeader('Cache-Control', 'no-store')
  res.setHeader('Referrer-Policy', 'no-referrer')
  res.end()
}

// ---------------------------------------------------------------------------------------------
// Pages

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

function fieldsOf(params: URLSearchParams): Array<[string, string]> {
  return AUTHORIZE_FIELDS.flatMap((field): Array<[string, string]> => {
    const value = params.get(field)
    return value === null ? [] : [[field, value]]
  })
}

function hiddenInputs(fields: Iterable<[string, string]>): string {
  return [...fields]
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('')
}

const STYLE = `
:root{color-scheme:light dark;--bg:#f3f5f8;--card:#fff;--text:#1b1f24;--muted:#4b5563;--accent:#0b5cad;--border:#c3ccd7;--hover:#eef4fb}
@media (prefers-color-scheme:dark){:root{--bg:#0f1216;--card:#1a1f26;--text:#e8eaed;--muted:#b6bec9;--accent:#8cc4ff;--border:#3d4653;--hover:#232b35}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;justify-content:center;align-items:flex-start;padding:2rem 1rem;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
main{width:100%;max-width:34rem;background:var(--card);border:1px solid var(--border);border-radius:12px;padding:1.5rem;box-shadow:0 2px 8px rgb(0 0 0/.06)}
.eyebrow{margin:0 0 .25rem;font-size:.8125rem;font-weight:600;letter-spacing:.04em;text-transform:uppercase;color:var(--accent)}
h1{margin:0 0 .75rem;font-size:1.5rem;line-height:1.25}
h2{margin:1.5rem 0 .75rem;font-size:1.0625rem}
p{margin:0 0 1rem}
.lead{color:var(--muted)}
ul{list-style:none;margin:0;padding:0;display:grid;gap:.5rem}
form{margin:0}
.person{display:block;width:100%;min-height:44px;padding:.75rem 1rem;text-align:left;font:inherit;color:inherit;background:var(--card);border:1px solid var(--border);border-radius:8px;cursor:pointer}
.person:hover{background:var(--hover);border-color:var(--accent)}
.person:focus-visible,a:focus-visible,.continue:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.person-name{display:block;font-weight:600}
.person-meta{display:block;font-size:.9rem;color:var(--muted);overflow-wrap:anywhere}
.search{display:grid;gap:.375rem;margin:0 0 1rem}
.search label{font-weight:600}
.search-row{display:flex;gap:.5rem}
.search input{flex:1;min-width:0;min-height:44px;padding:.5rem .75rem;font:inherit;color:inherit;background:var(--card);border:1px solid var(--muted);border-radius:8px}
.search input:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.continue{min-height:44px;padding:.5rem 1.25rem;font:inherit;font-weight:600;color:#fff;background:#0b5cad;border:0;border-radius:8px;cursor:pointer}
a{color:var(--accent)}
.footer{margin:1.5rem 0 0}
@media (max-width:30rem){body{padding:0}main{border-radius:0;border-width:0;min-height:100vh}}
`

function layout(nonce: string, title: string, body: string, script = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main>
<p class="eyebrow">Demo identity provider</p>
${body}
</main>
${script}
</body>
</html>
`
}

function personForm(person: DemoPerson, hidden: string): string {
  const meta = [person.email, person.unit].filter(Boolean).join(' · ')
  return `<li><form method="post" action="${DEMO_IDP_PATH}/authorize">${hidden}<input type="hidden" name="person" value="${escapeHtml(person.id)}">
<button type="submit" class="person"><span class="person-name">${escapeHtml(`${person.name} — ${person.role}`)}</span> <span class="person-meta">${escapeHtml(meta)}</span></button></form></li>`
}

function personList(people: DemoPerson[], hidden: string, label: string): string {
  return `<ul aria-label="${escapeHtml(label)}">\n${people.map((person) => personForm(person, hidden)).join('\n')}\n</ul>`
}

/** Case-insensitive: every word of the query appears in the person's name, e-mail, unit or role. */
function matches(person: DemoPerson, words: string[]): boolean {
  const text = [person.name, person.email, person.unit ?? '', person.role].join(' ').toLowerCase()
  return words.every((word) => text.includes(word))
}

/**
 * The people to choose from. A small directory (the seed) is listed whole, featured people first. A
 * large one (10,000 people generated for the benchmark) lists only its featured people, the demo's own
 * cast, and finds anyone else with a search (a plain GET form, so it works without script): a page
 * of 10,000 buttons is neither usable nor quick.
 */
function signInPage(
  nonce: string,
  people: DemoPerson[],
  query: string,
  fields: Array<[string, string]>,
  appOrigin: string,
): string {
  const hidden = hiddenInputs(fields)
  const featured = people.filter((person) => person.featured)
  const ordered = [...featured, ...people.filter((person) => !person.featured)]
  const searchable = people.length > LIST_ALL_MAX
  const search = `<form method="get" action="${DEMO_IDP_PATH}/authorize" role="search" class="search">${hidden}
<label for="person-search">Find a person by name, e-mail, unit or role</label>
<span class="search-row"><input type="search" id="person-search" name="q" value="${escapeHtml(query)}" maxlength="${QUERY_MAX}"> <button type="submit" class="continue">Search</button></span></form>`

  let choose: string
  if (people.length === 0) {
    choose =
      '<h2>Choose a person</h2>\n<p>The demo directory is empty. Reset the demo data (<code>npm run demo:reset</code>) and restart the app.</p>'
  } else if (query) {
    const words = query.toLowerCase().split(/\s+/)
    const found = ordered.filter((person) => matches(person, words))
    const shown = found.slice(0, MATCHES_MAX)
    const count =
      found.length === 0
        ? `Nobody matches “${escapeHtml(query)}”.`
        : found.length > shown.length
          ? `${found.length} people match “${escapeHtml(query)}”: the first ${shown.length} are shown; add a word to narrow the search.`
          : `${found.length === 1 ? '1 person matches' : `${found.length} people match`} “${escapeHtml(query)}”.`
    const back = new URLSearchParams(fields)
    choose = `${search}
<h2>Search results</h2>
<p class="lead" role="status">${count}</p>
${shown.length ? personList(shown, hidden, `People matching ${query}`) : ''}
<p><a href="${DEMO_IDP_PATH}/authorize?${escapeHtml(back.toString())}">Back to the demo people</a></p>`
  } else if (searchable) {
    choose = `<h2>Demo people</h2>
${featured.length ? personList(featured, hidden, 'Demo people') : '<p>The directory has no featured demo people.</p>'}
<h2>Someone else</h2>
<p class="lead">The directory holds ${people.length.toLocaleString('en')} people in all: search for anyone not listed above.</p>
${search}`
  } else {
    choose = `<h2>Choose a person</h2>\n${personList(ordered, hidden, 'People')}`
  }
  return layout(
    nonce,
    'Sign in · Innovation Award (demo)',
    `<h1>Sign in to Innovation Award (demo)</h1>
<p class="lead">This is the identity provider embedded in the demo, standing in for the organisation's real sign-in. There are no passwords: choose the person you want to act as. Each is shown with their role in the award.</p>
${choose}
<p class="footer"><a href="${escapeHtml(`${appOrigin}/`)}">Cancel and return to the app</a></p>`,
  )
}

function refusedPage(nonce: string, message: string): string {
  return layout(
    nonce,
    'Sign-in request refused · Innovation Award (demo)',
    `<h1>Sign-in request refused</h1>
<p>${escapeHtml(message)}</p>
<p class="lead">Nothing was sent anywhere. Go back to the app and start the sign-in again.</p>
<p class="footer"><a href="/">Go to the app</a></p>`,
  )
}

function signedOutPage(nonce: string, refusedTarget: boolean): string {
  return layout(
    nonce,
    'Signed out · Innovation Award (demo)',
    `<h1>You are signed out</h1>
<p>You have signed out of the Innovation Award demo.</p>
${refusedTarget ? '<p class="lead">The address the app asked to return to is not on this site, so you were not sent there.</p>\n' : ''}<p class="footer"><a href="/">Return to the app</a></p>`,
  )
}

function formPostPage(nonce: string, action: string, params: URLSearchParams): string {
  return layout(
    nonce,
    'Returning to Innovation Award (demo)',
    `<h1>Returning to the app…</h1>
<form method="post" action="${escapeHtml(action)}">${hiddenInputs(params.entries())}
<p class="lead">If nothing happens, continue yourself.</p>
<button type="submit" class="continue">Continue</button>
</form>`,
    `<script nonce="${nonce}">document.forms[0].submit()</script>`,
  )
}

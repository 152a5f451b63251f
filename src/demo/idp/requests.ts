import { createHash, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { msg } from '@lingui/core/macro'
import { DEMO_CLIENT_ID } from '@/config/demo-auth'
import { translate } from '@/i18n'

// Reading and checking what the app sends: the authorization request (refused outright when it
// could send the answer somewhere unsafe, otherwise answered with an OAuth error at the app's
// address), the request's host, form bodies, scopes and the PKCE check.

const MAX_BODY_BYTES = 64 * 1024

export type ResponseMode = 'query' | 'fragment' | 'form_post'

/** Where and how an authorization response (success or error) goes back to the app. */
export interface ReplyTarget {
  redirectUri: URL
  responseMode: ResponseMode
  state: string | undefined
}

export interface AuthorizeRequest extends ReplyTarget {
  scope: string
  nonce: string | undefined
  codeChallenge: string
}

export type ParsedAuthorize =
  | { kind: 'refused'; message: string }
  | { kind: 'error'; target: ReplyTarget; error: string; description: string }
  | { kind: 'ok'; request: AuthorizeRequest }

/** The parameters of an authorization request, in the order the sign-in page carries them on. */
export const AUTHORIZE_FIELDS = [
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

/** A request the provider cannot read; the endpoint answers it in its own way, with `status`. */
export class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

export function parseAuthorize(params: URLSearchParams, host: string): ParsedAuthorize {
  for (const field of AUTHORIZE_FIELDS) {
    if (params.getAll(field).length > 1)
      return {
        kind: 'refused',
        message: translate(msg`The sign-in request repeats the ${field} parameter.`),
      }
  }
  if (params.get('client_id') !== DEMO_CLIENT_ID) {
    const clientId = DEMO_CLIENT_ID
    return {
      kind: 'refused',
      message: translate(
        msg`The sign-in request names an unknown application (client_id must be "${clientId}").`,
      ),
    }
  }
  const redirectUri = sameHostUrl(params.get('redirect_uri') ?? '', host)
  if (!redirectUri || redirectUri.hash) {
    return {
      kind: 'refused',
      message: translate(
        msg`The sign-in request asks to return to an address outside this site, so it was not followed.`,
      ),
    }
  }
  const mode = params.get('response_mode') ?? 'query'
  if (mode !== 'query' && mode !== 'fragment' && mode !== 'form_post') {
    return {
      kind: 'refused',
      message: translate(msg`The sign-in request asks for an unsupported response_mode "${mode}".`),
    }
  }
  const target: ReplyTarget = {
    redirectUri,
    responseMode: mode,
    state: params.get('state') ?? undefined,
  }
  const protocolError = (error: string, description: string): ParsedAuthorize => ({
    kind: 'error',
    target,
    error,
    description,
  })

  if (params.get('response_type') !== 'code')
    return protocolError('unsupported_response_type', 'Only response_type=code is supported.')
  const codeChallenge = params.get('code_challenge') ?? ''
  if (
    params.get('code_challenge_method') !== 'S256' ||
    !/^[A-Za-z0-9_-]{43}$/.test(codeChallenge)
  ) {
    return protocolError(
      'invalid_request',
      'PKCE is required: send a code_challenge with code_challenge_method=S256.',
    )
  }
  const scope = parseScopes(params.get('scope') ?? '')
  if (scope.length === 0) return protocolError('invalid_scope', 'The scope parameter is required.')
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
export function requestHost(req: IncomingMessage): string | undefined {
  const raw = req.headers.host ?? ''
  if (!/^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/.test(raw)) return undefined
  try {
    return new URL(`http://${raw}`).host
  } catch {
    return undefined
  }
}

/** The URL when it is an absolute http(s) address on this very host; undefined for anything else. */
export function sameHostUrl(value: string, host: string): URL | undefined {
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

export function normalizeUri(value: string): string {
  try {
    return new URL(value).href
  } catch {
    return value
  }
}

export function parseScopes(value: string): string[] {
  return [...new Set(value.split(/\s+/).filter(Boolean))]
}

export function pkceMatches(verifier: string, challenge: string): boolean {
  if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier)) return false
  const computed = Buffer.from(createHash('sha256').update(verifier).digest('base64url'))
  const expected = Buffer.from(challenge)
  return computed.length === expected.length && timingSafeEqual(computed, expected)
}

export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase()
  if (type !== 'application/x-www-form-urlencoded')
    throw new RequestError(400, translate(msg`The body must be application/x-www-form-urlencoded.`))
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer)
    size += buffer.length
    if (size > MAX_BODY_BYTES)
      throw new RequestError(413, translate(msg`The request body is too large.`))
    chunks.push(buffer)
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

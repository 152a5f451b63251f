import type { IncomingMessage, ServerResponse } from 'node:http'
import { DEMO_IDP_PATH, demoAuthorityMetadata } from '@/config/demo-auth'
import { inLanguage } from '@/demo/handlers/language'
import { createEndpoints } from '@/demo/idp/endpoints'
import { signingKeyLoader } from '@/demo/idp/keys'
import type { DemoPerson } from '@/demo/idp/people'
import { readForm, RequestError, requestHost } from '@/demo/idp/requests'
import { sendJson, sendOAuthError, sendRefused } from '@/demo/idp/responses'
import {
  createTokenService,
  DEFAULT_TOKEN_LIFETIME_SECONDS,
  type VerifiedToken,
} from '@/demo/idp/tokens'
import { isLanguage, languageOf, type Language } from '@/i18n'

// The demo's identity provider: a small OpenID Connect provider for MSAL's redirect flow, standing
// in for the organisation's sign-in. This file routes its requests; the rest is one concern per
// file: requests.ts reads and checks what the app sends, endpoints.ts answers the protocol's
// endpoints, tokens.ts issues and verifies tokens with the key of keys.ts, pages.ts renders its
// HTML pages, responses.ts sends the answers, and people.ts describes who can be chosen.

export type { DemoPerson } from '@/demo/idp/people'
export type { VerifiedToken } from '@/demo/idp/tokens'

export interface DemoIdpOptions {
  listPeople: () => DemoPerson[] | Promise<DemoPerson[]>
  /** Where the signing key is kept (a private JWK); created with its folder on first use. In memory when absent. */
  keyFile?: string
  /** Lifetime of access and id tokens, default 3600. */
  tokenLifetimeSeconds?: number
  /** Clock in milliseconds, for tests. */
  now?: () => number
}

export interface DemoIdp {
  middleware(req: IncomingMessage, res: ServerResponse, next: () => void): void
  /** An access token for the API (audience DEMO_API_AUDIENCE), or for another resource such as the directory. */
  verifyAccessToken(token: string, audience?: string): Promise<VerifiedToken>
}

const ROUTES: Record<string, readonly string[]> = {
  '/.well-known/openid-configuration': ['GET', 'HEAD'],
  '/jwks': ['GET', 'HEAD'],
  '/authorize': ['GET', 'HEAD', 'POST'],
  '/token': ['POST'],
  '/logout': ['GET', 'HEAD'],
}

/**
 * The language of the provider's pages: the one the page's own switch link chose (`?lang=id`),
 * else the one the app asked for (OpenID Connect's `ui_locales`), else the browser's
 * Accept-Language; English by default.
 */
function pageLanguage(req: IncomingMessage, url: URL): Language {
  const chosen = url.searchParams.get('lang')
  if (isLanguage(chosen)) return chosen
  const asked = url.searchParams.get('ui_locales')
  if (asked) return languageOf(asked.trim().split(/\s+/).join(','))
  return languageOf(req.headers['accept-language'])
}

export function createDemoIdp(opts: DemoIdpOptions): DemoIdp {
  const now = opts.now ?? Date.now
  const tokenLifetime =
    opts.tokenLifetimeSeconds !== undefined &&
    Number.isFinite(opts.tokenLifetimeSeconds) &&
    opts.tokenLifetimeSeconds > 0
      ? Math.floor(opts.tokenLifetimeSeconds)
      : DEFAULT_TOKEN_LIFETIME_SECONDS
  const signingKey = signingKeyLoader(opts.keyFile)
  const tokens = createTokenService({ signingKey, now, tokenLifetime })
  const { showAuthorize, signIn, token, logout } = createEndpoints({
    listPeople: opts.listPeople,
    tokens,
    now,
  })

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
      const language = pageLanguage(req, new URL(req.url ?? '/', 'http://placeholder'))
      inLanguage(language, () => handle(req, res, next)).catch((error: unknown) => {
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
    verifyAccessToken: tokens.verifyAccessToken,
  }
}

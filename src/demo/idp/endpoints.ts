import type { ServerResponse } from 'node:http'
import type { JWTPayload } from 'jose'
import { msg } from '@lingui/core/macro'
import { DEMO_CLIENT_ID } from '@/config/demo-auth'
import { randomToken } from '@/demo/idp/keys'
import { fieldsOf, signedOutPage, signInPage } from '@/demo/idp/pages'
import { type DemoPerson, QUERY_MAX } from '@/demo/idp/people'
import {
  normalizeUri,
  parseAuthorize,
  parseScopes,
  pkceMatches,
  sameHostUrl,
} from '@/demo/idp/requests'
import {
  sendAuthorizationResponse,
  sendHtml,
  sendJson,
  sendOAuthError,
  sendRefused,
} from '@/demo/idp/responses'
import { clientInfo, type TokenService } from '@/demo/idp/tokens'
import { translate } from '@/i18n'

// The OAuth 2.0 / OpenID Connect endpoints of MSAL's redirect flow: the authorization endpoint
// (its sign-in page, and the chosen person posted back to it), the token endpoint (authorization
// code with PKCE, refresh token) and the end-session endpoint. Discovery and keys are answered by
// the router in idp.ts. An authorization code is kept in memory for five minutes and is good for
// one attempt.

const CODE_LIFETIME_MS = 5 * 60_000

interface IssuedCode {
  redirectUri: string
  codeChallenge: string
  nonce: string | undefined
  scope: string
  personId: string
  expiresAt: number
}

export interface Endpoints {
  /** GET /authorize: the sign-in page, or an error sent back to the app. */
  showAuthorize(res: ServerResponse, host: string, params: URLSearchParams): Promise<void>
  /** POST /authorize: the person chosen on the sign-in page; a code goes back to the app. */
  signIn(res: ServerResponse, host: string, form: URLSearchParams): Promise<void>
  /** POST /token. */
  token(res: ServerResponse, host: string, form: URLSearchParams): Promise<void>
  /** GET /logout. */
  logout(res: ServerResponse, host: string, params: URLSearchParams): void
}

export function createEndpoints(options: {
  listPeople: () => DemoPerson[] | Promise<DemoPerson[]>
  tokens: TokenService
  now: () => number
}): Endpoints {
  const { listPeople, tokens, now } = options
  const codes = new Map<string, IssuedCode>()

  async function findPerson(id: string): Promise<DemoPerson | undefined> {
    return (await listPeople()).find((person) => person.id === id)
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
    const people = await listPeople()
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
        translate(
          msg`The chosen person is not in the demo directory. Go back to the app and sign in again.`,
        ),
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
      return sendJson(res, 200, await tokens.issue(host, person, scopes, issued.nonce))
    }

    if (grantType === 'refresh_token') {
      const refreshToken = form.get('refresh_token')
      if (!refreshToken) return sendOAuthError(res, 'invalid_request', 'refresh_token is required.')
      let payload: JWTPayload
      try {
        payload = await tokens.verifyRefreshToken(refreshToken)
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
      return sendJson(res, 200, await tokens.issue(host, person, scopes, undefined))
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

  return { showAuthorize, signIn, token, logout }
}

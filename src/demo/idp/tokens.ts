import { type JWTPayload, jwtVerify, SignJWT } from 'jose'
import {
  DEMO_API_AUDIENCE,
  DEMO_CLIENT_ID,
  DEMO_IDP_PATH,
  DEMO_TENANT_ID,
  demoIssuer,
} from '@/config/demo-auth'
import type { DemoPerson } from '@/demo/idp/people'
import { ALG, randomToken, type SigningKey } from '@/demo/idp/keys'

// The tokens the provider issues and accepts: access, id and refresh tokens, all JWTs signed with
// the provider's key. A refresh token is a signed JWT too, so it survives a restart of the demo.

export const DEFAULT_TOKEN_LIFETIME_SECONDS = 3600
const REFRESH_TOKEN_LIFETIME_SECONDS = 14 * 24 * 3600
const ACCESS_TOKEN_TYPE = 'JWT'
// A distinct `typ` so a refresh token can never pass as an access or id token, and vice versa.
const REFRESH_TOKEN_TYPE = 'demo-refresh+jwt'
const GRAPH_RESOURCE = 'https://graph.microsoft.com'
const OIDC_SCOPES = new Set(['openid', 'profile', 'email', 'offline_access'])

export interface VerifiedToken {
  oid: string
  name: string
  email: string
  scopes: string[]
}

export interface TokenService {
  /** The token response of a successful grant (authorization code or refresh token). */
  issue(
    host: string,
    person: DemoPerson,
    scopes: string[],
    nonce: string | undefined,
  ): Promise<Record<string, string | number>>
  /** The refresh token's payload; throws when it is not a valid refresh token of this provider. */
  verifyRefreshToken(token: string): Promise<JWTPayload>
  /** An access token for the API (audience DEMO_API_AUDIENCE), or for another resource such as the directory. */
  verifyAccessToken(token: string, audience?: string): Promise<VerifiedToken>
}

export function createTokenService(options: {
  signingKey: () => Promise<SigningKey>
  now: () => number
  tokenLifetime: number
}): TokenService {
  const { signingKey, now, tokenLifetime } = options

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

  return {
    issue: issueTokens,
    verifyRefreshToken: (token) => verify(token, DEMO_CLIENT_ID, REFRESH_TOKEN_TYPE),
    verifyAccessToken,
  }
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

export function clientInfo(oid: string): string {
  return Buffer.from(JSON.stringify({ uid: oid, utid: DEMO_TENANT_ID })).toString('base64url')
}

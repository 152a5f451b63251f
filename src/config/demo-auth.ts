// The demo identity provider's public facts, shared by the app's demo configuration (browser) and
// the provider itself (src/demo/idp, Node), so they can never disagree. No Node APIs here.

export const DEMO_IDP_PATH = '/demo-idp'
/** The demo's mailbox: every e-mail the demo backend delivered, by recipient (docs/api.md "Notifications"). */
export const DEMO_MAILBOX_PATH = '/demo-mailbox'
export const DEMO_CLIENT_ID = 'innovation-award-demo'
export const DEMO_API_AUDIENCE = 'api://innovation-award-demo'
export const DEMO_TENANT_ID = '7b3f4c1e-0d2a-4e6b-9a51-2c7e8f9d0a11'

export interface DemoAuthorityMetadata {
  issuer: string
  authorization_endpoint: string
  token_endpoint: string
  end_session_endpoint: string
  jwks_uri: string
  response_types_supported: string[]
  response_modes_supported: string[]
  subject_types_supported: string[]
  id_token_signing_alg_values_supported: string[]
  scopes_supported: string[]
  code_challenge_methods_supported: string[]
  grant_types_supported: string[]
  token_endpoint_auth_methods_supported: string[]
}

/**
 * The issuer is https only because MSAL refuses an http authority; the provider itself is served
 * over plain http on the app's own host, which is why the endpoints below are http.
 */
export function demoIssuer(host: string): string {
  return `https://${host}${DEMO_IDP_PATH}`
}

export function demoAuthorityMetadata(host: string): DemoAuthorityMetadata {
  const base = `http://${host}${DEMO_IDP_PATH}`
  return {
    issuer: demoIssuer(host),
    authorization_endpoint: `${base}/authorize`,
    token_endpoint: `${base}/token`,
    end_session_endpoint: `${base}/logout`,
    jwks_uri: `${base}/jwks`,
    response_types_supported: ['code'],
    response_modes_supported: ['query', 'fragment', 'form_post'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    scopes_supported: [
      'openid',
      'profile',
      'email',
      'offline_access',
      `${DEMO_API_AUDIENCE}/access_as_user`,
    ],
    code_challenge_methods_supported: ['S256'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    token_endpoint_auth_methods_supported: ['none'],
  }
}

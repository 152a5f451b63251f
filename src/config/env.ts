import { DEMO_API_AUDIENCE, DEMO_CLIENT_ID, DEMO_IDP_PATH, demoAuthorityMetadata } from '@/config/demo-auth'

/** Everything the app reads from its build-time environment, validated once at start-up. */
export interface AppConfig {
  mode: 'demo' | 'production'
  apiBaseUrl: string
  auth: {
    clientId: string
    authority: string
    knownAuthorities: string[]
    /** Inline discovery document (demo only: its endpoints are plain http on this host). */
    authorityMetadata?: string
    apiScope: string
    graphScopes: string[]
    redirectUri: string
    postLogoutRedirectUri: string
  }
  graphBaseUrl: string
  assessmentRubricsUrl: string
  posterTemplateUrl: string
  presentationTemplateUrl: string
  titlePrefix: string
  defaultEventSlug: string
}

export type RawEnv = Record<string, string | boolean | undefined>

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`The app's configuration is incomplete: ${problems.join('; ')}`)
    this.name = 'ConfigError'
  }
}

const DEFAULT_GRAPH_SCOPES = ['User.Read', 'People.Read', 'User.ReadBasic.All']
export const DEFAULT_EVENT_SLUG = 'innovation-award'

function text(env: RawEnv, key: string): string {
  const value = env[key]
  return typeof value === 'string' ? value.trim() : ''
}

function isHttpUrl(value: string, httpsOnly = false): boolean {
  try {
    const url = new URL(value)
    return httpsOnly ? url.protocol === 'https:' : url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Reads the configuration. With no sign-in client id the app runs against the embedded demo;
 * otherwise every production value must be present and well formed, or a ConfigError names them.
 */
export function loadConfig(env: RawEnv, origin: string): AppConfig {
  const host = new URL(origin).host
  const titlePrefix = text(env, 'VITE_TITLE_PREFIX') || 'Innovation Award'
  const graphScopes = text(env, 'VITE_GRAPH_SCOPES') ? text(env, 'VITE_GRAPH_SCOPES').split(/[\s,]+/) : DEFAULT_GRAPH_SCOPES
  const clientId = text(env, 'VITE_AUTH_CLIENT_ID')

  if (!clientId) {
    return {
      mode: 'demo',
      apiBaseUrl: '',
      auth: {
        clientId: DEMO_CLIENT_ID,
        authority: `https://${host}${DEMO_IDP_PATH}`,
        knownAuthorities: [host],
        authorityMetadata: JSON.stringify(demoAuthorityMetadata(host)),
        apiScope: `${DEMO_API_AUDIENCE}/access_as_user`,
        graphScopes,
        redirectUri: `${origin}/`,
        postLogoutRedirectUri: `${origin}/`,
      },
      graphBaseUrl: `${origin}/demo-graph/v1.0`,
      assessmentRubricsUrl: text(env, 'VITE_ASSESSMENT_RUBRICS_URL') || '/demo-files/assessment-rubrics.html',
      posterTemplateUrl: text(env, 'VITE_POSTER_TEMPLATE_URL') || '/demo-files/templates.html',
      presentationTemplateUrl: text(env, 'VITE_PRESENTATION_TEMPLATE_URL') || '/demo-files/templates.html',
      titlePrefix,
      defaultEventSlug: DEFAULT_EVENT_SLUG,
    }
  }

  const problems: string[] = []
  const tenantId = text(env, 'VITE_AUTH_TENANT_ID')
  if (!GUID.test(clientId)) problems.push('VITE_AUTH_CLIENT_ID must be the application (client) id, a GUID')
  if (!tenantId) problems.push('VITE_AUTH_TENANT_ID is missing')
  else if (!GUID.test(tenantId) && !/^[a-z0-9.-]+\.[a-z]{2,}$/i.test(tenantId)) problems.push('VITE_AUTH_TENANT_ID must be a tenant GUID or a domain name')

  const authority = text(env, 'VITE_AUTH_AUTHORITY') || (tenantId ? `https://login.microsoftonline.com/${tenantId}` : '')
  if (text(env, 'VITE_AUTH_AUTHORITY') && !isHttpUrl(authority, true)) problems.push('VITE_AUTH_AUTHORITY must be an https URL')

  const apiScope = text(env, 'VITE_API_SCOPE')
  if (!apiScope) problems.push('VITE_API_SCOPE is missing')
  else if (!apiScope.endsWith('/access_as_user')) problems.push('VITE_API_SCOPE must end with /access_as_user')

  const apiBaseUrl = text(env, 'VITE_API_BASE_URL').replace(/\/+$/, '')
  if (apiBaseUrl && !isHttpUrl(apiBaseUrl)) problems.push('VITE_API_BASE_URL must be an http(s) URL, or empty for the same origin')

  const graphBaseUrl = (text(env, 'VITE_GRAPH_BASE_URL') || 'https://graph.microsoft.com/v1.0').replace(/\/+$/, '')
  if (!isHttpUrl(graphBaseUrl, true)) problems.push('VITE_GRAPH_BASE_URL must be an https URL')

  const links = ['VITE_ASSESSMENT_RUBRICS_URL', 'VITE_POSTER_TEMPLATE_URL', 'VITE_PRESENTATION_TEMPLATE_URL'] as const
  for (const key of links) {
    const value = text(env, key)
    if (!value) problems.push(`${key} is missing`)
    else if (!isHttpUrl(value)) problems.push(`${key} must be an http(s) URL`)
  }

  if (problems.length > 0) throw new ConfigError(problems)

  const authorityHost = URL.canParse(authority) ? new URL(authority).host : 'login.microsoftonline.com'
  return {
    mode: 'production',
    apiBaseUrl,
    auth: {
      clientId,
      authority,
      knownAuthorities: [authorityHost],
      apiScope,
      graphScopes,
      redirectUri: `${origin}/`,
      postLogoutRedirectUri: `${origin}/`,
    },
    graphBaseUrl,
    assessmentRubricsUrl: text(env, 'VITE_ASSESSMENT_RUBRICS_URL'),
    posterTemplateUrl: text(env, 'VITE_POSTER_TEMPLATE_URL'),
    presentationTemplateUrl: text(env, 'VITE_PRESENTATION_TEMPLATE_URL'),
    titlePrefix,
    defaultEventSlug: DEFAULT_EVENT_SLUG,
  }
}

let current: AppConfig | undefined

/**
 * The configuration in force, read from the build's environment on first use. At build time (the
 * static landing, src/app/static-landing.tsx) there is no window: what it shows does not use the origin.
 */
export function getConfig(): AppConfig {
  if (!current) current = loadConfig(import.meta.env as RawEnv, typeof window === 'undefined' ? 'http://localhost' : window.location.origin)
  return current
}

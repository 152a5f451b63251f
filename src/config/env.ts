import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import {
  DEMO_API_AUDIENCE,
  DEMO_CLIENT_ID,
  DEMO_IDP_PATH,
  demoAuthorityMetadata,
} from '@/config/demo-auth'
import { CONFIG_FILE_PATH, SETTINGS, type Setting } from '@/config/settings'
import { translate } from '@/i18n'

/** Everything the app reads from its configuration (/config.json, or .env in development), validated once at start-up. */
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

/** Where a configuration was read from: /config.json, or the build-time variables of `npm run dev`. */
export type ConfigSource = 'file' | 'environment'

/**
 * A configuration the app cannot start with. Its problems are messages, worded when read: the
 * configuration is read while the interface's messages are still loading, and the error page
 * shows them in the person's language once they are in (English in a script or on a server).
 */
export class ConfigError extends Error {
  constructor(
    /** What is wrong, one message each. */
    public readonly reasons: MessageDescriptor[],
    public readonly source: ConfigSource = 'file',
  ) {
    super()
    this.name = 'ConfigError'
  }

  /** The problems in the language in force now. */
  get problems(): string[] {
    return this.reasons.map((reason) => translate(reason))
  }

  override get message(): string {
    return this.problems.join('; ')
  }
}

const DEFAULT_GRAPH_SCOPES = ['User.Read', 'People.Read', 'User.ReadBasic.All']
export const DEFAULT_EVENT_SLUG = 'innovation-award'
// The award's name where a site sets none (`titlePrefix`): the event's proper name, which
// docs/glossary.md keeps untranslated, and a configured value like the one it stands for, the
// same in both languages. Not a message.
// eslint-disable-next-line lingui/no-unlocalized-strings
export const DEFAULT_TITLE_PREFIX = 'Innovation Award'

/** The settings once read from either source: text trimmed, the scopes a list, the demo flag a boolean. */
type Values = Partial<
  Omit<Record<Setting, string>, 'demo' | 'graphScopes'> & { demo: boolean; graphScopes: string[] }
>

function isHttpUrl(value: string, httpsOnly = false): boolean {
  try {
    const url = new URL(value)
    return httpsOnly
      ? url.protocol === 'https:'
      : url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

/** Browsers treat these hosts as secure over plain http, which is how a production set-up is tried locally. */
function isLoopback(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '127.0.0.1' ||
    hostname === '[::1]'
  )
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function splitScopes(value: string): string[] {
  return value.split(/[\s,]+/).filter(Boolean)
}

// The problems several settings share, one message each.
const missing = (setting: string) => msg`${setting} is missing`
const notHttps = (setting: string) => msg`${setting} must be an https URL`
const notBoolean = (setting: string) => msg`${setting} must be true or false`

/**
 * The one rule set for both sources. The embedded demo runs only when asked for; otherwise every
 * production value must be present and well formed, or a ConfigError names each one (by `name`,
 * the key as the deployer wrote it). `problems` may already hold what reading the source found.
 */
function validate(
  values: Values,
  name: (setting: Setting) => string,
  origin: string,
  source: ConfigSource,
  problems: MessageDescriptor[],
): AppConfig {
  const page = new URL(origin)
  const host = page.host
  const titlePrefix = values.titlePrefix || DEFAULT_TITLE_PREFIX
  const graphScopes = values.graphScopes?.length ? values.graphScopes : DEFAULT_GRAPH_SCOPES
  const clientId = values.clientId ?? ''
  const fail = () => new ConfigError(problems, source)

  const clientIdSetting = name('clientId')
  const demoSetting = name('demo')
  if (!clientId) {
    if (!values.demo)
      problems.push(
        msg`${clientIdSetting} is missing (to run the embedded demo instead, set ${demoSetting} to true)`,
      )
    if (problems.length > 0) throw fail()
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
      assessmentRubricsUrl: values.assessmentRubricsUrl || '/demo-files/assessment-rubrics.html',
      posterTemplateUrl: values.posterTemplateUrl || '/demo-files/templates.html',
      presentationTemplateUrl: values.presentationTemplateUrl || '/demo-files/templates.html',
      titlePrefix,
      defaultEventSlug: DEFAULT_EVENT_SLUG,
    }
  }

  if (values.demo)
    problems.push(
      msg`${demoSetting} asks for the embedded demo, but ${clientIdSetting} is set: remove one of them`,
    )
  // Sign-in needs a secure page; an empty API base then means the same, secure, origin.
  if (page.protocol !== 'https:' && !isLoopback(page.hostname))
    problems.push(msg`the app must be served over https in production, not from ${origin}`)

  const tenantId = values.tenantId ?? ''
  if (!GUID.test(clientId))
    problems.push(msg`${clientIdSetting} must be the application (client) id, a GUID`)
  const tenantIdSetting = name('tenantId')
  if (!tenantId) problems.push(missing(tenantIdSetting))
  else if (!GUID.test(tenantId) && !/^[a-z0-9.-]+\.[a-z]{2,}$/i.test(tenantId))
    problems.push(msg`${tenantIdSetting} must be a tenant GUID or a domain name`)

  const authority =
    values.authority || (tenantId ? `https://login.microsoftonline.com/${tenantId}` : '')
  if (values.authority && !isHttpUrl(authority, true)) problems.push(notHttps(name('authority')))

  const apiScope = values.apiScope ?? ''
  const apiScopeSetting = name('apiScope')
  if (!apiScope) problems.push(missing(apiScopeSetting))
  else if (!apiScope.endsWith('/access_as_user'))
    problems.push(msg`${apiScopeSetting} must end with /access_as_user`)

  const apiBaseUrl = (values.apiBaseUrl ?? '').replace(/\/+$/, '')
  const apiBaseUrlSetting = name('apiBaseUrl')
  if (apiBaseUrl && !isHttpUrl(apiBaseUrl, true))
    problems.push(msg`${apiBaseUrlSetting} must be an https URL, or empty for the same origin`)

  const graphBaseUrl = (values.graphBaseUrl || 'https://graph.microsoft.com/v1.0').replace(
    /\/+$/,
    '',
  )
  if (!isHttpUrl(graphBaseUrl, true)) problems.push(notHttps(name('graphBaseUrl')))

  const links = ['assessmentRubricsUrl', 'posterTemplateUrl', 'presentationTemplateUrl'] as const
  for (const setting of links) {
    const value = values[setting]
    const linkSetting = name(setting)
    if (!value) problems.push(missing(linkSetting))
    else if (!isHttpUrl(value)) problems.push(msg`${linkSetting} must be an http(s) URL`)
  }

  if (problems.length > 0) throw fail()

  const authorityHost = URL.canParse(authority)
    ? new URL(authority).host
    : 'login.microsoftonline.com'
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
    assessmentRubricsUrl: values.assessmentRubricsUrl!,
    posterTemplateUrl: values.posterTemplateUrl!,
    presentationTemplateUrl: values.presentationTemplateUrl!,
    titlePrefix,
    defaultEventSlug: DEFAULT_EVENT_SLUG,
  }
}

/** Reads the build-time variables (VITE_*, from .env): how `npm run dev` is configured when no /config.json is served. */
export function loadConfig(env: RawEnv, origin: string): AppConfig {
  const text = (key: string) => {
    const value = env[key]
    return typeof value === 'string' ? value.trim() : ''
  }
  const problems: MessageDescriptor[] = []
  const values: Values = {}
  for (const setting of Object.keys(SETTINGS) as Setting[]) {
    const value = text(SETTINGS[setting])
    if (!value) continue
    if (setting === 'demo') {
      if (value === 'true' || value === 'false') values.demo = value === 'true'
      else problems.push(notBoolean(SETTINGS.demo))
    } else if (setting === 'graphScopes') values.graphScopes = splitScopes(value)
    else values[setting] = value
  }
  return validate(values, (setting) => SETTINGS[setting], origin, 'environment', problems)
}

/**
 * Reads the parsed /config.json: one JSON object whose keys are the settings (SETTINGS). Text
 * values are strings, `demo` is true or false, `graphScopes` a list (or one space-separated
 * string); null is the same as leaving a setting out. A key that is not a setting is a problem
 * too: a misspelt optional setting would otherwise fall back to its default without a word.
 */
export function loadConfigFile(file: unknown, origin: string): AppConfig {
  if (typeof file !== 'object' || file === null || Array.isArray(file)) {
    const path = CONFIG_FILE_PATH
    const objectFormat = '{ "clientId": "…", … }'
    throw new ConfigError(
      [msg`${path} must hold one JSON object of settings: ${objectFormat}`],
      'file',
    )
  }
  const problems: MessageDescriptor[] = []
  const values: Values = {}
  for (const [key, value] of Object.entries(file)) {
    if (!Object.hasOwn(SETTINGS, key)) {
      problems.push(msg`${key} is not a setting (check its spelling against config.example.json)`)
      continue
    }
    const setting = key as Setting
    if (value === null) continue
    if (setting === 'demo') {
      if (typeof value === 'boolean') values.demo = value
      else problems.push(msg`${setting} must be true or false (without quotes)`)
    } else if (setting === 'graphScopes') {
      if (typeof value === 'string') values.graphScopes = splitScopes(value)
      else if (Array.isArray(value) && value.every((scope) => typeof scope === 'string'))
        values.graphScopes = value.flatMap(splitScopes)
      else
        problems.push(
          msg`${setting} must be a list of scopes, such as ["User.Read", "People.Read"]`,
        )
    } else if (typeof value === 'string') {
      const trimmed = value.trim()
      if (trimmed) values[setting] = trimmed
    } else problems.push(msg`${setting} must be text, in quotes`)
  }
  return validate(values, (setting) => setting, origin, 'file', problems)
}

let current: AppConfig | undefined

/** Puts the configuration read at start-up (src/main.tsx) in force. */
export function setConfig(config: AppConfig): void {
  current = config
}

/**
 * The configuration in force. It is read once, at start-up, before anything that needs it renders:
 * asking earlier is a mistake in the code, not a state to show.
 */
export function getConfig(): AppConfig {
  if (!current)
    throw new Error(
      'The configuration is read at start-up, before the app renders: nothing may ask for it earlier',
    )
  return current
}

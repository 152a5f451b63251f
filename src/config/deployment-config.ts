import { ConfigError, loadConfig, type AppConfig, type RawEnv } from '@/config/env'

// The configuration the headers and host configurations are built from, on the Node side: the
// build's own (its environment) or a deployment's config file. Loaded through Vite's module
// runner (vite.config.ts, scripts/host-config.mjs), which knows the `@/` alias.

const ORIGIN = 'http://localhost'

/** The build's configuration; an incomplete one gets the same-origin policy (the app then only shows what is missing). */
export function buildTimeConfig(env: RawEnv): AppConfig {
  try {
    return loadConfig(env, ORIGIN)
  } catch (error) {
    if (error instanceof ConfigError) return loadConfig({}, ORIGIN)
    throw error
  }
}

/** A config file's keys, by the environment variable each stands for. */
const FILE_KEYS: Record<string, string> = {
  apiBaseUrl: 'VITE_API_BASE_URL',
  tenantId: 'VITE_AUTH_TENANT_ID',
  clientId: 'VITE_AUTH_CLIENT_ID',
  authority: 'VITE_AUTH_AUTHORITY',
  apiScope: 'VITE_API_SCOPE',
  graphScopes: 'VITE_GRAPH_SCOPES',
  graphBaseUrl: 'VITE_GRAPH_BASE_URL',
  assessmentRubricsUrl: 'VITE_ASSESSMENT_RUBRICS_URL',
  posterTemplateUrl: 'VITE_POSTER_TEMPLATE_URL',
  presentationTemplateUrl: 'VITE_PRESENTATION_TEMPLATE_URL',
  titlePrefix: 'VITE_TITLE_PREFIX',
}

/**
 * A deployment's config file (the /config.json the site is configured with), validated as the app
 * validates it: a file the app would refuse is refused here too (ConfigError names the problems).
 * `"demo": true`, or no client id, is the demo.
 */
export function appConfigFromFile(file: unknown): AppConfig {
  if (typeof file !== 'object' || file === null || Array.isArray(file)) throw new ConfigError(['the config file must hold a JSON object'])
  const env: RawEnv = {}
  for (const [key, value] of Object.entries(file as Record<string, unknown>)) {
    const name = FILE_KEYS[key] ?? (key.startsWith('VITE_') ? key : undefined)
    if (!name) continue
    if (typeof value === 'string') env[name] = value
    else if (Array.isArray(value)) env[name] = value.join(' ')
  }
  if ((file as { demo?: unknown }).demo === true) delete env.VITE_AUTH_CLIENT_ID
  return loadConfig(env, ORIGIN)
}

// The app's settings by their two names: the key in /config.json, which a deployed site is
// configured with, and the build-time variable that `npm run dev` reads from .env. No imports and
// no browser or Node APIs here: vite.config.ts (through the demo backend's plugin) reads it too.

export const SETTINGS = {
  demo: 'VITE_DEMO',
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
} as const

export type Setting = keyof typeof SETTINGS

/** Where the app reads its configuration from: /config.json beside index.html. */
export const CONFIG_FILE_PATH = '/config.json'

/** The settings the embedded demo reads; the others belong to a real sign-in and API. */
const DEMO_SETTINGS = [
  'titlePrefix',
  'graphScopes',
  'assessmentRubricsUrl',
  'posterTemplateUrl',
  'presentationTemplateUrl',
] as const

/**
 * The /config.json the demo servers answer with: it asks for the demo, with whichever of the
 * demo's settings the build-time variables (.env) give, so they keep working in development.
 */
export function demoConfigFile(env: Record<string, string | undefined>): Record<string, unknown> {
  const file: Record<string, unknown> = { demo: true }
  for (const setting of DEMO_SETTINGS) {
    const value = env[SETTINGS[setting]]?.trim()
    if (!value) continue
    file[setting] = setting === 'graphScopes' ? value.split(/[\s,]+/) : value
  }
  return file
}

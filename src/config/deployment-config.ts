import { ConfigError, loadConfig, loadConfigFile, type AppConfig, type RawEnv } from '@/config/env'
import { demoConfigFile } from '@/config/settings'

// The configuration the headers and host configurations are built from, on the Node side: the one
// the dev and preview servers answer /config.json with, or a deployment's config file. Loaded
// through Vite's module runner (vite.config.ts, scripts/host-config.mjs), which knows the `@/` alias.

const ORIGIN = 'http://localhost'

/**
 * The configuration the dev and preview servers run the app with: the demo's file when no sign-in
 * client is set (what they serve at /config.json), otherwise the build-time variables (.env) of
 * `npm run dev` against a real API. An incomplete one gets the demo's same-origin policy: the app
 * then only shows the page naming what is missing.
 */
export function buildTimeConfig(env: RawEnv): AppConfig {
  const text = (key: string) => (typeof env[key] === 'string' ? (env[key] as string) : undefined)
  const demoFile = demoConfigFile(
    Object.fromEntries(Object.keys(env).map((key) => [key, text(key)])),
  )
  if (!text('VITE_AUTH_CLIENT_ID')?.trim()) return loadConfigFile(demoFile, ORIGIN)
  try {
    return loadConfig(env, ORIGIN)
  } catch (error) {
    if (error instanceof ConfigError) return loadConfigFile(demoFile, ORIGIN)
    throw error
  }
}

/**
 * A deployment's config file (the /config.json the site is configured with), validated exactly as
 * the app validates it at start: a file the app would refuse is refused here too (ConfigError names
 * the problems).
 */
export function appConfigFromFile(file: unknown): AppConfig {
  return loadConfigFile(file, ORIGIN)
}

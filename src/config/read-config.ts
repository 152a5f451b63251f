import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ConfigError, loadConfig, loadConfigFile, type AppConfig, type RawEnv } from '@/config/env'
import { CONFIG_FILE_PATH } from '@/config/settings'

/**
 * The last configuration this device read from the server, kept in the Cache Storage so the app
 * also starts offline. The page keeps it itself rather than leaving it to the service worker: the
 * first visit reads /config.json before the worker is installed, and a copy must exist by then.
 */
const KEPT_COPY = 'innovation-award-config'

async function keptCopy(): Promise<unknown> {
  try {
    const response = await (await caches.open(KEPT_COPY)).match(CONFIG_FILE_PATH)
    return response ? await response.json() : undefined
  } catch {
    return undefined // No Cache Storage (an insecure page, a blocked storage): no copy.
  }
}

async function keepCopy(text: string): Promise<void> {
  try {
    await (
      await caches.open(KEPT_COPY)
    ).put(CONFIG_FILE_PATH, new Response(text, { headers: { 'Content-Type': 'application/json' } }))
  } catch {
    // Without Cache Storage the app simply needs the network to start.
  }
}

// The sentence below in English, for a page that could not load the messages (see next).
const CONFIG_UNREACHABLE_IN_ENGLISH = `The app’s settings (${CONFIG_FILE_PATH}) could not be loaded: the server cannot be reached, and this device has no copy from an earlier visit.`

/**
 * The server could not be reached and this device keeps no copy of the settings: the app cannot
 * start, though nothing is wrong with its configuration. Its sentence is a message of the
 * configuration's catalog, which the landing never loads: the start's failure page loads it on
 * this path only. The English one stays for the console, and for a page that could not load the
 * messages either (an unreachable server may well answer nothing else).
 */
export class ConfigUnreachableError extends Error {
  /** What happened, worded in the language shown once the configuration's messages are in. */
  readonly reason: MessageDescriptor

  constructor() {
    super(CONFIG_UNREACHABLE_IN_ENGLISH)
    const path = CONFIG_FILE_PATH
    this.name = 'ConfigUnreachableError'
    this.reason = msg`The app’s settings (${path}) could not be loaded: the server cannot be reached, and this device has no copy from an earlier visit.`
  }
}

/**
 * Reads the configuration at start-up from /config.json, beside index.html, so one build serves
 * every environment. Always asked of the server (a change there takes effect on the next start);
 * without a network, the copy kept from the last start. A missing, unreadable or invalid file is a
 * ConfigError naming what is wrong; no network and no copy, a ConfigUnreachableError. Under
 * `npm run dev` a missing file means the build-time variables (.env) configure the app instead.
 */
export async function readConfig(origin: string = window.location.origin): Promise<AppConfig> {
  let response: Response
  try {
    response = await fetch(CONFIG_FILE_PATH, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    })
  } catch {
    const kept = await keptCopy()
    if (kept !== undefined) return loadConfigFile(kept, origin)
    throw new ConfigUnreachableError()
  }

  // A host that answers every unknown path with index.html (a single-page app's fallback) answers a web page.
  const webPage = response.ok && (response.headers.get('Content-Type') ?? '').includes('text/html')
  const path = CONFIG_FILE_PATH
  if (response.status === 404 || webPage) {
    if (import.meta.env.DEV) return loadConfig(import.meta.env as RawEnv, origin)
    throw new ConfigError([
      msg`${path} is missing: place it beside index.html (config.example.json, also there, shows every setting)`,
    ])
  }
  const status = response.status
  if (!response.ok)
    throw new ConfigError([msg`${path} could not be read: the server answered ${status}`])

  const text = await response.text()
  let file: unknown
  try {
    file = JSON.parse(text)
  } catch (error) {
    // The browser's own words for what is wrong, as it gives them.
    const reason = error instanceof Error ? error.message : String(error)
    throw new ConfigError([msg`${path} is not valid JSON (${reason})`])
  }
  const config = loadConfigFile(file, origin)
  await keepCopy(text)
  return config
}

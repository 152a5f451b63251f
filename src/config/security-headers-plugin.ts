import { randomBytes } from 'node:crypto'
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { dirname, join, relative, resolve } from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'
import { writeHostConfigs } from './host-config.ts'
import { cacheControlFor, securityHeaders, type HeaderConfig } from './security-headers.ts'

// Loaded by vite.config.ts, whose bundler does not know the `@/` alias: relative imports only.

/**
 * What Vite's `html.cspNonce` writes into the dev server's page; replaced in each answer by that
 * request's own nonce, which its Content-Security-Policy names. A fixed nonce would be no nonce.
 */
export const DEV_NONCE_PLACEHOLDER = 'dev-csp-nonce-placeholder'

function setHeaders(
  req: IncomingMessage,
  res: ServerResponse,
  headers: Record<string, string>,
): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
  const cacheControl = cacheControlFor((req.url ?? '/').split('?')[0] ?? '/')
  if (cacheControl) res.setHeader('Cache-Control', cacheControl)
}

/** Where the build writes the host configurations and the source maps: beside dist/, never served. */
export const HOST_CONFIG_DIR = 'dist-host'
export const SOURCE_MAPS_DIR = 'dist-maps'

/** Moves every .map file under `from` to the same place under `to` (emptied first), and returns how many. */
export function moveSourceMaps(from: string, to: string): number {
  rmSync(to, { recursive: true, force: true })
  let moved = 0
  for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.map')) continue
    const file = join(entry.parentPath, entry.name)
    const target = join(to, relative(from, file))
    mkdirSync(dirname(target), { recursive: true })
    renameSync(file, target)
    moved += 1
  }
  return moved
}

/**
 * Sends the app's headers (src/config/security-headers.ts) on every answer of `vite preview`
 * (`npm start`, the browser tests) and the dev server. They are set first, so an answer that
 * names its own (the API's Cache-Control, the demo sign-in page's policy, an uploaded file's
 * sandbox) replaces them. The dev server's policy adds a nonce per request for the inline script
 * and styles Vite's dev page needs; the built app needs none.
 */
export function securityHeadersPlugin(loadConfig: () => Promise<HeaderConfig>): Plugin {
  let config: Promise<HeaderConfig> | undefined
  const current = () => (config ??= loadConfig())
  let resolved: ResolvedConfig
  return {
    name: 'innovation-award:security-headers',
    configResolved(value) {
      resolved = value
    },
    /**
     * After a build: the host configurations for the configuration it was built with, and its source
     * maps (hidden: no file names them) moved out of what is served, kept for error reports.
     */
    async closeBundle() {
      if (resolved.command !== 'build' || resolved.build.ssr) return
      const outDir = resolve(resolved.root, resolved.build.outDir)
      writeHostConfigs(await current(), resolve(resolved.root, HOST_CONFIG_DIR), { root: outDir })
      moveSourceMaps(outDir, resolve(resolved.root, SOURCE_MAPS_DIR))
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        current().then((loaded) => {
          const nonce = randomBytes(16).toString('base64')
          setHeaders(req, res, securityHeaders(loaded, { nonce }))
          // A page is never revalidated into a cached copy: that copy's nonce is not this answer's.
          if (req.headers.accept?.includes('text/html')) delete req.headers['if-none-match']
          const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse
          res.end = ((chunk?: unknown, ...rest: unknown[]) => {
            if (typeof chunk !== 'string' || !chunk.includes(DEV_NONCE_PLACEHOLDER))
              return end(chunk, ...rest)
            if (!res.headersSent) {
              res.removeHeader('Etag')
              res.setHeader('Cache-Control', 'no-store')
            }
            return end(chunk.replaceAll(DEV_NONCE_PLACEHOLDER, nonce), ...rest)
          }) as ServerResponse['end']
          next()
        }, next)
      })
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        current().then((loaded) => {
          setHeaders(req, res, securityHeaders(loaded))
          next()
        }, next)
      })
    },
  }
}

import { existsSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { runnerImport, type Plugin } from 'vite'
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- loaded by vite.config.ts, which knows no alias
import { i18nPlugins } from '../../i18n/vite-plugins.ts'

// This file is loaded by vite.config.ts, whose bundler does not know the `@/` alias, so it imports
// nothing from src/. The demo backend itself is loaded through Vite's module runner, which does.

type Next = (error?: unknown) => void
type Middleware = (req: IncomingMessage, res: ServerResponse, next: Next) => void

const SRC = fileURLToPath(new URL('../..', import.meta.url))
const MIDDLEWARE = fileURLToPath(new URL('./middleware.ts', import.meta.url))

/** The app's configuration file as the demo servers answer it: its path and what it holds. */
export interface DemoConfigFile {
  path: string
  content: Record<string, unknown>
}

/**
 * Answers the configuration file with the demo's (which asks for the demo), unless the built site
 * holds one of its own: a real file always wins, so a deployer can try theirs with `vite preview`.
 */
function serveConfigFile(configFile: DemoConfigFile, folder?: () => string): Middleware {
  const body = JSON.stringify(configFile.content, null, 2)
  return (req, res, next) => {
    const pathname = (req.url ?? '').split('?')[0]
    if (pathname !== configFile.path || (folder && existsSync(join(folder(), configFile.path))))
      return next()
    res.statusCode = 200
    res.setHeader('Content-Type', 'application/json; charset=utf-8')
    res.setHeader('Cache-Control', 'no-cache')
    res.end(req.method === 'HEAD' ? undefined : body)
  }
}

/**
 * Mounts the demo backend (API, identity provider, demo files) on the dev and preview servers,
 * with the /config.json that asks the app for the demo (`configFile`, see demoConfigFile).
 */
export function demoBackend(configFile: DemoConfigFile): Plugin {
  let loading: Promise<Middleware> | undefined
  const load = () =>
    (loading ??= runnerImport<{ createDemoMiddleware: () => Middleware }>(MIDDLEWARE, {
      configFile: false,
      logLevel: 'warn',
      resolve: { alias: { '@/': SRC } },
      plugins: i18nPlugins(),
    }).then(({ module }) => module.createDemoMiddleware()))

  const mount = (add: (middleware: Middleware) => void) => {
    void load()
    add((req, res, next) => {
      load().then((middleware) => middleware(req, res, next), next)
    })
  }

  return {
    name: 'innovation-award-demo-backend',
    configureServer(server) {
      server.middlewares.use(serveConfigFile(configFile))
      mount((m) => server.middlewares.use(m))
    },
    configurePreviewServer(server) {
      server.middlewares.use(
        serveConfigFile(configFile, () => resolve(server.config.root, server.config.build.outDir)),
      )
      mount((m) => server.middlewares.use(m))
    },
  }
}

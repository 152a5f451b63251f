import type { IncomingMessage, ServerResponse } from 'node:http'
import { fileURLToPath } from 'node:url'
import { runnerImport, type Plugin } from 'vite'

// This file is loaded by vite.config.ts, whose bundler does not know the `@/` alias, so it imports
// nothing from src/. The demo backend itself is loaded through Vite's module runner, which does.

type Next = (error?: unknown) => void
type Middleware = (req: IncomingMessage, res: ServerResponse, next: Next) => void

const SRC = fileURLToPath(new URL('../..', import.meta.url))
const MIDDLEWARE = fileURLToPath(new URL('./middleware.ts', import.meta.url))

/** Mounts the demo backend (API, identity provider, demo files) on the dev and preview servers. */
export function demoBackend(): Plugin {
  let loading: Promise<Middleware> | undefined
  const load = () =>
    (loading ??= runnerImport<{ createDemoMiddleware: () => Middleware }>(MIDDLEWARE, {
      configFile: false,
      logLevel: 'warn',
      resolve: { alias: { '@/': SRC } },
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
      mount((m) => server.middlewares.use(m))
    },
    configurePreviewServer(server) {
      mount((m) => server.middlewares.use(m))
    },
  }
}

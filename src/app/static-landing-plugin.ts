import { fileURLToPath } from 'node:url'
import { createServer, type Plugin, type ResolvedConfig } from 'vite'
import type { staticLandingHtml } from './static-landing'

/**
 * Writes the signed-out landing into the built index.html (src/app/static-landing.tsx), rendered
 * from the app's own components through Vite's SSR module loading, with the build's mode, .env
 * and aliases.
 */
export function staticLanding(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'innovation-award:static-landing',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    async transformIndexHtml(html) {
      const root = '<div id="root"></div>'
      if (!html.includes(root)) throw new Error(`index.html has no ${root} to write the static landing into`)
      const server = await createServer({
        configFile: false,
        root: config.root,
        mode: config.mode,
        envDir: config.envDir,
        resolve: { alias: config.resolve.alias },
        // react-bootstrap's CommonJS build exports some components as `default` beside other names: load its ES modules.
        ssr: { noExternal: ['react-bootstrap'] },
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
        logLevel: 'error',
      })
      try {
        const module = (await server.ssrLoadModule(fileURLToPath(new URL('./static-landing.tsx', import.meta.url)))) as {
          staticLandingHtml: typeof staticLandingHtml
        }
        return html.replace(root, `<div id="root">${module.staticLandingHtml()}</div>`)
      } finally {
        await server.close()
      }
    },
  }
}

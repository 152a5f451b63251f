import { createHash } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { createServer, type Plugin, type ResolvedConfig } from 'vite'
import { i18nPlugins } from '../i18n/vite-plugins.ts'
import type { staticLandingHtml, staticLandingScript } from './static-landing'

/**
 * Writes the signed-out landing into the built index.html (src/app/static-landing.tsx), rendered
 * from the app's own components through Vite's SSR module loading, with the build's mode, .env
 * and aliases. Its check runs from a small file of its own under assets/ (named by its content, so
 * cached like the rest), loaded by a plain script element right after it: it runs before the
 * first paint, and the page has no inline script for a Content-Security-Policy to refuse.
 */
export function staticLanding(): Plugin {
  let config: ResolvedConfig
  let script: { fileName: string; source: string } | undefined
  return {
    name: 'innovation-award:static-landing',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    async transformIndexHtml(html) {
      const root = '<div id="root"></div>'
      if (!html.includes(root))
        throw new Error(`index.html has no ${root} to write the static landing into`)
      const server = await createServer({
        configFile: false,
        root: config.root,
        mode: config.mode,
        envDir: config.envDir,
        resolve: { alias: config.resolve.alias },
        plugins: i18nPlugins(),
        // react-bootstrap's CommonJS build exports some components as `default` beside other names: load its ES modules.
        ssr: { noExternal: ['react-bootstrap'] },
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
        logLevel: 'error',
      })
      try {
        const module = (await server.ssrLoadModule(
          fileURLToPath(new URL('./static-landing.tsx', import.meta.url)),
        )) as {
          staticLandingHtml: typeof staticLandingHtml
          staticLandingScript: typeof staticLandingScript
        }
        const markup = await module.staticLandingHtml()
        if (!markup) return html
        const source = module.staticLandingScript()
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8)
        script = { fileName: `${config.build.assetsDir}/static-landing-${hash}.js`, source }
        return html.replace(
          root,
          `<div id="root">${markup}<script src="${config.base}${script.fileName}"></script></div>`,
        )
      } finally {
        await server.close()
      }
    },
    // After index.html is written (Vite's own HTML step runs before plugins' "post" hooks).
    generateBundle: {
      order: 'post',
      handler() {
        if (script)
          this.emitFile({ type: 'asset', fileName: script.fileName, source: script.source })
      },
    },
  }
}

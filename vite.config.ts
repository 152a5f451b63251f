import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, runnerImport, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { areaChunkNames, LATER_SIZES } from './src/app/area-chunks.ts'
import { staticLanding } from './src/app/static-landing-plugin.ts'
import type { AppConfig, RawEnv } from './src/config/env.ts'
import { API_PATH_PREFIXES } from './src/config/security-headers.ts'
import {
  DEV_NONCE_PLACEHOLDER,
  securityHeadersPlugin,
} from './src/config/security-headers-plugin.ts'
import { CONFIG_FILE_PATH, demoConfigFile } from './src/config/settings.ts'
import { demoBackend } from './src/demo/server/vite-plugin.ts'
import { i18nPlugins } from './src/i18n/vite-plugins.ts'
import { messagePartsCheck } from './src/i18n/message-parts-plugin.ts'
import { LANGUAGES } from './src/i18n/languages.ts'
import {
  catalogPart,
  partChunkName,
  READER_FILES,
  readerChunkName,
  type CatalogPart,
} from './src/i18n/catalog-parts.ts'
import { readerMessagesId } from './src/i18n/reader-messages-plugin.ts'

// The API's paths, and the demo's own (sign-in, directory, files): never the app's page.
const PASSTHROUGH = [
  ...API_PATH_PREFIXES.map((prefix) => new RegExp(`^${prefix.replace(/[/]/g, '\\/')}`)),
  /^\/demo-/,
]

const SRC = fileURLToPath(new URL('./src/', import.meta.url))
// Every screen behind the landing loads it: it rides with the code the signed-in screens share.
const SCREEN_STYLES = fileURLToPath(new URL('./src/components/screen-styles.ts', import.meta.url))
// The confirmation dialog: no question is asked before a screen behind the landing is open.
const CONFIRM_DIALOG = fileURLToPath(
  new URL('./src/components/feedback/confirm-dialog.tsx', import.meta.url),
)
const ENTRY = fileURLToPath(new URL('./src/main.tsx', import.meta.url))
const ROUTER = fileURLToPath(new URL('./src/app/router.tsx', import.meta.url))
const DEPLOYMENT_CONFIG = fileURLToPath(
  new URL('./src/config/deployment-config.ts', import.meta.url),
)

/**
 * The interface's messages, one file per language and part (src/i18n/catalog-parts.ts): the
 * signed-out pages' messages, the configuration's problems, those every area's screens show, and
 * the servers'; and one file per language and reader (an area, the sign-in pages, the other
 * screens outside the areas) with the other catalogs its screens show. A language's files are
 * never loaded by a person reading the other one, nor an area's by a person in another area.
 */
const CATALOGS = readdirSync(new URL('./src/locales/en/', import.meta.url))
  .filter((file) => file.endsWith('.po'))
  .map((file) => file.replace(/\.po$/, ''))
const messageChunks = LANGUAGES.flatMap((language) => {
  const folder = `src[\\/]locales[\\/]${language}[\\/]`
  const parts = new Map<CatalogPart, string[]>()
  for (const catalog of CATALOGS) {
    const part = catalogPart(catalog)
    parts.set(part, [...(parts.get(part) ?? []), catalog])
  }
  return [...parts].map(([part, catalogs]) => ({
    name: partChunkName(language, part),
    test: new RegExp(`${folder}(?:${catalogs.join('|')})\\.po$`),
    priority: 60,
  }))
})
const readerChunks = LANGUAGES.flatMap((language) =>
  READER_FILES.map((file) => ({
    name: readerChunkName(language, file),
    test: new RegExp(`^${readerMessagesId(language, file).replace(/[/]/g, '\\/')}$`),
    priority: 60,
  })),
)

/** The configuration the dev and preview servers' headers are built from: the one they run the app with. */
async function headerConfig(env: RawEnv): Promise<AppConfig> {
  const { module } = await runnerImport<{ buildTimeConfig: (env: RawEnv) => AppConfig }>(
    DEPLOYMENT_CONFIG,
    {
      configFile: false,
      logLevel: 'warn',
      resolve: { alias: { '@/': SRC } },
      // The configuration's problems are the interface's messages (Lingui's macros).
      plugins: i18nPlugins(),
    },
  )
  return module.buildTimeConfig(env)
}

/**
 * The build is the same for every environment: each site reads its own /config.json, placed beside
 * index.html when deploying. A config.json in public/ would be copied into every build: refused.
 */
function noConfigInBuild(): Plugin {
  return {
    name: 'innovation-award:no-config-in-build',
    apply: 'build',
    buildStart() {
      const file = new URL('./public/config.json', import.meta.url)
      if (existsSync(file))
        this.error(
          'public/config.json would be copied into dist/: a build carries no configuration. Remove it (config.example.json shows the format).',
        )
    },
  }
}

/**
 * The API's OpenAPI document, published with the build (dist/swagger/v1/swagger.json) so a backend
 * team can take it; the servers answer the same path themselves (src/contract/serve.ts).
 */
function openApiDocument(): Plugin {
  return {
    name: 'innovation-award:openapi-document',
    apply: 'build',
    async generateBundle() {
      const { module } = await runnerImport<{ documentText: () => Promise<string> }>(
        fileURLToPath(new URL('./src/contract/serve.ts', import.meta.url)),
        {
          configFile: false,
          logLevel: 'warn',
          resolve: { alias: { '@/': SRC } },
          // The contract's schemas carry the interface's messages (Lingui's macros).
          plugins: i18nPlugins(),
        },
      )
      this.emitFile({
        type: 'asset',
        fileName: 'swagger/v1/swagger.json',
        source: await module.documentText(),
      })
    },
  }
}

export default defineConfig(({ command, mode, isPreview }) => {
  const env = loadEnv(mode, process.cwd(), '')
  const port = Number(env.PORT) || (mode === 'development' ? 5173 : 4173)
  const proxyTarget = env.DEV_API_PROXY_TARGET
  // The dev and preview servers (npm run dev, npm start, the browser tests) run the embedded demo
  // backend, and serve a /config.json that asks for it, unless .env configures a real sign-in.
  // The build itself does not depend on it: dist/ carries no configuration.
  const demo = !env.VITE_AUTH_CLIENT_ID

  const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
    version: string
  }
  const areaChunks = areaChunkNames({
    src: SRC,
    entry: ENTRY,
    router: ROUTER,
    alsoShared: (id) => id === SCREEN_STYLES || id === CONFIRM_DIALOG,
  })
  return {
    define: {
      __APP_VERSION__: JSON.stringify(pkg.version),
      __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
    },
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    // Vite's dev page carries an inline script and <style> elements: they get a nonce per request
    // (src/config/security-headers-plugin.ts). The built app needs none.
    html: { cspNonce: command === 'serve' && !isPreview ? DEV_NONCE_PLACEHOLDER : undefined },
    plugins: [
      // First: its headers are set before any other answers, so an answer may replace them with its own.
      securityHeadersPlugin(() => headerConfig(env)),
      ...i18nPlugins(),
      // Every screen's messages are in the files it loads, and no area's in another's.
      messagePartsCheck(SRC),
      react(),
      // The signed-out landing paints from index.html before the app's code arrives
      // (docs/decisions/0006).
      staticLanding(),
      noConfigInBuild(),
      openApiDocument(),
      demo && !proxyTarget
        ? demoBackend({ path: CONFIG_FILE_PATH, content: demoConfigFile(env) })
        : null,
      VitePWA({
        strategies: 'generateSW',
        registerType: 'autoUpdate',
        // Registered by src/app/service-worker.ts through workbox-window.
        injectRegister: false,
        manifest: {
          name: 'Innovation Award',
          short_name: 'Innovation',
          description: 'Submit, judge and award the year’s best innovations.',
          theme_color: '#0b5ed7',
          background_color: '#ffffff',
          display: 'standalone',
          start_url: '/',
          icons: [
            { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
            { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
          ],
        },
        workbox: {
          // Not /config.json: it is each site's, not the build's; the page keeps its own copy of it for
          // offline starts (src/config/read-config.ts), and asks the server first on every start.
          globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
          // The demo API's own messages: built because the catalogs are listed together, never
          // loaded by the browser (src/i18n/catalog-parts.ts).
          globIgnores: [`assets/${partChunkName('*', 'server')}-*.js`],
          navigateFallback: '/index.html',
          navigateFallbackDenylist: PASSTHROUGH,
          // The new worker takes over at once; the page then saves drafts and reloads (requirements
          // R1.8).
          skipWaiting: true,
          clientsClaim: true,
          cleanupOutdatedCaches: true,
          // No map of the worker is written: nothing under dist/ may name or serve a source map.
          sourcemap: false,
        },
      }),
    ],
    // Bootstrap's own sources still use Sass's @import; their deprecation notices are not ours to fix.
    css: {
      preprocessorOptions: {
        scss: {
          quietDeps: true,
          silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
        },
      },
    },
    server: {
      port,
      strictPort: true,
      proxy: proxyTarget
        ? Object.fromEntries(
            ['/api', '/uploads', '/swagger'].map((p) => [
              p,
              { target: proxyTarget, changeOrigin: true, secure: true },
            ]),
          )
        : undefined,
    },
    preview: { port, strictPort: true },
    build: {
      target: 'es2022',
      // Maps for error reports, named by no file and moved out of dist/ after the build (dist-maps/).
      sourcemap: 'hidden',
      chunkSizeWarningLimit: 400,
      rolldownOptions: {
        // Rolldown warns when plugins take a large share of the build: on a busy machine it did at
        // every `npm start`, a yellow block a newcomer can do nothing about. Profile the build
        // (`node --cpu-prof`) to see where its time goes.
        checks: { bundlerTimings: false },
        output: {
          // Few, purposeful chunks instead of chains of tiny ones. Libraries change less
          // often than the app, so they stay in chunks of their own and cached across releases.
          codeSplitting: {
            groups: [
              ...messageChunks,
              ...readerChunks,
              {
                name: 'react',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                priority: 50,
              },
              // Everything the first screen needs, in one chunk with the entry.
              { name: 'shell', tags: ['$initial'], priority: 45 },
              // Sign-in: loaded before the first screen only when someone may be signed in.
              {
                name: 'msal',
                test: /node_modules[\\/]@azure[\\/]|src[\\/]features[\\/]auth[\\/]msal\.ts$/,
                priority: 40,
              },
              // The signed-in areas: each area's first screen in a chunk of its own and one beside
              // it, what several first screens need in one shared chunk, what later screens share
              // in a chunk per set of areas, fetched when the browser is idle
              // (src/app/area-chunks.ts).
              { name: areaChunks.shared, debugName: 'signed-in', priority: 25 },
              { name: areaChunks.firstOf, debugName: 'one-area', priority: 21 },
              { name: areaChunks.own, debugName: 'areas', priority: 20 },
              // What later screens share, the chunks of more areas first (their priority).
              ...LATER_SIZES.map((size) => ({
                name: areaChunks.later(size),
                debugName: `later-screens-${size}`,
                priority: 10 + size,
              })),
            ],
          },
        },
      },
    },
  }
})

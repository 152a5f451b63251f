import { fileURLToPath } from 'node:url'
import { runnerImport } from 'vite'

const SRC = fileURLToPath(new URL('../src/', import.meta.url))
const options = { configFile: false, logLevel: 'warn', resolve: { alias: { '@/': SRC } } }

let plugins
/** The Vite plugins the app's source needs to run (Lingui's macros and catalogs), loaded once. */
const sourcePlugins = async () =>
  (plugins ??= (await runnerImport(`${SRC}i18n/vite-plugins.ts`, options)).module.i18nPlugins())

/**
 * Loads a module of the app's source (TypeScript, the `@/` alias, Lingui's macros) into a script,
 * through Vite's module runner: the scripts run the demo's and the app's own code, not a copy.
 * `file` is relative to src/.
 */
export async function loadSource(file) {
  const { module } = await runnerImport(`${SRC}${file}`, {
    ...options,
    plugins: await sourcePlugins(),
  })
  return module
}

import { transformAsync } from '@babel/core'
import linguiMacroPlugin from '@lingui/babel-plugin-lingui-macro'
import { lingui } from '@lingui/vite-plugin'
import type { Plugin } from 'vite'
import { readerMessages } from './reader-messages-plugin.ts'

// Loaded by vite.config.ts and by the scripts' and tests' own Vite servers, whose bundler does not
// know the `@/` alias: this file imports nothing through it.

const MACRO_IMPORT = /from\s+['"]@lingui\/(?:core|react)\/macro['"]/
const SCRIPT = /\.[cm]?[jt]sx?$/

/**
 * Lingui's macros (`t`, `msg`, `<Trans>`, `plural`) turn into message descriptors at build time:
 * the message's id, its placeholders' values and, outside production, its English text. Vite 8
 * compiles with Oxc, which runs no Babel plugin, so the files that import a macro go through
 * Babel's Lingui plugin first; every other file is untouched.
 */
function linguiMacros(): Plugin {
  return {
    name: 'innovation-award:lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id
      if (!SCRIPT.test(file) || file.includes('/node_modules/') || !MACRO_IMPORT.test(code))
        return null
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: file.endsWith('x') ? ['typescript', 'jsx'] : ['typescript'] },
        plugins: [linguiMacroPlugin],
      })
      return result?.code ? { code: result.code, map: result.map } : null
    },
  }
}

/**
 * Every Vite server, runner and build that loads the app's code needs them: the macros, the
 * catalogs (`*.po`) compiled to JavaScript when imported, and each reader's file of messages.
 */
export function i18nPlugins(): Plugin[] {
  return [linguiMacros(), ...([lingui()].flat() as Plugin[]), readerMessages()]
}

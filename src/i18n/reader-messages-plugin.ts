import { join } from 'node:path'
import {
  createCompilationErrorMessage,
  createCompiledCatalog,
  getCatalogForFile,
  getCatalogs,
} from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'
import type { Plugin } from 'vite'
import { READERS, readerCatalogs } from './catalog-parts.ts'
import { LANGUAGES } from './languages.ts'

// Build code, loaded by vite.config.ts and the tests' and scripts' Vite servers: it imports nothing
// through the `@/` alias.

/** The module that lists each reader's file of messages, per language. */
export const READER_MESSAGES = 'virtual:reader-messages'

const FILE = /^\0virtual:reader-messages\/([^/]+)\/([^/]+)$/

/** The module id of a reader's file of messages in one language, as the build names it. */
export const readerMessagesId = (language: string, reader: string): string =>
  `\0${READER_MESSAGES}/${language}/${reader}`

/**
 * Each reader's messages in one file per language (src/i18n/catalog-parts.ts): the compiled
 * messages of every catalog its screens show but those of the part every area loads, copied into
 * it, so that an area's screens fetch their words in one request whichever catalogs other areas
 * show too. `virtual:reader-messages` lists the files (`readerMessages['id/jury']()`); each is
 * compiled from the catalogs as Lingui's own plugin compiles one catalog.
 */
export function readerMessages(): Plugin {
  let catalogs: ReturnType<typeof getCatalogs> | undefined
  return {
    name: 'innovation-award:reader-messages',
    // The filters keep the bundler from calling these hooks for every other module.
    resolveId: {
      filter: { id: /^virtual:reader-messages(?:\/|$)/ },
      handler(id) {
        return id === READER_MESSAGES || id.startsWith(`${READER_MESSAGES}/`) ? `\0${id}` : null
      },
    },
    load: {
      filter: { id: /^\0virtual:reader-messages(?:\/|$)/ },
      async handler(id) {
        if (id === `\0${READER_MESSAGES}`) {
          const loaders = LANGUAGES.flatMap((language) =>
            READERS.map(
              (reader) =>
                `  ${JSON.stringify(`${language}/${reader}`)}: () => import(${JSON.stringify(`${READER_MESSAGES}/${language}/${reader}`)}),`,
            ),
          )
          return {
            code: `export const readerMessages = {\n${loaders.join('\n')}\n}\n`,
            moduleType: 'js',
          }
        }
        const [, language = '', reader = ''] = FILE.exec(id) ?? []
        if (!language) return null
        if (
          !(LANGUAGES as readonly string[]).includes(language) ||
          !READERS.includes(reader as never)
        )
          this.error(`No messages for ${reader} in ${language}: no such reader or language.`)
        const config = getConfig()
        catalogs ??= getCatalogs(config)
        const messages = {}
        for (const catalog of readerCatalogs(reader as (typeof READERS)[number])) {
          const file = join('src', 'locales', language, `${catalog}.po`)
          const found = getCatalogForFile(file, await catalogs)
          if (!found) this.error(`${file} is none of lingui.config.ts's catalogs.`)
          this.addWatchFile(join(config.rootDir ?? process.cwd(), file))
          const { messages: translated } = await found.catalog.getTranslations(found.locale, {
            fallbackLocales: config.fallbackLocales || {},
            sourceLocale: config.sourceLocale ?? 'en',
          })
          Object.assign(messages, translated)
        }
        const { source, errors } = createCompiledCatalog(language, messages, {
          namespace: 'es',
          pseudoLocale: config.pseudoLocale,
        })
        if (errors.length) this.error(createCompilationErrorMessage(language, errors))
        return { code: source, moduleType: 'js' }
      },
    },
  }
}

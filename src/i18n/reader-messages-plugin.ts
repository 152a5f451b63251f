import { join, sep } from 'node:path'
import {
  createCompilationErrorMessage,
  createCompiledCatalog,
  getCatalogForFile,
  getCatalogs,
} from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'
import type { Plugin } from 'vite'
import { AREAS } from '../app/area-chunks.ts'
import { READER_FILES, isAreaReader, readerCatalogs, type Reader } from './catalog-parts.ts'
import { LANGUAGES } from './languages.ts'

// Build code, loaded by vite.config.ts and the tests' and scripts' Vite servers: it imports nothing
// through the `@/` alias.

/** The module that lists each reader's file of messages, per language. */
export const READER_MESSAGES = 'virtual:reader-messages'

const FILE = /^\0virtual:reader-messages\/([^/]+)\/([^/]+)(?:\/(first|rest))?$/

/** The module id of a reader's file of messages in one language, as the build names it. */
export const readerMessagesId = (language: string, file: string): string =>
  `\0${READER_MESSAGES}/${language}/${file}`

/** What the bundler tells about a module it loads: the modules it imports, at once or when asked. */
export interface LoadModule {
  (id: string): Promise<{
    importedIds: readonly string[]
    dynamicallyImportedIds: readonly string[]
  }>
}

/**
 * The app's modules a screen can run from `entries` (paths under src/): what they import, at once
 * or when asked (a dialog's code, a form's), and so on. Neither the libraries (they show no message
 * of ours) nor the catalogs themselves; the route table is no first screen's, so no other screen
 * comes in. `src` is the absolute path of src/ with its trailing separator, as module ids start;
 * the sources come back as the catalogs name them (`src/app/routes/jury/home.tsx`).
 */
export async function reachableSources(
  entries: readonly string[],
  load: LoadModule,
  src: string,
): Promise<Set<string>> {
  const seen = new Set<string>()
  let next = entries.map((path) => src + path)
  while (next.length) {
    const now = [...new Set(next)].filter((id) => !seen.has(id))
    for (const id of now) seen.add(id)
    const infos = await Promise.all(now.map((id) => load(id)))
    next = infos.flatMap((info) =>
      [...info.importedIds, ...info.dynamicallyImportedIds].filter(
        (id) => id.startsWith(src) && !id.endsWith('.po') && !seen.has(id),
      ),
    )
  }
  return new Set([...seen].map((id) => `src/${id.slice(src.length).replace(/\\/g, '/')}`))
}

/**
 * Each reader's messages in one file per language (src/i18n/catalog-parts.ts): the compiled
 * messages of every catalog its screens show but those of the part every area loads, copied into
 * it, so that an area's screens fetch their words in one request whichever catalogs other areas
 * show too. `virtual:reader-messages` lists the files (`readerMessages['id/jury']()`); each is
 * compiled from the catalogs as Lingui's own plugin compiles one catalog.
 */
export function readerMessages(): Plugin {
  let catalogs: ReturnType<typeof getCatalogs> | undefined
  // Per area, the sources its first screen can run (found once, for both languages).
  let firstScreens: Record<string, Promise<Set<string>>> = {}
  return {
    name: 'innovation-award:reader-messages',
    // A build again (watching): the first screens' modules may have changed.
    buildStart() {
      firstScreens = {}
    },
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
            READER_FILES.map(
              (file) =>
                `  ${JSON.stringify(`${language}/${file}`)}: () => import(${JSON.stringify(`${READER_MESSAGES}/${language}/${file}`)}),`,
            ),
          )
          return {
            code: `export const readerMessages = {\n${loaders.join('\n')}\n}\n`,
            moduleType: 'js',
          }
        }
        const [, language = '', reader = '', part] = FILE.exec(id) ?? []
        if (!language) return null
        const file = part ? `${reader}/${part}` : reader
        if (
          !(LANGUAGES as readonly string[]).includes(language) ||
          !READER_FILES.includes(file as never)
        )
          this.error(`No messages for ${file} in ${language}: no such reader or language.`)
        const config = getConfig()
        catalogs ??= getCatalogs(config)
        const messages: Record<string, string> = {}
        const origins = new Map<string, string[]>()
        for (const catalog of readerCatalogs(reader as Reader)) {
          const path = join('src', 'locales', language, `${catalog}.po`)
          const found = getCatalogForFile(path, await catalogs)
          if (!found) this.error(`${path} is none of lingui.config.ts's catalogs.`)
          this.addWatchFile(join(config.rootDir ?? process.cwd(), path))
          const { messages: translated } = await found.catalog.getTranslations(found.locale, {
            fallbackLocales: config.fallbackLocales || {},
            sourceLocale: config.sourceLocale ?? 'en',
          })
          Object.assign(messages, translated)
          if (part)
            for (const [messageId, { origin = [] }] of Object.entries(
              await found.catalog.read(config.sourceLocale ?? 'en'),
            ))
              origins.set(messageId, [...(origins.get(messageId) ?? []), ...origin.map(([f]) => f)])
        }
        if (part) {
          // The first screen's messages are those written in a module it can run.
          const area = AREAS.find((one) => one.name === reader)
          if (!area || !isAreaReader(reader as Reader))
            this.error(`${reader} is no area: its messages come in one file.`)
          firstScreens[reader] ??= reachableSources(
            area.first,
            (moduleId) => this.load({ id: moduleId, resolveDependencies: true }),
            join(config.rootDir ?? process.cwd(), 'src') + sep,
          )
          const first = await firstScreens[reader]
          for (const messageId of Object.keys(messages)) {
            const onFirst = (origins.get(messageId) ?? []).some((origin) => first.has(origin))
            if (onFirst !== (part === 'first')) delete messages[messageId]
          }
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

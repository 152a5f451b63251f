import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { AREAS } from '../app/area-chunks.ts'
import { PROBLEM_CATALOGS, READER_CATALOGS, START_CATALOGS, catalogPart } from './catalog-parts.ts'

// Build code, loaded by vite.config.ts: it imports nothing through the `@/` alias.

/** What the bundler tells about a module: the modules it imports, at once or when asked. */
export interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null
}

/** The sign-in pages (the router's `sign-in` screens). */
const SIGN_IN_SCREENS = ['app/routes/public/login.tsx', 'app/routes/public/login-spa.tsx']

/** The screens the router does not load but a screen does: the landing's signed-in version. */
const PUBLIC_SCREENS = ['app/routes/public/landing-signed-in.tsx']

const isCatalog = (id: string) => /\.po$/.test(id)

/** Every module reachable from `entries` through static and dynamic imports, but `stop`'s. */
function reach(entries: readonly string[], graph: ModuleGraph, stop: (id: string) => boolean) {
  const seen = new Set<string>()
  const queue = [...entries]
  while (queue.length) {
    const id = queue.pop()!
    if (seen.has(id) || isCatalog(id)) continue
    const info = graph.getModuleInfo(id)
    if (!info) continue
    seen.add(id)
    queue.push(...[...info.importedIds, ...info.dynamicallyImportedIds].filter((to) => !stop(to)))
  }
  return seen
}

/**
 * What is wrong with src/i18n/catalog-parts.ts's lists, as sentences for the developer (none when
 * they are right). A reader's screens show a catalog when a module of the catalog (`catalogsOf`,
 * by its path under src/) is reachable from one of them: the area's screens (src/app/area-chunks.ts)
 * for an area, the sign-in pages for `sign-in`, the router's other screens and the landing's
 * signed-in version for `public`. Each
 * list must name exactly those catalogs, beside the start's and the configuration's problems
 * (loaded on their own paths). What the app's shell reaches outside any screen (the page titles,
 * the account's language) is shown on every screen past sign-in: it must be among the start's
 * catalogs or every area's (the `signed-in` part, which every screen loads).
 */
export function misplacedCatalogs(options: {
  src: string
  entry: string
  router: string
  graph: ModuleGraph
  catalogsOf: (path: string) => readonly string[]
}): string[] {
  const { src, entry, router, graph, catalogsOf } = options
  const screens = graph.getModuleInfo(src + router)?.dynamicallyImportedIds ?? []
  const areaOf = (id: string) => AREAS.find((area) => area.screens.test(id.slice(src.length)))
  const signInScreens = SIGN_IN_SCREENS.map((path) => src + path)
  const publicScreens = [
    ...screens.filter((id) => !areaOf(id) && !signInScreens.includes(id)),
    ...PUBLIC_SCREENS.map((path) => src + path),
  ]
  const isScreen = (id: string) => screens.includes(id) || publicScreens.includes(id)
  const shown = (modules: Set<string>) => {
    const found = new Map<string, string>()
    for (const id of modules) {
      if (!id.startsWith(src)) continue
      for (const catalog of catalogsOf(id.slice(src.length)))
        if (!START_CATALOGS.includes(catalog) && !PROBLEM_CATALOGS.includes(catalog))
          found.set(catalog, found.get(catalog) ?? id.slice(src.length))
    }
    return found
  }
  const problems: string[] = []
  const readers = [
    { name: 'sign-in', screens: signInScreens },
    { name: 'public', screens: publicScreens },
    ...AREAS.map((area) => ({
      name: area.name,
      screens: screens.filter((id) => areaOf(id) === area),
    })),
  ]
  for (const reader of readers) {
    if (!(reader.name in READER_CATALOGS)) {
      problems.push(`No list of catalogs for the ${reader.name} screens.`)
      continue
    }
    const listed = READER_CATALOGS[reader.name as keyof typeof READER_CATALOGS] as readonly string[]
    const found = shown(reach(reader.screens, graph, () => false))
    for (const [catalog, module] of found)
      if (!listed.includes(catalog))
        problems.push(
          `The ${reader.name} screens show ${catalog} (src/${module}): add it to their list.`,
        )
    for (const catalog of listed)
      if (!found.has(catalog))
        problems.push(`The ${reader.name} screens show no ${catalog}: take it off their list.`)
  }
  for (const [catalog, module] of shown(reach([src + entry], graph, isScreen)))
    if (catalogPart(catalog) !== 'signed-in')
      problems.push(
        `The app's shell shows ${catalog} (src/${module}) on every screen: every area must list it.`,
      )
  return problems
}

/**
 * The catalogs of each source file, from the catalogs' own record of where each message is
 * written (the `#:` lines Lingui extracts, kept current by `npm run messages:check`).
 */
export function catalogsBySource(locales: string): (path: string) => readonly string[] {
  const bySource = new Map<string, string[]>()
  for (const file of readdirSync(locales).filter((name) => name.endsWith('.po'))) {
    const catalog = file.replace(/\.po$/, '')
    for (const [, source] of readFileSync(join(locales, file), 'utf8').matchAll(/^#: src\/(\S+)/gm))
      bySource.set(source!, [...new Set([...(bySource.get(source!) ?? []), catalog])])
  }
  return (path) => bySource.get(path.replace(/\\/g, '/')) ?? []
}

/**
 * Fails the build when a screen could show a message its area's files do not hold (it would show
 * the message's id instead of its words), or when an area would download a catalog its screens
 * never show. `src` is the absolute path of src/ with its trailing separator, as module ids start.
 */
export function messagePartsCheck(src: string): Plugin {
  return {
    name: 'innovation-award:message-parts-check',
    apply: 'build',
    buildEnd(error) {
      if (error) return
      const problems = misplacedCatalogs({
        src,
        entry: 'main.tsx',
        router: 'app/router.tsx',
        graph: this,
        catalogsOf: catalogsBySource(join(src, 'locales', 'en')),
      })
      if (problems.length)
        this.error(
          `The catalogs' parts (src/i18n/catalog-parts.ts) do not match what the screens show:\n${problems.join('\n')}`,
        )
    },
  }
}

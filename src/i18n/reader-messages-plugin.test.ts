import type { Messages } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Plugin } from 'vite'
import { READER_FILES, readerCatalogs } from '@/i18n/catalog-parts'
import {
  READER_MESSAGES,
  reachableSources,
  readerMessages,
  readerMessagesId,
} from '@/i18n/reader-messages-plugin'

const catalogs = import.meta.glob<{ messages: Messages }>('../locales/*/*.po')
const catalog = async (language: string, name: string) =>
  (await catalogs[`../locales/${language}/${name}.po`]!()).messages

/** The bundler's module ids of the app's sources start with src/'s absolute path. */
const SRC = `${process.cwd()}/src/`

/**
 * What the plugin gives for a module id, as the build would ask for it. The bundler's graph is
 * `imports` (paths under src/): a module it does not list imports nothing.
 */
async function load(
  id: string,
  imports: Record<string, string[]> = {},
  plugin: Plugin = readerMessages(),
): Promise<string> {
  const context = {
    addWatchFile: () => undefined,
    error: (message: string) => {
      throw new Error(message)
    },
    load: async ({ id: module }: { id: string; resolveDependencies: boolean }) => ({
      importedIds: (imports[module.slice(SRC.length)] ?? []).map((path) => SRC + path),
      dynamicallyImportedIds: [],
    }),
  }
  type Load = (this: typeof context, id: string) => Promise<{ code: string }>
  const hook = (plugin.load as unknown as { handler: Load }).handler
  return (await hook.call(context, id)).code
}

/** The messages a compiled file holds (Lingui's compiled catalog: one JSON string). */
function messagesIn(code: string): Messages {
  const json = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(code)?.[1]
  if (!json) throw new Error(`No compiled messages in ${code.slice(0, 200)}`)
  return JSON.parse(JSON.parse(json) as string) as Messages
}

describe("each reader's file of messages", () => {
  it('is listed for every language and reader by the module the app imports', async () => {
    const plugin: Plugin = readerMessages()
    const resolve = (plugin.resolveId as unknown as { handler: (id: string) => string | null })
      .handler
    expect(resolve(READER_MESSAGES)).toBe(`\0${READER_MESSAGES}`)
    expect(resolve(`${READER_MESSAGES}/id/jury/first`)).toBe(readerMessagesId('id', 'jury/first'))
    expect(resolve('react')).toBeNull()
    const index = await load(`\0${READER_MESSAGES}`)
    expect(READER_FILES).toEqual(expect.arrayContaining(['public', 'jury/first', 'jury/rest']))
    for (const language of ['en', 'id'])
      for (const file of READER_FILES)
        expect(index).toContain(
          `"${language}/${file}": () => import("${READER_MESSAGES}/${language}/${file}")`,
        )
  })

  it("holds every message of its catalogs in its language, and none of the signed-in part's or another area's own", async () => {
    const file = messagesIn(await load(readerMessagesId('id', 'public')))
    const shown: Messages = {}
    for (const name of readerCatalogs('public')) Object.assign(shown, await catalog('id', name))
    expect(Object.keys(shown).length).toBeGreaterThan(0)
    expect(file).toEqual(shown)
    // The shared file's catalog, and the committee's screens' own, stay out.
    for (const name of ['shell-areas', 'routes-committee']) {
      const others = Object.keys(await catalog('id', name)).filter((id) => !(id in shown))
      expect(others.length, name).toBeGreaterThan(0)
      for (const id of others) expect(file, `${name}: ${id}`).not.toHaveProperty(id)
    }
  })

  it("splits an area's in two: the words its first screen's modules write, then the others", async () => {
    // The jury's first screen: its layout, its home and what the home imports.
    const graph = {
      'app/routes/jury/layout.tsx': [],
      'app/routes/jury/home.tsx': ['features/scoring/components/progress.tsx'],
    }
    const first = messagesIn(await load(readerMessagesId('id', 'jury/first'), graph))
    const rest = messagesIn(await load(readerMessagesId('id', 'jury/rest'), graph))
    const jury: Messages = {}
    for (const name of readerCatalogs('jury')) Object.assign(jury, await catalog('id', name))
    // Together every message of the area's catalogs, each in one file.
    expect({ ...first, ...rest }).toEqual(jury)
    expect(Object.keys(first).filter((id) => id in rest)).toEqual([])
    // Written in the home, and in a later screen (the score sheet).
    const phase = 1
    expect(first).toHaveProperty(msg`Active period`.id)
    expect(rest).toHaveProperty(
      msg`All your Phase ${phase} score sheets are submitted. <0>Back to my assignments</0>`.id,
    )
    expect(Object.keys(first).length).toBeGreaterThan(0)
    expect(Object.keys(rest).length).toBeGreaterThan(Object.keys(first).length)
  })

  it('follows the modules a screen can run: imported at once or when asked, never a library or a catalog', async () => {
    const graph: Record<string, { importedIds: string[]; dynamicallyImportedIds: string[] }> = {
      [`${SRC}home.tsx`]: {
        importedIds: [`${SRC}card.tsx`, '/project/node_modules/react/index.js'],
        dynamicallyImportedIds: [`${SRC}dialog.tsx`],
      },
      [`${SRC}card.tsx`]: { importedIds: [`${SRC}home.tsx`], dynamicallyImportedIds: [] },
      [`${SRC}dialog.tsx`]: {
        importedIds: [`${SRC}locales/en/x.po`, '\0virtual:reader-messages'],
        dynamicallyImportedIds: [],
      },
    }
    const asked: string[] = []
    const reached = await reachableSources(
      ['home.tsx'],
      async (id) => {
        asked.push(id)
        return graph[id] ?? { importedIds: [], dynamicallyImportedIds: [] }
      },
      SRC,
    )
    expect([...reached].sort()).toEqual(['src/card.tsx', 'src/dialog.tsx', 'src/home.tsx'])
    // Each module asked for once, though the card imports the home back.
    expect(asked.sort()).toEqual([`${SRC}card.tsx`, `${SRC}dialog.tsx`, `${SRC}home.tsx`])
  })

  it('fails the build for a reader that does not exist', async () => {
    await expect(load(readerMessagesId('id', 'nobody'))).rejects.toThrow(/No messages for nobody/)
    // An area's words come in two files, never in one.
    await expect(load(readerMessagesId('id', 'jury'))).rejects.toThrow(/No messages for jury/)
  })

  it('follows the first screen anew at each build (a build again while watching)', async () => {
    const plugin = readerMessages()
    const first = (graph: Record<string, string[]>) =>
      load(readerMessagesId('en', 'jury/first'), graph, plugin).then(messagesIn)
    const phase = 1
    const sheet = msg`All your Phase ${phase} score sheets are submitted. <0>Back to my assignments</0>`
    expect(await first({})).not.toHaveProperty(sheet.id)
    // The home now opens the score sheet's module: after the next build starts, its words are in.
    const opened = { 'app/routes/jury/home.tsx': ['app/routes/jury/score-sheet.tsx'] }
    ;(plugin.buildStart as () => void).call({})
    expect(await first(opened)).toHaveProperty(sheet.id)
  })
})

import type { Messages } from '@lingui/core'
import type { Plugin } from 'vite'
import { READERS, readerCatalogs } from '@/i18n/catalog-parts'
import { READER_MESSAGES, readerMessages, readerMessagesId } from '@/i18n/reader-messages-plugin'

const catalogs = import.meta.glob<{ messages: Messages }>('../locales/*/*.po')
const catalog = async (language: string, name: string) =>
  (await catalogs[`../locales/${language}/${name}.po`]!()).messages

/** What the plugin gives for a module id, as the build would ask for it. */
async function load(id: string): Promise<string> {
  const plugin = readerMessages()
  const context = {
    addWatchFile: () => undefined,
    error: (message: string) => {
      throw new Error(message)
    },
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
    expect(resolve(`${READER_MESSAGES}/id/jury`)).toBe(readerMessagesId('id', 'jury'))
    expect(resolve('react')).toBeNull()
    const index = await load(`\0${READER_MESSAGES}`)
    for (const language of ['en', 'id'])
      for (const reader of READERS)
        expect(index).toContain(
          `"${language}/${reader}": () => import("${READER_MESSAGES}/${language}/${reader}")`,
        )
  })

  it("holds every message of its catalogs in its language, and none of the signed-in part's or another area's own", async () => {
    const file = messagesIn(await load(readerMessagesId('id', 'jury')))
    const jury: Messages = {}
    for (const name of readerCatalogs('jury')) Object.assign(jury, await catalog('id', name))
    expect(Object.keys(jury).length).toBeGreaterThan(0)
    expect(file).toEqual(jury)
    // The shared file's catalog, and the committee's screens' own, stay out.
    for (const name of ['shell-areas', 'routes-committee']) {
      const others = Object.keys(await catalog('id', name)).filter((id) => !(id in jury))
      expect(others.length, name).toBeGreaterThan(0)
      for (const id of others) expect(file, `${name}: ${id}`).not.toHaveProperty(id)
    }
  })

  it('fails the build for a reader that does not exist', async () => {
    await expect(load(readerMessagesId('id', 'nobody'))).rejects.toThrow(/No messages for nobody/)
  })
})

// @vitest-environment node
import {
  appendFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { open } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSeed } from '@/demo/db/seed'
import { createStore } from '@/demo/db/store'
import type { DemoDb } from '@/demo/db/types'
import { journalFileOf, persistStore, readStoredData } from '@/demo/server/journal'

let dir: string
let file: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'demo-journal-'))
  file = join(dir, 'db.json')
})
afterEach(() => {
  vi.restoreAllMocks()
  rmSync(dir, { recursive: true, force: true })
})

const fresh = () => JSON.parse(JSON.stringify(createSeed())) as DemoDb
/** What a server starting now would load: the snapshot with the journal replayed. */
const restarted = () => readStoredData(file)!
const ask = (store: ReturnType<typeof createStore>, i: number) =>
  store.mutate((db) => {
    db.feedback.push({ ...db.feedback[0]!, id: `fb-${i}`, subject: `Question ${i}` })
    db.activities.unshift({ ...db.activities[0]!, id: `act-${i}` })
  })

describe('persistStore', () => {
  it('answers a change once its journal line is flushed, one flush for changes that arrive together', async () => {
    const store = createStore(fresh())
    const persister = persistStore(store, file)
    await persister.sync()
    expect(restarted().data).toEqual(store.db)

    const handle = await open(join(dir, 'probe'), 'w')
    const flush = vi.spyOn(
      Object.getPrototypeOf(handle) as { datasync: () => Promise<void> },
      'datasync',
    )
    await handle.close()
    const waits = Array.from({ length: 20 }, (_, i) => {
      ask(store, i)
      return persister.sync().then(() => restarted().data as DemoDb)
    })
    const seen = await Promise.all(waits)
    // Each waiter found its own change (and the others) on disk; twenty changes took one flush.
    seen.forEach((data, i) => expect(data.feedback.some((f) => f.id === `fb-${i}`)).toBe(true))
    expect(restarted().data).toEqual(store.db)
    expect(flush).toHaveBeenCalledTimes(1)
    // The snapshot was not rewritten: the changes are the journal's twenty lines.
    expect(readFileSync(journalFileOf(file), 'utf8').trim().split('\n')).toHaveLength(20)
    expect(restarted()).toMatchObject({ seq: 20, replayed: 20, ignored: 0 })
  })

  it('starts on whole data when the last journal line was torn by a crash, and folds the journal into the snapshot', async () => {
    const store = createStore(fresh())
    const persister = persistStore(store, file)
    for (let i = 0; i < 3; i += 1) {
      ask(store, i)
      await persister.sync()
    }
    const acknowledged = JSON.parse(JSON.stringify(store.db)) as DemoDb
    // A crash in the middle of appending the next line: part of it reached the file, never acknowledged.
    appendFileSync(
      journalFileOf(file),
      '{"s":4,"ops":[{"splice":"feedback","at":5,"remove":0,"insert":[{"id":"fb-torn","sub',
    )

    const stored = restarted()
    expect(stored).toMatchObject({ seq: 3, replayed: 3, ignored: 1 })
    expect(stored.data).toEqual(acknowledged)

    // The next start writes a new snapshot and an empty journal, and goes on from there.
    const again = createStore(stored.data as DemoDb)
    const next = persistStore(again, file, { seq: stored.seq })
    expect(existsSync(journalFileOf(file))).toBe(false)
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ journalSeq: 3 })
    ask(again, 4)
    await next.sync()
    expect(restarted()).toMatchObject({ seq: 4, replayed: 1, ignored: 0 })
    expect(restarted().data).toEqual(again.db)
    await next.close()
    expect(readdirSync(dir).sort()).toEqual(['db.json', 'db.json.journal'])
  })

  it('folds a long journal into a new snapshot while changes go on, and the data on disk is whole at every step', async () => {
    const store = createStore(fresh())
    const persister = persistStore(store, file, { compactBytes: 2000 })
    let highest = 0
    for (let round = 0; round < 12; round += 1) {
      await Promise.all(
        Array.from({ length: 3 }, (_, i) => {
          ask(store, round * 3 + i)
          return persister.sync()
        }),
      )
      // Whatever moment a crash would hit, a restart finds every acknowledged change.
      const stored = restarted()
      expect(stored.data).toEqual(store.db)
      highest = Math.max(
        highest,
        (JSON.parse(readFileSync(file, 'utf8')) as { journalSeq: number }).journalSeq,
      )
    }
    // New snapshots were written, and the journal was cut down after them.
    expect(highest).toBeGreaterThan(0)
    await persister.close()
    expect(restarted().data).toEqual(store.db)
    expect(statSync(journalFileOf(file)).size).toBeLessThan(2000 + 3 * 1000)
  })

  it('leaves out a journal that does not belong to the snapshot (data written by the seed script)', () => {
    const store = createStore(fresh())
    persistStore(store, file)
    writeFileSync(
      journalFileOf(file),
      `${JSON.stringify({ s: 1, ops: [{ set: 'seededAt', value: 'stale' }] })}\n`,
    )
    writeFileSync(file, JSON.stringify(store.db))
    expect(restarted()).toMatchObject({ seq: 0, replayed: 0 })
    expect((restarted().data as DemoDb).seededAt).toBe(store.db.seededAt)
  })

  it('reports a failed disk write to the requests waiting for it, and to the person running the server', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const store = createStore(fresh())
    const file = join(dir, 'missing-folder', 'db.json')
    const persister = persistStore(store, file)
    await expect(persister.sync()).rejects.toThrow()
    expect(logged).toHaveBeenCalledWith(
      `[demo] could not write ${file}`,
      expect.objectContaining({ code: 'ENOENT' }),
    )
    logged.mockRestore()
  })
})

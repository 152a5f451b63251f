// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createSeed } from '@/demo/db/seed'
import { createStore } from '@/demo/db/store'
import { createDiskFileStore, persistStore, sweepUploads } from '@/demo/server/persistence'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'demo-persist-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const onDisk = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as { seededAt: string; feedback: Array<{ id: string }> }

describe('persistStore', () => {
  it('resolves sync only once the change is in the file, and groups changes that arrive together', async () => {
    const file = join(dir, 'db.json')
    const store = createStore(createSeed())
    const persister = persistStore(store, file)
    await persister.sync()
    expect(onDisk(file).seededAt).toBe(store.db.seededAt)

    let writes = 0
    const original = JSON.stringify
    JSON.stringify = ((...args: Parameters<typeof JSON.stringify>) => {
      if (args[0] === store.db) writes += 1
      return original(...args)
    }) as typeof JSON.stringify
    try {
      const waits = Array.from({ length: 20 }, (_, i) => {
        store.mutate((db) => {
          db.seededAt = `change ${i}`
        })
        return persister.sync().then(() => onDisk(file).seededAt)
      })
      const seen = await Promise.all(waits)
      // Every waiter saw its own change (or a later one) on disk; twenty changes took one write.
      seen.forEach((value) => expect(value).toBe('change 19'))
      expect(writes).toBe(1)
    } finally {
      JSON.stringify = original
    }
    expect(readdirSync(dir)).toEqual(['db.json'])
  })

  it('reports a failed disk write to the requests waiting for it', async () => {
    const store = createStore(createSeed())
    const persister = persistStore(store, join(dir, 'missing-folder', 'db.json'))
    await expect(persister.sync()).rejects.toThrow()
  })
})

describe('createDiskFileStore', () => {
  it('writes files whole under their own name and deletes a removed one only after the data is on disk', async () => {
    const store = createStore(createSeed())
    const persister = persistStore(store, join(dir, 'db.json'))
    await persister.sync()
    const files = createDiskFileStore(join(dir, 'uploads'), persister)
    await files.put('att-1', new Uint8Array([1, 2, 3]), 'image/png')
    expect(readdirSync(join(dir, 'uploads')).sort()).toEqual(['att-1', 'att-1.json'])
    expect(files.get('att-1')).toEqual({ bytes: new Uint8Array([1, 2, 3]), contentType: 'image/png' })

    store.mutate((db) => {
      db.seededAt = 'attachment dropped'
    })
    files.remove('att-1')
    expect(existsSync(join(dir, 'uploads', 'att-1'))).toBe(true)
    await persister.sync()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(existsSync(join(dir, 'uploads', 'att-1'))).toBe(false)
  })

  it('writes the same file twice at once without losing either write (a reset during the start)', async () => {
    const store = createStore(createSeed())
    const persister = persistStore(store, join(dir, 'db.json'))
    await persister.sync()
    const files = createDiskFileStore(join(dir, 'uploads'), persister)
    await Promise.all([files.put('att-1', new Uint8Array([1]), 'image/png'), files.put('att-1', new Uint8Array([2]), 'image/png')])
    expect(readdirSync(join(dir, 'uploads')).sort()).toEqual(['att-1', 'att-1.json'])
    expect(files.get('att-1')).toEqual({ bytes: new Uint8Array([2]), contentType: 'image/png' })
  })

  it('sweeps half-written and unreferenced files at start', () => {
    const uploads = join(dir, 'uploads')
    createDiskFileStore(uploads, { sync: () => Promise.resolve(), afterSync: () => undefined })
    for (const name of ['att-kept', 'att-kept.json', 'att-orphan', 'att-orphan.json', 'att-new.tmp']) writeFileSync(join(uploads, name), 'x')
    expect(sweepUploads(uploads, new Set(['att-kept']))).toBe(3)
    expect(readdirSync(uploads).sort()).toEqual(['att-kept', 'att-kept.json'])
  })
})

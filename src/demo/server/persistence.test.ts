// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSeed } from '@/demo/db/seed'
import { createStore } from '@/demo/db/store'
import { persistStore } from '@/demo/server/journal'
import { createDiskFileStore, sweepUploads } from '@/demo/server/persistence'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'demo-persist-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('createDiskFileStore', () => {
  it('writes files whole under their own name and deletes a removed one only after the data is on disk', async () => {
    const store = createStore(createSeed())
    const persister = persistStore(store, join(dir, 'db.json'))
    await persister.sync()
    const files = createDiskFileStore(join(dir, 'uploads'), persister)
    await files.put('att-1', new Uint8Array([1, 2, 3]), 'image/png')
    expect(readdirSync(join(dir, 'uploads')).sort()).toEqual(['att-1', 'att-1.json'])
    expect(files.get('att-1')).toEqual({
      bytes: new Uint8Array([1, 2, 3]),
      contentType: 'image/png',
    })

    store.mutate((db) => {
      db.seededAt = 'attachment dropped'
    })
    files.remove('att-1')
    expect(existsSync(join(dir, 'uploads', 'att-1'))).toBe(true)
    await persister.sync()
    // Removed after the sync, by a task of its own: however long a busy machine takes for it.
    await vi.waitFor(() => expect(existsSync(join(dir, 'uploads', 'att-1'))).toBe(false), {
      timeout: 10_000,
    })
  })

  it('writes the same file twice at once without losing either write (a reset during the start)', async () => {
    const store = createStore(createSeed())
    const persister = persistStore(store, join(dir, 'db.json'))
    await persister.sync()
    const files = createDiskFileStore(join(dir, 'uploads'), persister)
    await Promise.all([
      files.put('att-1', new Uint8Array([1]), 'image/png'),
      files.put('att-1', new Uint8Array([2]), 'image/png'),
    ])
    expect(readdirSync(join(dir, 'uploads')).sort()).toEqual(['att-1', 'att-1.json'])
    expect(files.get('att-1')).toEqual({ bytes: new Uint8Array([2]), contentType: 'image/png' })
  })

  it('sweeps half-written and unreferenced files at start', () => {
    const uploads = join(dir, 'uploads')
    createDiskFileStore(uploads, {
      sync: () => Promise.resolve(),
      afterSync: () => undefined,
      close: () => Promise.resolve(),
    })
    for (const name of [
      'att-kept',
      'att-kept.json',
      'att-orphan',
      'att-orphan.json',
      'att-new.tmp',
    ])
      writeFileSync(join(uploads, name), 'x')
    expect(sweepUploads(uploads, new Set(['att-kept']))).toBe(3)
    expect(readdirSync(uploads).sort()).toEqual(['att-kept', 'att-kept.json'])
  })
})

import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { DemoFileStore } from '@/demo/handlers/http'
import { writeFileAtomic, writeFileAtomicSync } from '@/demo/server/atomic-files'
import type { Persister } from '@/demo/server/journal'

/** A small secret kept with the data (created once, atomically, on first start). */
export function loadOrCreateSecret(file: string, create: () => string): string {
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim()
    if (stored.length >= 32) return stored
  }
  const secret = create()
  writeFileAtomicSync(file, secret)
  return secret
}

/**
 * Uploaded bytes on disk, one file per attachment id beside a small JSON note of its content type.
 * Both are written atomically (the note first: a file is only found once both are whole). A removal
 * waits until the data that no longer names the file is on disk, so a crash never leaves the data
 * pointing at a deleted file.
 */
const fileNameOf = (id: string) => id.replace(/[^a-z0-9-]/gi, '_')

export function createDiskFileStore(dir: string, persister: Persister): DemoFileStore {
  mkdirSync(dir, { recursive: true })
  const safe = (id: string) => join(dir, fileNameOf(id))
  return {
    async put(id, bytes, contentType) {
      await writeFileAtomic(`${safe(id)}.json`, JSON.stringify({ contentType }))
      await writeFileAtomic(safe(id), bytes)
    },
    get(id) {
      const path = safe(id)
      if (!existsSync(path) || !existsSync(`${path}.json`)) return undefined
      const meta = JSON.parse(readFileSync(`${path}.json`, 'utf8')) as { contentType: string }
      return { bytes: new Uint8Array(readFileSync(path)), contentType: meta.contentType }
    },
    remove(id) {
      persister.afterSync(async () => {
        await rm(safe(id), { force: true })
        await rm(`${safe(id)}.json`, { force: true })
      })
    },
  }
}

/**
 * At start: deletes what a crash can leave behind in the uploads folder: half-written temporary
 * files, and files no attachment names (uploaded just before a crash whose data never reached the
 * disk, or removed just before one).
 */
export function sweepUploads(dir: string, attachmentIds: Set<string>): number {
  if (!existsSync(dir)) return 0
  const kept = new Set([...attachmentIds].map(fileNameOf))
  let removed = 0
  for (const name of readdirSync(dir)) {
    if (name.endsWith('.tmp') || !kept.has(name.replace(/\.json$/, ''))) {
      rmSync(join(dir, name), { force: true })
      removed += 1
    }
  }
  return removed
}

/** A leftover temporary file of an interrupted write is never the data: the whole old file is. */
export function removeLeftoverTemporary(file: string): void {
  if (existsSync(`${file}.tmp`)) rmSync(`${file}.tmp`, { force: true })
}

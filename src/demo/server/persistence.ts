import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { open, rename, rm } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { DemoFileStore } from '@/demo/handlers/http'
import type { Persister } from '@/demo/server/journal'

/**
 * Replaces `file` with `data` so that a crash at any moment leaves either the old or the new file,
 * whole: the bytes go to a temporary name, are flushed to the disk, and the name is swapped in one
 * rename; the directory is flushed too, so the rename itself survives a power cut.
 */
export function writeFileAtomic(file: string, data: string | Uint8Array): Promise<void> {
  // Writes of one file run one after another: two at once would share the temporary name, and the
  // second rename would find it gone (a reset writing the seeded posters while the start still does).
  const previous = writesInFlight.get(file) ?? Promise.resolve()
  const next = previous.then(
    () => replaceFile(file, data),
    () => replaceFile(file, data),
  )
  writesInFlight.set(file, next)
  const settle = () => {
    if (writesInFlight.get(file) === next) writesInFlight.delete(file)
  }
  next.then(settle, settle)
  return next
}

const writesInFlight = new Map<string, Promise<void>>()

async function replaceFile(file: string, data: string | Uint8Array): Promise<void> {
  const temporary = `${file}.tmp`
  const handle = await open(temporary, 'w')
  try {
    await handle.writeFile(data)
    await handle.sync()
  } finally {
    await handle.close()
  }
  await rename(temporary, file)
  await syncDirectory(dirname(file))
}

/** `writeFileAtomic` for the start of the server, before it answers anything. */
export function writeFileAtomicSync(file: string, data: string | Uint8Array): void {
  const temporary = `${file}.tmp`
  const fd = openSync(temporary, 'w')
  try {
    writeFileSync(fd, data)
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
  renameSync(temporary, file)
  syncDirectorySync(dirname(file))
}

export function syncDirectorySync(dir: string): void {
  const fd = openSync(dir, 'r')
  try {
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
}

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

export async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
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

import { closeSync, fsyncSync, openSync, renameSync, writeFileSync } from 'node:fs'
import { open, rename } from 'node:fs/promises'
import { dirname } from 'node:path'

// Files the demo server writes so that a crash or a power cut at any moment leaves either the old
// or the new file, whole. The data's journal (journal.ts) and the uploads (persistence.ts) both
// write through these.

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

export async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

import { existsSync, readFileSync, rmSync } from 'node:fs'
import { type FileHandle, open } from 'node:fs/promises'
import { dirname } from 'node:path'
import { applyChanges, type ChangeOp } from '@/demo/db/change-tracker'
import type { DemoStore } from '@/demo/db/store'
import type { DemoDb } from '@/demo/db/types'
import {
  syncDirectory,
  syncDirectorySync,
  writeFileAtomic,
  writeFileAtomicSync,
} from '@/demo/server/atomic-files'

// The demo server's data on disk (docs/decisions/0003): a snapshot (`db.json`, the whole data as
// JSON, with the number of the last change it holds as `journalSeq`) and an append-only journal
// beside it (`db.json.journal`, one line per change: `{"s":<number>,"ops":[…]}`, see
// db/change-tracker.ts). A change is acknowledged once its line is flushed to the disk; changes
// that arrive together share one write and one flush. The journal is folded into a new snapshot at
// start and, in the background, whenever it has grown past a limit; a snapshot is always replaced
// atomically.

/** The journal grows to about this size before it is folded into a new snapshot in the background. */
export const JOURNAL_COMPACT_BYTES = 8 * 1024 * 1024

export const journalFileOf = (file: string) => `${file}.journal`

const SEQ_FIELD = 'journalSeq'
const serialise = (db: DemoDb, seq: number) =>
  `{"${SEQ_FIELD}":${seq},${JSON.stringify(db).slice(1)}`

export interface StoredData {
  /** The data as parsed from the snapshot, with every whole journal line after it applied. */
  data: unknown
  /** The number of the last change in `data` (0 for a snapshot written by something else, e.g. the seed script). */
  seq: number
  /** Journal lines applied, and lines left out (a torn last line, or lines after a gap). */
  replayed: number
  ignored: number
}

/**
 * Reads the snapshot `file` and replays its journal. Returns undefined when there is no snapshot;
 * throws when the snapshot is not whole JSON (it is always replaced atomically, so that is not a
 * crash's doing). A journal belongs to a snapshot that carries `journalSeq`: beside one that does not
 * (written by the seed script), it is left out. The last line of a journal may be torn by a crash
 * during its write: it was never acknowledged, and is left out.
 */
export function readStoredData(file: string): StoredData | undefined {
  if (!existsSync(file)) return undefined
  const data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
  const fromJournal = typeof data[SEQ_FIELD] === 'number'
  let seq = fromJournal ? (data[SEQ_FIELD] as number) : 0
  delete data[SEQ_FIELD]
  let replayed = 0
  let ignored = 0
  const journal = journalFileOf(file)
  if (fromJournal && existsSync(journal)) {
    const lines = readFileSync(journal, 'utf8').split('\n')
    // Every whole line ends with a newline: what follows the last one is a torn write.
    const torn = lines.pop()
    if (torn) ignored += 1
    for (let i = 0; i < lines.length; i += 1) {
      let line: { s: number; ops: ChangeOp[] }
      try {
        line = JSON.parse(lines[i]!) as { s: number; ops: ChangeOp[] }
      } catch {
        ignored += 1
        continue
      }
      if (line.s <= seq) continue
      if (line.s !== seq + 1) {
        console.warn(
          `[demo] ${journal}: change ${line.s} follows change ${seq}; the ${lines.length - i} line(s) from there are left out.`,
        )
        ignored += lines.length - i
        break
      }
      applyChanges(data as unknown as DemoDb, line.ops)
      seq = line.s
      replayed += 1
    }
  }
  return { data, seq, replayed, ignored }
}

/** Deletes the journal, for data that does not continue it (no snapshot, or one it cannot belong to). */
export function dropJournal(file: string): void {
  const journal = journalFileOf(file)
  if (!existsSync(journal)) return
  rmSync(journal, { force: true })
  syncDirectorySync(dirname(file))
}

/** Writes the snapshot of `db` at change `seq` atomically, then empties the journal. */
function writeSnapshotSync(file: string, db: DemoDb, seq: number): void {
  writeFileAtomicSync(file, serialise(db, seq))
  // The snapshot holds every line of the journal now (their numbers are not above `seq`).
  dropJournal(file)
}

export interface Persister {
  /** Resolves once every change made before the call is on disk; rejects when the disk write failed. */
  sync(): Promise<void>
  /** Runs `task` once the changes made so far are on disk (e.g. deleting a file the data no longer names). */
  afterSync(task: () => Promise<void>): void
  /** Waits for every write under way (a snapshot in the background included) and closes the journal. */
  close(): Promise<void>
}

/**
 * Keeps the store on disk as a snapshot and a journal (see above). At start it writes the store as
 * the new snapshot (the data read with `readStoredData`, at change `seq`), so the journal starts
 * empty. Every change then becomes one journal line, serialised when it is made; one flush at a time
 * appends all lines waiting and flushes the file, then releases the requests waiting for them. When
 * the journal has grown past `compactBytes`, a new snapshot is written beside it while lines keep
 * being appended, and the journal is then cut down to the lines the snapshot does not hold.
 * After a failed append the next flush writes a whole snapshot instead (the journal may end in
 * part of a line).
 */
export function persistStore(
  store: DemoStore,
  file: string,
  options: { seq?: number; compactBytes?: number } = {},
): Persister {
  const journalFile = journalFileOf(file)
  const compactBytes = options.compactBytes ?? JOURNAL_COMPACT_BYTES
  let seq = options.seq ?? 0
  let durable = -1
  let failure: { seq: number; error: unknown } | undefined
  let broken = false
  let running: Promise<void> | undefined
  let journal: FileHandle | undefined
  let journalBytes = 0
  /** Lines not yet appended, and (while a snapshot is written) the lines appended since it was taken. */
  let pending: Array<{ seq: number; line: string }> = []
  let compaction:
    | {
        seq: number
        since: Array<{ seq: number; line: string }>
        done?: 'written' | 'failed'
        writing: Promise<void>
      }
    | undefined
  const waiters: Array<{ seq: number; resolve: () => void; reject: (error: unknown) => void }> = []
  let tasks: Array<{ seq: number; task: () => Promise<void> }> = []

  try {
    writeSnapshotSync(file, store.db, seq)
    durable = seq
  } catch (error) {
    // Nothing is acknowledged until a snapshot is written: the next request tries again.
    console.error(`[demo] could not write ${file}`, error)
    broken = true
  }

  const settle = () => {
    for (let i = waiters.length - 1; i >= 0; i -= 1) {
      const waiter = waiters[i]!
      if (waiter.seq <= durable) {
        waiters.splice(i, 1)
        waiter.resolve()
      } else if (failure && waiter.seq <= failure.seq) {
        waiters.splice(i, 1)
        waiter.reject(failure.error)
      }
    }
  }

  const openJournal = async () => {
    if (journal) return journal
    const created = !existsSync(journalFile)
    journal = await open(journalFile, 'a')
    if (created) await syncDirectory(dirname(file))
    return journal
  }
  const closeJournal = async () => {
    const handle = journal
    journal = undefined
    await handle?.close()
  }

  /** Appends the waiting lines and flushes them; returns the number of the last one. */
  const append = async () => {
    const batch = pending
    pending = []
    const text = batch.map((b) => b.line).join('')
    const handle = await openJournal()
    await handle.write(text)
    await handle.datasync()
    journalBytes += Buffer.byteLength(text)
    compaction?.since.push(...batch)
    return batch[batch.length - 1]!.seq
  }

  /** A whole snapshot of the data as it is now, replacing the journal (after a failure). */
  const rewrite = async () => {
    // A snapshot still being written in the background must not land after this newer one.
    await compaction?.writing
    await closeJournal()
    const at = seq
    writeSnapshotSync(file, store.db, at)
    pending = pending.filter((p) => p.seq > at)
    journalBytes = 0
    compaction = undefined
    return at
  }

  /** Takes a snapshot of the data now and writes it while the loop keeps appending. */
  const startCompaction = () => {
    const at = seq
    // Lines made but not yet appended are in the snapshot; they are appended too, and counted in `since`.
    const text = serialise(store.db, at)
    const current: NonNullable<typeof compaction> = {
      seq: at,
      since: [],
      writing: Promise.resolve(),
    }
    compaction = current
    current.writing = writeFileAtomic(file, text).then(
      () => {
        current.done = 'written'
        schedule()
      },
      (error: unknown) => {
        console.error(`[demo] could not write the snapshot ${file}; the journal is kept`, error)
        current.done = 'failed'
        schedule()
      },
    )
  }
  /** Once the new snapshot is on disk, the journal keeps only the lines after it. */
  const finishCompaction = async () => {
    const current = compaction!
    compaction = undefined
    if (current.done === 'failed') return
    const rest = current.since.filter((b) => b.seq > current.seq)
    await closeJournal()
    const text = rest.map((b) => b.line).join('')
    await writeFileAtomic(journalFile, text)
    journalBytes = Buffer.byteLength(text)
  }

  const loop = async () => {
    while (pending.length || broken || compaction?.done) {
      // Let the changes of requests being handled in this turn join the flush.
      await new Promise<void>((resolve) => setImmediate(resolve))
      try {
        if (broken) {
          durable = await rewrite()
          broken = false
          failure = undefined
        }
        if (compaction?.done) await finishCompaction()
        if (pending.length) {
          durable = await append()
          failure = undefined
        }
      } catch (error) {
        console.error(`[demo] could not write ${journalFile}`, error)
        failure = { seq, error }
        broken = true
        settle()
        break
      }
      settle()
      const due = tasks.filter((t) => t.seq <= durable)
      tasks = tasks.filter((t) => t.seq > durable)
      for (const { task } of due)
        await task().catch((error: unknown) =>
          console.error('[demo] clean-up after a write failed', error),
        )
      if (!compaction && journalBytes > compactBytes) startCompaction()
    }
    running = undefined
  }
  const schedule = () => {
    running ??= loop()
  }

  store.onChangeOps((ops) => {
    if (!ops.length) return
    seq += 1
    pending.push({ seq, line: `${JSON.stringify({ s: seq, ops })}\n` })
    schedule()
  })

  return {
    sync() {
      if (durable >= seq && !broken) return Promise.resolve()
      const at = seq
      return new Promise<void>((resolve, reject) => {
        waiters.push({ seq: at, resolve, reject })
        schedule()
      })
    },
    afterSync(task) {
      if (durable >= seq)
        void task().catch((error: unknown) => console.error('[demo] clean-up failed', error))
      else tasks.push({ seq, task })
    },
    async close() {
      while (running || compaction) {
        await running
        await compaction?.writing
        if (compaction?.done) schedule()
      }
      await closeJournal()
    },
  }
}

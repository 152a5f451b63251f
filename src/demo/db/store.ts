import { type ChangeOp, trackChanges } from '@/demo/db/change-tracker'
import type { DemoDb } from '@/demo/db/types'

export interface DemoStore {
  /** The live data; handlers read it directly and change it only inside `mutate`. */
  readonly db: DemoDb
  /** Grows with every change: read-side indexes (db/indexes.ts) are rebuilt when it moves. */
  readonly version: number
  /** True while a `mutate` runs: the data may be half changed, so no index is trusted. */
  readonly changing: boolean
  mutate<T>(change: (db: DemoDb) => T): T
  replace(next: DemoDb): void
  onChange(listener: (db: DemoDb) => void): () => void
  /**
   * Listens to every change as the operations that make it (db/change-tracker.ts), called at the end
   * of the change, before the data can change again. While one listens, `mutate` notes what it writes.
   */
  onChangeOps(listener: (ops: ChangeOp[]) => void): () => void
}

/** The store each live data set belongs to, so helpers given only the data can use its indexes. */
const holders = new WeakMap<DemoDb, DemoStore>()

/** The store whose current data this is, if any (data built by a test on its own has none). */
export function storeHolding(db: DemoDb): DemoStore | undefined {
  const store = holders.get(db)
  return store && store.db === db ? store : undefined
}

export function createStore(initial: DemoDb): DemoStore {
  let db = initial
  let version = 0
  let changing = 0
  const listeners = new Set<(db: DemoDb) => void>()
  const opListeners = new Set<(ops: ChangeOp[]) => void>()
  /** The tracked view of the data while a tracked change runs (a change made inside it joins it). */
  let tracking: DemoDb | undefined
  const run = <T>(change: (db: DemoDb) => T): T => {
    if (tracking) return change(tracking)
    if (!opListeners.size) return change(db)
    return trackChanges(
      db,
      (view) => {
        tracking = view
        try {
          return change(view)
        } finally {
          tracking = undefined
        }
      },
      (ops) => opListeners.forEach((listener) => listener(ops)),
    )
  }
  const store: DemoStore = {
    get db() {
      return db
    },
    get version() {
      return version
    },
    get changing() {
      return changing > 0
    },
    mutate(change) {
      version += 1
      changing += 1
      let result
      try {
        result = run(change)
      } finally {
        // A change that throws may have written part of itself: the indexes are rebuilt all the same.
        changing -= 1
        version += 1
      }
      listeners.forEach((listener) => listener(db))
      return result
    },
    replace(next) {
      const ops: ChangeOp[] = [...new Set([...Object.keys(db), ...Object.keys(next)])].map((key) =>
        key in next
          ? { set: key, value: (next as unknown as Record<string, unknown>)[key] }
          : { set: key },
      )
      db = next
      opListeners.forEach((listener) => listener(ops))
      holders.set(next, store)
      version += 1
      listeners.forEach((listener) => listener(db))
    },
    onChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    onChangeOps(listener) {
      opListeners.add(listener)
      return () => opListeners.delete(listener)
    },
  }
  holders.set(initial, store)
  return store
}

let counter = 0
/** Ids for new records: unique, readable, stable in sort order. */
export function newId(prefix: string): string {
  counter += 1
  return `${prefix}-${Date.now().toString(36)}${counter.toString(36).padStart(3, '0')}${Math.random().toString(36).slice(2, 6)}`
}

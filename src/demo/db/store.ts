import type { DemoDb } from '@/demo/db/types'

export interface DemoStore {
  /** The live data; handlers read it directly and change it only inside `mutate`. */
  readonly db: DemoDb
  /** Grows with every change: read-side indexes (db/indexes.ts) are rebuilt when it moves. */
  readonly version: number
  mutate<T>(change: (db: DemoDb) => T): T
  replace(next: DemoDb): void
  onChange(listener: (db: DemoDb) => void): () => void
}

export function createStore(initial: DemoDb): DemoStore {
  let db = initial
  let version = 0
  const listeners = new Set<(db: DemoDb) => void>()
  return {
    get db() {
      return db
    },
    get version() {
      return version
    },
    mutate(change) {
      version += 1
      const result = change(db)
      version += 1
      listeners.forEach((listener) => listener(db))
      return result
    },
    replace(next) {
      db = next
      version += 1
      listeners.forEach((listener) => listener(db))
    },
    onChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

let counter = 0
/** Ids for new records: unique, readable, stable in sort order. */
export function newId(prefix: string): string {
  counter += 1
  return `${prefix}-${Date.now().toString(36)}${counter.toString(36).padStart(3, '0')}${Math.random().toString(36).slice(2, 6)}`
}

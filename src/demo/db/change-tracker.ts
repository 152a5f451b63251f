import type { DemoDb } from '@/demo/db/types'

/**
 * One change to the data as the demo server's journal stores it (src/demo/server/journal.ts).
 * Applying the operations of a change, in order, to the data as it was before it gives the data as
 * it was after it. `trackChanges` gives the values as the live records: serialise the operations
 * before the data changes again.
 */
export type ChangeOp =
  /** `db[set] = value` (a missing value deletes the field). */
  | { set: string; value?: unknown }
  /** `db[splice].splice(at, remove, ...insert)`: records added, removed or moved in a collection. */
  | { splice: string; at: number; remove: number; insert: unknown[] }
  /** `db[item][index] = value`: a record changed in place. */
  | { item: string; index: number; value: unknown }
  /** `db[entry][key] = value` in a collection kept by key (a missing value deletes the entry). */
  | { entry: string; key: string; value?: unknown }

const ARRAY_CHANGERS = new Set<PropertyKey>([
  'push',
  'pop',
  'shift',
  'unshift',
  'splice',
  'sort',
  'reverse',
  'fill',
  'copyWithin',
])
const ARRAY_SEARCHES = new Set<PropertyKey>(['includes', 'indexOf', 'lastIndexOf'])
/**
 * Searches that test elements: the test sees the elements themselves (no view is made for each
 * record looked at: a collection may hold ten thousand, and a test may compare them with records
 * found before the change), and the caller gets the views of those found. A test must not change what
 * it tests.
 */
const SEARCHES_BY_TEST: Record<string, 'record' | 'records' | 'answer'> = {
  find: 'record',
  findLast: 'record',
  filter: 'records',
  findIndex: 'answer',
  findLastIndex: 'answer',
  some: 'answer',
  every: 'answer',
}
type Predicate = (value: unknown, index: number, array: unknown[]) => unknown
const isObject = (value: unknown): value is object => value !== null && typeof value === 'object'

/**
 * Runs `change` on `db` and tells `changed` what it changed (also when it throws), in operations whose size is that of the change,
 * not of the data: `change` gets a view of `db` that notes every write (a field set or deleted at
 * any depth, an array method that changes the array) and which record of which top-level collection
 * it fell in. Reads go through to the data unchanged; an object put into the data is stored as
 * itself (never as the view of it), and `includes`/`indexOf` compare records by identity whether they
 * are given the record or its view. Writes made to the data other than through the view are not seen:
 * handlers change the data only through the `db` that `mutate` gives them.
 */
export function trackChanges<T>(
  db: DemoDb,
  change: (db: DemoDb) => T,
  changed: (ops: ChangeOp[]) => void,
): T {
  const root = db as unknown as Record<string, unknown>
  // Plain maps (not weak ones): they live as long as the change, and are much quicker with many records.
  const views = new Map<object, object>()
  const targets = new Map<object, object>()
  /** Top-level fields set or deleted as a whole. */
  const replaced = new Set<string>()
  /** Per top-level array: its records before its first change of shape, and the records changed in place. */
  const arrays = new Map<string, { before?: unknown[]; changed: Set<object> }>()
  /** Per top-level keyed object: the keys whose entry changed. */
  const keyed = new Map<string, Set<string>>()
  let open = true

  const raw = <V>(value: V): V =>
    isObject(value) ? ((targets.get(value) as V | undefined) ?? value) : value
  /** Every object this change stored, at any depth. */
  const placed = new Set<object>()
  /**
   * What is stored is never a view, nor an object stored before: a view (of a record, or of an array
   * in one), or an object this change already put somewhere (a new record that is also the activity
   * log's "after"), is stored as a copy. Data read from disk never has one object in two places, so the
   * data in memory must not either: a later change through one place would show in both until a restart.
   */
  const store = (value: unknown): unknown => {
    if (!isObject(value)) return value
    const target = targets.get(value)
    if (target || placed.has(value)) return JSON.parse(JSON.stringify(target ?? value)) as unknown
    placed.add(value)
    const record = value as Record<string, unknown>
    for (const key of Object.keys(record)) {
      const inner = record[key]
      if (isObject(inner)) {
        const stored = store(inner)
        if (stored !== inner) record[key] = stored
      }
    }
    return value
  }
  const arrayOf = (name: string) => {
    let tracked = arrays.get(name)
    if (!tracked) arrays.set(name, (tracked = { changed: new Set() }))
    return tracked
  }
  const reshaping = (name: string, array: unknown[]) => {
    const tracked = arrayOf(name)
    tracked.before ??= array.slice()
  }

  /** For each object seen through a view: what a write in it changes (a record, a keyed entry). */
  const owners = new Map<object, () => void>()
  const touch = (target: object) => {
    if (open) owners.get(target)?.()
  }
  /** One handler for every view of an object inside a record (a proxy per object is cheap; a handler per object is not). */
  const inside: ProxyHandler<Record<PropertyKey, unknown>> = {
    get(t, key) {
      const value = t[key]
      if (!open) return value
      if (typeof value === 'function' && Array.isArray(t)) return insideArrayMethod(t, key, value)
      return isObject(value) ? view(value, owners.get(t)!) : value
    },
    set(t, key, value) {
      touch(t)
      t[key] = store(value)
      return true
    },
    deleteProperty(t, key) {
      touch(t)
      return delete t[key]
    },
    defineProperty(t, key, descriptor) {
      touch(t)
      return Reflect.defineProperty(
        t,
        key,
        'value' in descriptor ? { ...descriptor, value: store(descriptor.value) } : descriptor,
      )
    },
  }
  /** A view of `target`, an object inside a record; `touched` notes a write anywhere in it. */
  const view = (target: object, touched: () => void): object => {
    const existing = views.get(target)
    if (existing) return existing
    const proxy = new Proxy(target as Record<PropertyKey, unknown>, inside)
    owners.set(target, touched)
    views.set(target, proxy)
    targets.set(proxy, target)
    return proxy
  }
  /** `find`, `filter`, `some`… of an array: the test sees the elements themselves, the caller the views of those found. */
  const searchByTest = (
    key: PropertyKey,
    method: unknown,
    array: unknown[],
    viewOf: (found: unknown) => unknown,
  ) => {
    const kind =
      typeof key === 'string' && Object.hasOwn(SEARCHES_BY_TEST, key)
        ? SEARCHES_BY_TEST[key]
        : undefined
    if (!kind) return undefined
    return (test: Predicate, self?: unknown) => {
      const result = (method as (test: Predicate, self?: unknown) => unknown).call(
        array,
        test,
        self,
      )
      return kind === 'record'
        ? viewOf(result)
        : kind === 'records'
          ? (result as unknown[]).map(viewOf)
          : result
    }
  }
  const searches = (key: PropertyKey, method: unknown, array: unknown[]) =>
    ARRAY_SEARCHES.has(key)
      ? (needle: unknown, from?: number) =>
          (method as (n: unknown, f?: number) => unknown).call(array, raw(needle), from)
      : undefined
  /** Methods of an array inside a record: a change to it is a change of the record. */
  const insideArrayMethod = (array: unknown[], key: PropertyKey, method: unknown) => {
    const search =
      searches(key, method, array) ??
      searchByTest(key, method, array, (found) =>
        isObject(found) ? view(found, owners.get(array)!) : found,
      )
    if (search) return search
    if (!ARRAY_CHANGERS.has(key)) return method
    return (...args: unknown[]) => {
      touch(array)
      return (method as (...a: unknown[]) => unknown).apply(
        array,
        args.map((a) => store(a)),
      )
    }
  }

  const collection = (name: string, array: unknown[]) => {
    const touchedIn = (record: object) => () => arrayOf(name).changed.add(record)
    const recordView = (record: unknown) =>
      isObject(record) ? (views.get(record) ?? view(record, touchedIn(record))) : record
    /**
     * Searches test the records themselves (no view made for each record looked at: a collection may
     * hold ten thousand) and give the views of the records found. A test must not change what it tests.
     */
    const proxy = new Proxy(array, {
      get(t, key) {
        const value = (t as unknown as Record<PropertyKey, unknown>)[key]
        if (!open) return value
        if (typeof value === 'function') {
          const search = searches(key, value, t)
          if (search) return search
          const byTest = searchByTest(key, value, t, recordView)
          if (byTest) return byTest
          if (!ARRAY_CHANGERS.has(key)) return value
          return (...args: unknown[]) => {
            reshaping(name, t)
            const result = (value as (...a: unknown[]) => unknown).apply(
              t,
              args.map((a) => store(a)),
            )
            return result === t ? proxy : result
          }
        }
        return recordView(value)
      },
      set(t, key, value) {
        if (open) reshaping(name, t)
        ;(t as unknown as Record<PropertyKey, unknown>)[key] = store(value)
        return true
      },
      deleteProperty(t, key) {
        if (open) reshaping(name, t)
        return delete (t as unknown as Record<PropertyKey, unknown>)[key]
      },
    })
    targets.set(proxy, array)
    views.set(array, proxy)
    return proxy
  }
  const keyedCollection = (name: string, object: object) => {
    const keys = () => {
      let set = keyed.get(name)
      if (!set) keyed.set(name, (set = new Set()))
      return set
    }
    const proxy = new Proxy(object as Record<string, unknown>, {
      get(t, key) {
        const value = t[key as string]
        if (!open || typeof key !== 'string' || !isObject(value)) return value
        const touched = () => keys().add(key)
        return view(value, touched)
      },
      set(t, key, value) {
        if (open && typeof key === 'string') keys().add(key)
        t[key as string] = store(value)
        return true
      },
      deleteProperty(t, key) {
        if (open && typeof key === 'string') keys().add(key)
        return delete t[key as string]
      },
    })
    targets.set(proxy, object)
    views.set(object, proxy)
    return proxy
  }

  const tracked = new Proxy(root, {
    get(t, key) {
      const value = t[key as string]
      if (!open || typeof key !== 'string' || !isObject(value)) return value
      const existing = views.get(value)
      if (existing) return existing
      return Array.isArray(value) ? collection(key, value) : keyedCollection(key, value)
    },
    set(t, key, value) {
      if (open && typeof key === 'string') replaced.add(key)
      t[key as string] = store(value)
      return true
    },
    deleteProperty(t, key) {
      if (open && typeof key === 'string') replaced.add(key)
      return delete t[key as string]
    },
  })
  targets.set(tracked, root)

  try {
    return raw(change(tracked as unknown as DemoDb))
  } finally {
    // A change that failed halfway still changed the data up to there.
    open = false
    changed(describe())
  }

  function describe(): ChangeOp[] {
    const ops: ChangeOp[] = []
    for (const name of replaced)
      ops.push(name in root ? { set: name, value: root[name] } : { set: name })
    for (const [name, { before, changed }] of arrays) {
      const after = root[name]
      if (replaced.has(name) || !Array.isArray(after)) continue
      let start = 0
      let end = 0
      if (before) {
        while (start < before.length && start < after.length && before[start] === after[start])
          start += 1
        while (
          end < before.length - start &&
          end < after.length - start &&
          before[before.length - 1 - end] === after[after.length - 1 - end]
        )
          end += 1
        if (start < before.length || start < after.length) {
          ops.push({
            splice: name,
            at: start,
            remove: before.length - start - end,
            insert: after.slice(start, after.length - end),
          })
        }
      }
      if (!changed.size) continue
      const inserted = before ? new Set(after.slice(start, after.length - end)) : new Set()
      const position =
        changed.size > 4 ? new Map(after.map((record, index) => [record, index])) : undefined
      for (const record of changed) {
        if (inserted.has(record)) continue
        const index = position ? (position.get(record) ?? -1) : after.indexOf(record)
        if (index >= 0) ops.push({ item: name, index, value: record })
      }
    }
    for (const [name, keys] of keyed) {
      const object = root[name]
      if (replaced.has(name) || !isObject(object)) continue
      const entries = object as Record<string, unknown>
      for (const key of keys)
        ops.push(key in entries ? { entry: name, key, value: entries[key] } : { entry: name, key })
    }
    return ops
  }
}

/** Applies a change's operations (see `trackChanges`) to `db`, which must be the data as it was before the change. */
export function applyChanges(db: DemoDb, ops: ChangeOp[]): void {
  const root = db as unknown as Record<string, unknown>
  for (const op of ops) {
    if ('set' in op) {
      if ('value' in op) root[op.set] = op.value
      else delete root[op.set]
    } else if ('splice' in op) {
      const array = root[op.splice] as unknown[]
      // Spreading a very long insert into splice's arguments could pass the engine's argument limit.
      if (op.insert.length > 1000)
        root[op.splice] = [
          ...array.slice(0, op.at),
          ...op.insert,
          ...array.slice(op.at + op.remove),
        ]
      else array.splice(op.at, op.remove, ...op.insert)
    } else if ('item' in op) {
      ;(root[op.item] as unknown[])[op.index] = op.value
    } else {
      const entries = (root[op.entry] ??= {}) as Record<string, unknown>
      if ('value' in op) entries[op.key] = op.value
      else delete entries[op.key]
    }
  }
}

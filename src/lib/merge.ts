/**
 * The field-level three-way merge of a form's values: `base` is the server copy the local edits
 * started from, `mine` the local values, `theirs` the server's newer copy (or another tab's draft).
 *
 * The fields are the leaves of the values: a plain object is merged key by key and an array item by
 * item when it has the same length on all three sides (a score sheet's per-criterion rows, whose
 * criteria are fixed); an array whose length differs, and any other value, is one field. A field
 * changed on one side only takes that side; a field changed on both sides to the same value is no
 * conflict; a field changed on both sides to different values is a conflict, left as `mine` in
 * `merged` until the person chooses. Empty text, null and a missing key are the same (an emptied
 * field is a change from a filled one).
 */
export type FieldPath = Array<string | number>

export interface FieldConflict {
  path: FieldPath
  /** The path as react-hook-form names the field ("scores.0.score"). */
  name: string
  base: unknown
  mine: unknown
  theirs: unknown
}

export interface MergeResult<V> {
  merged: V
  conflicts: FieldConflict[]
}

/** The base is not known (a draft kept before the base was stored): every difference is a conflict. */
export const UNKNOWN_BASE: unique symbol = Symbol('unknown base')

const isEmpty = (value: unknown) => value === undefined || value === null || value === ''

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Two values say the same (empty text, null and a missing key are the same). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (isEmpty(a) || isEmpty(b)) return isEmpty(a) && isEmpty(b)
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false
    return a.every((item, i) => sameValue(item, b[i]))
  }
  if (isPlainObject(a) || isPlainObject(b)) {
    if (!isPlainObject(a) || !isPlainObject(b)) return false
    const keys = new Set([...Object.keys(a), ...Object.keys(b)])
    for (const key of keys) if (!sameValue(a[key], b[key])) return false
    return true
  }
  return Object.is(a, b)
}

function mergeAt(
  base: unknown,
  mine: unknown,
  theirs: unknown,
  path: FieldPath,
  conflicts: FieldConflict[],
): unknown {
  const known = base !== UNKNOWN_BASE
  if (sameValue(mine, theirs)) return mine
  if (known && sameValue(base, mine)) return theirs
  if (known && sameValue(base, theirs)) return mine
  // Changed on both sides: go into the field when all three are objects (or arrays of one length).
  const b = known ? base : undefined
  if (isPlainObject(mine) && isPlainObject(theirs) && (!known || isPlainObject(b) || isEmpty(b))) {
    const from = isPlainObject(b) ? b : {}
    const merged: Record<string, unknown> = {}
    const keys = new Set([...Object.keys(mine), ...Object.keys(theirs), ...Object.keys(from)])
    for (const key of keys) {
      const value = mergeAt(
        known ? from[key] : UNKNOWN_BASE,
        mine[key],
        theirs[key],
        [...path, key],
        conflicts,
      )
      if (value !== undefined) merged[key] = value
    }
    return merged
  }
  if (
    Array.isArray(mine) &&
    Array.isArray(theirs) &&
    mine.length === theirs.length &&
    (!known || (Array.isArray(b) && b.length === mine.length))
  ) {
    return mine.map((item, i) =>
      mergeAt(known ? (b as unknown[])[i] : UNKNOWN_BASE, item, theirs[i], [...path, i], conflicts),
    )
  }
  conflicts.push({ path, name: path.join('.'), base: known ? base : undefined, mine, theirs })
  return mine
}

/** Merges `mine` and `theirs` against `base` (or UNKNOWN_BASE), field by field. */
export function mergeValues<V>(base: V | typeof UNKNOWN_BASE, mine: V, theirs: V): MergeResult<V> {
  const conflicts: FieldConflict[] = []
  const merged = mergeAt(base, mine, theirs, [], conflicts) as V
  return { merged, conflicts }
}

/** The value at `path`. */
export function valueAt(values: unknown, path: FieldPath): unknown {
  let current = values
  for (const step of path) {
    if (typeof current !== 'object' || current === null) return undefined
    current = (current as Record<string | number, unknown>)[step]
  }
  return current
}

/** A copy of `values` with `value` at `path` (objects and arrays on the way are copied, not changed). */
export function withValueAt<V>(values: V, path: FieldPath, value: unknown): V {
  if (path.length === 0) return value as V
  const [step, ...rest] = path
  const container = values as unknown
  if (Array.isArray(container)) {
    const copy = [...(container as unknown[])]
    copy[step as number] = withValueAt(copy[step as number], rest, value)
    return copy as V
  }
  const record = isPlainObject(container) ? container : {}
  return { ...record, [step!]: withValueAt(record[step as string], rest, value) } as V
}

/** The leaves where `a` and `b` differ, with `b`'s value (to put only the changed fields into a form). */
export function changedFields(
  a: unknown,
  b: unknown,
  path: FieldPath = [],
): Array<{ path: FieldPath; name: string; value: unknown }> {
  if (sameValue(a, b)) return []
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)])
    return [...keys].flatMap((key) => changedFields(a[key], b[key], [...path, key]))
  }
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length)
    return b.flatMap((item, i) => changedFields(a[i], item, [...path, i]))
  return [{ path, name: path.join('.'), value: b }]
}

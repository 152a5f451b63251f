export type QueryValue =
  string | number | boolean | null | undefined | QueryValue[] | { [key: string]: QueryValue }
export type QueryParams = Record<string, QueryValue>

/** Splits `filter[category][id]` into `['filter', 'category', 'id']`; a plain key stays whole. */
function keyPath(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])+)$/.exec(key)
  if (!match) return [key]
  const rest = [...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)
  return [match[1]!, ...rest]
}

function isPlainObject(value: unknown): value is Record<string, QueryValue> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function dropEmpty(value: QueryValue): QueryValue {
  if (Array.isArray(value)) return value.filter((v) => v !== '' && v !== undefined).map(dropEmpty)
  if (isPlainObject(value)) {
    const out: Record<string, QueryValue> = {}
    for (const [k, v] of Object.entries(value))
      if (v !== '' && v !== undefined) out[k] = dropEmpty(v)
    return out
  }
  return value
}

/**
 * Requirements R5.2, R5.3: query values that are empty strings are dropped, and keys written in
 * brackets become nested objects (`{ 'filter[category]': 2 }` → `{ filter: { category: 2 } }`).
 */
export function normalizeParams(params: QueryParams | undefined): QueryParams {
  const out: QueryParams = {}
  if (!params) return out
  for (const [key, raw] of Object.entries(params)) {
    if (raw === '' || raw === undefined) continue
    const value = dropEmpty(raw)
    const pathParts = keyPath(key)
    let target: Record<string, QueryValue> = out
    pathParts.forEach((part, index) => {
      if (index === pathParts.length - 1) {
        target[part] = value
        return
      }
      const next = target[part]
      if (!isPlainObject(next)) target[part] = {}
      target = target[part] as Record<string, QueryValue>
    })
  }
  return out
}

/** Serialises nested params back into bracket notation: `filter[category]=2&tags[]=a`. */
export function serializeParams(params: QueryParams | undefined): string {
  const parts: string[] = []
  const add = (key: string, value: QueryValue): void => {
    if (value === undefined || value === null || value === '') return
    if (Array.isArray(value)) value.forEach((v) => add(`${key}[]`, v))
    else if (isPlainObject(value)) Object.entries(value).forEach(([k, v]) => add(`${key}[${k}]`, v))
    else
      parts.push(
        `${encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(String(value))}`,
      )
  }
  Object.entries(normalizeParams(params)).forEach(([k, v]) => add(k, v))
  return parts.join('&')
}

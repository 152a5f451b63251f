import type { Operation } from '@/contract/operation'

/**
 * The guard that keeps the document, the demo and the app together: every demo route has an
 * operation, every call the app's code makes has one, and every operation has both.
 */

export interface Call {
  method: string
  /** The path with its parameters written `{…}`, e.g. `/api/team/{…}/member`. */
  path: string
  /** Where it was found (a file, or a demo route). */
  where: string
}

/** Calls that stand outside the document, with the reason. */
export const OUTSIDE_THE_DOCUMENT: Record<string, string> = {
  // The demo's stand-in for Microsoft Graph's people search: Microsoft's API, not the product's.
  'GET /demo-graph/v1.0/users': "the demo's stand-in for Microsoft Graph",
}

/** Calls that no code of the app makes, with the reason. */
export const NOT_CALLED_BY_CODE: Record<string, string> = {
  // The browser loads it from the signed url an answer carries (img src, download links).
  getUploadedFile: 'loaded by the browser from the url an answer carries',
}

const shape = (path: string) => path.replace(/\{[^}]*\}/g, '{…}').toLowerCase()
const key = (method: string, path: string) => `${method.toUpperCase()} ${shape(path)}`

/** What differs between the operations, the demo's routes and the app's calls; empty when they agree. */
export function contractGaps(input: {
  operations: Operation[]
  routes: Call[]
  clientCalls: Call[]
}): string[] {
  const gaps: string[] = []
  const operationKeys = new Map(input.operations.map((op) => [key(op.method, op.path), op]))
  const routeKeys = new Set(input.routes.map((r) => key(r.method, r.path)))
  const clientKeys = new Set(input.clientCalls.map((c) => key(c.method, c.path)))
  for (const route of input.routes) {
    if (OUTSIDE_THE_DOCUMENT[`${route.method.toUpperCase()} ${route.path}`]) continue
    if (!operationKeys.has(key(route.method, route.path)))
      gaps.push(
        `The demo route ${route.method.toUpperCase()} ${route.path} has no operation in the document.`,
      )
  }
  for (const call of input.clientCalls)
    if (!operationKeys.has(key(call.method, call.path)))
      gaps.push(
        `The app's call ${call.method.toUpperCase()} ${call.path} (${call.where}) has no operation in the document.`,
      )
  for (const [k, op] of operationKeys) {
    if (!routeKeys.has(k)) gaps.push(`The operation ${op.operationId} has no demo route.`)
    if (!clientKeys.has(k) && !NOT_CALLED_BY_CODE[op.operationId])
      gaps.push(`The operation ${op.operationId} is called nowhere in the app's code.`)
  }
  return gaps
}

/** A demo route's method and path, from msw's `info` (`/api/team/:id` → `/api/team/{id}`). */
export function routeCall(info: { method?: unknown; path?: unknown }): Call | null {
  if (typeof info.path !== 'string' || typeof info.method !== 'string') return null
  const path = info.path.replace(/^\*/, '').replace(/:(\w+)/g, '{$1}')
  return { method: info.method, path, where: 'demo route' }
}

const READS = /\b(getList|getOne|getPage|getText)\(\s*(['`])([^'`]*)\2/g
const WRITES = /\bsend\(\s*'(post|put|patch|delete)',\s*(['`])([^'`]*)\2/g

/** The API calls written in a source file: its getList/getOne/getPage/getText and send calls. */
export function callsIn(source: string, where: string): Call[] {
  const calls: Call[] = []
  const path = (raw: string) => `/api${raw.replace(/\$\{[^}]*\}/g, '{…}')}`
  for (const found of source.matchAll(READS))
    calls.push({ method: 'get', path: path(found[3]!), where })
  for (const found of source.matchAll(WRITES))
    calls.push({ method: found[1]!, path: path(found[3]!), where })
  return calls
}

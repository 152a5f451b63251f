import { msg } from '@lingui/core/macro'
import { getResponse, http, type RequestHandler } from 'msw'
import type { IdempotencyRecord } from '@/demo/db/types'
import type { Exchange } from '@/contract/check'
import { type DemoContext, problem } from '@/demo/handlers/http'
import { answerInLanguageOf } from '@/demo/handlers/language'
import { inTimeZone, requestTimeZone } from '@/demo/handlers/time-zone'
import { createDueWork, type DueWork } from '@/demo/notifications/due-work'
import { signUploadUrlsInJson } from '@/demo/handlers/uploads'
import { translate } from '@/i18n'

/** How long an Idempotency-Key is remembered (docs/api.md "Idempotency"). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
/** 1–255 visible ASCII characters (a UUID in practice). */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/
/** Answers that are not replayed: the retry runs again (a new sign-in, or a server fault that may clear). */
const NOT_STORED = (status: number) =>
  status === 401 || status === 408 || status === 429 || status >= 500

/** A hash of what the request asks for: its body, or for a multipart form its fields (a resent form gets a new boundary). */
async function fingerprint(request: Request): Promise<string> {
  let bytes: ArrayBuffer
  if ((request.headers.get('Content-Type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
    const parts: BlobPart[] = []
    for (const [name, value] of await request.clone().formData()) {
      parts.push(
        JSON.stringify(
          typeof value === 'string' ? [name, value] : [name, value.name, value.type, value.size],
        ),
        typeof value === 'string' ? '' : value,
      )
    }
    bytes = await new Blob(parts).arrayBuffer()
  } else {
    bytes = await request.clone().arrayBuffer()
  }
  // A copy made here: the body's buffer may come from another realm (jsdom), which digest refuses.
  const digest = await crypto.subtle.digest('SHA-256', new Uint8Array(new Uint8Array(bytes)))
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * The last step of every answer: `X-Content-Type-Options: nosniff` (no answer, files under
 * /uploads included, may be sniffed into another type), and every /uploads/ address in a JSON
 * answer signed for the caller, so that img and download links work without a bearer token.
 */
async function finish(ctx: DemoContext, request: Request, response: Response): Promise<Response> {
  const headers = new Headers(response.headers)
  headers.set('X-Content-Type-Options', 'nosniff')
  let body: BodyInit | null = response.body
  if ((headers.get('Content-Type') ?? '').includes('json') && response.body) {
    const text = await response.text()
    const viewerId = text.includes('"/uploads/') ? await ctx.authenticate(request) : null
    body = viewerId ? signUploadUrlsInJson(text, ctx.uploadUrlSecret, viewerId, ctx.now()) : text
    headers.delete('Content-Length')
  }
  return new Response(body, { status: response.status, statusText: response.statusText, headers })
}

function replay(record: IdempotencyRecord): Response {
  return new Response(record.status === 204 || record.body === '' ? null : record.body, {
    status: record.status,
    headers: { ...record.headers, 'Idempotent-Replayed': 'true' },
  })
}

/** The first path segment under `/api/`, lower case (routes match regardless of case), or null. */
const API_SEGMENT = /\/api\/([^/?#:*]+)/
const segmentOf = (path: string) => API_SEGMENT.exec(path)?.[1]?.toLowerCase() ?? null

/**
 * The routes that may answer a request, in their order: those under the request's first `/api/`
 * segment and every route not under a fixed one. Matching a request against each of ninety routes
 * compiles ninety paths and parses its cookies ninety times (a route near the end of the
 * table paid for all of them).
 */
function candidates(handlers: RequestHandler[]) {
  const fixed = handlers.map((h) => {
    const path = (h.info as { path?: unknown }).path
    return typeof path === 'string' && path.startsWith('*/api/') ? segmentOf(path) : null
  })
  const bySegment = new Map<string | null, RequestHandler[]>()
  return (request: Request): RequestHandler[] => {
    const segment = segmentOf(new URL(request.url).pathname)
    let routes = bySegment.get(segment)
    if (!routes) {
      routes = handlers.filter((_, i) => fixed[i] === null || fixed[i] === segment)
      bySegment.set(segment, routes)
    }
    return routes
  }
}

/**
 * What every request of the demo API goes through, once, around the route handlers: the language
 * of its answer (Accept-Language), the
 * `X-Content-Type-Options: nosniff` header and signed upload addresses on every answer, and
 * idempotent retries. A write
 * (POST, PUT, PATCH, DELETE) that carries `Idempotency-Key` is remembered per caller, method, path
 * and key for 24 hours, with the data (so it survives restarts): the same key again gets the first
 * answer replayed (`Idempotent-Replayed: true`) without doing the work twice; a duplicate arriving
 * while the first still runs waits for it; the same key with another body is refused (422).
 */
export function withApiLayer(
  ctx: DemoContext,
  handlers: RequestHandler[],
  dueWork: DueWork = createDueWork(ctx),
): RequestHandler[] {
  const running = new Map<string, Promise<void>>()
  let lastPrune = 0
  const routesFor = candidates(handlers)

  const remember = (id: string, record: IdempotencyRecord) =>
    ctx.store.mutate((db) => {
      db.idempotency ??= {}
      const now = ctx.now()
      if (now - lastPrune > 60_000) {
        lastPrune = now
        for (const [key, old] of Object.entries(db.idempotency))
          if (now - Date.parse(old.at) > IDEMPOTENCY_TTL_MS) delete db.idempotency[key]
      }
      db.idempotency[id] = record
    })

  async function idempotent(request: Request, key: string): Promise<Response | undefined> {
    if (!KEY_PATTERN.test(key))
      return problem(
        400,
        null,
        translate(
          msg`The Idempotency-Key header must be 1 to 255 visible ASCII characters (a UUID).`,
        ),
      )
    const personId = await ctx.authenticate(request)
    // Without a caller there is nothing to remember: the route answers 401.
    if (!personId) return getResponse(routesFor(request), request)
    const id = `${personId} ${request.method} ${new URL(request.url).pathname} ${key}`
    const hash = await fingerprint(request)

    // A concurrent duplicate waits for the first to finish, then finds its answer.
    for (let pending = running.get(id); pending; pending = running.get(id)) await pending

    const stored = ctx.store.db.idempotency?.[id]
    if (stored && ctx.now() - Date.parse(stored.at) <= IDEMPOTENCY_TTL_MS) {
      if (stored.fingerprint !== hash) {
        return problem(
          422,
          translate(msg`Idempotency key reused`),
          translate(
            msg`This Idempotency-Key was already used for a different request. Use a new key for a new request.`,
          ),
        )
      }
      return replay(stored)
    }

    let finish = () => undefined as void
    running.set(
      id,
      new Promise<void>((resolve) => {
        finish = resolve
      }),
    )
    try {
      const response = await getResponse(routesFor(request), request)
      if (response && !NOT_STORED(response.status)) {
        const headers: Record<string, string> = {}
        response.headers.forEach((value, name) => {
          headers[name] = value
        })
        remember(id, {
          at: new Date(ctx.now()).toISOString(),
          status: response.status,
          headers,
          body: await response.clone().text(),
          fingerprint: hash,
        })
      }
      return response
    } finally {
      running.delete(id)
      finish()
    }
  }

  return [
    http.all('*', ({ request }) =>
      answerInLanguageOf(request, () =>
        inTimeZone(requestTimeZone(request), async () => {
          if (ctx.dueWorkOnRequest?.() ?? true) dueWork.onRequest(request)
          const sent = ctx.onExchange ? request.clone() : null
          const key = request.headers.get('Idempotency-Key')
          const response =
            key !== null && WRITE_METHODS.has(request.method)
              ? await idempotent(request, key.trim())
              : await getResponse(routesFor(request), request)
          if (!response) return undefined
          const answer = await finish(ctx, request, response)
          if (sent && ctx.onExchange) ctx.onExchange(await exchangeOf(sent, answer.clone()))
          return answer
        }),
      ),
    ),
  ]
}

/** What `onExchange` is told: the request as sent (its body read) and the answer as given. */
export async function exchangeOf(request: Request, response: Response): Promise<Exchange> {
  const type = (request.headers.get('Content-Type') ?? '').toLowerCase()
  let requestBody: unknown
  if (type.startsWith('multipart/form-data')) {
    const fields: Record<string, string> = {}
    for (const [name, value] of await request.formData())
      fields[name] = typeof value === 'string' ? value : value.name
    requestBody = fields
  } else {
    const text = await request.text()
    if (text) {
      try {
        requestBody = JSON.parse(text) as unknown
      } catch {
        requestBody = text
      }
    }
  }
  const responseText = response.body ? await response.text() : null
  return {
    method: request.method,
    url: request.url,
    requestHeaders: request.headers,
    requestBody,
    status: response.status,
    responseHeaders: response.headers,
    responseText: responseText === '' ? null : responseText,
  }
}

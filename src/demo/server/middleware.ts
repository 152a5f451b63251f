import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { msg } from '@lingui/core/macro'
import { getResponse } from 'msw'
import { indexesOf } from '@/demo/db/indexes'
import { createSeed, SEED_PEOPLE_IDS } from '@/demo/db/seed'
import { writeSeedPosters } from '@/demo/db/seed-showcase'
import { createStore } from '@/demo/db/store'
import type { DemoDb } from '@/demo/db/types'
import { createHandlers, type DemoContext } from '@/demo/handlers'
import { createDueWork } from '@/demo/notifications/due-work'
import { statusTitle } from '@/demo/handlers/http'
import { inLanguage } from '@/demo/handlers/language'
import { createDemoIdp } from '@/demo/idp/idp'
import { sendHtml } from '@/demo/idp/responses'
import { inAwardTimeZone } from '@/demo/handlers/time-zone'
import { mailboxPage } from '@/demo/notifications/mailbox-page'
import { DEMO_MAILBOX_PATH } from '@/config/demo-auth'
import { dropJournal, journalFileOf, persistStore, readStoredData } from '@/demo/server/journal'
import {
  createDiskFileStore,
  loadOrCreateSecret,
  removeLeftoverTemporary,
  sweepUploads,
} from '@/demo/server/persistence'
import { roleLabel } from '@/features/auth/roles'
import { createContractCheck, isApiPath } from '@/contract/check'
import { isLanguage, languageOf, translate } from '@/i18n'
import { swaggerMiddleware } from '@/contract/serve'

const GRAPH_AUDIENCE = 'https://graph.microsoft.com'

type Next = (error?: unknown) => void
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: Next) => void

const FILES_DIR = join(dirname(fileURLToPath(import.meta.url)), 'files')
const STATIC_FILES: Record<string, string> = {
  '/demo-files/logo.svg': 'image/svg+xml',
  '/demo-files/assessment-rubrics.html': 'text/html; charset=utf-8',
  '/demo-files/templates.html': 'text/html; charset=utf-8',
  '/demo-files/page.css': 'text/css; charset=utf-8',
}

/**
 * The seed as the journal sees data: read from JSON, so no two places share one object (a change
 * through one would show in both until a restart, which reads the data from disk).
 */
const freshSeed = (options: { activeIndex?: number | null }): DemoDb =>
  JSON.parse(JSON.stringify(createSeed(options))) as DemoDb

/**
 * The period the demo starts in when it seeds fresh data: DEMO_ACTIVE_PERIOD=1…6 (default 1,
 * Phase 1). From 3 (Phase 2) on, this year's Phase 1 results are published with three
 * semi-finalists, the poster vote over them is open and Pompa Pintar's Phase 2 entry is in draft.
 */
function seedOptions(): { activeIndex?: number } {
  const period = Number(process.env.DEMO_ACTIVE_PERIOD)
  return Number.isInteger(period) && period >= 1 && period <= 6 ? { activeIndex: period - 1 } : {}
}

/** The stored data (snapshot and journal) and the number of its last change, or the seed when there is none or it cannot be read. */
function loadDb(file: string): { db: DemoDb; seq: number } {
  removeLeftoverTemporary(file)
  try {
    const stored = readStoredData(file)
    if (!stored) return { db: freshSeed(seedOptions()), seq: 0 }
    if (stored.ignored)
      console.warn(
        `[demo] ${journalFileOf(file)}: ${stored.ignored} line(s) left out (a write cut short by a crash is never acknowledged).`,
      )
    const parsed = stored.data as DemoDb
    if (parsed.schemaVersion === 1 && Array.isArray(parsed.users)) {
      // Collections added by a newer version start from the seed; existing data is kept.
      const seed = createSeed(seedOptions()) as unknown as Record<string, unknown>
      const target = parsed as unknown as Record<string, unknown>
      for (const key of Object.keys(seed)) if (!(key in target)) target[key] = seed[key]
      return { db: parsed, seq: stored.seq }
    }
    console.warn(
      `[demo] ${file} has an unknown format; starting from the seed (the old file is kept as .bak).`,
    )
  } catch {
    console.warn(
      `[demo] ${file} could not be read; starting from the seed (the old file is kept as .bak).`,
    )
  }
  renameSync(file, `${file}.bak`)
  // The journal continues the old data only.
  dropJournal(file)
  return { db: freshSeed(seedOptions()), seq: 0 }
}

const MB = 1024 * 1024
/**
 * Request body limits (docs/api.md "Request size"): 1 MB for every call, 21 MB for an upload
 * (the largest file, a 20 MB presentation, plus the form around it). Per-kind file limits are
 * checked by the upload route itself.
 */
export const BODY_LIMIT_BYTES = 1 * MB
export const UPLOAD_BODY_LIMIT_BYTES = 21 * MB
export function bodyLimitFor(method: string, pathname: string): number {
  return method === 'POST' && /^\/api\/proposal\/[^/]+\/attachment\/?$/.test(pathname)
    ? UPLOAD_BODY_LIMIT_BYTES
    : BODY_LIMIT_BYTES
}

class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    // For developers: the person is answered by refuseTooLarge, in their language.
    // eslint-disable-next-line lingui/no-unlocalized-strings
    super(`The request body is larger than ${limit} bytes.`)
  }
}

/**
 * Reads a request body, refusing it before it is read whole: at once when Content-Length says it
 * is over the limit, else as soon as the bytes received pass it.
 */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'])
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(new BodyTooLarge(limit))
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let received = 0
    const stop = () => {
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('error', onError)
    }
    const onData = (chunk: Buffer | string) => {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk
      received += buffer.length
      if (received > limit) {
        // Stop reading (not destroy: the 413 answer must still reach the client).
        stop()
        req.pause()
        reject(new BodyTooLarge(limit))
        return
      }
      chunks.push(buffer)
    }
    const onEnd = () => {
      stop()
      resolve(Buffer.concat(chunks))
    }
    const onError = (error: Error) => {
      stop()
      reject(error)
    }
    req.on('data', onData)
    req.on('end', onEnd)
    req.on('error', onError)
  })
}

/** Answers 413 and closes the connection, so the rest of an oversized body is never read. */
function refuseTooLarge(res: ServerResponse, limit: number): void {
  const size = limit / MB
  const detail = translate(msg`The request body is over the limit of ${size} MB for this address.`)
  res.statusCode = 413
  res.setHeader('Content-Type', 'application/problem+json')
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.setHeader('Cache-Control', 'no-store')
  res.setHeader('Connection', 'close')
  res.end(
    JSON.stringify({
      type: 'https://httpstatuses.io/413',
      title: statusTitle(413),
      status: 413,
      detail,
    }),
  )
}

async function toFetchRequest(req: IncomingMessage, limit: number): Promise<Request> {
  const url = `http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`
  const headers = new Headers()
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined || key.startsWith(':')) continue
    headers.set(key, Array.isArray(value) ? value.join(', ') : value)
  }
  const method = req.method ?? 'GET'
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req, limit)
  return new Request(url, {
    method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
  })
}

async function sendFetchResponse(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status
  response.headers.forEach((value, key) => res.setHeader(key, value))
  if (!response.headers.has('cache-control')) res.setHeader('Cache-Control', 'no-store')
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.end(Buffer.from(await response.arrayBuffer()))
}

/** A problem the server answers itself (no route did), with the status's usual title. */
function problemResponse(status: number, detail: string): Response {
  return Response.json(
    { title: statusTitle(status), status, detail },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  )
}

/**
 * The demo backend mounted on Vite's dev and preview servers: the API (through the same msw
 * handlers the tests use), the demo identity provider and the demo's static files. Data lives in
 * DEMO_DATA_DIR (default `.demo-data/`) and survives restarts; `npm run demo:reset` clears it.
 */
export function createDemoMiddleware(options: { dataDir?: string } = {}): Middleware {
  const dataDir = resolve(options.dataDir ?? process.env.DEMO_DATA_DIR ?? '.demo-data')
  mkdirSync(dataDir, { recursive: true })
  const dbFile = join(dataDir, 'db.json')
  const loaded = loadDb(dbFile)
  const store = createStore(loaded.db)
  // Every answer to a request that changed the data waits for the data to be on disk.
  const persister = persistStore(store, dbFile, { seq: loaded.seq })
  const uploadsDir = join(dataDir, 'uploads')
  sweepUploads(
    uploadsDir,
    new Set(store.db.proposals.flatMap((p) => p.attachments.map((a) => a.id))),
  )

  const lifetime = Number(process.env.DEMO_TOKEN_LIFETIME)
  const idp = createDemoIdp({
    keyFile: join(dataDir, 'idp-key.json'),
    tokenLifetimeSeconds: Number.isFinite(lifetime) && lifetime > 0 ? lifetime : undefined,
    // The users' index, not a search per person: the directory may hold 10,000 people.
    listPeople: () => {
      const { userById } = indexesOf(store)
      return store.db.directory.map((person) => ({
        id: person.id,
        name: person.name,
        email: person.email,
        unit: person.unit,
        role: roleLabel(userById.get(person.id)?.roleName),
        featured: SEED_PEOPLE_IDS.has(person.id),
      }))
    },
  })

  const files = createDiskFileStore(uploadsDir, persister)
  // Requests wait for the seeded posters, so the first gallery never shows a missing image.
  const seeded = writeSeedPosters(store.db, files).catch((error: unknown) =>
    console.error('[demo] seeded posters could not be written', error),
  )

  // DEMO_CONTRACT_CHECK=1 (the browser tests set it): every API request and answer is held to the
  // OpenAPI document; what differs is kept for /demo-admin/contract-differences.
  const contract = process.env.DEMO_CONTRACT_CHECK === '1' ? createContractCheck() : null
  const differences: string[] = []
  const context: DemoContext = {
    store,
    files,
    onExchange: contract
      ? (exchange) => {
          const { pathname: path } = new URL(exchange.url)
          if (!isApiPath(path)) return
          for (const difference of contract.check(exchange))
            differences.push(`${exchange.method} ${path} (${exchange.status}): ${difference}`)
        }
      : undefined,
    now: () => Date.now(),
    // Signs the /uploads/ addresses in answers; kept with the data so addresses survive a restart.
    uploadUrlSecret: loadOrCreateSecret(join(dataDir, 'upload-url-key'), () =>
      randomBytes(32).toString('hex'),
    ),
    authenticate: async (request) => {
      const header = request.headers.get('authorization') ?? ''
      const token = /^Bearer\s+(.+)$/i.exec(header)?.[1]
      if (!token) return null
      try {
        // The directory stand-in takes Graph tokens; the API only tokens for its own scope.
        if (new URL(request.url).pathname.startsWith('/demo-graph/')) {
          const verified = await idp.verifyAccessToken(token, GRAPH_AUDIENCE)
          return verified.scopes.some((scope) => scope.startsWith('User.')) ? verified.oid : null
        }
        const verified = await idp.verifyAccessToken(token)
        return verified.scopes.includes('access_as_user') ? verified.oid : null
      } catch {
        return null
      }
    },
  }
  // Due work (a period opening or closing soon) goes out on its own: on each request, and every
  // minute while nobody asks anything.
  const dueWork = createDueWork(context)
  setInterval(() => {
    try {
      dueWork.tick()
    } catch (error) {
      console.error('[demo] due work failed', error)
    }
  }, 60_000).unref()
  const handlers = createHandlers(context, dueWork)

  const adminEnabled = process.env.DEMO_ADMIN === '1'
  const swagger = swaggerMiddleware()

  return (req, res, next) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/'

    if (pathname.startsWith('/demo-idp')) {
      idp.middleware(req, res, next)
      return
    }

    // The demo's mailbox (docs/api.md "Notifications"): in the language of `?lang=`, else the browser's.
    if (pathname === DEMO_MAILBOX_PATH && (req.method === 'GET' || req.method === 'HEAD')) {
      const params = new URL(req.url ?? '/', 'http://demo').searchParams
      const asked = params.get('lang')
      const language = isLanguage(asked) ? asked : languageOf(req.headers['accept-language'])
      // The e-mails as sent, their dates in the award's zone.
      void inLanguage(language, async () =>
        inAwardTimeZone(() =>
          sendHtml(res, 200, (nonce) => mailboxPage(nonce, store.db, params.get('to'))),
        ),
      ).catch(next)
      return
    }

    if (STATIC_FILES[pathname]) {
      res.setHeader('Content-Type', STATIC_FILES[pathname]!)
      res.end(readFileSync(join(FILES_DIR, pathname.replace('/demo-files/', ''))))
      return
    }

    // Test-only control of the demo's data, enabled by DEMO_ADMIN=1 (the browser tests set it).
    if (adminEnabled && pathname === '/demo-admin/reset' && req.method === 'POST') {
      void readBody(req, BODY_LIMIT_BYTES)
        .then((buffer) => {
          const body = buffer.length
            ? (JSON.parse(buffer.toString('utf8')) as { activeIndex?: number | null })
            : {}
          store.replace(freshSeed({ activeIndex: body.activeIndex }))
          // After the posters of the start, so the reset's own are the ones written last.
          return Promise.all([
            persister.sync(),
            seeded.then(() => writeSeedPosters(store.db, files)),
          ]).then(() => {
            res.statusCode = 204
            res.end()
          })
        })
        .catch(next)
      return
    }

    // The differences from the OpenAPI document since the last ask (and forgets them).
    if (adminEnabled && pathname === '/demo-admin/contract-differences' && req.method === 'POST') {
      res.setHeader('Content-Type', 'application/json')
      res.end(JSON.stringify({ checked: contract !== null, differences: differences.splice(0) }))
      return
    }

    // Uploaded files are served by the same handlers, from DEMO_DATA_DIR/uploads.
    if (
      pathname === '/api' ||
      pathname.startsWith('/api/') ||
      pathname.startsWith('/uploads/') ||
      pathname.startsWith('/demo-graph/')
    ) {
      // The server's own problems read in the request's language too, as the routes' answers do.
      void inLanguage(languageOf(req.headers['accept-language']), async () => {
        let request: Request
        try {
          request = await toFetchRequest(req, bodyLimitFor(req.method ?? 'GET', pathname))
        } catch (error) {
          if (error instanceof BodyTooLarge) return refuseTooLarge(res, error.limit)
          throw error
        }
        await seeded
        let response: Response | undefined
        try {
          response = await getResponse(handlers, request)
        } catch (error) {
          console.error('[demo] handler failed', error)
          response = problemResponse(
            500,
            translate(msg`The demo backend failed to answer this request.`),
          )
        }
        try {
          // The answer goes out only once every change made so far (this request's included) is on disk.
          await persister.sync()
        } catch {
          response = problemResponse(
            503,
            translate(msg`The change could not be written to disk; it may be lost. Try again.`),
          )
        }
        const method = req.method ?? 'GET'
        await sendFetchResponse(
          res,
          response ??
            problemResponse(404, translate(msg`No API route matches ${method} ${pathname}.`)),
        )
      }).catch(next)
      return
    }

    if (pathname.startsWith('/swagger')) {
      swagger(req, res, next)
      return
    }

    next()
  }
}

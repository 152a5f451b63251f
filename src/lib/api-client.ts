import axios, { type AxiosResponse, type Method } from 'axios'
import { msg } from '@lingui/core/macro'
import type { z } from '@/lib/zod'
import {
  ApiShapeError,
  AuthenticationError,
  isNetworkFailure,
  isSessionFailure,
  NoAuthError,
  SHAPE_MESSAGES,
} from '@/lib/api-errors'
import { currentLanguage } from '@/i18n'
import { deviceTimeZone } from '@/lib/dates'
import { answerKey, keepAnswer, markKeptCopy, recallAnswer } from '@/lib/offline-answers'
import { apiSettings, onSettingsChange } from '@/lib/api-settings'
import { currentAccount } from '@/lib/device-account'
import { serializeParams, type QueryParams } from '@/lib/query-params'
import {
  clearSessionExpired,
  isScreenHeldOnSessionEnd,
  markSessionExpired,
  sessionEpoch,
} from '@/lib/session-expiry'

export { configureApiClient, type ApiClientHooks } from '@/lib/api-settings'

let eventId: string | null = null

export const XSRF_COOKIE = 'XSRF-TOKEN'
export const XSRF_HEADER = 'X-XSRF-TOKEN'
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

/**
 * The one place that holds every rule of requirements R5, R7 and R8 for calls to the product's API.
 * Nothing else in the code sets headers, checks shapes or reacts to 401. Start-up configures it
 * through lib/api-settings.ts before it loads.
 */
export const api = axios.create({
  withCredentials: true,
  // No default timeout (requirements R9.8).
  timeout: 0,
  headers: { Accept: 'application/json' },
  paramsSerializer: { serialize: (params) => serializeParams(params as QueryParams) },
  // The anti-forgery header is added below, for same-origin requests only.
  withXSRFToken: false,
  baseURL: apiSettings.baseUrl,
})
onSettingsChange(() => {
  api.defaults.baseURL = apiSettings.baseUrl
})

/**
 * A form whose save found the session expired: the person chose "Sign in again". The app writes the
 * drafts, keeps this screen to come back to and starts the sign-in redirect at once (not via /login,
 * which would ask a second time).
 */
export function signInAgain(): Promise<void> {
  return apiSettings.hooks.signInAgain()
}

/** Once the event is loaded, its id rides on every call as the EventId header. */
export function setEventId(id: string | null): void {
  eventId = id
}

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined
  const prefix = `${name}=`
  const found = document.cookie
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(prefix))
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined
}

export function isSameOrigin(url: string, base?: string): boolean {
  try {
    const origin = window.location.origin
    return new URL(url, new URL(base ?? '', origin)).origin === origin
  } catch {
    return false
  }
}

/** The session epoch each call started in (see session-expiry). */
const startedIn = new WeakMap<object, number>()

api.interceptors.request.use(async (request) => {
  startedIn.set(request, sessionEpoch())
  const token = await apiSettings.hooks.getAccessToken()
  request.headers.set('Authorization', `Bearer ${token}`)
  if (eventId) request.headers.set('EventId', eventId)
  // The API words its messages (problem details) in the language the person reads (docs/i18n.md).
  request.headers.set('Accept-Language', currentLanguage())
  // And writes the times in them on this device's clock, the zone named (docs/api.md, the Time-Zone header).
  const zone = deviceTimeZone()
  if (zone) request.headers.set('Time-Zone', zone)
  const fullUrl = `${request.baseURL ?? ''}${request.url ?? ''}`
  if (isSameOrigin(fullUrl)) {
    const xsrf = readCookie(XSRF_COOKIE)
    if (xsrf) request.headers.set(XSRF_HEADER, xsrf)
  }
  if (
    request.data !== undefined &&
    !(request.data instanceof FormData) &&
    !request.headers.getContentType()
  ) {
    request.headers.setContentType('application/json')
  }
  return request
})

api.interceptors.response.use(
  (response) => {
    clearSessionExpired(startedIn.get(response.config) ?? -1)
    return response
  },
  (error: unknown) => {
    // Nobody signed in (NoAuthError) is not an ended session: the guards send that person to /login;
    // but under a form that holds its screen (the account left the sign-in client's cache while the
    // form was open: signed out in another tab) it is one, so that the form says to sign in again
    // rather than offer to send what cannot be sent.
    // The one reaction to an ended session: /login, which starts the interactive sign-in when it is due;
    // unless a form is open that autosaves: it tells the person and offers to sign in again
    // (requirements R15.1).
    if (
      isSessionFailure(error) &&
      (!(error instanceof NoAuthError) || isScreenHeldOnSessionEnd())
    ) {
      markSessionExpired({
        interactionRequired: error instanceof AuthenticationError && error.interactionRequired,
      })
      if (!isScreenHeldOnSessionEnd()) apiSettings.hooks.onUnauthenticated()
    }
    return Promise.reject(error)
  },
)

// ---- Shape checks (requirements R5.4): every answer is checked, then parsed, never cast. ----

function requireBody(data: unknown): unknown {
  if (data === undefined || data === null || data === '')
    throw new ApiShapeError(SHAPE_MESSAGES.noBody)
  return data
}

/**
 * What a developer reading the error needs to know of a wrong answer: what was expected where the
 * answer has something else (zod/mini has no words of its own: without these, "Invalid input").
 * For developers, like zod's own words they stand in for: the schema's names, not sentences.
 */
/** The kind of a received value, or a short copy of it when a value of the right kind was expected. */
function receivedValue(input: unknown, kindOnly: boolean): string {
  if (input === null) return 'null'
  if (Array.isArray(input)) return 'array'
  if (kindOnly || typeof input === 'object' || typeof input === 'function') return typeof input
  const text = typeof input === 'string' ? JSON.stringify(input) : String(input)
  return text.length > 40 ? `${text.slice(0, 39)}…` : text
}

const answerWords: z.core.$ZodErrorMap = (issue) => {
  const received = receivedValue(issue.input, issue.code === 'invalid_type')
  /* eslint-disable lingui/no-unlocalized-strings */
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}, received ${received}`
    case 'invalid_value':
      return `expected ${issue.values.map((value) => JSON.stringify(value)).join(' or ')}, received ${received}`
    case 'too_small':
      return `expected at least ${String(issue.minimum)}, received ${received}`
    case 'too_big':
      return `expected at most ${String(issue.maximum)}, received ${received}`
    case 'invalid_format':
      return `expected a ${issue.format} text, received ${received}`
    case 'invalid_union':
      return `no expected form matches, received ${received}`
    default:
      return undefined
  }
  /* eslint-enable lingui/no-unlocalized-strings */
}

function parseWith<T>(schema: z.ZodMiniType<T>, value: unknown): T {
  const result = schema.safeParse(value, { error: answerWords })
  if (!result.success) {
    const issue = result.error.issues[0]
    const path = issue?.path.join('.') ?? ''
    const problem = issue?.message ?? 'invalid'
    throw new ApiShapeError(
      path
        ? msg`The server's answer was not understood at ${path}: ${problem}`
        : msg`The server's answer was not understood: ${problem}`,
    )
  }
  return result.data
}

/** What the shape checks read of an answer: a live response or one kept for offline use. */
type Answer = Pick<AxiosResponse, 'data' | 'headers'>

function rejectHtml(response: Answer): void {
  const type = String(response.headers['content-type'] ?? '')
  if (
    typeof response.data === 'string' &&
    (type.includes('text/html') || /^\s*</.test(response.data))
  ) {
    throw new ApiShapeError(
      msg`The server answered with a web page instead of data. It may be down or misconfigured.`,
    )
  }
}

/** A list answer must be an array. */
export function expectArray(response: Answer): unknown[] {
  rejectHtml(response)
  const data = requireBody(response.data)
  if (!Array.isArray(data)) throw new ApiShapeError(SHAPE_MESSAGES.notArray)
  return data
}

/** A single answer must not be an array; `{ value, links }` wrappers are unwrapped. */
export function expectObject(response: Answer): unknown {
  rejectHtml(response)
  const data = requireBody(response.data)
  if (Array.isArray(data)) throw new ApiShapeError(SHAPE_MESSAGES.isArray)
  if (typeof data !== 'object' || data === null)
    throw new ApiShapeError(msg`The server sent an answer that is not data.`)
  if ('value' in data && 'links' in data) return requireBody((data as { value: unknown }).value)
  return data
}

export interface Page<T> {
  items: T[]
  currentPage: number
  pageCount: number
  perPage: number
  totalCount: number
  totals: { approved: number; finalized: number; proposal: number }
}

function headerNumber(response: Answer, name: string, fallback: number): number {
  const raw = response.headers[name.toLowerCase()]
  const value = Number(Array.isArray(raw) ? raw[0] : raw)
  return raw !== undefined && raw !== null && raw !== '' && Number.isFinite(value)
    ? value
    : fallback
}

/** Paging headers of requirements R7.4 and R13.1, read into a typed page. */
export function readPage<T>(response: Answer, items: T[]): Page<T> {
  const perPage = headerNumber(response, 'X-Per-Page', items.length)
  const totalCount = headerNumber(response, 'X-Total-Count', items.length)
  return {
    items,
    currentPage: headerNumber(response, 'X-Current-Page', 1),
    pageCount: headerNumber(
      response,
      'X-Page-Count',
      perPage > 0 ? Math.max(1, Math.ceil(totalCount / perPage)) : 1,
    ),
    perPage,
    totalCount,
    totals: {
      approved: headerNumber(response, 'X-Total-Approved', 0),
      finalized: headerNumber(response, 'X-Total-Finalized', 0),
      proposal: headerNumber(response, 'X-Total-Proposal', 0),
    },
  }
}

export interface CallOptions {
  params?: QueryParams
  signal?: AbortSignal
}

const PAGING_HEADERS = [
  'x-current-page',
  'x-page-count',
  'x-per-page',
  'x-total-count',
  'x-total-approved',
  'x-total-finalized',
  'x-total-proposal',
]

/**
 * A GET whose answer is kept on this device; when the network fails (offline, server unreachable)
 * the kept answer is read instead, marked so the screen can say it is not live. A server that
 * answered with an error is never papered over.
 */
async function getKept<R>(
  url: string,
  options: CallOptions,
  read: (answer: Answer) => R,
): Promise<R> {
  const account = currentAccount()
  const key = account ? answerKey(account, `${url}?${serializeParams(options.params ?? {})}`) : null
  try {
    const response = await api.get(url, { params: options.params, signal: options.signal })
    const result = read(response)
    if (key) {
      const headers: Record<string, string> = {}
      for (const name of PAGING_HEADERS) {
        const value: unknown = response.headers[name]
        if (value !== undefined && value !== null) headers[name] = String(value)
      }
      keepAnswer(key, { at: Date.now(), data: response.data, headers })
    }
    return result
  } catch (error) {
    const kept = key && isNetworkFailure(error) ? recallAnswer(key) : null
    if (!kept) throw error
    return markKeptCopy(read({ data: kept.data, headers: kept.headers }), kept.at)
  }
}

export function getList<T>(
  url: string,
  schema: z.ZodMiniType<T>,
  options: CallOptions = {},
): Promise<T[]> {
  return getKept(url, options, (answer) =>
    expectArray(answer).map((item) => parseWith(schema, item)),
  )
}

export function getOne<T>(
  url: string,
  schema: z.ZodMiniType<T>,
  options: CallOptions = {},
): Promise<T> {
  return getKept(url, options, (answer) => parseWith(schema, expectObject(answer)))
}

export function getPage<T>(
  url: string,
  schema: z.ZodMiniType<T>,
  options: CallOptions = {},
): Promise<Page<T>> {
  return getKept(url, options, (answer) =>
    readPage(
      answer,
      expectArray(answer).map((item) => parseWith(schema, item)),
    ),
  )
}

/** A text answer (CSV exports). */
export async function getText(url: string, options: CallOptions = {}): Promise<string> {
  const response = await api.get<string>(url, {
    params: options.params,
    signal: options.signal,
    responseType: 'text',
  })
  return String(response.data ?? '')
}

export interface SendOptions<T> extends CallOptions {
  /** Parse the answer with this schema; without it the answer is ignored. */
  schema?: z.ZodMiniType<T>
  onUploadProgress?: (fraction: number) => void
  /**
   * Sent as the `Idempotency-Key` header (docs/api.md): one key per submission attempt, the same key
   * on a retry of that attempt, so a doubled or retried create is done once.
   */
  idempotencyKey?: string
}

/** POST, PUT, PATCH or DELETE with a JSON (or multipart) body. */
export async function send<T = void>(
  method: Exclude<Method, 'get' | 'GET'>,
  url: string,
  body?: unknown,
  options: SendOptions<T> = {},
): Promise<T> {
  const response = await api.request({
    method,
    url,
    data: body,
    params: options.params,
    signal: options.signal,
    headers: options.idempotencyKey ? { [IDEMPOTENCY_HEADER]: options.idempotencyKey } : undefined,
    onUploadProgress: options.onUploadProgress
      ? (event) => options.onUploadProgress!(event.total ? event.loaded / event.total : 0)
      : undefined,
  })
  if (!options.schema) return undefined as T
  return parseWith(options.schema, expectObject(response))
}

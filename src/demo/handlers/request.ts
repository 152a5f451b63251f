import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { indexesOf } from '@/demo/db/indexes'
import type { EventRecord, PhaseNumber, RoleName, UserRecord } from '@/demo/db/types'
import { type DemoContext, problem, validationProblem } from '@/demo/handlers/http'
import { requestLanguage } from '@/demo/handlers/language'
import { translate } from '@/i18n'
import { z } from '@/lib/zod'

/** Reading a request: who is calling, the event, the records named, the phase and year, the JSON body; each a thrown answer when wrong. */

/** The caller, or a thrown 401 answer. Throwing a Response from an msw resolver answers with it. */
export async function requireCaller(
  ctx: DemoContext,
  request: Request,
): Promise<{ personId: string; user: UserRecord | null }> {
  const personId = await ctx.authenticate(request)
  if (!personId) throw problem(401, null, translate(msg`Sign in to continue.`))
  // The language the person reads the app in: their e-mails' while their account chose none.
  if (request.headers.has('Accept-Language')) {
    const language = requestLanguage(request)
    if (ctx.store.db.readIn?.[personId] !== language)
      ctx.store.mutate((db) => {
        db.readIn = { ...db.readIn, [personId]: language }
      })
  }
  const user = indexesOf(ctx.store).userById.get(personId) ?? null
  if (user && !user.isActive)
    throw problem(
      403,
      null,
      translate(msg`This account has been deactivated. Contact the committee.`),
    )
  return { personId, user }
}

/** A registered, active user holding one of the roles, or a thrown 401/403 answer. */
export async function requireUser(
  ctx: DemoContext,
  request: Request,
  roles?: RoleName[],
): Promise<UserRecord> {
  const { user } = await requireCaller(ctx, request)
  if (!user)
    throw problem(403, null, translate(msg`Register first: your account is not set up yet.`))
  if (roles && !roles.includes(user.roleName))
    throw problem(403, null, translate(msg`You do not have the role needed for this action.`))
  return user
}

/** The event named by the EventId header (requirements R4.3), or a thrown 400 answer. */
export function requireEvent(ctx: DemoContext, request: Request): EventRecord {
  const id = request.headers.get('EventId')
  if (!id) throw problem(400, null, translate(msg`The EventId header is missing.`))
  return findOr404(ctx.store.db.events, id, msg`No event has this id.`)
}

/** The preamble of nearly every call: the caller (holding one of the roles, when given), then the event of the EventId header. */
export async function requireEventUser(
  ctx: DemoContext,
  request: Request,
  roles?: RoleName[],
): Promise<UserRecord> {
  const user = await requireUser(ctx, request, roles)
  requireEvent(ctx, request)
  return user
}

/** The record with this id, or a thrown 404 answer whose detail is `detail` (e.g. "No proposal has this id."), in the request's language. */
export function findOr404<T extends { id: string }>(
  items: readonly T[],
  id: unknown,
  detail: MessageDescriptor,
): T {
  const found = items.find((x) => x.id === id)
  if (!found) throw problem(404, null, translate(detail))
  return found
}

/** Throws the 400 validation answer when any field has an error. */
export function requireValid(errors: Record<string, string[]>): void {
  if (Object.keys(errors).length > 0) throw validationProblem(errors)
}

/** A phase number 1–3, or null. */
export function readPhase(raw: unknown): PhaseNumber | null {
  const n = Number(raw)
  return n === 1 || n === 2 || n === 3 ? n : null
}

/** A phase number 1–3 from a path or query, or a thrown 400 answer. */
export function requirePhase(raw: unknown): PhaseNumber {
  const phase = readPhase(raw)
  if (!phase) throw problem(400, null, translate(msg`The phase must be 1, 2 or 3.`))
  return phase
}

/** The optional `phase` query parameter (1–3), or null when absent; a thrown 400 answer when invalid. */
export function queryPhase(url: URL): PhaseNumber | null {
  return url.searchParams.get('phase') ? requirePhase(url.searchParams.get('phase')) : null
}

/** The current year by the demo's clock: the default wherever a call leaves the year out. */
export function currentYear(ctx: DemoContext): number {
  return new Date(ctx.now()).getUTCFullYear()
}

/** A four-digit year from a query, a path or a JSON body (`2026` or `'2026'`), or null when it is not one. */
export function readYear(raw: unknown): number | null {
  if (typeof raw === 'number')
    return Number.isInteger(raw) && raw >= 1000 && raw <= 9999 ? raw : null
  return typeof raw === 'string' && /^[1-9]\d{3}$/.test(raw) ? Number(raw) : null
}

/** A four-digit year from a path or query value, or a thrown 400 answer. */
export function requireYear(raw: unknown): number {
  const year = readYear(raw)
  if (year === null) throw problem(400, null, translate(msg`The year must have four digits.`))
  return year
}

/** The optional `year` query parameter, or null when absent; a thrown 400 answer when it is not four digits. */
export function optionalQueryYear(url: URL): number | null {
  const raw = url.searchParams.get('year')
  return raw ? requireYear(raw) : null
}

/** The `year` query parameter (default the current year), or a thrown 400 answer. */
export function queryYear(ctx: DemoContext, url: URL): number {
  return optionalQueryYear(url) ?? currentYear(ctx)
}

/** The preamble of a call about one phase of a year: `year` (default the current year) and `phase` 1–3 from the query, or a thrown 400 answer. */
export function queryYearPhase(ctx: DemoContext, url: URL): { year: number; phase: PhaseNumber } {
  return { year: queryYear(ctx, url), phase: requirePhase(url.searchParams.get('phase')) }
}

/** The same for a call about a year, narrowed to one phase when `phase` is given (null: every phase). */
export function queryYearAnyPhase(
  ctx: DemoContext,
  url: URL,
): { year: number; phase: PhaseNumber | null } {
  return { year: queryYear(ctx, url), phase: queryPhase(url) }
}

/** The preamble of the committee's calls about one phase of a year: a committee caller, then the query's `year` and `phase` (queryYearPhase). */
export async function committeeYearPhase(
  ctx: DemoContext,
  request: Request,
): Promise<{ url: URL; year: number; phase: PhaseNumber }> {
  await requireEventUser(ctx, request, ['Commitee'])
  const url = new URL(request.url)
  return { url, ...queryYearPhase(ctx, url) }
}

/** Reads a JSON object body, or throws a 400 answer. */
async function readJson(request: Request): Promise<Record<string, unknown>> {
  let body: unknown
  try {
    body = await request.json()
  } catch {
    throw problem(400, null, translate(msg`The request body is not valid JSON.`))
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw problem(400, null, translate(msg`The request body must be a JSON object.`))
  return body as Record<string, unknown>
}

/**
 * How the field errors of a body are keyed. `pascal` (the default): each name capitalised as
 * ASP.NET writes it (`endAt` → `EndAt`, `criteria[0].name` → `Criteria.0.Name`); `as-sent`: the
 * body's own names joined with dots (`criteria.0.name`), as the judging and results calls have
 * always answered. Either way the app matches a key without regard to case (docs/api.md).
 */
export type FieldKeys = 'pascal' | 'as-sent'

export interface BodyOptions {
  keys?: FieldKeys
  /** The body may be left out: an empty body reads as undefined. */
  optional?: boolean
  /** A `multipart/form-data` form (its fields, files included) instead of JSON. */
  multipart?: boolean
}

const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1)

/** The key of a field error. A field the entry and update forms send inside `fields` is named by itself, as the form names it. */
function keyOf(path: readonly PropertyKey[], keys: FieldKeys): string {
  const names = (path[0] === 'fields' && path.length > 1 ? path.slice(1) : path).map(String)
  return (keys === 'pascal' ? names.map(capitalised) : names).join('.')
}

/**
 * zod's English words for any other refusal a schema does not word itself (a number out of range,
 * an unknown option). The app's zod (zod/mini, kept small for the browser) loads no words of its
 * own, and only this server needs them: the browser's forms word every refusal a person can cause.
 */
const englishWords = z.locales.en().localeError

/**
 * Words for what a schema does not say itself: a field that is missing or of the wrong type. The
 * request schemas (src/contract/requests.ts) give their own messages wherever a person can cause
 * the error; these cover a body no screen sends.
 */
const plainWords: z.core.$ZodErrorMap = (issue) => {
  if (issue.code !== 'invalid_type') return englishWords(issue)
  const name = issue.path?.length
    ? String(issue.path[issue.path.length - 1])
    : translate(msg`the body`)
  if (issue.input === undefined) return translate(msg`Send ${name}.`)
  const type = TYPE_WORDS[issue.expected]
  const as = type ? translate(type) : issue.expected
  return translate(msg`Send ${name} as ${as}.`)
}
const TYPE_WORDS: Record<string, MessageDescriptor> = {
  string: msg`text`,
  number: msg`a number`,
  int: msg`a whole number`,
  boolean: msg`true or false`,
  array: msg`a list`,
  object: msg`an object`,
}

/**
 * The body of a request, checked with the request's schema from the contract (the one the OpenAPI
 * document describes it with, src/contract/requests.ts), or a thrown answer: 400 when it is not a
 * JSON object, and the 400 validation answer with one message per field (the first) when the
 * schema refuses it. Every demo route that takes a body reads it here, so the API and its document
 * cannot disagree about what a request may hold; what depends on the data (states, permissions,
 * the award's rules in src/domain/award) stays in the route.

 */
export async function readBody<S extends z.ZodMiniType>(
  request: Request,
  schema: S,
  options: BodyOptions & { optional: true },
): Promise<z.output<S> | undefined>
export async function readBody<S extends z.ZodMiniType>(
  request: Request,
  schema: S,
  options?: BodyOptions,
): Promise<z.output<S>>
export async function readBody<S extends z.ZodMiniType>(
  request: Request,
  schema: S,
  options: BodyOptions = {},
): Promise<z.output<S> | undefined> {
  let body: unknown
  if (options.multipart) {
    try {
      body = Object.fromEntries(await request.formData())
    } catch {
      throw problem(400, null, translate(msg`Send the form as multipart/form-data.`))
    }
  } else if (options.optional && !(await request.clone().text()).trim()) return undefined
  else body = await readJson(request)
  const result = await schema.safeParseAsync(body, { error: plainWords })
  if (result.success) return result.data
  const errors: Record<string, string[]> = {}
  const add = (path: readonly PropertyKey[], message: string) => {
    errors[keyOf(path, options.keys ?? 'pascal')] ??= [message]
  }
  for (const issue of result.error.issues) {
    // A field the API does not take is an error on that field.
    if (issue.code === 'unrecognized_keys')
      for (const key of issue.keys)
        add([...issue.path, key], translate(msg`The API takes no field "${key}" here.`))
    else if (issue.path.length === 0) throw problem(400, null, issue.message)
    else add(issue.path, issue.message)
  }
  throw validationProblem(errors)
}

import { indexesOf } from '@/demo/db/indexes'
import type { EventRecord, PhaseNumber, RoleName, UserRecord } from '@/demo/db/types'
import { type DemoContext, problem, validationProblem } from '@/demo/handlers/http'

/** Reading a request: who is calling, the event, the records named, the phase and year, the JSON body; each a thrown answer when wrong. */

/** The caller, or a thrown 401 answer. Throwing a Response from an msw resolver answers with it. */
export async function requireCaller(
  ctx: DemoContext,
  request: Request,
): Promise<{ personId: string; user: UserRecord | null }> {
  const personId = await ctx.authenticate(request)
  if (!personId) throw problem(401, 'Unauthorized', 'Sign in to continue.')
  const user = indexesOf(ctx.store).userById.get(personId) ?? null
  if (user && !user.isActive)
    throw problem(403, 'Forbidden', 'This account has been deactivated. Contact the committee.')
  return { personId, user }
}

/** A registered, active user holding one of the roles, or a thrown 401/403 answer. */
export async function requireUser(
  ctx: DemoContext,
  request: Request,
  roles?: RoleName[],
): Promise<UserRecord> {
  const { user } = await requireCaller(ctx, request)
  if (!user) throw problem(403, 'Forbidden', 'Register first: your account is not set up yet.')
  if (roles && !roles.includes(user.roleName))
    throw problem(403, 'Forbidden', 'You do not have the role needed for this action.')
  return user
}

/** The event named by the EventId header (requirements R4.3), or a thrown 400 answer. */
export function requireEvent(ctx: DemoContext, request: Request): EventRecord {
  const id = request.headers.get('EventId')
  if (!id) throw problem(400, 'Bad Request', 'The EventId header is missing.')
  return findOr404(ctx.store.db.events, id, 'No event has this id.')
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

/** The record with this id, or a thrown 404 answer whose detail is `detail` (e.g. "No proposal has this id."). */
export function findOr404<T extends { id: string }>(
  items: readonly T[],
  id: unknown,
  detail: string,
): T {
  const found = items.find((x) => x.id === id)
  if (!found) throw problem(404, 'Not Found', detail)
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
  if (!phase) throw problem(400, 'Bad Request', 'The phase must be 1, 2 or 3.')
  return phase
}

/** The optional `phase` query parameter (1–3), or null when absent; a thrown 400 answer when invalid. */
export function queryPhase(url: URL): PhaseNumber | null {
  return url.searchParams.get('phase') ? requirePhase(url.searchParams.get('phase')) : null
}

export const YEAR_ERROR = 'The year must have four digits.'

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
  if (year === null) throw problem(400, 'Bad Request', YEAR_ERROR)
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

/**
 * The optional `year` of a JSON body (default the current year). When it is sent but is not four
 * digits, `errors.year` says so and the year answered is meaningless: `requireValid(errors)` throws.
 */
export function bodyYear(
  ctx: DemoContext,
  body: Record<string, unknown>,
  errors: Record<string, string[]>,
): number {
  if (body.year === undefined) return currentYear(ctx)
  const year = readYear(body.year)
  if (year === null) errors.year = [YEAR_ERROR]
  return year ?? Number.NaN
}

/** Reads a JSON object body, or throws a 400 answer. */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  let body: unknown
  try {
    body = await request.json()
  } catch {
    throw problem(400, 'Bad Request', 'The request body is not valid JSON.')
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw problem(400, 'Bad Request', 'The request body must be a JSON object.')
  return body as Record<string, unknown>
}

/** Reads a JSON object body that may be left out (an empty body reads as `{}`), or throws a 400 answer. */
export async function readOptionalJson(request: Request): Promise<Record<string, unknown>> {
  return (await request.clone().text()).trim() ? readJson(request) : {}
}

import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { HttpResponse } from 'msw'
import type { Exchange } from '@/contract/check'
import type { DemoStore } from '@/demo/db/store'
import { translate } from '@/i18n'

/**
 * The answers of the demo API (the host context, problem details, single objects, lists and pages).
 * Reading a request (caller, event, ids, phase, year, body) is request.ts.
 */

/** What the handlers need from their host: the data, who is calling, and the clock. */
export interface DemoContext {
  store: DemoStore
  /** The signed-in person's directory id from the request's bearer token, or null when it is missing or invalid. */
  authenticate: (request: Request) => Promise<string | null>
  now: () => number
  /** Where uploaded file bytes live (kept out of the JSON data); in memory when absent. */
  files?: DemoFileStore
  /** The key that signs the /uploads/ addresses handed out in answers (docs/api.md "Uploaded files"). */
  uploadUrlSecret: string
  /**
   * Told of every request the API answers, with its answer, when set: the tests hold each one to
   * the OpenAPI document (src/contract/check.ts), so the demo cannot drift from it.
   */
  onExchange?: (exchange: Exchange) => void
  /**
   * Whether a request first does what the award's clock made due (notifications/due-work.ts); on
   * when absent. The tests' server turns it on only where a test moves the clock.
   */
  dueWorkOnRequest?: () => boolean
}

export interface DemoFileStore {
  /** Stores the bytes; on disk, resolves once they are durable. */
  put(id: string, bytes: Uint8Array, contentType: string): void | Promise<void>
  get(id: string): { bytes: Uint8Array; contentType: string } | undefined
  remove(id: string): void
}

/** Every route is matched on any origin, so the same handlers serve the dev server, the preview server and tests. */
export const API = '*/api'

/** The titles ASP.NET gives a status, in the language of the request (see statusTitle). */
const STATUS_TITLES: Record<number, MessageDescriptor> = {
  400: msg`Bad Request`,
  401: msg`Unauthorized`,
  403: msg`Forbidden`,
  404: msg`Not Found`,
  409: msg`Conflict`,
  413: msg`Payload Too Large`,
  500: msg`Internal Server Error`,
  503: msg`Service Unavailable`,
}

/** A status's usual title in the language of the request ("Not Found"); the number itself for another. */
export const statusTitle = (status: number): string => {
  const title = STATUS_TITLES[status]
  return title ? translate(title) : String(status)
}

/**
 * An ASP.NET-style problem-details answer (requirements R13.1). `title` null: the status's usual
 * title (statusTitle). Every text is in the language the request asked for (language.ts): callers
 * pass messages through translate().
 */
export function problem(
  status: number,
  title: string | null,
  detail?: string,
  errors?: Record<string, string[]>,
): HttpResponse<Record<string, unknown>> {
  return HttpResponse.json(
    {
      type: `https://httpstatuses.io/${status}`,
      title: title ?? statusTitle(status),
      status,
      ...(detail ? { detail } : {}),
      ...(errors ? { errors } : {}),
    },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  )
}

export function validationProblem(
  errors: Record<string, string[]>,
): HttpResponse<Record<string, unknown>> {
  return problem(400, translate(msg`One or more validation errors occurred.`), undefined, errors)
}

/** A single object, wrapped as `{ value, links }` (requirements R3.4). */
export function single(
  value: unknown,
  links: Array<{ rel: string; href: string; method?: string }> = [],
) {
  return HttpResponse.json({ value, links } as Record<string, unknown>)
}

export function list(items: unknown[]) {
  return HttpResponse.json(items as unknown[])
}

export interface PageTotals {
  approved?: number
  finalized?: number
  proposal?: number
}

/**
 * A page of a list, with the paging headers of requirements R13.1. `view` builds the answer's rows
 * and runs on the page's items only: filter and sort the records, then let the page be cut first.
 */
export function paged<T>(
  request: Request,
  items: T[],
  totals: PageTotals = {},
  view: (item: T) => unknown = (item) => item,
) {
  const url = new URL(request.url)
  const perPage = clampInt(url.searchParams.get('perPage'), 10, 1, 100)
  const pageCount = Math.max(1, Math.ceil(items.length / perPage))
  const page = clampInt(url.searchParams.get('page'), 1, 1, pageCount)
  const slice = items.slice((page - 1) * perPage, page * perPage).map(view)
  return HttpResponse.json(slice as unknown[], {
    headers: {
      'X-Current-Page': String(page),
      'X-Page-Count': String(pageCount),
      'X-Per-Page': String(perPage),
      'X-Total-Count': String(items.length),
      'X-Total-Approved': String(totals.approved ?? 0),
      'X-Total-Finalized': String(totals.finalized ?? 0),
      'X-Total-Proposal': String(totals.proposal ?? 0),
      'Access-Control-Expose-Headers':
        'X-Current-Page, X-Page-Count, X-Per-Page, X-Total-Count, X-Total-Approved, X-Total-Finalized, X-Total-Proposal',
    },
  })
}

/** A whole number from a query value, `fallback` when it is not one, kept within min–max. */
export function clampInt(raw: string | null, fallback: number, min: number, max: number): number {
  const value = Number.parseInt(raw ?? '', 10)
  if (!Number.isFinite(value)) return fallback
  return Math.min(max, Math.max(min, value))
}

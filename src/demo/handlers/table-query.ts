import { msg, plural } from '@lingui/core/macro'
import { collator } from '@/demo/db/indexes'
import { clampInt, problem, validationProblem } from '@/demo/handlers/http'
import type { SelectionBody } from '@/contract/requests'
import { translate } from '@/i18n'

/**
 * Paging, sorting and bulk selection for the committee's big tables (results, assignment board):
 * docs/api.md "Paged tables and bulk selection". The rows are filtered and sorted on light records,
 * the page is cut, and only the page's rows are built into the answer (quick at 10,000 rows).
 */

export const MAX_PER_PAGE = 100

export interface PageInfo {
  currentPage: number
  pageCount: number
  perPage: number
  totalCount: number
}

export interface SortOrder<K extends string> {
  key: K
  desc: boolean
}

/** `sort=title` ascending, `sort=-title` descending; an unknown key is a 400 naming the known ones. */
export function readSort<K extends string>(
  url: URL,
  keys: readonly K[],
  fallback: K,
): SortOrder<K> {
  const raw = (url.searchParams.get('sort') ?? '').trim()
  if (!raw) return { key: fallback, desc: false }
  const desc = raw.startsWith('-')
  const key = (desc ? raw.slice(1) : raw) as K
  if (!keys.includes(key)) {
    const choices = keys.join(', ')
    throw problem(
      400,
      null,
      translate(msg`Sort by one of: ${choices} (a leading "-" sorts descending).`),
    )
  }
  return { key, desc }
}

/** A value to sort by: numbers, text, or null (always last, whichever the direction). */
export type SortValue = number | string | null

/** Sorts in place by `value`, nulls last, ties broken by `tie` (ascending, so pages never shuffle). */
export function sortRows<T>(
  rows: T[],
  order: SortOrder<string>,
  value: (row: T) => SortValue,
  tie: (row: T) => string,
): T[] {
  const sign = order.desc ? -1 : 1
  return rows.sort((a, b) => {
    const va = value(a)
    const vb = value(b)
    if (va === null || vb === null) {
      if (va !== vb) return va === null ? 1 : -1
    } else {
      const c =
        typeof va === 'number' && typeof vb === 'number'
          ? va - vb
          : collator.compare(String(va), String(vb))
      if (c !== 0) return sign * c
    }
    return collator.compare(tie(a), tie(b))
  })
}

/**
 * The page asked for, when the request asks for one (`page` or `perPage`): perPage 1–100 (default
 * 20), page clamped into range. Without either the whole list is answered (the unpaged shape).
 */
function cutPage<T>(url: URL, rows: T[]): { rows: T[]; page?: PageInfo } {
  const rawPage = url.searchParams.get('page')
  const rawPerPage = url.searchParams.get('perPage')
  if (rawPage === null && rawPerPage === null) return { rows }
  const perPage = clampInt(rawPerPage, 20, 1, MAX_PER_PAGE)
  const pageCount = Math.max(1, Math.ceil(rows.length / perPage))
  const currentPage = clampInt(rawPage, 1, 1, pageCount)
  return {
    rows: rows.slice((currentPage - 1) * perPage, currentPage * perPage),
    page: { currentPage, pageCount, perPage, totalCount: rows.length },
  }
}

/** The rows matching a list's query (`matching` reads its keyword, filters and sort), and the page of them it asks for (cutPage). */
export function matchedPage<T>(
  url: URL,
  matching: (url: URL) => T[],
): { matched: T[]; rows: T[]; page?: PageInfo } {
  const matched = matching(url)
  return { matched, ...cutPage(url, matched) }
}

/** Reads a number filter (`filter[category]=2`); empty means no filter. */
export function numberFilter(url: URL, name: string): number | null {
  const raw = url.searchParams.get(`filter[${name}]`)
  if (raw === null || raw === '') return null
  const value = Number(raw)
  if (!Number.isInteger(value))
    throw problem(400, null, translate(msg`filter[${name}] must be a whole number.`))
  return value
}

/** Reads a filter that takes one of a few words; anything else is a 400 naming them. */
export function choiceFilter<C extends string>(
  url: URL,
  name: string,
  choices: readonly C[],
): C | null {
  const raw = url.searchParams.get(`filter[${name}]`)
  if (raw === null || raw === '') return null
  if (!(choices as readonly string[]).includes(raw)) {
    const words = choices.join(', ')
    throw problem(400, null, translate(msg`filter[${name}] must be one of: ${words}.`))
  }
  return raw as C
}

/** The keyword, trimmed and lower-cased ('' = none). */
export const keywordOf = (url: URL) => (url.searchParams.get('keyword') ?? '').trim().toLowerCase()

/**
 * Which rows a bulk action applies to (docs/api.md "Paged tables and bulk selection"): the rows
 * picked by id, or every row matching the filters the screen shows, minus some, with the count the
 * person confirmed.
 */
export type RowSelection =
  | { kind: 'ids'; ids: string[] }
  | { kind: 'all'; filters: URL; except: Set<string>; expected: number }

/**
 * The rows a bulk body's `selection` names (read with selectionBody, src/contract/requests.ts):
 * `{ ids: [...] }` or `{ all: true, keyword?, filter?: {…}, except?: [...], expected }`. `base` is
 * the listing's address; the filters are read from it as from the list's own query, so "all
 * matching" means exactly what the list showed.
 */
export function readSelection(selection: SelectionBody, base: string): RowSelection {
  if ('ids' in selection) return { kind: 'ids', ids: [...new Set(selection.ids)] }
  const url = new URL(base)
  if (selection.keyword !== undefined) url.searchParams.set('keyword', selection.keyword)
  for (const [name, value] of Object.entries(selection.filter ?? {}))
    if (value !== '') url.searchParams.set(`filter[${name}]`, String(value))
  return {
    kind: 'all',
    filters: url,
    except: new Set(selection.except ?? []),
    expected: selection.expected,
  }
}

/**
 * The rows a selection names. `matching(url)` lists the rows a filter matches (already limited to
 * the rows the action can apply to, the same count the screen confirmed). With `all`, a count other
 * than `expected` means the data changed since the person confirmed: 409, nothing done.
 */
export function resolveSelection<T>(
  selection: RowSelection,
  matching: (filters: URL) => T[],
  byId: (id: string) => T | undefined,
  idOf: (row: T) => string,
) {
  if (selection.kind === 'ids') {
    const rows = selection.ids.map((id) => byId(id))
    const unknown = selection.ids.filter((_, i) => rows[i] === undefined)
    if (unknown.length) {
      const ids = unknown.join(', ')
      throw validationProblem({ selection: [translate(msg`Unknown ids: ${ids}.`)] })
    }
    return rows as T[]
  }
  const rows = matching(selection.filters).filter((row) => !selection.except.has(idOf(row)))
  if (rows.length !== selection.expected) {
    const count = rows.length
    const expected = selection.expected
    throw problem(
      409,
      translate(msg`The selection changed`),
      translate(
        msg`${plural(count, {
          one: `# row matches the filters now, not ${expected}: the data changed since the list was shown. Look at the list again and confirm the new count.`,
          other: `# rows match the filters now, not ${expected}: the data changed since the list was shown. Look at the list again and confirm the new count.`,
        })}`,
      ),
    )
  }
  return rows
}

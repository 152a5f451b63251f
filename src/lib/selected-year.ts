import { useLocation, type To } from 'react-router'
import { currentYear } from '@/lib/current-year'

/**
 * The year a screen shows lives in its address, `?year=`: a reload, a bookmark or a link shared
 * shows the same year, and nothing held in memory can drift from what the address says. Without
 * a valid `year` the screen shows the current year.
 */

/** `?year=` read as an integer (so `2025.0` is 2025); null when it is missing or not a plausible year. */
export function parseYear(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || raw.trim() === '') return null
  const value = Number.parseInt(raw, 10)
  return Number.isInteger(value) && value >= 2000 && value <= 2999 ? value : null
}

/** The year an address's query asks for, else the current year. */
export function yearOf(search: string): number {
  return parseYear(new URLSearchParams(search).get('year')) ?? currentYear()
}

/**
 * How the address should read when its `year` is not the way the app writes it: `?year=abc` goes
 * (the screen shows the current year), `?year=2025.0` becomes `?year=2025`. Null when it is fine.
 */
export function correctedYearSearch(search: string): string | null {
  const params = new URLSearchParams(search)
  const raw = params.get('year')
  if (raw === null) return null
  const year = parseYear(raw)
  if (year !== null && raw === String(year)) return null
  if (year === null) params.delete('year')
  else params.set('year', String(year))
  const next = params.toString()
  return next ? `?${next}` : ''
}

function splitPath(to: string): { path: string; search: string; hash: string } {
  const hashAt = to.indexOf('#')
  const beforeHash = hashAt === -1 ? to : to.slice(0, hashAt)
  const hash = hashAt === -1 ? '' : to.slice(hashAt)
  const queryAt = beforeHash.indexOf('?')
  return queryAt === -1
    ? { path: beforeHash, search: '', hash }
    : { path: beforeHash.slice(0, queryAt), search: beforeHash.slice(queryAt), hash }
}

function changeSearch(to: To, change: (params: URLSearchParams) => void): To {
  if (typeof to === 'string') {
    const { path, search, hash } = splitPath(to)
    const params = new URLSearchParams(search)
    change(params)
    const next = params.toString()
    return `${path}${next ? `?${next}` : ''}${hash}`
  }
  const params = new URLSearchParams(to.search ?? '')
  change(params)
  const next = params.toString()
  return { ...to, search: next ? `?${next}` : '' }
}

function hasYear(to: To): boolean {
  const search = typeof to === 'string' ? splitPath(to).search : (to.search ?? '')
  return new URLSearchParams(search).has('year')
}

/** A link to `to` showing `year`: the current year needs no `year` in the address. */
export function toYear(to: To, year: number): To {
  return changeSearch(to, (params) => {
    if (year === currentYear()) params.delete('year')
    else params.set('year', String(year))
  })
}

/**
 * A link made on a screen whose query is `search`: it keeps the year that screen shows, unless
 * the link names a year of its own. The current year is left out, as it is the default.
 */
export function keepYear(to: To, search: string): To {
  const year = yearOf(search)
  if (year === currentYear() || hasYear(to)) return to
  return toYear(to, year)
}

/** The year the screen shows: the address's `?year=`, else the current year. */
export function useSelectedYear(): number {
  return yearOf(useLocation().search)
}

/**
 * Where a navigation came from (requirements R6.3: the committee login carries `r` when the visitor
 * came from "/"). The first navigation of a visit comes from nowhere (null).
 */
let current: string | null = null
let previous: string | null = null

export function recordShownPath(pathname: string): void {
  if (pathname === current) return
  previous = current
  current = pathname
}

/** The path shown before `pathname`, whether or not `pathname` has been recorded yet. */
export function cameFromPath(pathname: string): string | null {
  return pathname === current ? previous : current
}

/** A new visit (tests render many in one page). */
export function resetNavigationHistory(): void {
  current = null
  previous = null
}

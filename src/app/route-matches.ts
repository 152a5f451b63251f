import { createContext, use } from 'react'
import type { RouteMatch } from 'react-router'

/**
 * The routes the address shown matches, outermost first (router.tsx's AppRoutes provides them).
 * Their handles carry what the shell reads: a screen's title, an area's screens to fetch ahead.
 */
export const RouteMatchesContext = createContext<RouteMatch[]>([])

/** The handles of the routes the address shown matches, outermost first. */
export function useRouteHandles(): unknown[] {
  return use(RouteMatchesContext).map((match) => match.route.handle as unknown)
}

import { matchRoutes, type RouteObject } from 'react-router'

/** What router.tsx's routes carry in their handle: a screen's code, and all the route loads. */
type CodeHandle = { code?: () => Promise<unknown>; load?: () => Promise<unknown> }

/**
 * Starts loading what the screen at `pathname` needs while the sign-in client starts: the code of
 * the screens the address matches at once (each import brings the chunks it depends on, the
 * signed-in screens' shared code among them), then, once the language is known, everything the
 * routes themselves load (their layout, the screens' stylesheet, their messages in that language).
 * Otherwise nothing of the screen would be asked for before MSAL had loaded and started. The router
 * later loads the same modules and gets them from this load. A failure is left to the router: it
 * loads the route again and says what is missing.
 */
export function loadRouteCodeAhead(
  routes: RouteObject[],
  pathname: string,
  languageReady: Promise<void>,
): void {
  const matches = matchRoutes(routes, pathname) ?? []
  for (const { route } of matches) {
    const code = (route.handle as CodeHandle | undefined)?.code
    if (code) code().catch(() => undefined)
  }
  languageReady
    .then(() => {
      for (const { route } of matches) {
        ;(route.handle as CodeHandle | undefined)?.load?.().catch(() => undefined)
      }
    })
    .catch(() => undefined)
}

/**
 * Whether `pathname` opens a screen of an area (a route whose handle lists the area's screens), and
 * the event its address names (`:event`), if any.
 */
export function areaAddress(
  routes: RouteObject[],
  pathname: string,
): { event: string | undefined } | null {
  const matches = matchRoutes(routes, pathname) ?? []
  const area = matches.some(({ route }) => {
    const handle = route.handle as { screens?: unknown } | undefined
    return Array.isArray(handle?.screens)
  })
  return area ? { event: matches.at(-1)?.params.event } : null
}

import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useRouteHandles } from '@/app/route-matches'
import { PREFETCH_MARK } from '@/app/prefetch-mark'
import { afterNextPaint } from '@/lib/next-paint'

/** Loads one screen's code (the same import the route itself makes). */
export type ScreenCode = () => Promise<unknown>

/** What an area's route carries in its handle: its screens' code, to fetch ahead of a visit. */
export interface AreaHandle {
  screens: ScreenCode[]
}

function isAreaHandle(handle: unknown): handle is AreaHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    'screens' in handle &&
    Array.isArray(handle.screens)
  )
}

/** The next moment the browser has nothing to do (a short wait where it cannot say so, as Safari). */
function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), { timeout: 10_000 })
    else window.setTimeout(resolve, 300)
  })
}

/** Resolves once no query is being fetched: the screen on show has what it asked for. */
function nothingFetching(client: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    if (client.isFetching() === 0) return resolve()
    const stop = client.getQueryCache().subscribe(() => {
      if (client.isFetching() !== 0) return
      stop()
      resolve()
    })
  })
}

const fetched = new WeakSet<ScreenCode>()

export { PREFETCH_MARK }

/**
 * Fetches the screens' code one by one, each time the browser is idle and the screen on show is
 * not waiting for data and has been painted, so that nothing competes with what the person is
 * looking at and the next screen opens without a round trip. Code that cannot be fetched now
 * (offline) is left: the screen loads it when opened, and says so if it still cannot.
 */
export async function prefetchScreens(
  screens: ScreenCode[],
  client: QueryClient,
  stopped: () => boolean,
): Promise<void> {
  for (const load of screens) {
    if (fetched.has(load)) continue
    await nothingFetching(client)
    // A screen's data arrives before it is drawn: fetching ahead in between would put the next
    // screens' code in front of the paint that shows the person what they came for (their largest
    // paint, which a phone's browser and Lighthouse time).
    await afterNextPaint()
    await idle()
    if (stopped()) return
    // Another screen may have started loading data meanwhile: it goes first.
    if (client.isFetching() !== 0) await nothingFetching(client)
    // Marks in the page's performance timeline where fetching ahead begins: what came before is
    // what the screen on show needed (the bench reads it; so can the browser's developer tools).
    if (!performance.getEntriesByName(PREFETCH_MARK).length) performance.mark(PREFETCH_MARK)
    fetched.add(load)
    try {
      await load()
    } catch {
      fetched.delete(load)
    }
  }
}

/**
 * In an area, past its guard, fetches the code of the area's other screens once the first one is
 * shown, and nothing of another area's. Only the built app does: the dev server compiles each module when it
 * is asked for, so fetching ahead there would only slow it, and tests render screens one by one.
 */
export function PrefetchAreaScreens(): null {
  const client = useQueryClient()
  const screens = useRouteHandles().find(isAreaHandle)?.screens
  useEffect(() => {
    if (!import.meta.env.PROD || !screens) return
    let stopped = false
    void prefetchScreens(screens, client, () => stopped)
    return () => {
      stopped = true
    }
  }, [screens, client])
  return null
}

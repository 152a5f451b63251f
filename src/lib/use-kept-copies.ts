import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useSyncExternalStore } from 'react'
import { keptCopyTime } from '@/lib/offline-answers'

/**
 * The oldest kept (offline) answer a screen on display is showing, or null when everything shown
 * came from the server: the app shell tells the person when what they see is not live. Written as
 * `<time>` or `<time>+` when some of the screen has nothing to show (no kept copy, and the server
 * out of reach): then only part of it is what this device kept.
 */
function keptCopiesShown(cache: ReturnType<ReturnType<typeof useQueryClient>['getQueryCache']>) {
  let oldest: number | null = null
  let missing = false
  for (const query of cache.getAll()) {
    if (query.getObserversCount() === 0) continue
    const { data, status, fetchStatus } = query.state
    if (data === undefined && (status === 'error' || fetchStatus === 'paused')) missing = true
    const at = keptCopyTime(data)
    if (at !== null && (oldest === null || at < oldest)) oldest = at
  }
  return oldest === null ? null : `${oldest}${missing ? '+' : ''}`
}

/** What the screen on display shows of kept copies: since when, and whether some of it has none. */
export function useKeptCopiesShown(): { since: number; partly: boolean } | null {
  const cache = useQueryClient().getQueryCache()
  const subscribe = useCallback((listener: () => void) => cache.subscribe(listener), [cache])
  const read = useCallback(() => keptCopiesShown(cache), [cache])
  // A string, so that the snapshot compares equal while nothing changed.
  const shown = useSyncExternalStore(subscribe, read, read)
  return shown === null ? null : { since: Number.parseInt(shown, 10), partly: shown.endsWith('+') }
}

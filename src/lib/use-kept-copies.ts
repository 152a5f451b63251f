import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useSyncExternalStore } from 'react'
import { keptCopyTime } from '@/lib/offline-answers'

/**
 * The oldest kept (offline) answer a screen on display is showing, or null when everything shown
 * came from the server: the app shell tells the person when what they see is not live.
 */
export function useKeptCopiesShown(): number | null {
  const cache = useQueryClient().getQueryCache()
  const subscribe = useCallback((listener: () => void) => cache.subscribe(listener), [cache])
  const read = useCallback(() => {
    let oldest: number | null = null
    for (const query of cache.getAll()) {
      if (query.getObserversCount() === 0) continue
      const at = keptCopyTime(query.state.data)
      if (at !== null && (oldest === null || at < oldest)) oldest = at
    }
    return oldest
  }, [cache])
  return useSyncExternalStore(subscribe, read, read)
}

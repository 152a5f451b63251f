import { useEffect, useState } from 'react'

/**
 * The current time, refreshed every `intervalMs`, so countdowns move and renders stay pure. Given
 * `since` (when the data on screen was fetched, e.g. a query's `dataUpdatedAt`), it is never
 * earlier than that: a time the server has just set to "now" reads as past at once, not at the next tick.
 */
export function useNow(intervalMs = 30_000, since = 0): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs)
    return () => window.clearInterval(timer)
  }, [intervalMs])
  return Math.max(now, since)
}

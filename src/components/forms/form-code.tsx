import { useEffect, useState, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { ErrorState, LoadingState } from '@/components/feedback/states'
import type { CodeOnDemand } from '@/lib/code-on-demand'

// A form's code loaded when the form is opened (src/lib/code-on-demand.ts): the area fetches it
// ahead when the browser is idle (the area's `parts` in src/app/router.tsx), so it is usually here
// before anyone opens the form, and the service worker keeps it for offline use.

/**
 * Shows the form once its code is here: a loading line meanwhile, and when the code cannot be
 * fetched, says so with Try again (and tries again by itself once the device is back online).
 * What the person typed is never at stake: nothing can be typed before the form is shown.
 */
export function WithFormCode<T>({
  code,
  loading,
  frame = (state) => state,
  children,
}: {
  code: CodeOnDemand<T>
  /** What the loading line says (`Loading the form…`). */
  loading?: string
  /** What goes around the loading line or the failure (a dialog's title and body). */
  frame?: (state: ReactNode) => ReactNode
  children: (loaded: T) => ReactNode
}) {
  const { t } = useLingui()
  const [loaded, setLoaded] = useState<T | undefined>(() => code.loaded())
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const retry = () => {
    setFailed(false)
    setAttempt((n) => n + 1)
  }
  useEffect(() => {
    if (loaded !== undefined) return
    let live = true
    code.load().then(
      (found) => live && setLoaded(() => found),
      () => live && setFailed(true),
    )
    const online = () => {
      setFailed(false)
      setAttempt((n) => n + 1)
    }
    window.addEventListener('online', online)
    return () => {
      live = false
      window.removeEventListener('online', online)
    }
  }, [code, loaded, attempt])
  if (loaded !== undefined) return children(loaded)
  if (failed)
    return frame(
      <ErrorState
        title={t`This part of the app could not be loaded`}
        error={
          new Error(t`You may be offline. Check the connection, then try again: nothing was lost.`)
        }
        onRetry={retry}
      />,
    )
  // Retry while it is still loading reloads the page (LoadingState's own): asking again for the
  // same file would only wait on the fetch already under way.
  return frame(<LoadingState label={loading ?? t`Loading the form…`} />)
}

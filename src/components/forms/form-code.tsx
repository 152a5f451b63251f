import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { ErrorState, LoadingState } from '@/components/feedback/states'
import { type CodeOnDemand, loadAgainOnline } from '@/lib/code-on-demand'

// A form's code loaded when the form is opened (src/lib/code-on-demand.ts): the area fetches it
// ahead when the browser is idle (the area's `parts` in src/app/router.tsx), so it is usually here
// before anyone opens the form, and the service worker keeps it for offline use.

/** What a form's first field is, when the focus moves into the form as it arrives. */
const FIELD =
  // A CSS selector, not words a person reads.
  // eslint-disable-next-line lingui/no-unlocalized-strings
  'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)'

/**
 * Focuses the first field of the form rendered after `marker` (a hidden element just before it):
 * the form's own elements are not known here, only where they start.
 */
function focusFirstFieldAfter(marker: HTMLElement | null) {
  for (let next = marker?.nextElementSibling; next; next = next.nextElementSibling) {
    const field = next.matches(FIELD) ? next : next.querySelector(FIELD)
    if (field instanceof HTMLElement) {
      field.focus()
      return
    }
  }
}

/**
 * Shows the form once its code is here: a loading line meanwhile, and when the code cannot be
 * fetched, says so with Try again (and tries again by itself once the device is back online).
 * What the person typed is never at stake: nothing can be typed before the form is shown.
 * Where the person's focus was on the failure (Try again) or the loading line when it changed, it
 * stays there: on the loading line, then the form's first field. Otherwise the focused button
 * would go away with the failure and leave the focus on the page behind an open dialog.
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
  // The loading line or the failure, focusable so that it can hold the focus between the two.
  const holder = useRef<HTMLDivElement>(null)
  // Whether the focus was on the loading line or the failure when it last changed.
  const [focusHere, setFocusHere] = useState(false)
  const noteFocus = () => setFocusHere(holder.current?.contains(document.activeElement) ?? false)
  const retry = () => {
    noteFocus()
    setFailed(false)
    setAttempt((n) => n + 1)
  }
  useEffect(() => {
    if (loaded !== undefined) return
    let live = true
    code.load().then(
      (found) => {
        if (!live) return
        noteFocus()
        setLoaded(() => found)
      },
      () => {
        if (!live) return
        noteFocus()
        setFailed(true)
      },
    )
    // Back online: fetched again, or the page reloads when the browser keeps the failure (loadAgainOnline).
    const online = () => {
      noteFocus()
      setFailed(false)
      void loadAgainOnline(code.load).then((found) => {
        if (!live) return
        noteFocus()
        if (found === undefined) setFailed(true)
        else setLoaded(() => found)
      })
    }
    window.addEventListener('online', online)
    return () => {
      live = false
      window.removeEventListener('online', online)
    }
  }, [code, loaded, attempt])
  // Try again goes away with the failure it was part of: the focus it had moves to the loading line.
  useLayoutEffect(() => {
    const here = holder.current
    if (focusHere && here && !here.contains(document.activeElement)) here.focus()
  }, [focusHere, failed, attempt])
  if (loaded !== undefined)
    return (
      <>
        {focusHere ? <span hidden ref={focusFirstFieldAfter} /> : null}
        {children(loaded)}
      </>
    )
  if (failed)
    return frame(
      <div ref={holder} tabIndex={-1}>
        <ErrorState
          title={t`This part of the app could not be loaded`}
          error={
            new Error(
              t`You may be offline. Check the connection, then try again: nothing was lost.`,
            )
          }
          onRetry={retry}
        />
      </div>,
    )
  // Retry while it is still loading reloads the page (LoadingState's own): asking again for the
  // same file would only wait on the fetch already under way.
  return frame(
    <div ref={holder} tabIndex={-1}>
      <LoadingState label={loading ?? t`Loading the form…`} />
    </div>,
  )
}

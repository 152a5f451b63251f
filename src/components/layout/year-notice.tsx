import { Trans, useLingui } from '@lingui/react/macro'
import { createContext, useContext, useLayoutEffect, useState, type ReactNode } from 'react'
import { Link, useThisScreen } from '@/components/layout/links'
import { currentYear } from '@/lib/current-year'
import { useSelectedYear } from '@/lib/selected-year'

/**
 * Says when the year shown is not the current one, with the way back to it. A screen that shows
 * only the running award whatever the year (a judge's score sheet) says so instead, rather than
 * seem to show the year chosen.
 */
export function YearNotice({ runningAwardOnly = false }: { runningAwardOnly?: boolean }) {
  const year = useSelectedYear()
  const now = currentYear()
  const thisScreen = useThisScreen()
  const { t } = useLingui()
  // role="status" on a box that is always there: a change of year is read out when it happens.
  // Not on paper: there the link is no use, and a box before a screen that prints sideways would
  // start the print with an upright page of its own.
  return (
    <div role="status" className="d-print-none">
      {year === now ? null : (
        <div className="alert alert-warning d-flex flex-wrap align-items-center gap-2 py-2">
          <span>
            {runningAwardOnly
              ? t`This screen shows the running award, ${now}, whichever year is chosen (${year}).`
              : year < now
                ? t`You are looking at ${year}, a past year.`
                : t`You are looking at ${year}, a year still to come.`}
          </span>
          <Link to={thisScreen} year={now} className="alert-link">
            <Trans>Back to {now}</Trans>
          </Link>
        </div>
      )}
    </div>
  )
}

const RunningAwardOnly = createContext<((on: boolean) => void) | null>(null)

/** The year notice of an area, above its screen; the screen may say it shows only the running award. */
export function ScreenYearNotice({ children }: { children: ReactNode }) {
  const [runningAwardOnly, setRunningAwardOnly] = useState(false)
  return (
    <RunningAwardOnly value={setRunningAwardOnly}>
      <YearNotice runningAwardOnly={runningAwardOnly} />
      {children}
    </RunningAwardOnly>
  )
}

/** Called by a screen whose data is the running award's whatever `?year=` says. */
export function useShowsRunningAwardOnly(): void {
  const set = useContext(RunningAwardOnly)
  // Before the first paint, so the notice never says for a moment that the screen shows the year.
  useLayoutEffect(() => {
    if (!set) return
    set(true)
    return () => set(false)
  }, [set])
}

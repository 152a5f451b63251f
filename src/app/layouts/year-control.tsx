import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { Link, useThisScreen } from '@/components/layout/links'
import { getConfig } from '@/config/env'
import { useEvent } from '@/features/event/api'
import { periodQueries } from '@/features/periods/api'
import { currentYear } from '@/lib/current-year'
import { useSelectedYear } from '@/lib/selected-year'

export interface YearSteps {
  year: number
  /** The nearest earlier and later year that has a timeline (or the current year); null at either end. */
  previous: number | null
  next: number | null
}

/**
 * The years one step away from `year` among those the award has a timeline for (and the current
 * year, which always has a screen). Without that list (still loading, or it failed) each step is
 * one calendar year, so the year can still be changed.
 */
export function yearSteps(year: number, known: readonly number[] | null): YearSteps {
  if (known === null) return { year, previous: year - 1, next: year + 1 }
  const years = [...new Set([...known, currentYear()])].sort((a, b) => a - b)
  return {
    year,
    previous: years.filter((y) => y < year).at(-1) ?? null,
    next: years.find((y) => y > year) ?? null,
  }
}

/** The year the screen shows and its neighbours, read from the event's periods (GET /period). */
export function useYearSteps(): YearSteps {
  const year = useSelectedYear()
  const params = useParams()
  const event = useEvent(params.event ?? getConfig().defaultEventSlug)
  const periods = useQuery(periodQueries.list(event.data?.id ?? null))
  return yearSteps(year, periods.data ? periods.data.map((p) => Number(p.year)) : null)
}

function Step({
  year,
  direction,
  className,
}: {
  year: number | null
  direction: 'previous' | 'next'
  className: string
}) {
  const to = useThisScreen()
  const { t } = useLingui()
  const symbol = direction === 'previous' ? '‹' : '›'
  if (year === null)
    return (
      <button
        type="button"
        className={className}
        disabled
        aria-label={
          direction === 'previous'
            ? t`Previous year: none has a timeline`
            : t`Next year: none has a timeline`
        }
      >
        {symbol}
      </button>
    )
  return (
    <Link
      to={to}
      year={year}
      className={className}
      aria-label={direction === 'previous' ? t`Previous year, ${year}` : t`Next year, ${year}`}
    >
      {symbol}
    </Link>
  )
}

/**
 * The year in an area's header, between the two steps to the years around it. It stays outside the
 * phone menu, so the year is always in sight.
 */
export function YearControl() {
  const { year, previous, next } = useYearSteps()
  const { t } = useLingui()
  const step = 'btn btn-sm btn-outline-light px-2 py-0'
  return (
    <div
      role="group"
      aria-label={t`Year shown`}
      className="year-control d-flex align-items-center justify-content-end gap-1 ms-auto ms-xl-0 me-1 me-xl-2"
    >
      <Step year={previous} direction="previous" className={step} />
      <span className="text-white fw-semibold px-1">
        <span className="visually-hidden">{t`Year`} </span>
        {year}
      </span>
      <Step year={next} direction="next" className={step} />
    </div>
  )
}

/** The timeline's own arrows: the same steps as the header's, written out with their years. */
export function TimelineYearSteps() {
  const { previous, next } = useYearSteps()
  const to = useThisScreen()
  const { t } = useLingui()
  return (
    <nav aria-label={t`Timeline year`} className="d-flex gap-2">
      {previous !== null ? (
        <Link to={to} year={previous} className="btn btn-outline-secondary btn-sm">
          ‹ {previous}
        </Link>
      ) : null}
      {next !== null ? (
        <Link to={to} year={next} className="btn btn-outline-secondary btn-sm">
          {next} ›
        </Link>
      ) : null}
    </nav>
  )
}

import { Link } from 'react-router'
import { useLingui } from '@lingui/react/macro'

/** Links to the year before and the year after on the same page (`base` is the page's path; the year rides in `?year=`). */
export function YearSteps({ base, year }: { base: string; year: number }) {
  const { t } = useLingui()
  return (
    <nav aria-label={t`Year`} className="d-flex gap-2">
      <Link to={`${base}?year=${year - 1}`} className="btn btn-outline-secondary btn-sm">
        ‹ {year - 1}
      </Link>
      <Link to={`${base}?year=${year + 1}`} className="btn btn-outline-secondary btn-sm">
        {year + 1} ›
      </Link>
    </nav>
  )
}

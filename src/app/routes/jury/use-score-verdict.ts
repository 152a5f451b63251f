import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { publishedAtOf, scoreVerdict, type Verdict } from '@/features/award/lifecycle'
import { useEvent } from '@/features/event/api'
import { periodQueries } from '@/features/periods/api'
import { scoringQueries } from '@/features/scoring/api'
import type { Phase } from '@/features/scoring/schemas'
import { useNow } from '@/lib/use-now'

/**
 * Whether a judge can score a year's phase now (features/award/lifecycle.ts `scoreVerdict`, the rule
 * the demo API enforces): its jury period is open and its results are not published. `verdict` is
 * undefined until the timeline and the publications are loaded; `queries` are those two, for the
 * screen's loading and error states.
 */
export function useScoreVerdict(year: number | undefined, phase: Phase | undefined) {
  const { event: slug } = useParams()
  const event = useEvent(slug ?? '')
  const periods = useQuery(periodQueries.list(event.data?.id ?? null))
  const publications = useQuery({ ...scoringQueries.publications(year ?? 0), enabled: year !== undefined })
  const now = useNow()
  const verdict: Verdict | undefined =
    periods.data && publications.data && year !== undefined && phase !== undefined
      ? scoreVerdict({
          periods: periods.data.filter((p) => Number(p.year) === year),
          now,
          phase,
          publishedAt: publishedAtOf(publications.data, year, phase),
        })
      : undefined
  return { verdict, queries: [periods, publications] as const }
}

import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { useScoresFrozen } from '@/app/routes/use-scores-frozen'
import { scoreVerdict, type Verdict } from '@/domain/award'
import { useEvent } from '@/features/event/api'
import { periodQueries } from '@/features/periods/api'
import type { Phase } from '@/features/scoring/schemas'
import { useNow } from '@/lib/use-now'

/**
 * Whether a judge can score a year's phase now (domain/award/scoring.ts `scoreVerdict`, the rule
 * the demo API enforces): its jury period is open and its results are not published. `frozen` says only
 * the latter (`scoresFrozenVerdict`: no sheet of a published phase changes, nor is released by a conflict).
 * Both are undefined until the timeline and the publications are loaded; `queries` are those two, for
 * the screen's loading and error states.
 */
export function useScoreVerdict(year: number | undefined, phase: Phase | undefined) {
  const { event: slug } = useParams()
  const event = useEvent(slug ?? '')
  const periods = useQuery(periodQueries.list(event.data?.id ?? null))
  // Published results never change (`scoresFrozenVerdict`): nor may a sheet of the phase be released by a conflict.
  const { publishedAt, frozen, query: publications } = useScoresFrozen(year, phase)
  const now = useNow()
  const verdict: Verdict | undefined =
    periods.data && publishedAt !== undefined && year !== undefined && phase !== undefined
      ? scoreVerdict({
          periods: periods.data.filter((p) => Number(p.year) === year),
          now,
          phase,
          publishedAt,
        })
      : undefined
  return { verdict, frozen, queries: [periods, publications] as const }
}

import { useQuery } from '@tanstack/react-query'
import { publishedAtOf, scoresFrozenVerdict, type Verdict } from '@/domain/award'
import { scoringQueries } from '@/features/scoring/api'
import type { Phase } from '@/features/scoring/schemas'

/**
 * Whether a year's phase is frozen by the publication of its results (`scoresFrozenVerdict`, the rule
 * the demo API enforces): no sheet of a published phase changes, nor its judges. `publishedAt` and
 * `frozen` are undefined until the publications are loaded; `query` is that query, for the screen's
 * loading and error states.
 */
export function useScoresFrozen(year: number | undefined, phase: Phase | undefined) {
  const query = useQuery({ ...scoringQueries.publications(year ?? 0), enabled: year !== undefined })
  const publishedAt =
    query.data && year !== undefined && phase !== undefined
      ? publishedAtOf(query.data, year, phase)
      : undefined
  const frozen: Verdict | undefined =
    publishedAt !== undefined && phase !== undefined
      ? scoresFrozenVerdict({ phase, publishedAt })
      : undefined
  return { publishedAt, frozen, query }
}

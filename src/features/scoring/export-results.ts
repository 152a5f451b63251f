import { useMutation, useQueryClient } from '@tanstack/react-query'
import { categoryName } from '@/config/constants'
import { scoringQueries } from '@/features/scoring/api'
import { resultCsvColumns } from '@/features/scoring/explain'
import type { Phase } from '@/features/scoring/schemas'
import { downloadText, toCsv } from '@/lib/csv'
import { isoDay } from '@/lib/dates'
import type { QueryParams } from '@/lib/query-params'

/** Exports every result row the filters match, in the list's order, as CSV: one unpaged answer, only when asked for. */
export function useExportResults(year: number, phase: Phase) {
  const queryClient = useQueryClient()
  // An export is an action: a failure reaches the query client's one handler of failed actions.
  const run = useMutation({
    mutationFn: async (params: QueryParams) => {
      const all = await queryClient.fetchQuery(scoringQueries.result(year, phase, params))
      downloadText(
        `results-phase-${phase}-${year}-${isoDay()}.csv`,
        toCsv(all.rows, resultCsvColumns(all.rules, categoryName)),
      )
    },
  })
  async function exportCsv(params: QueryParams) {
    await run.mutateAsync(params).catch(() => undefined)
  }
  return { exporting: run.isPending, exportCsv }
}

import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useToast } from '@/components/feedback/toasts'
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
  const toast = useToast()
  const [exporting, setExporting] = useState(false)
  async function exportCsv(params: QueryParams) {
    setExporting(true)
    try {
      const all = await queryClient.fetchQuery(scoringQueries.result(year, phase, params))
      downloadText(
        `results-phase-${phase}-${year}-${isoDay()}.csv`,
        toCsv(all.rows, resultCsvColumns(all.rules, categoryName)),
      )
    } catch (error) {
      toast.apiError(error)
    } finally {
      setExporting(false)
    }
  }
  return { exporting, exportCsv }
}

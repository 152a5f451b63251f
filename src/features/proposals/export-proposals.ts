import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useToast } from '@/components/feedback/toasts'
import { categoryName } from '@/config/constants'
import { proposalQueries, type ProposalListFilters } from '@/features/proposals/api'
import type { ProposalSummary } from '@/features/proposals/schemas'
import { downloadText, toCsv, type CsvColumn } from '@/lib/csv'
import { formatDate, isoDay } from '@/lib/dates'

export const PROPOSAL_CSV_COLUMNS: CsvColumn<ProposalSummary>[] = [
  { header: 'Id', value: (r) => r.id },
  { header: 'Year', value: (r) => r.year },
  { header: 'Title', value: (r) => r.title },
  { header: 'Team', value: (r) => r.teamName },
  { header: 'Unit', value: (r) => r.unit },
  { header: 'Category', value: (r) => categoryName(r.category) },
  { header: 'Phase reached', value: (r) => r.phase },
  { header: 'Phase 1 status', value: (r) => r.status1 ?? '' },
  { header: 'Phase 2 status', value: (r) => r.status2 ?? '' },
  { header: 'Winner rank', value: (r) => r.winnerRank ?? '' },
  { header: 'Updated', value: (r) => formatDate(r.updatedAt) },
]

/** Exports every proposal the list's filters match (all pages, not only the visible one) as CSV. */
export function useExportProposals(filters: ProposalListFilters) {
  const queryClient = useQueryClient()
  const toast = useToast()
  // An export is an action: a failure reaches the query client's one handler of failed actions.
  const run = useMutation({
    mutationFn: async () => {
      const all: ProposalSummary[] = []
      let pageCount = 1
      for (let p = 1; p <= pageCount; p += 1) {
        const result = await queryClient.fetchQuery(
          proposalQueries.list({ ...filters, page: p, perPage: 100 }),
        )
        all.push(...result.items)
        pageCount = result.pageCount
      }
      downloadText(
        `proposals-phase-${filters.phase}-${filters.year}-${isoDay()}.csv`,
        toCsv(all, PROPOSAL_CSV_COLUMNS),
      )
      return all.length
    },
    onSuccess: (count) =>
      toast.success(`Exported ${count} ${count === 1 ? 'proposal' : 'proposals'}.`),
  })
  async function exportCsv() {
    await run.mutateAsync().catch(() => undefined)
  }
  return { exporting: run.isPending, exportCsv }
}

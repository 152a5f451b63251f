import { useMutation, useQueryClient } from '@tanstack/react-query'
import { msg, plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { translate } from '@/i18n'
import { useToast } from '@/components/feedback/toasts'
import { categoryName } from '@/config/constants'
import { proposalQueries, type ProposalListFilters } from '@/features/proposals/api'
import type { EntryStatus, ProposalSummary } from '@/features/proposals/schemas'
import { ENTRY_STATUS_LABELS } from '@/features/proposals/status-labels'
import { downloadText, toCsv, type CsvColumn } from '@/lib/csv'
import { formatDate, isoDay } from '@/lib/dates'

const status = (value: EntryStatus | null) =>
  value === null ? '' : translate(ENTRY_STATUS_LABELS[value])

/** The export's columns, headers and statuses in the language shown when the file is made. */
export const proposalCsvColumns = (): CsvColumn<ProposalSummary>[] => [
  { header: translate(msg`Id`), value: (r) => r.id },
  { header: translate(msg`Year`), value: (r) => r.year },
  { header: translate(msg`Title`), value: (r) => r.title },
  { header: translate(msg`Team`), value: (r) => r.teamName },
  { header: translate(msg`Unit`), value: (r) => r.unit },
  { header: translate(msg`Category`), value: (r) => categoryName(r.category) },
  { header: translate(msg`Phase reached`), value: (r) => r.phase },
  { header: translate(msg`Phase 1 status`), value: (r) => status(r.status1) },
  { header: translate(msg`Phase 2 status`), value: (r) => status(r.status2) },
  { header: translate(msg`Winner rank`), value: (r) => r.winnerRank ?? '' },
  { header: translate(msg`Updated`), value: (r) => formatDate(r.updatedAt) },
]

/** Exports every proposal the list's filters match (all pages, not only the visible one) as CSV. */
export function useExportProposals(filters: ProposalListFilters) {
  const queryClient = useQueryClient()
  const toast = useToast()
  const { t } = useLingui()
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
        toCsv(all, proposalCsvColumns()),
      )
      return all.length
    },
    onSuccess: (count) =>
      toast.success(
        t`${plural(count, { one: 'Exported # proposal.', other: 'Exported # proposals.' })}`,
      ),
  })
  async function exportCsv() {
    await run.mutateAsync().catch(() => undefined)
  }
  return { exporting: run.isPending, exportCsv }
}

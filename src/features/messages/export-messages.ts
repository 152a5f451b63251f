import { useMutation, useQueryClient } from '@tanstack/react-query'
import { msg, plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useToast } from '@/components/feedback/toasts'
import { messageQueries, type MessageFilters } from '@/features/messages/api'
import { historyKindLabel } from '@/features/messages/labels'
import type { MessageSummary } from '@/features/messages/schemas'
import { translate } from '@/i18n'
import { downloadText, toCsv, type CsvColumn } from '@/lib/csv'
import { formatDateTime, isoDay } from '@/lib/dates'

/** The export's columns, in the language shown when the file is made. */
export const messageCsvColumns = (): CsvColumn<MessageSummary>[] => [
  { header: translate(msg`Sent`), value: (m) => formatDateTime(m.at) },
  { header: translate(msg`Kind`), value: (m) => historyKindLabel(m.kind) },
  { header: translate(msg`Subject`), value: (m) => m.subject },
  {
    header: translate(msg({ message: 'To', context: 'recipients of a message' })),
    value: (m) => m.audienceText,
  },
  {
    header: translate(msg`Sent by`),
    value: (m) => m.senderName ?? translate(msg`The app, automatically`),
  },
  { header: translate(msg`Recipients`), value: (m) => m.recipientCount },
  {
    header: translate(msg({ message: 'Delivered', context: 'e-mail delivery' })),
    value: (m) => m.delivered,
  },
  {
    header: translate(msg({ message: 'Failed', context: 'e-mail delivery' })),
    value: (m) => m.failed,
  },
]

/** Exports every message the history's filters match (all pages, not only the one shown) as CSV. */
export function useExportMessages(filters: MessageFilters) {
  const queryClient = useQueryClient()
  const toast = useToast()
  const { t, i18n } = useLingui()
  // An export is an action: a failure reaches the query client's one handler of failed actions.
  const run = useMutation({
    mutationFn: async () => {
      const all: MessageSummary[] = []
      let pageCount = 1
      for (let p = 1; p <= pageCount; p += 1) {
        const result = await queryClient.fetchQuery(
          messageQueries.list({ ...filters, page: p, perPage: 100 }, i18n.locale),
        )
        all.push(...result.items)
        pageCount = result.pageCount
      }
      downloadText(`messages-${isoDay()}.csv`, toCsv(all, messageCsvColumns()))
      return all.length
    },
    onSuccess: (count) =>
      toast.success(
        t`${plural(count, { one: 'Exported # message.', other: 'Exported # messages.' })}`,
      ),
  })
  async function exportCsv() {
    await run.mutateAsync().catch(() => undefined)
  }
  return { exporting: run.isPending, exportCsv }
}

import { msg } from '@lingui/core/macro'
import { queryOptions, useMutation } from '@tanstack/react-query'
import { z } from '@/lib/zod'
import { getOne, getText } from '@/lib/api-client'
import { downloadText } from '@/lib/csv'
import { queryRoots } from '@/lib/query-keys'

const countSchema = z.object({ key: z.string(), count: z.int() })

export const reportOverviewSchema = z.object({
  year: z.int(),
  totalProposals: z.int(),
  byCategory: z.array(countSchema),
  byStatus: z.array(countSchema),
  byUnit: z.array(countSchema),
  scoreDistribution: z.array(
    z.object({
      phase: z.int(),
      submitted: z.int(),
      buckets: z.array(z.object({ from: z.number(), to: z.number(), count: z.int() })),
    }),
  ),
  juryProgress: z.array(
    z.object({
      phase: z.int(),
      judges: z.array(
        z.object({
          juryId: z.string(),
          name: z.string(),
          assigned: z.int(),
          submitted: z.int(),
        }),
      ),
    }),
  ),
})
export type ReportOverview = z.infer<typeof reportOverviewSchema>

/** The CSV exports of the report, each with its button's words (translated where shown). */
export const EXPORTS = [
  { kind: 'proposals', label: msg`Export Proposals (CSV)` },
  { kind: 'scores', label: msg`Export Scores (CSV)` },
  { kind: 'teams', label: msg`Export Teams and T-shirt sizes (CSV)` },
] as const

export const reportQueries = {
  all: () => queryRoots.reports,
  /**
   * The overview's bar labels are words the API writes in the language asked for (Accept-Language):
   * the language is part of the key, so switching language loads the labels in the new one.
   */
  overview: (year: number, language: string) =>
    queryOptions({
      queryKey: [...reportQueries.all(), 'overview', year, language] as const,
      queryFn: ({ signal }) =>
        getOne('/report/overview', reportOverviewSchema, { params: { year }, signal }),
    }),
}

/** Downloads a CSV export through the API client (so it carries the token), then saves it. */
export function useExport() {
  return useMutation({
    mutationFn: async ({ kind, year }: { kind: string; year: number }) => {
      const text = await getText(`/report/export/${encodeURIComponent(kind)}`, { params: { year } })
      downloadText(`${kind}-${year}.csv`, text)
    },
  })
}

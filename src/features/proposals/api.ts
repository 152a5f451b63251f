import { queryOptions } from '@tanstack/react-query'
import { getList, getOne, getPage } from '@/lib/api-client'
import type { QueryParams } from '@/lib/query-params'
import { proposalSchema, proposalSummarySchema } from '@/features/proposals/schemas'
import { queryRoots } from '@/lib/query-keys'

export interface ProposalListFilters {
  year: number
  phase: 1 | 2 | 3
  page?: number
  perPage?: number
  keyword?: string
  category?: number | ''
  status?: string
}

/** Keys run general → specific, so invalidating `all()` refreshes every list and detail. */
export const proposalQueries = {
  all: () => queryRoots.proposals,
  lists: () => [...proposalQueries.all(), 'list'] as const,
  list: (filters: ProposalListFilters) =>
    queryOptions({
      queryKey: [...proposalQueries.lists(), filters] as const,
      queryFn: ({ signal }) => {
        const params: QueryParams = {
          year: filters.year,
          phase: filters.phase,
          page: filters.page ?? 1,
          perPage: filters.perPage ?? 20,
          keyword: filters.keyword ?? '',
          'filter[category]': filters.category ?? '',
          'filter[status]': filters.status ?? '',
        }
        return getPage('/proposal', proposalSummarySchema, { params, signal })
      },
      placeholderData: (previous) => previous,
    }),
  mine: () =>
    queryOptions({
      queryKey: [...proposalQueries.all(), 'mine'] as const,
      queryFn: ({ signal }) => getList('/proposal/mine', proposalSummarySchema, { signal }),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...proposalQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) =>
        getOne(`/proposal/${encodeURIComponent(id)}`, proposalSchema, { signal }),
    }),
}

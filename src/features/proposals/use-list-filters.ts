import { CATEGORIES } from '@/config/constants'
import type { ProposalListFilters } from '@/features/proposals/api'
import type { ProposalFilterValues } from '@/features/proposals/components/proposal-filters'
import { ENTRY_STATUSES } from '@/features/proposals/schemas'
import { useSelectedYear } from '@/lib/selected-year'
import { pageParam, perPageParam, useAddressFilters } from '@/lib/table-params'

/**
 * The list's filters and page, read from the address (so a reload, a link or Back keeps them).
 * `update` keeps `year` and the rest; any change but the page's goes back to page 1.
 */
export function useListFilters(phase: 1 | 2 | 3) {
  const year = useSelectedYear()
  const { search, update } = useAddressFilters({ replace: false })
  const categoryRaw = Number(search.get('category'))
  const statusRaw = search.get('status') ?? ''
  const filters: ProposalListFilters & ProposalFilterValues & { page: number; perPage: number } = {
    year,
    phase,
    keyword: search.get('keyword') ?? '',
    category: CATEGORIES.some((c) => c.id === categoryRaw) ? categoryRaw : '',
    status: (ENTRY_STATUSES as readonly string[]).includes(statusRaw) ? statusRaw : '',
    page: pageParam(search),
    perPage: perPageParam(search),
  }
  return {
    filters,
    filtered: filters.keyword !== '' || filters.category !== '' || filters.status !== '',
    update,
  }
}

import { useSearchParams } from 'react-router'
import { CATEGORIES } from '@/config/constants'
import type { ProposalListFilters } from '@/features/proposals/api'
import type { ProposalFilterValues } from '@/features/proposals/components/proposal-filters'
import { ENTRY_STATUSES } from '@/features/proposals/schemas'
import { useSelectedYear } from '@/lib/selected-year'

export const LIST_PER_PAGE = [10, 20, 50] as const

/** The list's filters and page, read from the address (so a reload, a link or Back keeps them). */
export function useListFilters(phase: 1 | 2 | 3) {
  const year = useSelectedYear()
  const [search, setSearch] = useSearchParams()
  const categoryRaw = Number(search.get('category'))
  const statusRaw = search.get('status') ?? ''
  const perPageRaw = Number(search.get('perPage'))
  const filters: ProposalListFilters & ProposalFilterValues & { page: number; perPage: number } = {
    year,
    phase,
    keyword: search.get('keyword') ?? '',
    category: CATEGORIES.some((c) => c.id === categoryRaw) ? categoryRaw : '',
    status: (ENTRY_STATUSES as readonly string[]).includes(statusRaw) ? statusRaw : '',
    page: Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1),
    perPage: (LIST_PER_PAGE as readonly number[]).includes(perPageRaw) ? perPageRaw : 20,
  }
  /** Changes the address (keeping `year` and the rest); any filter change goes back to page 1. */
  const update = (changes: Record<string, string | number>, resetPage = true) => {
    const next = new URLSearchParams(search)
    for (const [name, value] of Object.entries(changes)) {
      if (value === '') next.delete(name)
      else next.set(name, String(value))
    }
    if (resetPage) next.delete('page')
    setSearch(next)
  }
  return { filters, filtered: filters.keyword !== '' || filters.category !== '' || filters.status !== '', update }
}

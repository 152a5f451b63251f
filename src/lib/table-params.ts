import { useSearchParams } from 'react-router'
import type { QueryParams } from '@/lib/query-params'

export const PER_PAGE_OPTIONS = [10, 20, 50] as const

/** The page a list's address asks for (`?page=`): a whole number from 1, else 1. */
export function pageParam(search: URLSearchParams): number {
  return Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1)
}

/** The page size a list's address asks for (`?perPage=`): one of `PER_PAGE_OPTIONS`, else 20. */
export function perPageParam(search: URLSearchParams): number {
  const raw = Number(search.get('perPage'))
  return (PER_PAGE_OPTIONS as readonly number[]).includes(raw) ? raw : 20
}

export interface TableParamsSpec {
  /** Filters read from `?name=` and sent as `filter[name]`, each with the values it may take ('' = any). */
  filters: Record<string, readonly string[] | 'text'>
  sorts: readonly string[]
  defaultSort: string
}

/**
 * A server-paged table's state in the address (so a reload, a link or Back keeps it): `page`,
 * `perPage`, `sort`, `keyword` and the filters. `params` is the API query; `filtersKey` changes
 * exactly when the set of matching rows does (a new selection starts).
 */
export function useTableParams(spec: TableParamsSpec) {
  const [search, setSearch] = useSearchParams()
  const keyword = (search.get('keyword') ?? '').trim()
  const filters: Record<string, string> = {}
  for (const [name, allowed] of Object.entries(spec.filters)) {
    const raw = (search.get(name) ?? '').trim()
    filters[name] = allowed === 'text' || allowed.includes(raw) ? raw : ''
  }
  const rawSort = search.get('sort') ?? ''
  const sort = spec.sorts.includes(rawSort.replace(/^-/, '')) ? rawSort : spec.defaultSort
  const page = pageParam(search)
  const perPage = perPageParam(search)
  const listFilters: QueryParams = {
    keyword,
    ...Object.fromEntries(
      Object.entries(filters).map(([name, value]) => [`filter[${name}]`, value]),
    ),
  }

  /** Changes the address (keeping the rest, `year` included); a change of filters or sort goes back to page 1. */
  const update = (changes: Record<string, string | number>, resetPage = true) =>
    setSearch((previous) => withChanges(previous, changes, resetPage), { replace: true })

  return {
    keyword,
    filters,
    sort,
    page,
    perPage,
    filtered: keyword !== '' || Object.values(filters).some((v) => v !== ''),
    /** The list's filters as the API takes them (also the `selection` of "all matching"). */
    listFilters,
    params: {
      ...listFilters,
      sort: sort === spec.defaultSort ? '' : sort,
      page,
      perPage,
    } as QueryParams,
    filtersKey: JSON.stringify(listFilters),
    update,
    clearFilters: () =>
      update({
        keyword: '',
        ...Object.fromEntries(Object.keys(filters).map((name) => [name, ''])),
      }),
  }
}

export type TableParams = ReturnType<typeof useTableParams>

/** The address with `changes` made ('' removes a key, the rest is kept, `year` included), back on page 1 when `resetPage`. */
function withChanges(
  search: URLSearchParams,
  changes: Record<string, string | number>,
  resetPage: boolean,
): URLSearchParams {
  const next = new URLSearchParams(search)
  for (const [name, value] of Object.entries(changes)) {
    if (value === '') next.delete(name)
    else next.set(name, String(value))
  }
  if (resetPage) next.delete('page')
  return next
}

/**
 * A list's filters kept in the address, for the lists that read their own few parameters (a
 * reload, a link or Back shows the same list): `update` changes some; any change but the page's
 * goes back to page 1. `replace: false` makes each change a step of Back.
 */
export function useAddressFilters({ replace = true }: { replace?: boolean } = {}) {
  const [search, setSearch] = useSearchParams()
  const update = (changes: Record<string, string | number>) =>
    setSearch((previous) => withChanges(previous, changes, !('page' in changes)), { replace })
  return { search, update }
}

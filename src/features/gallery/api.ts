import { queryOptions } from '@tanstack/react-query'
import { getList, getOne } from '@/lib/api-client'
import {
  galleryItemSchema,
  galleryProposalSchema,
  galleryYearWinnersSchema,
} from '@/features/gallery/schemas'
import { queryRoots } from '@/lib/query-keys'

export interface GalleryFilters {
  year: number
  category?: number | null
}

/** Keys run general → specific, so invalidating `all()` refreshes every gallery list and detail. */
export const galleryQueries = {
  all: () => queryRoots.gallery,
  list: (filters: GalleryFilters) =>
    queryOptions({
      queryKey: [...galleryQueries.all(), 'list', filters.year, filters.category ?? null] as const,
      queryFn: ({ signal }) =>
        getList('/proposal/gallery', galleryItemSchema, {
          params: { year: filters.year, 'filter[category]': filters.category ?? '' },
          signal,
        }),
    }),
  /** The winners of every year of the award before `year`, newest year first. */
  earlierWinners: (year: number) =>
    queryOptions({
      queryKey: [...galleryQueries.all(), 'earlier-winners', year] as const,
      queryFn: ({ signal }) =>
        getList('/proposal/gallery/winners', galleryYearWinnersSchema, {
          params: { year },
          signal,
        }),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...galleryQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) =>
        getOne(`/proposal/gallery/${encodeURIComponent(id)}`, galleryProposalSchema, { signal }),
    }),
}

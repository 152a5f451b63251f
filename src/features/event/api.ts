import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { getOne, setEventId } from '@/lib/api-client'

export const eventSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  logo: z.string().nullish(),
})
export type AwardEvent = z.infer<typeof eventSchema>

export const eventQueries = {
  all: () => ['event'] as const,
  /** GET /Event/Url/{url}: cached per url for the whole visit, fetched again only for another slug (seed §2). */
  byUrl: (url: string) =>
    queryOptions({
      queryKey: [...eventQueries.all(), url] as const,
      queryFn: ({ signal }) => getOne(`/Event/Url/${encodeURIComponent(url)}`, eventSchema, { signal }),
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: Number.POSITIVE_INFINITY,
    }),
}

/**
 * Loads the event of the route's slug; once loaded, its id rides on every later call as the
 * EventId header (seed §4).
 */
export function useEvent(url: string, enabled = true) {
  const query = useQuery({ ...eventQueries.byUrl(url), enabled })
  // Set during render, so queries started by this render's children already carry the header.
  if (query.data) setEventId(query.data.id)
  return query
}

import { queryOptions, useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { z } from '@/lib/zod'
import { getOne, setEventId } from '@/lib/api-client'
import { queryRoots } from '@/lib/query-keys'

export const eventSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  logo: z.nullish(z.string()),
})
export type AwardEvent = z.infer<typeof eventSchema>

/** GET /Event/Url/{url}; once loaded, the event's id rides on every later call as the EventId header (requirements R4.3). */
async function loadEvent(url: string, signal: AbortSignal) {
  const event = await getOne(`/Event/Url/${encodeURIComponent(url)}`, eventSchema, { signal })
  setEventId(event.id)
  return event
}

export const eventQueries = {
  all: () => queryRoots.event,
  /** Cached per url for the whole visit, fetched again only for another slug (requirements R2). */
  byUrl: (url: string) =>
    queryOptions({
      queryKey: [...eventQueries.all(), url] as const,
      queryFn: ({ signal }) => loadEvent(url, signal),
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: Number.POSITIVE_INFINITY,
    }),
}

/** Loads the event of the route's slug. The screens below an area wait for it, so their calls carry its id. */
export function useEvent(url: string, enabled = true) {
  const query = useQuery({ ...eventQueries.byUrl(url), enabled })
  const id = query.data?.id
  // Back on an event already cached (no new load): its id is the one in force again.
  useEffect(() => {
    if (id) setEventId(id)
  }, [id])
  return query
}

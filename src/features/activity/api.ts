import { queryOptions } from '@tanstack/react-query'
import { z } from '@/lib/zod'
import { getOne, getPage } from '@/lib/api-client'
import { queryRoots } from '@/lib/query-keys'

export const activitySchema = z.object({
  id: z.string(),
  at: z.string(),
  actorId: z.string(),
  actorName: z.string(),
  entity: z.string(),
  entityId: z.string(),
  action: z.string(),
  summary: z.string(),
})
export type Activity = z.infer<typeof activitySchema>

export const activityDetailSchema = activitySchema.extend({
  before: z.unknown(),
  after: z.unknown(),
})
export type ActivityDetail = z.infer<typeof activityDetailSchema>

export interface ActivityFilters {
  page: number
  keyword: string
  entity: string
  from: string
  to: string
}

export const activityQueries = {
  all: () => queryRoots.activity,
  list: (filters: ActivityFilters) =>
    queryOptions({
      queryKey: [...activityQueries.all(), 'list', filters] as const,
      queryFn: ({ signal }) =>
        getPage('/activity', activitySchema, { params: { ...filters, perPage: 25 }, signal }),
      placeholderData: (previous) => previous,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...activityQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) =>
        getOne(`/activity/${encodeURIComponent(id)}`, activityDetailSchema, { signal }),
    }),
}

export const ENTITY_LABELS: Record<string, string> = {
  period: 'Period',
  proposal: 'Proposal',
  team: 'Team',
  user: 'User',
  score: 'Score',
  assignment: 'Judge assignment',
  vote: 'Vote',
  feedback: 'Feedback',
}

import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { queryOptions } from '@tanstack/react-query'
import { z } from '@/lib/zod'
import { getOne, getPage } from '@/lib/api-client'
import { queryRoots } from '@/lib/query-keys'
import { translate } from '@/i18n'
import type { ActivityEntity } from '@/domain/award'

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

export const activityDetailSchema = z.extend(activitySchema, {
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
  /** Kept per language too: the server writes the summaries in the language asked for. */
  list: (filters: ActivityFilters, language: string) =>
    queryOptions({
      queryKey: [...activityQueries.all(), 'list', filters, language] as const,
      queryFn: ({ signal }) =>
        getPage('/activity', activitySchema, { params: { ...filters, perPage: 25 }, signal }),
      placeholderData: (previous) => previous,
    }),
  detail: (id: string, language: string) =>
    queryOptions({
      queryKey: [...activityQueries.all(), 'detail', id, language] as const,
      queryFn: ({ signal }) =>
        getOne(`/activity/${encodeURIComponent(id)}`, activityDetailSchema, { signal }),
    }),
}

/** What a change was made to, as a person reads it (translated where it is shown), in the filter's order. */
export const ENTITY_LABELS: Record<ActivityEntity, MessageDescriptor> = {
  period: msg({ message: 'Period', context: 'what changed' }),
  proposal: msg({ message: 'Proposal', context: 'what changed' }),
  team: msg({ message: 'Team', context: 'what changed' }),
  user: msg({ message: 'User', context: 'what changed' }),
  rubric: msg({ message: 'Rubric', context: 'what changed' }),
  judging: msg({ message: 'Judging settings', context: 'what changed' }),
  assignment: msg({ message: 'Judge assignment', context: 'what changed' }),
  score: msg({ message: 'Score', context: 'what changed' }),
  results: msg({ message: 'Results', context: 'what changed' }),
  vote: msg({ message: 'Vote', context: 'what changed' }),
  feedback: msg({ message: 'Feedback', context: 'what changed' }),
  'innovation-update': msg({ message: 'Innovation update', context: 'what changed' }),
  message: msg({ message: 'Message', context: 'what changed' }),
}

/** What a change was made to, in the language shown; a kind without a label shows as it is. */
export function entityLabel(entity: string): string {
  const label = ENTITY_LABELS[entity as ActivityEntity] as MessageDescriptor | undefined
  return label ? translate(label) : entity
}

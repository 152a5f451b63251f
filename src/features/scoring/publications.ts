import { queryOptions } from '@tanstack/react-query'
import { getList } from '@/lib/api-client'
import { queryRoots } from '@/lib/query-keys'
import { z } from '@/lib/zod'

/**
 * A year's published phases, on their own: the participant's first screens read them (a proposal
 * still in a published phase did not advance), and the rest of the scoring API is not theirs to
 * download. `scoringQueries.publications` (api.ts) is this same query.
 */
export const phaseSchema = z.union([z.literal(1), z.literal(2), z.literal(3)])
export type Phase = z.infer<typeof phaseSchema>

/** GET /score/result/publication?year: one published phase. */
export const resultPublicationSchema = z.object({
  id: z.string(),
  year: z.int(),
  phase: phaseSchema,
  publishedAt: z.string(),
  publishedById: z.string(),
  shareComments: z.boolean(),
})
export type ResultPublication = z.infer<typeof resultPublicationSchema>

/** The year's published phases: the gallery, the people's choice and the teams' feedback follow them. */
export const publicationsQuery = (year: number) =>
  queryOptions({
    queryKey: [...queryRoots.scoring, 'publication', year] as const,
    queryFn: ({ signal }) =>
      getList('/score/result/publication', resultPublicationSchema, { params: { year }, signal }),
  })

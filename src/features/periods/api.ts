import { queryOptions, useQueryClient, type MutationMeta } from '@tanstack/react-query'
import { useSendOnce } from '@/lib/send-once'
import { getList, getPage, send } from '@/lib/api-client'
import { z } from '@/lib/zod'
import {
  periodSchema,
  type AutoReminderSetting,
  type EditTimeInput,
  type Period,
  type StartPeriodInput,
} from '@/features/periods/schemas'
import { queryRoots } from '@/lib/query-keys'

export const periodQueries = {
  all: () => queryRoots.periods,
  /** GET /period: every period of the event (needs the event loaded: EventId header). */
  list: (eventId: string | null) =>
    queryOptions({
      queryKey: [...periodQueries.all(), 'event', eventId] as const,
      queryFn: ({ signal }) => getList('/period', periodSchema, { signal }),
      enabled: eventId !== null,
      staleTime: 60 * 1000,
    }),
  /** GET /period/getbyyear/{year}. */
  byYear: (eventId: string | null, year: number) =>
    queryOptions({
      queryKey: [...periodQueries.all(), 'year', eventId, year] as const,
      queryFn: ({ signal }) => getList(`/period/getbyyear/${year}`, periodSchema, { signal }),
      enabled: eventId !== null,
      staleTime: 60 * 1000,
    }),
  /**
   * How many of a phase's entries are not finalized yet (drafts, returned, not started): from the
   * totals of the proposal list (GET /proposal, one row asked for). Kept with the proposals' queries,
   * so a review or a finalizing refreshes it.
   */
  openEntries: (year: number, phase: 1 | 2) =>
    queryOptions({
      queryKey: [...queryRoots.proposals, 'open entries', year, phase] as const,
      queryFn: async ({ signal }) => {
        const page = await getPage('/proposal', z.object({}), {
          params: { year, phase, page: 1, perPage: 1 },
          signal,
        })
        return Math.max(0, page.totalCount - page.totals.finalized - page.totals.approved)
      },
    }),
}

/** Requirements R4.4: each period action clears the cached periods so they load again. */
function usePeriodMutation<TVars>(
  call: (vars: TVars, idempotencyKey: string) => Promise<Period>,
  meta?: MutationMeta,
) {
  const queryClient = useQueryClient()
  return useSendOnce({
    mutationFn: call,
    meta,
    onSettled: () => queryClient.invalidateQueries({ queryKey: periodQueries.all() }),
  })
}

/**
 * POST /period/startperiod/{id}: `endAt`, when it closes, for a period started again once its
 * planned end has passed (domain/award `startReopens`); without it the period keeps its planned end.
 */
export function useStartPeriod(meta?: MutationMeta) {
  return usePeriodMutation(
    ({ id, endAt }: { id: string; endAt?: string }, idempotencyKey) =>
      send(
        'post',
        `/period/startperiod/${encodeURIComponent(id)}`,
        endAt === undefined ? undefined : ({ endAt } satisfies StartPeriodInput),
        { schema: periodSchema, idempotencyKey },
      ),
    meta,
  )
}

export function useEditPeriodTime(meta?: MutationMeta) {
  return usePeriodMutation(
    (input: EditTimeInput, idempotencyKey) =>
      send('put', '/period/EditTime', input, { schema: periodSchema, idempotencyKey }),
    meta,
  )
}

/** PUT /period/{id}/auto-reminder: one open work's automatic reminder on or off, N days before the end. */
export function useSetAutoReminder() {
  return usePeriodMutation(
    ({ id, setting }: { id: string; setting: AutoReminderSetting }, idempotencyKey) =>
      send('put', `/period/${encodeURIComponent(id)}/auto-reminder`, setting, {
        schema: periodSchema,
        idempotencyKey,
      }),
    { errors: 'inline' },
  )
}

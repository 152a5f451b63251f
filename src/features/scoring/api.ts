import { queryOptions, useQueryClient, type MutationMeta } from '@tanstack/react-query'
import { useSendOnce } from '@/lib/send-once'
import { getList, getOne, send } from '@/lib/api-client'
import {
  bulkAdvanceResultSchema,
  criterionSchema,
  declaredConflictSchema,
  judgingSettingSchema,
  phaseResultsSchema,
  rubricLockSchema,
  teamFeedbackSchema,
  type RubricInput,
  scoreSheetSchema,
  type Phase,
  type ScoreSheet,
  type SheetInput,
  type ThresholdsFormValues,
} from '@/features/scoring/schemas'
import { publicationsQuery, resultPublicationSchema } from '@/features/scoring/publications'
import { queryRoots } from '@/lib/query-keys'
import type { QueryParams } from '@/lib/query-params'
import type { SelectionBody } from '@/lib/row-selection'
import type { RankedLike } from '@/domain/award'

const enc = encodeURIComponent

/** Keys run general → specific: invalidating `all()` refreshes sheets, lists and results. */
export const scoringQueries = {
  all: () => queryRoots.scoring,
  /** A year's phase rubric (`year` omitted = the current year): the committee may edit it until a score is submitted. */
  rubric: (phase: Phase, year?: number) =>
    queryOptions({
      queryKey: [...scoringQueries.all(), 'rubric', phase, year ?? 'current'] as const,
      queryFn: ({ signal }) =>
        getList('/rubric', criterionSchema, { params: { phase, year: year ?? '' }, signal }),
      staleTime: 60 * 1000,
    }),
  rubricLock: (phase: Phase, year: number) =>
    queryOptions({
      queryKey: [...scoringQueries.all(), 'rubric-lock', phase, year] as const,
      queryFn: ({ signal }) =>
        getOne('/rubric/lock', rubricLockSchema, { params: { phase, year }, signal }),
    }),
  sheets: () => [...scoringQueries.all(), 'sheets'] as const,
  /** Every list of sheets (mine, per proposal, per judge), apart from the single sheets. */
  sheetLists: () => [...scoringQueries.sheets(), 'list'] as const,
  /** The caller's current sheets (all phases when `phase` is omitted), in presentation order. */
  mine: (year: number, phase?: Phase) =>
    queryOptions({
      queryKey: [...scoringQueries.sheetLists(), 'mine', year, phase ?? 'all'] as const,
      queryFn: ({ signal }) =>
        getList('/score/mine', scoreSheetSchema, { params: { year, phase: phase ?? '' }, signal }),
    }),
  sheet: (juryDetailId: string) =>
    queryOptions({
      queryKey: [...scoringQueries.sheets(), 'one', juryDetailId] as const,
      queryFn: ({ signal }) => getOne(`/score/${enc(juryDetailId)}`, scoreSheetSchema, { signal }),
    }),
  byProposal: (proposalId: string) =>
    queryOptions({
      queryKey: [...scoringQueries.sheetLists(), 'proposal', proposalId] as const,
      queryFn: ({ signal }) =>
        getList(`/score/proposal/${enc(proposalId)}`, scoreSheetSchema, { signal }),
    }),
  byJury: (userId: string, year: number, phase: Phase) =>
    queryOptions({
      queryKey: [...scoringQueries.sheetLists(), 'jury', userId, year, phase] as const,
      queryFn: ({ signal }) =>
        getList(`/score/jury/${enc(userId)}`, scoreSheetSchema, {
          params: { year, phase },
          signal,
        }),
    }),
  /** What the judges said about a proposal, per published phase (team and committee). */
  teamFeedback: (proposalId: string) =>
    queryOptions({
      queryKey: [...scoringQueries.all(), 'team-feedback', proposalId] as const,
      queryFn: ({ signal }) =>
        getList(`/proposal/${enc(proposalId)}/judging-feedback`, teamFeedbackSchema, { signal }),
    }),
  settings: (year: number) =>
    queryOptions({
      queryKey: [...scoringQueries.all(), 'settings', year] as const,
      queryFn: ({ signal }) =>
        getList('/judging/settings', judgingSettingSchema, { params: { year }, signal }),
    }),
  /** The year's published phases (publications.ts, which the participant's first screens read alone). */
  publications: publicationsQuery,
  results: () => [...scoringQueries.all(), 'result'] as const,
  /** Every row of a phase's results (with `params`: the rows matching the filters, in that order, for exports). */
  result: (year: number, phase: Phase, params: QueryParams = {}) =>
    queryOptions({
      queryKey: [...scoringQueries.results(), year, phase, 'all', params] as const,
      queryFn: ({ signal }) =>
        getOne('/score/result', phaseResultsSchema, { params: { year, phase, ...params }, signal }),
    }),
  /** One page of a phase's results, filtered and sorted by the server (`params`: page, perPage, sort, keyword, filter[…]). */
  resultPage: (year: number, phase: Phase, params: QueryParams) =>
    queryOptions({
      queryKey: [...scoringQueries.results(), year, phase, 'page', params] as const,
      queryFn: ({ signal }) =>
        getOne('/score/result', phaseResultsSchema, { params: { year, phase, ...params }, signal }),
      placeholderData: (previous) => previous,
    }),
  /**
   * The year's winners as they stand, one rank per category (domain/award `rankFreeVerdict`): the
   * Phase 3 results' rows with a rank, so a screen can say a rank is taken before asking to mark it.
   */
  winnerRanks: (year: number) =>
    queryOptions({
      ...scoringQueries.result(year, 3, { 'filter[stage]': 'winner' }),
      select: (results): RankedLike[] =>
        results.rows.map((r) => ({
          id: r.proposalId,
          title: r.title,
          category: r.category,
          winnerRank: r.winnerRank,
        })),
    }),
}

export const scoringCalls = {
  save: (juryDetailId: string, input: SheetInput) =>
    send('put', `/score/${enc(juryDetailId)}`, input, { schema: scoreSheetSchema }),
  submit: (juryDetailId: string, input: SheetInput, idempotencyKey: string) =>
    send('post', `/score/${enc(juryDetailId)}/submit`, input, {
      schema: scoreSheetSchema,
      idempotencyKey,
    }),
  declareConflict: (juryDetailId: string, reason: string, idempotencyKey: string) =>
    send(
      'post',
      `/score/${enc(juryDetailId)}/conflict`,
      { reason },
      { schema: declaredConflictSchema, idempotencyKey },
    ),
}

/**
 * A sheet as sent: the values, or how to read them when the call goes. A submit that waits for the
 * connection reads them then, after the sheet's own save of what was typed meanwhile: with the
 * version that save gave, not the one before it.
 */
export type SheetVars = {
  juryDetailId: string
  input: SheetInput | (() => Promise<SheetInput>)
  /** With `input` read later: what was typed, so that a resend of the same is known as the same (send-once). */
  typed?: unknown
}

/** Keeps the saved sheet in the cache (its new version) and refreshes the lists it appears in. */
function useSheetMutation(
  call: (vars: SheetVars, idempotencyKey: string) => Promise<ScoreSheet>,
  meta?: MutationMeta,
) {
  const queryClient = useQueryClient()
  return useSendOnce({
    mutationFn: call,
    meta,
    onSuccess: (sheet) => {
      queryClient.setQueryData(scoringQueries.sheet(sheet.juryDetailId).queryKey, sheet)
      void queryClient.invalidateQueries({ queryKey: scoringQueries.sheetLists() })
      void queryClient.invalidateQueries({ queryKey: scoringQueries.results() })
    },
  })
}

export const useSubmitSheet = (meta?: MutationMeta) =>
  useSheetMutation(
    async ({ juryDetailId, input }, key) =>
      scoringCalls.submit(juryDetailId, typeof input === 'function' ? await input() : input, key),
    meta,
  )

/** POST /score/{id}/conflict: releases the judge's assignment; every scoring list and result is stale after it. */
export function useDeclareConflict(meta?: MutationMeta) {
  const queryClient = useQueryClient()
  return useSendOnce({
    meta,
    mutationFn: (
      { juryDetailId, reason }: { juryDetailId: string; reason: string },
      idempotencyKey: string,
    ) => scoringCalls.declareConflict(juryDetailId, reason, idempotencyKey),
    onSuccess: (_conflict, { juryDetailId }) => {
      queryClient.removeQueries({ queryKey: scoringQueries.sheet(juryDetailId).queryKey })
      void queryClient.invalidateQueries({ queryKey: scoringQueries.all() })
    },
  })
}

/** PUT /judging/settings/{phase}: blind judging on or off; judges' sheets and proposals change with it. */
export function useSetBlind() {
  const queryClient = useQueryClient()
  return useSendOnce({
    mutationFn: (
      { year, phase, blind }: { year: number; phase: Phase; blind: boolean },
      idempotencyKey: string,
    ) => send('put', `/judging/settings/${phase}`, { year, blind }, { idempotencyKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scoringQueries.all() }),
  })
}

/** PUT /judging/settings/{phase} with the thresholds: the phase's results are recomputed with them (409 once published). */
export function useSaveThresholds(meta?: MutationMeta) {
  const queryClient = useQueryClient()
  return useSendOnce({
    meta,
    mutationFn: (
      { year, phase, thresholds }: { year: number; phase: Phase; thresholds: ThresholdsFormValues },
      idempotencyKey: string,
    ) => send('put', `/judging/settings/${phase}`, { year, ...thresholds }, { idempotencyKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scoringQueries.all() }),
  })
}

/** PUT /rubric/{phase}: replaces a year's phase rubric (409 once a score of the phase is submitted). */
export function useSaveRubric(meta?: MutationMeta) {
  const queryClient = useQueryClient()
  return useSendOnce({
    meta,
    mutationFn: ({ phase, input }: { phase: Phase; input: RubricInput }, idempotencyKey: string) =>
      send('put', `/rubric/${phase}`, input, { idempotencyKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scoringQueries.all() }),
  })
}

/**
 * POST /score/result/publish: publishes a phase's results (phase 3: the winners). What the public sees
 * changes with it, so the gallery, proposals and votes are refreshed too.
 */
export function usePublishResults() {
  const queryClient = useQueryClient()
  return useSendOnce({
    mutationFn: (
      input: { year: number; phase: Phase; shareComments: boolean },
      idempotencyKey: string,
    ) =>
      send('post', '/score/result/publish', input, {
        schema: resultPublicationSchema,
        idempotencyKey,
      }),
    onSettled: () =>
      Promise.all(
        [queryRoots.scoring, queryRoots.gallery, queryRoots.proposals, queryRoots.votes].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  })
}

/**
 * POST /score/result/advance: advances the selected rows of a phase's results to the next phase in
 * one call (picked ids, or every row matching the filters): proposals, results and the gallery change.
 * `override`: the committee confirmed advancing proposals whose scores of the phase are not all in.
 */
export function useAdvanceResults() {
  const queryClient = useQueryClient()
  return useSendOnce({
    mutationFn: (
      input: { year: number; phase: 1 | 2; selection: SelectionBody; override?: true },
      idempotencyKey: string,
    ) =>
      send('post', '/score/result/advance', input, {
        schema: bulkAdvanceResultSchema,
        idempotencyKey,
      }),
    onSettled: () =>
      Promise.all(
        [queryRoots.scoring, queryRoots.proposals].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  })
}

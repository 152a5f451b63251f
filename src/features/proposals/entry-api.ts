import { queryOptions, useQueryClient, type MutationMeta } from '@tanstack/react-query'
import { useSendOnce } from '@/lib/send-once'
import { z } from '@/lib/zod'
import { proposalQueries } from '@/features/proposals/api'
import { proposalSchema, proposalSummarySchema, type Proposal } from '@/features/proposals/schemas'
import { getList, getOne, send } from '@/lib/api-client'

/** An initiative of the organisation's registry (GET /initiative). */
export const initiativeSchema = z.object({
  code: z.string(),
  name: z.string(),
  unit: z.string(),
  description: z.string(),
  owner: z.string(),
  year: z.nullish(z.int()),
})
export type Initiative = z.infer<typeof initiativeSchema>

export const entryQueries = {
  /** GET /proposal/importable: my proposals of earlier years. */
  importable: () =>
    queryOptions({
      queryKey: [...proposalQueries.all(), 'importable'] as const,
      queryFn: ({ signal }) => getList('/proposal/importable', proposalSummarySchema, { signal }),
    }),
  initiatives: (keyword: string) =>
    queryOptions({
      queryKey: [...proposalQueries.all(), 'initiatives', keyword] as const,
      queryFn: ({ signal }) =>
        getList('/initiative', initiativeSchema, { params: { keyword }, signal }),
      placeholderData: (previous) => previous,
    }),
}

/** PUT /proposal/{id}/phase/{n}: the server answers the whole proposal with the entry's new version. */
export function savePhaseEntry(
  id: string,
  phase: 1 | 2,
  fields: Record<string, unknown>,
  version: number,
): Promise<Proposal> {
  return send(
    'put',
    `/proposal/${encodeURIComponent(id)}/phase/${phase}`,
    { fields, version },
    { schema: proposalSchema },
  )
}

/** The proposal as the server has it now (a fresh read, not the cache): used to resolve a conflict. */
export function fetchProposal(id: string): Promise<Proposal> {
  return getOne(`/proposal/${encodeURIComponent(id)}`, proposalSchema)
}

function useProposalCreate<TVars>(
  call: (vars: TVars, idempotencyKey: string) => Promise<Proposal>,
  meta?: MutationMeta,
) {
  const queryClient = useQueryClient()
  return useSendOnce({
    mutationFn: call,
    meta,
    onSuccess: (proposal) => {
      queryClient.setQueryData(proposalQueries.detail(proposal.id).queryKey, proposal)
      return queryClient.invalidateQueries({ queryKey: proposalQueries.all() })
    },
  })
}

export function useCreateProposal(meta?: MutationMeta) {
  return useProposalCreate(
    (input: { teamId: string; category: number; title: string }, idempotencyKey) =>
      send('post', '/proposal', input, { schema: proposalSchema, idempotencyKey }),
    meta,
  )
}

export function useImportProposal() {
  return useProposalCreate((input: { proposalId: string; teamId: string }, idempotencyKey) =>
    send('post', '/proposal/import', input, { schema: proposalSchema, idempotencyKey }),
  )
}

export function useImportInitiative(meta?: MutationMeta) {
  return useProposalCreate(
    (input: { code: string; teamId: string; category: number }, idempotencyKey) =>
      send('post', '/proposal/import-initiative', input, {
        schema: proposalSchema,
        idempotencyKey,
      }),
    meta,
  )
}

export function useFinalizeEntry(id: string, phase: 1 | 2, meta?: MutationMeta) {
  const queryClient = useQueryClient()
  return useSendOnce({
    meta,
    mutationFn: (_: void, idempotencyKey: string) =>
      send('post', `/proposal/${encodeURIComponent(id)}/phase/${phase}/finalize`, undefined, {
        schema: proposalSchema,
        idempotencyKey,
      }),
    onSuccess: (proposal) => {
      queryClient.setQueryData(proposalQueries.detail(id).queryKey, proposal)
      return queryClient.invalidateQueries({ queryKey: proposalQueries.all() })
    },
  })
}

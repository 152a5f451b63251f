import { useQueryClient, type MutationMeta } from '@tanstack/react-query'
import { proposalQueries } from '@/features/proposals/api'
import { attachmentSchema } from '@/features/proposals/schemas'
import type { AttachmentKind } from '@/domain/uploads'
import { send } from '@/lib/api-client'
import { UPLOAD_OPTIONS, useSendOnce } from '@/lib/send-once'

export function useUploadAttachment(proposalId: string, meta?: MutationMeta) {
  const queryClient = useQueryClient()
  return useSendOnce({
    meta,
    ...UPLOAD_OPTIONS,
    mutationFn: (
      input: {
        file: File
        kind: AttachmentKind
        phase: 1 | 2
        onProgress: (fraction: number) => void
        signal: AbortSignal
      },
      idempotencyKey: string,
    ) => {
      const body = new FormData()
      body.append('file', input.file)
      body.append('kind', input.kind)
      body.append('phase', String(input.phase))
      return send('post', `/proposal/${encodeURIComponent(proposalId)}/attachment`, body, {
        schema: attachmentSchema,
        onUploadProgress: input.onProgress,
        signal: input.signal,
        idempotencyKey,
      })
    },
    // Also after a failure or a cancel: the file may have arrived all the same.
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: proposalQueries.detail(proposalId).queryKey }),
  })
}

export function useDeleteAttachment(proposalId: string) {
  const queryClient = useQueryClient()
  return useSendOnce({
    mutationFn: (attachmentId: string, idempotencyKey: string) =>
      send(
        'delete',
        `/proposal/${encodeURIComponent(proposalId)}/attachment/${encodeURIComponent(attachmentId)}`,
        undefined,
        { idempotencyKey },
      ),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: proposalQueries.detail(proposalId).queryKey }),
  })
}

import { useQueryClient, type MutationMeta } from '@tanstack/react-query'
import { proposalQueries } from '@/features/proposals/api'
import { attachmentSchema } from '@/features/proposals/schemas'
import { HEAD_BYTES, uploadProblem, type AttachmentKind } from '@/features/proposals/upload-rules'
import { send } from '@/lib/api-client'
import { useSendOnce } from '@/lib/send-once'

export { UPLOAD_RULES, type AttachmentKind } from '@/features/proposals/upload-rules'

/** Why a file cannot be uploaded as this kind, or null when it can: the rules the API enforces, checked here before sending. */
export async function checkUpload(kind: AttachmentKind, file: File): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer())
  return uploadProblem(kind, file, head)
}

export function useUploadAttachment(proposalId: string, meta?: MutationMeta) {
  const queryClient = useQueryClient()
  return useSendOnce({
    meta,
    mutationFn: (
      input: {
        file: File
        kind: AttachmentKind
        phase: 1 | 2
        onProgress: (fraction: number) => void
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
        idempotencyKey,
      })
    },
    onSuccess: () =>
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

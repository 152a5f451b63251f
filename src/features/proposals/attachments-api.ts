import { useQueryClient } from '@tanstack/react-query'
import { proposalQueries } from '@/features/proposals/api'
import { attachmentSchema, type Attachment } from '@/features/proposals/schemas'
import { send } from '@/lib/api-client'
import { useSendOnce } from '@/lib/send-once'

const MB = 1024 * 1024
export type AttachmentKind = Attachment['kind']

/** The upload rules the API enforces (docs/api.md "Attachments"), checked here before sending. */
export const UPLOAD_RULES: Record<AttachmentKind, { extensions: string[]; accept: string; maxBytes: number; types: string; label: string }> = {
  poster: {
    extensions: ['pdf', 'png', 'jpg', 'jpeg'],
    accept: '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg',
    maxBytes: 10 * MB,
    types: 'PDF, PNG or JPEG',
    label: 'PDF, PNG or JPEG, up to 10 MB',
  },
  presentation: { extensions: ['pdf', 'pptx'], accept: '.pdf,.pptx', maxBytes: 20 * MB, types: 'PDF or PPTX', label: 'PDF or PPTX, up to 20 MB' },
  supporting: {
    extensions: ['pdf', 'png', 'jpg', 'jpeg', 'docx', 'xlsx'],
    accept: '.pdf,.png,.jpg,.jpeg,.docx,.xlsx',
    maxBytes: 10 * MB,
    types: 'PDF, PNG, JPEG, DOCX or XLSX',
    label: 'PDF, PNG, JPEG, DOCX or XLSX, up to 10 MB each',
  },
}

/** Why a file cannot be uploaded as this kind, or null when it can. */
export function checkUpload(kind: AttachmentKind, file: File): string | null {
  const rule = UPLOAD_RULES[kind]
  const extension = file.name.split('.').pop()?.toLowerCase() ?? ''
  if (!rule.extensions.includes(extension)) return `"${file.name}" cannot be used: a ${kind} must be ${rule.types}.`
  if (file.size > rule.maxBytes) return `"${file.name}" is ${(file.size / MB).toFixed(1)} MB; a ${kind} can be at most ${rule.maxBytes / MB} MB.`
  if (file.size === 0) return `"${file.name}" is empty.`
  return null
}

export function formatBytes(size: number): string {
  if (size >= MB) return `${(size / MB).toFixed(1)} MB`
  return `${Math.max(1, Math.round(size / 1024))} KB`
}

export function useUploadAttachment(proposalId: string) {
  const queryClient = useQueryClient()
  return useSendOnce({
    mutationFn: (input: { file: File; kind: AttachmentKind; phase: 1 | 2; onProgress: (fraction: number) => void }, idempotencyKey: string) => {
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: proposalQueries.detail(proposalId).queryKey }),
  })
}

export function useDeleteAttachment(proposalId: string) {
  const queryClient = useQueryClient()
  return useSendOnce({
    mutationFn: (attachmentId: string, idempotencyKey: string) =>
      send('delete', `/proposal/${encodeURIComponent(proposalId)}/attachment/${encodeURIComponent(attachmentId)}`, undefined, { idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: proposalQueries.detail(proposalId).queryKey }),
  })
}

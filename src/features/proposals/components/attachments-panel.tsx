import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { FilesPanel } from '@/components/forms/files-panel'
import { MAX_SUPPORTING_FILES, uploadFieldRule, type AttachmentKind } from '@/domain/uploads'
import { useDeleteAttachment, useUploadAttachment } from '@/features/proposals/attachments-api'
import type { Attachment } from '@/features/proposals/schemas'

const TITLES: Record<AttachmentKind, MessageDescriptor> = {
  poster: msg`Poster`,
  presentation: msg`Presentation`,
  supporting: msg`Supporting files`,
}

/** What the panel says of its files, per kind: each a whole sentence, so it can be worded freely. */
const NONE_YET: Record<AttachmentKind, MessageDescriptor> = {
  poster: msg`No poster uploaded yet.`,
  presentation: msg`No presentation uploaded yet.`,
  supporting: msg`No supporting files uploaded yet.`,
}
const REPLACE: Record<Exclude<AttachmentKind, 'supporting'>, MessageDescriptor> = {
  poster: msg`Replace the poster`,
  presentation: msg`Replace the presentation`,
}
const UPLOAD: Record<AttachmentKind, MessageDescriptor> = {
  poster: msg`Upload the poster`,
  presentation: msg`Upload the presentation`,
  supporting: msg`Upload a supporting file`,
}

/** The files of one kind for one phase: list, upload with progress, remove while the entry is open. */
export function AttachmentsPanel({
  proposalId,
  phase,
  kind,
  attachments,
  editable,
  required,
  error,
}: {
  proposalId: string
  phase: 1 | 2
  kind: AttachmentKind
  attachments: Attachment[]
  editable: boolean
  required?: boolean
  /** A server field error for this kind (e.g. "Upload the poster before finalizing."). */
  error?: string
}) {
  const { i18n } = useLingui()
  const upload = useUploadAttachment(proposalId, { errors: 'inline' })
  const remove = useDeleteAttachment(proposalId)
  const files = attachments.filter((a) => a.phase === phase && a.kind === kind)
  return (
    <FilesPanel
      heading={(id) => (
        <h3 className="h6" id={id}>
          {i18n._(TITLES[kind])}
          {required ? (
            <span className="text-secondary fw-normal">
              {' '}
              <Trans>(required to finalize)</Trans>
            </span>
          ) : null}
        </h3>
      )}
      files={files}
      noneYet={i18n._(NONE_YET[kind])}
      uploadLabel={i18n._(files.length && kind !== 'supporting' ? REPLACE[kind] : UPLOAD[kind])}
      rule={uploadFieldRule(kind)}
      max={kind === 'supporting' ? MAX_SUPPORTING_FILES : undefined}
      editable={editable}
      error={error}
      upload={(file, onProgress, signal) =>
        upload.mutateAsync({ file, kind, phase, onProgress, signal })
      }
      remove={(file) => remove.mutate(file.id)}
      removing={remove.isPending}
    />
  )
}

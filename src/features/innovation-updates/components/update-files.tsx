import { Trans, useLingui } from '@lingui/react/macro'
import { FilesPanel } from '@/components/forms/files-panel'
import { MAX_SUPPORTING_FILES, UPDATE_FILE_KIND, uploadFieldRule } from '@/domain/uploads'
import { useDeleteUpdateFile, useUploadUpdateFile } from '@/features/innovation-updates/api'
import type { InnovationUpdate } from '@/features/innovation-updates/schemas'

/** The update's files while the team writes it: add (checked, with progress) and remove. */
export function UpdateFilesPanel({ update }: { update: InnovationUpdate }) {
  const { t } = useLingui()
  const upload = useUploadUpdateFile(update.id, { errors: 'inline' })
  const remove = useDeleteUpdateFile(update.id)
  const max = MAX_SUPPORTING_FILES
  return (
    <FilesPanel
      heading={(id) => (
        <h2 className="h6" id={id}>
          <Trans>Files (optional)</Trans>
        </h2>
      )}
      files={update.attachments}
      noneYet={t`No files attached yet: add photos, reports or figures that show the progress, up to ${max}.`}
      uploadLabel={t`Attach a file`}
      rule={uploadFieldRule(UPDATE_FILE_KIND)}
      max={max}
      editable
      upload={(file, onProgress, signal) => upload.mutateAsync({ file, onProgress, signal })}
      remove={(file) => remove.mutate(file.id)}
      removing={remove.isPending}
    />
  )
}

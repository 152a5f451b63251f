import { useId, useRef, useState } from 'react'
import Alert from 'react-bootstrap/Alert'
import Button from 'react-bootstrap/Button'
import Form from 'react-bootstrap/Form'
import ProgressBar from 'react-bootstrap/ProgressBar'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useConfirm } from '@/components/feedback/confirm'
import { useToast } from '@/components/feedback/toasts'
import { Field } from '@/components/forms/field'
import { describeError } from '@/lib/api-errors'
import { formatDateTime } from '@/lib/dates'
import { formatBytes } from '@/lib/file-size'
import {
  checkUpload,
  UPLOAD_RULES,
  useDeleteAttachment,
  useUploadAttachment,
  type AttachmentKind,
} from '@/features/proposals/attachments-api'
import { uploadProblem } from '@/features/proposals/upload-rules'
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
  const { i18n, t } = useLingui()
  const inputId = useId()
  const rule = UPLOAD_RULES[kind]
  const upload = useUploadAttachment(proposalId, { errors: 'inline' })
  const remove = useDeleteAttachment(proposalId)
  const confirm = useConfirm()
  const toast = useToast()
  const input = useRef<HTMLInputElement>(null)
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const files = attachments.filter((a) => a.phase === phase && a.kind === kind)

  const onFile = async (file: File | undefined) => {
    if (!file) return
    setProblem(null)
    // Name and size at once, while the field keeps focus; the content once the field is busy, so a
    // second choice meanwhile sends nothing.
    const invalid = uploadProblem(kind, file)
    if (invalid) {
      setProblem(invalid)
      if (input.current) input.current.value = ''
      return
    }
    setProgress({ name: file.name, fraction: 0 })
    try {
      const refused = await checkUpload(kind, file)
      if (refused) {
        setProblem(refused)
        return
      }
      await upload.mutateAsync({
        file,
        kind,
        phase,
        onProgress: (fraction) => setProgress({ name: file.name, fraction }),
      })
      const name = file.name
      toast.success(t`${name} is uploaded.`)
    } catch (err) {
      setProblem(describeError(err).messages.join(' '))
    } finally {
      setProgress(null)
      if (input.current) input.current.value = ''
    }
  }

  const onRemove = async (attachment: Attachment) => {
    const name = attachment.fileName
    if (
      !(await confirm({
        title: t`Remove file`,
        message: t`Remove ${name}?`,
        variant: 'danger',
      }))
    )
      return
    remove.mutate(attachment.id)
  }

  const uploading = progress?.name
  const removeLabel = (name: string) => t`Remove ${name}`
  return (
    <section className="mb-4" aria-labelledby={`${inputId}-title`}>
      <h3 className="h6" id={`${inputId}-title`}>
        {i18n._(TITLES[kind])}
        {required ? (
          <span className="text-secondary fw-normal">
            {' '}
            <Trans>(required to finalize)</Trans>
          </span>
        ) : null}
      </h3>
      {files.length === 0 ? (
        <p className="text-secondary small mb-2">{i18n._(NONE_YET[kind])}</p>
      ) : (
        <ul className="list-group mb-2">
          {files.map((a) => (
            <li
              key={a.id}
              className="list-group-item d-flex flex-wrap justify-content-between align-items-center gap-2"
            >
              <span>
                <a href={a.url} target="_blank" rel="noreferrer">
                  {a.fileName}
                </a>{' '}
                <span className="text-secondary small">
                  {formatBytes(a.size)} · {formatDateTime(a.uploadedAt)}
                </span>
              </span>
              {editable ? (
                <Button
                  size="sm"
                  variant="outline-danger"
                  onClick={() => void onRemove(a)}
                  aria-label={removeLabel(a.fileName)}
                  disabled={remove.isPending}
                >
                  <Trans>Remove</Trans>
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {editable ? (
        <Field
          id={inputId}
          label={i18n._(files.length && kind !== 'supporting' ? REPLACE[kind] : UPLOAD[kind])}
          labelClassName="small mb-1"
          help={`${i18n._(rule.label)}.`}
          error={problem ?? error ?? undefined}
        >
          {(control) => (
            <Form.Control
              {...control}
              ref={input}
              type="file"
              size="sm"
              accept={rule.accept}
              disabled={!!progress}
              onChange={(e) => void onFile((e.target as HTMLInputElement).files?.[0])}
            />
          )}
        </Field>
      ) : error ? (
        <Alert variant="danger" className="py-2 small">
          {error}
        </Alert>
      ) : null}
      {progress ? (
        <div className="mt-2">
          <div className="small mb-1">
            <Trans>Uploading {uploading}…</Trans>
          </div>
          {/* The inner bar carries role="progressbar", so its name goes there. */}
          <ProgressBar>
            <ProgressBar
              now={Math.round(progress.fraction * 100)}
              label={`${Math.round(progress.fraction * 100)}%`}
              aria-label={t`Upload progress of ${uploading}`}
            />
          </ProgressBar>
        </div>
      ) : null}
    </section>
  )
}

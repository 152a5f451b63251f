import { useId, useRef, useState, type ReactNode } from 'react'
import Alert from 'react-bootstrap/Alert'
import Button from 'react-bootstrap/Button'
import Form from 'react-bootstrap/Form'
import ProgressBar from 'react-bootstrap/ProgressBar'
import { Trans, useLingui } from '@lingui/react/macro'
import { useConfirm } from '@/components/feedback/confirm'
import { useToast } from '@/components/feedback/toasts'
import { Field } from '@/components/forms/field'
import { describeError } from '@/lib/api-errors'
import { formatDateTime } from '@/lib/dates'
import { formatBytes } from '@/lib/file-size'

/** A file as an answer of the API shows it: its address is signed for the reader. */
export interface ShownFile {
  id: string
  fileName: string
  size: number
  uploadedAt: string
  url: string
}

/** What an upload field takes, and its two checks (the API's own rule, checked before sending). */
export interface UploadRule {
  accept: string
  /** The types and the size, said under the field. */
  help: string
  /** Name and size: why the file cannot be sent, or null. */
  check: (file: File) => string | null
  /** The content too (its first bytes): why the file cannot be sent, or null. */
  checkContent: (file: File) => Promise<string | null>
}

/** Files as links, with their size and time; a Remove button each when `onRemove` is given. */
export function FileList({
  files,
  onRemove,
  removing = false,
}: {
  files: ShownFile[]
  onRemove?: (file: ShownFile) => void
  removing?: boolean
}) {
  const { t } = useLingui()
  const removeLabel = (name: string) => t`Remove ${name}`
  return (
    <ul className="list-group mb-2">
      {files.map((file) => (
        <li
          key={file.id}
          className="list-group-item d-flex flex-wrap justify-content-between align-items-center gap-2"
        >
          <span className="text-break">
            <a href={file.url} target="_blank" rel="noreferrer">
              {file.fileName}
            </a>{' '}
            <span className="text-secondary small">
              {formatBytes(file.size)} · {formatDateTime(file.uploadedAt)}
            </span>
          </span>
          {onRemove ? (
            <Button
              size="sm"
              variant="outline-danger"
              onClick={() => onRemove(file)}
              aria-label={removeLabel(file.fileName)}
              disabled={removing}
            >
              <Trans>Remove</Trans>
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

/**
 * A list of files with an upload field: each file is checked before it is sent, sent with a progress
 * bar, and removed after a confirmation. Used for a proposal's files and an innovation update's.
 */
export function FilesPanel({
  heading,
  files,
  noneYet,
  uploadLabel,
  rule,
  editable,
  error,
  upload,
  remove,
  removing,
}: {
  /** The section's heading, with its own level and id (`headingId`). */
  heading: (headingId: string) => ReactNode
  files: ShownFile[]
  /** Said when there is no file yet. */
  noneYet: string
  uploadLabel: string
  rule: UploadRule
  /** While false, the files are only listed. */
  editable: boolean
  /** A server's message about these files (e.g. "Upload the poster before finalizing."). */
  error?: string
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<unknown>
  remove: (file: ShownFile) => void
  removing: boolean
}) {
  const { t } = useLingui()
  const inputId = useId()
  const confirm = useConfirm()
  const toast = useToast()
  const input = useRef<HTMLInputElement>(null)
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  const onFile = async (file: File | undefined) => {
    if (!file) return
    setProblem(null)
    // Name and size at once, while the field keeps focus; the content once the field is busy, so a
    // second choice meanwhile sends nothing.
    const invalid = rule.check(file)
    if (invalid) {
      setProblem(invalid)
      if (input.current) input.current.value = ''
      return
    }
    setProgress({ name: file.name, fraction: 0 })
    try {
      const refused = await rule.checkContent(file)
      if (refused) {
        setProblem(refused)
        return
      }
      await upload(file, (fraction) => setProgress({ name: file.name, fraction }))
      const name = file.name
      toast.success(t`${name} is uploaded.`)
    } catch (err) {
      setProblem(describeError(err).messages.join(' '))
    } finally {
      setProgress(null)
      if (input.current) input.current.value = ''
    }
  }

  const onRemove = async (file: ShownFile) => {
    const name = file.fileName
    if (
      !(await confirm({
        title: t`Remove file`,
        message: t`Remove ${name}?`,
        variant: 'danger',
      }))
    )
      return
    remove(file)
  }

  const uploading = progress?.name
  return (
    <section className="mb-4" aria-labelledby={`${inputId}-title`}>
      {heading(`${inputId}-title`)}
      {files.length === 0 ? (
        <p className="text-secondary small mb-2">{noneYet}</p>
      ) : (
        <FileList
          files={files}
          onRemove={editable ? (file) => void onRemove(file) : undefined}
          removing={removing}
        />
      )}
      {editable ? (
        <Field
          id={inputId}
          label={uploadLabel}
          labelClassName="small mb-1"
          help={rule.help}
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

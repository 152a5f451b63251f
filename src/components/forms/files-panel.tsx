import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { flushSync } from 'react-dom'
import Alert from 'react-bootstrap/Alert'
import Button from 'react-bootstrap/Button'
import ProgressBar from 'react-bootstrap/ProgressBar'
import { Trans, useLingui } from '@lingui/react/macro'
import { useConfirm } from '@/components/feedback/confirm'
import { useToast } from '@/components/feedback/toasts'
import { Field } from '@/components/forms/field'
import { STILL_WAITING_MS } from '@/config/constants'
import { describeError } from '@/lib/api-errors'
import { formatDateTime } from '@/lib/dates'
import { formatBytes } from '@/lib/file-size'
import { useOnline } from '@/lib/use-online'

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

/** Tells the form around the panels how many of their files are being sent (see useUploadsInForm). */
const UploadsContext = createContext<((change: 1 | -1) => void) | null>(null)

/**
 * The uploads running in a form's files panels: its submit (finalize, submit an update) waits for
 * them, since a file that arrives after the submit is refused and would be lost. Render the panels
 * inside `<UploadsInForm value={uploads.track}>`.
 */
export function useUploadsInForm() {
  const [count, setCount] = useState(0)
  const track = useCallback((change: 1 | -1) => setCount((n) => n + change), [])
  return { pending: count > 0, track }
}
export const UploadsInForm = UploadsContext.Provider

/** A file on its way: waiting for the connection, or sent with its progress. */
interface Sending {
  file: File
  fraction: number
  /** Offline when chosen: it is sent when the connection is back. */
  waiting: boolean
  controller: AbortController
}

/** What the panel says of the file it sends: its progress, or why it still waits (R9.8). */
function SendingStatus({ sending, onCancel }: { sending: Sending; onCancel: () => void }) {
  const { t } = useLingui()
  const online = useOnline()
  // Still waiting when the progress has not moved for a while: the request is not cut.
  const [lateAt, setLateAt] = useState<number | null>(null)
  useEffect(() => {
    if (sending.waiting) return
    const fraction = sending.fraction
    const timer = setTimeout(() => setLateAt(fraction), STILL_WAITING_MS)
    return () => clearTimeout(timer)
  }, [sending.fraction, sending.waiting])
  const late = lateAt === sending.fraction
  const name = sending.file.name
  const percent = Math.round(sending.fraction * 100)
  return (
    <div className="mt-2">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-1">
        <span className="small" role="status">
          {sending.waiting
            ? t`You are offline: ${name} is uploaded as soon as the connection is back.`
            : !online
              ? t`Uploading ${name}… waiting for the connection.`
              : late
                ? t`Uploading ${name}… still waiting for the server.`
                : t`Uploading ${name}…`}
        </span>
        <Button
          size="sm"
          variant="outline-secondary"
          onClick={onCancel}
          aria-label={t`Cancel the upload of ${name}`}
        >
          <Trans>Cancel</Trans>
        </Button>
      </div>
      {sending.waiting ? null : (
        // The inner bar carries role="progressbar", so its name goes there.
        <ProgressBar>
          <ProgressBar
            now={percent}
            label={`${percent}%`}
            aria-label={t`Upload progress of ${name}`}
          />
        </ProgressBar>
      )}
    </div>
  )
}

/**
 * A list of files with an upload field: each file is checked before it is sent, sent with a progress
 * bar (or held until the connection is back, when offline), cancellable, and removed after a
 * confirmation. At `max` files the field gives way to a note. Used for a proposal's files and an
 * innovation update's.
 */
export function FilesPanel({
  heading,
  files,
  noneYet,
  uploadLabel,
  rule,
  max,
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
  /** How many files there may be (the API refuses more). */
  max?: number
  /** While false, the files are only listed. */
  editable: boolean
  /** A server's message about these files (e.g. "Upload the poster before finalizing."). */
  error?: string
  upload: (
    file: File,
    onProgress: (fraction: number) => void,
    signal: AbortSignal,
  ) => Promise<unknown>
  remove: (file: ShownFile) => void
  removing: boolean
}) {
  const { t } = useLingui()
  const inputId = useId()
  const confirm = useConfirm()
  const toast = useToast()
  const input = useRef<HTMLInputElement>(null)
  const [sending, setSending] = useState<Sending | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const track = useContext(UploadsContext)
  const busy = sending !== null
  useEffect(() => {
    if (!busy || !track) return
    track(1)
    return () => track(-1)
  }, [busy, track])

  const clearField = () => {
    if (input.current) input.current.value = ''
  }

  const send = async (file: File, controller: AbortController) => {
    const name = file.name
    setSending({ file, fraction: 0, waiting: false, controller })
    try {
      await upload(
        file,
        (fraction) =>
          setSending((now) => (now?.controller === controller ? { ...now, fraction } : now)),
        controller.signal,
      )
      if (!controller.signal.aborted) toast.success(t`${name} is uploaded.`)
    } catch (err) {
      if (controller.signal.aborted) return
      const described = describeError(err)
      const said = described.messages.join(' ')
      // The server's own words are shown (R8.5), after ours: a fault's may be in any language.
      setProblem(
        described.kind === 'network'
          ? t`${name} was not uploaded: the server cannot be reached. Choose it again once the connection is back.`
          : described.kind === 'server'
            ? `${t`${name} was not uploaded: the server had a problem. Choose it again to retry.`} ${said}`
            : said,
      )
    } finally {
      setSending((now) => (now?.controller === controller ? null : now))
      clearField()
    }
  }

  const onFile = async (file: File | undefined) => {
    if (!file) return
    setProblem(null)
    // Name and size at once, while the field keeps focus; the content once the field is busy, so a
    // second choice meanwhile sends nothing.
    const invalid = rule.check(file)
    if (invalid) {
      setProblem(invalid)
      clearField()
      return
    }
    const controller = new AbortController()
    setSending({ file, fraction: 0, waiting: false, controller })
    let refused: string | null
    try {
      refused = await rule.checkContent(file)
    } catch (err) {
      refused = describeError(err).messages.join(' ')
    }
    if (controller.signal.aborted) return
    if (refused) {
      setProblem(refused)
      setSending(null)
      clearField()
      return
    }
    // Offline, the file waits here (the effect below sends it when the connection is back).
    if (navigator.onLine === false) setSending({ file, fraction: 0, waiting: true, controller })
    else void send(file, controller)
  }

  // Back online: the file that waited is sent (at once if the connection came back meanwhile).
  useEffect(() => {
    if (!sending?.waiting) return
    const { file, controller } = sending
    let started = false
    const onOnline = () => {
      if (started) return
      started = true
      void send(file, controller)
    }
    window.addEventListener('online', onOnline)
    const already = navigator.onLine ? setTimeout(onOnline, 0) : undefined
    return () => {
      window.removeEventListener('online', onOnline)
      clearTimeout(already)
    }
  })

  const onCancel = () => {
    sending?.controller.abort()
    // The field is enabled again before the focus goes back to it.
    flushSync(() => setSending(null))
    clearField()
    input.current?.focus()
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

  const full = max !== undefined && files.length >= max
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
      {editable && full ? (
        <p className="small text-body-secondary mb-2">
          <Trans>
            {max} of {max} files attached: remove one to add another.
          </Trans>
        </p>
      ) : editable ? (
        <Field
          id={inputId}
          label={uploadLabel}
          labelClassName="small mb-1"
          help={rule.help}
          error={problem ?? error ?? undefined}
        >
          {({ isInvalid, ...control }) => (
            // The browser's own file button speaks the browser's language, not the screen's: the
            // field is hidden (still focused from the keyboard, named by its label) and this
            // button, for the pointer, opens it.
            <div className="file-picker">
              <input
                {...control}
                ref={input}
                type="file"
                className="visually-hidden"
                accept={rule.accept}
                disabled={busy}
                onChange={(e) => void onFile(e.target.files?.[0])}
              />
              <Button
                size="sm"
                variant={isInvalid ? 'outline-danger' : 'outline-primary'}
                tabIndex={-1}
                aria-hidden="true"
                disabled={busy}
                onClick={() => input.current?.click()}
              >
                <Trans>Choose a file…</Trans>
              </Button>
            </div>
          )}
        </Field>
      ) : null}
      {(!editable || full) && error ? (
        <Alert variant="danger" className="py-2 small">
          {error}
        </Alert>
      ) : null}
      {sending ? <SendingStatus sending={sending} onCancel={onCancel} /> : null}
    </section>
  )
}

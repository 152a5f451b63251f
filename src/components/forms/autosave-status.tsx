import { useState, type ReactNode } from 'react'
import Alert from 'react-bootstrap/Alert'
import Button from 'react-bootstrap/Button'
import Spinner from 'react-bootstrap/Spinner'
import type { Autosave } from '@/components/forms/use-autosave'
import { signInAgain } from '@/lib/api-client'
import { describeError } from '@/lib/api-errors'
import type { SaveState } from '@/lib/autosave'
import { formatTime } from '@/lib/dates'

const TEXT: Record<SaveState, string> = {
  saved: 'Saved',
  pending: 'Saving…',
  saving: 'Saving…',
  offline: 'Offline — kept on this device',
  retrying: 'Not saved — will retry',
  rejected: 'Not saved — see the message',
  conflict: 'Not saved — choose a version',
  expired: 'Your session has expired — sign in again',
  local: 'Draft kept on this device',
}
const TONE: Record<SaveState, string> = {
  saved: 'text-success',
  pending: 'text-secondary',
  saving: 'text-secondary',
  offline: 'text-warning-emphasis',
  retrying: 'text-danger',
  rejected: 'text-danger',
  conflict: 'text-danger',
  expired: 'text-danger',
  local: 'text-secondary',
}

/** A save on its way for a few seconds: said like a screen's late data, and the text is safe here meanwhile. */
const WAITING = 'Still waiting for the server… Your text is kept on this device.'

/** Says honestly where the text is: on the server, on its way (or late), or kept on this device. */
export function SaveStatus({
  state,
  savedAt,
  waiting = false,
  onRetry,
}: {
  state: SaveState
  savedAt: number | null
  waiting?: boolean
  onRetry?: () => void
}) {
  const late = waiting && state === 'saving'
  return (
    <div className="d-flex align-items-center gap-2 small" role="status" aria-live="polite" aria-label="Save status">
      {state === 'saving' ? <Spinner animation="border" size="sm" aria-hidden="true" /> : null}
      <span className={`fw-semibold ${late ? 'text-warning-emphasis' : TONE[state]}`}>{late ? WAITING : TEXT[state]}</span>
      {state === 'saved' && savedAt ? <span className="text-secondary">at {formatTime(savedAt)}</span> : null}
      {(state === 'retrying' || state === 'offline') && onRetry ? (
        <button type="button" className="btn btn-link btn-sm p-0" onClick={onRetry}>
          Try now
        </button>
      ) : null}
    </div>
  )
}

/**
 * One click to the sign-in page (not to /login, which would ask again): every draft on this device is
 * written, and after signing in the person comes back to this form. Said here when it could not start.
 */
function SignInAgainButton() {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const start = () => {
    setBusy(true)
    setError(null)
    signInAgain().catch((e: unknown) => {
      setBusy(false)
      setError(`Sign-in did not start: ${describeError(e).messages.join(' ')}`)
    })
  }
  return (
    <>
      <Button size="sm" variant="primary" onClick={start} disabled={busy} aria-busy={busy || undefined}>
        {busy ? <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" /> : null}
        {busy ? 'Opening the sign-in page…' : 'Sign in again'}
      </Button>
      {error ? <span className="w-100">{error}</span> : null}
    </>
  )
}

export interface AutosavePanelProps<V> {
  draft: Autosave<V>
  /** Puts values into the form ("Use the server's"); not needed for a form with no server draft. */
  onUseServer?: (values: V) => void
  /** What the text is, for the messages: "entry", "update", "score sheet". */
  noun: string
  /** The server's version, shown to help the choice. */
  conflictDetails?: (server: V) => ReactNode
  /** Hide the status line (a form that shows its own, elsewhere). */
  hideStatus?: boolean
}

/**
 * The autosave's part of a form, the same in every form: the status line, a restored draft, the
 * server's refusal, an expired session (sign in again, the draft kept), and a version conflict (Keep
 * mine / Use the server's).
 */
export function AutosavePanel<V>({ draft, onUseServer, noun, conflictDetails, hideStatus = false }: AutosavePanelProps<V>) {
  const onTakeServer = () => {
    const values = draft.takeServer()
    if (values !== null) onUseServer?.(values)
  }
  if (!draft.serverDraft) {
    // Nothing is sent before the person sends it: say only that the text is kept here.
    return draft.state === 'local' ? (
      <p className="small text-secondary mb-3" role="status" aria-label="Save status">
        {draft.restored ? `Your unsent ${noun} was kept on this device and is filled in below.` : 'Draft kept on this device until you send it.'}
      </p>
    ) : null
  }
  return (
    <>
      {hideStatus ? null : (
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
          <SaveStatus state={draft.state} savedAt={draft.savedAt} waiting={draft.waiting} onRetry={() => void draft.flush()} />
          {draft.restored && !draft.conflict ? <span className="small text-secondary">Your text kept on this device was restored.</span> : null}
        </div>
      )}
      {draft.state === 'expired' ? (
        <Alert variant="warning" role="alert" className="d-flex flex-wrap align-items-center gap-2">
          <span>Your session has expired — sign in again. Your {noun} is kept on this device and is saved once you are back.</span>
          <SignInAgainButton />
        </Alert>
      ) : null}
      {draft.state === 'rejected' && draft.message ? (
        <Alert variant="danger">Your last change was not saved: {draft.message} It is kept on this device.</Alert>
      ) : null}
      {draft.conflict ? (
        <Alert variant="warning" role="alert">
          <Alert.Heading as="h2" className="h5">
            Someone saved a newer version of this {noun}
          </Alert.Heading>
          <p>
            The server has version {draft.conflict.version}, saved after you started the text kept on this device. The form shows your text. Choose which one to
            keep; nothing is sent until you choose.
          </p>
          {conflictDetails ? (
            <details className="mb-3">
              <summary>Show the server&rsquo;s version</summary>
              {conflictDetails(draft.conflict.values)}
            </details>
          ) : null}
          <div className="d-flex flex-wrap gap-2">
            <Button variant="primary" onClick={draft.keepMine}>
              Keep mine
            </Button>
            <Button variant="outline-secondary" onClick={onTakeServer}>
              Use the server&rsquo;s
            </Button>
          </div>
        </Alert>
      ) : null}
    </>
  )
}

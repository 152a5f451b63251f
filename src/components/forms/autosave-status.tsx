import { useId, useRef, useState } from 'react'
import Alert from 'react-bootstrap/Alert'
import Button from 'react-bootstrap/Button'
import Form from 'react-bootstrap/Form'
import Spinner from 'react-bootstrap/Spinner'
import type { Autosave } from '@/components/forms/use-autosave'
import { signInAgain } from '@/lib/api-client'
import { describeError } from '@/lib/api-errors'
import type { AutosaveConflict, ConflictChoices, SaveState } from '@/lib/autosave'
import { formatTime } from '@/lib/dates'

const TEXT: Record<SaveState, string> = {
  saved: 'Saved',
  pending: 'Saving…',
  saving: 'Saving…',
  offline: 'Offline — kept on this device',
  retrying: 'Not saved — will retry',
  rejected: 'Not saved — see the message',
  conflict: 'Not saved — choose which text to keep',
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
    <div
      className="d-flex align-items-center gap-2 small"
      role="status"
      aria-live="polite"
      aria-label="Save status"
    >
      {state === 'saving' ? <Spinner animation="border" size="sm" aria-hidden="true" /> : null}
      <span className={`fw-semibold ${late ? 'text-warning-emphasis' : TONE[state]}`}>
        {late ? WAITING : TEXT[state]}
      </span>
      {state === 'saved' && savedAt ? (
        <span className="text-secondary">at {formatTime(savedAt)}</span>
      ) : null}
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
      <Button
        size="sm"
        variant="primary"
        onClick={start}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {busy ? <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" /> : null}
        {busy ? 'Opening the sign-in page…' : 'Sign in again'}
      </Button>
      {error ? <span className="w-100">{error}</span> : null}
    </>
  )
}

export interface AutosavePanelProps<V> {
  draft: Autosave<V>
  /** What the text is, for the messages: "entry", "update", "score sheet". */
  noun: string
  /** A field's label as the form shows it, from its name ("scores.0.score"), for a conflict's choices. */
  fieldLabel?: (name: string) => string
  /** Hide the status line (a form that shows its own, elsewhere). */
  hideStatus?: boolean
}

const shown = (value: unknown) =>
  value === undefined || value === null || value === '' ? '(empty)' : String(value)

/**
 * The fields changed both here and in the newer copy, each with both texts and a choice between
 * them (radio buttons: one group per field, named by the field's label). The other fields are merged
 * already. Saving the choices sends the result on top of the newer version.
 */
function ConflictChoice<V>({
  conflict,
  noun,
  fieldLabel,
  onResolve,
}: {
  conflict: AutosaveConflict<V>
  noun: string
  fieldLabel: (name: string) => string
  onResolve: (choices: ConflictChoices) => void
}) {
  const id = useId()
  const [choices, setChoices] = useState<ConflictChoices>({})
  const [missing, setMissing] = useState<string[]>([])
  const groups = useRef<HTMLDivElement>(null)
  const save = () => {
    const open = conflict.fields.filter((field) => !choices[field.name]).map((field) => field.name)
    setMissing(open)
    if (open.length) {
      groups.current
        ?.querySelector<HTMLInputElement>(`input[data-field="${CSS.escape(open[0]!)}"]`)
        ?.focus()
      return
    }
    onResolve(choices)
  }
  const many = conflict.fields.length > 1
  return (
    <section className="alert alert-warning" aria-labelledby={`${id}-heading`}>
      <h2 className="h5 alert-heading" id={`${id}-heading`}>
        This {noun} was also changed elsewhere
      </h2>
      <p>
        Version {conflict.version} was saved after you started the text kept on this device (in
        another tab or by someone else). Changes to other fields are already combined.{' '}
        {many ? 'These fields were' : 'This field was'} changed in both: choose which text to keep.
        Nothing is sent until you choose.
      </p>
      <div ref={groups}>
        {conflict.fields.map((field, index) => {
          const group = `${id}-field-${index}`
          const invalid = missing.includes(field.name)
          return (
            <fieldset
              key={field.name}
              className="mb-3"
              aria-describedby={invalid ? `${group}-missing` : undefined}
            >
              <legend className="h6 mb-2">{fieldLabel(field.name)}</legend>
              {(['mine', 'theirs'] as const).map((side) => (
                <Form.Check
                  key={side}
                  type="radio"
                  id={`${group}-${side}`}
                  name={group}
                  className="mb-2"
                  checked={choices[field.name] === side}
                  onChange={() => {
                    setChoices((current) => ({ ...current, [field.name]: side }))
                    setMissing((current) => current.filter((name) => name !== field.name))
                  }}
                  data-field={field.name}
                  label={
                    <>
                      <span className="fw-semibold d-block">
                        {side === 'mine'
                          ? 'Keep my text (on this device)'
                          : `Use the saved text (version ${conflict.version})`}
                      </span>{' '}
                      <span className="d-block text-break" style={{ whiteSpace: 'pre-wrap' }}>
                        {shown(side === 'mine' ? field.mine : field.theirs)}
                      </span>
                    </>
                  }
                />
              ))}
              {invalid ? (
                <p id={`${group}-missing`} className="text-danger small mb-0">
                  Choose which text to keep for this field.
                </p>
              ) : null}
            </fieldset>
          )
        })}
      </div>
      <Button variant="primary" onClick={save}>
        Save my {many ? 'choices' : 'choice'}
      </Button>
    </section>
  )
}

/**
 * The autosave's part of a form, the same in every form: the status line, a restored draft, the
 * server's refusal, an expired session (sign in again, the draft kept), and a conflict: the fields
 * changed on both sides, each with both texts and a choice.
 */
export function AutosavePanel<V>({
  draft,
  noun,
  fieldLabel = (name) => name,
  hideStatus = false,
}: AutosavePanelProps<V>) {
  if (!draft.serverDraft) {
    // Nothing is sent before the person sends it: say only that the text is kept here.
    return draft.state === 'local' ? (
      <p className="small text-secondary mb-3" role="status" aria-label="Save status">
        {draft.restored
          ? `Your unsent ${noun} was kept on this device and is filled in below.`
          : 'Draft kept on this device until you send it.'}
      </p>
    ) : null
  }
  return (
    <>
      {hideStatus ? null : (
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
          <SaveStatus
            state={draft.state}
            savedAt={draft.savedAt}
            waiting={draft.waiting}
            onRetry={() => void draft.flush()}
          />
          {draft.restored && !draft.conflict ? (
            <span className="small text-secondary">
              Your text kept on this device was restored.
            </span>
          ) : null}
        </div>
      )}
      {draft.state === 'expired' ? (
        <Alert variant="warning" role="alert" className="d-flex flex-wrap align-items-center gap-2">
          <span>
            Your session has expired — sign in again. Your {noun} is kept on this device and is
            saved once you are back.
          </span>
          <SignInAgainButton />
        </Alert>
      ) : null}
      {draft.state === 'rejected' && draft.message ? (
        <Alert variant="danger">
          Your last change was not saved: {draft.message} It is kept on this device.
        </Alert>
      ) : null}
      {draft.conflict ? (
        <ConflictChoice
          key={draft.conflict.version}
          conflict={draft.conflict}
          noun={noun}
          fieldLabel={fieldLabel}
          onResolve={(choices) => void draft.resolve(choices)}
        />
      ) : null}
    </>
  )
}

import { useId, useRef, useState } from 'react'
import Alert from 'react-bootstrap/Alert'
import Button from 'react-bootstrap/Button'
import Form from 'react-bootstrap/Form'
import Spinner from 'react-bootstrap/Spinner'
import type { MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Autosave } from '@/components/forms/use-autosave'
import { signInAgain } from '@/lib/api-client'
import { describeError } from '@/lib/api-errors'
import type { AutosaveConflict, ConflictChoices, SaveState } from '@/lib/autosave'
import { formatTime } from '@/lib/dates'

const TEXT: Record<SaveState, MessageDescriptor> = {
  saved: msg`Saved`,
  pending: msg`Saving…`,
  saving: msg`Saving…`,
  offline: msg`Offline — kept on this device`,
  retrying: msg`Not saved — will retry`,
  rejected: msg`Not saved — see the message`,
  held: msg`Saved, except what is marked — kept on this device`,
  conflict: msg`Not saved — choose which text to keep`,
  expired: msg`Your session has expired — sign in again`,
  local: msg`Draft kept on this device`,
}
const TONE: Record<SaveState, string> = {
  saved: 'text-success',
  pending: 'text-secondary',
  saving: 'text-secondary',
  offline: 'text-warning-emphasis',
  retrying: 'text-danger',
  rejected: 'text-danger',
  held: 'text-warning-emphasis',
  conflict: 'text-danger',
  expired: 'text-danger',
  local: 'text-secondary',
}

/**
 * Nothing saved in this visit yet: the text on screen is the server's, so "Saved" would claim a save
 * the person never made (an untouched score sheet said it).
 */
const UNCHANGED = msg`Changes are saved as you type`

/** A save on its way for a few seconds: said like a screen's late data, and the text is safe here meanwhile. */
const WAITING = msg`Still waiting for the server… Your text is kept on this device.`

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
  const { t, i18n } = useLingui()
  const late = waiting && state === 'saving'
  const time = savedAt ? formatTime(savedAt) : null
  const text = late ? WAITING : state === 'saved' && !time ? UNCHANGED : TEXT[state]
  return (
    <div
      className="d-flex align-items-center gap-2 small"
      role="status"
      aria-live="polite"
      aria-label={t`Save status`}
    >
      {state === 'saving' ? <Spinner animation="border" size="sm" aria-hidden="true" /> : null}
      <span
        className={`fw-semibold ${late ? 'text-warning-emphasis' : text === UNCHANGED ? 'text-secondary' : TONE[state]}`}
      >
        {i18n._(text)}
      </span>
      {state === 'saved' && time ? (
        <span className="text-secondary">
          <Trans>at {time}</Trans>
        </span>
      ) : null}
      {(state === 'retrying' || state === 'offline') && onRetry ? (
        <button type="button" className="btn btn-link btn-sm p-0" onClick={onRetry}>
          <Trans>Try now</Trans>
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
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const start = () => {
    setBusy(true)
    setError(null)
    signInAgain().catch((e: unknown) => {
      setBusy(false)
      const reason = describeError(e).messages.join(' ')
      setError(t`Sign-in did not start: ${reason}`)
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
        {busy ? t`Opening the sign-in page…` : t`Sign in again`}
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

const isEmpty = (value: unknown) => value === undefined || value === null || value === ''

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
  const { t } = useLingui()
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
  const version = conflict.version
  const shown = (value: unknown) => (isEmpty(value) ? t`(empty)` : String(value))
  return (
    <section className="alert alert-warning" aria-labelledby={`${id}-heading`}>
      <h2 className="h5 alert-heading" id={`${id}-heading`}>
        <Trans>This {noun} was also changed elsewhere</Trans>
      </h2>
      <p>
        {many ? (
          <Trans>
            Version {version} was saved after you started the text kept on this device (in another
            tab or by someone else). Changes to other fields are already combined. These fields were
            changed in both: choose which text to keep. Nothing is sent until you choose.
          </Trans>
        ) : (
          <Trans>
            Version {version} was saved after you started the text kept on this device (in another
            tab or by someone else). Changes to other fields are already combined. This field was
            changed in both: choose which text to keep. Nothing is sent until you choose.
          </Trans>
        )}
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
                          ? t`Keep my text (on this device)`
                          : t`Use the saved text (version ${version})`}
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
                  <Trans>Choose which text to keep for this field.</Trans>
                </p>
              ) : null}
            </fieldset>
          )
        })}
      </div>
      <Button variant="primary" onClick={save}>
        {many ? t`Save my choices` : t`Save my choice`}
      </Button>
    </section>
  )
}

/** Fields the autosave holds back (they cannot be sent as they are): which, and that the rest is saved. */
function HeldBack({
  held,
  noun,
  fieldLabel,
}: {
  held: Record<string, string>
  noun: string
  fieldLabel: (name: string) => string
}) {
  const { t } = useLingui()
  const names = Object.keys(held)
  const fields = names.map(fieldLabel).join(', ')
  const count = names.length
  return (
    <Alert variant="warning">
      {t`${plural(count, {
        one: `The rest of the ${noun} is saved, but not ${fields}: correct it as its message says. Until then it is kept on this device only.`,
        other: `The rest of the ${noun} is saved, but not ${fields}: correct them as their messages say. Until then they are kept on this device only.`,
      })}`}
    </Alert>
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
  const { t } = useLingui()
  if (!draft.serverDraft) {
    // Nothing is sent before the person sends it: say only that the text is kept here.
    return draft.state === 'local' ? (
      <p className="small text-secondary mb-3" role="status" aria-label={t`Save status`}>
        {draft.restored
          ? t`Your unsent ${noun} was kept on this device and is filled in below.`
          : t`Draft kept on this device until you send it.`}
      </p>
    ) : null
  }
  const message = draft.message
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
              {/* Once the server has it, said so: not left as if it were still only here. */}
              {draft.state === 'saved' && draft.savedAt !== null ? (
                <Trans>Your text kept on this device was restored, and is now saved.</Trans>
              ) : (
                <Trans>Your text kept on this device was restored.</Trans>
              )}
            </span>
          ) : null}
        </div>
      )}
      {draft.state === 'expired' ? (
        <Alert variant="warning" role="alert" className="d-flex flex-wrap align-items-center gap-2">
          <span>
            <Trans>
              Your session has expired — sign in again. Your {noun} is kept on this device and is
              saved once you are back.
            </Trans>
          </span>
          <SignInAgainButton />
        </Alert>
      ) : null}
      {draft.state === 'rejected' && message ? (
        <Alert variant="danger">
          <Trans>Your last change was not saved: {message} It is kept on this device.</Trans>
        </Alert>
      ) : null}
      {draft.state === 'held' && Object.keys(draft.held).length ? (
        <HeldBack held={draft.held} noun={noun} fieldLabel={fieldLabel} />
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

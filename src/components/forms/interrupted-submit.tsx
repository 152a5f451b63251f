import { useEffect, useRef } from 'react'
import Alert from 'react-bootstrap/Alert'
import Button from 'react-bootstrap/Button'
import { Trans, useLingui } from '@lingui/react/macro'
import { clearSubmitInterrupted, useSubmitInterrupted } from '@/lib/interrupted-submit'
import { useSessionExpired } from '@/lib/session-expiry'

/**
 * Says plainly that a submit the person pressed was not carried out because their session had
 * ended, or because the page was closed while it waited offline (src/lib/interrupted-submit.ts;
 * a submit this page still waits to send is not one, and one another open page waits to send is
 * said to be on its way from there). While the session is still ended: sign in
 * again first (the form's autosave offers it). Otherwise the button runs the form's own submit,
 * with its checks and confirmation; "Not now" forgets the notice (the text stays as a draft).
 */
export function InterruptedSubmitNotice({
  formKey,
  notDone,
  action,
  onSubmit,
  busy = false,
  done = false,
}: {
  formKey: string
  /** What was not done, as a sentence start: "Your scores were not submitted". */
  notDone: string
  /** The button: "Submit them now". */
  action: string
  onSubmit: () => void
  busy?: boolean
  /** The record is already sent or locked: nothing is pending any more. */
  done?: boolean
}) {
  const { t } = useLingui()
  const interrupted = useSubmitInterrupted(formKey)
  const expired = useSessionExpired()
  useEffect(() => {
    if (done) clearSubmitInterrupted(formKey)
  }, [done, formKey])
  // A submit cut off while the person waits for it: its button is at the form's end (on a phone, a
  // screen or more below this notice), so the notice comes into sight and takes the focus, or they
  // would take the unchanged button for a submit that went through. A notice found on opening the
  // form (after signing in again, a reload) is left where it is.
  const box = useRef<HTMLDivElement>(null)
  const before = useRef(interrupted)
  useEffect(() => {
    // Only a submit this page just ran ends 'session'; 'offline' is found after a reload, later.
    const arrived = interrupted === 'session' && !before.current
    before.current = interrupted
    const notice = box.current
    if (!arrived || done || !notice) return
    return afterOtherDialogs(notice, () => {
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
      notice.scrollIntoView({ block: 'center', behavior: reduce ? 'auto' : 'smooth' })
      notice.focus({ preventScroll: true })
    })
  }, [interrupted, done])
  if (!interrupted || done) return null
  if (interrupted === 'elsewhere')
    return (
      <Alert variant="info" role="status">
        <Trans>
          Another tab or window of this browser is waiting for the connection to send this. Keep it
          open until it is sent.
        </Trans>
      </Alert>
    )
  return (
    <Alert
      ref={box}
      tabIndex={-1}
      variant="warning"
      role="alert"
      className="d-flex flex-wrap align-items-center gap-2"
    >
      <span className="w-100">
        {interrupted === 'offline'
          ? t`${notDone}: the page was closed while it waited for the connection.`
          : t`${notDone}: the session had ended.`}{' '}
        {expired ? t`Sign in again first; you can then do it here.` : `${action}?`}
      </span>
      {expired ? null : (
        <>
          <Button
            variant="primary"
            size="sm"
            onClick={onSubmit}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {action}
          </Button>
          <Button variant="link" size="sm" onClick={() => clearSubmitInterrupted(formKey)}>
            <Trans>Not now</Trans>
          </Button>
        </>
      )}
    </Alert>
  )
}

/**
 * Runs `then` once no dialog other than the one holding `element` is open: the confirmation that
 * asked before the submit gives the focus back to Submit as it closes, which would take it from the
 * notice. Returns the cancel.
 */
function afterOtherDialogs(element: HTMLElement, then: () => void): () => void {
  const othersOpen = () =>
    [...document.querySelectorAll('.modal')].some((dialog) => !dialog.contains(element))
  let timer: ReturnType<typeof setTimeout> | undefined
  const observer = new MutationObserver(() => {
    if (othersOpen()) return
    observer.disconnect()
    timer = setTimeout(then)
  })
  if (othersOpen()) observer.observe(document.body, { childList: true, subtree: true })
  else timer = setTimeout(then)
  return () => {
    observer.disconnect()
    clearTimeout(timer)
  }
}

import { useEffect, useState, type ReactNode } from 'react'
import Button, { type ButtonProps } from 'react-bootstrap/Button'
import Spinner from 'react-bootstrap/Spinner'
import { useLingui } from '@lingui/react/macro'
import { STILL_WAITING_MS } from '@/config/constants'
import { useOnline } from '@/lib/use-online'

/**
 * What a busy button says: `text` ("Saving…"), but never a silent spinner: offline, that it waits for
 * the connection (the request is sent when it is back); after a few seconds without an answer, that
 * it is still waiting (the request is not cut, and what was typed stays in the form).
 */
function BusyLabel({ text }: { text: ReactNode }) {
  const { t } = useLingui()
  const online = useOnline()
  const [late, setLate] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setLate(true), STILL_WAITING_MS)
    return () => clearTimeout(timer)
  }, [])
  return (
    <>{!online ? t`Waiting for the connection…` : late ? t`Still waiting for the server…` : text}</>
  )
}

/**
 * Beside the buttons of an action that runs: offline, says at once that it waits for the connection
 * and is sent by itself when it is back (React Query holds a mutation while the browser is offline,
 * and sends it once on reconnect). Online it says nothing: the busy button says what it does.
 * The screen tells the outcome with a toast, so the person may leave (close the dialog) meanwhile.
 */
export function WaitingNote({ busy, className }: { busy: boolean; className?: string }) {
  const { t } = useLingui()
  const online = useOnline()
  if (!busy || online) return null
  return (
    <span role="status" className={`small text-warning-emphasis ${className ?? ''}`.trim()}>
      {t`You are offline: this is sent as soon as the connection is back.`}
    </span>
  )
}

/**
 * The button of a create or an action: disabled while its request runs, and it says so —
 * a spinner, `aria-busy`, and `busyText` ("Saving…") in place of its label, or why it still waits.
 * Pair it with a `useSendOnce` mutation's `isPending`, which also turns a second click into the same request.
 */
export function BusyButton({
  busy,
  busyText,
  disabled,
  children,
  ...props
}: ButtonProps & { busy: boolean; busyText?: ReactNode }) {
  return (
    <Button {...props} disabled={disabled || busy} aria-busy={busy || undefined}>
      {busy ? (
        <>
          <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
          <BusyLabel text={busyText ?? children} />
        </>
      ) : (
        children
      )}
    </Button>
  )
}

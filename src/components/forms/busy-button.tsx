import type { ReactNode } from 'react'
import Button, { type ButtonProps } from 'react-bootstrap/Button'
import Spinner from 'react-bootstrap/Spinner'

/**
 * The button of a create or an action (issue 8): disabled while its request runs, and it says so —
 * a spinner, `aria-busy`, and `busyText` ("Saving…") in place of its label. Pair it with a
 * `useSendOnce` mutation's `isPending`, which also turns a second click into the same request.
 */
export function BusyButton({ busy, busyText, disabled, children, ...props }: ButtonProps & { busy: boolean; busyText?: ReactNode }) {
  return (
    <Button {...props} disabled={disabled || busy} aria-busy={busy || undefined}>
      {busy ? <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" /> : null}
      {busy && busyText ? busyText : children}
    </Button>
  )
}

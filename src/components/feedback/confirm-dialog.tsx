import type { ReactNode } from 'react'
import Button from 'react-bootstrap/Button'
import Modal from 'react-bootstrap/Modal'
import { Trans, useLingui } from '@lingui/react/macro'

/**
 * A yes-or-no question. Every confirmation answers with the same two buttons, YES and NO: the title
 * and the message ask the question with its verb ("Publish the Phase 1 results?") and say what
 * follows, so the buttons never need their own words. A dialog that collects input is a form with
 * a labelled submit instead (ReasonDialog).
 */
export interface ConfirmOptions {
  /** Default "Confirmation". */
  title?: string
  /** Or a function of `answer`, for a message whose own links close the dialog with an answer. */
  message: ReactNode | ((answer: (value: boolean) => void) => ReactNode)
  /**
   * The colour of YES: `danger` when it deletes, `warning` when it cannot be undone easily (a
   * submission that locks what was sent, an e-mail sent out, a publication). Either puts the focus on
   * NO, so that an Enter pressed once too often does not do what cannot be undone.
   */
  variant?: 'primary' | 'danger' | 'warning' | 'success'
}

function ConfirmMessage({
  message,
  answer,
}: {
  message: ConfirmOptions['message']
  answer: (value: boolean) => void
}): ReactNode {
  return <>{typeof message === 'function' ? message(answer) : message}</>
}

/**
 * The dialog of ConfirmProvider (src/components/feedback/confirm.tsx): shown while `options` asks a
 * question, closed with the person's answer.
 */
export function ConfirmDialog({
  options,
  close,
}: {
  options: ConfirmOptions | null
  close: (answer: boolean) => void
}) {
  const { t } = useLingui()
  const cautious = options?.variant === 'danger' || options?.variant === 'warning'
  return (
    <Modal
      show={options !== null}
      onHide={() => close(false)}
      centered
      aria-labelledby="confirm-title"
    >
      <Modal.Header closeButton closeLabel={t`Close`}>
        <Modal.Title id="confirm-title" as="h2" className="h5">
          {options?.title ?? t`Confirmation`}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {options ? <ConfirmMessage message={options.message} answer={close} /> : null}
      </Modal.Body>
      <Modal.Footer>
        {/* A dialog moves focus inside itself (WAI-ARIA dialog pattern): onto the answer it asks for,
            or onto NO where YES cannot be undone. */}
        {/* eslint-disable-next-line jsx-a11y-x/no-autofocus */}
        <Button variant="outline-secondary" onClick={() => close(false)} autoFocus={cautious}>
          <Trans>NO</Trans>
        </Button>
        <Button
          variant={options?.variant ?? 'primary'}
          onClick={() => close(true)}
          autoFocus={!cautious}
        >
          <Trans>YES</Trans>
        </Button>
      </Modal.Footer>
    </Modal>
  )
}

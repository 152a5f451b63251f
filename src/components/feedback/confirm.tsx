import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react'
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
  /** The colour of YES: `danger` when it deletes, `warning` when it cannot be undone easily. */
  variant?: 'primary' | 'danger' | 'warning' | 'success'
}

type Confirm = (options: ConfirmOptions) => Promise<boolean>

const ConfirmContext = createContext<Confirm | null>(null)

function ConfirmMessage({
  message,
  answer,
}: {
  message: ConfirmOptions['message']
  answer: (value: boolean) => void
}) {
  return <>{typeof message === 'function' ? message(answer) : message}</>
}

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const [options, setOptions] = useState<ConfirmOptions | null>(null)
  const resolver = useRef<((value: boolean) => void) | null>(null)

  const confirm = useCallback<Confirm>((next) => {
    resolver.current?.(false)
    setOptions(next)
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve
    })
  }, [])

  const close = (answer: boolean) => {
    resolver.current?.(answer)
    resolver.current = null
    setOptions(null)
  }

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
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
          <Button variant="outline-secondary" onClick={() => close(false)}>
            <Trans>NO</Trans>
          </Button>
          {/* A dialog moves focus inside itself; here onto the answer it asks for (WAI-ARIA dialog pattern). */}
          {/* eslint-disable-next-line jsx-a11y-x/no-autofocus */}
          <Button variant={options?.variant ?? 'primary'} onClick={() => close(true)} autoFocus>
            <Trans>YES</Trans>
          </Button>
        </Modal.Footer>
      </Modal>
    </ConfirmContext.Provider>
  )
}

export function useConfirm(): Confirm {
  const context = useContext(ConfirmContext)
  if (!context) throw new Error('useConfirm must be used inside ConfirmProvider')
  return context
}

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import Alert from 'react-bootstrap/Alert'
import Form from 'react-bootstrap/Form'
import Modal from 'react-bootstrap/Modal'
import { useLingui } from '@lingui/react/macro'
import { useForm } from 'react-hook-form'
import { z } from '@/lib/zod'
import { BusyButton } from '@/components/forms/busy-button'
import { DialogCancelButton, useDialogAction } from '@/components/forms/dialog-action'
import { showServerErrors } from '@/components/forms/server-errors'
import { Field } from '@/components/forms/field'

/**
 * An action that needs a reason (returning an entry, declaring a conflict): the dialog is the
 * confirmation. `onSubmit` throws on failure; the server's `reason` error lands on the field, any
 * other message above it, and the typed reason is kept for a retry. After a success the dialog
 * closes itself (`onClose`). A refusal that comes after the dialog was closed, or that it showed
 * when it was closed, is told in a toast with `notDone` (useDialogAction), and the refused reason
 * is still there when the dialog opens again; closing clears any other.
 */
export function ReasonDialog({
  show,
  title,
  children,
  reason,
  rows = 4,
  submitText,
  variant,
  notDone,
  onClose,
  onSubmit,
}: {
  show: boolean
  title: string
  /** What the action does, above the field. */
  children: ReactNode
  /** The feature's rule for the reason (length, messages). */
  reason: z.ZodMiniType<string, string>
  rows?: number
  submitText: string
  variant: 'warning' | 'danger' | 'primary'
  /** What did not happen, said before the server's reason when the dialog cannot show it. */
  notDone: string
  onClose: () => void
  /** Sends the action; throws on a refusal. It runs to its end even once the dialog is closed. */
  onSubmit: (reason: string) => Promise<void>
}) {
  const { t } = useLingui()
  const titleId = useId()
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    getValues,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ reason: string }>({
    resolver: zodResolver(z.object({ reason })),
    defaultValues: { reason: '' },
  })
  // A reason sent and not carried out (refused, or still on its way when the dialog was closed) stays
  // for the next opening, so that it can be sent again without typing it anew. Otherwise closing
  // clears it.
  const unsent = useRef(false)

  useEffect(() => {
    if (show) return
    if (unsent.current) clearErrors()
    else reset({ reason: '' })
  }, [show, reset, clearErrors])

  const action = useDialogAction(show)
  const busy = isSubmitting || action.pending

  const send = async (values: { reason: string }) => {
    unsent.current = true
    const outcome = await action.run({ notDone }, () => onSubmit(values.reason))
    if (!outcome) return
    if (!outcome.ok) {
      if (outcome.open) showServerErrors(outcome.error, setError, ['reason'])
      return
    }
    unsent.current = false
    if (outcome.open) onClose()
    // Carried out after the dialog was closed: the reason went, it is not offered again.
    else if (getValues('reason') === values.reason) reset({ reason: '' })
  }

  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby={titleId}>
      <Form noValidate onSubmit={(e) => void handleSubmit(send)(e)}>
        <Modal.Header closeButton closeLabel={t`Close`}>
          <Modal.Title id={titleId} as="h2" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>{children}</p>
          {errors.root ? <Alert variant="danger">{errors.root.message}</Alert> : null}
          <Field id={`${titleId}-reason`} label={t`Reason`} required error={errors.reason?.message}>
            {(control) => (
              <Form.Control
                as="textarea"
                rows={rows}
                // The one thing the dialog asks for: focus goes there (WAI-ARIA dialog pattern).
                // eslint-disable-next-line jsx-a11y-x/no-autofocus
                autoFocus
                {...control}
                {...register('reason')}
              />
            )}
          </Field>
        </Modal.Body>
        <Modal.Footer>
          <DialogCancelButton pending={busy} onClick={onClose} />
          <BusyButton type="submit" variant={variant} busy={busy}>
            {submitText}
          </BusyButton>
        </Modal.Footer>
      </Form>
    </Modal>
  )
}

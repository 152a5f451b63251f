import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId, type ReactNode } from 'react'
import Alert from 'react-bootstrap/Alert'
import Form from 'react-bootstrap/Form'
import Modal from 'react-bootstrap/Modal'
import Button from 'react-bootstrap/Button'
import { Trans, useLingui } from '@lingui/react/macro'
import { useForm } from 'react-hook-form'
import { z } from '@/lib/zod'
import { BusyButton } from '@/components/forms/busy-button'
import { showServerErrors } from '@/components/forms/server-errors'
import { Field } from '@/components/forms/field'

/**
 * An action that needs a reason (returning an entry, declaring a conflict): the dialog is the
 * confirmation. `onSubmit` throws on failure; the server's `reason` error lands on the field, any
 * other message above it, and the typed reason is kept for a retry. Closing clears it.
 */
export function ReasonDialog({
  show,
  title,
  children,
  reason,
  rows = 4,
  submitText,
  variant,
  onCancel,
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
  onCancel: () => void
  onSubmit: (reason: string) => Promise<void>
}) {
  const { t } = useLingui()
  const titleId = useId()
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ reason: string }>({
    resolver: zodResolver(z.object({ reason })),
    defaultValues: { reason: '' },
  })

  useEffect(() => {
    if (!show) reset({ reason: '' })
  }, [show, reset])

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values.reason)
    } catch (error) {
      showServerErrors(error, setError, ['reason'])
    }
  })

  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby={titleId}>
      <Form noValidate onSubmit={(e) => void submit(e)}>
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
          <Button variant="outline-secondary" onClick={onCancel} disabled={isSubmitting}>
            <Trans>Cancel</Trans>
          </Button>
          <BusyButton type="submit" variant={variant} busy={isSubmitting}>
            {submitText}
          </BusyButton>
        </Modal.Footer>
      </Form>
    </Modal>
  )
}

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId, type ReactNode } from 'react'
import Alert from 'react-bootstrap/Alert'
import Button from 'react-bootstrap/Button'
import Form from 'react-bootstrap/Form'
import Modal from 'react-bootstrap/Modal'
import Spinner from 'react-bootstrap/Spinner'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { describeError } from '@/lib/api-errors'

const returnSchema = z.object({
  reason: z.string().trim().min(1, 'Say why the entry goes back to the team.').max(2000, 'Keep the reason under 2000 characters.'),
})
type ReturnForm = z.infer<typeof returnSchema>

/**
 * Return with a reason: the dialog is the confirmation. `onSubmit` throws on failure, and the
 * server's reason error lands on the field; the typed reason is kept for a retry.
 */
export function ReturnDialog({
  show,
  subject,
  onCancel,
  onSubmit,
}: {
  show: boolean
  /** What is being returned, e.g. the proposal's title or "3 proposals". */
  subject: ReactNode
  onCancel: () => void
  onSubmit: (reason: string) => Promise<void>
}) {
  const titleId = useId()
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ReturnForm>({ resolver: zodResolver(returnSchema), defaultValues: { reason: '' } })

  useEffect(() => {
    if (!show) reset({ reason: '' })
  }, [show, reset])

  const submit = handleSubmit(async ({ reason }) => {
    try {
      await onSubmit(reason)
    } catch (error) {
      const described = describeError(error)
      const field = Object.entries(described.fieldErrors).find(([name]) => name.toLowerCase() === 'reason')
      setError(field ? 'reason' : 'root', { message: (field ? field[1] : described.messages).join(' ') })
    }
  })

  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby={titleId}>
      <Form noValidate onSubmit={(e) => void submit(e)}>
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id={titleId} as="h2" className="h5">
            Return to the team
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>Return {subject} to the team? The team can edit the entry again while its period is open, and sees your reason.</p>
          {errors.root ? <Alert variant="danger">{errors.root.message}</Alert> : null}
          <Form.Group controlId={`${titleId}-reason`}>
            <Form.Label>Reason (required)</Form.Label>
            <Form.Control as="textarea" rows={4} isInvalid={!!errors.reason} aria-invalid={!!errors.reason} aria-required="true" {...register('reason')} />
            <Form.Control.Feedback type="invalid">{errors.reason?.message}</Form.Control.Feedback>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="warning" disabled={isSubmitting}>
            {isSubmitting ? <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" /> : null}
            Return to team
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  )
}

import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import Alert from 'react-bootstrap/Alert'
import Button from 'react-bootstrap/Button'
import Form from 'react-bootstrap/Form'
import Modal from 'react-bootstrap/Modal'
import Spinner from 'react-bootstrap/Spinner'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { useDeclareConflict } from '@/features/scoring/api'
import { describeError } from '@/lib/api-errors'

const conflictSchema = z.object({
  reason: z.string().trim().min(5, 'Say why, in at least 5 characters: the committee reads it.').max(1000, 'Keep the reason under 1000 characters.'),
})
type ConflictForm = z.infer<typeof conflictSchema>

/**
 * "Declare a conflict of interest" on a score sheet: a button and its dialog. On success the
 * assignment is released and `onDeclared` runs (the screen leaves the sheet).
 */
export function DeclareConflict({ juryDetailId, proposalTitle, onDeclared }: { juryDetailId: string; proposalTitle: string; onDeclared: () => void }) {
  const [show, setShow] = useState(false)
  const titleId = useId()
  const declare = useDeclareConflict()
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ConflictForm>({ resolver: zodResolver(conflictSchema), defaultValues: { reason: '' } })

  const close = () => {
    setShow(false)
    reset({ reason: '' })
  }
  const submit = handleSubmit(async ({ reason }) => {
    try {
      await declare.mutateAsync({ juryDetailId, reason })
      setShow(false)
      onDeclared()
    } catch (error) {
      const described = describeError(error)
      const field = Object.entries(described.fieldErrors).find(([name]) => name.toLowerCase() === 'reason')
      setError(field ? 'reason' : 'root', { message: (field ? field[1] : described.messages).join(' ') })
    }
  })

  return (
    <>
      <Button variant="outline-danger" size="sm" onClick={() => setShow(true)}>
        Declare a conflict of interest
      </Button>
      <Modal show={show} onHide={close} centered aria-labelledby={titleId}>
        <Form noValidate onSubmit={(e) => void submit(e)}>
          <Modal.Header closeButton closeLabel="Close">
            <Modal.Title id={titleId} as="h2" className="h5">
              Declare a conflict of interest
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <p>
              You will no longer judge “{proposalTitle}”, in this phase or any later one. The committee sees your reason and assigns another judge. A draft you
              saved is kept but no longer counts.
            </p>
            {errors.root ? <Alert variant="danger">{errors.root.message}</Alert> : null}
            <Form.Group controlId={`${titleId}-reason`}>
              <Form.Label>Reason (required)</Form.Label>
              <Form.Control as="textarea" rows={3} isInvalid={!!errors.reason} aria-invalid={!!errors.reason} aria-required="true" {...register('reason')} />
              <Form.Control.Feedback type="invalid">{errors.reason?.message}</Form.Control.Feedback>
            </Form.Group>
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={close} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={isSubmitting}>
              {isSubmitting ? <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" /> : null}
              Declare the conflict
            </Button>
          </Modal.Footer>
        </Form>
      </Modal>
    </>
  )
}

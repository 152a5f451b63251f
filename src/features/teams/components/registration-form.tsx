import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import Alert from 'react-bootstrap/Alert'
import Form from 'react-bootstrap/Form'
import Table from 'react-bootstrap/Table'
import { useForm } from 'react-hook-form'
import { AutosavePanel } from '@/components/forms/autosave-status'
import { BusyButton } from '@/components/forms/busy-button'
import { applyServerErrors } from '@/components/forms/server-errors'
import { useAutosave, useAutosaveForm } from '@/components/forms/use-autosave'
import { SHIRT_SIZES } from '@/config/shirt-sizes'
import { useRegister } from '@/features/teams/api'
import { ShirtSizeSelect } from '@/components/forms/shirt-size-select'
import { registrationSchema, type RegistrationInput } from '@/features/teams/schemas'

const FIELDS = ['name', 'unit', 'phone', 'shirtSize'] as const

/** First sign-in: who I am, how to reach me, and my T-shirt size for the camp. */
export function RegistrationForm({
  draftKey,
  defaults,
  onRegistered,
}: {
  draftKey: string
  defaults: Partial<RegistrationInput>
  onRegistered: () => void
}) {
  const register = useRegister({ errors: 'inline' })
  const [formError, setFormError] = useState<string[]>([])
  const [empty] = useState(() => ({
    name: defaults.name ?? '',
    unit: defaults.unit ?? '',
    phone: defaults.phone ?? '',
    shirtSize: defaults.shirtSize,
  }))
  const draft = useAutosave<Partial<RegistrationInput>>({
    key: draftKey,
    server: { values: empty, version: 0 },
  })
  const form = useForm<RegistrationInput>({
    resolver: zodResolver(registrationSchema),
    defaultValues: draft.initialValues,
  })
  useAutosaveForm(form, draft)
  const { errors, isSubmitting } = form.formState
  const submit = form.handleSubmit(async (values) => {
    setFormError([])
    try {
      await register.mutateAsync(values)
      draft.complete()
      onRegistered()
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, FIELDS))
    }
  })

  return (
    <Form noValidate onSubmit={(e) => void submit(e)}>
      <AutosavePanel draft={draft} noun="registration" />
      {formError.length ? (
        <Alert variant="danger" role="alert">
          {formError.join(' ')}
        </Alert>
      ) : null}
      <Form.Group className="mb-3" controlId="reg-name">
        <Form.Label>Full name</Form.Label>
        <Form.Control {...form.register('name')} isInvalid={!!errors.name} autoComplete="name" />
        <Form.Control.Feedback type="invalid">{errors.name?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId="reg-unit">
        <Form.Label>Unit</Form.Label>
        <Form.Control
          {...form.register('unit')}
          isInvalid={!!errors.unit}
          autoComplete="organization"
        />
        <Form.Control.Feedback type="invalid">{errors.unit?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId="reg-phone">
        <Form.Label>Phone</Form.Label>
        <Form.Control
          {...form.register('phone')}
          isInvalid={!!errors.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          aria-describedby="reg-phone-help"
        />
        <Form.Text id="reg-phone-help">
          The committee calls this number about the camp and the grand final.
        </Form.Text>
        <Form.Control.Feedback type="invalid">{errors.phone?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-2" controlId="reg-size">
        <Form.Label>T-shirt size</Form.Label>
        <ShirtSizeSelect {...form.register('shirtSize')} isInvalid={!!errors.shirtSize} />
        <Form.Control.Feedback type="invalid">{errors.shirtSize?.message}</Form.Control.Feedback>
      </Form.Group>
      <Table bordered size="sm" striped className="mb-3 small" style={{ maxWidth: '22rem' }}>
        <caption>T-shirt measurements (length x width)</caption>
        <thead>
          <tr>
            <th scope="col">Size</th>
            <th scope="col">Measurements</th>
          </tr>
        </thead>
        <tbody>
          {SHIRT_SIZES.map((s) => (
            <tr key={s.size}>
              <th scope="row">{s.size}</th>
              <td>{s.measurements}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <BusyButton type="submit" busy={register.isPending || isSubmitting} busyText="Registering…">
        Register
      </BusyButton>
    </Form>
  )
}

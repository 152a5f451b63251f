import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import Alert from 'react-bootstrap/Alert'
import Form from 'react-bootstrap/Form'
import Table from 'react-bootstrap/Table'
import { useForm } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { AutosavePanel } from '@/components/forms/autosave-status'
import { BusyButton } from '@/components/forms/busy-button'
import { applyServerErrors } from '@/components/forms/server-errors'
import { useAutosave, useAutosaveForm } from '@/components/forms/use-autosave'
import { SHIRT_SIZES, shirtSizeMeasurements } from '@/config/shirt-sizes'
import { useRegister } from '@/features/teams/api'
import { ShirtSizeSelect } from '@/components/forms/shirt-size-select'
import { Field } from '@/components/forms/field'
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
  const { t } = useLingui()
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
      <AutosavePanel draft={draft} noun={t`registration`} />
      {formError.length ? (
        <Alert variant="danger" role="alert">
          {formError.join(' ')}
        </Alert>
      ) : null}
      <Field className="mb-3" id="reg-name" label={t`Full name`} error={errors.name?.message}>
        {(control) => <Form.Control {...control} {...form.register('name')} autoComplete="name" />}
      </Field>
      <Field className="mb-3" id="reg-unit" label={t`Unit`} error={errors.unit?.message}>
        {(control) => (
          <Form.Control {...control} {...form.register('unit')} autoComplete="organization" />
        )}
      </Field>
      <Field
        className="mb-3"
        id="reg-phone"
        label={t`Phone`}
        help={t`The committee calls this number about the camp and the grand final.`}
        error={errors.phone?.message}
      >
        {(control) => (
          <Form.Control {...control} {...form.register('phone')} type="tel" inputMode="tel" />
        )}
      </Field>
      <Field
        className="mb-2"
        id="reg-size"
        label={t`T-shirt size`}
        error={errors.shirtSize?.message}
      >
        {(control) => <ShirtSizeSelect {...control} {...form.register('shirtSize')} />}
      </Field>
      <Table bordered size="sm" striped className="mb-3 small" style={{ maxWidth: '22rem' }}>
        <caption>
          <Trans>T-shirt measurements (length x width)</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Size</Trans>
            </th>
            <th scope="col">
              <Trans>Measurements</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {SHIRT_SIZES.map((s) => (
            <tr key={s.size}>
              <th scope="row">{s.size}</th>
              <td>{shirtSizeMeasurements(s.size)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <BusyButton
        type="submit"
        busy={register.isPending || isSubmitting}
        busyText={t`Registering…`}
      >
        <Trans>Register</Trans>
      </BusyButton>
    </Form>
  )
}

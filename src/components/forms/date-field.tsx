import Form from 'react-bootstrap/Form'
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form'
import { DateInput } from '@/components/forms/date-input'

/** A react-hook-form field holding date text (the seed's format), with its label and error. */
export function DateField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  what,
  withTime = false,
  error,
  className,
}: {
  control: Control<T>
  name: Path<T>
  id: string
  label: string
  /** Which date the field holds, for its calendar button (see DateInput). */
  what: string
  withTime?: boolean
  error?: string
  className?: string
}) {
  return (
    <Form.Group className={className}>
      <Form.Label htmlFor={id}>{label}</Form.Label>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <DateInput
            id={id}
            what={what}
            withTime={withTime}
            value={field.value as string}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            inputRef={field.ref}
            error={error}
          />
        )}
      />
    </Form.Group>
  )
}

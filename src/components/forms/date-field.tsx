import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form'
import { DateInput } from '@/components/forms/date-input'
import { Field } from '@/components/forms/field'

/** A react-hook-form field holding date text (the format of requirements R9.6), with its label and error. */
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
    <Field id={id} label={label} error={error} className={className}>
      {(field) => (
        <Controller
          control={control}
          name={name}
          render={({ field: value }) => (
            <DateInput
              id={field.id}
              what={what}
              withTime={withTime}
              value={value.value as string}
              onChange={value.onChange}
              onBlur={value.onBlur}
              name={value.name}
              inputRef={value.ref}
              invalid={field.isInvalid}
              describedBy={field['aria-describedby']}
            />
          )}
        />
      )}
    </Field>
  )
}

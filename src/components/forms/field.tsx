import { useId, type CSSProperties, type ReactNode } from 'react'
import Form from 'react-bootstrap/Form'
import { useLingui } from '@lingui/react/macro'

/** What a field gives its control, to spread on it (`<Form.Control {...control} />`). */
export interface FieldControl {
  id: string
  /** react-bootstrap's invalid style (the red border). */
  isInvalid: boolean
  'aria-invalid': true | undefined
  /** The help text's id and, while there is one, the error's. */
  'aria-describedby': string | undefined
  'aria-required': true | undefined
}

export interface FieldProps {
  label: ReactNode
  /** The control's id; a generated one when left out. */
  id?: string
  /** A short hint under the control, read with it by screen readers. */
  help?: ReactNode
  /** The validation or server message; the control shows as invalid while it is set. */
  error?: string
  /** Says so in the label, as the app's required fields do, and to screen readers. */
  required?: boolean
  className?: string
  labelClassName?: string
  style?: CSSProperties
  /** Renders the control with the props that tie it to the label, the help and the error. */
  children: (control: FieldControl) => ReactNode
}

/**
 * A labelled control with its help text and error: every form composes it, so each control is
 * named by its label, described by its help and error, and marked invalid the same way.
 */
export function Field({
  label,
  id,
  help,
  error,
  required = false,
  className,
  labelClassName,
  style,
  children,
}: FieldProps) {
  const { t } = useLingui()
  const generated = useId()
  const controlId = id ?? generated
  const helpId = `${controlId}-help`
  const errorId = `${controlId}-error`
  const describedBy = [help ? helpId : null, error ? errorId : null].filter(Boolean).join(' ')
  return (
    <Form.Group className={className} style={style}>
      <Form.Label htmlFor={controlId} className={labelClassName}>
        {label}
        {required ? ` ${t`(required)`}` : null}
      </Form.Label>
      {children({
        id: controlId,
        isInvalid: !!error,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': required ? true : undefined,
      })}
      {/* Shown whatever the control's markup (an input group, a custom input), not only right after an invalid input. */}
      {error ? (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      ) : null}
      {help ? <Form.Text id={helpId}>{help}</Form.Text> : null}
    </Form.Group>
  )
}

import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { describeError } from '@/lib/api-errors'

/**
 * The form's fields, for server field errors: the names the server may use (matched
 * case-insensitively), or a function from the server's name to the form's path (null: no field).
 */
export type ServerFieldNames<T extends FieldValues> =
  readonly string[] | ((serverField: string) => Path<T> | null)

/**
 * The one way server field errors reach a form: a problem-details answer's
 * `errors` land on their fields; an error named in `elsewhere` (an upload, a list) goes to its own
 * place. Returns the messages that matched nothing, for the form to show itself — the answer's
 * message when it had no field errors at all.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ServerFieldNames<T>,
  elsewhere: Record<string, (message: string) => void> = {},
): string[] {
  const described = describeError(error)
  const unmatched: string[] = []
  const entries = Object.entries(described.fieldErrors)
  const resolve =
    typeof fields === 'function'
      ? fields
      : (field: string) =>
          (fields.find((n) => n.toLowerCase() === field.toLowerCase()) as Path<T> | undefined) ??
          null
  for (const [field, messages] of entries) {
    const message = messages.join(' ')
    const other = Object.entries(elsewhere).find(
      ([name]) => name.toLowerCase() === field.toLowerCase(),
    )
    const name = other ? null : resolve(field)
    if (other) other[1](message)
    else if (name) setError(name, { type: 'server', message })
    else unmatched.push(...messages)
  }
  if (entries.length === 0) unmatched.push(...described.messages)
  return unmatched
}

/**
 * `applyServerErrors` for a form that shows what matched no field in one place of its own: the
 * form's `root` error (its alert) by default, or a field (a one-field form).
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ServerFieldNames<T>,
  restOn: 'root' | Path<T> = 'root',
): void {
  const rest = applyServerErrors(error, setError, fields)
  if (rest.length) setError(restOn, { type: 'server', message: rest.join(' ') })
}

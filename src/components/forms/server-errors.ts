import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { describeError } from '@/lib/api-errors'

/**
 * Puts a problem-details answer's field errors on the form's fields (names matched
 * case-insensitively). Returns the messages that matched no field, for the form to show itself.
 */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fieldNames: readonly string[]): string[] {
  const described = describeError(error)
  const unmatched: string[] = []
  const entries = Object.entries(described.fieldErrors)
  for (const [field, messages] of entries) {
    const name = fieldNames.find((n) => n.toLowerCase() === field.toLowerCase())
    if (name) setError(name as Path<T>, { type: 'server', message: messages.join(' ') })
    else unmatched.push(...messages)
  }
  if (entries.length === 0) unmatched.push(...described.messages)
  return unmatched
}

import { useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import type { UseFormSetError } from 'react-hook-form'

/** What the form needs of its schema (a zod object schema of text fields). */
interface TextSchema<T> {
  safeParse(
    values: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } }
}

type Errors<T> = Partial<Record<keyof T | 'root', { type?: string; message?: string }>>

/**
 * A form of a few text fields (a team's name, a team code, an e-mail address), kept without the
 * forms' library: the participant's home shows such forms at once, and that library is 16 KiB gzip
 * its first screen would otherwise download before anything else. It behaves as the app's other
 * forms (react-hook-form with its zod resolver, their defaults): nothing is checked until the first
 * submit, then each field is checked again as it changes; a submit with invalid fields puts the
 * schema's messages on them and the focus on the first; `onValid` gets the schema's output (trimmed
 * text). `setError` takes server errors as react-hook-form's does (server-errors.ts), and `values`
 * that change (the server's answer after a save) replace what the fields hold and start the form
 * afresh (nothing checked until the next submit), as its `values`.
 */
export function useTextForm<T extends Record<string, string>>({
  schema,
  values,
}: {
  schema: TextSchema<T>
  values: T
}) {
  const [typed, setTyped] = useState(values)
  const [errors, setErrors] = useState<Errors<T>>({})
  const [submitted, setSubmitted] = useState(false)
  const [isSubmitting, setSubmitting] = useState(false)
  const fields = useRef(new Map<keyof T, HTMLInputElement | null>())
  // New values from outside replace the fields' (set while rendering: React's way to follow a prop).
  const given = JSON.stringify(values)
  const [shown, setShown] = useState(given)
  if (shown !== given) {
    setShown(given)
    setTyped(values)
    setErrors({})
    setSubmitted(false)
  }

  const check = (next: T) => {
    const result = schema.safeParse(next)
    const found: Errors<T> = {}
    if (!result.success)
      for (const issue of result.error.issues) {
        const name = issue.path[0] as keyof T
        found[name] ??= { type: 'validation', message: issue.message }
      }
    return { result, found }
  }

  const register = (name: keyof T & string) => ({
    name,
    value: typed[name],
    ref: (element: HTMLInputElement | null) => void fields.current.set(name, element),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...typed, [name]: event.target.value }
      setTyped(next)
      if (!submitted) return
      const { found } = check(next)
      setErrors((current) => ({ ...current, [name]: found[name] }))
    },
  })

  const handleSubmit =
    (onValid: (output: T) => Promise<void> | void) => async (event?: FormEvent) => {
      event?.preventDefault()
      setSubmitted(true)
      const { result, found } = check(typed)
      if (!result.success) {
        setErrors(found)
        const first = Object.keys(typed).find((name) => found[name])
        fields.current.get(first as keyof T)?.focus()
        return
      }
      setErrors({})
      setSubmitting(true)
      try {
        await onValid(result.data)
      } finally {
        setSubmitting(false)
      }
    }

  const setError = ((name: keyof T | 'root', error: { type?: string; message?: string }) =>
    setErrors((current) => ({ ...current, [name]: error }))) as UseFormSetError<T>

  const reset = (next: T) => {
    setTyped(next)
    setErrors({})
    setSubmitted(false)
  }

  return { register, handleSubmit, setError, reset, errors, isSubmitting }
}

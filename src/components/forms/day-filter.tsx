import { useState } from 'react'
import { useLingui } from '@lingui/react'
import { DateInput } from '@/components/forms/date-input'
import { invalidDateMessage } from '@/components/forms/date-text'
import { isoDay, parseDateText, toDateInputText } from '@/lib/dates'

/**
 * A day filter of a list: the person types (or picks) `14 Des 2026`; the address and the API get
 * `2026-12-14`. The filter applies as soon as the text is a whole date, or is emptied.
 */
export function DayFilter({
  id,
  what,
  value,
  onChange,
}: {
  id: string
  what: string
  value: string
  onChange: (day: string) => void
}) {
  const [text, setText] = useState(() => toDateInputText(value))
  // Whether the text is not a date; the message is made when shown, in the language shown.
  const [invalid, setInvalid] = useState(false)
  useLingui()
  return (
    <DateInput
      id={id}
      what={what}
      value={text}
      error={invalid ? invalidDateMessage(false) : undefined}
      onChange={(next) => {
        setText(next)
        const day = parseDateText(next)
        if (day || !next.trim()) {
          setInvalid(false)
          const iso = day ? isoDay(day) : ''
          if (iso !== value) onChange(iso)
        }
      }}
      onBlur={() => setInvalid(Boolean(text.trim()) && !parseDateText(text))}
    />
  )
}

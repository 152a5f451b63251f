import { useEffect, useId, useRef, useState, type Ref } from 'react'
import Button from 'react-bootstrap/Button'
import Form from 'react-bootstrap/Form'
import InputGroup from 'react-bootstrap/InputGroup'
import { Trans, useLingui } from '@lingui/react/macro'
import { dateExample } from '@/components/forms/date-text'
import { calendarText, DATE_INPUT_FORMAT, dayjs, parseDateText } from '@/lib/dates'

const DEFAULT_TIME = '09:00'

export interface DateInputProps {
  /** The input's id, for the `<label htmlFor>` the caller renders. */
  id: string
  /** Which date the field holds, for its calendar button ("the opening date": "Choose the opening date from a calendar"). */
  what: string
  /** The typed text (`14 Des 2026`, or `14 Des 2026 09:00` with `withTime`); read it with `parseDateText`. */
  value: string
  onChange: (text: string) => void
  onBlur?: () => void
  name?: string
  inputRef?: Ref<HTMLInputElement>
  withTime?: boolean
  /** The validation message; the field shows as invalid while it is set. */
  error?: string
  /** Inside a `Field`, which shows the error: the field's invalid state and its description ids. */
  invalid?: boolean
  describedBy?: string
  disabled?: boolean
  size?: 'sm' | 'lg'
}

/**
 * A date (or date-and-time) field in the format of requirements R9.6, `DD MMM YYYY` or `DD MMM YYYY
 * HH:mm`, with Indonesian month names and weeks from Sunday, whatever the browser's language: a
 * text field that accepts what people type (see `parseDateText`), a format hint, and a calendar to
 * pick the day from (keyboard: Alt+↓ opens it, arrows move, Page Up/Down change month, Esc closes).
 */
export function DateInput({
  id,
  what,
  value,
  onChange,
  onBlur,
  name,
  inputRef,
  withTime = false,
  error,
  invalid = false,
  describedBy,
  disabled,
  size,
}: DateInputProps) {
  const { t } = useLingui()
  const hintId = useId()
  const example = dateExample(withTime)
  const errorId = useId()
  const calendarId = useId()
  const [open, setOpen] = useState(false)
  const wrapper = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const parsed = parseDateText(value, { withTime })

  useEffect(() => {
    if (!open) return
    const onPointer = (event: MouseEvent) => {
      if (wrapper.current && !wrapper.current.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('mousedown', onPointer)
    return () => document.removeEventListener('mousedown', onPointer)
  }, [open])

  const close = () => {
    setOpen(false)
    toggle.current?.focus()
  }

  const pick = (day: dayjs.Dayjs) => {
    const time = withTime
      ? ` ${parsed ? calendarText.time(parsed) : (timeOf(value) ?? DEFAULT_TIME)}`
      : ''
    onChange(`${day.format(DATE_INPUT_FORMAT)}${time}`)
    setOpen(false)
    toggle.current?.focus()
  }

  return (
    <div
      className="date-input"
      ref={wrapper}
      onBlur={(e) => {
        // Tabbing out of the field and its calendar closes the calendar.
        if (open && e.relatedTarget && !e.currentTarget.contains(e.relatedTarget)) setOpen(false)
      }}
    >
      <InputGroup hasValidation size={size}>
        <Form.Control
          id={id}
          name={name}
          ref={inputRef}
          type="text"
          inputMode="text"
          autoComplete="off"
          spellCheck={false}
          // The format's letters in the screen's language (HH BBB TTTT in Indonesian).
          placeholder={
            withTime
              ? t({ message: 'DD MMM YYYY HH:mm', context: 'date and time field format' })
              : t({ message: 'DD MMM YYYY', context: 'date field format' })
          }
          value={value}
          disabled={disabled}
          isInvalid={!!error || invalid}
          aria-invalid={error || invalid ? true : undefined}
          aria-describedby={[hintId, error ? errorId : null, describedBy].filter(Boolean).join(' ')}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          onKeyDown={(e) => {
            if (e.altKey && e.key === 'ArrowDown') {
              e.preventDefault()
              setOpen(true)
            }
          }}
        />
        <Button
          ref={toggle}
          variant="outline-secondary"
          disabled={disabled}
          aria-label={t`Choose ${what} from a calendar`}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? calendarId : undefined}
          onClick={() => setOpen((o) => !o)}
        >
          <CalendarIcon />
        </Button>
        <Form.Control.Feedback type="invalid" id={errorId}>
          {error}
        </Form.Control.Feedback>
      </InputGroup>
      <Form.Text id={hintId}>
        <Trans>For example {example}</Trans>
      </Form.Text>
      {open ? (
        <Calendar
          id={calendarId}
          selected={parsed ?? parseDateText(value.split(/\s+/).slice(0, 3).join(' '))}
          onPick={pick}
          onClose={close}
        />
      ) : null}
    </div>
  )
}

/** The time part of a date-and-time text whose date part is unfinished, so picking a day keeps it. */
function timeOf(text: string): string | null {
  const match = /(\d{1,2})[:.](\d{2})\s*$/.exec(text)
  if (!match) return null
  const [h, m] = [Number(match[1]), Number(match[2])]
  return h < 24 && m < 60 ? `${String(h).padStart(2, '0')}:${match[2]}` : null
}

function CalendarIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M3.5 0a.5.5 0 0 1 .5.5V1h8V.5a.5.5 0 0 1 1 0V1h1a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H2a2 2 0 0 1-2-2V3a2 2 0 0 1 2-2h1V.5a.5.5 0 0 1 .5-.5zM1 4v10a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V4H1z" />
    </svg>
  )
}

/** A month of days, weeks from Sunday, as a dialog next to the field. */
function Calendar({
  id,
  selected,
  onPick,
  onClose,
}: {
  id: string
  selected: dayjs.Dayjs | null
  onPick: (day: dayjs.Dayjs) => void
  onClose: () => void
}) {
  const { t } = useLingui()
  const titleId = useId()
  const today = dayjs().startOf('day')
  const [focused, setFocused] = useState(() => (selected ?? today).startOf('day'))
  const grid = useRef<HTMLTableElement>(null)
  // The focused day takes the keyboard focus on opening and after each arrow key, but not when
  // the month buttons are used (they keep it, so they can be pressed again).
  const focusDay = useRef(true)

  useEffect(() => {
    if (!focusDay.current) return
    grid.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus()
  }, [focused])

  const first = focused.startOf('month')
  const start = first.startOf('week') // the locale's week: Sunday (requirements R1.6)
  const days = Array.from({ length: 42 }, (_, i) => start.add(i, 'day'))
  const weeks = Array.from({ length: 6 }, (_, w) => days.slice(w * 7, w * 7 + 7))

  const move = (to: dayjs.Dayjs, byKeyboard: boolean) => {
    focusDay.current = byKeyboard
    setFocused(to)
  }
  // One listener on the calendar (a composite widget): arrows, Home/End and Page Up/Down move the
  // focused day; Esc closes the calendar and not the dialog around it.
  const dialog = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    const onKey = (event: KeyboardEvent) => {
      const keys: Partial<Record<string, () => dayjs.Dayjs>> = {
        ArrowLeft: () => focused.subtract(1, 'day'),
        ArrowRight: () => focused.add(1, 'day'),
        ArrowUp: () => focused.subtract(1, 'week'),
        ArrowDown: () => focused.add(1, 'week'),
        Home: () => focused.startOf('week'),
        End: () => focused.endOf('week').startOf('day'),
        PageUp: () => focused.subtract(1, event.shiftKey ? 'year' : 'month'),
        PageDown: () => focused.add(1, event.shiftKey ? 'year' : 'month'),
      }
      if (event.key === 'Escape') {
        event.preventDefault()
        event.stopPropagation()
        onClose()
        return
      }
      const target = keys[event.key]
      const onDay = event.target instanceof HTMLElement && grid.current?.contains(event.target)
      if (!target || !onDay) return
      event.preventDefault()
      move(target(), true)
    }
    element.addEventListener('keydown', onKey)
    return () => element.removeEventListener('keydown', onKey)
  })

  return (
    <div
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      className="date-input-calendar card shadow p-2"
      ref={dialog}
    >
      <div className="d-flex align-items-center justify-content-between mb-1">
        <Button
          size="sm"
          variant="link"
          aria-label={t`Previous month`}
          onClick={() => move(focused.subtract(1, 'month'), false)}
        >
          ‹
        </Button>
        <h2 id={titleId} lang={calendarText.lang} className="h6 mb-0" aria-live="polite">
          {calendarText.month(first)}
        </h2>
        <Button
          size="sm"
          variant="link"
          aria-label={t`Next month`}
          onClick={() => move(focused.add(1, 'month'), false)}
        >
          ›
        </Button>
      </div>
      <table
        ref={grid}
        lang={calendarText.lang}
        className="date-input-grid"
        aria-labelledby={titleId}
      >
        <thead>
          <tr>
            {days.slice(0, 7).map((d) => (
              <th key={d.day()} scope="col" abbr={calendarText.weekday(d)}>
                {calendarText.weekdayShort(d)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.valueOf()}>
              {week.map((d) => {
                const isFocused = d.isSame(focused, 'day')
                const isSelected = !!selected && d.isSame(selected, 'day')
                const outside = d.month() !== first.month()
                return (
                  <td key={d.valueOf()}>
                    <button
                      type="button"
                      tabIndex={isFocused ? 0 : -1}
                      className={`btn btn-sm ${isSelected ? 'btn-primary' : 'btn-light'} ${outside ? 'text-body-secondary' : ''}`}
                      aria-label={calendarText.day(d)}
                      aria-pressed={isSelected}
                      aria-current={d.isSame(today, 'day') ? 'date' : undefined}
                      onClick={() => onPick(d)}
                    >
                      {d.date()}
                    </button>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="d-flex justify-content-between mt-1">
        <Button size="sm" variant="link" onClick={() => onPick(today)}>
          <Trans>Today</Trans>
        </Button>
        <Button size="sm" variant="link" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </div>
    </div>
  )
}

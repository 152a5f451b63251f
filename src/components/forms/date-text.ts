/**
 * How a date is typed, in words: the example every date field shows and the message for text that is
 * not a date. Apart from the field itself (date-input.tsx), so that the schemas checking dates on
 * the first screens do not bring the field's code along.
 */
import { msg } from '@lingui/core/macro'
import { translate } from '@/i18n'
import { toDateInputText, toDateTimeInputText } from '@/lib/dates'

/** The example shown under every date field and in its validation message: 14 Des 2026 09:00. */
const EXAMPLE_DATE = new Date(2026, 11, 14, 9, 0)

/** The example shown under every date field and in its validation message. */
export function dateExample(withTime: boolean): string {
  return withTime ? toDateTimeInputText(EXAMPLE_DATE) : toDateInputText(EXAMPLE_DATE)
}

/**
 * The message for text that is not a date in the seed format, in the person's language: called when
 * the text is checked (schemas' refinements, a field's own check), never at module load.
 */
export function invalidDateMessage(withTime: boolean): string {
  const example = dateExample(withTime)
  return withTime
    ? translate(
        msg`Enter the date and time as day, month, year and hours:minutes, for example ${example}.`,
      )
    : translate(msg`Enter the date as day, month and year, for example ${example}.`)
}

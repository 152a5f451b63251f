import dayjs from 'dayjs'
import 'dayjs/locale/id'
import updateLocale from 'dayjs/plugin/updateLocale'
import relativeTime from 'dayjs/plugin/relativeTime'
import { i18n } from '@/i18n'

dayjs.extend(updateLocale)
dayjs.extend(relativeTime)
// Requirements R1.6: Indonesian locale, weeks start on Sunday (dayjs's `id` starts on Monday).
dayjs.updateLocale('id', {
  weekStart: 0,
  // Indonesian abbreviations as people here write them (dayjs ships "Agt" for August).
  monthsShort: ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'],
})
dayjs.locale('id')

/*
 * Every date a person reads or types is formatted here, and nowhere else (dates.test.ts scans src for
 * any other formatting). Requirements R9.6: `DD MMM YYYY`, and `DD MMM YYYY HH:mm:ss` where time
 * shows, with the Indonesian month names of the `id` locale; the week starts on Sunday. A person
 * types minutes, not seconds (DATE_TIME_INPUT_FORMAT).
 */
export const DATE_FORMAT = 'DD MMM YYYY'
export const TIME_FORMAT = 'HH:mm:ss'
export const DATE_TIME_FORMAT = `${DATE_FORMAT} ${TIME_FORMAT}`

type DateInput = string | number | Date | dayjs.Dayjs | null | undefined

/** `value` in `format`, or `empty` when there is no date or it is not one. */
function formatOr(value: DateInput, format: string, empty: string): string {
  if (value === null || value === undefined || value === '') return empty
  const d = dayjs(value)
  return d.isValid() ? d.format(format) : empty
}

export function formatDate(value: DateInput): string {
  return formatOr(value, DATE_FORMAT, '—')
}

export function formatDateTime(value: DateInput): string {
  return formatOr(value, DATE_TIME_FORMAT, '—')
}

/** The time of day alone, where the date is plain from the context ("saved at 14:05:09"). */
export function formatTime(value: DateInput): string {
  return formatOr(value, TIME_FORMAT, '—')
}

/**
 * "in 3 days" / "3 minutes ago" ("dalam 3 hari" / "3 menit yang lalu"): the distance to `value`,
 * worded in the language shown (the dates themselves keep the Indonesian month names of
 * requirements R9.6 in both languages). Called when shown, by a component that reads the language.
 */
export function fromNow(value: DateInput, now: DateInput = Date.now()): string {
  if (value === null || value === undefined || value === '') return ''
  const d = dayjs(value)
  return d.isValid() ? d.locale(i18n.locale === 'id' ? 'id' : 'en').from(dayjs(now)) : ''
}

/** What a person types in a date field, and what the field prints (requirements R9.6). */
export const DATE_INPUT_FORMAT = DATE_FORMAT
/** The time a person types after the date: minutes are enough to plan a period. */
export const TIME_INPUT_FORMAT = 'HH:mm'
/** What a person types in a date-and-time field. */
export const DATE_TIME_INPUT_FORMAT = `${DATE_INPUT_FORMAT} ${TIME_INPUT_FORMAT}`

/** Text for a date field: `14 Des 2026`, or '' when there is no date. */
export function toDateInputText(value: DateInput): string {
  return formatOr(value, DATE_INPUT_FORMAT, '')
}

/** Text for a date-and-time field: `14 Des 2026 09:00`, or '' when there is no date. */
export function toDateTimeInputText(value: DateInput): string {
  return formatOr(value, DATE_TIME_INPUT_FORMAT, '')
}

/**
 * The words of the date field's calendar, in the locale of requirements R1.6: the month shown,
 * weekday names, and each day in full. `lang` marks them as Indonesian in the page, so a screen
 * reader reads "Selasa" as Indonesian inside the English interface (WCAG 3.1.2).
 */
export const calendarText = {
  lang: 'id',
  month: (day: dayjs.Dayjs) => day.format('MMMM YYYY'),
  weekdayShort: (day: dayjs.Dayjs) => day.format('dd'),
  weekday: (day: dayjs.Dayjs) => day.format('dddd'),
  day: (day: dayjs.Dayjs) => day.format('dddd, DD MMMM YYYY'),
  time: (day: dayjs.Dayjs) => day.format(TIME_INPUT_FORMAT),
}

/**
 * A calendar day as programs read it (URL parameters, names of downloaded files), in local time:
 * `2026-12-14`. Never shown as a date to read.
 */
export function isoDay(value: DateInput = Date.now()): string {
  const d = dayjs(value ?? undefined)
  return d.isValid() ? d.format('YYYY-MM-DD') : ''
}

const MONTH_NAMES: Record<string, number | undefined> = {}
;[
  ['jan', 'januari', 'january'],
  ['feb', 'februari', 'february'],
  ['mar', 'maret', 'march'],
  ['apr', 'april'],
  ['mei', 'may'],
  ['jun', 'juni', 'june'],
  ['jul', 'juli', 'july'],
  ['agu', 'agt', 'agus', 'agustus', 'aug', 'august'],
  ['sep', 'sept', 'september'],
  ['okt', 'oktober', 'oct', 'october'],
  ['nov', 'nopember', 'november'],
  ['des', 'desember', 'dec', 'december'],
].forEach((names, month) => names.forEach((name) => (MONTH_NAMES[name] = month)))

const TIME = String.raw`(?:[\s,]+(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?)?$`
const NAMED = new RegExp(String.raw`^(\d{1,2})[\s.-]*([a-z]+)\.?[\s.-]*(\d{4})` + TIME)
const NUMERIC = new RegExp(String.raw`^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})` + TIME)
const ISO = new RegExp(String.raw`^(\d{4})-(\d{2})-(\d{2})` + TIME.replace('[\\s,]+', '[t\\s]'))

/**
 * Reads a date a person typed, in local time: `14 Des 2026` (Indonesian or English month names,
 * short or full, any case), `14/12/2026` (day first), or `2026-12-14`; with `withTime`, followed
 * by the time `09:00` (or `09.00`, seconds optional), which is then required. Returns null for
 * anything else, including days that do not exist (31 Jun).
 */
export function parseDateText(
  text: string,
  { withTime = false }: { withTime?: boolean } = {},
): dayjs.Dayjs | null {
  const clean = text.trim().toLowerCase().replace(/\s+/g, ' ')
  let parts: [number, number, number, string | undefined, string | undefined, string | undefined]
  const iso = ISO.exec(clean)
  const named = NAMED.exec(clean)
  const numeric = NUMERIC.exec(clean)
  if (iso) {
    parts = [Number(iso[3]), Number(iso[2]) - 1, Number(iso[1]), iso[4], iso[5], iso[6]]
  } else if (named) {
    const month = MONTH_NAMES[named[2] ?? '']
    if (month === undefined) return null
    parts = [Number(named[1]), month, Number(named[3]), named[4], named[5], named[6]]
  } else if (numeric) {
    parts = [
      Number(numeric[1]),
      Number(numeric[2]) - 1,
      Number(numeric[3]),
      numeric[4],
      numeric[5],
      numeric[6],
    ]
  } else {
    return null
  }
  const [day, month, year, hour, minute, second] = parts
  if (withTime !== (hour !== undefined)) return null
  const h = Number(hour ?? 0)
  const m = Number(minute ?? 0)
  const s = Number(second ?? 0)
  if (month < 0 || month > 11 || h > 23 || m > 59 || s > 59) return null
  const d = dayjs(new Date(year, month, day, h, m, s))
  if (!d.isValid() || d.date() !== day || d.month() !== month || d.year() !== year) return null
  return d
}

export { currentYear } from '@/lib/current-year'

export { dayjs }

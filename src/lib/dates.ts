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

/** Writes a valid date in a format: where the reader's clock is not this device's. */
export type DateWriter = (value: dayjs.Dayjs, format: string) => string

let writer: DateWriter | null = null

/**
 * The demo API writes its texts for readers elsewhere: in the time zone a request names, or an
 * e-mail's (src/demo/handlers/time-zone.ts). Unset in the browser, where dates read in the device's
 * own zone.
 */
export function writeDatesWith(next: DateWriter | null): void {
  writer = next
}

/** The IANA name of this device's time zone (`Asia/Makassar`), if the runtime says it. */
export function deviceTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined
  } catch {
    return undefined
  }
}

const zoneFormatters = new Map<string, { parts: Intl.DateTimeFormat; name: Intl.DateTimeFormat }>()

function zoneFormattersOf(asked: string) {
  let found = zoneFormatters.get(asked)
  if (!found) {
    // Under its canonical name ("asia/JAKARTA" is Asia/Jakarta): a few dozen zones at most.
    const zone = new Intl.DateTimeFormat('en-US', { timeZone: asked }).resolvedOptions().timeZone
    found = zoneFormatters.get(zone)
    if (found) return found
    const numeric = 'numeric' as const
    found = {
      parts: new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: numeric,
        month: numeric,
        day: numeric,
        hour: numeric,
        minute: numeric,
        second: numeric,
      }),
      // Indonesian names (WIB, WITA, WIT) in both languages, as the month names are; other zones
      // by their offset (GMT+1) or name (UTC).
      name: new Intl.DateTimeFormat('id-ID', { timeZone: zone, timeZoneName: 'short' }),
    }
    zoneFormatters.set(zone, found)
  }
  return found
}

/** Whether `zone` is a time zone this runtime knows (an IANA name such as `Asia/Makassar`). */
export function isTimeZone(zone: string | null | undefined): zone is string {
  if (!zone || zone.length > 64) return false
  try {
    zoneFormattersOf(zone)
    return true
  } catch {
    return false
  }
}

/**
 * `value` in `format` (this file's tokens: YYYY MMM DD HH mm ss) on the wall clock of `zone`, the
 * zone named after a time: `14 Des 2026 17:00:00 WITA`. For texts read away from this device
 * (src/demo/handlers/time-zone.ts); screens use the device's own clock.
 */
export function formatInZone(value: dayjs.Dayjs, format: string, zone: string): string {
  const { parts, name } = zoneFormattersOf(zone)
  const at = value.toDate()
  const wall = Object.fromEntries(parts.formatToParts(at).map((p) => [p.type, p.value]))
  const two = (type: string) => String(Number(wall[type] ?? 0)).padStart(2, '0')
  const text = format.replace(/YYYY|MMM|DD|HH|mm|ss/g, (token) => {
    switch (token) {
      case 'YYYY':
        return String(wall.year)
      case 'MMM':
        // The month's name as everywhere (the middle of the month: no zone can move it).
        return dayjs(new Date(2000, Number(wall.month) - 1, 15)).format(token)
      case 'DD':
        return two('day')
      case 'HH':
        return two('hour')
      case 'mm':
        return two('minute')
      default:
        return two('second')
    }
  })
  if (!format.includes('HH')) return text
  const zoneName = name.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value
  return zoneName ? `${text} ${zoneName}` : text
}

/** `value` in `format`, or `empty` when there is no date or it is not one. */
function formatOr(value: DateInput, format: string, empty: string): string {
  if (value === null || value === undefined || value === '') return empty
  const d = dayjs(value)
  if (!d.isValid()) return empty
  return writer ? writer(d, format) : d.format(format)
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

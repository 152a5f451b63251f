import dayjs from 'dayjs'
import 'dayjs/locale/id'
import updateLocale from 'dayjs/plugin/updateLocale'
import relativeTime from 'dayjs/plugin/relativeTime'

dayjs.extend(updateLocale)
dayjs.extend(relativeTime)
// Seed §1: Indonesian locale, weeks start on Sunday (dayjs's `id` starts on Monday).
dayjs.updateLocale('id', {
  weekStart: 0,
  // Indonesian abbreviations as people here write them (dayjs ships "Agt" for August).
  monthsShort: ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'],
})
dayjs.locale('id')

export const DATE_FORMAT = 'DD MMM YYYY'
export const DATE_TIME_FORMAT = 'DD MMM YYYY HH:mm:ss'

type DateInput = string | number | Date | null | undefined

export function formatDate(value: DateInput): string {
  if (value === null || value === undefined || value === '') return '—'
  const d = dayjs(value)
  return d.isValid() ? d.format(DATE_FORMAT) : '—'
}

export function formatDateTime(value: DateInput): string {
  if (value === null || value === undefined || value === '') return '—'
  const d = dayjs(value)
  return d.isValid() ? d.format(DATE_TIME_FORMAT) : '—'
}

/** "3 hari lagi" style distance, in the app's locale. */
export function fromNow(value: DateInput): string {
  const d = dayjs(value ?? undefined)
  return d.isValid() ? d.fromNow() : ''
}

/** Value for an `<input type="datetime-local">`. */
export function toDateTimeInput(value: DateInput): string {
  const d = dayjs(value ?? undefined)
  return d.isValid() ? d.format('YYYY-MM-DDTHH:mm') : ''
}

export function currentYear(): number {
  return dayjs().year()
}

export { dayjs }

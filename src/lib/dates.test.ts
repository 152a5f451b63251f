import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import {
  calendarText,
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  dayjs,
  formatDate,
  formatInZone,
  formatDateTime,
  formatTime,
  fromNow,
  isoDay,
  isTimeZone,
  parseDateText,
  toDateInputText,
  toDateTimeInputText,
} from '@/lib/dates'

const INDONESIAN_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'Mei',
  'Jun',
  'Jul',
  'Agu',
  'Sep',
  'Okt',
  'Nov',
  'Des',
]
/** Requirements R9.6: DD MMM YYYY HH:mm:ss where time shows, Indonesian month names. */
const SEED_DATE_TIME = new RegExp(
  `^\\d\\d (${INDONESIAN_MONTHS.join('|')}) \\d{4} \\d\\d:\\d\\d:\\d\\d$`,
)

describe('dates (requirements R1.6, R9.6)', () => {
  it('formats DD MMM YYYY in the Indonesian locale', () => {
    expect(DATE_FORMAT).toBe('DD MMM YYYY')
    expect(formatDate('2026-08-17T03:00:00Z')).toBe('17 Agu 2026')
    expect(formatDate('2026-05-02T03:00:00Z')).toBe('02 Mei 2026')
  })

  it('formats DD MMM YYYY HH:mm:ss where time shows (Asia/Jakarta in tests)', () => {
    expect(DATE_TIME_FORMAT).toBe('DD MMM YYYY HH:mm:ss')
    expect(formatDateTime('2026-12-24T16:30:05Z')).toBe('24 Des 2026 23:30:05')
  })

  it('names every month in Indonesian, never in English or the browser’s locale', () => {
    const months = Array.from(
      { length: 12 },
      (_, m) => formatDate(new Date(2026, m, 15, 12)).split(' ')[1],
    )
    expect(months).toEqual(INDONESIAN_MONTHS)
    for (let m = 0; m < 12; m++)
      expect(formatDateTime(new Date(2026, m, 15, 9, 5, 7))).toMatch(SEED_DATE_TIME)
    expect(formatDateTime('2026-05-02T02:04:09Z')).not.toMatch(/May|AM|PM|\//)
    expect(calendarText.month(dayjs('2026-12-14'))).toBe('Desember 2026')
    expect(calendarText.day(dayjs('2026-12-13'))).toBe('Minggu, 13 Desember 2026')
  })

  it('shows the time alone as the seed shows it, and types minutes only', () => {
    expect(formatTime('2026-12-24T16:30:05Z')).toBe('23:30:05')
    expect(formatTime(undefined)).toBe('—')
    expect(calendarText.time(dayjs('2026-12-24T16:30:05Z'))).toBe('23:30')
    expect(toDateTimeInputText('2026-12-24T16:30:05Z')).toBe('24 Des 2026 23:30')
  })

  it('gives programs the local calendar day (URL filters, file names)', () => {
    // 23:30 in Jakarta is still the 24th there, though it is the 24th 16:30 in UTC: the day a person sees.
    expect(isoDay('2026-12-24T16:30:05Z')).toBe('2026-12-24')
    expect(isoDay('2026-12-24T17:30:05Z')).toBe('2026-12-25')
    expect(isoDay('garbage')).toBe('')
  })

  it('starts the week on Sunday', () => {
    expect(dayjs('2026-11-19').startOf('week').format('dddd DD')).toBe('Minggu 15')
  })

  it('shows a dash for a missing or invalid date rather than "Invalid Date"', () => {
    expect(formatDate(null)).toBe('—')
    expect(formatDateTime('not a date')).toBe('—')
  })

  it('words relative times in English, like the rest of the interface', () => {
    const now = '2026-11-23T10:00:00Z'
    expect(fromNow('2026-11-23T09:57:00Z', now)).toBe('3 minutes ago')
    expect(fromNow('2026-11-26T10:00:00Z', now)).toBe('in 3 days')
    expect(fromNow('2026-11-23T10:00:20Z', now)).toBe('in a few seconds')
    expect(fromNow(null, now)).toBe('')
    // The dates around it keep the Indonesian month names.
    expect(formatDate('2026-08-17T03:00:00Z')).toBe('17 Agu 2026')
  })

  it('prints the text a date field shows, in the seed format', () => {
    expect(toDateInputText('2026-12-14T02:00:00Z')).toBe('14 Des 2026')
    expect(toDateTimeInputText('2026-12-14T02:00:00Z')).toBe('14 Des 2026 09:00')
    expect(toDateTimeInputText('')).toBe('')
    expect(toDateTimeInputText('garbage')).toBe('')
  })
})

describe('parseDateText', () => {
  const iso = (text: string, withTime = false) =>
    parseDateText(text, { withTime })?.toISOString() ?? null

  it('reads what the fields print, back to the same moment (local time, Asia/Jakarta here)', () => {
    expect(iso('14 Des 2026')).toBe('2026-12-13T17:00:00.000Z')
    expect(iso('14 Des 2026 09:00', true)).toBe('2026-12-14T02:00:00.000Z')
    for (const value of ['2026-01-05T00:00:00Z', '2026-08-17T03:30:00Z', '2027-02-28T23:59:00Z']) {
      expect(iso(toDateTimeInputText(value), true)).toBe(new Date(value).toISOString())
    }
  })

  it('accepts Indonesian and English month names, short or full, in any case', () => {
    for (const text of [
      '17 Agu 2026',
      '17 agt 2026',
      '17 Agustus 2026',
      '17 Aug 2026',
      '17 AUGUST 2026',
      '17-Agu-2026',
      '17Agu2026',
    ]) {
      expect(iso(text), text).toBe('2026-08-16T17:00:00.000Z')
    }
    expect(iso('2 Mei 2026')).toBe(iso('02 May 2026'))
    expect(iso('1 Okt 2026')).toBe(iso('1 Oct 2026'))
  })

  it('accepts day-first numbers and ISO dates too', () => {
    expect(iso('14/12/2026')).toBe('2026-12-13T17:00:00.000Z')
    expect(iso('14.12.2026 09.30', true)).toBe('2026-12-14T02:30:00.000Z')
    expect(iso('2026-12-14')).toBe('2026-12-13T17:00:00.000Z')
    expect(iso('2026-12-14T09:00', true)).toBe('2026-12-14T02:00:00.000Z')
    expect(iso('14 Des 2026 09:00:30', true)).toBe('2026-12-14T02:00:30.000Z')
  })

  it('refuses dates that do not exist, unknown months, and a missing or unexpected time', () => {
    for (const text of [
      '31 Jun 2026',
      '29 Feb 2026',
      '0 Jan 2026',
      '14 Dex 2026',
      '14/13/2026',
      '',
      'tomorrow',
      '14 Des 26',
    ]) {
      expect(iso(text), text).toBeNull()
    }
    expect(iso('29 Feb 2028')).not.toBeNull()
    expect(iso('14 Des 2026', true)).toBeNull()
    expect(iso('14 Des 2026 09:00')).toBeNull()
    expect(iso('14 Des 2026 24:00', true)).toBeNull()
    expect(iso('14 Des 2026 09:60', true)).toBeNull()
  })
})

describe('dates written for a reader in another time zone (docs/api.md, the Time-Zone header)', () => {
  it("writes on the zone's wall clock, naming the zone after a time only", () => {
    const at = dayjs('2026-12-24T16:30:05Z')
    expect(formatInZone(at, DATE_TIME_FORMAT, 'Asia/Jakarta')).toBe('24 Des 2026 23:30:05 WIB')
    // An hour later in Makassar: the next day.
    expect(formatInZone(at, DATE_TIME_FORMAT, 'Asia/Makassar')).toBe('25 Des 2026 00:30:05 WITA')
    expect(formatInZone(at, DATE_FORMAT, 'Asia/Jayapura')).toBe('25 Des 2026')
    expect(formatInZone(at, DATE_TIME_FORMAT, 'UTC')).toBe('24 Des 2026 16:30:05 UTC')
    expect(formatInZone(dayjs('2026-08-01T00:00:00Z'), DATE_FORMAT, 'UTC')).toBe('01 Agu 2026')
  })

  it('knows an IANA zone and refuses anything else', () => {
    expect(isTimeZone('Asia/Makassar')).toBe(true)
    for (const zone of ['Mars/Olympus', '', null, undefined, 'x'.repeat(65)])
      expect(isTimeZone(zone)).toBe(false)
  })
})

describe('one formatter for every date a person reads or types', () => {
  // This file's folder is src/lib (import.meta.url is not a file address under jsdom).
  const SRC = join(__dirname, '..')
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? files(join(dir, entry.name))
        : /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
          ? [join(dir, entry.name)]
          : [],
    )
  const FORBIDDEN: Array<[RegExp, string]> = [
    [/\.format\(\s*['"`]/, 'formats a date itself: use src/lib/dates.ts'],
    [
      /toLocale(Date|Time)String|Intl\.DateTimeFormat|\.toLocaleString\(\s*\)/,
      'formats in the browser’s locale',
    ],
    [/toISOString\(\)\.slice|toDateString\(|toUTCString\(/, 'shows an ISO or English date'],
    [
      /type=["'](date|time|datetime-local|month|week)["']|type:\s*['"](date|datetime-local)['"]/,
      'uses the browser’s own date picker, in its language',
    ],
  ]

  it('is src/lib/dates.ts: no other file of the app or the demo API formats a date', () => {
    const scanned = files(SRC)
    expect(scanned.length).toBeGreaterThan(200)
    const offences = scanned
      .filter((file) => relative(SRC, file) !== join('lib', 'dates.ts'))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, i) =>
            FORBIDDEN.filter(([pattern]) => pattern.test(line)).map(
              ([, why]) => `${relative(SRC, file)}:${i + 1} ${why}`,
            ),
          ),
      )
    expect(offences).toEqual([])
  })
})

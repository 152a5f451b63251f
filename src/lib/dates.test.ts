import { DATE_FORMAT, DATE_TIME_FORMAT, dayjs, formatDate, formatDateTime, fromNow, parseDateText, toDateInputText, toDateTimeInputText } from '@/lib/dates'

describe('dates (seed §1, §3)', () => {
  it('formats DD MMM YYYY in the Indonesian locale', () => {
    expect(DATE_FORMAT).toBe('DD MMM YYYY')
    expect(formatDate('2026-08-17T03:00:00Z')).toBe('17 Agu 2026')
    expect(formatDate('2026-05-02T03:00:00Z')).toBe('02 Mei 2026')
  })

  it('formats DD MMM YYYY HH:mm:ss where time shows (Asia/Jakarta in tests)', () => {
    expect(DATE_TIME_FORMAT).toBe('DD MMM YYYY HH:mm:ss')
    expect(formatDateTime('2026-12-24T16:30:05Z')).toBe('24 Des 2026 23:30:05')
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
  const iso = (text: string, withTime = false) => parseDateText(text, { withTime })?.toISOString() ?? null

  it('reads what the fields print, back to the same moment (local time, Asia/Jakarta here)', () => {
    expect(iso('14 Des 2026')).toBe('2026-12-13T17:00:00.000Z')
    expect(iso('14 Des 2026 09:00', true)).toBe('2026-12-14T02:00:00.000Z')
    for (const value of ['2026-01-05T00:00:00Z', '2026-08-17T03:30:00Z', '2027-02-28T23:59:00Z']) {
      expect(iso(toDateTimeInputText(value), true)).toBe(new Date(value).toISOString())
    }
  })

  it('accepts Indonesian and English month names, short or full, in any case', () => {
    for (const text of ['17 Agu 2026', '17 agt 2026', '17 Agustus 2026', '17 Aug 2026', '17 AUGUST 2026', '17-Agu-2026', '17Agu2026']) {
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
    for (const text of ['31 Jun 2026', '29 Feb 2026', '0 Jan 2026', '14 Dex 2026', '14/13/2026', '', 'tomorrow', '14 Des 26']) {
      expect(iso(text), text).toBeNull()
    }
    expect(iso('29 Feb 2028')).not.toBeNull()
    expect(iso('14 Des 2026', true)).toBeNull()
    expect(iso('14 Des 2026 09:00')).toBeNull()
    expect(iso('14 Des 2026 24:00', true)).toBeNull()
    expect(iso('14 Des 2026 09:60', true)).toBeNull()
  })
})

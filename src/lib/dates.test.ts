import { DATE_FORMAT, DATE_TIME_FORMAT, dayjs, formatDate, formatDateTime } from '@/lib/dates'

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
})

import { currentYear } from '@/lib/current-year'
import { correctedYearSearch, keepYear, parseYear, toYear, yearOf } from '@/lib/selected-year'

const NOW = currentYear()
const PAST = NOW - 1

describe('the year in the address', () => {
  it('reads ?year= as an integer, and nothing that is not a year', () => {
    expect(parseYear('2025')).toBe(2025)
    expect(parseYear('2025.0')).toBe(2025)
    expect(parseYear(' 2025')).toBe(2025)
    for (const raw of ['abc', '', '  ', '25', '1999', '3000', null, undefined])
      expect(parseYear(raw)).toBeNull()
  })

  it('falls back to the current year when the address has no valid year', () => {
    expect(yearOf(`?year=${PAST}`)).toBe(PAST)
    expect(yearOf('?year=abc')).toBe(NOW)
    expect(yearOf('?keyword=x')).toBe(NOW)
    expect(yearOf('')).toBe(NOW)
  })

  it('puts a year that is not one right: removed when invalid, written as digits, the rest kept', () => {
    expect(correctedYearSearch('?year=abc')).toBe('')
    expect(correctedYearSearch('?page=2&year=abc&keyword=x')).toBe('?page=2&keyword=x')
    expect(correctedYearSearch('?year=2025.0&page=2')).toBe('?year=2025&page=2')
    expect(correctedYearSearch('?year=2025&page=2')).toBeNull()
    expect(correctedYearSearch('?page=2')).toBeNull()
  })
})

describe('links keep the year', () => {
  it('add a past year to a link, after its own query and before its fragment', () => {
    const search = `?year=${PAST}&page=3`
    expect(keepYear('/a/b', search)).toBe(`/a/b?year=${PAST}`)
    expect(keepYear('/a/b?phase=2#top', search)).toBe(`/a/b?phase=2&year=${PAST}#top`)
    expect(keepYear({ pathname: '/a', search: '?x=1' }, search)).toEqual({
      pathname: '/a',
      search: `?x=1&year=${PAST}`,
    })
  })

  it('leave a link alone on a screen of the current year, or when it names its own year', () => {
    expect(keepYear('/a', '')).toBe('/a')
    expect(keepYear('/a', `?year=${NOW}`)).toBe('/a')
    expect(keepYear('/a', '?year=abc')).toBe('/a')
    expect(keepYear(`/a?year=${PAST - 1}`, `?year=${PAST}`)).toBe(`/a?year=${PAST - 1}`)
  })

  it('send a link to another year, leaving the current year out of the address', () => {
    expect(toYear('/a?keyword=x', PAST)).toBe(`/a?keyword=x&year=${PAST}`)
    expect(toYear(`/a?year=${PAST}&keyword=x`, NOW)).toBe('/a?keyword=x')
    expect(toYear({ pathname: '/a', search: `?year=${PAST}` }, NOW)).toEqual({
      pathname: '/a',
      search: '',
    })
  })
})

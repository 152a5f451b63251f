import { act } from '@testing-library/react'
import { activateLanguage } from '@/i18n'
import { formatIdr, parseIdr } from '@/lib/money'

describe('money in IDR', () => {
  it.each([
    [1_500_000, 'Rp 1.500.000'],
    [0, 'Rp 0'],
    [999, 'Rp 999'],
    [-25_000, '-Rp 25.000'],
  ])('formats %d as %s', (value, text) => expect(formatIdr(value)).toBe(text))

  it('shows a dash for no value', () => expect(formatIdr(null)).toBe('—'))

  it.each([
    ['Rp 1.500.000', 1_500_000],
    ['1500000', 1_500_000],
    ['1.500.000', 1_500_000],
    ['', null],
    ['abc', null],
    ['1,5 juta', null],
  ])('reads %s', (text, value) => expect(parseIdr(text)).toBe(value))
})

describe('money in IDR, in either language', () => {
  it('is written the way Indonesian writes it: Rp 1.250.000', async () => {
    await act(() => activateLanguage('id'))
    expect(formatIdr(1_250_000)).toBe('Rp 1.250.000')
    expect(parseIdr('Rp 1.250.000')).toBe(1_250_000)
  })
})

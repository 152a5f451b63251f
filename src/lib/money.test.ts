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

import { act } from '@testing-library/react'
import { activateLanguage } from '@/i18n'
import { formatIdr, MAX_IDR, negativeIdr, parseIdr, tooLargeIdr } from '@/lib/money'

describe('money in IDR', () => {
  it.each([
    [1_500_000, 'Rp 1,500,000'],
    [0, 'Rp 0'],
    [999, 'Rp 999'],
    [-25_000, '-Rp 25,000'],
    [1_234.6, 'Rp 1,235'],
  ])('formats %d as %s in English', (value, text) => expect(formatIdr(value)).toBe(text))

  it('shows a dash for no value', () => expect(formatIdr(null)).toBe('—'))

  it.each([
    ['Rp 1.500.000', 1_500_000],
    ['1500000', 1_500_000],
    ['1.500.000', 1_500_000],
    ['', null],
    ['abc', null],
    ['1,5', null],
    ['5 apel', null],
    ['12.34', null],
  ])('reads %s', (text, value) => expect(parseIdr(text)).toBe(value))

  it.each([
    ['1,5 miliar', 1_500_000_000],
    ['1,5 Miliar', 1_500_000_000],
    ['750 juta', 750_000_000],
    ['Rp 1.500.000.000', 1_500_000_000],
    ['Rp 1.500.000,00', 1_500_000],
    ['Rp1.500.000,-', 1_500_000],
    ['2,25 jt', 2_250_000],
    ['1.500 juta', 1_500_000_000],
    ['1,1 miliar', 1_100_000_000],
    ['1.5 billion', 1_500_000_000],
    ['750 million', 750_000_000],
    ['1 500 000', 1_500_000],
    ['-25.000', -25_000],
    // As English writes it: commas between thousands, a point before zero cents.
    ['1,500,000', 1_500_000],
    ['Rp 1,000', 1_000],
    ['1,500,000.00', 1_500_000],
    // With a word for its size, the word's language says which sign is the decimal one.
    ['1,500 million', 1_500_000_000],
    ['1.500 million', 1_500_000],
    ['1,500 juta', 1_500_000],
  ])('reads the amount people write, %s', (text, value) => expect(parseIdr(text)).toBe(value))

  it.each([
    '1.500,000',
    '1,500.000',
    '1,50,000',
    'Rp 1.500.000,000',
    '1,500,00',
    '1.500.00',
    '15.000.0',
    '1,000,00',
  ])('does not guess at thousands grouped two ways, or cents after the wrong sign, %s', (text) =>
    expect(parseIdr(text)).toBeNull(),
  )

  it.each(['1,2345 ribu', '1,5 apel', 'satu miliar', '1,5,5 juta', '1.5.5 juta', 'Rp 2 M'])(
    'does not guess at %s',
    (text) => expect(parseIdr(text)).toBeNull(),
  )
})

describe('money in IDR, in either language', () => {
  it('is written the way Indonesian writes it: Rp 1.250.000', async () => {
    await act(() => activateLanguage('id'))
    expect(formatIdr(1_250_000)).toBe('Rp 1.250.000')
    expect(parseIdr('Rp 1.250.000')).toBe(1_250_000)
    await act(() => activateLanguage('en'))
    expect(formatIdr(1_250_000)).toBe('Rp 1,250,000')
    expect(parseIdr('Rp 1,250,000')).toBe(1_250_000)
  })

  it('tells an amount below zero from one written wrong, however large', () => {
    expect(negativeIdr('-5.000')).toBe(true)
    expect(negativeIdr('- Rp 2 miliar')).toBe(true)
    expect(negativeIdr('-10.000.000.000.000.000')).toBe(true)
    expect(parseIdr('-10.000.000.000.000.000')).toBeNull()
    expect(negativeIdr('-0')).toBe(false)
    expect(negativeIdr('5.000')).toBe(false)
    expect(negativeIdr('-lots')).toBe(false)
  })

  it('tells an amount too large to take from one written wrong', () => {
    expect(tooLargeIdr('Rp 1.000.000.000.000.000')).toBe(false)
    expect(parseIdr('Rp 1.000.000.000.000.000')).toBe(MAX_IDR)
    expect(tooLargeIdr('1.000.000.000.000.001')).toBe(true)
    expect(tooLargeIdr('2000 triliun')).toBe(true)
    // Beyond what a number holds exactly: still an amount, too large.
    expect(tooLargeIdr('99.999.999.999.999.999.999')).toBe(true)
    expect(tooLargeIdr('99999999999999999999999')).toBe(true)
    // However it is written: a word for its size, cents of zero, the sign.
    expect(tooLargeIdr('20000000 triliun')).toBe(true)
    expect(tooLargeIdr('9.999.999 triliun')).toBe(true)
    expect(tooLargeIdr('1,5 trillion')).toBe(false)
    expect(tooLargeIdr('99.999.999.999.999.999.999,00')).toBe(true)
    expect(tooLargeIdr('Rp 99999999999999999999,-')).toBe(true)
    expect(tooLargeIdr('1000 triliun')).toBe(false)
    expect(tooLargeIdr('1000,000000000001 triliun')).toBe(true)
    expect(tooLargeIdr('0001.000.000.000.000.000')).toBe(false)
    expect(tooLargeIdr('1,5 juta')).toBe(false)
    expect(tooLargeIdr('banyak')).toBe(false)
    expect(tooLargeIdr('1.2.3')).toBe(false)
  })
})

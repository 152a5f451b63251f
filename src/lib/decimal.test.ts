import { activateLanguage } from '@/i18n'
import { decimalText, parseDecimal, typedDecimal } from '@/lib/decimal'
import { z } from '@/lib/zod'

describe('numbers with decimals typed in a field', () => {
  it('shows them with a point in English', () => {
    expect(decimalText(0.25)).toBe('0.25')
    expect(decimalText(3)).toBe('3')
    expect(decimalText(1250.5)).toBe('1250.5')
  })

  it('shows them with a comma in Bahasa Indonesia', async () => {
    await activateLanguage('id')
    expect(decimalText(0.25)).toBe('0,25')
    expect(decimalText(3)).toBe('3')
    expect(decimalText(1250.5)).toBe('1250,5')
  })

  it('reads a comma or a point as the decimal mark, in either language', async () => {
    for (const language of ['en', 'id'] as const) {
      await activateLanguage(language)
      expect(parseDecimal('0,25')).toBe(0.25)
      expect(parseDecimal(' 0.3 ')).toBe(0.3)
      expect(parseDecimal(',5')).toBe(0.5)
      expect(parseDecimal('2')).toBe(2)
      expect(parseDecimal('-1,5')).toBe(-1.5)
    }
  })

  it('reads nothing, letters or two marks as no number', () => {
    for (const text of ['', ' ', 'abc', '0,2,5', '1.000,5', '1e3', '0.25x', ',']) {
      expect(parseDecimal(text)).toBeNull()
    }
  })

  it('checks what was read with the value’s own schema and message', () => {
    const schema = typedDecimal(
      z.number({ error: 'Enter a number.' }).check(z.lte(3, { error: 'At most 3.' })),
    )
    expect(schema.parse('0,3')).toBe(0.3)
    expect(schema.safeParse('4').error?.issues[0]?.message).toBe('At most 3.')
    expect(schema.safeParse('zero').error?.issues[0]?.message).toBe('Enter a number.')
    expect(schema.safeParse('').error?.issues[0]?.message).toBe('Enter a number.')
  })
})

import { formatScore, formatZ } from '@/features/scoring/format'
import { activateLanguage } from '@/i18n'

describe('scores as each language writes them', () => {
  it('uses a decimal point in English', () => {
    expect(formatScore(7.549)).toBe('7.55')
    expect(formatScore(7.5, 1)).toBe('7.5')
    expect(formatZ(1.2)).toBe('+1.20')
    expect(formatZ(-0.001)).toBe('0.00')
    expect(formatScore(null)).toBe('—')
  })

  it('uses a decimal comma in Bahasa Indonesia', async () => {
    await activateLanguage('id')
    expect(formatScore(7.549)).toBe('7,55')
    expect(formatScore(7.5, 1)).toBe('7,5')
    expect(formatZ(1.2)).toBe('+1,20')
    expect(formatZ(-0.75)).toBe('-0,75')
    expect(formatZ(-0.001)).toBe('0,00')
    expect(formatZ(undefined)).toBe('—')
  })
})

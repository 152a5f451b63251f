import { i18n } from '@/i18n'

/**
 * A number as the language shown writes it: a decimal comma in Indonesian, a point in English
 * (docs/glossary.md). Called while a screen renders, by a component that reads the language.
 */
const decimals = (fixed: string) => (i18n.locale === 'id' ? fixed.replace('.', ',') : fixed)

/** Scores shown with two decimals (1–10 scale); z-scores signed. Missing values as an em dash. */
export function formatScore(value: number | null | undefined, digits = 2): string {
  return value === null || value === undefined ? '—' : decimals(value.toFixed(digits))
}

export function formatZ(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—'
  const fixed = value.toFixed(2)
  // -0.00 reads as a negative score: show it as 0.00.
  return decimals(fixed === '-0.00' ? '0.00' : value > 0 ? `+${fixed}` : fixed)
}

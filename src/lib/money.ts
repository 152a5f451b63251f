/** The rupiah's sign, as written before an amount in both languages. */
// The currency's sign, not a word: written the same in both languages.
// eslint-disable-next-line lingui/no-unlocalized-strings
export const RUPIAH = 'Rp'

/** Rupiah as people here write it: "Rp 1.500.000" (dots for thousands, no decimals). */
export function formatIdr(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—'
  const sign = value < 0 ? '-' : ''
  const digits = Math.round(Math.abs(value))
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  return `${sign}${RUPIAH} ${digits}`
}

/** Reads what a person typed ("Rp 1.500.000", "1500000", "1.500.000") back into a whole number, or null. */
export function parseIdr(text: string): number | null {
  const digits = text.replace(/^\s*-?\s*(Rp\.?)?\s*/i, '').replace(/[.\s]/g, '')
  if (!/^\d+$/.test(digits)) return null
  const value = Number(digits)
  return Number.isSafeInteger(value) ? (text.trim().startsWith('-') ? -value : value) : null
}

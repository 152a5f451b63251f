/** Scores shown with two decimals (1–10 scale); z-scores signed. Missing values as an em dash. */
export function formatScore(value: number | null | undefined, digits = 2): string {
  return value === null || value === undefined ? '—' : value.toFixed(digits)
}

export function formatZ(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—'
  const fixed = value.toFixed(2)
  // -0.00 reads as a negative score: show it as 0.00.
  return fixed === '-0.00' ? '0.00' : value > 0 ? `+${fixed}` : fixed
}

import { formatNumber } from '@/i18n'

/** The rupiah's sign, as written before an amount in both languages. */
// The currency's sign, not a word: written the same in both languages.
// eslint-disable-next-line lingui/no-unlocalized-strings
export const RUPIAH = 'Rp'

/**
 * Rupiah as the language shown writes it, in whole rupiah: "Rp 1.500.000" in Indonesian, "Rp
 * 1,500,000" in English (docs/glossary.md). parseIdr reads either back.
 */
export function formatIdr(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—'
  const sign = value < 0 ? '-' : ''
  const digits = formatNumber(Math.round(Math.abs(value)), { maximumFractionDigits: 0 })
  return `${sign}${RUPIAH} ${digits}`
}

/**
 * The words people write after an amount, in either language, with the power of ten each stands
 * for ("1,5 miliar", "750 juta", "1.5 billion"). Matched whole and without regard to case. "M" is
 * not one: it is a miliar in Indonesian and a million in English.
 */
const SCALES: Record<string, number> = {
  rb: 3,
  ribu: 3,
  k: 3,
  thousand: 3,
  jt: 6,
  juta: 6,
  million: 6,
  miliar: 9,
  milyar: 9,
  billion: 9,
  t: 12,
  triliun: 12,
  trilyun: 12,
  trillion: 12,
}

/** The English ones: after them a dot is the decimal sign ("1.5 billion", "1,500 million"). */
const ENGLISH_SCALES = new Set(['k', 'thousand', 'million', 'billion', 'trillion'])

/**
 * Digits with one separator between groups of three: dots (Indonesian, "1.500.000"), commas
 * (English, "1,500,000") or spaces ("1 500 000"). A rupiah amount has no decimals, so "1,500" is
 * fifteen hundred, never one and a half, unless a word for its size follows (readIdr).
 */
const GROUPED = /^\d{1,3}([.,\s])\d{3}(\1\d{3})*$/

/**
 * What a person typed, read as an amount of whole rupiah: its sign and its digits, exactly (however
 * many), or null when it is not written as an amount. The one reading behind parseIdr and tooLargeIdr.
 */
function readIdr(text: string): { negative: boolean; digits: string } | null {
  const negative = text.trim().startsWith('-')
  let rest = text.replace(/^\s*-?\s*(Rp\.?|IDR)?\s*/i, '').trim()
  // Zero cents, as either language writes them ("1.500.000,00", "1.500.000,-", "1,500,000.00"):
  // only after digits grouped with the other sign, so "1,500,00" is not read as 1.500.
  const cents = /^(.*\d)(,-|,00|\.00)$/.exec(rest)
  if (cents && !cents[1]!.includes(cents[2]![0]!)) rest = cents[1]!
  let power = 0
  let point = ''
  const word = /^(.*?\d)\s*([a-z]+)\.?$/i.exec(rest)
  if (word) {
    const name = word[2]!.toLowerCase()
    const scale = SCALES[name]
    if (scale === undefined) return null
    power = scale
    // The word's language says which sign is the decimal one: "1,5 miliar" and "1.500 juta" in
    // Indonesian, "1.5 billion" and "1,500 million" in English.
    point = ENGLISH_SCALES.has(name) ? '.' : ','
    rest = word[1]!.trim()
  }
  let whole: string
  let fraction = ''
  const grouped = GROUPED.exec(rest)
  // Grouped with a sign that is not the decimal one: without a word for its size, any sign, as an
  // amount of rupiah has no decimals.
  if (/^\d+$/.test(rest) || (grouped && grouped[1] !== point)) whole = rest.replace(/[.,\s]/g, '')
  else if (power === 0) return null
  else {
    const group = point === '.' ? ',' : '.'
    const decimal = new RegExp(`^(\\d{1,3}(?:\\${group}\\d{3})+|\\d+)\\${point}(\\d+)$`).exec(rest)
    if (!decimal) return null
    whole = decimal[1]!.replaceAll(group, '')
    fraction = decimal[2]!
  }
  if (fraction.length > power && /[1-9]/.test(fraction.slice(power))) return null
  const digits = (whole + fraction.slice(0, power).padEnd(power, '0')).replace(/^0+(?=\d)/, '')
  return { negative, digits }
}

/**
 * Reads what a person typed back into a whole number of rupiah, or null: "Rp 1.500.000", "1500000",
 * "1.500.000", "Rp 1.500.000,00", and an amount with a word for its size: "1,5 miliar", "750 juta",
 * "2,25 jt", "1.5 billion". Null for anything else, for an amount that is not a whole rupiah
 * ("1,2345 ribu"), and for one too large to hold exactly (tooLargeIdr tells it apart). The screens and
 * the demo API read amounts with this one function.
 */
export function parseIdr(text: string): number | null {
  const amount = readIdr(text)
  if (!amount) return null
  const value = Number(amount.digits)
  if (!Number.isSafeInteger(value)) return null
  return amount.negative ? -value : value
}

/**
 * The largest amount of rupiah the API takes in any field (far above any real project, below
 * 2^53): an entry's estimated value and investment, an update's value realised.
 */
export const MAX_IDR = 1e15

/**
 * Whether a text is an amount of rupiah written as one (with dots, a word for its size or cents of
 * zero, whatever its size), but above MAX_IDR: the person is told it is too large, not how to write
 * an amount.
 */
export function tooLargeIdr(text: string): boolean {
  const amount = readIdr(text)
  if (!amount || amount.negative) return false
  const max = String(MAX_IDR)
  return (
    amount.digits.length > max.length ||
    (amount.digits.length === max.length && amount.digits > max)
  )
}

/**
 * Whether a text is an amount of rupiah written as one, whatever its size, but below zero ("-5.000",
 * "-2 miliar"): the person is told an amount cannot be negative, not how to write one.
 */
export function negativeIdr(text: string): boolean {
  const amount = readIdr(text)
  return !!amount && amount.negative && /[1-9]/.test(amount.digits)
}

import { formatNumber } from '@/i18n'
import { z } from '@/lib/zod'

/**
 * A number with decimals in a text field, as the language shown writes it: `0,25` in Indonesian,
 * `0.25` in English (a number input would show the browser's `0.25` next to hints that say
 * `0,25`). The field shows it with `decimalText`, and what is typed is read back by `parseDecimal`.
 */

/** The number as the field shows it: the language's decimal mark, no grouping, every decimal. */
export function decimalText(value: number): string {
  return formatNumber(value, { useGrouping: false, maximumFractionDigits: 20 })
}

/**
 * What a person typed, read back: a comma or a point as the decimal mark (`0,25`, `0.25`, `,25`),
 * in either language, since a phone's decimal keypad may offer only one of them. No thousands
 * separators: a second mark, a letter or nothing at all reads as null, for the field's message.
 */
export function parseDecimal(text: string): number | null {
  const typed = text.trim().replace(/^−/, '-')
  if (!/^[-+]?(\d+([.,]\d*)?|[.,]\d+)$/.test(typed)) return null
  return Number(typed.replace(',', '.'))
}

/**
 * A form's schema for a number typed as text: read by `parseDecimal`, then checked by `number`
 * (the API's schema of the value, with its messages; text that is no number fails it too).
 */
export const typedDecimal = <T extends z.ZodMiniType<number, number>>(number: T) =>
  z.pipe(z.pipe(z.string(), z.transform(parseDecimal)), number)

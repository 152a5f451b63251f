import { msg } from '@lingui/core/macro'
import { translate } from '@/i18n'
import { z } from '@/lib/zod'

/** Requirements R9.2: the six T-shirt sizes, written once for the app, its forms and the demo backend. */
export const SHIRT_SIZE_CODES = ['S', 'M', 'L', 'XL', 'XXL', 'XXXL'] as const
export type ShirtSize = (typeof SHIRT_SIZE_CODES)[number]

/** Length x width; the largest size has none: the person is asked to contact the admin. */
const MEASUREMENTS: Record<Exclude<ShirtSize, 'XXXL'>, string> = {
  S: '65 x 47 cm',
  M: '69 x 50 cm',
  L: '72 x 53 cm',
  XL: '75 x 56 cm',
  XXL: '78 x 59 cm',
}

export const SHIRT_SIZES = SHIRT_SIZE_CODES.map((size) => ({ size }))

export const shirtSizeSchema = z.enum(SHIRT_SIZE_CODES)

export function isShirtSize(value: unknown): value is ShirtSize {
  return shirtSizeSchema.safeParse(value).success
}

/** A size's measurements as a person reads them ("contact admin" is words, in the language shown). */
export function shirtSizeMeasurements(size: ShirtSize): string {
  return size === 'XXXL' ? translate(msg`contact admin`) : MEASUREMENTS[size]
}

/** "M (69 x 50 cm)", or "Not chosen", in the language shown (called when it is shown). */
export function shirtSizeLabel(size: string | null | undefined): string {
  if (!isShirtSize(size)) return translate(msg`Not chosen`)
  const measurements = shirtSizeMeasurements(size)
  return `${size} (${measurements})`
}

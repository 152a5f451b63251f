import { msg } from '@lingui/core/macro'
import { translate } from '@/i18n'
import { z } from '@/lib/zod'

const graphemes =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : null

/**
 * How many characters a person sees in a text: an emoji, a flag or a letter with a combining accent
 * counts as one, as it reads on screen (JavaScript's `length` counts UTF-16 units, so one emoji is
 * two or more). Every length limit, on the screens and at the demo API, counts with this.
 */
export function characterCount(text: string): number {
  // Plain Latin text (the common case) has one unit per character: no need to segment it.
  if (!/[^\u0020-\u02ff\n\r\t]/.test(text)) return text.length
  if (!graphemes) return [...text].length
  return Array.from(graphemes.segment(text)).length
}

/**
 * A validation message: a function gives it when the text is checked, so a schema made at module
 * load still speaks the language shown at that moment.
 */
export type LazyMessage = string | (() => string)

const messageOf = (message: LazyMessage) => (typeof message === 'function' ? message() : message)

export interface TextBounds {
  /** Trims the text before it is counted and kept (default true). */
  trim?: boolean
  min?: number
  tooShort?: LazyMessage
  max: number
  tooLong: LazyMessage
}

/** A text field's schema whose bounds count characters as a person sees them (characterCount). */
export function boundedText({ trim = true, min, tooShort, max, tooLong }: TextBounds) {
  const base = trim ? z.string().check(z.trim()) : z.string()
  const atLeast =
    min === undefined
      ? base
      : base.check(
          z.refine((text) => characterCount(text) >= min, {
            error: () =>
              tooShort === undefined
                ? translate(msg`Use at least ${min} characters.`)
                : messageOf(tooShort),
          }),
        )
  return atLeast.check(
    z.refine((text) => characterCount(text) <= max, { error: () => messageOf(tooLong) }),
  )
}

// What the app says of an amount of rupiah too large to take, written once: the entry's and the
// update's fields say it before sending, and the demo API answers with the same words.

import { msg } from '@lingui/core/macro'
import { translate } from '@/i18n'
import { formatIdr, MAX_IDR } from '@/lib/money'

/** An amount above MAX_IDR: the largest one taken, as people here write rupiah. */
export function tooLargeIdrMessage(): string {
  const max = formatIdr(MAX_IDR)
  return translate(msg`This amount is too large: the largest taken is ${max}.`)
}

/** An amount written below zero: it is read, but no amount here can be negative. */
export function negativeIdrMessage(): string {
  return translate(msg`An amount cannot be below zero: write it without the minus sign.`)
}

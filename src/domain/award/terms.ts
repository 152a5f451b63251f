import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { translate } from '@/i18n'

/**
 * The words every rule of the award uses: who asks, a proposal's stage, an entry's phase and status,
 * and a verdict (whether an action is possible and, when it is not, why).
 */

export type Role = 'Commitee' | 'Jury' | 'Participant'
export type Stage = 1 | 2 | 3
export type EntryPhase = 1 | 2
export type EntryStatus = 'Draft' | 'Finalized' | 'Approved' | 'Returned'

const ENTRY_STATUS_LABELS: Record<EntryStatus, MessageDescriptor> = {
  Draft: msg({ message: 'Draft', context: 'entry status' }),
  Finalized: msg({ message: 'Finalized', context: 'entry status' }),
  Approved: msg({ message: 'Approved', context: 'entry status' }),
  Returned: msg({ message: 'Returned', context: 'entry status' }),
}

/** An entry's status in the language shown, as the rules' reasons name it ("Finalized"). */
export const entryStatusLabel = (status: EntryStatus): string =>
  translate(ENTRY_STATUS_LABELS[status])

/** Whether an action is possible; when it is not, why, in words a person understands. */
export type Verdict = { ok: true } | { ok: false; reason: string }
export const YES: Verdict = { ok: true }
export const no = (reason: string): { ok: false; reason: string } => ({ ok: false, reason })

/** Items joined as a person reads them ("A or B"), in the language shown; '' when there are none. */
export function joinOr(items: readonly string[]): string {
  if (items.length === 0) return ''
  return items.reduce((first, last) => translate(msg`${first} or ${last}`))
}

/** Items joined as a person reads them ("A and B"), in the language shown; '' when there are none. */
export function joinAnd(items: readonly string[]): string {
  if (items.length === 0) return ''
  return items.reduce((first, last) => translate(msg`${first} and ${last}`))
}

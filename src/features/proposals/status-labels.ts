import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { EntryStatus } from '@/features/proposals/schemas'

/** An entry's status as a person reads it; the API's values stay the English words. */
export const ENTRY_STATUS_LABELS: Record<EntryStatus, MessageDescriptor> = {
  Draft: msg({ message: 'Draft', context: 'entry status' }),
  Finalized: msg({ message: 'Finalized', context: 'entry status' }),
  Approved: msg({ message: 'Approved', context: 'entry status' }),
  Returned: msg({ message: 'Returned', context: 'entry status' }),
}

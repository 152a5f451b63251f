import { msg } from '@lingui/core/macro'
import { translate } from '@/i18n'
import type { InnovationUpdate } from '@/features/innovation-updates/schemas'

/**
 * Why the team can no longer write this update (submitted or reviewed, or outside its period:
 * the server's `closedReason`), or null while it may. The demo backend refuses a save for the
 * same reasons (409 "Already submitted" / "Period closed").
 */
export function writeLock(update: InnovationUpdate): string | null {
  if (update.status === 'Submitted' || update.status === 'Reviewed')
    return translate(msg`This update has been submitted and can no longer be changed.`)
  return update.closedReason
}

import { msg } from '@lingui/core/macro'
import { translate } from '@/i18n'
import { periodTitle } from '@/domain/award'
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

/**
 * The name of the update's period as a person reads it: the award's own period names (the seed's,
 * carried as data) in the language shown, a name the committee wrote as it was written.
 */
export function updatePeriodName(
  update: Pick<InnovationUpdate, 'periodNumber' | 'periodDescription'>,
): string {
  return periodTitle({ periodId: update.periodNumber, description: update.periodDescription })
}

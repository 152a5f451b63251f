import { PERIOD_NAMES, periodName } from '@/config/constants'
import type { Period } from '@/features/periods/schemas'

/**
 * A period's name as a person reads it. The award's six periods carry their English names as data
 * (the seed's, the API's `description`): those read in the language shown. A name the server holds
 * otherwise is shown as it was written. Called when shown, in a component that reads the language.
 */
export function periodTitle(period: Pick<Period, 'periodId' | 'description'>): string {
  const index = period.periodId - 1
  return PERIOD_NAMES[index] === period.description ? periodName(index) : period.description
}

import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { AudienceKind, DeliveryState, HistoryKind } from '@/domain/award'
import { translate } from '@/i18n'

/** What kind of message an entry of the history is, as a person reads it. */
export const HISTORY_KIND_LABELS: Record<HistoryKind, MessageDescriptor> = {
  reminder: msg`Reminder`,
  periodEmail: msg`Period e-mail`,
  automatic: msg`Automatic reminder`,
  notification: msg`Notification e-mail`,
}

/** Who a message went to, as a filter names it. */
export const AUDIENCE_KIND_LABELS: Record<AudienceKind, MessageDescriptor> = {
  openSheets: msg`Judges with open score sheets`,
  unfinalized: msg`Teams with an entry not finalized`,
  noUpdate: msg`Teams with no innovation update`,
  notVoted: msg`Participants who have not voted`,
  period: msg`Everyone a period is for`,
  updatePeriod: msg`Teams taking part in innovation updates`,
}

const DELIVERY_LABELS: Record<DeliveryState, MessageDescriptor> = {
  delivered: msg({ message: 'Delivered', context: 'e-mail delivery' }),
  failed: msg({ message: 'Failed', context: 'e-mail delivery' }),
}

export const historyKindLabel = (kind: HistoryKind): string => translate(HISTORY_KIND_LABELS[kind])
export const deliveryLabel = (state: DeliveryState): string => translate(DELIVERY_LABELS[state])

/** Said of a message whose people each got their own words (`wordsOf`): whose words are shown. */
export const ownWords = (name: string): string =>
  translate(msg`Each person got their own words; these are ${name}'s.`)

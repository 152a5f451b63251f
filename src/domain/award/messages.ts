import { msg, plural } from '@lingui/core/macro'
import { translate } from '@/i18n'
import { scoresFrozenVerdict } from '@/domain/award/scoring'
import type { EntryPhase, EntryStatus, Stage } from '@/domain/award/terms'

/**
 * The committee's messages (reminders, period e-mails, the automatic reminders): to whom each can
 * go, in one rule. The demo's data part (src/demo/messages/audience.ts) picks the people with these
 * tests; the screens name an audience with `audienceWords`, so the dialog, the history and the
 * backend's answers say the same.
 */

/** Who a message goes to. */
export type Audience =
  /** The judges with a score sheet not submitted in that phase of that year. */
  | { kind: 'openSheets'; year: number; phase: Stage }
  /** The members of the teams whose entry of that phase is not finalized. */
  | { kind: 'unfinalized'; year: number; phase: EntryPhase }
  /** The members of the teams taking part that posted no innovation update in that period. */
  | { kind: 'noUpdate'; periodId: string }
  /** The participants who have not voted in that vote. */
  | { kind: 'notVoted'; sessionId: string }
  /** Everyone a period is for: its participants, or the judges of the phase it scores. */
  | { kind: 'period'; periodId: string }

export type AudienceKind = Audience['kind']
export const AUDIENCE_KINDS = [
  'openSheets',
  'unfinalized',
  'noUpdate',
  'notVoted',
  'period',
] as const satisfies readonly AudienceKind[]

/** How a message was sent: a committee reminder, a period's e-mail, or the clock's own reminder. */
export const MESSAGE_KINDS = ['reminder', 'periodEmail', 'automatic'] as const
export type MessageKind = (typeof MESSAGE_KINDS)[number]

/** What the history lists: the messages, and the e-mails notifications caused. */
export const HISTORY_KINDS = [...MESSAGE_KINDS, 'notification'] as const
export type HistoryKind = (typeof HISTORY_KINDS)[number]

export const DELIVERY_STATES = ['delivered', 'failed'] as const
export type DeliveryState = (typeof DELIVERY_STATES)[number]

/** One person a message reaches: who, where it goes, and (for a team's member) their team. */
export interface AudiencePerson {
  id: string
  name: string
  email: string
  team: { id: string; name: string } | null
}

/** The personal line the committee may add to a reminder: one line, at most this long. */
export const PERSONAL_LINE_MAX = 500

/**
 * A score sheet still waits for its judge: anything but submitted, while its phase's scores can
 * still change. Once the phase's results are published (`publishedAt`, `scoresFrozenVerdict`) a
 * sheet not submitted can no longer be: nobody is reminded of it.
 */
export function isOpenSheet(
  sheet: { status: 'Assigned' | 'Draft' | 'Submitted'; phase: Stage },
  publishedAt: string | null,
): boolean {
  return sheet.status !== 'Submitted' && scoresFrozenVerdict({ phase: sheet.phase, publishedAt }).ok
}

/** An entry still to be finalized by its team: not started, a draft or returned. */
export function isUnfinalizedEntry(status: EntryStatus | undefined): boolean {
  return status === undefined || status === 'Draft' || status === 'Returned'
}

/** An innovation update not posted yet: none, or a draft. */
export function isMissingUpdate(
  status: 'NotStarted' | 'Draft' | 'Submitted' | 'Reviewed' | undefined,
): boolean {
  return status === undefined || status === 'NotStarted' || status === 'Draft'
}

/** The names an audience's words need: the period's or the vote's, as the reader reads them. */
export interface AudienceNames {
  period?: string
  vote?: string
}

/** Who an audience is, in words, in the language shown ("Judges with open score sheets in Phase 1"). */
export function audienceWords(audience: Audience, names: AudienceNames = {}): string {
  const period = names.period ?? ''
  const vote = names.vote ?? ''
  switch (audience.kind) {
    case 'openSheets': {
      const { phase, year } = audience
      return translate(msg`Judges with open score sheets in Phase ${phase} of ${year}`)
    }
    case 'unfinalized': {
      const { phase, year } = audience
      return translate(msg`Teams whose Phase ${phase} entry of ${year} is not finalized`)
    }
    case 'noUpdate':
      return translate(msg`Teams with no innovation update in "${period}"`)
    case 'notVoted':
      return translate(msg`Participants who have not voted in "${vote}"`)
    case 'period':
      return translate(msg`Everyone "${period}" is for`)
  }
}

/** How many people a message reaches, in words ("3 recipients"). */
export function recipientCountWords(count: number): string {
  return translate(msg`${plural(count, { one: '# recipient', other: '# recipients' })}`)
}

import { msg, plural } from '@lingui/core/macro'
import { translate } from '@/i18n'
import { formatDateTime } from '@/lib/dates'
import { entryPhaseIn, periodAudience, phaseScoredIn } from '@/domain/award/periods'
import { publishedAtOf, type PublicationLike } from '@/domain/award/publication'
import { scoresFrozenVerdict } from '@/domain/award/scoring'
import {
  no,
  YES,
  type EntryPhase,
  type EntryStatus,
  type Stage,
  type Verdict,
} from '@/domain/award/terms'

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
  /**
   * Everyone a period is for: its participants, or the judges of the phase it scores, each while
   * the period still asks them something (`periodEmailVerdicts`).
   */
  | { kind: 'period'; periodId: string }
  /** Everyone an innovation update period is for: the members of the teams taking part in it. */
  | { kind: 'updatePeriod'; periodId: string }

export type AudienceKind = Audience['kind']
export const AUDIENCE_KINDS = [
  'openSheets',
  'unfinalized',
  'noUpdate',
  'notVoted',
  'period',
  'updatePeriod',
] as const satisfies readonly AudienceKind[]

/**
 * The two e-mails the committee sends for a period: the award period's own (the timeline's, to
 * everyone the period is for) and, in a participant period, its innovation updates' (the update
 * period's screen, to the teams taking part, asking for their update by its end).
 */
export const PERIOD_EMAILS = ['period', 'updates'] as const
export type PeriodEmail = (typeof PERIOD_EMAILS)[number]

/** Who a period's e-mail goes to: everyone the period is for, or the teams taking part in its updates. */
export function periodEmailAudience(periodId: string, about: PeriodEmail = 'period'): Audience {
  return about === 'updates' ? { kind: 'updatePeriod', periodId } : { kind: 'period', periodId }
}

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

/** A score sheet still waits for its judge: anything but submitted (while `reminderVerdict` allows). */
export function isOpenSheet(status: 'Assigned' | 'Draft' | 'Submitted'): boolean {
  return status !== 'Submitted'
}

/**
 * Whether an audience still has open work to be reminded of, else why nobody in it is. Once a
 * phase's results are published its score sheets can no longer change (`scoresFrozenVerdict`) and
 * its entries are final: the teams were told how the phase ended. Then the open sheets and the
 * entries not finalized of that phase reach nobody (the demo's audience, so a reminder, the dry run
 * and an automatic reminder alike), and every screen's reminder button says this reason.
 */
export function reminderVerdict(
  audience: Audience,
  publications: readonly PublicationLike[],
): Verdict {
  switch (audience.kind) {
    case 'openSheets': {
      const { year, phase } = audience
      return scoresFrozenVerdict({ phase, publishedAt: publishedAtOf(publications, year, phase) })
    }
    case 'unfinalized': {
      const { year, phase } = audience
      const publishedAt = publishedAtOf(publications, year, phase)
      if (!publishedAt) return YES
      const date = formatDateTime(publishedAt)
      return no(
        translate(
          msg`The Phase ${phase} results were published on ${date}: its entries are final, and the teams were told how the phase ended.`,
        ),
      )
    }
    default:
      return YES
  }
}

/**
 * Which of the people a period is for (`periodAudience`) its e-mail still asks something of: the
 * participants and the judges each get YES, or no with the reason, or null when the period is not
 * for them at all. The reminders' rule (`reminderVerdict`) decides: once a phase's results are
 * published, the period that writes its entry no longer asks its teams to finalize it (its entries
 * are final) and the period that scores it no longer asks its judges to score (its score sheets are
 * frozen), so the period's e-mail no longer reaches them. The demo's audience reads it, so the
 * composer's dry run and the send reach the same people.
 */
export function periodEmailVerdicts(
  period: { periodId: number; year: string | number },
  publications: readonly PublicationLike[],
): { participants: Verdict | null; jury: Verdict | null } {
  const year = Number(period.year)
  const whom = periodAudience(period.periodId)
  const entry = entryPhaseIn(period.periodId)
  const scored = phaseScoredIn(period.periodId)
  return {
    participants: !whom.participants
      ? null
      : entry
        ? reminderVerdict({ kind: 'unfinalized', year, phase: entry }, publications)
        : YES,
    jury:
      !whom.jury || !scored
        ? null
        : reminderVerdict({ kind: 'openSheets', year, phase: scored }, publications),
  }
}

/**
 * Whom of the people a period is for its e-mail leaves out, and why, in words (the composer's dry
 * run says it under the recipients); empty when it reaches all of them.
 */
export function periodEmailLeftOut(
  period: { periodId: number; year: string | number },
  publications: readonly PublicationLike[],
): string[] {
  const { participants, jury } = periodEmailVerdicts(period, publications)
  const out: string[] = []
  if (participants && !participants.ok) {
    const reason = participants.reason
    out.push(translate(msg`Not sent to the teams: ${reason}`))
  }
  if (jury && !jury.ok) {
    const reason = jury.reason
    out.push(translate(msg`Not sent to the judges: ${reason}`))
  }
  return out
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
    case 'updatePeriod':
      return translate(msg`Teams taking part in the innovation updates of "${period}"`)
  }
}

/** How many people a message reaches, in words ("3 recipients"). */
export function recipientCountWords(count: number): string {
  return translate(msg`${plural(count, { one: '# recipient', other: '# recipients' })}`)
}

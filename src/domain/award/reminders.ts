/**
 * Automatic reminders (requirements: nobody is left uninformed): per period, the committee may have
 * those with open work reminded N days before the period ends. Which open work a period has, when
 * its reminder is due and whether it is due now are decided here, for the screens and the demo API.
 */
import { msg } from '@lingui/core/macro'
import { translate } from '@/i18n'
import { entryPhaseIn, isParticipantPeriod, phaseScoredIn } from '@/domain/award/periods'
import type { Audience } from '@/domain/award/messages'
import type { Stage } from '@/domain/award/terms'

/**
 * The open work a reminder is about: a phase's entries not finalized (the participant submission
 * periods), score sheets not submitted (the jury periods), innovation updates not posted (every
 * participant period).
 */
export const REMINDER_WORKS = ['entries', 'scores', 'updates'] as const
export type ReminderWork = (typeof REMINDER_WORKS)[number]

/** The days before the end a reminder goes, until the committee chooses. */
export const AUTO_REMINDER_DEFAULT_DAYS = 2
export const AUTO_REMINDER_MAX_DAYS = 30
const DAY_MS = 24 * 60 * 60 * 1000

/** The open work a period's reminders can be about, in order. */
export function reminderWorksOf(periodId: number): ReminderWork[] {
  const works: ReminderWork[] = []
  if (entryPhaseIn(periodId)) works.push('entries')
  if (phaseScoredIn(periodId)) works.push('scores')
  if (isParticipantPeriod(periodId)) works.push('updates')
  return works
}

/** The open work of a period, as the committee reads it ("entries not finalized in Phase 1"). */
export function reminderWorkLabel(periodId: number, work: ReminderWork): string {
  const entryPhase = entryPhaseIn(periodId) ?? 0
  const scored: Stage | 0 = phaseScoredIn(periodId) ?? 0
  switch (work) {
    case 'entries':
      return translate(msg`Teams whose Phase ${entryPhase} entry is not finalized`)
    case 'scores':
      return translate(msg`Judges with Phase ${scored} score sheets not submitted`)
    case 'updates':
      return translate(msg`Teams that have not posted their innovation update`)
  }
}

/** A period's automatic reminder of one work, as stored and answered. */
export interface AutoReminderLike {
  work: ReminderWork
  enabled: boolean
  daysBefore: number
  sentAt: string | null
}

/** When a reminder N days before a period's end is due. */
export function autoReminderDueAt(endAt: string, daysBefore: number): number {
  return Date.parse(endAt) - daysBefore * DAY_MS
}

/**
 * The automatic reminders due now, each once: switched on, not sent, of the active period while it
 * runs, from N days before its end. Only the active period is open, so a reminder of a period that
 * is never started never goes.
 */
export function autoRemindersDue<
  P extends {
    id: string
    startAt: string
    endAt: string
    isActive: boolean
    autoReminders?: AutoReminderLike[]
  },
>(periods: readonly P[], now: number): { period: P; work: ReminderWork }[] {
  const due: { period: P; work: ReminderWork }[] = []
  for (const period of periods) {
    if (!period.isActive) continue
    if (now < Date.parse(period.startAt) || now >= Date.parse(period.endAt)) continue
    for (const r of period.autoReminders ?? [])
      if (r.enabled && !r.sentAt && now >= autoReminderDueAt(period.endAt, r.daysBefore))
        due.push({ period, work: r.work })
  }
  return due
}

/** Who a period's reminder of a work goes to: those with that work open (the messages' audiences). */
export function reminderAudience(
  period: { id: string; year: string | number; periodId: number },
  work: ReminderWork,
): Audience | null {
  const year = Number(period.year)
  const entryPhase = entryPhaseIn(period.periodId)
  const scored = phaseScoredIn(period.periodId)
  switch (work) {
    case 'entries':
      return entryPhase ? { kind: 'unfinalized', year, phase: entryPhase } : null
    case 'scores':
      return scored ? { kind: 'openSheets', year, phase: scored } : null
    case 'updates':
      return isParticipantPeriod(period.periodId) ? { kind: 'noUpdate', periodId: period.id } : null
  }
}

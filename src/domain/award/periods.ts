/**
 * The six periods of a year and what is open now: who each period is for, in which period an entry
 * is written and a phase is scored, and whether a wanted period runs now, else why not, in words.
 * Every rule here is keyed by `periodId` (1 to 6).
 */
import { msg } from '@lingui/core/macro'
import { PERIOD_NAMES, periodName } from '@/config/constants'
import { translate } from '@/i18n'
import { formatDate, formatDateTime } from '@/lib/dates'
import { joinOr, no, YES, type EntryPhase, type Stage, type Verdict } from '@/domain/award/terms'

/** A period of one year's timeline, as the API answers it. */
export interface PeriodLike {
  id: string
  periodId: number
  description: string
  startAt: string
  endAt: string
  isActive: boolean
}

/** The six periods by `periodId`. */
export const PERIOD = {
  phase1: 1,
  scoring1: 2,
  phase2: 3,
  scoring2: 4,
  grandFinal: 5,
  awarding: 6,
} as const

/**
 * The index the original specification gives a period: `periodId - 1`, counted from 0, and -1 when
 * no period is known. Every rule here is keyed by `periodId`; this is the one place where the
 * specification's numbering is derived from it.
 */
export function periodIndex(periodId: number | null | undefined): number {
  return typeof periodId === 'number' && Number.isInteger(periodId) && periodId >= 1
    ? periodId - 1
    : -1
}

/** Who each period is for: participants in 1, 3 and 5; the jury in 2, 4, 5 and 6 (the grand final is both). */
export function periodAudience(periodId: number | null | undefined): {
  participants: boolean
  jury: boolean
} {
  const id = periodId ?? 0
  return { participants: [1, 3, 5].includes(id), jury: [2, 4, 5, 6].includes(id) }
}

/** Whether a period opens the jury's area (false when no period is known). */
export function isJuryPeriod(periodId: number | null | undefined): boolean {
  return periodAudience(periodId).jury
}

/** Whether a period is for the participants (false when no period is known). */
export function isParticipantPeriod(periodId: number | null | undefined): boolean {
  return periodAudience(periodId).participants
}

/**
 * A period's name as a person reads it: the award's own name of the period in the language shown
 * when the period still carries it (the seed names every period so), else its description as the
 * committee stored it.
 */
export function periodTitle(period: { periodId: number; description: string }): string {
  const index = periodIndex(period.periodId)
  return period.description === PERIOD_NAMES[index] ? periodName(index) : period.description
}

/** Who a period is for, in words ("Participants and jury"); empty for an unknown period. */
export function audienceLabel(periodId: number): string {
  const a = periodAudience(periodId)
  return a.participants && a.jury
    ? translate(msg`Participants and jury`)
    : a.participants
      ? translate(msg`Participants`)
      : a.jury
        ? translate(msg`Jury`)
        : ''
}

/** The participant period in which a phase's entry is written. */
export function entryPeriodId(phase: EntryPhase): number {
  return phase === 1 ? PERIOD.phase1 : PERIOD.phase2
}

/** The phase whose entry is written in a period (1 → 1, 3 → 2), or null. */
export function entryPhaseIn(periodId: number | null | undefined): EntryPhase | null {
  return periodId === PERIOD.phase1 ? 1 : periodId === PERIOD.phase2 ? 2 : null
}

/** The jury periods in which a phase is scored: 1 → period 2, 2 → period 4, 3 → periods 5 and 6. */
export function scoringPeriodIds(phase: Stage): number[] {
  return phase === 1
    ? [PERIOD.scoring1]
    : phase === 2
      ? [PERIOD.scoring2]
      : [PERIOD.grandFinal, PERIOD.awarding]
}

/** The phase the jury scores in a period (2 → 1, 4 → 2, 5 or 6 → 3), or null outside the jury periods. */
export function phaseScoredIn(periodId: number | null | undefined): Stage | null {
  return (
    ([1, 2, 3] as const).find((phase) => scoringPeriodIds(phase).includes(periodId ?? 0)) ?? null
  )
}

/** The year's active period (the committee starts one at a time), or undefined when none is. */
export function activePeriod<P extends PeriodLike>(
  periods: readonly P[] | undefined,
): P | undefined {
  return periods?.find((p) => p.isActive)
}

/**
 * The entries that starting a period closes for good: those of the entry period that runs, when a
 * later period of its year is started (going back to an earlier one ends it only until it is
 * started again). `early`: before its planned end, so its teams are told (and the committee warned)
 * that what they did not finalize can no longer be. Null when starting it closes no entries.
 */
export function entriesClosedByStart<P extends PeriodLike & { year: string }>(
  periods: readonly P[],
  startedId: string,
  now: number,
): { period: P; phase: EntryPhase; early: boolean } | null {
  const active = activePeriod(periods)
  const started = periods.find((p) => p.id === startedId)
  const phase = entryPhaseIn(active?.periodId)
  if (
    !active ||
    !started ||
    phase === null ||
    active.id === started.id ||
    active.year !== started.year ||
    started.periodId <= active.periodId
  )
    return null
  return { period: active, phase, early: Date.parse(active.endAt) > now }
}

/** What is open now: the active period, who it is for and until when; null when nothing is open. */
export function openNow<P extends PeriodLike>(
  periods: readonly P[],
  now: number,
): { period: P; participants: boolean; jury: boolean; until: string } | null {
  const active = activePeriod(periods)
  if (!active || now < Date.parse(active.startAt) || now >= Date.parse(active.endAt)) return null
  return { period: active, ...periodAudience(active.periodId), until: active.endAt }
}

/**
 * Whether one of the wanted periods is open now (active, started and not ended), else why not.
 * `what` names what the period opens, for the reason ("The Phase 2 entry"), in the language shown.
 */
export function periodOpenVerdict(
  periods: readonly PeriodLike[],
  wanted: number[],
  now: number,
  what: string,
): Verdict {
  const active = activePeriod(periods)
  const targets = periods
    .filter((p) => wanted.includes(p.periodId))
    .sort((a, b) => a.periodId - b.periodId)
  const names = joinOr(targets.map((p) => `"${periodTitle(p)}"`)) || translate(msg`its period`)
  if (!active || !wanted.includes(active.periodId)) {
    const upcoming = targets.find((p) => Date.parse(p.startAt) > now)
    const date = upcoming ? formatDate(upcoming.startAt) : ''
    const when =
      upcoming && (!active || active.periodId < upcoming.periodId)
        ? translate(msg`It is planned to open on ${date}.`)
        : null
    const activeName = active ? periodTitle(active) : ''
    const current = active
      ? translate(msg`The active period is "${activeName}".`)
      : translate(msg`No period is active.`)
    const only = translate(msg`${what} is open only during ${names}.`)
    return no([only, current, when].filter(Boolean).join(' '))
  }
  if (now < Date.parse(active.startAt)) {
    const date = formatDateTime(active.startAt)
    return no(translate(msg`${what} opens on ${date}.`))
  }
  if (now >= Date.parse(active.endAt)) {
    const name = periodTitle(active)
    const date = formatDateTime(active.endAt)
    const closed = lowerFirst(what)
    return no(translate(msg`The deadline of "${name}" passed on ${date}; ${closed} is closed.`))
  }
  return YES
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1)
}

/**
 * The timeline: starting a period and editing times move the neighbours in one step, and the
 * committee sees first what moves. A finished year's periods are history.
 */
import { msg } from '@lingui/core/macro'
import { translate } from '@/i18n'
import { formatDateTime } from '@/lib/dates'
import {
  activePeriod,
  audienceLabel,
  PERIOD,
  periodTitle,
  type PeriodLike,
} from '@/domain/award/periods'
import { publishedAtOf, type PublicationLike } from '@/domain/award/publication'
import { joinAnd, no, YES, type Stage, type Verdict } from '@/domain/award/terms'

export interface PeriodTimes {
  startAt: string
  endAt: string
}

/** One period a timeline action changes, with what it was and what it becomes. */
export interface PeriodChange {
  id: string
  periodId: number
  description: string
  from: PeriodTimes
  to: PeriodTimes
  /** started: the period itself; shortened: ends earlier; shifted: moved whole, same length; edited: the times typed. */
  kind: 'started' | 'edited' | 'shortened' | 'shifted'
}

export type TimelinePlan<P extends PeriodLike = PeriodLike> =
  { ok: true; periods: P[]; changes: PeriodChange[] } | { ok: false; reason: string }

const iso = (ms: number) => new Date(ms).toISOString()

/**
 * Puts the target at the given times and makes room around it: an earlier period that would overlap
 * is shortened to end where the target starts (or shifted earlier whole when it would not have begun),
 * a later one is shifted later whole. No period is left overlapping another.
 */
function arrange<P extends PeriodLike>(
  periods: readonly P[],
  targetId: string,
  start: number,
  end: number,
  kind: 'started' | 'edited',
  activeId: string | null,
): { periods: P[]; changes: PeriodChange[] } {
  const ordered = [...periods].sort((a, b) => a.periodId - b.periodId).map((p) => ({ ...p }))
  const at = ordered.findIndex((p) => p.id === targetId)
  const times = ordered.map((p) => ({ start: Date.parse(p.startAt), end: Date.parse(p.endAt) }))
  const kinds = new Map<number, PeriodChange['kind']>([[at, kind]])
  times[at] = { start, end }
  for (let i = at - 1; i >= 0; i--) {
    const boundary = times[i + 1]!.start
    const t = times[i]!
    if (t.end <= boundary) break
    if (t.start < boundary) {
      times[i] = { start: t.start, end: boundary }
      kinds.set(i, 'shortened')
    } else {
      times[i] = { start: boundary - (t.end - t.start), end: boundary }
      kinds.set(i, 'shifted')
    }
  }
  for (let i = at + 1; i < ordered.length; i++) {
    const boundary = times[i - 1]!.end
    const t = times[i]!
    if (t.start >= boundary) break
    times[i] = { start: boundary, end: boundary + (t.end - t.start) }
    kinds.set(i, 'shifted')
  }
  const changes: PeriodChange[] = []
  const next = ordered.map((p, i) => {
    const to = { startAt: iso(times[i]!.start), endAt: iso(times[i]!.end) }
    const moved = Date.parse(p.startAt) !== times[i]!.start || Date.parse(p.endAt) !== times[i]!.end
    if (kinds.has(i) && (moved || i === at))
      changes.push({
        id: p.id,
        periodId: p.periodId,
        description: p.description,
        from: { startAt: p.startAt, endAt: p.endAt },
        to,
        kind: kinds.get(i)!,
      })
    return { ...p, ...to, isActive: activeId === null ? p.isActive : p.id === activeId }
  })
  return { periods: next, changes }
}

/**
 * A finished year's timeline is history: its periods can be neither started nor edited. A year is
 * finished once its last period has ended (every one of its periods ended before now); until then,
 * including while its last period runs, the committee can start and edit its periods.
 */
export function timelineChangeVerdict(
  periods: readonly (PeriodLike & { year: string | number })[],
  now: number,
): Verdict {
  if (periods.length === 0) return YES
  const last = periods.reduce((a, b) => (Date.parse(b.endAt) > Date.parse(a.endAt) ? b : a))
  if (Date.parse(last.endAt) > now) return YES
  const year = String(last.year)
  const name = periodTitle(last)
  const date = formatDateTime(last.endAt)
  return no(
    translate(
      msg`${year} is finished: its last period, "${name}", ended on ${date}. The periods of a finished year can no longer be started or edited.`,
    ),
  )
}

/**
 * The phase whose work a period is for, which ends with that phase's results: Phase 1 for its entry
 * period and its scoring (1, 2), Phase 2 for its own (3, 4), Phase 3 for the grand final (5). Null
 * for Awarding (6): the winners are announced there, so it still comes after they are published.
 */
export function phaseClosedBy(periodId: number): Stage | null {
  switch (periodId) {
    case PERIOD.phase1:
    case PERIOD.scoring1:
      return 1
    case PERIOD.phase2:
    case PERIOD.scoring2:
      return 2
    case PERIOD.grandFinal:
      return 3
    default:
      return null
  }
}

/**
 * The phase whose published results a period comes after: Phase 1's for the Phase 2 periods (3, 4),
 * Phase 2's for the grand final and Awarding (5, 6). Null for Phase 1's own periods (1, 2).
 */
export function phaseAwaitedBy(periodId: number): 1 | 2 | null {
  switch (periodId) {
    case PERIOD.phase2:
    case PERIOD.scoring2:
      return 1
    case PERIOD.grandFinal:
    case PERIOD.awarding:
      return 2
    default:
      return null
  }
}

/**
 * Starting a period, or starting it again, whose phase's results are published (`phaseClosedBy`)
 * is refused: everything it opens is final by then (entriesFinalVerdict, scoresFrozenVerdict,
 * resultsFinalVerdict, and no new proposal: startProposalVerdict), so it would open screens where
 * nobody can do anything, or let people begin work that is dead on arrival. Editing its times stays
 * possible: that opens nothing.
 *
 * So is starting a later phase's period before the results it comes after are published
 * (`phaseAwaitedBy`): a team knows its proposal advanced only from them (knownStanding), so a Phase 2
 * period would open to no team, and its e-mails and reminders reach nobody.
 */
export function startPeriodVerdict(
  period: PeriodLike & { year: string | number },
  publications: readonly PublicationLike[],
): Verdict {
  const name = periodTitle(period)
  const phase = phaseClosedBy(period.periodId)
  const publishedAt =
    phase === null ? null : publishedAtOf(publications, Number(period.year), phase)
  if (phase === null || !publishedAt) return awaitedResultsVerdict(period, publications)
  const date = formatDateTime(publishedAt)
  switch (period.periodId) {
    case PERIOD.phase1:
      return no(
        translate(
          msg`The Phase 1 results were published on ${date}, so "${name}" can no longer be started: its entries are final and no new proposal can be started.`,
        ),
      )
    case PERIOD.phase2:
      return no(
        translate(
          msg`The Phase 2 results were published on ${date}, so "${name}" can no longer be started: its entries are final.`,
        ),
      )
    case PERIOD.grandFinal:
      return no(
        translate(
          msg`The winners were published on ${date}, so "${name}" can no longer be started: its scores and the winners are final.`,
        ),
      )
    default:
      return no(
        translate(
          msg`The Phase ${phase} results were published on ${date}, so "${name}" can no longer be started: its scores are final.`,
        ),
      )
  }
}

/** Starting a later phase's period is refused until the results it comes after are published (`phaseAwaitedBy`). */
function awaitedResultsVerdict(
  period: PeriodLike & { year: string | number },
  publications: readonly PublicationLike[],
): Verdict {
  const awaited = phaseAwaitedBy(period.periodId)
  if (awaited === null || publishedAtOf(publications, Number(period.year), awaited)) return YES
  const name = periodTitle(period)
  return no(
    awaited === 1
      ? translate(
          msg`"${name}" can start only once the Phase 1 results are published: until then no team knows it is a semi-finalist, so nobody could write or score a Phase 2 entry.`,
        )
      : translate(
          msg`"${name}" can start only once the Phase 2 results are published: until then no team knows it is a finalist.`,
        ),
  )
}

/** The active period must stay open for the people it is for: started (start ≤ now) and not ended (end > now). */
function activeStaysOpen(periods: readonly PeriodLike[], now: number): Verdict {
  const active = activePeriod(periods)
  if (!active) return YES
  const name = periodTitle(active)
  if (Date.parse(active.startAt) > now)
    return no(
      translate(
        msg`"${name}" is the active period and has started, so its start cannot be later than now. Start another period instead, or choose an earlier start.`,
      ),
    )
  if (Date.parse(active.endAt) <= now) {
    const audience = audienceLabel(active.periodId).toLowerCase()
    return no(
      translate(
        msg`"${name}" is the active period, so its end must be later than now; otherwise it closes for ${audience}.`,
      ),
    )
  }
  return YES
}

/** How long an ended period reopens for when the committee starts it again and keeps the offered end. */
export const REOPEN_DAYS = 7

const HOUR = 60 * 60 * 1000

/**
 * Whether starting the period reopens it: its planned end has passed, so there is no planned end to
 * keep, and the committee chooses when it closes now (`reopenEndDefault` offered).
 */
export function startReopens(period: PeriodLike, now: number): boolean {
  return periodEnded(period, now)
}

/** Whether a period has ended: a period runs from its start up to, not including, its end. */
export function periodEnded(period: { endAt: string }, now: number): boolean {
  return Date.parse(period.endAt) <= now
}

/**
 * Whether a period's own e-mail and automatic reminders can still go out: not once it has ended,
 * since they ask for its work by an end that is past. Started again, it has a new end and they can.
 */
export function periodMessagesVerdict(period: PeriodLike, now: number): Verdict {
  if (!periodEnded(period, now)) return YES
  const name = periodTitle(period)
  return no(
    translate(
      msg`"${name}" has ended: its e-mail and automatic reminders can no longer go out until it is started again.`,
    ),
  )
}

/** The end offered for an ended period started again: `REOPEN_DAYS` from now, on the next full hour. */
export function reopenEndDefault(now: number): number {
  return Math.ceil((now + REOPEN_DAYS * 24 * HOUR) / HOUR) * HOUR
}

/**
 * Starting a period: it becomes the only active period from now. Its start becomes now when it was
 * planned later. It keeps its planned end, or ends at `endAt` when given; an ended period
 * (`startReopens`) started again without `endAt` ends at `reopenEndDefault`. `endAt` must be later
 * than now, or the period would close again at once. The neighbours are shortened or shifted so
 * nothing overlaps; `changes` lists what moves, for the committee to confirm first.
 */
export function planStart<P extends PeriodLike>(
  periods: readonly P[],
  id: string,
  now: number,
  endAt?: number,
): TimelinePlan<P> {
  const target = periods.find((p) => p.id === id)
  if (!target) return no(translate(msg`No period has this id.`))
  if (endAt !== undefined && !(endAt > now)) {
    const name = periodTitle(target)
    return no(
      translate(msg`The new end must be later than now, or "${name}" closes again at once.`),
    )
  }
  const start = Date.parse(target.startAt)
  const newStart = Math.min(start, now)
  const newEnd =
    endAt ?? (startReopens(target, now) ? reopenEndDefault(now) : Date.parse(target.endAt))
  const { periods: next, changes } = arrange(periods, id, newStart, newEnd, 'started', id)
  return { ok: true, periods: next, changes }
}

/**
 * Editing a period's times. With `moveNeighbours`, overlapping neighbours are shortened or shifted in
 * the same step; without it, an overlap is refused with the neighbour named. The active period can
 * never be closed this way.
 */
export function planEdit<P extends PeriodLike>(
  periods: readonly P[],
  id: string,
  times: { startAt: number; endAt: number },
  now: number,
  moveNeighbours: boolean,
): TimelinePlan<P> {
  const target = periods.find((p) => p.id === id)
  if (!target) return no(translate(msg`No period has this id.`))
  if (!(times.startAt < times.endAt)) return no(translate(msg`The end must be after the start.`))
  const { periods: next, changes } = arrange(
    periods,
    id,
    times.startAt,
    times.endAt,
    'edited',
    null,
  )
  const overlapped = changes.filter((c) => Math.abs(c.periodId - target.periodId) === 1)
  if (overlapped.length > 0 && !moveNeighbours) {
    const names = joinAnd(overlapped.map((c) => `"${periodTitle(c)}"`))
    return no(
      translate(
        msg`The new times overlap ${names}. Move the neighbouring periods too, or choose other times.`,
      ),
    )
  }
  const open = activeStaysOpen(next, now)
  if (!open.ok) return open
  return { ok: true, periods: next, changes }
}

/** A change in words, for the confirmation ("Scoring for semi-finalists: shifted to 02 Des 2026 – 11 Des 2026"). */
export function describeChange(change: PeriodChange): string {
  const name = periodTitle(change)
  const start = formatDateTime(change.to.startAt)
  const end = formatDateTime(change.to.endAt)
  const wasStart = formatDateTime(change.from.startAt)
  const wasEnd = formatDateTime(change.from.endAt)
  switch (change.kind) {
    case 'started':
      return translate(
        msg`"${name}": the active period from now, runs ${start} – ${end} (was ${wasStart} – ${wasEnd})`,
      )
    case 'edited':
      return translate(msg`"${name}": new times ${start} – ${end} (was ${wasStart} – ${wasEnd})`)
    case 'shortened':
      return translate(
        msg`"${name}": shortened, now ${start} – ${end} (was ${wasStart} – ${wasEnd})`,
      )
    case 'shifted':
      return translate(msg`"${name}": shifted, now ${start} – ${end} (was ${wasStart} – ${wasEnd})`)
  }
}

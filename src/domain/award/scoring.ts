/**
 * Judging: how far a proposal's or a phase's scoring has come, what is missing before it may move
 * on, and when a phase can be scored (its jury period runs and its results are not published).
 */
import { msg, plural } from '@lingui/core/macro'
import { periodName } from '@/config/constants'
import { translate } from '@/i18n'
import { formatDateTime } from '@/lib/dates'
import {
  activePeriod,
  periodIndex,
  periodOpenVerdict,
  periodTitle,
  scoringPeriodIds,
  type PeriodLike,
} from '@/domain/award/periods'
import { voteSessionStatus } from '@/domain/award/publication'
import { joinOr, no, YES, type EntryPhase, type Stage, type Verdict } from '@/domain/award/terms'

/** The judging of a proposal or a whole phase: score sheets assigned (current, and removed ones whose submitted score is kept) and submitted. */
export interface ScoringProgress {
  assigned: number
  submitted: number
}

/** The grand-final (Phase 3) judging of one proposal. */
export type GrandFinalProgress = ScoringProgress

/**
 * How many of the assigned scores are not submitted yet, in words ("2 of 3 grand-final scores are
 * not submitted yet."), or null when all are in. `what`: a phase's scores, the grand final's
 * scores, or a phase's score sheets (`phase` names the phase of the first and the last).
 */
export function unsubmittedNote(
  progress: ScoringProgress,
  what: 'scores' | 'grandFinalScores' | 'sheets',
  phase: Stage = 1,
): string | null {
  const missing = progress.assigned - progress.submitted
  if (missing <= 0) return null
  const assigned = progress.assigned
  switch (what) {
    case 'scores':
      return translate(
        msg`${plural(missing, {
          one: `# of ${assigned} Phase ${phase} scores is not submitted yet.`,
          other: `# of ${assigned} Phase ${phase} scores are not submitted yet.`,
        })}`,
      )
    case 'grandFinalScores':
      return translate(
        msg`${plural(missing, {
          one: `# of ${assigned} grand-final scores is not submitted yet.`,
          other: `# of ${assigned} grand-final scores are not submitted yet.`,
        })}`,
      )
    case 'sheets':
      return translate(
        msg`${plural(missing, {
          one: `# of ${assigned} Phase ${phase} score sheets is not submitted yet.`,
          other: `# of ${assigned} Phase ${phase} score sheets are not submitted yet.`,
        })}`,
      )
  }
}

/**
 * What is missing before a proposal can advance without an override: the scores of the phase it is
 * in (the phase's judges, current and removed ones whose submitted score is kept), or null when they are in.
 */
export function advanceMissing(progress: ScoringProgress, phase: EntryPhase): string | null {
  if (progress.assigned === 0)
    return translate(msg`No judge is assigned to score it in Phase ${phase}.`)
  return unsubmittedNote(progress, 'scores', phase)
}

/** The score sheets of one proposal counted for its judging in a phase: current ones, and removed ones whose submitted score is kept. */
export function phaseProgress(
  sheets: ReadonlyArray<{ phase: number; removed: boolean; status: string }>,
  phase: Stage,
): ScoringProgress {
  const counted = sheets.filter(
    (s) => s.phase === phase && (!s.removed || s.status === 'Submitted'),
  )
  return {
    assigned: counted.length,
    submitted: counted.filter((s) => s.status === 'Submitted').length,
  }
}

/**
 * Whether a phase's results are complete: it has score sheets counted for its judging
 * (`phaseProgress`: current ones, and removed ones whose submitted score is kept) and every one of
 * them is submitted. A phase without any such sheet is not complete (nobody judged it yet).
 * `sheets`: those of one year.
 */
export function scoringComplete(
  sheets: ReadonlyArray<{ phase: number; removed: boolean; status: string }>,
  phase: Stage,
): boolean {
  const { assigned, submitted } = phaseProgress(sheets, phase)
  return assigned > 0 && submitted === assigned
}

/** What is missing before a winner can be marked without an override, or null when the grand-final scores are in. */
export function winnerMissing(progress: GrandFinalProgress): string | null {
  if (progress.assigned === 0)
    return translate(msg`No judge is assigned to score it in the grand final.`)
  return unsubmittedNote(progress, 'grandFinalScores')
}

/**
 * Published results never change: once a phase's results are published (`publishedAt`), its score
 * sheets can be neither saved nor submitted, even while its jury period is still open.
 */
export function scoresFrozenVerdict(input: { phase: Stage; publishedAt: string | null }): Verdict {
  if (input.publishedAt) {
    const phase = input.phase
    const date = formatDateTime(input.publishedAt)
    return no(
      translate(
        msg`The Phase ${phase} results were published on ${date}: its scores can no longer change.`,
      ),
    )
  }
  return YES
}

/** Scoring a phase (saving or submitting a sheet): during the phase's jury period, until the phase's results are published. */
export function scoreVerdict(input: {
  periods: readonly PeriodLike[]
  now: number
  phase: Stage
  publishedAt: string | null
}): Verdict {
  const frozen = scoresFrozenVerdict(input)
  if (!frozen.ok) return frozen
  const phase = input.phase
  const what = translate(msg`Scoring for Phase ${phase}`)
  return periodOpenVerdict(input.periods, scoringPeriodIds(phase), input.now, what)
}

/**
 * What publishing a phase's results does, for the committee's confirmation: the sheets not submitted
 * yet, the phase's jury period when it is still open, that publishing closes the phase's scoring (even
 * during its jury periods, each called by its name: Phase 3 is judged in the grand final and in
 * Awarding), and each people's-choice vote of the year still open, whose voters would see the results.
 */
export function publishScoringNote(input: {
  phase: Stage
  progress: ScoringProgress
  periods: readonly PeriodLike[]
  now: number
  /** The year's people's-choice vote sessions; null when they could not be loaded. */
  votes?: readonly { name: string; openAt: string; closeAt: string }[] | null
}): string {
  const { phase, progress, periods, now, votes = [] } = input
  const missing = unsubmittedNote(progress, 'sheets', phase)
  const running = scoreVerdict({ periods, now, phase, publishedAt: null }).ok
    ? activePeriod(periods)
    : undefined
  const juryPeriods = joinOr(
    scoringPeriodIds(phase).map((id) => {
      const period = periods.find((p) => p.periodId === id)
      return `"${period ? periodTitle(period) : periodName(periodIndex(id))}"`
    }),
  )
  const openVotes = (votes ?? []).filter((v) => voteSessionStatus(v, now) === 'Open')
  const stillOpen = (period: PeriodLike) => {
    const name = periodTitle(period)
    const date = formatDateTime(period.endAt)
    return translate(msg`"${name}" is still open until ${date}.`)
  }
  const voteOpen = (vote: { name: string; closeAt: string }) => {
    const name = vote.name
    const date = formatDateTime(vote.closeAt)
    return translate(
      msg`The people’s-choice vote "${name}" is still open until ${date}: those who have not voted yet will see these results before they vote.`,
    )
  }
  return [
    missing,
    running ? stillOpen(running) : null,
    translate(
      msg`Publishing closes Phase ${phase} scoring: from then on no Phase ${phase} score can be saved or submitted, even during ${juryPeriods}.`,
    ),
    ...openVotes.map(voteOpen),
    votes === null
      ? translate(msg`Whether a people’s-choice vote is still open could not be checked.`)
      : null,
  ]
    .filter(Boolean)
    .join(' ')
}

/** A rubric's scale: the lowest and highest score of each criterion (1 to 10 unless the committee set another). */
export interface ScoreScale {
  min: number
  max: number
}

/**
 * A score as a judge typed it: null when the field is empty, its number when it is digits alone,
 * NaN otherwise ("7.5", "-3": on no scale).
 */
export function typedScore(text: string): number | null {
  const trimmed = text.trim()
  if (trimmed === '') return null
  return /^\d+$/.test(trimmed) ? Number(trimmed) : NaN
}

/** A score counts only as a whole number on the rubric's scale: the sheet's form and the API check it alike. */
export function isScoreOnScale(score: number, scale: ScoreScale): boolean {
  return Number.isInteger(score) && score >= scale.min && score <= scale.max
}

import { msg, plural } from '@lingui/core/macro'
import { formatScore } from '@/features/scoring/format'
import { translate } from '@/i18n'
import type { PhaseResults, ResultRow } from '@/features/scoring/schemas'
import { DEFAULT_THRESHOLDS } from '@/features/scoring/thresholds'

/**
 * Words for the numbers of a results row (docs/api.md "Results and fairness"): shown in the row,
 * printed, and exported to CSV, so the three always say the same thing. Each is worded when it is
 * asked for, in the language shown then.
 */

type Rules = PhaseResults['rules']

/** Why one judge's scores are left out of the normalised mean, in a sentence. */
export function leftOutSentence(judge: ResultRow['leftOut'][number], rules: Rules): string {
  const { name, count } = judge
  const { minScores } = rules
  if (judge.reason === 'few-scores')
    return translate(
      msg`${plural(count, {
        one: `${name} is left out of the normalised mean: # score in this phase, fewer than ${minScores}.`,
        other: `${name} is left out of the normalised mean: # scores in this phase, fewer than ${minScores}.`,
      })}`,
    )
  const spread = formatScore(judge.sd)
  const sdFloor = formatScore(rules.sdFloor)
  return translate(
    msg`${name} is left out of the normalised mean: gives every proposal (nearly) the same total (spread ${spread}, not above ${sdFloor}).`,
  )
}

export interface RowExplanation {
  /** How many judges each method counted, and who was left out. */
  notes: string[]
  /** What a reader must not miss: the normalised rank rests on too few scores. */
  warnings: string[]
}

export function explainRow(row: ResultRow, rules: Rules): RowExplanation {
  const conflicts = row.declaredConflicts.map(({ name, reason }) =>
    translate(msg`${name} declared a conflict of interest (“${reason}”): assignment released.`),
  )
  const { judgesAssigned: assigned, judgesDone: done, judgesNormalised: normalised } = row
  if (done === 0) {
    return {
      notes: [
        assigned === 0
          ? translate(msg`No judges assigned: not ranked.`)
          : translate(
              msg`${plural(assigned, {
                one: 'No submitted score yet (# judge assigned): not ranked.',
                other: 'No submitted score yet (# judges assigned): not ranked.',
              })}`,
            ),
        ...conflicts,
      ],
      warnings: [],
    }
  }
  const notes = [
    ...conflicts,
    translate(
      msg`${plural(assigned, {
        one: `Weighted: ${done} of # judge submitted, all counted.`,
        other: `Weighted: ${done} of # judges submitted, all counted.`,
      })}`,
    ),
    translate(msg`Normalised: ${normalised} of ${done} counted.`),
    ...row.leftOut.map((j) => leftOutSentence(j, rules)),
  ]
  if (row.spreadZ === null)
    notes.push(translate(msg`Disagreement not measured: fewer than two normalised scores.`))
  else if (row.disagree) {
    const spread = formatScore(row.spreadZ)
    const disagreement = formatScore(rules.disagreement)
    notes.push(
      translate(msg`Judges disagree: normalised spread ${spread} is above ${disagreement}.`),
    )
  }
  const warnings: string[] = []
  const { minJudges } = rules
  if (normalised === 0)
    warnings.push(translate(msg`No normalised rank: none of its judges’ scores can be normalised.`))
  else if (row.fewScores)
    warnings.push(
      translate(
        msg`${plural(normalised, {
          one: `The normalised rank rests on # judge only (fewer than ${minJudges}): read it with care.`,
          other: `The normalised rank rests on # judges only (fewer than ${minJudges}): read it with care.`,
        })}`,
      ),
    )
  return { notes, warnings }
}

/** The "how results are computed" text, matching docs/api.md, with the rules' values filled in. */
export function howResultsAreComputed(rules: Rules): string[] {
  const { minScores, minJudges } = rules
  const sdFloor = formatScore(rules.sdFloor)
  const disagreement = formatScore(rules.disagreement)
  const defaultMinScores = DEFAULT_THRESHOLDS.minScores
  const defaultSdFloor = formatScore(DEFAULT_THRESHOLDS.sdFloor)
  return [
    translate(
      msg`Weighted total of a sheet: Σ(score × weight) / Σ weight, on the 1–10 scale. Only submitted sheets count.`,
    ),
    translate(
      msg`Mean weighted: the average of the proposal’s weighted totals, every submitted judge counted. Raw spread: their standard deviation.`,
    ),
    translate(
      msg`Normalised (z-score): each judge’s total is turned into z = (total − the judge’s mean) / the judge’s standard deviation over all their totals in the phase, so a harsh or lenient judge does not decide the ranking. A judge’s scores are used only when the judge submitted at least ${minScores} scores in the phase and the judge’s spread is above ${sdFloor} (the committee’s thresholds for this phase; by default ${defaultMinScores} and ${defaultSdFloor}); otherwise they are left out of the normalised mean (never counted as 0) and the row says so.`,
    ),
    translate(
      msg`Mean z: the average of the counted z-scores. Normalised spread: their standard deviation; “Judges disagree” when it is above ${disagreement} (measured only with two or more counted scores).`,
    ),
    translate(
      msg`${plural(minJudges, {
        one: 'A normalised rank that rests on fewer than # judge is marked with a warning.',
        other: 'A normalised rank that rests on fewer than # judges is marked with a warning.',
      })}`,
    ),
    translate(
      msg`Ranks: highest first under each method; equal values share a rank and the next one skips (1, 1, 3). Proposals with no submitted score are listed last, unranked.`,
    ),
  ]
}

/** Numbers in the CSV stay numbers (two decimals), so a spreadsheet can sort them; −0 becomes 0. */
const round = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100 || 0)

/**
 * Columns of the results CSV: both rankings and the explanation, shaped like `CsvColumn` of the
 * proposals export; headers and words in the language shown when the export is asked for.
 */
export function resultCsvColumns(rules: Rules, categoryName: (category: number) => string) {
  const explanation = (r: ResultRow) => {
    const e = explainRow(r, rules)
    return [...e.warnings, ...e.notes].join(' ')
  }
  const yes = translate(msg({ message: 'yes', context: 'CSV value' }))
  const no = translate(msg({ message: 'no', context: 'CSV value' }))
  return [
    { header: translate(msg`Rank (weighted)`), value: (r: ResultRow) => r.rankWeighted },
    { header: translate(msg`Rank (normalised)`), value: (r: ResultRow) => r.rankZ },
    { header: translate(msg`Proposal`), value: (r: ResultRow) => r.title },
    { header: translate(msg`Team`), value: (r: ResultRow) => r.teamName },
    { header: translate(msg`Unit`), value: (r: ResultRow) => r.unit },
    { header: translate(msg`Category`), value: (r: ResultRow) => categoryName(r.category) },
    { header: translate(msg`Judges assigned`), value: (r: ResultRow) => r.judgesAssigned },
    { header: translate(msg`Judges counted (weighted)`), value: (r: ResultRow) => r.judgesDone },
    {
      header: translate(msg`Judges counted (normalised)`),
      value: (r: ResultRow) => r.judgesNormalised,
    },
    { header: translate(msg`Mean weighted`), value: (r: ResultRow) => round(r.meanWeighted) },
    { header: translate(msg`Raw spread`), value: (r: ResultRow) => round(r.spread) },
    { header: translate(msg`Mean z`), value: (r: ResultRow) => round(r.meanZ) },
    { header: translate(msg`Normalised spread`), value: (r: ResultRow) => round(r.spreadZ) },
    { header: translate(msg`Judges disagree`), value: (r: ResultRow) => (r.disagree ? yes : no) },
    { header: translate(msg`Explanation`), value: explanation },
  ]
}

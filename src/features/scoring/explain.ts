import { formatScore } from '@/features/scoring/format'
import type { PhaseResults, ResultRow } from '@/features/scoring/schemas'
import { DEFAULT_THRESHOLDS } from '@/features/scoring/thresholds'

/**
 * Words for the numbers of a results row (docs/api.md "Results and fairness"): shown in the row,
 * printed, and exported to CSV, so the three always say the same thing.
 */

type Rules = PhaseResults['rules']

const judges = (n: number) => `${n} judge${n === 1 ? '' : 's'}`

/** Why one judge's scores are left out of the normalised mean, in a sentence. */
export function leftOutSentence(judge: ResultRow['leftOut'][number], rules: Rules): string {
  return judge.reason === 'few-scores'
    ? `${judge.name} is left out of the normalised mean: ${judge.count} score${judge.count === 1 ? '' : 's'} in this phase, fewer than ${rules.minScores}.`
    : `${judge.name} is left out of the normalised mean: gives every proposal (nearly) the same total (spread ${formatScore(judge.sd)}, not above ${formatScore(rules.sdFloor)}).`
}

export interface RowExplanation {
  /** How many judges each method counted, and who was left out. */
  notes: string[]
  /** What a reader must not miss: the normalised rank rests on too few scores. */
  warnings: string[]
}

export function explainRow(row: ResultRow, rules: Rules): RowExplanation {
  const conflicts = row.declaredConflicts.map(
    (c) => `${c.name} declared a conflict of interest (“${c.reason}”): assignment released.`,
  )
  if (row.judgesDone === 0) {
    return {
      notes: [
        row.judgesAssigned === 0
          ? 'No judges assigned: not ranked.'
          : `No submitted score yet (${judges(row.judgesAssigned)} assigned): not ranked.`,
        ...conflicts,
      ],
      warnings: [],
    }
  }
  const notes = [
    ...conflicts,
    `Weighted: ${row.judgesDone} of ${judges(row.judgesAssigned)} submitted, all counted.`,
    `Normalised: ${row.judgesNormalised} of ${row.judgesDone} counted.`,
    ...row.leftOut.map((j) => leftOutSentence(j, rules)),
  ]
  if (row.spreadZ === null)
    notes.push('Disagreement not measured: fewer than two normalised scores.')
  else if (row.disagree)
    notes.push(
      `Judges disagree: normalised spread ${formatScore(row.spreadZ)} is above ${formatScore(rules.disagreement)}.`,
    )
  const warnings: string[] = []
  if (row.judgesNormalised === 0)
    warnings.push('No normalised rank: none of its judges’ scores can be normalised.')
  else if (row.fewScores)
    warnings.push(
      `The normalised rank rests on ${judges(row.judgesNormalised)} only (fewer than ${rules.minJudges}): read it with care.`,
    )
  return { notes, warnings }
}

/** The "how results are computed" text, matching docs/api.md, with the rules' values filled in. */
export function howResultsAreComputed(rules: Rules): string[] {
  return [
    'Weighted total of a sheet: Σ(score × weight) / Σ weight, on the 1–10 scale. Only submitted sheets count.',
    'Mean weighted: the average of the proposal’s weighted totals, every submitted judge counted. Raw spread: their standard deviation.',
    `Normalised (z-score): each judge’s total is turned into z = (total − the judge’s mean) / the judge’s standard deviation over all their totals in the phase, so a harsh or lenient judge does not decide the ranking. A judge’s scores are used only when the judge submitted at least ${rules.minScores} scores in the phase and the judge’s spread is above ${formatScore(rules.sdFloor)} (the committee’s thresholds for this phase; by default ${DEFAULT_THRESHOLDS.minScores} and ${formatScore(DEFAULT_THRESHOLDS.sdFloor)}); otherwise they are left out of the normalised mean (never counted as 0) and the row says so.`,
    `Mean z: the average of the counted z-scores. Normalised spread: their standard deviation; “Judges disagree” when it is above ${formatScore(rules.disagreement)} (measured only with two or more counted scores).`,
    `A normalised rank that rests on fewer than ${judges(rules.minJudges)} is marked with a warning.`,
    'Ranks: highest first under each method; equal values share a rank and the next one skips (1, 1, 3). Proposals with no submitted score are listed last, unranked.',
  ]
}

/** Numbers in the CSV stay numbers (two decimals), so a spreadsheet can sort them; −0 becomes 0. */
const round = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100 || 0)

/** Columns of the results CSV: both rankings and the explanation, shaped like `CsvColumn` of the proposals export. */
export function resultCsvColumns(rules: Rules, categoryName: (category: number) => string) {
  const explanation = (r: ResultRow) => {
    const e = explainRow(r, rules)
    return [...e.warnings, ...e.notes].join(' ')
  }
  return [
    { header: 'Rank (weighted)', value: (r: ResultRow) => r.rankWeighted },
    { header: 'Rank (normalised)', value: (r: ResultRow) => r.rankZ },
    { header: 'Proposal', value: (r: ResultRow) => r.title },
    { header: 'Team', value: (r: ResultRow) => r.teamName },
    { header: 'Unit', value: (r: ResultRow) => r.unit },
    { header: 'Category', value: (r: ResultRow) => categoryName(r.category) },
    { header: 'Judges assigned', value: (r: ResultRow) => r.judgesAssigned },
    { header: 'Judges counted (weighted)', value: (r: ResultRow) => r.judgesDone },
    { header: 'Judges counted (normalised)', value: (r: ResultRow) => r.judgesNormalised },
    { header: 'Mean weighted', value: (r: ResultRow) => round(r.meanWeighted) },
    { header: 'Raw spread', value: (r: ResultRow) => round(r.spread) },
    { header: 'Mean z', value: (r: ResultRow) => round(r.meanZ) },
    { header: 'Normalised spread', value: (r: ResultRow) => round(r.spreadZ) },
    { header: 'Judges disagree', value: (r: ResultRow) => (r.disagree ? 'yes' : 'no') },
    { header: 'Explanation', value: explanation },
  ]
}

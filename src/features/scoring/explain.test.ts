import { explainRow, howResultsAreComputed, resultCsvColumns } from '@/features/scoring/explain'
import type { ResultRow } from '@/features/scoring/schemas'

const RULES = { minScores: 3, sdFloor: 0.25, minJudges: 2, disagreement: 0.75 }
const base: ResultRow = {
  proposalId: 'P3',
  title: 'P3',
  teamName: 'Team',
  unit: 'Unit',
  category: 1,
  reachedPhase: 1,
  winnerRank: null,
  judgesAssigned: 3,
  judgesDone: 3,
  meanWeighted: 6,
  spread: Math.sqrt(8 / 3),
  judgesNormalised: 1,
  leftOut: [
    { juryId: 'S1', name: 'Sari', reason: 'few-scores', count: 1, sd: 0 },
    { juryId: 'E', name: 'Eko', reason: 'no-spread', count: 3, sd: 0 },
  ],
  declaredConflicts: [{ juryId: 'D', name: 'Dewi', reason: 'Mentored the team.' }],
  meanZ: 1,
  spreadZ: null,
  disagree: false,
  fewScores: true,
  rankWeighted: 3,
  rankZ: 1,
  rankDiffers: true,
}

describe('row explanations', () => {
  it('says how many judges each method counted, who was left out and why, and warns on too few scores', () => {
    expect(explainRow(base, RULES)).toEqual({
      notes: [
        'Dewi declared a conflict of interest (“Mentored the team.”): assignment released.',
        'Weighted: 3 of 3 judges submitted, all counted.',
        'Normalised: 1 of 3 counted.',
        'Sari is left out of the normalised mean: 1 score in this phase, fewer than 3.',
        'Eko is left out of the normalised mean: gives every proposal (nearly) the same total (spread 0.00, not above 0.25).',
        'Disagreement not measured: fewer than two normalised scores.',
      ],
      warnings: ['The normalised rank rests on 1 judge only (fewer than 2): read it with care.'],
    })
  })

  it('names a disagreement on the normalised spread, and a proposal without scores', () => {
    const disagree = explainRow(
      {
        ...base,
        judgesNormalised: 2,
        leftOut: [],
        declaredConflicts: [],
        spreadZ: 1,
        disagree: true,
        fewScores: false,
      },
      RULES,
    )
    expect(disagree.warnings).toEqual([])
    expect(disagree.notes).toContain('Judges disagree: normalised spread 1.00 is above 0.75.')
    expect(
      explainRow({ ...base, judgesDone: 0, judgesAssigned: 1, declaredConflicts: [] }, RULES),
    ).toEqual({
      notes: ['No submitted score yet (1 judge assigned): not ranked.'],
      warnings: [],
    })
  })

  it('states the rules in the "how results are computed" panel', () => {
    const text = howResultsAreComputed(RULES).join(' ')
    expect(text).toContain(
      'at least 3 scores in the phase and the judge’s spread is above 0.25 (the committee’s thresholds for this phase',
    )
    expect(text).toContain('above 0.75')
  })

  it('exports numbers as numbers and the explanation with the warning first', () => {
    const columns = resultCsvColumns(RULES, (c) => `Cat ${c}`)
    const cell = (header: string) => columns.find((c) => c.header === header)!.value(base)
    expect(cell('Mean weighted')).toBe(6)
    expect(cell('Raw spread')).toBe(1.63)
    expect(cell('Normalised spread')).toBeNull()
    expect(String(cell('Explanation'))).toMatch(/^The normalised rank rests on 1 judge only/)
  })
})

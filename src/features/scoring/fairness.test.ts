import {
  competitionRanks,
  computeResults,
  DISAGREEMENT_THRESHOLD,
  judgeStats,
  partialWeightedTotal,
  populationSd,
  weightedTotal,
  zScore,
  type Submission,
} from '@/features/scoring/fairness'

/*
 * The fixture, worked out by hand.
 *
 * Rubric: A weight 60, B weight 40. Total = (A×60 + B×40) / 100, on the 1–10 scale.
 *
 * Judge H (harsh)    P1: A2 B7  → (120+280)/100 = 4
 *                    P2: A2 B2  → 2
 *                    P3: A3 B3  → 3
 * Judge L (lenient)  P1: A10 B5 → (600+200)/100 = 8
 *                    P2: A9 B9  → 9
 *                    P4: A10 B10 → 10
 * Judge S (single)   P3: A10 B5 → 8            (one score only)
 * P5 is assigned to S but not scored yet.
 *
 * Per judge (population σ):
 *   H: totals 4, 2, 3 → mean 3, deviations +1 −1 0, σ = √(2/3) = 0.816497
 *      z: P1 +1/0.816497 = +1.224745, P2 −1.224745, P3 0
 *   L: totals 8, 9, 10 → mean 9, σ = √(2/3)
 *      z: P1 −1.224745, P2 0, P4 +1.224745
 *   S: one total → σ undefined → z = 0 (documented rule)
 *
 * Per proposal:
 *   P1: totals 4, 8  → mean 6,   mean z (1.224745 − 1.224745)/2 = 0,      spread √((4+4)/2) = 2   → disagree (> 1.5)
 *   P2: totals 2, 9  → mean 5.5, mean z (−1.224745 + 0)/2 = −0.612372,    spread 3.5              → disagree
 *   P3: totals 3, 8  → mean 5.5, mean z (0 + 0)/2 = 0,                    spread 2.5              → disagree
 *   P4: total 10     → mean 10,  mean z 1.224745,                         spread 0
 *   P5: nothing submitted → no mean, no z, no spread, no rank
 *
 * Ranks (competition ranking, ties share):
 *   weighted: P4 10 → 1, P1 6 → 2, P2 5.5 and P3 5.5 → 3 and 3 (tie), P5 none
 *   z:        P4 1.22 → 1, P1 0 and P3 0 → 2 and 2 (tie), P2 −0.61 → 4
 *   differ:   P2 (3 vs 4) and P3 (3 vs 2); the harsh judge's 3 for P3 is average for H, so z lifts P3.
 * Row order: by weighted rank, then z rank: P4, P1, P3, P2, P5.
 */
const RUBRIC = [
  { id: 'A', weight: 60 },
  { id: 'B', weight: 40 },
]
const sheet = (a: number, b: number) => [
  { criterionId: 'A', score: a },
  { criterionId: 'B', score: b },
]
const SHEETS: Array<[juryId: string, proposalId: string, a: number, b: number]> = [
  ['H', 'P1', 2, 7],
  ['H', 'P2', 2, 2],
  ['H', 'P3', 3, 3],
  ['L', 'P1', 10, 5],
  ['L', 'P2', 9, 9],
  ['L', 'P4', 10, 10],
  ['S', 'P3', 10, 5],
]
const SUBMISSIONS: Submission[] = SHEETS.map(([juryId, proposalId, a, b]) => ({ juryId, proposalId, total: weightedTotal(sheet(a, b), RUBRIC)! }))
const PROPOSALS = [
  { proposalId: 'P1', judgesAssigned: 2 },
  { proposalId: 'P2', judgesAssigned: 2 },
  { proposalId: 'P3', judgesAssigned: 2 },
  { proposalId: 'P4', judgesAssigned: 1 },
  { proposalId: 'P5', judgesAssigned: 1 },
]
const Z = Math.sqrt(3 / 2) // 1 / √(2/3) = 1.224745

describe('weighted total', () => {
  it('is Σ(score × weight) / Σ weight on the 1–10 scale', () => {
    expect(SUBMISSIONS.map((s) => s.total)).toEqual([4, 2, 3, 8, 9, 10, 8])
  })

  it('has no total while a criterion is unscored; the live total covers the scored ones', () => {
    const partial = [{ criterionId: 'A', score: 7 }, { criterionId: 'B', score: null }]
    expect(weightedTotal(partial, RUBRIC)).toBeNull()
    expect(partialWeightedTotal(partial, RUBRIC)).toBe(7)
    expect(partialWeightedTotal([], RUBRIC)).toBeNull()
  })
})

describe('per-judge normalisation', () => {
  it('standardises each judge by their own mean and σ; a single score gives z = 0', () => {
    const stats = judgeStats(SUBMISSIONS)
    expect(stats.get('H')).toMatchObject({ count: 3, mean: 3 })
    expect(stats.get('H')!.sd).toBeCloseTo(Math.sqrt(2 / 3), 9)
    expect(zScore(4, stats.get('H')!)).toBeCloseTo(Z, 9)
    expect(zScore(8, stats.get('L')!)).toBeCloseTo(-Z, 9)
    expect(stats.get('S')).toMatchObject({ count: 1, mean: 8, sd: 0 })
    expect(zScore(8, stats.get('S')!)).toBe(0)
  })

  it('gives z = 0 to a judge whose scores are all equal (σ = 0)', () => {
    const stats = judgeStats([
      { juryId: 'E', proposalId: 'P1', total: 6 },
      { juryId: 'E', proposalId: 'P2', total: 6 },
    ])
    expect(stats.get('E')!.sd).toBe(0)
    expect(zScore(6, stats.get('E')!)).toBe(0)
  })
})

describe('ranks', () => {
  it('uses competition ranking: ties share a rank and the next one skips (1, 1, 3)', () => {
    const ranks = competitionRanks([
      { id: 'a', value: 9 },
      { id: 'b', value: 9 },
      { id: 'c', value: 7 },
      { id: 'd', value: null },
    ])
    expect(Object.fromEntries(ranks)).toEqual({ a: 1, b: 1, c: 3, d: null })
  })

  it('treats totals equal up to float noise as a tie', () => {
    const ranks = competitionRanks([
      { id: 'a', value: 0.1 + 0.2 },
      { id: 'b', value: 0.3 },
    ])
    expect(ranks.get('b')).toBe(1)
    expect(ranks.get('a')).toBe(1)
  })
})

describe('computeResults on the hand-worked fixture', () => {
  const { rows, judges } = computeResults(PROPOSALS, SUBMISSIONS)
  const row = (id: string) => rows.find((r) => r.proposalId === id)!

  it('orders rows by weighted rank, then z rank, unscored last', () => {
    expect(rows.map((r) => r.proposalId)).toEqual(['P4', 'P1', 'P3', 'P2', 'P5'])
  })

  it('computes mean weighted, mean z and spread per proposal', () => {
    expect(row('P1')).toMatchObject({ judgesAssigned: 2, judgesDone: 2, meanWeighted: 6, spread: 2, disagree: true })
    expect(row('P1').meanZ).toBeCloseTo(0, 9)
    expect(row('P2')).toMatchObject({ meanWeighted: 5.5, spread: 3.5, disagree: true })
    expect(row('P2').meanZ).toBeCloseTo(-Z / 2, 9)
    expect(row('P3')).toMatchObject({ meanWeighted: 5.5, meanZ: 0, spread: 2.5, disagree: true })
    expect(row('P4')).toMatchObject({ judgesDone: 1, meanWeighted: 10, spread: 0, disagree: false })
    expect(row('P4').meanZ).toBeCloseTo(Z, 9)
  })

  it('ranks under each method with ties, and marks where they differ', () => {
    const ranks = Object.fromEntries(rows.map((r) => [r.proposalId, [r.rankWeighted, r.rankZ, r.rankDiffers]]))
    expect(ranks).toEqual({
      P4: [1, 1, false],
      P1: [2, 2, false],
      P3: [3, 2, true],
      P2: [3, 4, true],
      P5: [null, null, false],
    })
  })

  it('leaves a proposal with no submitted score unranked, with no numbers', () => {
    expect(row('P5')).toEqual({
      proposalId: 'P5',
      judgesAssigned: 1,
      judgesDone: 0,
      meanWeighted: null,
      meanZ: null,
      spread: null,
      disagree: false,
      rankWeighted: null,
      rankZ: null,
      rankDiffers: false,
    })
  })

  it('reports each judge’s mean and σ (the harsh and the lenient judge)', () => {
    expect(judges.map((j) => [j.juryId, j.count, j.mean])).toEqual([
      ['H', 3, 3],
      ['L', 3, 9],
      ['S', 1, 8],
    ])
  })
})

describe('disagreement threshold', () => {
  it('flags only a spread strictly above the threshold', () => {
    expect(DISAGREEMENT_THRESHOLD).toBe(1.5)
    // Totals 5 and 8: spread exactly 1.5 → not flagged; 5 and 8.2: spread 1.6 → flagged.
    const at = computeResults([{ proposalId: 'X', judgesAssigned: 2 }], [
      { juryId: 'a', proposalId: 'X', total: 5 },
      { juryId: 'b', proposalId: 'X', total: 8 },
    ])
    expect(at.rows[0]).toMatchObject({ spread: 1.5, disagree: false })
    expect(populationSd([5, 8.2])).toBeCloseTo(1.6, 9)
    const above = computeResults([{ proposalId: 'X', judgesAssigned: 2 }], [
      { juryId: 'a', proposalId: 'X', total: 5 },
      { juryId: 'b', proposalId: 'X', total: 8.2 },
    ])
    expect(above.rows[0]!.disagree).toBe(true)
  })
})

import {
  competitionRanks,
  computeResults,
  DEFAULT_RULES,
  judgeStats,
  partialWeightedTotal,
  populationSd,
  weightedTotal,
  zScore,
  type Submission,
} from '@/features/scoring/fairness'

/*
 * The fixture, worked out by hand (the same one is in docs/api.md "Results and fairness").
 *
 * Rubric: A weight 60, B weight 40. Total = (A×60 + B×40) / 100, on the 1–10 scale.
 * Rules (DEFAULT_RULES): z-scores only for judges with ≥ 3 scores and a spread > 0.25;
 * "too few" below 2 counted judges; "disagree" when the normalised spread > 0.75.
 *
 * Sheets → totals:
 *   H (harsh, 4 scores)    P1 A2 B7 → 4   P2 A2 B2 → 2   P3 A4 B4 → 4   P4 A2 B2 → 2
 *   L (lenient, 4 scores)  P1 A9 B9 → 9   P2 A7 B7 → 7   P4 A9 B9 → 9   P5 A7 B7 → 7
 *   S1 (one score)         P3 A10 B5 → 8
 *   S2 (two scores)        P3 A6 B6 → 6   P5 A9 B9 → 9
 *   E (same total, 3)      P2 A7 B7 → 7   P4 A7 B7 → 7   P5 A7 B7 → 7
 *   P6 has a judge assigned and no submitted score.
 *
 * Judges (population σ):
 *   H: 4, 2, 4, 2 → μ 3, σ 1 → z: P1 +1, P2 −1, P3 +1, P4 −1            counted
 *   L: 9, 7, 9, 7 → μ 8, σ 1 → z: P1 +1, P2 −1, P4 +1, P5 −1            counted
 *   S1: 1 score (< 3)                                                     left out: few scores
 *   S2: 2 scores (< 3; naively z would be ±1 whatever the gap)            left out: few scores
 *   E: 3 scores, σ 0 (≤ 0.25)                                             left out: no spread
 *
 * Proposals (raw = all submitted totals; normalised = counted z only):
 *   P1: 4, 9     mean 6.5   raw spread 2.5          z +1, +1  mean z +1  spread z 0   (harsh and lenient agree: no flag)
 *   P2: 2, 7, 7  mean 16/3  raw spread √50/3≈2.357  z −1, −1  mean z −1  spread z 0   (E left out)
 *   P3: 4, 8, 6  mean 6     raw spread √(8/3)≈1.633 z +1      mean z +1  spread z —   (S1, S2 left out; rests on 1 judge)
 *   P4: 2, 9, 7  mean 6     raw spread √(26/3)≈2.944 z −1, +1 mean z 0   spread z 1   → judges disagree (> 0.75)
 *   P5: 7, 9, 7  mean 23/3  raw spread √8/3≈0.943   z −1      mean z −1  spread z —   (S2, E left out; rests on 1 judge)
 *   P6: nothing submitted → no numbers, no ranks
 *
 * Ranks (competition ranking, ties share):
 *   weighted: P5 7.67 → 1, P1 6.5 → 2, P3 6 and P4 6 → 3 and 3 (tie), P2 5.33 → 5, P6 none
 *   normalised: P1 +1 and P3 +1 → 1 and 1 (tie), P4 0 → 3, P2 −1 and P5 −1 → 4 and 4 (tie), P6 none
 *   differ: P5 (1 vs 4), P1 (2 vs 1), P3 (3 vs 1), P2 (5 vs 4); P4 agrees (3, 3).
 * Row order: by weighted rank, then normalised rank, then id: P5, P1, P3, P4, P2, P6.
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
  ['H', 'P3', 4, 4],
  ['H', 'P4', 2, 2],
  ['L', 'P1', 9, 9],
  ['L', 'P2', 7, 7],
  ['L', 'P4', 9, 9],
  ['L', 'P5', 7, 7],
  ['S1', 'P3', 10, 5],
  ['S2', 'P3', 6, 6],
  ['S2', 'P5', 9, 9],
  ['E', 'P2', 7, 7],
  ['E', 'P4', 7, 7],
  ['E', 'P5', 7, 7],
]
const SUBMISSIONS: Submission[] = SHEETS.map(([juryId, proposalId, a, b]) => ({
  juryId,
  proposalId,
  total: weightedTotal(sheet(a, b), RUBRIC)!,
}))
const PROPOSALS = ['P1', 'P2', 'P3', 'P4', 'P5', 'P6'].map((proposalId) => ({
  proposalId,
  judgesAssigned: proposalId === 'P6' ? 1 : SHEETS.filter((s) => s[1] === proposalId).length,
}))

describe('weighted total', () => {
  it('is Σ(score × weight) / Σ weight on the 1–10 scale', () => {
    expect(SUBMISSIONS.map((s) => s.total)).toEqual([4, 2, 4, 2, 9, 7, 9, 7, 8, 6, 9, 7, 7, 7])
  })

  it('has no total while a criterion is unscored; the live total covers the scored ones', () => {
    const partial = [
      { criterionId: 'A', score: 7 },
      { criterionId: 'B', score: null },
    ]
    expect(weightedTotal(partial, RUBRIC)).toBeNull()
    expect(partialWeightedTotal(partial, RUBRIC)).toBe(7)
    expect(partialWeightedTotal([], RUBRIC)).toBeNull()
  })
})

describe('per-judge normalisation', () => {
  const stats = judgeStats(SUBMISSIONS)

  it('standardises the harsh and the lenient judge by their own mean and σ', () => {
    expect(stats.get('H')).toEqual({ juryId: 'H', count: 4, mean: 3, sd: 1, leftOut: null })
    expect(stats.get('L')).toEqual({ juryId: 'L', count: 4, mean: 8, sd: 1, leftOut: null })
    expect(zScore(4, stats.get('H')!)).toBe(1)
    expect(zScore(9, stats.get('L')!)).toBe(1)
    expect(zScore(7, stats.get('L')!)).toBe(-1)
  })

  it('leaves out a judge with one or two scores (fewer than the minimum of 3): no z at all, not 0', () => {
    expect(DEFAULT_RULES.minScores).toBe(3)
    expect(stats.get('S1')).toEqual({
      juryId: 'S1',
      count: 1,
      mean: 8,
      sd: 0,
      leftOut: 'few-scores',
    })
    expect(stats.get('S2')).toEqual({
      juryId: 'S2',
      count: 2,
      mean: 7.5,
      sd: 1.5,
      leftOut: 'few-scores',
    })
    expect(zScore(8, stats.get('S1')!)).toBeNull()
    expect(zScore(9, stats.get('S2')!)).toBeNull()
  })

  it('leaves out a judge who gives every proposal the same total (spread not above the floor)', () => {
    expect(stats.get('E')).toEqual({ juryId: 'E', count: 3, mean: 7, sd: 0, leftOut: 'no-spread' })
    expect(zScore(7, stats.get('E')!)).toBeNull()
    // A spread at the floor is still left out; just above it counts.
    const at = judgeStats(
      [5, 5.5, 5.5, 5].map((total, i) => ({ juryId: 'F', proposalId: `X${i}`, total })),
    )
    expect(at.get('F')).toMatchObject({ sd: 0.25, leftOut: 'no-spread' })
    const above = judgeStats(
      [5, 5.6, 5.6, 5].map((total, i) => ({ juryId: 'F', proposalId: `X${i}`, total })),
    )
    expect(above.get('F')!.leftOut).toBeNull()
  })

  it('follows other rules when given them', () => {
    const lenient = judgeStats(SUBMISSIONS, { ...DEFAULT_RULES, minScores: 2 })
    expect(lenient.get('S2')!.leftOut).toBeNull()
    expect(lenient.get('S1')!.leftOut).toBe('few-scores')
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

  it('orders rows by weighted rank, then normalised rank, unscored last', () => {
    expect(rows.map((r) => r.proposalId)).toEqual(['P5', 'P1', 'P3', 'P4', 'P2', 'P6'])
  })

  it('counts every submitted judge in the weighted mean and raw spread', () => {
    expect(row('P1')).toMatchObject({
      judgesAssigned: 2,
      judgesDone: 2,
      meanWeighted: 6.5,
      spread: 2.5,
    })
    expect(row('P2').meanWeighted).toBeCloseTo(16 / 3, 9)
    expect(row('P2').spread).toBeCloseTo(Math.sqrt(50) / 3, 9)
    expect(row('P3')).toMatchObject({ judgesDone: 3, meanWeighted: 6 })
    expect(row('P3').spread).toBeCloseTo(Math.sqrt(8 / 3), 9)
    expect(row('P4')).toMatchObject({ judgesDone: 3, meanWeighted: 6 })
    expect(row('P4').spread).toBeCloseTo(Math.sqrt(26 / 3), 9)
    expect(row('P5').meanWeighted).toBeCloseTo(23 / 3, 9)
    expect(row('P5').spread).toBeCloseTo(Math.sqrt(8) / 3, 9)
  })

  it('counts only the normalisable judges in the normalised mean and says who is left out and why', () => {
    expect(row('P1')).toMatchObject({
      judgesNormalised: 2,
      leftOut: [],
      meanZ: 1,
      spreadZ: 0,
      fewScores: false,
    })
    expect(row('P2')).toMatchObject({
      judgesNormalised: 2,
      leftOut: [{ juryId: 'E', reason: 'no-spread' }],
      meanZ: -1,
      spreadZ: 0,
      fewScores: false,
    })
    expect(row('P3')).toMatchObject({
      judgesNormalised: 1,
      leftOut: [
        { juryId: 'S1', reason: 'few-scores' },
        { juryId: 'S2', reason: 'few-scores' },
      ],
      meanZ: 1,
      spreadZ: null,
      fewScores: true,
    })
    expect(row('P4')).toMatchObject({
      judgesNormalised: 2,
      leftOut: [{ juryId: 'E', reason: 'no-spread' }],
      meanZ: 0,
      spreadZ: 1,
    })
    expect(row('P5')).toMatchObject({
      judgesNormalised: 1,
      leftOut: [
        { juryId: 'E', reason: 'no-spread' },
        { juryId: 'S2', reason: 'few-scores' },
      ],
      meanZ: -1,
      spreadZ: null,
      fewScores: true,
    })
  })

  it('flags disagreement on the normalised spread, not the raw one', () => {
    // P1: raw spread 2.5, but the harsh and the lenient judge both put it 1σ above their average.
    expect(row('P1').disagree).toBe(false)
    expect(row('P4').disagree).toBe(true)
    expect(rows.filter((r) => r.disagree).map((r) => r.proposalId)).toEqual(['P4'])
  })

  it('ranks under each method with ties, and marks where they differ', () => {
    const ranks = Object.fromEntries(
      rows.map((r) => [r.proposalId, [r.rankWeighted, r.rankZ, r.rankDiffers]]),
    )
    expect(ranks).toEqual({
      P5: [1, 4, true],
      P1: [2, 1, true],
      P3: [3, 1, true],
      P4: [3, 3, false],
      P2: [5, 4, true],
      P6: [null, null, false],
    })
  })

  it('gives a proposal scored by one judge no spread (0 would read as judges agreeing)', () => {
    const one = computeResults(
      [{ proposalId: 'X', judgesAssigned: 2 }],
      [{ juryId: 'H', proposalId: 'X', total: 6 }],
    ).rows[0]!
    expect(one).toMatchObject({ judgesDone: 1, meanWeighted: 6, spread: null, spreadZ: null })
  })

  it('leaves a proposal with no submitted score unranked, with no numbers', () => {
    expect(row('P6')).toEqual({
      proposalId: 'P6',
      judgesAssigned: 1,
      judgesDone: 0,
      meanWeighted: null,
      spread: null,
      judgesNormalised: 0,
      leftOut: [],
      meanZ: null,
      spreadZ: null,
      disagree: false,
      fewScores: false,
      rankWeighted: null,
      rankZ: null,
      rankDiffers: false,
    })
  })

  it('reports each judge’s count, mean, σ and whether they are left out', () => {
    expect(judges.map((j) => [j.juryId, j.count, j.mean, j.sd, j.leftOut])).toEqual([
      ['E', 3, 7, 0, 'no-spread'],
      ['H', 4, 3, 1, null],
      ['L', 4, 8, 1, null],
      ['S1', 1, 8, 0, 'few-scores'],
      ['S2', 2, 7.5, 1.5, 'few-scores'],
    ])
  })

  it('gives no normalised rank when every judge of a phase gives the same totals', () => {
    const flat = computeResults(
      [
        { proposalId: 'X', judgesAssigned: 1 },
        { proposalId: 'Y', judgesAssigned: 1 },
        { proposalId: 'Z', judgesAssigned: 1 },
      ],
      ['X', 'Y', 'Z'].map((proposalId) => ({ juryId: 'E', proposalId, total: 6 })),
    )
    expect(
      flat.rows.map((r) => [r.rankWeighted, r.meanZ, r.rankZ, r.judgesNormalised, r.fewScores]),
    ).toEqual([
      [1, null, null, 0, true],
      [1, null, null, 0, true],
      [1, null, null, 0, true],
    ])
  })
})

describe('disagreement threshold', () => {
  it('flags only a normalised spread strictly above the threshold', () => {
    expect(DEFAULT_RULES.disagreement).toBe(0.75)
    // Two counted judges whose z-scores for X are a and b: the spread is |a − b| / 2.
    const judge = (id: string, x: number) =>
      [x, 0, 1, -1].map((d, i) => ({
        juryId: id,
        proposalId: i === 0 ? 'X' : `${id}${i}`,
        total: 5 + d,
      }))
    const spreadOf = (a: number, b: number) =>
      computeResults([{ proposalId: 'X', judgesAssigned: 2 }], [...judge('a', a), ...judge('b', b)])
        .rows[0]!
    expect(populationSd([1, -1])).toBe(1)
    const wide = spreadOf(1.5, -1.5)
    expect(wide.spreadZ).toBeGreaterThan(0.75)
    expect(wide.disagree).toBe(true)
    const same = spreadOf(1, 1)
    expect(same.spreadZ).toBeCloseTo(0, 9)
    expect(same.disagree).toBe(false)
  })
})

/**
 * The result numbers of a scoring phase, computed here and nowhere else (docs/api.md "Results and
 * fairness" gives the formulas). Pure functions: the demo backend and the screens share them.
 */

/** Spread (population standard deviation of a proposal's judge totals, 1–10 scale) above which judges "disagree". */
export const DISAGREEMENT_THRESHOLD = 1.5

/** Totals closer than this are equal when ranking, so float noise never breaks a tie. */
const EPSILON = 1e-9

export interface WeightedCriterion {
  id: string
  weight: number
}

export interface CriterionScore {
  criterionId: string
  score: number | null
}

/**
 * Σ(score_c × weight_c) / Σ weight_c over the rubric's criteria: a number on the 1–10 scale.
 * Null when a criterion of the rubric has no score yet (an incomplete sheet has no total).
 */
export function weightedTotal(scores: CriterionScore[], criteria: WeightedCriterion[]): number | null {
  if (criteria.length === 0) return null
  let sum = 0
  let weights = 0
  for (const criterion of criteria) {
    const score = scores.find((s) => s.criterionId === criterion.id)?.score
    if (score === null || score === undefined || !Number.isFinite(score)) return null
    sum += score * criterion.weight
    weights += criterion.weight
  }
  return weights > 0 ? sum / weights : null
}

/**
 * The same sum over the criteria scored so far, for a live total while a sheet is being filled in:
 * Σ over scored criteria of score × weight / Σ of their weights. Null when nothing is scored.
 */
export function partialWeightedTotal(scores: CriterionScore[], criteria: WeightedCriterion[]): number | null {
  const scored = criteria.filter((c) => {
    const s = scores.find((x) => x.criterionId === c.id)?.score
    return s !== null && s !== undefined && Number.isFinite(s)
  })
  return scored.length === 0 ? null : weightedTotal(scores, scored)
}

export function mean(values: number[]): number | null {
  return values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length
}

/** Population standard deviation √(Σ(x − mean)² / n); null for no values, 0 for one. */
export function populationSd(values: number[]): number | null {
  const m = mean(values)
  if (m === null) return null
  return Math.sqrt(values.reduce((acc, x) => acc + (x - m) ** 2, 0) / values.length)
}

/** One submitted score sheet, reduced to its weighted total. */
export interface Submission {
  proposalId: string
  juryId: string
  total: number
}

export interface JudgeStats {
  juryId: string
  count: number
  mean: number
  /** Population standard deviation of the judge's totals in the phase; 0 for a single score. */
  sd: number
}

/** Each judge's mean and standard deviation over all their submitted totals in the phase. */
export function judgeStats(submissions: Submission[]): Map<string, JudgeStats> {
  const byJudge = new Map<string, number[]>()
  for (const s of submissions) byJudge.set(s.juryId, [...(byJudge.get(s.juryId) ?? []), s.total])
  const stats = new Map<string, JudgeStats>()
  for (const [juryId, totals] of byJudge) {
    stats.set(juryId, { juryId, count: totals.length, mean: mean(totals)!, sd: populationSd(totals)! })
  }
  return stats
}

/**
 * z = (total − mean_j) / sd_j. A judge with one score, or whose scores are all equal (sd_j = 0),
 * tells us nothing about how they rank proposals against each other: their z is 0 (average).
 */
export function zScore(total: number, stats: JudgeStats): number {
  if (stats.count < 2 || stats.sd < EPSILON) return 0
  return (total - stats.mean) / stats.sd
}

/**
 * Competition ranking, highest value first: equal values share a rank and the next rank skips
 * (1, 1, 3). Null values get no rank.
 */
export function competitionRanks(values: Array<{ id: string; value: number | null }>): Map<string, number | null> {
  const ranked = values.filter((v): v is { id: string; value: number } => v.value !== null).sort((a, b) => b.value - a.value)
  const ranks = new Map<string, number | null>()
  ranked.forEach((v, index) => {
    const previous = ranked[index - 1]
    ranks.set(v.id, previous && Math.abs(previous.value - v.value) < EPSILON ? ranks.get(previous.id)! : index + 1)
  })
  for (const v of values) if (v.value === null) ranks.set(v.id, null)
  return ranks
}

export interface ProposalInput {
  proposalId: string
  /** Judges counted for the proposal: current assignments plus dropped-out judges whose submitted score is kept. */
  judgesAssigned: number
}

export interface ProposalResult {
  proposalId: string
  judgesAssigned: number
  judgesDone: number
  /** Mean of the submitted weighted totals (1–10); null with no submitted score. */
  meanWeighted: number | null
  /** Mean of the per-judge z-scores of those totals; null with no submitted score. */
  meanZ: number | null
  /** Population standard deviation of the submitted totals; null with none, 0 with one. */
  spread: number | null
  /** Spread above DISAGREEMENT_THRESHOLD. */
  disagree: boolean
  rankWeighted: number | null
  rankZ: number | null
  /** Both ranks exist and differ. */
  rankDiffers: boolean
}

export interface PhaseResults {
  rows: ProposalResult[]
  judges: JudgeStats[]
}

/**
 * Every proposal's result in a phase. Rows come ranked by mean weighted score (then mean z, then
 * id); proposals without a submitted score come last, unranked.
 */
export function computeResults(proposals: ProposalInput[], submissions: Submission[], threshold = DISAGREEMENT_THRESHOLD): PhaseResults {
  const stats = judgeStats(submissions)
  const base = proposals.map((p) => {
    const mine = submissions.filter((s) => s.proposalId === p.proposalId)
    const totals = mine.map((s) => s.total)
    const zs = mine.map((s) => zScore(s.total, stats.get(s.juryId)!))
    const spread = populationSd(totals)
    return {
      proposalId: p.proposalId,
      judgesAssigned: p.judgesAssigned,
      judgesDone: mine.length,
      meanWeighted: mean(totals),
      meanZ: mean(zs),
      spread,
      disagree: spread !== null && spread > threshold,
    }
  })
  const rankW = competitionRanks(base.map((r) => ({ id: r.proposalId, value: r.meanWeighted })))
  const rankZ = competitionRanks(base.map((r) => ({ id: r.proposalId, value: r.meanZ })))
  const rows: ProposalResult[] = base.map((r) => {
    const w = rankW.get(r.proposalId) ?? null
    const z = rankZ.get(r.proposalId) ?? null
    return { ...r, rankWeighted: w, rankZ: z, rankDiffers: w !== null && z !== null && w !== z }
  })
  rows.sort(
    (a, b) =>
      (a.rankWeighted ?? Infinity) - (b.rankWeighted ?? Infinity) ||
      (a.rankZ ?? Infinity) - (b.rankZ ?? Infinity) ||
      a.proposalId.localeCompare(b.proposalId),
  )
  return { rows, judges: [...stats.values()].sort((a, b) => a.juryId.localeCompare(b.juryId)) }
}

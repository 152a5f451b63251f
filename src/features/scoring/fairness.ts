/**
 * The result numbers of a scoring phase, computed here and nowhere else (docs/api.md "Results and
 * fairness" gives the formulas). Pure functions: the demo backend and the screens share them.
 */

/**
 * The rules that decide which scores the normalised (z-score) method may use, and when judges
 * "disagree". docs/api.md "Results and fairness" explains each one.
 */
export interface FairnessRules {
  /** A judge's scores are normalised only when the judge submitted at least this many in the phase. */
  minScores: number
  /** …and only when the judge's own spread (σ of their totals, 1–10 scale) is strictly above this floor. */
  sdFloor: number
  /** A proposal's normalised rank "rests on too few scores" with fewer judges than this counted. */
  minJudges: number
  /** Spread of a proposal's z-scores strictly above which its judges "disagree". */
  disagreement: number
}

export const DEFAULT_RULES: FairnessRules = {
  minScores: 3,
  sdFloor: 0.25,
  minJudges: 2,
  disagreement: 0.75,
}

/** Orders like `localeCompare`, many times faster over thousands of rows. */
const byText = new Intl.Collator().compare

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
export function weightedTotal(
  scores: CriterionScore[],
  criteria: WeightedCriterion[],
): number | null {
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
export function partialWeightedTotal(
  scores: CriterionScore[],
  criteria: WeightedCriterion[],
): number | null {
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

/** Why a judge's scores are left out of the normalised mean. */
export type LeftOutReason = 'few-scores' | 'no-spread'

export interface JudgeStats {
  juryId: string
  count: number
  mean: number
  /** Population standard deviation of the judge's totals in the phase; 0 for a single score. */
  sd: number
  /** Null when the judge's scores are normalised; otherwise why they are left out. */
  leftOut: LeftOutReason | null
}

/** Each judge's mean and standard deviation over all their submitted totals in the phase, and whether z-scores may use them. */
export function judgeStats(
  submissions: Submission[],
  rules: FairnessRules = DEFAULT_RULES,
): Map<string, JudgeStats> {
  const byJudge = new Map<string, number[]>()
  for (const s of submissions) {
    const totals = byJudge.get(s.juryId)
    if (totals) totals.push(s.total)
    else byJudge.set(s.juryId, [s.total])
  }
  const stats = new Map<string, JudgeStats>()
  for (const [juryId, totals] of byJudge) {
    const sd = populationSd(totals)!
    const leftOut: LeftOutReason | null =
      totals.length < rules.minScores
        ? 'few-scores'
        : sd <= rules.sdFloor + EPSILON
          ? 'no-spread'
          : null
    stats.set(juryId, { juryId, count: totals.length, mean: mean(totals)!, sd, leftOut })
  }
  return stats
}

/**
 * z = (total − μ_j) / σ_j, or null when the judge is left out (too few scores, or a spread at or
 * below the floor): such a score says nothing reliable about how the judge ranks proposals, so it
 * is not counted at all in the normalised mean (never as 0).
 */
export function zScore(total: number, stats: JudgeStats): number | null {
  if (stats.leftOut) return null
  return (total - stats.mean) / stats.sd
}

/**
 * Competition ranking, highest value first: equal values share a rank and the next rank skips
 * (1, 1, 3). Null values get no rank.
 */
export function competitionRanks(
  values: Array<{ id: string; value: number | null }>,
): Map<string, number | null> {
  const ranked = values
    .filter((v): v is { id: string; value: number } => v.value !== null)
    .sort((a, b) => b.value - a.value)
  const ranks = new Map<string, number | null>()
  ranked.forEach((v, index) => {
    const previous = ranked[index - 1]
    ranks.set(
      v.id,
      previous && Math.abs(previous.value - v.value) < EPSILON
        ? ranks.get(previous.id)!
        : index + 1,
    )
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
  /** Submitted scores: the judges counted in the weighted mean. */
  judgesDone: number
  /** Mean of the submitted weighted totals (1–10); null with no submitted score. */
  meanWeighted: number | null
  /** Population standard deviation of the submitted totals (raw spread); null with fewer than two. */
  spread: number | null
  /** Judges whose z-score counts in the normalised mean. */
  judgesNormalised: number
  /** Judges who scored the proposal but are left out of the normalised mean, and why. */
  leftOut: Array<{ juryId: string; reason: LeftOutReason }>
  /** Mean of the counted judges' z-scores; null when no judge counts. */
  meanZ: number | null
  /** Population standard deviation of the counted z-scores (normalised spread); null with fewer than two. */
  spreadZ: number | null
  /** Normalised spread strictly above the rules' `disagreement`. */
  disagree: boolean
  /** The proposal has scores but fewer than `minJudges` judges count in the normalised mean. */
  fewScores: boolean
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
export function computeResults(
  proposals: ProposalInput[],
  submissions: Submission[],
  rules: FairnessRules = DEFAULT_RULES,
): PhaseResults {
  const stats = judgeStats(submissions, rules)
  // Grouped once: a search of every submission per proposal is quadratic at 10,000 proposals.
  const byProposal = new Map<string, Submission[]>()
  for (const s of submissions) {
    const mine = byProposal.get(s.proposalId)
    if (mine) mine.push(s)
    else byProposal.set(s.proposalId, [s])
  }
  const base = proposals.map((p) => {
    const mine = (byProposal.get(p.proposalId) ?? []).sort((a, b) => byText(a.juryId, b.juryId))
    const totals = mine.map((s) => s.total)
    const zs = mine
      .map((s) => zScore(s.total, stats.get(s.juryId)!))
      .filter((z): z is number => z !== null)
    const spreadZ = zs.length >= 2 ? populationSd(zs) : null
    return {
      proposalId: p.proposalId,
      judgesAssigned: p.judgesAssigned,
      judgesDone: mine.length,
      meanWeighted: mean(totals),
      // A spread needs two scores: with one judge, 0 would read as judges agreeing.
      spread: totals.length >= 2 ? populationSd(totals) : null,
      judgesNormalised: zs.length,
      leftOut: mine.flatMap((s) => {
        const reason = stats.get(s.juryId)!.leftOut
        return reason ? [{ juryId: s.juryId, reason }] : []
      }),
      meanZ: mean(zs),
      spreadZ,
      disagree: spreadZ !== null && spreadZ > rules.disagreement + EPSILON,
      fewScores: mine.length > 0 && zs.length < rules.minJudges,
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
      byText(a.proposalId, b.proposalId),
  )
  return { rows, judges: [...stats.values()].sort((a, b) => byText(a.juryId, b.juryId)) }
}

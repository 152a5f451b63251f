/**
 * How the committee's results table can be sorted and filtered (`GET /score/result`, docs/api.md
 * "Results and fairness"): the demo API and the screen both read these.
 */
export const RESULT_SORTS = [
  'rankWeighted',
  'rankZ',
  'title',
  'category',
  'judgesDone',
  'meanWeighted',
  'spread',
  'meanZ',
  'spreadZ',
] as const
export type ResultSort = (typeof RESULT_SORTS)[number]

/** `current`: still in the phase (can be advanced); `advanced`: reached a later phase; `winner`: holds a winner rank. */
export const RESULT_STAGES = ['current', 'advanced', 'winner'] as const
export const RESULT_FLAGS = ['scored', 'unscored', 'disagree', 'fewScores', 'rankDiffers'] as const

export const RESULT_SORT_LABELS: Record<ResultSort, string> = {
  rankWeighted: 'Rank (weighted)',
  rankZ: 'Rank (normalised)',
  title: 'Title',
  category: 'Category',
  judgesDone: 'Judges counted',
  meanWeighted: 'Mean weighted',
  spread: 'Raw spread',
  meanZ: 'Mean z',
  spreadZ: 'Normalised spread',
}

export const RESULT_STAGE_LABELS: Record<(typeof RESULT_STAGES)[number], string> = {
  current: 'Still in this phase',
  advanced: 'Advanced',
  winner: 'Winners',
}

export const RESULT_FLAG_LABELS: Record<(typeof RESULT_FLAGS)[number], string> = {
  scored: 'Has scores',
  unscored: 'No score yet',
  disagree: 'Judges disagree',
  fewScores: 'Too few normalised scores',
  rankDiffers: 'Ranks differ',
}

import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

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

// The labels are messages, translated where the screen shows them (`i18n._`).
export const RESULT_SORT_LABELS: Record<ResultSort, MessageDescriptor> = {
  rankWeighted: msg`Rank (weighted)`,
  rankZ: msg`Rank (normalised)`,
  title: msg`Title`,
  category: msg`Category`,
  judgesDone: msg`Judges counted`,
  meanWeighted: msg`Mean weighted`,
  spread: msg`Raw spread`,
  meanZ: msg`Mean z`,
  spreadZ: msg`Normalised spread`,
}

export const RESULT_STAGE_LABELS: Record<(typeof RESULT_STAGES)[number], MessageDescriptor> = {
  current: msg`Still in this phase`,
  advanced: msg`Advanced`,
  winner: msg`Winners`,
}

export const RESULT_FLAG_LABELS: Record<(typeof RESULT_FLAGS)[number], MessageDescriptor> = {
  scored: msg`Has scores`,
  unscored: msg`No score yet`,
  disagree: msg`Judges disagree`,
  fewScores: msg`Too few normalised scores`,
  rankDiffers: msg`Ranks differ`,
}

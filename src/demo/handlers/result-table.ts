import type { PhaseNumber, ProposalRecord, TeamRecord } from '@/demo/db/types'
import {
  choiceFilter,
  keywordOf,
  numberFilter,
  readSort,
  sortRows,
  type SortValue,
} from '@/demo/handlers/table-query'
import type { ProposalResult } from '@/features/scoring/fairness'
import { RESULT_FLAGS, RESULT_SORTS, RESULT_STAGES } from '@/features/scoring/result-filters'

export interface ResultLookup {
  proposal: ProposalRecord
  team: TeamRecord | undefined
}

/**
 * The computed rows that match the list's filters, in the order asked for: the rows are the
 * fairness module's (cheap), titles and teams come from the indexes; nothing is built per row.
 */
export function matchResults(
  url: URL,
  phase: PhaseNumber,
  rows: ProposalResult[],
  lookup: (proposalId: string) => ResultLookup,
): ProposalResult[] {
  const keyword = keywordOf(url)
  const category = numberFilter(url, 'category')
  const stage = choiceFilter(url, 'stage', RESULT_STAGES)
  const flag = choiceFilter(url, 'flag', RESULT_FLAGS)
  const sort = readSort(url, RESULT_SORTS, 'rankWeighted')
  const matched = rows.filter((r) => {
    const { proposal, team } = lookup(r.proposalId)
    if (category !== null && proposal.category !== category) return false
    if (stage === 'current' && proposal.phase !== phase) return false
    if (stage === 'advanced' && proposal.phase <= phase) return false
    if (stage === 'winner' && proposal.winnerRank === null) return false
    if (flag === 'scored' && r.judgesDone === 0) return false
    if (flag === 'unscored' && r.judgesDone > 0) return false
    if (flag === 'disagree' && !r.disagree) return false
    if (flag === 'fewScores' && !r.fewScores) return false
    if (flag === 'rankDiffers' && !r.rankDiffers) return false
    if (!keyword) return true
    return [proposal.title, team?.name, team?.unit].some((v) => v?.toLowerCase().includes(keyword))
  })
  // The fairness module's order is the default (rank, then normalised rank, then id).
  if (sort.key === 'rankWeighted' && !sort.desc) return matched
  const value = (r: ProposalResult): SortValue => {
    if (sort.key === 'title') return lookup(r.proposalId).proposal.title
    if (sort.key === 'category') return lookup(r.proposalId).proposal.category
    return r[sort.key]
  }
  return sortRows(matched, sort, value, (r) => r.proposalId)
}

/** Rows a bulk advance may take: those still in the phase (Phase 3 has nothing to advance to). */
export const canAdvanceFrom = (proposal: ProposalRecord, phase: PhaseNumber) =>
  phase !== 3 && proposal.phase === phase

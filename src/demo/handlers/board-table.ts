import { msg } from '@lingui/core/macro'
import type { JuryDetailRecord, ProposalRecord, TeamRecord } from '@/demo/db/types'
import {
  choiceFilter,
  keywordOf,
  numberFilter,
  readSort,
  sortRows,
  type SortValue,
} from '@/demo/handlers/table-query'
import { problem } from '@/demo/handlers/http'
import { BOARD_JUDGES, BOARD_SORTS } from '@/features/judges/board-filters'
import { translate } from '@/i18n'

export interface BoardLookup {
  team: (proposal: ProposalRecord) => TeamRecord | undefined
  /** The proposal's sheets in the phase, removed ones included. */
  sheets: (proposal: ProposalRecord) => JuryDetailRecord[]
}

const activeCount = (sheets: JuryDetailRecord[]) =>
  sheets.reduce((n, jd) => n + (jd.removed ? 0 : 1), 0)

/**
 * The judgeable proposals (already in title order) that match the board's filters, in the order
 * asked for: `keyword` (title, team, unit), `filter[category]`, `filter[judges]` (none / some) and
 * `filter[judge]` (a judge's current proposals).
 */
export function matchBoard(
  url: URL,
  proposals: ProposalRecord[],
  lookup: BoardLookup,
): ProposalRecord[] {
  const keyword = keywordOf(url)
  const category = numberFilter(url, 'category')
  const judges = choiceFilter(url, 'judges', BOARD_JUDGES)
  const judge = url.searchParams.get('filter[judge]') || null
  const sort = readSort(url, BOARD_SORTS, 'title')
  if (judge !== null && !/^[\w-]{1,80}$/.test(judge))
    throw problem(400, null, translate(msg`filter[judge] must be a jury member id.`))
  const matched = proposals.filter((p) => {
    if (category !== null && p.category !== category) return false
    if (judges !== null || judge !== null) {
      const sheets = lookup.sheets(p)
      if (judges === 'none' && activeCount(sheets) > 0) return false
      if (judges === 'some' && activeCount(sheets) === 0) return false
      if (judge !== null && !sheets.some((jd) => jd.juryId === judge && !jd.removed)) return false
    }
    if (!keyword) return true
    const team = lookup.team(p)
    return [p.title, team?.name, team?.unit].some((v) => v?.toLowerCase().includes(keyword))
  })
  if (sort.key === 'title' && !sort.desc) return matched
  const value = (p: ProposalRecord): SortValue => {
    if (sort.key === 'title') return p.title
    if (sort.key === 'team') return lookup.team(p)?.name ?? null
    if (sort.key === 'category') return p.category
    return activeCount(lookup.sheets(p))
  }
  return sortRows(matched, sort, value, (p) => p.title + p.id)
}

import { QueryClient } from '@tanstack/react-query'
import { scoringQueries } from '@/features/scoring/api'

describe('scoring query keys (general → specific)', () => {
  it('a saved sheet refreshes the lists and results it appears in, but not the sheet just stored', async () => {
    const client = new QueryClient()
    const keys = {
      sheet: scoringQueries.sheet('jd-1').queryKey,
      mine: scoringQueries.mine(2026, 1).queryKey,
      byProposal: scoringQueries.byProposal('p-1').queryKey,
      byJury: scoringQueries.byJury('u-1', 2026, 1).queryKey,
      result: scoringQueries.result(2026, 1).queryKey,
      rubric: scoringQueries.rubric(1).queryKey,
    }
    for (const key of Object.values(keys)) client.setQueryData(key, [])
    await client.invalidateQueries({ queryKey: scoringQueries.sheetLists() })
    await client.invalidateQueries({ queryKey: scoringQueries.results() })
    const stale = Object.fromEntries(
      Object.entries(keys).map(([name, key]) => [name, client.getQueryState(key)?.isInvalidated]),
    )
    expect(stale).toEqual({
      sheet: false,
      mine: true,
      byProposal: true,
      byJury: true,
      result: true,
      rubric: false,
    })
  })

  it('every scoring key sits under the feature root', () => {
    expect(scoringQueries.sheet('jd-1').queryKey.slice(0, 2)).toEqual([
      ...scoringQueries.all(),
      'sheets',
    ])
    expect(scoringQueries.settings(2026).queryKey[0]).toBe(scoringQueries.all()[0])
  })
})

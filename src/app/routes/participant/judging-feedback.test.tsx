import { screen, within } from '@testing-library/react'
import { demoStore, SEED_NOW } from '@/testing/demo-server'
import { renderRoute } from '@/testing/test-utils'

const LAST = new Date(SEED_NOW).getUTCFullYear() - 1
const LEADER_011 = 'c0a80001-0000-4000-8000-000000000021'

describe('judges’ feedback on the proposal page', () => {
  it('shows the mean per criterion of each published phase, and the comments where the committee shares them', async () => {
    renderRoute(`/innovation-award/participant/proposal/prop-011?year=${LAST}`, { as: LEADER_011 })
    const phase1 = await screen.findByRole('article', { name: 'Phase 1' })
    const table = within(phase1).getByRole('table', {
      name: 'Your Phase 1 score per criterion (mean of the judges)',
    })
    expect(within(table).getByRole('row', { name: /Novelty/ })).toHaveTextContent(
      /Novelty\s*25%\s*6\.67/,
    )
    expect(phase1).toHaveTextContent('3 judges · overall 7.45 on a 1–10 scale')
    expect(
      within(phase1).getByText(
        'The committee chose not to share the judges’ comments for this phase.',
      ),
    ).toBeInTheDocument()
    const phase3 = screen.getByRole('article', { name: 'Phase 3' })
    expect(within(phase3).getByText('Best pitch of the final.')).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Judges’ feedback' })).not.toHaveTextContent(
      /Dewi|Rina|Hendra/,
    )
  })

  it('says when nothing is published yet', async () => {
    demoStore.mutate((db) => {
      db.resultPublications = []
    })
    renderRoute(`/innovation-award/participant/proposal/prop-011?year=${LAST}`, { as: LEADER_011 })
    expect(
      await screen.findByText(
        /No judges’ feedback yet: it appears here once the committee has published the results of a phase/,
      ),
    ).toBeInTheDocument()
  })
})

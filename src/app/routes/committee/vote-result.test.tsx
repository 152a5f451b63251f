import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { SEEDED } from '@/demo/db/seed'
import { demoStore, SEED_NOW, server } from '@/testing/demo-server'
import { renderRoute } from '@/testing/test-utils'

const YEAR = new Date(SEED_NOW).getUTCFullYear()
const LAST = YEAR - 1

function submitted(proposalId: string, juryId: string, score: number) {
  demoStore.mutate((db) =>
    db.juryDetails.push({
      id: `jd-${proposalId}-${juryId}`,
      year: YEAR,
      phase: 1,
      proposalId,
      juryId,
      status: 'Submitted',
      removed: false,
      scores: [1, 2, 3, 4].map((i) => ({ criterionId: `crit-1-${i}`, score, comment: '' })),
      overallComment: '',
      version: 2,
      assignedAt: new Date(SEED_NOW).toISOString(),
      assignedById: SEEDED.committee,
      updatedAt: new Date(SEED_NOW).toISOString(),
      submittedAt: new Date(SEED_NOW).toISOString(),
    }),
  )
}

describe('committee results', () => {
  it('shows a phase’s ranking under both methods with spread and rank differences', async () => {
    renderRoute(`/innovation-award/commitee/vote-result?year=${LAST}`, { as: SEEDED.committee })
    expect(await screen.findByRole('heading', { level: 1, name: 'Results' })).toBeInTheDocument()
    const table = await screen.findByRole('table', { name: /Phase 1 results/ })
    const rows = within(table).getAllByRole('row').slice(1)
    // Seeded last year (weights 20/25/30/25): prop-011 8.05, 8.25, 6.05 → 7.45; prop-012 7.20, 8.20, 5.20 → 6.87.
    // Each judge scored both: the higher of their two is z = +1, the lower −1, so mean z is +1 and −1.
    expect(within(rows[0]!).getByRole('link', { name: 'Leak detection with acoustic sensors' })).toHaveAttribute(
      'href',
      '/innovation-award/commitee/list-proposal/proposal/prop-011/score',
    )
    expect(rows[0]).toHaveTextContent(/^1\s*1\s*Leak detection.*3 of 3\s*7\.45\s*\+1\.00\s*0\.99/)
    expect(rows[1]).toHaveTextContent(/^2\s*2\s*Chat assistant.*3 of 3\s*6\.87\s*-1\.00\s*1\.25/)
    expect(within(table).queryByText('Judges disagree')).not.toBeInTheDocument()
    expect(within(table).queryByText('Ranks differ')).not.toBeInTheDocument()
    expect(screen.getByRole('table', { name: "Each judge's submitted scores in Phase 1" })).toHaveTextContent(/Hendra Gunawan\s*2\s*5\.63/)
  })

  it('advances the selected proposals after confirmation', async () => {
    submitted('prop-101', SEEDED.jury, 8)
    submitted('prop-104', SEEDED.jury, 3)
    submitted('prop-104', 'c0a80001-0000-4000-8000-000000000015', 9)
    const { user } = renderRoute(`/innovation-award/commitee/vote-result?year=${YEAR}`, { as: SEEDED.committee })
    const table = await screen.findByRole('table', { name: /Phase 1 results/ })
    // prop-104: 3 and 9 → spread 3: the judges disagree.
    expect(within(table).getByRole('row', { name: /Village solar/ })).toHaveTextContent('Judges disagree')
    expect(within(table).getByRole('row', { name: /Self-service data portal/ })).toHaveTextContent('0 of 0')
    await user.click(within(table).getByRole('checkbox', { name: 'Select Predictive maintenance for pumping stations' }))
    await user.click(screen.getByRole('button', { name: 'Advance selected (1)' }))
    const dialog = await screen.findByRole('dialog', { name: 'Advance the selected proposals?' })
    expect(within(dialog).getByText('Predictive maintenance for pumping stations')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'YES' }))
    expect(await screen.findByText('1 proposal(s) advanced to the semi-finals (Phase 2).')).toBeInTheDocument()
    expect(demoStore.db.proposals.find((p) => p.id === 'prop-101')!.phase).toBe(2)
    await waitFor(() => expect(within(screen.getByRole('table', { name: /Phase 1 results/ })).getByText('Semi-finalist')).toBeInTheDocument())
  })

  it('marks a winner per category on the Phase 3 tab', async () => {
    const { user } = renderRoute(`/innovation-award/commitee/vote-result?year=${LAST}&phase=3`, { as: SEEDED.committee })
    const select = await screen.findByRole('combobox', { name: 'Winner rank for Leak detection with acoustic sensors' })
    expect(select).toHaveValue('1')
    await user.selectOptions(select, '2')
    const dialog = await screen.findByRole('dialog', { name: 'Mark the winner?' })
    expect(within(dialog).getByText('Mark "Leak detection with acoustic sensors" as 2nd place in Social?')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'YES' }))
    await waitFor(() => expect(demoStore.db.proposals.find((p) => p.id === 'prop-011')!.winnerRank).toBe(2))
  })

  it('shows the people’s-choice tallies of each vote session', async () => {
    renderRoute(`/innovation-award/commitee/vote-result?year=${YEAR}`, { as: SEEDED.committee })
    const tallies = await screen.findByRole('table', { name: "People's choice tallies of Poster favourite (Phase 1)" })
    expect(within(tallies).getAllByRole('row')[1]).toHaveTextContent(/^1\s*Village solar microgrid/)
  })

  it('shows empty states for a year without scores or votes', async () => {
    renderRoute('/innovation-award/commitee/vote-result?year=2020', { as: SEEDED.committee })
    expect(await screen.findByText('No results for Phase 1 yet')).toBeInTheDocument()
    expect(await screen.findByText('No vote sessions in 2020')).toBeInTheDocument()
  })

  it('shows an error with a retry when the results cannot be loaded', async () => {
    server.use(http.get('*/api/score/result', () => HttpResponse.json({ title: 'Nope' }, { status: 403 })))
    renderRoute(`/innovation-award/commitee/vote-result?year=${YEAR}`, { as: SEEDED.committee })
    expect(await screen.findByText('Nope')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})

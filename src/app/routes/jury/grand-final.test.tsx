import { screen, within } from '@testing-library/react'
import { http } from 'msw'
import { SEEDED } from '@/demo/db/seed'
import { demoStore, resetDemoData, SEED_NOW, server } from '@/testing/demo-server'
import { testSheet } from '@/testing/score-sheets'
import { renderRoute } from '@/testing/test-utils'
import { problemAnswer } from '@/testing/fake-answers'

const YEAR = new Date(SEED_NOW).getUTCFullYear()
const PATH = `/innovation-award/jury/newscore/${SEEDED.jury}?year=${YEAR}`

/** Makes finalists of prop-101, prop-102 and prop-104 and assigns them to Dewi Lestari for Phase 3. */
function seedFinal() {
  demoStore.mutate((db) => {
    for (const id of ['prop-101', 'prop-102', 'prop-104']) {
      db.proposals.find((p) => p.id === id)!.phase = 3
      db.juryDetails.push(testSheet({ id: `jd-final-${id}`, year: YEAR, phase: 3, proposalId: id }))
    }
  })
}

describe('grand-final scoring', () => {
  beforeEach(() => resetDemoData({ activeIndex: 4 }))

  it('lists the finalists in presentation order and scores one with big one-tap buttons', async () => {
    seedFinal()
    const { user } = renderRoute(PATH, { as: SEEDED.jury })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Grand final scoring' }),
    ).toBeInTheDocument()
    const headings = await screen.findAllByRole('heading', { level: 2 })
    expect(headings.map((h) => h.textContent)).toEqual([
      '1. Self-service data portal for branch managers',
      '2. Predictive maintenance for pumping stations',
      '3. Village solar microgrid with local cooperatives',
    ])
    const card = screen.getByRole('region', {
      name: '2. Predictive maintenance for pumping stations',
    })
    await user.click(
      within(within(card).getByRole('group', { name: /Impact/ })).getByRole('radio', { name: '9' }),
    )
    await user.click(
      within(within(card).getByRole('group', { name: /Scalability/ })).getByRole('radio', {
        name: '7',
      }),
    )
    // (9×40 + 7×30) / 70 = 8.14 so far
    expect(within(card).getByText('8.14')).toBeInTheDocument()
    await user.click(
      within(within(card).getByRole('group', { name: /Presentation and answers/ })).getByRole(
        'radio',
        { name: '8' },
      ),
    )
    // (360 + 210 + 240) / 100 = 8.10
    expect(within(card).getByText('8.10')).toBeInTheDocument()
    await user.click(within(card).getByRole('button', { name: 'Submit' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Submit your scores?' })).getByRole(
        'button',
        { name: 'YES' },
      ),
    )
    expect(await screen.findByText('Done 1 of 3')).toBeInTheDocument()
    expect(demoStore.db.juryDetails.find((jd) => jd.id === 'jd-final-prop-101')).toMatchObject({
      status: 'Submitted',
    })
    expect(
      within(
        screen.getByRole('region', { name: '2. Predictive maintenance for pumping stations' }),
      ).queryByRole('radio'),
    ).not.toBeInTheDocument()
  })

  it('shows an empty state when no finalist is assigned', async () => {
    renderRoute(PATH, { as: SEEDED.jury })
    expect(await screen.findByText('No finalists assigned to you yet')).toBeInTheDocument()
  })

  it('does not open another judge’s sheet', async () => {
    renderRoute(`/innovation-award/jury/newscore/${SEEDED.jury2}`, { as: SEEDED.jury })
    expect(await screen.findByText(/This is another judge’s sheet/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Open your own grand-final sheet' })).toHaveAttribute(
      'href',
      `/innovation-award/jury/newscore/${SEEDED.jury}`,
    )
  })

  it('shows an error when the finalists cannot be loaded', async () => {
    server.use(http.get('*/api/score/mine', () => problemAnswer(403, { title: 'Nope' })))
    renderRoute(PATH, { as: SEEDED.jury })
    expect(await screen.findByText('Nope')).toBeInTheDocument()
  })
})

import { screen, waitFor, within } from '@testing-library/react'
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
    expect(within(card).getByText('Not started')).toBeInTheDocument()
    await user.click(
      within(within(card).getByRole('group', { name: /Impact/ })).getByRole('radio', { name: '9' }),
    )
    // Saved as it is tapped: the card's badge says so, not "Not started" until a reload.
    await waitFor(() => expect(within(card).getByText('Draft')).toBeInTheDocument())
    expect(within(card).queryByText('Not started')).not.toBeInTheDocument()
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

  it('on a phone, the toast after a submit leaves the line of sheets done in sight', async () => {
    seedFinal()
    // jsdom lays nothing out: a 390 × 844 phone, the page scrolled so that the line "Done n of m" is
    // at the top of the screen, where the toasts' stack (the screen's width) would appear.
    vi.stubGlobal('innerWidth', 390)
    vi.stubGlobal('innerHeight', 844)
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      if (this.matches('.toast-container')) return DOMRect.fromRect({ width: 390, height: 110 })
      if (/^Done \d of \d$/.test(this.textContent ?? ''))
        return DOMRect.fromRect({ x: 16, y: 40, width: 358, height: 30 })
      return DOMRect.fromRect({ width: 0, height: 0 })
    })
    try {
      const { user } = renderRoute(PATH, { as: SEEDED.jury })
      const card = await screen.findByRole('region', {
        name: '1. Self-service data portal for branch managers',
      })
      for (const [criterion, score] of [
        [/Impact/, '9'],
        [/Scalability/, '7'],
        [/Presentation and answers/, '8'],
      ] as const)
        await user.click(
          within(within(card).getByRole('group', { name: criterion })).getByRole('radio', {
            name: score,
          }),
        )
      await user.click(within(card).getByRole('button', { name: 'Submit' }))
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Submit your scores?' })).getByRole(
          'button',
          { name: 'YES' },
        ),
      )
      expect(await screen.findByText('Done 1 of 3')).toBeInTheDocument()
      const toast = await screen.findByText(
        'Your scores for "Self-service data portal for branch managers" are submitted.',
      )
      await waitFor(() => expect(toast.closest('.toast-container')).toHaveClass('bottom-0'))
      expect(toast.closest('.toast-container')).not.toHaveClass('top-0')
    } finally {
      vi.restoreAllMocks()
      vi.unstubAllGlobals()
    }
  })
})

import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { SEEDED } from '@/demo/db/seed'
import { resetDemoData, server } from '@/testing/demo-server'
import { renderRoute } from '@/testing/test-utils'
import { problemAnswer } from '@/testing/fake-answers'

describe('committee home counts', () => {
  it('counts the year’s proposals by status and by category, beside the timeline', async () => {
    renderRoute('/innovation-award/commitee?year=2026', { as: SEEDED.committee })
    const byStatus = await screen.findByRole('table', { name: 'Entries by status and phase, 2026' })
    const row = (table: HTMLElement, name: string) =>
      within(table).getByRole('rowheader', { name }).closest('tr')!
    expect(row(byStatus, 'Approved')).toHaveTextContent('Approved40')
    expect(row(byStatus, 'Returned')).toHaveTextContent('Returned10')
    expect(row(byStatus, 'All proposals')).toHaveTextContent('All proposals80')
    const byCategory = screen.getByRole('table', { name: 'Proposals by category, 2026' })
    expect(row(byCategory, 'Business model')).toHaveTextContent('Business model2100')
    expect(screen.getByRole('heading', { name: 'Timeline 2026' })).toBeInTheDocument()
  })

  it('shows an error for the counts without hiding the rest of the home', async () => {
    server.use(
      http.get('*/api/report/summary', () =>
        problemAnswer(403, { title: 'Forbidden', detail: 'No reports for you.' }),
      ),
    )
    renderRoute('/innovation-award/commitee?year=2026', { as: SEEDED.committee })
    expect(
      await screen.findByRole('heading', { name: 'The counts could not be loaded' }),
    ).toBeInTheDocument()
    expect(screen.getByText('No reports for you.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Committee' })).toBeInTheDocument()
  })

  const nextSteps = async () => {
    const heading = await screen.findByRole('heading', { name: 'Next steps' })
    await within(heading.parentElement!).findByRole('link', { name: /Manage the timeline/ })
    return within(heading.parentElement!)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')])
  }

  it.each([
    [0, ['Review Phase 1 proposals', 'Assign judges: Phase 1', 'Manage the timeline']],
    [1, ['Assign judges: Phase 1', 'Phase 1 results: advance and publish', 'Manage the timeline']],
    [
      2,
      [
        'Review Phase 2 proposals',
        'Assign judges: Phase 2',
        'Vote sessions',
        'Manage the timeline',
      ],
    ],
    [3, ['Assign judges: Phase 2', 'Phase 2 results: advance and publish', 'Manage the timeline']],
    [4, ['Assign judges: Phase 3', 'Vote sessions', 'Grand-final scores', 'Manage the timeline']],
    [5, ['Results and winners', 'Vote sessions', 'Manage the timeline']],
  ])('next steps follow the active period (index %i)', async (activeIndex, expected) => {
    resetDemoData({ activeIndex })
    renderRoute('/innovation-award/commitee', { as: SEEDED.committee })
    await waitFor(async () => expect((await nextSteps()).map(([label]) => label)).toEqual(expected))
  })

  it('during Awarding, the results link opens the grand final’s tab', async () => {
    resetDemoData({ activeIndex: 5 })
    renderRoute('/innovation-award/commitee', { as: SEEDED.committee })
    await waitFor(async () =>
      expect(await nextSteps()).toContainEqual([
        'Results and winners',
        '/innovation-award/commitee/vote-result?phase=3',
      ]),
    )
  })
})

import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { SEEDED } from '@/demo/db/seed'
import { demoStore, resetDemoData, server } from '@/testing/demo-server'
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

  it('on a past year, leads to that year’s results, entries and votes, not to the running period', async () => {
    renderRoute('/innovation-award/commitee?year=2025', { as: SEEDED.committee })
    const heading = await screen.findByRole('heading', { name: 'Next steps' })
    const steps = () =>
      within(heading.parentElement!)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')])
    expect(steps()).toEqual([
      ['Results and winners 2025', '/innovation-award/commitee/vote-result?phase=3&year=2025'],
      ['Phase 1 proposals 2025', expect.stringMatching(/\?(.*&)?year=2025/)],
      ['Phase 2 proposals 2025', expect.stringMatching(/\?(.*&)?year=2025/)],
      ['Vote sessions 2025', expect.stringMatching(/\?(.*&)?year=2025/)],
      ['The 2025 timeline', expect.stringMatching(/\?(.*&)?year=2025/)],
    ])
    expect(screen.getByText('You are looking at 2025, a past year.')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Timeline 2025' })).toBeInTheDocument()
    // The running award's active period is not this year's.
    expect(screen.queryByRole('heading', { name: 'Active period' })).not.toBeInTheDocument()
    expect(screen.queryByText(/Review Phase 1 proposals/)).not.toBeInTheDocument()
  })

  it('on a year still to come, leads to its timeline only', async () => {
    renderRoute('/innovation-award/commitee?year=2027', { as: SEEDED.committee })
    const heading = await screen.findByRole('heading', { name: 'Next steps' })
    const links = within(heading.parentElement!).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(['The 2027 timeline'])
    expect(screen.queryByRole('heading', { name: 'Active period' })).not.toBeInTheDocument()
  })

  it('takes the running award’s year from its active period: an award running into the next January is still its own year', async () => {
    // As on a January day with the 2025 award's last period running.
    demoStore.mutate((db) => {
      for (const p of db.periods) p.isActive = p.year === '2025' && p.periodId === 6
    })
    renderRoute('/innovation-award/commitee?year=2025', { as: SEEDED.committee })
    expect(await screen.findByRole('heading', { name: 'Active period' })).toBeInTheDocument()
    const heading = screen.getByRole('heading', { name: 'Next steps' })
    await waitFor(() =>
      expect(within(heading.parentElement!).getAllByRole('link')[0]).toHaveTextContent(
        'Results and winners',
      ),
    )
    expect(within(heading.parentElement!).queryByText(/Results and winners 2025/)).toBeNull()
  })

  it('on the running year, shows the active period', async () => {
    renderRoute('/innovation-award/commitee', { as: SEEDED.committee })
    expect(await screen.findByRole('heading', { name: 'Active period' })).toBeInTheDocument()
  })
})

import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { SEEDED } from '@/demo/db/seed'
import { formatDateTime } from '@/lib/dates'
import { demoStore, server } from '@/testing/demo-server'
import { catchDownloads } from '@/testing/downloads'
import { submittedSheet, testSheet } from '@/testing/score-sheets'
import { testPublication } from '@/testing/publications'
import { renderRoute } from '@/testing/test-utils'
import { problemAnswer } from '@/testing/fake-answers'

describe('report', () => {
  it('shows the year by category, status and unit, and jury progress', async () => {
    renderRoute('/innovation-award/commitee/report?year=2026', { as: SEEDED.committee })
    expect(await screen.findByText('8 proposals in 2026.')).toBeInTheDocument()
    const byCategory = screen.getByRole('figure', { name: 'By category' })
    expect(within(byCategory).getByText('Process').parentElement).toHaveTextContent('Process2')
    expect(screen.getByRole('figure', { name: 'By unit' })).toHaveTextContent('Divisi Operasi2')
    expect(screen.getAllByText('No judges assigned yet.')).toHaveLength(3)
  })

  it('reminds nobody of the open score sheets of a phase whose results are published', async () => {
    // Dewi's Phase 1 sheet is still open when the Phase 1 results are published: its scores are frozen.
    demoStore.mutate((db) => {
      db.juryDetails.push(
        testSheet({ id: 'jd-104-a', year: 2026, phase: 1, proposalId: 'prop-104' }),
        submittedSheet(
          { id: 'jd-104-b', year: 2026, proposalId: 'prop-104', juryId: SEEDED.jury2 },
          8,
        ),
      )
      db.resultPublications = [...(db.resultPublications ?? []), testPublication(2026, 1)]
    })
    renderRoute('/innovation-award/commitee/report?year=2026', { as: SEEDED.committee })
    const button = await screen.findByRole('button', {
      name: 'Remind judges with open score sheets',
    })
    expect(screen.getByText('0 of 1 submitted')).toBeInTheDocument()
    await waitFor(() => expect(button).toBeDisabled())
    // As on Assign judges: the same reason, from the same rule.
    expect(button).toHaveAccessibleDescription(
      `The Phase 1 results were published on ${formatDateTime('2026-05-04T03:00:00.000Z')}: its scores can no longer change.`,
    )
  })

  it('shows last year’s submitted scores and who scored', async () => {
    renderRoute('/innovation-award/commitee/report?year=2025', { as: SEEDED.committee })
    expect(
      await screen.findByRole('figure', {
        name: /Phase 1: weighted totals of \d+ submitted sheets/,
      }),
    ).toBeInTheDocument()
    expect(screen.getAllByRole('progressbar').length).toBeGreaterThan(0)
  })

  it('exports CSV through the API', async () => {
    const calls: string[] = []
    server.events.on('request:start', ({ request }) =>
      calls.push(new URL(request.url).pathname + new URL(request.url).search),
    )
    const saved = catchDownloads()
    const { user } = renderRoute('/innovation-award/commitee/report?year=2026', {
      as: SEEDED.committee,
    })
    await user.click(
      await screen.findByRole('button', { name: 'Export Teams and T-shirt sizes (CSV)' }),
    )
    await waitFor(() => expect(saved.map((f) => f.name)).toEqual(['teams-2026.csv']))
    server.events.removeAllListeners()
    expect(calls).toContain('/api/report/export/teams?year=2026')
    expect((await saved[0]!.text()).split('\r\n')[0]).toBe(
      'Team,Code,Unit,Leader,Member,T-shirt size',
    )
  })

  it('saves the scores of a year as a file Excel opens as UTF-8, a column per criterion, dates as the app writes them', async () => {
    const saved = catchDownloads()
    const { user } = renderRoute('/innovation-award/commitee/report?year=2025', {
      as: SEEDED.committee,
    })
    await user.click(await screen.findByRole('button', { name: 'Export Scores (CSV)' }))
    await waitFor(() => expect(saved.map((f) => f.name)).toEqual(['scores-2025.csv']))
    // The server's byte-order mark does not survive the browser's decoding: the saved file has it again.
    expect([...(await saved[0]!.bytes()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const [header, ...rows] = (await saved[0]!.text())
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(','))
    expect(header).toEqual([
      'Proposal',
      'Phase',
      'Judge',
      'Status',
      'Weighted total',
      'Phase 1: Problem and relevance (20%)',
      'Phase 1: Novelty (25%)',
      'Phase 1: Expected benefit (30%)',
      'Phase 1: Feasibility (25%)',
      'Phase 2: Progress and pilot results (30%)',
      'Phase 2: Business case (30%)',
      'Phase 2: Risk handling (15%)',
      'Phase 2: Presentation (25%)',
      'Phase 3: Impact (40%)',
      'Phase 3: Scalability (30%)',
      'Phase 3: Presentation and answers (30%)',
      'Overall comment',
      'Submitted at',
    ])
    // Dewi Lestari's Phase 1 sheet for "Leak detection with acoustic sensors": 8, 7, 9, 8 (weighted 8.05).
    const dewi = rows.find(
      (r) =>
        r[0] === 'Leak detection with acoustic sensors' && r[1] === '1' && r[2] === 'Dewi Lestari',
    )!
    expect(dewi.slice(3, 16)).toEqual([
      'Submitted',
      '8.05',
      '8',
      '7',
      '9',
      '8',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
    ])
    expect(dewi.at(-1)).toMatch(
      /^\d{2} (Jan|Feb|Mar|Apr|Mei|Jun|Jul|Agu|Sep|Okt|Nov|Des) \d{4} \d{2}:\d{2}:\d{2} WIB$/,
    )
  })

  it('says what went wrong when the report cannot load', async () => {
    server.use(http.get('*/api/report/overview', () => problemAnswer(403, { title: 'Forbidden' })))
    renderRoute('/innovation-award/commitee/report', { as: SEEDED.committee })
    expect(
      await screen.findByRole('heading', { name: 'This could not be loaded' }),
    ).toBeInTheDocument()
  })
})

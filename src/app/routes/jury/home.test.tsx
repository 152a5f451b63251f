import { screen, within } from '@testing-library/react'
import { http } from 'msw'
import { SEEDED } from '@/demo/db/seed'
import type { JuryDetailRecord } from '@/demo/db/types'
import { demoStore, resetDemoData, SEED_NOW, server } from '@/testing/demo-server'
import { renderRoute } from '@/testing/test-utils'
import { problemAnswer } from '@/testing/fake-answers'

const YEAR = new Date(SEED_NOW).getUTCFullYear()

function addSheet(id: string, proposalId: string, status: JuryDetailRecord['status']) {
  demoStore.mutate((db) =>
    db.juryDetails.push({
      id,
      year: YEAR,
      phase: 1,
      proposalId,
      juryId: SEEDED.jury,
      status,
      removed: false,
      scores:
        status === 'Submitted'
          ? [1, 2, 3, 4].map((i) => ({ criterionId: `crit-1-${i}`, score: 6, comment: '' }))
          : [],
      overallComment: '',
      version: 1,
      assignedAt: new Date(SEED_NOW).toISOString(),
      assignedById: SEEDED.committee,
      updatedAt: null,
      submittedAt: status === 'Submitted' ? new Date(SEED_NOW).toISOString() : null,
    }),
  )
}

describe('jury home', () => {
  beforeEach(() => resetDemoData({ activeIndex: 1 }))

  it('lists my assignments in the active jury period, done of total, and the deadline', async () => {
    addSheet('jd-a', 'prop-104', 'Submitted')
    addSheet('jd-b', 'prop-108', 'Assigned')
    renderRoute(`/innovation-award/jury?year=${YEAR}`, { as: SEEDED.jury })
    expect(await screen.findByRole('heading', { level: 1, name: 'Jury' })).toBeInTheDocument()
    expect(await screen.findByText('Done 1 of 2')).toBeInTheDocument()
    expect(screen.getByText('Scoring for semi-finalists')).toBeInTheDocument()
    expect(screen.getByText(/^Deadline/)).toHaveTextContent(
      /^Deadline \d\d (Jan|Feb|Mar|Apr|Mei|Jun|Jul|Agu|Sep|Okt|Nov|Des) \d{4} \d\d:\d\d:\d\d \((in [^)]+|[^)]+ ago)\)$/,
    )
    const table = screen.getByRole('table', { name: 'My Phase 1 assignments' })
    expect(
      within(table).getByRole('link', { name: 'Score Pay-per-use analytics for partners' }),
    ).toHaveAttribute('href', '/innovation-award/jury/proposal/prop-108/jd-b')
    expect(
      within(table).getByRole('link', {
        name: 'View Village solar microgrid with local cooperatives',
      }),
    ).toBeInTheDocument()
    expect(within(table).getByText('6.00')).toBeInTheDocument()
  })

  it('offers the sheets only for reading once the phase’s results are published, and says why', async () => {
    addSheet('jd-b', 'prop-108', 'Assigned')
    demoStore.mutate((db) => {
      db.resultPublications = [
        ...db.resultPublications,
        {
          id: 'pub-test',
          year: YEAR,
          phase: 1,
          publishedAt: new Date(SEED_NOW).toISOString(),
          publishedById: SEEDED.committee,
          shareComments: true,
        },
      ]
    })
    renderRoute(`/innovation-award/jury?year=${YEAR}`, { as: SEEDED.jury })
    expect(
      await screen.findByText(
        /^The Phase 1 results were published on .+: its scores can no longer change\.$/,
      ),
    ).toBeInTheDocument()
    const table = screen.getByRole('table', { name: 'My Phase 1 assignments' })
    expect(
      within(table).getByRole('link', { name: 'View Pay-per-use analytics for partners' }),
    ).toHaveTextContent(/^View$/)
    expect(within(table).queryByRole('link', { name: /^Score / })).not.toBeInTheDocument()
  })

  it('says so when nothing is assigned yet', async () => {
    renderRoute(`/innovation-award/jury?year=${YEAR}`, { as: SEEDED.jury })
    expect(await screen.findByText('No assignments yet')).toBeInTheDocument()
  })

  it('shows why the assignments cannot be loaded, with no Try again when the server refuses them for good', async () => {
    server.use(http.get('*/api/score/mine', () => problemAnswer(403, { title: 'Not today' })))
    renderRoute(`/innovation-award/jury?year=${YEAR}`, { as: SEEDED.jury })
    expect(await screen.findByText('Not today')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
  })
})

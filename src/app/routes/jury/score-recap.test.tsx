import { screen, within } from '@testing-library/react'
import { http } from 'msw'
import { SEEDED } from '@/demo/db/seed'
import { SEED_NOW, server } from '@/testing/demo-server'
import { renderRoute } from '@/testing/test-utils'
import { problemAnswer } from '@/testing/fake-answers'

const YEAR = new Date(SEED_NOW).getUTCFullYear()

describe('jury score recap', () => {
  it('shows every score of the judge in the phase, per criterion, with comments and a print button', async () => {
    renderRoute(`/innovation-award/jury/score/1/${SEEDED.jury}?year=${YEAR - 1}`, {
      as: SEEDED.jury,
    })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Score recap' }),
    ).toBeInTheDocument()
    const table = await screen.findByRole('table', {
      name: 'Phase 1 scores per proposal and criterion',
    })
    // Seeded: Dewi Lestari gave prop-011 8, 7, 9, 8 (8.05) and prop-012 7, 8, 6, 8 (7.20).
    expect(
      within(table).getByRole('row', {
        name: /Leak detection with acoustic sensors .* 8 7 9 8 8\.05 Submitted/,
      }),
    ).toBeInTheDocument()
    expect(
      within(table).getByRole('row', {
        name: /Chat assistant for billing questions .* 7 8 6 8 7\.20 Submitted/,
      }),
    ).toBeInTheDocument()
    expect(screen.getByText('Clear problem, strong savings case.')).toBeInTheDocument()
    expect(screen.getByText('Submitted 2 of 2.', { exact: false })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument()
    // The judge's own sheets open from the recap.
    expect(
      within(table).getByRole('link', { name: 'Leak detection with acoustic sensors' }),
    ).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/innovation-award\/jury\/proposal\/prop-011\/[^/?]+\?year=/),
    )
  })

  it('shows an empty state for a phase without scores', async () => {
    renderRoute(`/innovation-award/jury/score/2/${SEEDED.jury}?year=${YEAR}`, { as: SEEDED.jury })
    expect(await screen.findByText(`No Phase 2 scores in ${YEAR}`)).toBeInTheDocument()
  })

  it('shows an error when the scores cannot be loaded', async () => {
    server.use(
      http.get('*/api/score/jury/:id', () =>
        problemAnswer(403, {
          title: 'Forbidden',
          detail: 'Only the committee and the judge can see these scores.',
        }),
      ),
    )
    renderRoute(`/innovation-award/jury/score/1/${SEEDED.jury2}?year=${YEAR}`, { as: SEEDED.jury })
    expect(
      await screen.findByText('Only the committee and the judge can see these scores.'),
    ).toBeInTheDocument()
  })
})

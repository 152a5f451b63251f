import { screen, within } from '@testing-library/react'
import { http } from 'msw'
import { SEEDED } from '@/demo/db/seed'
import { server } from '@/testing/demo-server'
import { renderRoute } from '@/testing/test-utils'
import { problemAnswer } from '@/testing/fake-answers'

describe('committee: every judge’s scores for a proposal', () => {
  it('shows each phase, each judge, each criterion with comments', async () => {
    renderRoute('/innovation-award/commitee/list-proposal/proposal/prop-011/score', {
      as: SEEDED.committee,
    })
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Scores: Leak detection with acoustic sensors',
      }),
    ).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 2, name: 'Phase 1' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Phase 2' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Phase 3' })).toBeInTheDocument()
    // Phase 1: 8.05, 8.25, 6.05 → mean 7.45
    expect(
      screen.getByText('3 of 3 judges submitted · mean weighted score 7.45'),
    ).toBeInTheDocument()
    const hendra = screen.getByRole('table', { name: "Hendra Gunawan's Phase 1 scores" })
    expect(within(hendra).getByRole('row', { name: /Expected benefit 30% 7/ })).toBeInTheDocument()
    expect(within(hendra).getByText('6.05')).toBeInTheDocument()
    expect(screen.getByText('Good, but the benefit needs evidence.')).toBeInTheDocument()
  })

  it('shows an empty state when nobody is assigned', async () => {
    renderRoute('/innovation-award/commitee/list-proposal/proposal/prop-101/score', {
      as: SEEDED.committee,
    })
    expect(
      await screen.findByText('No judge has been assigned to this proposal yet'),
    ).toBeInTheDocument()
  })

  it('shows an error when the scores cannot be loaded, with no Try again for a proposal that does not exist', async () => {
    server.use(
      http.get('*/api/score/proposal/:id', () =>
        problemAnswer(404, { title: 'Not Found', detail: 'No proposal has this id.' }),
      ),
    )
    renderRoute('/innovation-award/commitee/list-proposal/proposal/prop-101/score', {
      as: SEEDED.committee,
    })
    expect(await screen.findByText('No proposal has this id.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
  })
})

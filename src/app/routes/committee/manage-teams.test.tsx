import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { SEEDED } from '@/demo/db/seed'
import { server } from '@/testing/demo-server'
import { renderRoute } from '@/testing/test-utils'
import { problemAnswer } from '@/testing/fake-answers'

describe('teams of the year (committee)', () => {
  it('lists the teams with members, leaders and size totals', async () => {
    renderRoute('/innovation-award/commitee/manage/team?year=2026', { as: SEEDED.committee })
    const table = await screen.findByRole('table', { name: 'Teams of 2026' })
    expect(within(table).getAllByRole('row')).toHaveLength(7)
    const pompa = within(table).getByText('Pompa Pintar').closest('tr')!
    expect(pompa).toHaveTextContent('Andi Pratama Leader')
    expect(pompa).toHaveTextContent('2 of 5')
    expect(
      within(pompa).getByRole('link', { name: 'New proposal for Pompa Pintar' }),
    ).toHaveAttribute('href', '/innovation-award/commitee/newproposal/team-01')
    const totals = screen.getByRole('list', { name: 'T-shirt size totals' })
    expect(totals).toHaveTextContent('S')
    expect(screen.getByRole('heading', { name: 'T-shirt sizes (12 members)' })).toBeInTheDocument()
  })

  it('searches by member name', async () => {
    const { user } = renderRoute('/innovation-award/commitee/manage/team?year=2026', {
      as: SEEDED.committee,
    })
    await user.type(await screen.findByLabelText('Search'), 'Nurul')
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Teams of 2026' })).getAllByRole('row'),
      ).toHaveLength(2),
    )
    expect(screen.getByText('Rantai Cepat')).toBeInTheDocument()
  })

  it('has empty and error states', async () => {
    renderRoute('/innovation-award/commitee/manage/team?year=2020', { as: SEEDED.committee })
    expect(await screen.findByText('No teams in 2020 yet')).toBeInTheDocument()
  })

  it('says what went wrong when teams cannot load', async () => {
    server.use(http.get('*/api/team', () => problemAnswer(403, { title: 'Forbidden' })))
    renderRoute('/innovation-award/commitee/manage/team', { as: SEEDED.committee })
    expect(
      await screen.findByRole('heading', { name: 'This could not be loaded' }),
    ).toBeInTheDocument()
  })
})

import { screen, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { SEEDED } from '@/demo/db/seed'
import { demoStore, resetDemoData, server } from '@/testing/demo-server'
import { renderRoute } from '@/testing/test-utils'
import { problemAnswer } from '@/testing/fake-answers'

const NEW = '/innovation-award/commitee/newproposal/team-03'

describe('committee new proposal', () => {
  it('creates a proposal for the team even when Phase 1 is closed', async () => {
    // Scoring for semi-finalists: Phase 1 has closed, its results are not published yet.
    resetDemoData({ activeIndex: 1 })
    const bodies: unknown[] = []
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST') bodies.push(await request.clone().json())
    })
    const { user } = renderRoute(NEW, { as: SEEDED.committee })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'New proposal (committee)' }),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: /Social/ }))
    await user.type(screen.getByLabelText('Title'), '  Mobile clinic for field crews  ')
    await user.click(screen.getByRole('button', { name: 'Create proposal' }))
    expect(await screen.findByRole('heading', { name: 'Proposal created' })).toBeInTheDocument()
    expect(
      screen.getByText(
        '"Mobile clinic for field crews" was created for Suara Pelanggan (Divisi Pemasaran) as a Phase 1 draft.',
      ),
    ).toBeInTheDocument()
    expect(bodies).toEqual([
      { teamId: 'team-03', category: 3, title: 'Mobile clinic for field crews' },
    ])
    const created = demoStore.db.proposals.find((p) => p.title === 'Mobile clinic for field crews')!
    expect(created).toMatchObject({ teamId: 'team-03', category: 3, createdById: SEEDED.committee })
    expect(screen.getByRole('link', { name: 'Open the review page' })).toHaveAttribute(
      'href',
      `/innovation-award/commitee/list-proposal/1/proposal/${created.id}`,
    )
  })

  it('creates none once the Phase 1 results are published, and says why before anyone presses', async () => {
    // Phase 2 runs: the Phase 1 results are published.
    resetDemoData({ activeIndex: 2 })
    renderRoute(NEW, { as: SEEDED.committee })
    const reason = await screen.findByText(
      /^The Phase 1 results were published on \d\d \w{3} \d{4} [\d:]+: who takes part in this year's award is final, so no new proposal can be started\.$/,
    )
    const create = screen.getByRole('button', { name: 'Create proposal' })
    expect(create).toBeDisabled()
    expect(create).toHaveAccessibleDescription(reason.textContent!)
  })

  it('checks the form before sending', async () => {
    const { user } = renderRoute(NEW, { as: SEEDED.committee })
    await user.type(await screen.findByLabelText('Title'), 'Abc')
    await user.click(screen.getByRole('button', { name: 'Create proposal' }))
    expect(await screen.findByText('Choose one of the four categories.')).toBeInTheDocument()
    expect(screen.getByText('Enter a title of at least 5 characters.')).toBeInTheDocument()
  })

  it('shows server field errors on their fields and keeps what was typed, also across a reload', async () => {
    server.use(
      http.post('*/api/proposal', () =>
        problemAnswer(400, { title: 'Invalid', errors: { title: ['This title is taken.'] } }),
      ),
    )
    const { user, unmount } = renderRoute(NEW, { as: SEEDED.committee })
    await user.click(await screen.findByRole('radio', { name: /Process/ }))
    await user.type(screen.getByLabelText('Title'), 'Duplicate idea title')
    await user.click(screen.getByRole('button', { name: 'Create proposal' }))
    expect(await screen.findByText('This title is taken.')).toBeInTheDocument()
    expect(screen.getByLabelText('Title')).toHaveValue('Duplicate idea title')
    unmount()

    renderRoute(NEW, { as: SEEDED.committee })
    await waitFor(async () =>
      expect(await screen.findByLabelText('Title')).toHaveValue('Duplicate idea title'),
    )
    expect(screen.getByRole('radio', { name: /Process/ })).toBeChecked()
  })

  it('shows a refusal that belongs to no field above the form', async () => {
    const { user } = renderRoute('/innovation-award/commitee/newproposal/team-11', {
      as: SEEDED.committee,
    })
    await user.click(await screen.findByRole('radio', { name: /Product/ }))
    await user.type(screen.getByLabelText('Title'), 'Old team idea')
    await user.click(screen.getByRole('button', { name: 'Create proposal' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Proposals are started for a team of 2026.',
    )
  })
})

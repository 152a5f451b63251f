import { screen, waitFor } from '@testing-library/react'
import { delay, http } from 'msw'
import { paths } from '@/config/paths'
import { SEEDED } from '@/demo/db/seed'
import { call } from '@/testing/demo-call'
import { recordPublication, server } from '@/testing/demo-server'
import { renderRoute } from '@/testing/test-utils'

describe('the team card of a leader', () => {
  it('says a rename is on its way while the server takes its time, and keeps the name typed', async () => {
    let answer = () => undefined as unknown
    server.use(
      http.put('*/api/team/:id', async () => {
        await new Promise<void>((resolve) => (answer = () => resolve()))
        await delay(0)
        return undefined
      }),
    )
    const { user } = renderRoute(paths.participant.root.to(), { as: SEEDED.participantLeader })
    const name = await screen.findByLabelText('Team name')
    await user.clear(name)
    await user.type(name, 'Pompa Pintar Baru')
    await user.click(screen.getByRole('button', { name: 'Rename' }))
    const busy = await screen.findByRole('button', { name: /Renaming…/ })
    expect(busy).toBeDisabled()
    expect(busy).toHaveAttribute('aria-busy', 'true')
    expect(name).toHaveValue('Pompa Pintar Baru')
    answer()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Rename' })).toBeEnabled())
  })
})

describe('teams once the Phase 1 results are published', () => {
  const year = new Date().getUTCFullYear()
  const publishPhase1 = () => recordPublication(year, 1)

  it('a leader of a team out of the award reads why it takes no new member, and cannot add one', async () => {
    publishPhase1()
    renderRoute(paths.participant.root.to(), { as: SEEDED.participantLeader })
    const email = await screen.findByLabelText('Add a member by e-mail')
    expect(email).toBeDisabled()
    expect(email).toHaveAccessibleDescription(
      "Team Pompa Pintar is no longer in this year's award, according to the published results, so it takes no new members.",
    )
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled()
    expect(screen.queryByText(/Share the team code/)).not.toBeInTheDocument()
  })

  it('a participant without a team is told no new team can be formed, and may still join one', async () => {
    expect(
      (
        await call(SEEDED.unregistered, 'POST', '/registration', {
          name: 'Nadia Putri',
          unit: 'Divisi Keuangan',
          phone: '0812 3456 7890',
          shirtSize: 'M',
        })
      ).status,
    ).toBe(200)
    publishPhase1()
    renderRoute(paths.participant.root.to(), { as: SEEDED.unregistered })
    expect(await screen.findByText(`You are not in a team for ${year}.`)).toBeInTheDocument()
    const refusal = /^The Phase 1 results were published on .*: no new team can take part/
    // Said in the team section and in what to do next.
    expect(screen.getAllByText(refusal)).toHaveLength(2)
    expect(screen.queryByRole('button', { name: 'Create team' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Join team' })).toBeEnabled()
  })
})

import { screen, waitFor } from '@testing-library/react'
import { delay, http } from 'msw'
import { paths } from '@/config/paths'
import { SEEDED } from '@/demo/db/seed'
import { server } from '@/testing/demo-server'
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

import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { SEEDED } from '@/demo/db/seed'
import { demoStore, SEED_NOW, server } from '@/testing/demo-server'
import { renderRoute } from '@/testing/test-utils'

/**
 * Holds every `method path` request until `release()`, counting them and their Idempotency-Key
 * headers, then lets it through to the demo API.
 */
function gate(method: 'post' | 'put', path: string) {
  const keys: Array<string | null> = []
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  server.use(
    http[method](`*/api${path}`, async ({ request }) => {
      keys.push(request.headers.get('Idempotency-Key'))
      await opened
      return undefined
    }),
  )
  return { keys, release: () => open() }
}

const FIND = { timeout: 5000 }

describe('a create sends once, however fast it is clicked', () => {
  it('new proposal: a double click and Enter make one request, and the button shows it is busy', async () => {
    const { keys, release } = gate('post', '/proposal')
    const { user } = renderRoute('/innovation-award/participant/newproposal/team-01', { as: SEEDED.participantLeader })
    await user.click(await screen.findByRole('radio', { name: 'Process' }, FIND))
    await user.type(screen.getByLabelText('Title'), 'Smart spare-part lockers')
    const before = demoStore.db.proposals.length
    await user.dblClick(screen.getByRole('button', { name: 'Start proposal' }))
    await user.type(screen.getByLabelText('Title'), '{Enter}')
    const busy = await screen.findByRole('button', { name: 'Starting…' })
    expect(busy).toBeDisabled()
    expect(busy).toHaveAttribute('aria-busy', 'true')
    release()
    await waitFor(() => expect(demoStore.db.proposals.length).toBe(before + 1), FIND)
    expect(keys).toHaveLength(1)
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
  })

  /** Registers Nadia Putri on the registration screen, which then offers to create or join a team. */
  async function registered() {
    const rendered = renderRoute('/registration', { as: SEEDED.unregistered })
    await rendered.user.type(await screen.findByLabelText('Phone', undefined, FIND), '081234567890')
    await rendered.user.selectOptions(screen.getByLabelText('T-shirt size'), 'M')
    await rendered.user.click(screen.getByRole('button', { name: 'Register' }))
    await screen.findByLabelText('Team name', undefined, FIND)
    return rendered
  }

  it('team create: a double click and Enter make one team', async () => {
    const { keys, release } = gate('post', '/team')
    const { user } = await registered()
    await user.type(screen.getByLabelText('Team name'), 'Kas Cerdas')
    await user.dblClick(screen.getByRole('button', { name: 'Create team' }))
    await user.type(screen.getByLabelText('Team name'), '{Enter}')
    expect(await screen.findByRole('button', { name: 'Creating…' })).toBeDisabled()
    release()
    await waitFor(() => expect(demoStore.db.teams.filter((t) => t.name === 'Kas Cerdas')).toHaveLength(1), FIND)
    expect(keys).toHaveLength(1)
  })

  it('team join: a double click makes one membership', async () => {
    const { keys, release } = gate('post', '/team/join/:code')
    const { user } = await registered()
    await user.type(screen.getByLabelText('Team code'), 'hmk-2290')
    await user.dblClick(screen.getByRole('button', { name: 'Join team' }))
    expect(await screen.findByRole('button', { name: 'Joining…' })).toBeDisabled()
    release()
    await waitFor(() => expect(demoStore.db.teams.find((t) => t.id === 'team-05')!.memberIds.filter((id) => id === SEEDED.unregistered)).toHaveLength(1), FIND)
    expect(keys).toHaveLength(1)
  })

  it('feedback: a double click makes one question', async () => {
    const { keys, release } = gate('post', '/feedback')
    const { user } = renderRoute('/innovation-award/participant/feedback/create', { as: SEEDED.participantLeader })
    await user.type(await screen.findByLabelText('Subject', undefined, FIND), 'Poster size for the gallery')
    await user.type(screen.getByLabelText('Your question or feedback'), 'A1 or A2?')
    const before = demoStore.db.feedback.length
    await user.dblClick(screen.getByRole('button', { name: 'Send to the committee' }))
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled()
    release()
    await waitFor(() => expect(demoStore.db.feedback.length).toBe(before + 1), FIND)
    expect(keys).toHaveLength(1)
  })

  it('vote ballot: a double click on the confirmation casts one ballot', async () => {
    const year = new Date(SEED_NOW).getUTCFullYear()
    const { keys, release } = gate('post', '/vote/:id/ballot')
    const { user } = renderRoute(`/innovation-award/participant/vote?year=${year}`, { as: SEEDED.participantLeader })
    await user.click(await screen.findByRole('radio', { name: 'Village solar microgrid with local cooperatives' }, FIND))
    await user.click(screen.getByRole('button', { name: 'Vote' }))
    await user.dblClick(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cast my vote' }))
    release()
    expect(await screen.findByText(/You have voted for/, undefined, FIND)).toBeInTheDocument()
    expect(keys).toHaveLength(1)
    expect(demoStore.db.ballots.filter((b) => b.voterId === SEEDED.participantLeader && b.sessionId === `vote-${year}-poster`)).toHaveLength(1)
  })

  it('approve: a double click on the confirmation sends one approval', async () => {
    const { keys, release } = gate('post', '/proposal/:id/phase/:n/approve')
    const { user } = renderRoute('/innovation-award/commitee/list-proposal/1/proposal/prop-103', { as: SEEDED.committee })
    await user.click(await screen.findByRole('button', { name: 'Approve' }, FIND))
    await user.dblClick(within(await screen.findByRole('dialog', { name: 'Approve' })).getByRole('button', { name: 'Approve' }))
    release()
    expect(await screen.findByText('Entry approved.', undefined, FIND)).toBeInTheDocument()
    expect(keys).toHaveLength(1)
    expect(demoStore.db.activities.filter((a) => a.entityId === 'prop-103' && a.action === 'approve')).toHaveLength(1)
  })
})

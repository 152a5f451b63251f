import { screen, within } from '@testing-library/react'
import { http } from 'msw'
import { SEEDED } from '@/demo/db/seed'
import { demoStore, resetDemoData, SEED_NOW, server } from '@/testing/demo-server'
import { renderRoute } from '@/testing/test-utils'
import { problemAnswer } from '@/testing/fake-answers'

const YEAR = new Date(SEED_NOW).getUTCFullYear()
const POSTER_VOTE = `vote-${YEAR}-poster`
const FINAL_VOTE = `vote-${YEAR}-final`
const URL = `/innovation-award/participant/vote?year=${YEAR}`

function closePosterVote() {
  demoStore.mutate((db) => {
    const session = db.voteSessions.find((s) => s.id === POSTER_VOTE)!
    session.closeAt = new Date(Date.now() - 60_000).toISOString()
  })
}

describe('participant vote', () => {
  // Votes hold only published semi-finalists and up: the seed has this year's votes from Phase 2 on.
  beforeEach(() => resetDemoData({ activeIndex: 2 }))

  it('casts one confirmed ballot, never for the own team', async () => {
    const { user } = renderRoute(URL, { as: SEEDED.participantLeader })
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Poster favourite (innovation camp)' }),
    ).toBeInTheDocument()
    const own = screen.getByRole('radio', { name: 'Predictive maintenance for pumping stations' })
    expect(own).toBeDisabled()
    expect(screen.getByText("Your team's proposal: you cannot vote for it.")).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Vote' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Choose the proposal you want to vote for.')

    await user.click(
      screen.getByRole('radio', { name: 'Village solar microgrid with local cooperatives' }),
    )
    await user.click(screen.getByRole('button', { name: 'Vote' }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent(
      'Vote for "Village solar microgrid with local cooperatives" by Desa Berdaya?',
    )
    await user.click(within(dialog).getByRole('button', { name: 'YES' }))

    expect(await screen.findByText(/You have voted for/)).toHaveTextContent(
      'You have voted for Village solar microgrid with local cooperatives (Desa Berdaya)',
    )
    expect(screen.queryByRole('button', { name: 'Vote' })).not.toBeInTheDocument()
    expect(screen.getByText('Your vote')).toBeInTheDocument()
    const ballots = demoStore.db.ballots.filter(
      (b) => b.sessionId === POSTER_VOTE && b.voterId === SEEDED.participantLeader,
    )
    expect(ballots.map((b) => b.proposalId)).toEqual(['prop-104'])
  })

  it('does not send the ballot when the confirmation is declined', async () => {
    const { user } = renderRoute(URL, { as: SEEDED.participantLeader })
    await user.click(
      await screen.findByRole('radio', { name: 'Self-service data portal for branch managers' }),
    )
    await user.click(screen.getByRole('button', { name: 'Vote' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'NO' }))
    expect(screen.getByRole('button', { name: 'Vote' })).toBeEnabled()
    expect(
      demoStore.db.ballots.some(
        (b) => b.voterId === SEEDED.participantLeader && b.sessionId === POSTER_VOTE,
      ),
    ).toBe(false)
  })

  it('shows the choice of someone who has already voted', async () => {
    demoStore.mutate((db) => {
      db.ballots.push({
        id: 'b-x',
        sessionId: POSTER_VOTE,
        voterId: SEEDED.participantMember,
        proposalId: 'prop-102',
        castAt: new Date(SEED_NOW).toISOString(),
      })
    })
    renderRoute(URL, { as: SEEDED.participantMember })
    expect(await screen.findByText(/You have voted for/)).toHaveTextContent(
      'Self-service data portal for branch managers (Data Untuk Semua)',
    )
    expect(
      screen.getByRole('radio', { name: 'Self-service data portal for branch managers' }),
    ).toBeChecked()
    expect(screen.queryByRole('button', { name: 'Vote' })).not.toBeInTheDocument()
  })

  it('explains a refused ballot (someone voted in another tab)', async () => {
    server.use(
      http.post('*/api/vote/:id/ballot', () =>
        problemAnswer(409, {
          title: 'You have already voted',
          detail: 'Each person has one ballot per vote session.',
        }),
      ),
    )
    const { user } = renderRoute(URL, { as: SEEDED.participantLeader })
    await user.click(
      await screen.findByRole('radio', { name: 'Self-service data portal for branch managers' }),
    )
    await user.click(screen.getByRole('button', { name: 'Vote' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'YES' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Each person has one ballot per vote session.',
    )
  })

  it('says when the next vote opens when none is open, and shows closed results', async () => {
    closePosterVote()
    renderRoute(URL, { as: SEEDED.participantLeader })
    expect(
      await screen.findByRole('heading', { name: 'No vote is open right now' }),
    ).toBeInTheDocument()
    // Dates as requirements R9.6 has them, with Indonesian month names; the distance in English,
    // like the rest of the text.
    expect(
      screen.getByText(/"People's choice \(grand final\)" has not opened yet. It opens on/),
    ).toHaveTextContent(
      /It opens on \d\d (Jan|Feb|Mar|Apr|Mei|Jun|Jul|Agu|Sep|Okt|Nov|Des) \d{4} \d\d:\d\d:\d\d \((in [^)]+|[^)]+ ago)\) and closes on \d\d [A-Z][a-z]{2} \d{4}/,
    )
    expect(
      await screen.findByText('Results of Poster favourite (innovation camp): 4 ballots'),
    ).toBeInTheDocument()
  })

  it('says the vote has closed when the last one is over', async () => {
    closePosterVote()
    demoStore.mutate((db) => {
      db.voteSessions = db.voteSessions.filter((s) => s.id !== FINAL_VOTE)
    })
    renderRoute(URL, { as: SEEDED.participantLeader })
    expect(await screen.findByRole('heading', { name: 'The vote has closed' })).toBeInTheDocument()
    const table = await screen.findByRole('table', { name: /Results of Poster favourite/ })
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      'Village solar microgrid with local cooperatives',
    )
  })

  it('shows the vote that is open now whatever year is selected', async () => {
    renderRoute(`/innovation-award/participant/vote?year=2020`, { as: SEEDED.participantLeader })
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Poster favourite (innovation camp)' }),
    ).toBeInTheDocument()
  })

  it('shows an empty state when there is nothing to vote on (Phase 1: no semi-finalist is published yet)', async () => {
    resetDemoData()
    renderRoute(URL, { as: SEEDED.participantLeader })
    expect(await screen.findByText('No vote is open')).toBeInTheDocument()
    expect(
      screen.getByText(
        `The committee has not planned a people's-choice vote for ${YEAR} yet. When it opens, you will vote here.`,
      ),
    ).toBeInTheDocument()
  })

  it('shows why the vote cannot be loaded, with no Try again when the server refuses it for good', async () => {
    server.use(
      http.get('*/api/vote/active', () =>
        problemAnswer(403, { title: 'Forbidden', detail: 'No access.' }),
      ),
    )
    renderRoute(URL, { as: SEEDED.participantLeader })
    expect(
      await screen.findByRole('heading', { name: 'The vote could not be loaded' }),
    ).toBeInTheDocument()
    expect(screen.getByText('No access.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
  })
})

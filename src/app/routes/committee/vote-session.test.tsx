import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { invalidDateMessage } from '@/components/forms/date-text'
import { SEEDED } from '@/demo/db/seed'
import { toDateTimeInputText } from '@/lib/dates'
import { demoStore, resetDemoData, SEED_NOW, server } from '@/testing/demo-server'
import { renderRoute } from '@/testing/test-utils'
import { problemAnswer } from '@/testing/fake-answers'

const YEAR = new Date(SEED_NOW).getUTCFullYear()
const base = '/innovation-award/commitee/vote'
const setTime = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

/** Fills in and sends the new-session form: "Lunch favourite", two published proposals (an unpublished one is not offered), 1 Dec 09:00–17:30. */
async function createLunchFavourite() {
  const { user } = renderRoute(`${base}?year=${YEAR}`, { as: SEEDED.committee })
  await user.type(await screen.findByLabelText('Name'), 'Lunch favourite')
  expect(screen.queryByLabelText(/Pay-per-use analytics/)).not.toBeInTheDocument()
  await user.click(screen.getByLabelText(/Predictive maintenance for pumping stations/))
  await user.click(screen.getByLabelText(/Self-service data portal/))
  setTime('Opens', `01 Des ${YEAR} 09:00`)
  setTime('Closes', `01 Des ${YEAR} 17:30`)
  await user.click(screen.getByRole('button', { name: 'Create vote session' }))
}

// Candidates are published semi-finalists and up: the demo seeded in Phase 2, with three semi-finalists and the Phase 1 results published.
beforeEach(() => resetDemoData({ activeIndex: 2 }))

describe('committee vote sessions', () => {
  it('lists the sessions of the year with links to edit them', async () => {
    renderRoute(`${base}?year=${YEAR}`, { as: SEEDED.committee })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vote sessions' }, { timeout: 10_000 }),
    ).toBeInTheDocument()
    const table = await screen.findByRole('table', { name: `Vote sessions of ${YEAR}` })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(2)
    expect(rows[0]).toHaveTextContent('Poster favourite (innovation camp)')
    expect(rows[0]).toHaveTextContent('Open')
    expect(rows[1]).toHaveTextContent('Not open yet')
    expect(
      within(rows[0]!).getByRole('link', { name: 'Edit Poster favourite (innovation camp)' }),
    ).toHaveAttribute('href', `${base}/vote-${YEAR}-poster`)
  })

  it('validates a new session before sending it', async () => {
    const { user } = renderRoute(`${base}?year=${YEAR}`, { as: SEEDED.committee })
    await user.click(
      await screen.findByRole('button', { name: 'Create vote session' }, { timeout: 10_000 }),
    )
    expect(await screen.findByText('Enter a name of at least 3 characters.')).toBeInTheDocument()
    expect(screen.getByText('Choose at least two candidates.')).toBeInTheDocument()
    expect(screen.getByText('Enter the opening time.')).toBeInTheDocument()
    // Each calendar button says which date it picks.
    expect(
      screen.getByRole('button', { name: 'Choose the opening date from a calendar' }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: 'Choose the closing date from a calendar' }),
    ).toBeInTheDocument()

    await user.type(screen.getByLabelText('Name'), 'Lunch favourite')
    await user.click(screen.getByLabelText(/Predictive maintenance for pumping stations/))
    await user.click(screen.getByLabelText(/Village solar microgrid/))
    // A date typed the browser's way is refused with the format of requirements R9.6 as the
    // example.
    await user.type(screen.getByLabelText('Opens'), `12/02/${YEAR} 9:00 AM`)
    await user.click(screen.getByRole('button', { name: 'Create vote session' }))
    expect(await screen.findByText(invalidDateMessage(true))).toBeInTheDocument()
    expect(screen.getByLabelText('Opens')).toHaveAttribute('aria-invalid', 'true')
    setTime('Opens', `02 Des ${YEAR} 09:00`)
    setTime('Closes', `01 Des ${YEAR} 09:00`)
    await user.click(screen.getByRole('button', { name: 'Create vote session' }))
    expect(
      await screen.findByText('The closing time must be after the opening time.'),
    ).toBeInTheDocument()
    expect(demoStore.db.voteSessions).toHaveLength(3)
  })

  it('creates a session from published proposals and lists it', async () => {
    await createLunchFavourite()

    expect(
      await screen.findByText('The vote session "Lunch favourite" is created.'),
    ).toBeInTheDocument()
    const table = screen.getByRole('table', { name: `Vote sessions of ${YEAR}` })
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4))
    const created = demoStore.db.voteSessions.at(-1)!
    expect(created).toMatchObject({
      name: 'Lunch favourite',
      year: YEAR,
      candidateIds: ['prop-101', 'prop-102'],
    })
    expect(Date.parse(created.closeAt) - Date.parse(created.openAt)).toBe(8.5 * 3_600_000)
    expect(screen.getByLabelText('Name')).toHaveValue('')
  })

  it("puts the server's field errors on their fields and keeps what was typed", async () => {
    server.use(
      http.post('*/api/vote', () =>
        problemAnswer(400, {
          title: 'One or more validation errors occurred.',
          errors: {
            CandidateIds: ['prop-102 was unpublished a moment ago.'],
            OpenAt: ['Too early.'],
          },
        }),
      ),
    )
    await createLunchFavourite()
    expect(await screen.findByText('prop-102 was unpublished a moment ago.')).toBeInTheDocument()
    expect(screen.getByLabelText('Opens')).toHaveClass('is-invalid')
    expect(screen.getByText('Too early.')).toBeInTheDocument()
    expect(screen.getByLabelText('Name')).toHaveValue('Lunch favourite')
  })

  it('says when the year has no sessions and no published proposals', async () => {
    renderRoute(`${base}?year=2020`, { as: SEEDED.committee })
    expect(await screen.findByText('No vote sessions in 2020 yet')).toBeInTheDocument()
    expect(await screen.findByText(/No proposals of 2020 are published yet/)).toBeInTheDocument()
  })
})

describe('committee vote session editing', () => {
  it('locks the candidates once people have voted but saves a new closing time', async () => {
    const { user } = renderRoute(`${base}/vote-${YEAR}-poster`, { as: SEEDED.committee })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit vote session' }),
    ).toBeInTheDocument()
    expect(await screen.findByText(/candidates are locked/)).toBeInTheDocument()
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
    expect(screen.getByText('4 ballots so far', { exact: false })).toBeInTheDocument()
    expect(screen.getByLabelText('Closes')).toHaveValue(
      toDateTimeInputText(
        demoStore.db.voteSessions.find((s) => s.id === `vote-${YEAR}-poster`)!.closeAt,
      ),
    )
    expect((screen.getByLabelText('Closes') as HTMLInputElement).value).toMatch(
      /^\d\d (Jan|Feb|Mar|Apr|Mei|Jun|Jul|Agu|Sep|Okt|Nov|Des) \d{4} \d\d:\d\d$/,
    )
    setTime('Closes', `24 Des ${YEAR} 18:00`)
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(
      await screen.findByText('"Poster favourite (innovation camp)" is saved.'),
    ).toBeInTheDocument()
    const session = demoStore.db.voteSessions.find((s) => s.id === `vote-${YEAR}-poster`)!
    expect(session.candidateIds).toEqual(['prop-101', 'prop-102', 'prop-104'])
    expect(new Date(session.closeAt).getFullYear()).toBe(YEAR)
    expect(new Date(session.closeAt).getDate()).toBe(24)
  })

  it('changes the candidates of a session nobody has voted in', async () => {
    const { user } = renderRoute(`${base}/vote-${YEAR}-final`, { as: SEEDED.committee })
    const box = await screen.findByLabelText(/Village solar microgrid/)
    expect(box).toBeChecked()
    await user.click(box)
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText(`"People's choice (grand final)" is saved.`)).toBeInTheDocument()
    expect(
      demoStore.db.voteSessions.find((s) => s.id === `vote-${YEAR}-final`)!.candidateIds,
    ).toEqual(['prop-101', 'prop-102'])
  })

  it('shows a refusal the form cannot place in an alert', async () => {
    server.use(
      http.put('*/api/vote/:id', () =>
        problemAnswer(409, { title: 'Conflict', detail: 'People have already voted.' }),
      ),
    )
    const { user } = renderRoute(`${base}/vote-${YEAR}-final`, { as: SEEDED.committee })
    await user.click(await screen.findByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('People have already voted.')).toBeInTheDocument()
  })

  it('shows an error for a session that does not exist', async () => {
    renderRoute(`${base}/nope`, { as: SEEDED.committee })
    expect(
      await screen.findByRole('heading', { name: 'This vote session could not be loaded' }),
    ).toBeInTheDocument()
    expect(screen.getByText('No vote session has this id.')).toBeInTheDocument()
  })
})

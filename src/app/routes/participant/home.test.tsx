import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { SEEDED } from '@/demo/db/seed'
import { demoStore, resetDemoData, SEED_NOW, server } from '@/testing/demo-server'
import { renderRoute } from '@/testing/test-utils'
import { offContractAnswer } from '@/testing/fake-answers'

const HOME = '/innovation-award/participant'

describe('participant home', () => {
  it('shows my team, my proposals with status per phase, the active period, links and next steps', async () => {
    renderRoute(HOME, { as: SEEDED.participantLeader })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Participant' }),
    ).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Pompa Pintar' })).toBeInTheDocument()
    expect(screen.getByText('PMP-4821')).toBeInTheDocument()
    expect(
      screen.getByText('2 of 5 members. Share the team code so colleagues can join.'),
    ).toBeInTheDocument()
    const members = screen.getByRole('list', { name: 'Team members' })
    expect(within(members).getByText('Andi Pratama')).toBeInTheDocument()
    expect(within(members).getByText('Leader')).toBeInTheDocument()

    const table = await screen.findByRole('table', { name: /My team's proposals of/ })
    const row = within(table).getByRole('row', {
      name: /Predictive maintenance for pumping stations/,
    })
    expect(within(row).getByText('Approved')).toBeInTheDocument()
    expect(within(table).getByRole('row', { name: /Digital permit-to-work/ })).toHaveTextContent(
      'Draft',
    )
    // Phase 1 is open: the draft's next step is to write and finalize it.
    expect(within(table).getByRole('row', { name: /Digital permit-to-work/ })).toHaveTextContent(
      'Write the Phase 1 entry, upload the poster, and the leader finalizes it before the deadline.',
    )
    expect(
      screen.getByText('Phase 1: proposal selection and submission', { selector: '.h5' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Assessment rubrics' })).toHaveAttribute(
      'href',
      '/demo-files/assessment-rubrics.html',
    )
    expect(screen.getByRole('link', { name: 'Poster template' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Presentation template' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Start a proposal' })).toHaveAttribute(
      'href',
      '/innovation-award/participant/newproposal/team-01',
    )
    const step = await screen.findByText(
      /"Digital permit-to-work for maintenance crews": write the Phase 1 entry and finalize it before \d\d \w{3} \d{4}/,
    )
    expect(within(step).getByRole('link', { name: 'Open the Phase 1 entry' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/innovation-award\/participant\/proposal\/1\/[^/]+\/entry$/),
    )
  })

  it('shows an earlier year’s team as that year’s record once its winners are out: nothing to change, no running period, the way back to this year', async () => {
    const last = new Date(SEED_NOW).getUTCFullYear() - 1
    const { user } = renderRoute(`${HOME}?year=${last}`, { as: SEEDED.participantLeader })
    const card = (await screen.findByRole('list', { name: 'Team members' })).closest(
      '.card',
    ) as HTMLElement
    expect(card).toHaveTextContent(
      new RegExp(
        `The ${last} winners were published on .*: team .* is part of that year's record and no longer changes\\.`,
      ),
    )
    // Only the person's own T-shirt size, which is theirs, not the team's.
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Change my T-shirt size'])
    expect(within(card).queryByLabelText('Team name')).not.toBeInTheDocument()
    expect(within(card).queryByText('Team code')).not.toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Active period' })).not.toBeInTheDocument()
    const back = screen.getByRole('link', { name: `back to ${last + 1}` })
    await user.click(back)
    expect(await screen.findByText('PMP-4821')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Rename' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Active period' })).toBeInTheDocument()
  })

  it('puts what to do next first, right under the page header', async () => {
    renderRoute(HOME, { as: SEEDED.participantLeader })
    const next = (await screen.findByRole('heading', { name: 'What to do next' })).parentElement!
    await within(next).findByText(/write the Phase 1 entry and finalize it/)
    const headings = screen.getAllByRole('heading').map((h) => h.textContent)
    expect(headings.slice(0, 2)).toEqual(['Participant', 'What to do next'])
    const period = screen.getByText('Phase 1: proposal selection and submission', {
      selector: '.h5',
    })
    expect(next.compareDocumentPosition(period) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('lets the leader hand over leadership after a confirmation', async () => {
    const { user } = renderRoute(HOME, { as: SEEDED.participantLeader })
    await user.click(await screen.findByRole('button', { name: 'Make Putri Ayu leader' }))
    await user.click(await screen.findByRole('button', { name: 'YES' }))
    await waitFor(() =>
      expect(demoStore.db.teams.find((t) => t.id === 'team-01')!.leaderId).toBe(
        SEEDED.participantMember,
      ),
    )
    expect(await screen.findByText('Putri Ayu now leads the team.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Make Putri Ayu leader' })).not.toBeInTheDocument()
  })

  it('lets the leader remove a member and add one by e-mail, with the error on the field', async () => {
    const { user } = renderRoute(HOME, { as: SEEDED.participantLeader })
    await user.click(await screen.findByRole('button', { name: 'Remove Putri Ayu' }))
    await user.click(await screen.findByRole('button', { name: 'YES' }))
    await waitFor(() =>
      expect(demoStore.db.teams.find((t) => t.id === 'team-01')!.memberIds).toEqual([
        SEEDED.participantLeader,
      ]),
    )
    await user.type(screen.getByLabelText('Add a member by e-mail'), 'nobody@contoso-energi.co.id')
    await user.click(screen.getByRole('button', { name: 'Add' }))
    expect(
      await screen.findByText(
        'Nobody registered has this e-mail address. Ask them to sign in and register first.',
      ),
    ).toBeInTheDocument()
    await user.clear(screen.getByLabelText('Add a member by e-mail'))
    await user.type(
      screen.getByLabelText('Add a member by e-mail'),
      'putri.ayu@contoso-energi.co.id',
    )
    await user.click(screen.getByRole('button', { name: 'Add' }))
    await waitFor(() =>
      expect(demoStore.db.teams.find((t) => t.id === 'team-01')!.memberIds).toContain(
        SEEDED.participantMember,
      ),
    )
  })

  it('lets a member change their own T-shirt size but not manage the team', async () => {
    const { user } = renderRoute(HOME, { as: SEEDED.participantMember })
    const sizeOf = () =>
      demoStore.db.users.find((u) => u.id === SEEDED.participantMember)!.shirtSize
    const before = sizeOf()
    await user.click(await screen.findByRole('button', { name: 'Change my T-shirt size' }))
    const list = screen.getByLabelText('My T-shirt size')
    expect(list).toHaveFocus()
    // Looking through the sizes saves nothing; Escape leaves them as they were.
    await user.selectOptions(list, 'S')
    await user.keyboard('{Escape}')
    const change = await screen.findByRole('button', { name: 'Change my T-shirt size' })
    expect(change).toHaveFocus()
    expect(sizeOf()).toBe(before)

    await user.click(change)
    await user.selectOptions(screen.getByLabelText('My T-shirt size'), 'XXL')
    expect(sizeOf()).toBe(before)
    await user.click(screen.getByRole('button', { name: 'Save my size' }))
    await waitFor(() => expect(sizeOf()).toBe('XXL'))
    expect(await screen.findByRole('button', { name: 'Change my T-shirt size' })).toHaveFocus()
    expect(screen.queryByLabelText('Add a member by e-mail')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Make .* leader/ })).not.toBeInTheDocument()
  })

  it('offers to create or join a team to a participant without one, with an empty proposal list', async () => {
    demoStore.mutate((db) => {
      db.teams = db.teams.filter((t) => t.id !== 'team-05')
    })
    renderRoute(HOME, { as: 'c0a80001-0000-4000-8000-000000000029' })
    expect(await screen.findByRole('button', { name: 'Create team' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Join team' })).toBeInTheDocument()
    expect(await screen.findByText(/No proposals for \d{4} yet/)).toBeInTheDocument()
    expect(screen.getByText('Create a team or join one with its team code.')).toBeInTheDocument()
  })

  it('shows an error with a retry when my team cannot be loaded', async () => {
    server.use(
      http.get(
        '*/api/team/mine',
        offContractAnswer(() => HttpResponse.json({ title: 'Boom', status: 500 }, { status: 500 })),
      ),
    )
    renderRoute(HOME, { as: SEEDED.participantLeader })
    expect(
      await screen.findByRole('heading', { name: 'Your team could not be loaded' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })

  it('offers "Start a proposal" only while Phase 1 is open, and says why not otherwise', async () => {
    resetDemoData({ activeIndex: 1 })
    renderRoute(HOME, { as: SEEDED.participantLeader })
    expect(
      await screen.findByText(
        /^Starting a proposal is open only during "Phase 1: proposal selection and submission"\. The active period is "Scoring for semi-finalists"\./,
      ),
    ).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Start a proposal' })).not.toBeInTheDocument()
  })

  it('offers no "Start a proposal" once the Phase 1 results are published, even with Phase 1 open again, and says why', async () => {
    // Phase 2 runs and the Phase 1 results are published; then Phase 1 is the active period again,
    // open until next week (as a restart before this rule made it).
    resetDemoData({ activeIndex: 2 })
    demoStore.mutate((db) => {
      for (const p of db.periods) p.isActive = false
      const phase1 = db.periods.find((p) => p.id === 'period-2026-1')!
      phase1.isActive = true
      phase1.endAt = new Date(Date.now() + 7 * 86_400_000).toISOString()
    })
    renderRoute(HOME, { as: SEEDED.participantLeader })
    expect(
      await screen.findByText(
        /^The Phase 1 results were published on \d\d \w{3} \d{4} [\d:]+: who takes part in this year's award is final, so no new proposal can be started\.$/,
      ),
    ).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Start a proposal' })).not.toBeInTheDocument()
    // A Phase 1 entry left in draft: its period has ended, and the next step says so instead of
    // asking for what can no longer be done. Once the Phase 1 results are published, it did not advance.
    const table = await screen.findByRole('table', { name: /My team's proposals of/ })
    const draft = within(table).getByRole('row', { name: /Digital permit-to-work/ })
    expect(draft).not.toHaveTextContent(/Write the Phase 1 entry|before the deadline/)
    expect(draft).toHaveTextContent(
      'The Phase 1 results are published: "Digital permit-to-work for maintenance crews" was not finalized in time, so it was not judged and does not go on to Phase 2.',
    )
  })

  it('says why a Phase 1 draft can no longer be written while the Phase 1 results are not out', async () => {
    resetDemoData({ activeIndex: 1 })
    renderRoute(HOME, { as: SEEDED.participantLeader })
    const table = await screen.findByRole('table', { name: /My team's proposals of/ })
    const draft = within(table).getByRole('row', { name: /Digital permit-to-work/ })
    expect(draft).toHaveTextContent(/The Phase 1 entry is open only during "Phase 1: proposal/)
    expect(draft).not.toHaveTextContent(/did not advance|does not go on/)
  })

  it('tells a team whose semi-finalist never finalized its Phase 2 entry that it did not advance once the Phase 2 results are out, on its home and its proposal', async () => {
    // Scoring for finalists: "Customer voice dashboard" went through Phase 1, its team never
    // finalized the Phase 2 entry, the three other semi-finalists advanced to Phase 3 and the
    // committee published the Phase 2 results.
    resetDemoData({ activeIndex: 3 })
    demoStore.mutate((db) => {
      const voice = db.proposals.find((p) => p.id === 'prop-103')!
      const phase1 = voice.entries[1]!
      Object.assign(voice, { phase: 2, isPublished: true })
      phase1.status = 'Approved'
      voice.entries[2] = {
        ...phase1,
        status: 'Draft',
        fields: {},
        finalizedAt: null,
        approvedAt: null,
        history: [],
      }
      for (const id of ['prop-101', 'prop-102', 'prop-104'])
        db.proposals.find((p) => p.id === id)!.phase = 3
      const year = voice.year
      db.resultPublications.push({
        id: `pub-${year}-2`,
        year,
        phase: 2,
        publishedAt: new Date(SEED_NOW - 3600_000).toISOString(),
        publishedById: SEEDED.committee,
        shareComments: false,
      })
    })
    const sentence =
      'The Phase 2 results are published: "Customer voice dashboard" was not finalized in time, so it was not judged and does not go on to Phase 3.'
    const { user } = renderRoute(HOME, { as: 'c0a80001-0000-4000-8000-000000000025' })
    const next = (await screen.findByRole('heading', { name: 'What to do next' })).parentElement!
    expect(await within(next).findByText(sentence)).toBeInTheDocument()
    // No next phase to wait for.
    expect(next).not.toHaveTextContent(/Nothing is waiting for you now|Phase 3: grand final/)
    const table = await screen.findByRole('table', { name: /My team's proposals of/ })
    const row = within(table).getByRole('row', { name: /Customer voice dashboard/ })
    expect(row).toHaveTextContent(sentence)
    expect(row).not.toHaveTextContent(/open only during/)

    await user.click(within(row).getByRole('link', { name: 'Customer voice dashboard' }))
    const alert = await screen.findByText('Result:', { selector: 'strong' })
    expect(alert.parentElement).toHaveTextContent(`Result: ${sentence}`)
    expect(screen.queryByText('Next:', { selector: 'strong' })).not.toBeInTheDocument()
  })

  it('tells an advanced team it is a semi-finalist once the Phase 1 results are out, as a result apart from its steps, and a draft that did not advance likewise', async () => {
    // Phase 2 runs: "Predictive maintenance" went through Phase 1, the team's draft did not.
    resetDemoData({ activeIndex: 2 })
    renderRoute(HOME, { as: SEEDED.participantLeader })
    const next = (await screen.findByRole('heading', { name: 'What to do next' })).parentElement!
    const results = await within(next).findByRole('list', { name: 'Your results' })
    expect(
      within(results)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'The Phase 1 results are published: "Predictive maintenance for pumping stations" is a semi-finalist and goes on to Phase 2.',
      'The Phase 1 results are published: "Digital permit-to-work for maintenance crews" was not finalized in time, so it was not judged and does not go on to Phase 2.',
    ])
    // The steps are only what there is to do: the semi-finalist's Phase 2 entry.
    const steps = within(next).getByRole('list', { name: 'Your next steps' })
    expect(steps).toHaveTextContent(
      /"Predictive maintenance for pumping stations": write the Phase 2 entry and finalize it/,
    )
    expect(steps).not.toHaveTextContent(/results are published/)
  })

  it('tells the winning team its rank on its home and its proposal once the winners are published, and not before', async () => {
    // The grand final is scored: "Predictive maintenance" went through both phases, its Phase 2
    // entry was approved and the committee marked it 1st place.
    resetDemoData({ activeIndex: 5 })
    demoStore.mutate((db) => {
      const pumps = db.proposals.find((p) => p.id === 'prop-101')!
      pumps.phase = 3
      pumps.winnerRank = 1
      pumps.entries[2]!.status = 'Approved'
      const year = pumps.year
      for (const phase of [1, 2] as const)
        if (!db.resultPublications.some((r) => r.year === year && r.phase === phase))
          db.resultPublications.push({
            id: `pub-${year}-${phase}`,
            year,
            phase,
            publishedAt: new Date(SEED_NOW - (4 - phase) * 3600_000).toISOString(),
            publishedById: SEEDED.committee,
            shareComments: false,
          })
    })
    const finalist =
      'The Phase 2 results are published: "Predictive maintenance for pumping stations" is a finalist and goes on to the grand final.'
    const won =
      'The winners are published: "Predictive maintenance for pumping stations" won 1st place. Congratulations to your team!'
    const first = renderRoute(HOME, { as: SEEDED.participantLeader })
    let next = (await screen.findByRole('heading', { name: 'What to do next' })).parentElement!
    // The winner mark is not published yet: the team reads it is a finalist, nothing more.
    expect(await within(next).findByText(finalist)).toBeInTheDocument()
    expect(document.body).not.toHaveTextContent(/won 1st place/)
    first.unmount()

    demoStore.mutate((db) => {
      const year = db.proposals.find((p) => p.id === 'prop-101')!.year
      db.resultPublications.push({
        id: `pub-${year}-3`,
        year,
        phase: 3,
        publishedAt: new Date(SEED_NOW - 600_000).toISOString(),
        publishedById: SEEDED.committee,
        shareComments: false,
      })
    })
    const { user } = renderRoute(HOME, { as: SEEDED.participantLeader })
    next = (await screen.findByRole('heading', { name: 'What to do next' })).parentElement!
    const results = await within(next).findByRole('list', { name: 'Your results' })
    expect(results).toHaveTextContent(won)
    // The scoring is over: no more luck wished for it.
    const table = await screen.findByRole('table', { name: /My team's proposals of/ })
    const row = within(table).getByRole('row', { name: /Predictive maintenance/ })
    expect(row).toHaveTextContent(won)
    expect(document.body).not.toHaveTextContent(/good luck in the scoring/i)

    await user.click(within(row).getByRole('link', { name: /Predictive maintenance/ }))
    const alert = await screen.findByText('Result:', { selector: 'strong' })
    expect(alert.parentElement).toHaveTextContent(`Result: ${won}`)
    expect(document.body).not.toHaveTextContent(/good luck in the scoring/i)
  })

  it.each([
    ['a judge', SEEDED.jury],
    ['a member of the committee', SEEDED.committee],
  ])(
    'tells %s who comes to the gallery and the votes that teams are for participants, with no team to create or join',
    async (who, as) => {
      renderRoute(HOME, { as })
      expect(
        await screen.findByText(
          `Only participants create or join a team: you are ${who}, and a team of your own would be a conflict of interest. The gallery and the votes are open to you.`,
        ),
      ).toBeInTheDocument()
      expect(screen.queryByRole('button', { name: 'Create team' })).not.toBeInTheDocument()
      expect(screen.queryByRole('button', { name: 'Join team' })).not.toBeInTheDocument()
    },
  )
})

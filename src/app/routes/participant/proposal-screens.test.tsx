import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { SEEDED } from '@/demo/db/seed'
import { demoStore, server } from '@/testing/demo-server'
import { renderRoute } from '@/testing/test-utils'
import { offContractAnswer, problemAnswer } from '@/testing/fake-answers'

const BASE = '/innovation-award/participant'

describe('new proposal', () => {
  it('starts a proposal with a category and a title, then opens the Phase 1 entry', async () => {
    const { user, router } = renderRoute(`${BASE}/newproposal/team-01`, {
      as: SEEDED.participantLeader,
    })
    expect(await screen.findByText('For team Pompa Pintar (Divisi Operasi)')).toBeInTheDocument()
    expect(
      screen.getByText('A faster, cheaper, safer or simpler way of doing the work we already do.'),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Start proposal' }))
    expect(await screen.findByText('Choose one of the four categories.')).toBeInTheDocument()
    expect(screen.getByText('Enter a title of at least 5 characters.')).toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: 'Process' }))
    await user.type(screen.getByLabelText('Title'), 'Smart spare-part lockers')
    await user.click(screen.getByRole('button', { name: 'Start proposal' }))
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(
        /^\/innovation-award\/participant\/proposal\/1\/prop-.+\/entry$/,
      ),
    )
    // The entry takes the form's place in the history: Back does not offer the form again, which
    // would start a second proposal.
    expect(router.state.historyAction).toBe('REPLACE')
    expect(
      demoStore.db.proposals.find((p) => p.title === 'Smart spare-part lockers'),
    ).toMatchObject({ category: 2, teamId: 'team-01' })
    expect(await screen.findByLabelText('Background and problem')).toHaveValue('')
    expect(screen.getByRole('heading', { level: 1, name: 'Phase 1 entry' })).toBeInTheDocument()
  })

  it('shows the server’s refusal when the period is closed', async () => {
    server.use(
      http.post('*/api/proposal', () =>
        problemAnswer(400, { title: 'Period closed', detail: 'The Phase 1 deadline has passed.' }),
      ),
    )
    const { user } = renderRoute(`${BASE}/newproposal/team-01`, { as: SEEDED.participantLeader })
    await user.click(await screen.findByRole('radio', { name: 'Social' }))
    await user.type(screen.getByLabelText('Title'), 'Village water kiosks')
    await user.click(screen.getByRole('button', { name: 'Start proposal' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('The Phase 1 deadline has passed.')
    expect(screen.getByLabelText('Title')).toHaveValue('Village water kiosks')
  })

  it('keeps the form, with what was typed and a note, when a refresh of the teams fails (not a spinner)', async () => {
    const { user, queryClient } = renderRoute(`${BASE}/newproposal/team-01`, {
      as: SEEDED.participantLeader,
    })
    await user.type(await screen.findByLabelText('Title'), 'Typed before the failure')
    server.use(
      http.get(
        '*/api/team/mine',
        offContractAnswer(() =>
          HttpResponse.json({ title: 'The database is down', status: 500 }, { status: 500 }),
        ),
      ),
    )
    await act(() => queryClient.refetchQueries({ type: 'active' }))
    expect(
      await screen.findByText(/This may be out of date: The database is down/),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Title')).toHaveValue('Typed before the failure')
    expect(screen.getByRole('button', { name: 'Start proposal' })).toBeInTheDocument()
  })
})

describe('proposal overview and view', () => {
  it('shows each phase, the committee’s return reason, files and the next action', async () => {
    renderRoute(`${BASE}/proposal/prop-105`, { as: 'c0a80001-0000-4000-8000-000000000029' })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Supplier early-payment marketplace' }),
    ).toBeInTheDocument()
    expect(
      screen.getAllByText(/Please add how the discount rate is set and who approves it\./).length,
    ).toBeGreaterThan(0)
    expect(screen.getByText(/The committee returned the entry/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Continue the Phase 1 entry' })).toHaveAttribute(
      'href',
      `${BASE}/proposal/1/prop-105/entry`,
    )
    expect(screen.getByText(/Only semi-finalists write a Phase 2 entry/)).toBeInTheDocument()
  })

  it('no longer shows the return as pending once the entry is finalized again and approved; the remark stays', async () => {
    demoStore.mutate((db) => {
      const entry = db.proposals.find((p) => p.id === 'prop-105')!.entries[1]!
      entry.status = 'Approved'
    })
    renderRoute(`${BASE}/proposal/prop-105`, { as: 'c0a80001-0000-4000-8000-000000000029' })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Supplier early-payment marketplace' }),
    ).toBeInTheDocument()
    expect(screen.queryByText('Returned by the committee:')).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Committee remarks' })).toBeInTheDocument()
    expect(
      screen.getByText(/Please add how the discount rate is set and who approves it\./),
    ).toBeInTheDocument()
  })

  it('shows the proposal when its year’s published results cannot be loaded: the next step as before them', async () => {
    server.use(http.get('*/api/score/result/publication', () => HttpResponse.error()))
    renderRoute(`${BASE}/proposal/prop-105`, { as: 'c0a80001-0000-4000-8000-000000000029' })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Supplier early-payment marketplace' }),
    ).toBeInTheDocument()
    expect(screen.getByText(/The committee returned the entry/)).toBeInTheDocument()
    expect(screen.queryByText('The proposal could not be loaded')).not.toBeInTheDocument()
  })

  it('opens the entry from the overview', async () => {
    const { user } = renderRoute(`${BASE}/proposal/prop-107`, { as: SEEDED.participantLeader })
    await user.click(await screen.findByRole('link', { name: 'Continue the Phase 1 entry' }))
    expect(await screen.findByLabelText('Background and problem')).toHaveValue(
      'Paper permits get lost and slow down urgent repairs.',
    )
  })

  it('shows the printable view with money in rupiah and a print button', async () => {
    renderRoute(`${BASE}/proposal/1/prop-101/view`, { as: SEEDED.participantLeader })
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Predictive maintenance for pumping stations',
      }),
    ).toBeInTheDocument()
    expect(screen.getByText('Rp 1,850,000,000')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument()
    // The seeded poster of the finalized entry is listed with its file, at an address signed for the reader.
    expect(
      screen.getByRole('link', { name: 'predictive-maintenance-for-pumping-stations-poster.png' }),
    ).toHaveAttribute(
      'href',
      expect.stringMatching(
        new RegExp(
          `^/uploads/att-seed-prop-101-poster-1/predictive-maintenance-for-pumping-stations-poster\\.png\\?v=${SEEDED.participantLeader}&exp=\\d+&sig=[\\w-]+$`,
        ),
      ) as unknown as string,
    )
  })

  it('shows an empty state for a Phase 2 view that does not exist yet', async () => {
    renderRoute(`${BASE}/proposal/2/prop-107/view`, { as: SEEDED.participantLeader })
    expect(await screen.findByText('No Phase 2 entry')).toBeInTheDocument()
  })

  it('shows why a proposal outside my team cannot be opened, with the way back home', async () => {
    const { user, router } = renderRoute(`${BASE}/proposal/prop-102`, {
      as: SEEDED.participantLeader,
    })
    expect(
      await screen.findByRole('heading', { name: 'The proposal could not be loaded' }),
    ).toBeInTheDocument()
    expect(
      screen.getByText(
        'Only the team, the committee, the judges assigned to it and, once it is published, every judge can see this proposal.',
      ),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Back to my home' }))
    await waitFor(() => expect(router.state.location.pathname).toBe(BASE))
  })

  it('says a proposal address that leads nowhere, on its entry too, with the way back home', async () => {
    renderRoute(`${BASE}/proposal/1/prop-999/entry`, { as: SEEDED.participantLeader })
    expect(
      await screen.findByRole('heading', { name: 'The proposal could not be loaded' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to my home' })).toHaveAttribute('href', BASE)
  })
})

describe('import-proposal', () => {
  it('copies an earlier proposal into a new draft of this year', async () => {
    const { user, router } = renderRoute(`${BASE}/import-proposal`, {
      as: SEEDED.participantLeader,
    })
    const table = await screen.findByRole('table', { name: /Your proposals of earlier years/ })
    await user.click(
      within(table).getByRole('button', { name: 'Import Leak detection with acoustic sensors' }),
    )
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/\/proposal\/1\/prop-.+\/entry$/),
    )
    const copy = demoStore.db.proposals.find((p) => p.importedFromId === 'prop-011')!
    expect(copy).toMatchObject({ teamId: 'team-01', title: 'Leak detection with acoustic sensors' })
  })

  it('has an empty state when there is nothing to import', async () => {
    renderRoute(`${BASE}/import-proposal`, { as: SEEDED.participantMember.replace(/22$/, '23') })
    expect(await screen.findByText('No earlier proposals')).toBeInTheDocument()
  })

  it('shows an error state when the list fails', async () => {
    server.use(
      http.get(
        '*/api/proposal/importable',
        offContractAnswer(() => HttpResponse.json({ title: 'Boom', status: 500 }, { status: 500 })),
      ),
    )
    renderRoute(`${BASE}/import-proposal`, { as: SEEDED.participantLeader })
    expect(
      await screen.findByRole('heading', { name: 'This could not be loaded' }),
    ).toBeInTheDocument()
  })
})

describe('import-proyek-inisiatif', () => {
  it('searches the registry by code or name and prefills a new proposal', async () => {
    const { user, router } = renderRoute(`${BASE}/import-proyek-inisiatif`, {
      as: SEEDED.participantLeader,
    })
    expect(
      await screen.findByRole('heading', {
        name: 'INI-2301 · Smart meter rollout for industrial customers',
      }),
    ).toBeInTheDocument()
    await user.type(screen.getByLabelText('Code or name'), 'fleet')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { name: /Smart meter rollout/ }),
      ).not.toBeInTheDocument(),
    )
    await user.click(screen.getByRole('button', { name: 'Choose INI-2309' }))
    await user.click(screen.getByRole('button', { name: 'Create the proposal' }))
    expect(await screen.findByText('Choose a category for the proposal.')).toBeInTheDocument()
    await user.selectOptions(screen.getByLabelText('Category'), '2')
    await user.click(screen.getByRole('button', { name: 'Create the proposal' }))
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/\/proposal\/1\/prop-.+\/entry$/),
    )
    expect(demoStore.db.proposals.find((p) => p.initiativeCode === 'INI-2309')).toMatchObject({
      title: 'Fleet fuel monitoring',
      category: 2,
    })
    expect(await screen.findByLabelText('Background and problem')).toHaveValue(
      'Fuel sensors and trip data on 80 vehicles to find waste and plan routes.',
    )
  })

  it('says when nothing matches', async () => {
    const { user } = renderRoute(`${BASE}/import-proyek-inisiatif`, {
      as: SEEDED.participantLeader,
    })
    await user.type(await screen.findByLabelText('Code or name'), 'no such project')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByText('No initiative matches')).toBeInTheDocument()
  })
})

import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { SEEDED } from '@/demo/db/seed'
import { demoStore, server } from '@/testing/demo-server'
import { catchDownloads } from '@/testing/downloads'
import { submittedSheet, testSheet } from '@/testing/score-sheets'
import { testPublication } from '@/testing/publications'
import { renderRoute } from '@/testing/test-utils'
import { offContractAnswer, problemAnswer } from '@/testing/fake-answers'

const LIST = '/innovation-award/commitee/proposals/phase'

/**
 * Every request to the API the screen makes, as "METHOD /path?query" with its JSON body; but the
 * reminder button's question of who it would reach, which changes nothing.
 */
function recordRequests() {
  const calls: Array<{ method: string; url: URL; body: unknown }> = []
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url)
    if (!url.pathname.startsWith('/api/') || url.pathname === '/api/messages/recipients') return
    const text = request.method === 'GET' ? '' : await request.clone().text()
    calls.push({ method: request.method, url, body: text ? JSON.parse(text) : null })
  })
  return calls
}

async function table() {
  return screen.findByRole('table', { name: /Phase \d proposals of/ })
}

/** A plain copy of a record read inside `demoStore.mutate` (there it is the change tracker's view, which structuredClone cannot copy). */
const copyOf = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T

/** This year's Phase 1 results as published: its entries are final. */
function publishPhase1() {
  demoStore.mutate((db) => {
    db.resultPublications = [...(db.resultPublications ?? []), testPublication(2026, 1)]
  })
}

describe('committee proposal list', () => {
  it('shows a page of proposals, the status totals and the paging from the headers', async () => {
    const calls = recordRequests()
    renderRoute(`${LIST}/1?year=2026&perPage=10`, { as: SEEDED.committee })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Phase 1 proposals' }),
    ).toBeInTheDocument()
    const rows = within(await table()).getAllByRole('row')
    expect(rows).toHaveLength(9)
    const totals = screen.getByRole('list', { name: 'Status totals' })
    expect(within(totals).getByText('Proposal (draft or returned)').nextSibling).toHaveTextContent(
      '3',
    )
    expect(within(totals).getByText('Finalized').nextSibling).toHaveTextContent('1')
    expect(within(totals).getByText('Approved').nextSibling).toHaveTextContent('4')
    expect(screen.getByText('Showing 1–8 of 8')).toBeInTheDocument()
    const list = calls.find((c) => c.url.pathname === '/api/proposal')!
    expect(Object.fromEntries(list.url.searchParams)).toMatchObject({
      year: '2026',
      phase: '1',
      page: '1',
      perPage: '10',
    })
  })

  it('pages on the server and keeps the filters in the URL', async () => {
    const calls = recordRequests()
    const { user, router } = renderRoute(`${LIST}/1?year=2026&perPage=10`, { as: SEEDED.committee })
    await table()
    await user.selectOptions(screen.getByLabelText('Category'), 'Business model')
    await waitFor(() =>
      expect(router.state.location.search).toBe('?year=2026&perPage=10&category=4'),
    )
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3),
    )
    expect(calls.at(-1)!.url.searchParams.get('filter[category]')).toBe('4')

    await user.selectOptions(screen.getByLabelText('Status'), 'Returned')
    await waitFor(() =>
      expect(router.state.location.search).toBe('?year=2026&perPage=10&category=4&status=Returned'),
    )
    expect(
      await screen.findByRole('link', { name: 'Supplier early-payment marketplace' }),
    ).toBeInTheDocument()
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2),
    )

    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    await user.type(screen.getByLabelText('Keyword'), 'dashboard')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() =>
      expect(router.state.location.search).toBe('?year=2026&perPage=10&keyword=dashboard'),
    )
    expect(
      await screen.findByRole('link', { name: 'Customer voice dashboard' }),
    ).toBeInTheDocument()
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2),
    )
  })

  it('moves between pages with the pager', async () => {
    demoStore.mutate((db) => {
      const source = db.proposals.find((p) => p.id === 'prop-106')!
      for (let i = 0; i < 15; i += 1)
        db.proposals.push({
          ...copyOf(source),
          id: `prop-x${i}`,
          title: `Extra idea ${String(i).padStart(2, '0')}`,
        })
    })
    const { user, router } = renderRoute(`${LIST}/1?year=2026&perPage=10`, { as: SEEDED.committee })
    await table()
    expect(screen.getByText('Showing 1–10 of 23')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Page 3' }))
    await waitFor(() => expect(router.state.location.search).toBe('?year=2026&perPage=10&page=3'))
    expect(await screen.findByText('Showing 21–23 of 23')).toBeInTheDocument()
  })

  it('approves an entry after confirmation', async () => {
    const calls = recordRequests()
    const { user } = renderRoute(`${LIST}/1?year=2026`, { as: SEEDED.committee })
    await table()
    await user.click(screen.getByRole('button', { name: 'Approve "Customer voice dashboard"' }))
    const dialog = await screen.findByRole('dialog', { name: 'Approve' })
    expect(dialog).toHaveTextContent(
      'Approve "Customer voice dashboard"? Approved entries are eligible for judging.',
    )
    await user.click(within(dialog).getByRole('button', { name: 'YES' }))
    expect(await screen.findByText('1 proposal approved.')).toBeInTheDocument()
    expect(
      calls.some(
        (c) => c.method === 'POST' && c.url.pathname === '/api/proposal/prop-103/phase/1/approve',
      ),
    ).toBe(true)
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Approve "Customer voice dashboard"' }),
      ).not.toBeInTheDocument(),
    )
    expect(
      screen.getByRole('button', { name: 'Advance "Customer voice dashboard"' }),
    ).toBeInTheDocument()
  })

  it('offline, says beside the entry that its approval waits for the connection, and approves it once when back', async () => {
    const calls = recordRequests()
    const { user } = renderRoute(`${LIST}/1?year=2026`, { as: SEEDED.committee })
    await table()
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    try {
      act(() => void window.dispatchEvent(new Event('offline')))
      const approve = screen.getByRole('button', { name: 'Approve "Customer voice dashboard"' })
      await user.click(approve)
      const dialog = await screen.findByRole('dialog', { name: 'Approve' })
      await user.click(within(dialog).getByRole('button', { name: 'YES' }))
      // In the entry's row, beside its buttons (and by the bulk actions): it waits, and goes by itself.
      const row = approve.closest('tr')!
      expect(await within(row).findByRole('status')).toHaveTextContent(
        'You are offline: this is sent as soon as the connection is back.',
      )
      expect(approve).toBeDisabled()
      const approvals = () =>
        calls.filter(
          (c) => c.method === 'POST' && c.url.pathname === '/api/proposal/prop-103/phase/1/approve',
        )
      expect(approvals()).toHaveLength(0)
      onLine.mockReturnValue(true)
      act(() => void window.dispatchEvent(new Event('online')))
      expect(await screen.findByText('1 proposal approved.')).toBeInTheDocument()
      expect(screen.queryByText(/this is sent as soon as the connection is back/)).toBeNull()
      expect(approvals()).toHaveLength(1)
    } finally {
      onLine.mockRestore()
    }
  })

  it('does nothing when the confirmation is declined', async () => {
    const calls = recordRequests()
    const { user } = renderRoute(`${LIST}/1?year=2026`, { as: SEEDED.committee })
    await table()
    await user.click(
      screen.getByRole('button', {
        name: 'Advance "Village solar microgrid with local cooperatives"',
      }),
    )
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Advance' })).getByRole('button', {
        name: 'NO',
      }),
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0)
  })

  it('returns an entry only with a reason', async () => {
    const calls = recordRequests()
    const { user } = renderRoute(`${LIST}/1?year=2026`, { as: SEEDED.committee })
    await table()
    await user.click(screen.getByRole('button', { name: 'Return "Customer voice dashboard"' }))
    const dialog = await screen.findByRole('dialog', { name: 'Return to the team' })
    await user.click(within(dialog).getByRole('button', { name: 'Return to team' }))
    expect(
      await within(dialog).findByText('Say why the entry goes back to the team.'),
    ).toBeInTheDocument()
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0)
    await user.type(within(dialog).getByLabelText('Reason (required)'), 'Show the data sources.')
    await user.click(within(dialog).getByRole('button', { name: 'Return to team' }))
    expect(await screen.findByText('1 proposal returned.')).toBeInTheDocument()
    const post = calls.find((c) => c.method === 'POST')!
    expect(post.url.pathname).toBe('/api/proposal/prop-103/phase/1/return')
    expect(post.body).toEqual({ reason: 'Show the data sources.' })
    expect(demoStore.db.proposals.find((p) => p.id === 'prop-103')!.entries[1]!.status).toBe(
      'Returned',
    )
  })

  it('keeps the reason and shows the error when a return fails', async () => {
    server.use(
      http.post('*/api/proposal/:id/phase/:n/return', () =>
        problemAnswer(400, { title: 'Bad', errors: { Reason: ['Too vague.'] } }),
      ),
    )
    const { user } = renderRoute(`${LIST}/1?year=2026`, { as: SEEDED.committee })
    await table()
    await user.click(screen.getByRole('button', { name: 'Return "Customer voice dashboard"' }))
    const dialog = await screen.findByRole('dialog', { name: 'Return to the team' })
    await user.type(within(dialog).getByLabelText('Reason (required)'), 'Fix it')
    await user.click(within(dialog).getByRole('button', { name: 'Return to team' }))
    expect(await within(dialog).findByText('Too vague.')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Reason (required)')).toHaveValue('Fix it')
  })

  it('offers no review of a published phase’s entries, one by one or in bulk, and says why', async () => {
    const calls = recordRequests()
    publishPhase1()
    const { user } = renderRoute(`${LIST}/1?year=2026`, { as: SEEDED.committee })
    await table()
    expect(
      await screen.findByText(
        /^The Phase 1 results were published on .*: its entries are final and can no longer be changed, approved or returned\.$/,
      ),
    ).toBeInTheDocument()
    // Neither the approved proposals that did not advance nor the finalized one can be returned or approved.
    expect(screen.queryByRole('button', { name: /^Return "/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Approve "/ })).not.toBeInTheDocument()
    await user.click(screen.getByRole('checkbox', { name: 'Select all proposals on this page' }))
    const toolbar = screen.getByRole('toolbar', { name: 'Bulk actions' })
    expect(within(toolbar).getByText('8 selected')).toBeInTheDocument()
    expect(within(toolbar).getByRole('button', { name: 'Return selected (0)' })).toBeDisabled()
    expect(within(toolbar).getByRole('button', { name: 'Approve selected (0)' })).toBeDisabled()
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0)
    // Nobody is reminded to finalize an entry of a phase that is over: the button says why.
    const remind = screen.getByRole('button', { name: 'Remind teams whose entry is not finalized' })
    expect(remind).toBeDisabled()
    expect(remind).toHaveAccessibleDescription(
      /^The Phase 1 results were published on .*: its entries are final, and the teams were told how the phase ended\.$/,
    )
  })

  it('runs bulk actions on the selection, only on the rows they apply to', async () => {
    const calls = recordRequests()
    // prop-102's Phase 1 scores are all in, prop-104 lacks one, prop-108 has no judge.
    demoStore.mutate((db) => {
      db.juryDetails = db.juryDetails.filter((jd) => !(jd.year === 2026 && jd.phase === 1))
      db.juryDetails.push(
        submittedSheet(
          { id: 'jd-102-a', year: 2026, proposalId: 'prop-102', juryId: SEEDED.jury },
          8,
        ),
        submittedSheet(
          { id: 'jd-102-b', year: 2026, proposalId: 'prop-102', juryId: SEEDED.jury2 },
          7,
        ),
        submittedSheet(
          { id: 'jd-104-a', year: 2026, proposalId: 'prop-104', juryId: SEEDED.jury },
          8,
        ),
        testSheet({
          id: 'jd-104-b',
          year: 2026,
          phase: 1,
          proposalId: 'prop-104',
          juryId: SEEDED.jury2,
        }),
      )
    })
    const { user } = renderRoute(`${LIST}/1?year=2026`, { as: SEEDED.committee })
    await table()
    const toolbar = screen.getByRole('toolbar', { name: 'Bulk actions' })
    expect(within(toolbar).getByRole('button', { name: 'Advance selected (0)' })).toBeDisabled()
    await user.click(screen.getByRole('checkbox', { name: 'Select all proposals on this page' }))
    expect(within(toolbar).getByText('8 selected')).toBeInTheDocument()
    await user.click(
      screen.getByRole('checkbox', {
        name: 'Select "Predictive maintenance for pumping stations"',
      }),
    )
    expect(within(toolbar).getByText('7 selected')).toBeInTheDocument()
    expect(
      screen.getByRole('checkbox', { name: 'Select all proposals on this page' }),
    ).not.toBeChecked()
    await user.click(within(toolbar).getByRole('button', { name: 'Advance selected (3)' }))
    // Two of them lack Phase 1 scores: the confirmation names each with what is missing, and advancing is an override.
    const dialog = await screen.findByRole('dialog', { name: 'Advance' })
    const short = within(dialog).getByRole('list', {
      name: 'Proposals without all their Phase 1 scores',
    })
    expect(
      within(short)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '"Pay-per-use analytics for partners": No judge is assigned to score it in Phase 1.',
      '"Village solar microgrid with local cooperatives": 1 of 2 Phase 1 scores is not submitted yet.',
    ])
    expect(dialog).toHaveTextContent('The other proposal has all its Phase 1 scores.')
    expect(dialog).toHaveTextContent('Override, and go on with advancing them?')
    await user.click(within(dialog).getByRole('button', { name: 'YES' }))
    expect(await screen.findByText('3 proposals advanced.')).toBeInTheDocument()
    expect(
      demoStore.db.activities
        .filter((a) => a.action === 'advance')
        .map((a) => [a.entityId, (a.after as { override?: string }).override ?? null]),
    ).toEqual(
      expect.arrayContaining([
        ['prop-102', null],
        ['prop-104', '1 of 2 Phase 1 scores is not submitted yet.'],
        ['prop-108', 'No judge is assigned to score it in Phase 1.'],
      ]),
    )
    expect(
      calls
        .filter((c) => c.method === 'POST')
        .map((c) => c.url.pathname)
        .sort(),
    ).toEqual([
      '/api/proposal/prop-102/advance',
      '/api/proposal/prop-104/advance',
      '/api/proposal/prop-108/advance',
    ])
    expect(await screen.findAllByText('Semi-finalist')).toHaveLength(3)
  })

  it('reports each failure of a bulk action', async () => {
    server.use(
      http.post('*/api/proposal/prop-102/phase/1/return', () =>
        problemAnswer(409, { title: 'Conflict', detail: 'Someone changed it first.' }),
      ),
    )
    const { user } = renderRoute(`${LIST}/1?year=2026&category=1`, { as: SEEDED.committee })
    await table()
    await user.click(screen.getByRole('checkbox', { name: 'Select all proposals on this page' }))
    await user.click(screen.getByRole('button', { name: 'Return selected (2)' }))
    const dialog = await screen.findByRole('dialog', { name: 'Return to the team' })
    expect(dialog).toHaveTextContent('Return 2 proposals to the team?')
    await user.type(within(dialog).getByLabelText('Reason (required)'), 'Category check.')
    await user.click(within(dialog).getByRole('button', { name: 'Return to team' }))
    expect(await screen.findByText('1 proposal returned.')).toBeInTheDocument()
    expect(
      screen.getByText('"Self-service data portal for branch managers": Someone changed it first.'),
    ).toBeInTheDocument()
  })

  it('exports the whole filtered list as CSV, with escaping', async () => {
    demoStore.mutate((db) => {
      db.proposals.find((p) => p.id === 'prop-103')!.title = 'Voice, "quoted" dashboard'
      const source = db.proposals.find((p) => p.id === 'prop-106')!
      for (let i = 0; i < 120; i += 1)
        db.proposals.push({ ...copyOf(source), id: `prop-y${i}`, title: `Bulk ${i}` })
    })
    const saved = catchDownloads()
    const calls = recordRequests()
    const { user } = renderRoute(`${LIST}/1?year=2026&perPage=10`, { as: SEEDED.committee })
    await table()
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(await screen.findByText('Exported 128 proposals.')).toBeInTheDocument()
    expect(saved.map((f) => f.name)).toEqual([
      expect.stringMatching(/^proposals-phase-1-2026-\d{4}-\d{2}-\d{2}\.csv$/),
    ])
    const exportCalls = calls.filter(
      (c) => c.url.pathname === '/api/proposal' && c.url.searchParams.get('perPage') === '100',
    )
    expect(exportCalls.map((c) => c.url.searchParams.get('page'))).toEqual(['1', '2'])
    const lines = (await saved[0]!.text()).split('\r\n')
    expect(lines[0]).toBe(
      'Id,Year,Title,Team,Unit,Category,Phase reached,Phase 1 status,Phase 2 status,Winner rank,Updated',
    )
    expect(lines).toHaveLength(130)
    expect(lines.find((l) => l.startsWith('prop-103,'))).toContain(
      ',"Voice, ""quoted"" dashboard",Suara Pelanggan,',
    )
  })

  it('shows an error with a retry when the list fails, and an empty state when nothing matches', async () => {
    let fail = true
    server.use(
      http.get(
        '*/api/proposal',
        offContractAnswer(() =>
          fail ? HttpResponse.json({ title: 'Boom', status: 500 }, { status: 500 }) : undefined,
        ),
      ),
    )
    const { user } = renderRoute(`${LIST}/2?year=2026`, { as: SEEDED.committee })
    // The app retries a 5xx twice before it shows the error.
    expect(
      await screen.findByRole('heading', { name: 'The proposals could not be loaded' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Boom')).toBeInTheDocument()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('No Phase 2 proposals in 2026 yet')).toBeInTheDocument()
  })

  it('marks a finalist as a winner on the Phase 3 list, saying before anything is asked that a rank is taken', async () => {
    demoStore.mutate((db) => {
      for (const id of ['prop-101', 'prop-104']) {
        const p = db.proposals.find((x) => x.id === id)!
        p.phase = 3
        p.entries[2] = { ...copyOf(p.entries[1]!), status: 'Approved' }
      }
      db.proposals.find((x) => x.id === 'prop-104')!.winnerRank = 1
    })
    const calls = recordRequests()
    const { user } = renderRoute(`${LIST}/3?year=2026`, { as: SEEDED.committee })
    await table()
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
    await user.selectOptions(
      screen.getByRole('combobox', {
        name: 'Winner rank for Predictive maintenance for pumping stations',
      }),
      '1',
    )
    // Another finalist of the category holds rank 1: said at once, in the server's words, and
    // Mark is not offered, so no override is confirmed for a rank that would be refused.
    const taken =
      '"Village solar microgrid with local cooperatives" already holds rank 1 in this category. Clear it first.'
    const mark = screen.getByRole('button', {
      name: 'Mark the winner rank for Predictive maintenance for pumping stations',
    })
    await waitFor(() => expect(mark).toBeDisabled())
    expect(mark).toHaveAccessibleDescription(taken)
    expect(screen.getByText(taken)).toBeInTheDocument()
    await user.click(mark)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(calls.filter((c) => c.method === 'POST')).toEqual([])
    await user.selectOptions(
      screen.getByRole('combobox', {
        name: 'Winner rank for Predictive maintenance for pumping stations',
      }),
      '2',
    )
    await user.click(
      screen.getByRole('button', {
        name: 'Mark the winner rank for Predictive maintenance for pumping stations',
      }),
    )
    await user.click(
      within(
        await screen.findByRole('dialog', {
          name: 'Mark the winner without all grand-final scores?',
        }),
      ).getByRole('button', { name: 'YES' }),
    )
    expect(
      await screen.findByText(
        '"Predictive maintenance for pumping stations" is 2nd place in Social.',
      ),
    ).toBeInTheDocument()
    await waitFor(() =>
      expect(
        screen.getByRole('combobox', {
          name: 'Winner rank for Predictive maintenance for pumping stations',
        }),
      ).toHaveValue('2'),
    )
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      body: { rank: 2, override: true },
    })
    // Once the holder's rank changes, rank 1 is free: what the screen knows of the ranks follows.
    await user.selectOptions(
      screen.getByRole('combobox', {
        name: 'Winner rank for Village solar microgrid with local cooperatives',
      }),
      '3',
    )
    await user.click(
      screen.getByRole('button', {
        name: 'Mark the winner rank for Village solar microgrid with local cooperatives',
      }),
    )
    await user.click(
      within(
        await screen.findByRole('dialog', {
          name: 'Mark the winner without all grand-final scores?',
        }),
      ).getByRole('button', { name: 'YES' }),
    )
    expect(
      await screen.findByText(
        '"Village solar microgrid with local cooperatives" is 3rd place in Social.',
      ),
    ).toBeInTheDocument()
    await user.selectOptions(
      screen.getByRole('combobox', {
        name: 'Winner rank for Predictive maintenance for pumping stations',
      }),
      '1',
    )
    await waitFor(() => expect(mark).toBeEnabled())
    expect(screen.queryByText(/already holds rank/)).not.toBeInTheDocument()
  })
})

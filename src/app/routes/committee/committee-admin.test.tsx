import { act, screen, waitFor, within } from '@testing-library/react'
import { msg } from '@lingui/core/macro'
import { http, HttpResponse } from 'msw'
import { SEEDED } from '@/demo/db/seed'
import { recordActivity } from '@/demo/db/records'
import { demoStore, resetDemoData, server } from '@/testing/demo-server'
import { renderRoute } from '@/testing/test-utils'
import { offContractAnswer } from '@/testing/fake-answers'
import { activateLanguage } from '@/i18n'

const base = '/innovation-award/commitee'

const rows = (table: HTMLElement) =>
  within(table).getAllByRole('row').slice(1) as HTMLTableRowElement[]

describe('activity log', () => {
  beforeEach(() => {
    const name = 'Scoring for semi-finalists'
    const year = 2026
    const phase = 1
    const title = 'Customer voice dashboard'
    demoStore.mutate((db) => {
      recordActivity(
        db,
        Date.parse('2026-11-20T02:00:00Z'),
        SEEDED.committee,
        'period',
        'period-2026-2',
        'start',
        msg`Started "${name}" ${year}`,
        { active: 'period-2026-1' },
        { active: 'period-2026-2' },
      )
      recordActivity(
        db,
        Date.parse('2026-11-20T03:00:00Z'),
        SEEDED.committee2,
        'proposal',
        'prop-103',
        'approve',
        msg`Approved Phase ${phase} of "${title}"`,
        { status: 'Finalized' },
        { status: 'Approved' },
      )
    })
  })

  it('lists changes newest first and filters by what changed, in the URL', async () => {
    const { user, router } = renderRoute(`${base}/activity`, { as: SEEDED.committee })
    const table = await screen.findByRole('table', { name: 'Activity' }, { timeout: 10_000 })
    const first = rows(table)
    expect(first[0]).toHaveTextContent('Bambang Wijaya')
    expect(first[0]).toHaveTextContent('Approved Phase 1 of "Customer voice dashboard"')
    expect(first[1]).toHaveTextContent('Started "Scoring for semi-finalists" 2026')
    await user.selectOptions(screen.getByLabelText('What changed'), 'period')
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Activity' })).getAllByRole('row'),
      ).toHaveLength(2),
    )
    expect(router.state.location.search).toBe('?entity=period')
  })

  it('filters by days typed or picked in the seed format, kept in the URL as ISO days', async () => {
    const { user, router } = renderRoute(`${base}/activity?to=2026-11-20`, { as: SEEDED.committee })
    const to = await screen.findByLabelText('To', undefined, { timeout: 10_000 })
    expect(to).toHaveValue('20 Nov 2026')
    const from = screen.getByLabelText('From')
    await user.type(from, '20 nov 2026')
    await waitFor(() => expect(router.state.location.search).toBe('?to=2026-11-20&from=2026-11-20'))
    await waitFor(() => {
      expect(
        rows(screen.getByRole('table', { name: 'Activity' })).map((r) => r.cells[3]?.textContent),
      ).toEqual([
        'Approved Phase 1 of "Customer voice dashboard"',
        'Started "Scoring for semi-finalists" 2026',
      ])
    })
    expect(rows(screen.getByRole('table', { name: 'Activity' }))[0]).toHaveTextContent(
      '20 Nov 2026 10:00:00',
    )

    // The browser's own format is refused with an example; the filter stays as it was.
    await user.clear(to)
    await user.type(to, '11/21/2026')
    await user.tab()
    expect(to).toHaveAttribute('aria-invalid', 'true')
    expect(to).toHaveAccessibleDescription(/for example 14 Des 2026/)
    expect(router.state.location.search).toBe('?from=2026-11-20')

    // Picking from the calendar applies at once.
    const toGroup = to.closest('.date-input') as HTMLElement
    await user.click(
      within(toGroup).getByRole('button', { name: 'Choose the last day from a calendar' }),
    )
    await user.click(within(toGroup).getByRole('button', { name: 'Sabtu, 21 November 2026' }))
    expect(to).toHaveValue('21 Nov 2026')
    expect(to).not.toHaveAttribute('aria-invalid')
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-11-20&to=2026-11-21'))
  })

  it('shows the before and after of one change', async () => {
    const { user } = renderRoute(`${base}/activity`, { as: SEEDED.committee })
    await user.click(
      await screen.findByRole('link', { name: 'Approved Phase 1 of "Customer voice dashboard"' }),
    )
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Approved Phase 1 of "Customer voice dashboard"',
      }),
    ).toBeInTheDocument()
    const row = screen.getByRole('rowheader', { name: /status/ }).closest('tr')!
    expect(row).toHaveTextContent('status (changed)FinalizedApproved')
  })

  it('opens on the award’s history: the seed’s own changes are in the log, newest first', async () => {
    resetDemoData()
    renderRoute(`${base}/activity?entity=results`, { as: SEEDED.committee })
    const table = await screen.findByRole('table', { name: 'Activity' }, { timeout: 10_000 })
    const lastYear = new Date(demoStore.db.seededAt).getUTCFullYear() - 1
    expect(rows(table).map((r) => r.cells[3]?.textContent)).toEqual([
      `Published the Phase 3 results of ${lastYear} and the winners`,
      `Published the Phase 2 results of ${lastYear}`,
      `Published the Phase 1 results of ${lastYear}`,
    ])
    expect(rows(table)[0]).toHaveTextContent('Siti Rahmawati')
    // What changed is named, in the table and in the filter, never a raw key.
    expect(rows(table).map((r) => r.cells[2]?.textContent)).toEqual([
      'Results',
      'Results',
      'Results',
    ])
    expect(screen.getByLabelText('What changed')).toHaveDisplayValue('Results')
  })

  it('reads the summaries again in the language the committee member switches to', async () => {
    resetDemoData()
    renderRoute(`${base}/activity?entity=results`, { as: SEEDED.committee })
    const table = await screen.findByRole('table', { name: 'Activity' }, { timeout: 10_000 })
    const lastYear = new Date(demoStore.db.seededAt).getUTCFullYear() - 1
    expect(rows(table)[0]?.cells[3]).toHaveTextContent(
      `Published the Phase 3 results of ${lastYear} and the winners`,
    )
    await act(() => activateLanguage('id'))
    await waitFor(() =>
      expect(rows(screen.getByRole('table', { name: 'Aktivitas' }))[0]?.cells[3]).toHaveTextContent(
        `Memublikasikan hasil Tahap 3 tahun ${lastYear} dan para pemenang`,
      ),
    )
    expect(rows(screen.getByRole('table', { name: 'Aktivitas' }))[0]?.cells[2]).toHaveTextContent(
      'Hasil',
    )
  })

  it('lists the seed’s returned entries, each once, as the API words a return', async () => {
    resetDemoData()
    renderRoute(`${base}/activity?keyword=Returned`, { as: SEEDED.committee })
    const table = await screen.findByRole('table', { name: 'Activity' }, { timeout: 10_000 })
    expect(rows(table).length).toBeGreaterThan(0)
    for (const row of rows(table))
      expect(row.cells[3]?.textContent).toMatch(/^Returned Phase 1 of ".+"$/)
    const returned = demoStore.db.proposals.filter((p) =>
      p.entries[1]?.history.some((h) => h.to === 'Returned'),
    )
    expect(rows(table)).toHaveLength(returned.length)
  })

  it('says so when nothing matches, and when the log cannot load', async () => {
    renderRoute(`${base}/activity?keyword=nothing-like-this`, { as: SEEDED.committee })
    expect(await screen.findByText('No activity matches')).toBeInTheDocument()
  })

  it('shows an error with a way to retry when the server fails', async () => {
    server.use(
      http.get(
        '*/api/activity',
        offContractAnswer(() =>
          HttpResponse.json({ title: 'Server error', status: 500 }, { status: 500 }),
        ),
      ),
    )
    renderRoute(`${base}/activity`, { as: SEEDED.committee })
    expect(
      await screen.findByRole('heading', { name: 'This could not be loaded' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})

describe('managing users', () => {
  it('filters by role', async () => {
    const { user } = renderRoute(`${base}/manage/user`, { as: SEEDED.committee })
    await screen.findByRole('table', { name: 'Users' })
    await user.selectOptions(screen.getByLabelText('Show role'), 'Jury')
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Users' })).getAllByRole('row')).toHaveLength(
        6,
      ),
    )
  })

  it('changes a role after confirmation, and the server records it', async () => {
    const { user } = renderRoute(`${base}/manage/user?role=Jury`, { as: SEEDED.committee })
    await user.selectOptions(await screen.findByLabelText('Role of Maya Sari'), 'Commitee')
    await user.click(await screen.findByRole('button', { name: 'YES' }))
    expect(await screen.findByText('Maya Sari is now Committee.')).toBeInTheDocument()
    expect(demoStore.db.users.find((u) => u.name === 'Maya Sari')?.roleName).toBe('Commitee')
  })

  it('deactivates only after confirmation', async () => {
    const { user } = renderRoute(`${base}/manage/user?keyword=Andi`, { as: SEEDED.committee })
    await user.click(await screen.findByRole('button', { name: 'Deactivate Andi Pratama' }))
    await user.click(await screen.findByRole('button', { name: 'NO' }))
    expect(demoStore.db.users.find((u) => u.id === SEEDED.participantLeader)?.isActive).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Deactivate Andi Pratama' }))
    await user.click(await screen.findByRole('button', { name: 'YES' }))
    await waitFor(() =>
      expect(demoStore.db.users.find((u) => u.id === SEEDED.participantLeader)?.isActive).toBe(
        false,
      ),
    )
  })

  it('adds a person found in the directory', async () => {
    const { user } = renderRoute(`${base}/manage/user`, { as: SEEDED.committee })
    await user.type(await screen.findByLabelText('Name or e-mail'), 'Nadia')
    await user.click(await screen.findByRole('button', { name: 'Add Nadia Putri' }))
    await user.click(await screen.findByRole('button', { name: 'YES' }))
    expect(await screen.findByText('Nadia Putri can now sign in as Jury.')).toBeInTheDocument()
    expect(demoStore.db.users.find((u) => u.id === SEEDED.unregistered)?.roleName).toBe('Jury')
  })

  it('does not offer to add people who already have an account, and shows their role instead', async () => {
    const { user } = renderRoute(`${base}/manage/user`, { as: SEEDED.committee })
    await user.type(await screen.findByLabelText('Name or e-mail'), 'Putri')
    const found = () =>
      screen
        .getByRole('heading', { name: 'Add a person from the directory' })
        .closest('.card') as HTMLElement
    const row = async (name: string) =>
      (await within(found()).findByText(name)).closest('.list-group-item') as HTMLElement
    await waitFor(async () =>
      expect(await row('Putri Ayu')).toHaveTextContent('Already a user: Participant'),
    )
    expect(screen.queryByRole('button', { name: 'Add Putri Ayu' })).not.toBeInTheDocument()
    await user.click(await screen.findByRole('button', { name: 'Add Nadia Putri' }))
    await user.click(await screen.findByRole('button', { name: 'YES' }))
    await waitFor(async () =>
      expect(await row('Nadia Putri')).toHaveTextContent('Already a user: Jury'),
    )
    expect(screen.queryByRole('button', { name: 'Add Nadia Putri' })).not.toBeInTheDocument()
  })

  it('says so when the directory cannot be searched', async () => {
    server.use(
      http.get('*/demo-graph/v1.0/users', () =>
        HttpResponse.json({ error: { message: 'down' } }, { status: 503 }),
      ),
    )
    const { user } = renderRoute(`${base}/manage/user`, { as: SEEDED.committee })
    await user.type(await screen.findByLabelText('Name or e-mail'), 'Nadia')
    expect(
      await screen.findByRole('heading', { name: 'The directory could not be searched' }),
    ).toBeInTheDocument()
  })
})

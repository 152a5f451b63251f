import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { generateScaleData } from '@/demo/db/generate'
import { SEEDED } from '@/demo/db/seed'
import { formatDateTime } from '@/lib/dates'
import { demoStore, SEED_NOW, server } from '@/testing/demo-server'
import { submittedSheet } from '@/testing/score-sheets'
import { renderRoute } from '@/testing/test-utils'
import { problemAnswer } from '@/testing/fake-answers'

const YEAR = new Date(SEED_NOW).getUTCFullYear()
const path = (phase: number) => `/innovation-award/commitee/assign-judges/${phase}?year=${YEAR}`
const active = () => demoStore.db.juryDetails.filter((jd) => jd.year === YEAR && !jd.removed)

/** Opens Phase 1's assignment, asks for `perProposal` judges per proposal and presses Assign automatically. */
async function askAutoAssign(perProposal: number) {
  const { user } = renderRoute(path(1), { as: SEEDED.committee })
  const count = await screen.findByLabelText('Judges per proposal')
  await user.clear(count)
  await user.type(count, String(perProposal))
  await user.click(screen.getByRole('button', { name: 'Assign automatically' }))
  return { user, count }
}
/** Opens a proposal's judges editor from its row of the board. */
async function editor(user: ReturnType<typeof renderRoute>['user'], title: string) {
  await user.click(await screen.findByRole('button', { name: `Edit judges for ${title}` }))
  return screen.getByRole('region', { name: title })
}

describe('assign judges', () => {
  it('lists approved proposals × judges, with conflicts disabled and explained', async () => {
    const { user } = renderRoute(path(1), { as: SEEDED.committee })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Assign judges: Phase 1' }),
    ).toBeInTheDocument()
    await screen.findByLabelText('Judges per proposal')
    const pumps = await editor(user, 'Predictive maintenance for pumping stations')
    const agus = within(pumps).getByRole('checkbox', { name: 'Agus Santoso' })
    expect(agus).toBeDisabled()
    expect(agus).toHaveAccessibleDescription(
      "Not allowed: Agus Santoso works in the team's unit (Divisi Operasi).",
    )
    expect(within(pumps).getByRole('checkbox', { name: 'Dewi Lestari' })).toBeEnabled()
    // Finalized and draft entries are not approved: they get no judges.
    expect(
      screen.getByRole('table', { name: 'Phase 1 proposals and their judges' }),
    ).not.toHaveTextContent('Customer voice dashboard')
    const load = screen.getByRole('table', { name: 'Load of each judge in Phase 1' })
    expect(within(load).getAllByRole('row')).toHaveLength(6)
  })

  it('shows a declared conflict on the proposal and refuses that judge; re-assigning keeps submitted scores', async () => {
    const MAYA = 'c0a80001-0000-4000-8000-000000000015'
    demoStore.mutate((db) => {
      db.declaredConflicts = [
        {
          id: 'coi-1',
          year: YEAR,
          proposalId: 'prop-104',
          juryId: SEEDED.jury,
          phase: 1,
          reason: 'My brother leads this team.',
          declaredAt: new Date(SEED_NOW).toISOString(),
        },
      ]
      db.juryDetails.push(
        submittedSheet({ id: 'jd-maya', year: YEAR, proposalId: 'prop-104', juryId: MAYA }, 7),
      )
    })
    const { user } = renderRoute(path(1), { as: SEEDED.committee })
    await screen.findByLabelText('Judges per proposal')
    const village = await editor(user, 'Village solar microgrid with local cooperatives')
    expect(village).toHaveTextContent(
      /Dewi Lestari declared a conflict of interest in Phase 1 on .*: “My brother leads this team.”\. Their assignment was released; choose another judge/,
    )
    const dewi = within(village).getByRole('checkbox', { name: 'Dewi Lestari' })
    expect(dewi).toBeDisabled()
    expect(dewi).toHaveAccessibleDescription(
      'Not allowed: Dewi Lestari declared a conflict of interest in Phase 1: “My brother leads this team.”',
    )
    await user.click(within(village).getByRole('checkbox', { name: 'Hendra Gunawan' }))
    await user.click(
      within(village).getByRole('button', {
        name: 'Save judges for Village solar microgrid with local cooperatives',
      }),
    )
    expect(
      await screen.findByText(
        'The judges of "Village solar microgrid with local cooperatives" are saved.',
      ),
    ).toBeInTheDocument()
    expect(demoStore.db.juryDetails.find((jd) => jd.id === 'jd-maya')).toMatchObject({
      status: 'Submitted',
      removed: false,
      version: 2,
    })
    expect(
      active()
        .filter((jd) => jd.proposalId === 'prop-104')
        .map((jd) => jd.juryId)
        .sort(),
    ).toEqual([MAYA, 'c0a80001-0000-4000-8000-000000000014'].sort())
  })

  it('turns blind judging on for the phase', async () => {
    const { user } = renderRoute(path(2), { as: SEEDED.committee })
    const blind = await screen.findByRole('checkbox', { name: 'Blind judging in Phase 2' })
    expect(blind).not.toBeChecked()
    await user.click(blind)
    expect(
      await screen.findByText(
        'Blind judging is on for Phase 2: judges no longer see who is behind a proposal.',
      ),
    ).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Blind judging in Phase 2' })).toBeChecked(),
    )
    expect(demoStore.db.judgingSettings).toEqual([
      expect.objectContaining({ year: YEAR, phase: 2, blind: true }),
    ])
  })

  it('assigns judges by hand and shows the new load', async () => {
    const { user } = renderRoute(path(1), { as: SEEDED.committee })
    await screen.findByLabelText('Judges per proposal')
    const village = await editor(user, 'Village solar microgrid with local cooperatives')
    const save = within(village).getByRole('button', {
      name: 'Save judges for Village solar microgrid with local cooperatives',
    })
    expect(save).toBeDisabled()
    await user.click(within(village).getByRole('checkbox', { name: 'Dewi Lestari' }))
    await user.click(within(village).getByRole('checkbox', { name: 'Maya Sari' }))
    await user.click(save)
    expect(
      await screen.findByText(
        'The judges of "Village solar microgrid with local cooperatives" are saved.',
      ),
    ).toBeInTheDocument()
    expect(
      active()
        .map((jd) => [jd.proposalId, jd.juryId])
        .sort(),
    ).toEqual([
      ['prop-104', SEEDED.jury],
      ['prop-104', 'c0a80001-0000-4000-8000-000000000015'],
    ])
    const load = screen.getByRole('table', { name: 'Load of each judge in Phase 1' })
    await waitFor(() =>
      expect(within(load).getByRole('row', { name: /Dewi Lestari\s+1\s+0/ })).toBeInTheDocument(),
    )
  })

  it('assigns automatically after confirmation, N per proposal with a balanced load', async () => {
    const { user } = await askAutoAssign(2)
    const remind = screen.getByRole('button', { name: 'Remind judges with open score sheets' })
    await waitFor(() => expect(remind).toBeDisabled())
    const dialog = await screen.findByRole('dialog', { name: 'Assign judges automatically?' })
    expect(
      within(dialog).getByText(/Give each of the 4 approved Phase 1 proposals 2 judges\?/),
    ).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'YES' }))
    expect(await screen.findByText('8 assignments added.')).toBeInTheDocument()
    expect(active()).toHaveLength(8)
    const row = screen.getByRole('row', { name: /Predictive maintenance for pumping stations/ })
    await waitFor(() => expect(row.textContent?.match(/not started/g)).toHaveLength(2))
    // The judges now have open sheets: they can be reminded at once, without a reload.
    await waitFor(() => expect(remind).toBeEnabled())
  })

  it('says why an automatic assignment is impossible, and changes nothing', async () => {
    const { user, count } = await askAutoAssign(5)
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'YES' }))
    expect(
      await screen.findByText(
        /"Predictive maintenance for pumping stations" can get only 4 more judges/,
      ),
    ).toBeInTheDocument()
    expect(
      screen.getByText('Lower the number of judges per proposal, or add jury members.'),
    ).toBeInTheDocument()
    expect(count).toHaveValue(5)
    expect(active()).toHaveLength(0)
  })

  it('validates the number of judges before sending', async () => {
    const { user } = renderRoute(path(1), { as: SEEDED.committee })
    await screen.findByLabelText('Judges per proposal')
    await user.clear(screen.getByLabelText('Judges per proposal'))
    await user.click(screen.getByRole('button', { name: 'Assign automatically' }))
    expect(await screen.findByText('Enter the number of judges per proposal.')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('reassigns when a judge drops out without losing the submitted score', async () => {
    demoStore.mutate((db) =>
      db.juryDetails.push(
        submittedSheet(
          { id: 'jd-kept', year: YEAR, proposalId: 'prop-104', juryId: SEEDED.jury },
          7,
        ),
      ),
    )
    const { user } = renderRoute(path(1), { as: SEEDED.committee })
    await screen.findByLabelText('Judges per proposal')
    const village = await editor(user, 'Village solar microgrid with local cooperatives')
    expect(
      within(village).getByRole('checkbox', { name: 'Dewi Lestari' }),
    ).toHaveAccessibleDescription(/submitted/)
    await user.click(within(village).getByRole('checkbox', { name: 'Dewi Lestari' }))
    await user.click(within(village).getByRole('checkbox', { name: 'Hendra Gunawan' }))
    await user.click(within(village).getByRole('button', { name: /Save judges for/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Remove judges who have scored?' })
    expect(
      within(dialog).getByText(/Dewi Lestari \(submitted\) already scored/),
    ).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'YES' }))
    expect(
      await screen.findByText(/Kept from removed judges: Dewi Lestari \(submitted\)/),
    ).toBeInTheDocument()
    expect(demoStore.db.juryDetails.find((jd) => jd.id === 'jd-kept')).toMatchObject({
      removed: true,
      status: 'Submitted',
    })
    expect(active().map((jd) => jd.juryId)).toEqual(['c0a80001-0000-4000-8000-000000000014'])
  })

  it('shows a published phase’s judges without offering to change them, and says why', async () => {
    const publishedAt = new Date(SEED_NOW).toISOString()
    demoStore.mutate((db) => {
      db.juryDetails.push(
        submittedSheet(
          { id: 'jd-kept', year: YEAR, proposalId: 'prop-104', juryId: SEEDED.jury },
          7,
        ),
      )
      db.resultPublications = [
        ...db.resultPublications,
        {
          id: 'pub-1',
          year: YEAR,
          phase: 1,
          publishedAt,
          publishedById: SEEDED.committee,
          shareComments: true,
        },
      ]
    })
    // Nobody is asked who is left to remind: not even while the publications load, when the button
    // would say "Nobody to remind now" for a moment before the publication's reason.
    const asked: string[] = []
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/messages/recipients')) asked.push(request.url)
    })
    renderRoute(path(1), { as: SEEDED.committee })
    const table = await screen.findByRole('table', { name: 'Phase 1 proposals and their judges' })
    expect(
      screen.getByText(
        `The Phase 1 results were published on ${formatDateTime(publishedAt)}: its scores can no longer change. Its judges are final: none can be added or taken off.`,
      ),
    ).toBeInTheDocument()
    expect(
      within(table).getByRole('row', { name: /Village solar microgrid with local cooperatives/ }),
    ).toHaveTextContent('Dewi Lestari (submitted)')
    // No way to change them: no editor, no selection for bulk changes, no automatic assignment; the blind-judging switch stays.
    expect(screen.queryByRole('button', { name: /Edit judges for/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Assign automatically' })).not.toBeInTheDocument()
    expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('id'))).toEqual([
      'blind-1',
    ])
    // The reminder is there as on Report → Jury progress: disabled, saying why.
    const remind = screen.getByRole('button', { name: 'Remind judges with open score sheets' })
    expect(remind).toBeDisabled()
    expect(remind).toHaveAccessibleDescription(
      `The Phase 1 results were published on ${formatDateTime(publishedAt)}: its scores can no longer change.`,
    )
    server.events.removeAllListeners()
    expect(asked).toEqual([])
  })

  it('shows an empty state when the phase has no approved proposals', async () => {
    renderRoute(path(2), { as: SEEDED.committee })
    expect(await screen.findByText(`No approved Phase 2 proposals in ${YEAR}`)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Assign automatically' })).toBeDisabled()
  })

  it('shows why the board cannot be loaded, with no Try again when the server refuses it for good', async () => {
    server.use(http.get('*/api/judge/assignment', () => problemAnswer(403, { title: 'Boom' })))
    renderRoute(path(1), { as: SEEDED.committee })
    expect(await screen.findByText('Boom')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
  })

  describe('with many proposals', () => {
    // The seed plus 150 generated proposals, without their generated assignments.
    beforeEach(() => {
      demoStore.replace(generateScaleData({ proposals: 150, judges: 8, now: SEED_NOW }))
      demoStore.mutate(
        (db) => (db.juryDetails = db.juryDetails.filter((jd) => !jd.id.startsWith('jd-gen'))),
      )
    })
    const pool = () =>
      demoStore.db.proposals.filter((p) => p.year === YEAR && p.entries[1]?.status === 'Approved')

    it('pages, filters and sorts the board on the server', async () => {
      const { user } = renderRoute(path(1), { as: SEEDED.committee })
      const table = await screen.findByRole('table', { name: 'Phase 1 proposals and their judges' })
      expect(within(table).getAllByRole('row')).toHaveLength(21)
      expect(screen.getByText(`Showing 1–20 of ${pool().length}`)).toBeInTheDocument()
      await user.click(screen.getByRole('button', { name: 'Next page' }))
      expect(await screen.findByText(`Showing 21–40 of ${pool().length}`)).toBeInTheDocument()
      await user.selectOptions(screen.getByLabelText('Order'), 'Descending')
      const last = pool()
        .map((p) => p.title)
        .sort((a, b) => b.localeCompare(a))[0]!
      expect(await screen.findByText(`Showing 1–20 of ${pool().length}`)).toBeInTheDocument()
      await waitFor(() => expect(screen.getAllByRole('row')[1]).toHaveTextContent(last))

      const team = (id: string) => demoStore.db.teams.find((t) => t.id === id)!
      const keyword = team(pool().at(-1)!.teamId).name
      await user.type(screen.getByLabelText('Keyword'), keyword)
      await user.click(screen.getByRole('button', { name: 'Search' }))
      const found = pool().filter((p) =>
        team(p.teamId).name.toLowerCase().includes(keyword.toLowerCase()),
      )
      expect(
        await screen.findByText(`Showing 1–${found.length} of ${found.length}`),
      ).toBeInTheDocument()
    })

    it('adds a judge to every matching proposal across pages after a confirmation naming the count, naming the ones skipped', async () => {
      const { user } = renderRoute(`${path(1)}&perPage=10`, { as: SEEDED.committee })
      await screen.findByRole('table', { name: 'Phase 1 proposals and their judges' })
      await user.selectOptions(screen.getByLabelText('Category'), 'Process')
      const process = pool().filter((p) => p.category === 2)
      expect(await screen.findByText(`Showing 1–10 of ${process.length}`)).toBeInTheDocument()
      await user.click(screen.getByRole('checkbox', { name: 'Select every proposal on this page' }))
      await user.click(
        screen.getByRole('button', { name: `Select all ${process.length} matching proposals` }),
      )
      await user.selectOptions(
        screen.getByRole('combobox', { name: 'Judge for the selected proposals' }),
        'Maya Sari',
      )
      await user.click(screen.getByRole('button', { name: `Add to selected (${process.length})` }))
      const dialog = await screen.findByRole('dialog', {
        name: 'Add the judge to the selected proposals?',
      })
      expect(dialog).toHaveTextContent(`Add Maya Sari to the ${process.length} selected proposals?`)
      await user.click(within(dialog).getByRole('button', { name: 'YES' }))
      const maya = demoStore.db.users.find((u) => u.name === 'Maya Sari')!
      const conflicted = process.filter(
        (p) => demoStore.db.teams.find((t) => t.id === p.teamId)!.unit === maya.unit,
      )
      expect(
        await screen.findByText(
          new RegExp(`Maya Sari added to ${process.length - conflicted.length} proposals`),
        ),
      ).toBeInTheDocument()
      expect(active().filter((jd) => jd.juryId === maya.id)).toHaveLength(
        process.length - conflicted.length,
      )
      if (conflicted.length)
        expect(
          screen.getByText(
            `Skipped ${conflicted.length} ${conflicted.length === 1 ? 'proposal' : 'proposals'} (conflict of interest):`,
          ),
        ).toBeInTheDocument()
      expect(screen.getByText('0 selected')).toBeInTheDocument()
    })

    it('assigns automatically only the selected proposals', async () => {
      const { user } = renderRoute(path(1), { as: SEEDED.committee })
      const table = await screen.findByRole('table', { name: 'Phase 1 proposals and their judges' })
      const rows = within(table).getAllByRole('row').slice(1, 4)
      for (const row of rows) await user.click(within(row).getByRole('checkbox'))
      expect(screen.getByText('3 selected')).toBeInTheDocument()
      await user.selectOptions(screen.getByLabelText('Proposals'), 'The 3 selected')
      await user.click(screen.getByRole('button', { name: 'Assign automatically' }))
      const dialog = await screen.findByRole('dialog', { name: 'Assign judges automatically?' })
      expect(dialog).toHaveTextContent('Give each of the 3 selected proposals 2 judges?')
      await user.click(within(dialog).getByRole('button', { name: 'YES' }))
      expect(await screen.findByText('6 assignments added.')).toBeInTheDocument()
      expect(new Set(active().map((jd) => jd.proposalId)).size).toBe(3)
    })
  })
})

import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { SEEDED } from '@/demo/db/seed'
import { demoStore, server } from '@/testing/demo-server'
import { submittedSheet } from '@/testing/score-sheets'
import { testPublication } from '@/testing/publications'
import { renderRoute } from '@/testing/test-utils'
import { problemAnswer } from '@/testing/fake-answers'
import { holdRequests } from '@/testing/double-submit'
import { formatDateTime } from '@/lib/dates'

const DETAIL = '/innovation-award/commitee/list-proposal'

describe('committee proposal review', () => {
  it('shows the entry read-only with labels, money, attachments and the status history', async () => {
    demoStore.mutate((db) => {
      db.proposals
        .find((p) => p.id === 'prop-103')!
        .attachments.push({
          id: 'att-1',
          phase: 1,
          kind: 'poster',
          fileName: 'poster <b>final</b>.pdf',
          contentType: 'application/pdf',
          size: 2_500_000,
          url: '/uploads/att-1/poster.pdf',
          uploadedAt: '2026-11-15T03:00:00.000Z',
          uploadedById: SEEDED.participantLeader,
        })
    })
    renderRoute(`${DETAIL}/1/proposal/prop-103`, { as: SEEDED.committee })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Customer voice dashboard' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Background and problem').nextSibling).toHaveTextContent(
      'Complaints arrive through six channels and nobody sees the whole picture.',
    )
    expect(screen.getByText('Estimated yearly value').nextSibling).toHaveTextContent(
      'Rp 420,000,000',
    )
    // The file's address is signed for the reader (docs/api.md "Uploaded files").
    expect(screen.getByRole('link', { name: 'poster <b>final</b>.pdf' })).toHaveAttribute(
      'href',
      expect.stringMatching(
        new RegExp(`^/uploads/att-1/poster\\.pdf\\?v=${SEEDED.committee}&exp=\\d+&sig=[\\w-]+$`),
      ),
    )
    const history = screen.getByRole('list', { name: 'Status history' })
    expect(within(history).getAllByRole('listitem')).toHaveLength(2)
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent(/Draft→Finalized/)
    // A PDF poster stays a link: no image of it.
    expect(
      screen.queryByRole('img', { name: 'Poster: Customer voice dashboard' }),
    ).not.toBeInTheDocument()
  })

  it('prints, shows an image poster as an image and lists the team’s members', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined)
    demoStore.mutate((db) => {
      db.proposals
        .find((p) => p.id === 'prop-103')!
        .attachments.push({
          id: 'att-2',
          phase: 1,
          kind: 'poster',
          fileName: 'poster.png',
          contentType: 'image/png',
          size: 800_000,
          url: '/uploads/att-2/poster.png',
          uploadedAt: '2026-11-16T03:00:00.000Z',
          uploadedById: SEEDED.participantLeader,
        })
    })
    const proposal = demoStore.db.proposals.find((p) => p.id === 'prop-103')!
    const team = demoStore.db.teams.find((t) => t.id === proposal.teamId)!
    const names = team.memberIds.map((id) => demoStore.db.users.find((u) => u.id === id)!.name)
    const { user } = renderRoute(`${DETAIL}/1/proposal/prop-103`, { as: SEEDED.committee })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Customer voice dashboard' }),
    ).toBeInTheDocument()

    const poster = screen.getByRole('img', { name: 'Poster: Customer voice dashboard' })
    expect(poster).toHaveAttribute(
      'src',
      expect.stringMatching(/^\/uploads\/att-2\/poster\.png\?v=/),
    )

    const members = within(
      await screen.findByRole('list', { name: `Team ${team.name}` }),
    ).getAllByRole('listitem')
    expect(names.length).toBeGreaterThan(1)
    expect(members.map((m) => m.textContent)).toEqual(
      names.map((name) => expect.stringContaining(name)),
    )
    const leader = demoStore.db.users.find((u) => u.id === team.leaderId)!.name
    expect(members.find((m) => m.textContent?.includes(leader))).toHaveTextContent('Leader')

    await user.click(screen.getByRole('button', { name: 'Print' }))
    expect(print).toHaveBeenCalledTimes(1)
    print.mockRestore()
  })

  it('approves, then advances, each after confirmation, and the history grows', async () => {
    const { user } = renderRoute(`${DETAIL}/1/proposal/prop-103`, { as: SEEDED.committee })
    await user.click(await screen.findByRole('button', { name: 'Approve' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Approve' })).getByRole('button', {
        name: 'YES',
      }),
    )
    expect(await screen.findByText('Entry approved.')).toBeInTheDocument()
    // The Approve button is gone: focus is on the heading of its card, not back at the top of the document.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Review' })).toHaveFocus(),
    )
    const history = screen.getByRole('list', { name: 'Status history' })
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(3))
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent(/Finalized→Approved/)
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('Siti Rahmawati')

    // No judge has scored it: advancing is an override, and the confirmation says what is missing.
    await user.click(screen.getByRole('button', { name: 'Advance to Phase 2' }))
    const dialog = await screen.findByRole('dialog', { name: 'Advance' })
    expect(
      within(dialog).getByRole('list', { name: 'Proposals without all their Phase 1 scores' }),
    ).toHaveTextContent('"Customer voice dashboard": No judge is assigned to score it in Phase 1.')
    expect(dialog).toHaveTextContent('Override, and go on with advancing it?')
    await user.click(within(dialog).getByRole('button', { name: 'YES' }))
    expect(await screen.findByText('Advanced to Phase 2.')).toBeInTheDocument()
    expect(await screen.findByText('This proposal has moved on to Phase 2.')).toBeInTheDocument()
    expect(screen.getByText('Semi-finalist')).toBeInTheDocument()
    expect(demoStore.db.activities[0]).toMatchObject({
      action: 'advance',
      entityId: 'prop-103',
      after: { override: 'No judge is assigned to score it in Phase 1.' },
    })
  })

  it('advances with a plain confirmation once the proposal’s Phase 1 scores are all in', async () => {
    demoStore.mutate((db) => {
      db.juryDetails.push(
        submittedSheet({ id: 'jd-a', year: 2026, proposalId: 'prop-108', juryId: SEEDED.jury }, 8),
        submittedSheet({ id: 'jd-b', year: 2026, proposalId: 'prop-108', juryId: SEEDED.jury2 }, 7),
      )
    })
    const { user } = renderRoute(`${DETAIL}/1/proposal/prop-108`, { as: SEEDED.committee })
    const advance = await screen.findByRole('button', { name: 'Advance to Phase 2' })
    await waitFor(() => expect(advance).toBeEnabled())
    await user.click(advance)
    const dialog = await screen.findByRole('dialog', { name: 'Advance' })
    expect(dialog).toHaveTextContent(
      'Advance "Pay-per-use analytics for partners" to Phase 2 as a semi-finalist (it is published in the gallery)?',
    )
    expect(within(dialog).queryByRole('list')).not.toBeInTheDocument()
    expect(dialog).not.toHaveTextContent('Override')
    await user.click(within(dialog).getByRole('button', { name: 'YES' }))
    expect(await screen.findByText('Advanced to Phase 2.')).toBeInTheDocument()
    expect(demoStore.db.activities[0]).toMatchObject({
      action: 'advance',
      entityId: 'prop-108',
      after: { phase: 2 },
    })
    expect(demoStore.db.activities[0]!.after).not.toHaveProperty('override')
  })

  it('returns with a reason shown in the history', async () => {
    const { user } = renderRoute(`${DETAIL}/1/proposal/prop-108`, { as: SEEDED.committee })
    await user.click(await screen.findByRole('button', { name: 'Return to team' }))
    const dialog = await screen.findByRole('dialog', { name: 'Return to the team' })
    // The dialog opens on the one thing it asks for.
    await waitFor(() => expect(within(dialog).getByLabelText('Reason (required)')).toHaveFocus())
    await user.type(within(dialog).getByLabelText('Reason (required)'), 'Explain the pricing.')
    await user.click(within(dialog).getByRole('button', { name: 'Return to team' }))
    expect(await screen.findByText('Entry returned to the team.')).toBeInTheDocument()
    expect(await screen.findByText('Reason: Explain the pricing.')).toBeInTheDocument()
    expect(screen.getByText('Returned:').parentElement).toHaveTextContent('Explain the pricing.')
    expect(
      screen.getByText('Nothing to review until the team finalizes the entry.'),
    ).toBeInTheDocument()
    // The review panel: when it was returned, not the finalizing it undid; that one sentence, not
    // three rules that say the same.
    const review = screen.getByRole('heading', { name: 'Review' }).closest('.card') as HTMLElement
    const returnedAt = demoStore.db.proposals
      .find((p) => p.id === 'prop-108')!
      .entries[1]!.history.filter((change) => change.to === 'Returned')
      .at(-1)!.at
    expect(within(review).getByText('Returned').nextElementSibling).toHaveTextContent(
      formatDateTime(returnedAt),
    )
    expect(within(review).queryByText('Finalized')).not.toBeInTheDocument()
    expect(within(review).queryByRole('list')).not.toBeInTheDocument()
  })

  it('tells a return refused after its dialog was closed, with the reason, and keeps the typed reason', async () => {
    const held = holdRequests('post', '/proposal/:id/phase/:n/return', () =>
      problemAnswer(409, {
        title: 'Conflict',
        detail: 'The team changed the entry meanwhile.',
      }),
    )
    const { user } = renderRoute(`${DETAIL}/1/proposal/prop-108`, { as: SEEDED.committee })
    await user.click(await screen.findByRole('button', { name: 'Return to team' }))
    const dialog = await screen.findByRole('dialog', { name: 'Return to the team' })
    await user.type(within(dialog).getByLabelText('Reason (required)'), 'Explain the pricing.')
    await user.click(within(dialog).getByRole('button', { name: 'Return to team' }))
    await waitFor(() => expect(held.keys).toHaveLength(1))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    held.release()
    // The refusal comes with the dialog closed: a toast names what was not done, and why.
    expect(
      await screen.findByText(
        'Not returned to the team: "Pay-per-use analytics for partners". The team changed the entry meanwhile.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByText('Entry returned to the team.')).not.toBeInTheDocument()
    // The reason typed is there to send again.
    await user.click(screen.getByRole('button', { name: 'Return to team' }))
    const again = await screen.findByRole('dialog', { name: 'Return to the team' })
    expect(within(again).getByLabelText('Reason (required)')).toHaveValue('Explain the pricing.')
  })

  it('tells again, as it closes, a refusal its return dialog showed', async () => {
    server.use(
      http.post('*/api/proposal/:id/phase/:n/return', () =>
        problemAnswer(409, { title: 'Conflict', detail: 'The team changed the entry meanwhile.' }),
      ),
    )
    const { user } = renderRoute(`${DETAIL}/1/proposal/prop-108`, { as: SEEDED.committee })
    await user.click(await screen.findByRole('button', { name: 'Return to team' }))
    const dialog = await screen.findByRole('dialog', { name: 'Return to the team' })
    await user.type(within(dialog).getByLabelText('Reason (required)'), 'Explain the pricing.')
    await user.click(within(dialog).getByRole('button', { name: 'Return to team' }))
    expect(
      await within(dialog).findByText('The team changed the entry meanwhile.'),
    ).toBeInTheDocument()
    // The typed reason stays for a retry.
    expect(within(dialog).getByLabelText('Reason (required)')).toHaveValue('Explain the pricing.')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(
      await screen.findByText(
        'Not returned to the team: "Pay-per-use analytics for partners". The team changed the entry meanwhile.',
      ),
    ).toBeInTheDocument()
  })

  it('offers no return or approval once the phase’s results are published, and says why', async () => {
    demoStore.mutate((db) => {
      db.resultPublications = [...(db.resultPublications ?? []), testPublication(2026, 1)]
    })
    renderRoute(`${DETAIL}/1/proposal/prop-108`, { as: SEEDED.committee })
    expect(
      await screen.findByText(
        /^The Phase 1 results were published on .*: its entries are final and can no longer be changed, approved or returned\.$/,
      ),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Return to team' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument()
  })

  it('shows the server refusal as a toast and leaves the entry as it was', async () => {
    server.use(
      http.post('*/api/proposal/:id/phase/1/approve', () =>
        problemAnswer(403, { title: 'Forbidden', detail: 'Not for you.' }),
      ),
    )
    const { user } = renderRoute(`${DETAIL}/1/proposal/prop-103`, { as: SEEDED.committee })
    await user.click(await screen.findByRole('button', { name: 'Approve' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Approve' })).getByRole('button', {
        name: 'YES',
      }),
    )
    expect(await screen.findByText('Not for you.')).toBeInTheDocument()
    expect(demoStore.db.proposals.find((p) => p.id === 'prop-103')!.entries[1]!.status).toBe(
      'Finalized',
    )
  })

  it('shows the Phase 2 entry, not started yet, with a message instead of fields', async () => {
    renderRoute(`${DETAIL}/2/proposal/prop-106`, { as: SEEDED.committee })
    expect(
      await screen.findByText('The team has not started the Phase 2 entry.'),
    ).toBeInTheDocument()
    expect(screen.getByText('No status changes yet.')).toBeInTheDocument()
    expect(screen.getByText('Not started')).toBeInTheDocument()
  })

  it('shows a clear error for an unknown proposal', async () => {
    renderRoute(`${DETAIL}/1/proposal/nope`, { as: SEEDED.committee })
    expect(
      await screen.findByRole('heading', { name: 'The proposal could not be loaded' }),
    ).toBeInTheDocument()
    expect(screen.getByText('No proposal has this id.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Phase 1 proposals' })).toBeInTheDocument()
  })
})

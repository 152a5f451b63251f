import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { paths } from '@/config/paths'
import { SEEDED } from '@/demo/db/seed'
import { SignedOutOnThisDeviceOnly } from '@/lib/api-errors'
import { REDIRECT_STORAGE_KEY } from '@/lib/safe-redirect'
import { describeUnsentDrafts } from '@/app/sign-out'
import { demoStore, resetDemoData, server } from '@/testing/demo-server'
import { toFormValues } from '@/features/proposals/entry-fields'
import { activateLanguage } from '@/i18n'
import { accountOf, draftKeyOf, renderRoute } from '@/testing/test-utils'
import { sendQuestionAsSessionEnds } from '@/testing/interrupted-question'
import { offContractAnswer } from '@/testing/fake-answers'

const ANDI = SEEDED.participantLeader
const NEW_PROPOSAL = paths.participant.newProposal.to('team-01')
const ENTRY = paths.participant.entry.to(1, 'prop-107')
const ENTRY_KEY = `entry:prop-107:1:${ANDI}`
const entry = () => demoStore.db.proposals.find((p) => p.id === 'prop-107')!.entries[1]!

/** Every key this device holds for Andi's account (drafts and kept copies of answers). */
const andisKeys = () =>
  Object.keys(window.localStorage).filter((key) =>
    key.includes(encodeURIComponent(accountOf(ANDI))),
  )

async function openUserMenu(user: ReturnType<typeof renderRoute>['user']) {
  await user.click(await screen.findByRole('button', { name: /Andi Pratama/ }))
}

async function typeNewProposal() {
  const view = renderRoute(NEW_PROPOSAL, { as: ANDI })
  await view.user.type(await screen.findByLabelText('Title'), 'SECRET idea for the pumps')
  return view
}

describe('Sign out with unsent text', () => {
  it('lists what is unsent and where; NO keeps everything; the link leads back to the form; YES deletes it all', async () => {
    const { user, router, adapter } = await typeNewProposal()
    window.localStorage.setItem(
      REDIRECT_STORAGE_KEY,
      JSON.stringify({ path: ENTRY, account: accountOf(ANDI) }),
    )
    await user.click(screen.getByRole('link', { name: 'Cancel' }))
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.participant.root.to()))

    await openUserMenu(user)
    await user.click(await screen.findByRole('button', { name: 'Sign out' }))
    let dialog = await screen.findByRole('dialog', { name: 'Sign out and delete unsent text?' })
    const item = within(within(dialog).getByRole('list', { name: 'Unsent text' })).getByRole(
      'listitem',
    )
    expect(item).toHaveTextContent('New proposal')
    expect(item).toHaveTextContent('“SECRET idea for the pumps”')
    expect(item).toHaveTextContent('Kept only on this device until you send it')
    expect(within(item).getByRole('link', { name: 'New proposal' })).toHaveAttribute(
      'href',
      NEW_PROPOSAL,
    )
    // Keyboard: focus is inside the dialog, on NO: YES deletes what cannot be brought back.
    expect(dialog).toHaveTextContent(
      'Sign out and delete it? Answer NO to go back and send it first.',
    )
    expect(within(dialog).getByRole('button', { name: 'NO' })).toHaveFocus()

    await user.click(within(dialog).getByRole('button', { name: 'NO' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(adapter.calls.logout).toBe(0)
    expect(window.localStorage.getItem(draftKeyOf(ANDI, 'new-proposal:team-01'))).toContain(
      'SECRET idea',
    )

    await openUserMenu(user)
    await user.click(await screen.findByRole('button', { name: 'Sign out' }))
    dialog = await screen.findByRole('dialog', { name: 'Sign out and delete unsent text?' })
    await user.click(within(dialog).getByRole('link', { name: 'New proposal' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(router.state.location.pathname).toBe(NEW_PROPOSAL)
    expect(await screen.findByLabelText('Title')).toHaveValue('SECRET idea for the pumps')
    expect(adapter.calls.logout).toBe(0)

    await openUserMenu(user)
    await user.click(await screen.findByRole('button', { name: 'Sign out' }))
    dialog = await screen.findByRole('dialog', { name: 'Sign out and delete unsent text?' })
    await user.click(within(dialog).getByRole('button', { name: 'YES' }))
    await waitFor(() => expect(adapter.calls.logout).toBe(1))
    expect(andisKeys()).toEqual([])
    expect(window.localStorage.getItem(REDIRECT_STORAGE_KEY)).toBeNull()
  })

  it('sends the entry (the last keystrokes too) before signing out, and then asks nothing', async () => {
    const { user, adapter } = renderRoute(ENTRY, { as: ANDI })
    const field = await screen.findByLabelText('Background and problem')
    await user.clear(field)
    // Signed out at once, well before the autosave's pause after typing.
    await user.type(field, 'Typed in the last second')
    await openUserMenu(user)
    await user.click(await screen.findByRole('button', { name: 'Sign out' }))
    await waitFor(() => expect(adapter.calls.logout).toBe(1))
    expect(entry().fields.background).toBe('Typed in the last second')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(andisKeys()).toEqual([])
  })

  it('lists an entry that could not reach the server as not yet saved there', async () => {
    server.use(
      http.put(
        '*/api/proposal/prop-107/phase/1',
        offContractAnswer(() => HttpResponse.json({ title: 'Boom', status: 500 }, { status: 500 })),
      ),
    )
    const { user, adapter } = renderRoute(ENTRY, { as: ANDI })
    const field = await screen.findByLabelText('Background and problem')
    await user.clear(field)
    await user.type(field, 'The server is down')
    await openUserMenu(user)
    await user.click(await screen.findByRole('button', { name: 'Sign out' }))
    const dialog = await screen.findByRole('dialog', { name: 'Sign out and delete unsent text?' })
    const item = within(dialog).getByRole('listitem')
    expect(item).toHaveTextContent('Proposal entry, Phase 1')
    expect(item).toHaveTextContent('Not yet saved on the server')
    expect(within(item).getByRole('link', { name: 'Proposal entry, Phase 1' })).toHaveAttribute(
      'href',
      ENTRY,
    )
    await user.click(within(dialog).getByRole('button', { name: 'NO' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(adapter.calls.logout).toBe(0)
    expect(
      JSON.parse(window.localStorage.getItem(draftKeyOf(ANDI, ENTRY_KEY))!).value.background,
    ).toBe('The server is down')
  })
})

describe('Sign out with text typed on a screen that has since closed', () => {
  /** The Phase 1 period has ended; this device keeps the entry as the server has it, with an idea typed. */
  function closedEntryWithUnsentIdea() {
    resetDemoData({ activeIndex: 1 })
    window.localStorage.setItem(
      draftKeyOf(ANDI, ENTRY_KEY),
      JSON.stringify({
        key: ENTRY_KEY,
        account: accountOf(ANDI),
        value: { ...toFormValues(1, entry().fields), solution: 'Typed on the train, never sent.' },
        savedAt: 1,
        baseVersion: entry().version,
        where: ENTRY,
      }),
    )
  }

  it('quotes the text that differs from the server, and says it can no longer be sent but is shown on its screen to copy or remove, in both languages', async () => {
    closedEntryWithUnsentIdea()
    const { user, adapter } = renderRoute(ENTRY, { as: ANDI })
    await screen.findByText('Text typed on this device was not sent')
    await openUserMenu(user)
    await user.click(await screen.findByRole('button', { name: 'Sign out' }))
    const dialog = await screen.findByRole('dialog', { name: 'Sign out and delete unsent text?' })
    const item = within(dialog).getByRole('listitem')
    expect(item).toHaveTextContent('Proposal entry, Phase 1')
    // Not the background, the first field, which the committee already has.
    expect(item).toHaveTextContent('“Typed on the train, never sent.”')
    expect(item).not.toHaveTextContent('Paper permits')
    expect(item).toHaveTextContent(
      'Can no longer be sent: its screen has closed. It is shown there, where you can copy it or remove it',
    )
    expect(item).not.toHaveTextContent('Not yet saved on the server')
    expect(within(item).getByRole('link', { name: 'Proposal entry, Phase 1' })).toHaveAttribute(
      'href',
      ENTRY,
    )
    expect(dialog).toHaveTextContent(
      'Sign out and delete it? Answer NO to go back and copy it first.',
    )
    expect(dialog).not.toHaveTextContent('send it first')

    await act(() => activateLanguage('id'))
    expect(within(dialog).getByRole('listitem')).toHaveTextContent(
      'Tidak dapat dikirim lagi: layarnya sudah ditutup. Teks ditampilkan di sana, tempat Anda dapat menyalin atau menghapusnya',
    )
    expect(dialog).toHaveTextContent(
      'Keluar dan hapus teks tersebut? Jawab TIDAK untuk kembali dan menyalinnya terlebih dahulu.',
    )
    await user.click(within(dialog).getByRole('button', { name: 'TIDAK' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(adapter.calls.logout).toBe(0)
  })

  it('beside text an open form can still send, keeps the advice to send it, and adds to copy the rest', async () => {
    closedEntryWithUnsentIdea()
    const { user } = renderRoute(ENTRY, { as: ANDI })
    await screen.findByText('Text typed on this device was not sent')
    window.localStorage.setItem(
      draftKeyOf(ANDI, 'new-proposal:team-01'),
      JSON.stringify({
        key: 'new-proposal:team-01',
        account: accountOf(ANDI),
        value: { category: '3', title: 'SECRET idea for the pumps', description: '' },
        savedAt: 2,
        where: NEW_PROPOSAL,
      }),
    )
    await openUserMenu(user)
    await user.click(await screen.findByRole('button', { name: 'Sign out' }))
    const dialog = await screen.findByRole('dialog', { name: 'Sign out and delete unsent text?' })
    const [open, closed] = within(dialog).getAllByRole('listitem')
    expect(open).toHaveTextContent('Kept only on this device until you send it')
    expect(closed).toHaveTextContent('Can no longer be sent: its screen has closed.')
    expect(dialog).toHaveTextContent(
      'Sign out and delete it? Answer NO to go back and send it first, or copy what can no longer be sent.',
    )
  })
})

describe('Sign out after a submit the ended session cut off', () => {
  it('says the question was not sent, beside its text, before deleting them', async () => {
    await sendQuestionAsSessionEnds(ANDI)
    const create = paths.participant.feedbackCreate.to()
    const { user } = renderRoute(create, { as: ANDI })
    await screen.findByText('Your question was not sent: the session had ended. Send it now?')
    await openUserMenu(user)
    await user.click(await screen.findByRole('button', { name: 'Sign out' }))
    const dialog = await screen.findByRole('dialog', { name: 'Sign out and delete unsent text?' })
    const item = (label: string) =>
      within(dialog)
        .getAllByRole('listitem')
        .find((li) => li.querySelector('.fw-semibold')?.textContent === label)
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2)
    expect(item('New feedback: not submitted')).toHaveTextContent(
      /Submit was pressed at .+, but the session had ended: it was not sent/,
    )
    expect(item('New feedback')).toHaveTextContent('“Camp dates and shutdowns')
  })
})

describe('the unsent list', () => {
  it('quotes what the person typed, not a choice stored as a number before it', () => {
    const [draft] = describeUnsentDrafts([
      {
        key: 'new-proposal:team-01',
        value: { category: '3', title: 'Pumps that call for help', description: '' },
        savedAt: 1,
      },
    ])
    expect(draft!.excerpt).toBe('Pumps that call for help')
  })

  it('quotes of a draft of a server copy a field it changed, not the first field the server has already', () => {
    const base = { background: 'Paper permits get lost.', solution: '', location: 'Plant 2' }
    const [draft] = describeUnsentDrafts([
      {
        key: ENTRY_KEY,
        value: { ...base, solution: 'Permits on tablets' },
        base,
        baseVersion: 3,
        savedAt: 1,
      },
    ])
    expect(draft!.excerpt).toBe('Permits on tablets')
    expect(draft!.closed).toBe(false)
  })
})

describe('Sign out, then the next person at the same computer', () => {
  it('keeps no page of the person who signed out for whoever signs in next', async () => {
    const RECAP = paths.jury.score.to(1, SEEDED.jury)
    const { user, router, adapter } = renderRoute(RECAP, { as: SEEDED.jury })
    await screen.findByRole('heading', { level: 1, name: 'Score recap' })
    // The sign-in client forgets the account, then leaves for the identity provider's page (here:
    // never comes back). Meanwhile the screen, signed out, sends to the sign-in page with its own
    // address: that address was kept, for nobody in particular, and the next person landed there.
    adapter.logout = () => {
      adapter.calls.logout += 1
      adapter.signInAs(null)
      return new Promise<void>(() => undefined)
    }
    await user.click(await screen.findByRole('button', { name: /Dewi Lestari/ }))
    await user.click(await screen.findByRole('button', { name: 'Sign out' }))
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login.to()))
    await screen.findByRole('button', { name: 'Sign in with your work account' })
    expect(window.localStorage.getItem(REDIRECT_STORAGE_KEY)).toBeNull()
  })
})

describe('Sign out offline', () => {
  it('signs out on this device and says the sign-in service was not reached: the landing, no browser error page', async () => {
    const { user, router, adapter } = renderRoute(ENTRY, { as: ANDI })
    await screen.findByLabelText('Background and problem')
    // The sign-in client signs out here only: the identity provider's page cannot open offline.
    adapter.logout = async () => {
      adapter.calls.logout += 1
      adapter.signInAs(null)
      throw new SignedOutOnThisDeviceOnly()
    }
    await openUserMenu(user)
    await user.click(await screen.findByRole('button', { name: 'Sign out' }))
    expect(
      await screen.findByText(
        /You are signed out on this device\. The sign-in service could not be reached/,
      ),
    ).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.landing.to()))
    expect(andisKeys()).toEqual([])
    // Still on this page, signed out: a link to a screen is kept for whoever signs in next again.
    await act(async () => {
      await router.navigate(paths.jury.score.to(1, SEEDED.jury))
    })
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login.to()))
    await waitFor(() =>
      expect(window.localStorage.getItem(REDIRECT_STORAGE_KEY)).toContain('/jury/score/1/'),
    )
  })
})

describe('Switch account', () => {
  it("keeps the account's drafts for it, drops its kept copies of answers, then starts the sign-in", async () => {
    const { user, adapter } = await typeNewProposal()
    await waitFor(() =>
      expect(andisKeys().some((key) => key.startsWith('offlineAnswer:'))).toBe(true),
    )
    await openUserMenu(user)
    await user.click(await screen.findByRole('button', { name: 'Switch account' }))
    await waitFor(() => expect(adapter.calls.login).toBe(1))
    expect(andisKeys()).toEqual([draftKeyOf(ANDI, 'new-proposal:team-01')])
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('offline, says it needs the connection and leaves everything as it was', async () => {
    const { user, adapter } = await typeNewProposal()
    const keys = andisKeys()
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    try {
      await openUserMenu(user)
      await user.click(await screen.findByRole('button', { name: 'Switch account' }))
      expect(
        await screen.findByText(
          'Switching account needs the connection, and this device is offline. Nothing was changed: try again once it is back.',
        ),
      ).toBeInTheDocument()
      expect(adapter.calls.login).toBe(0)
      expect(andisKeys()).toEqual(keys)
    } finally {
      offline.mockRestore()
    }
  })
})

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { SEEDED } from '@/demo/db/seed'
import { paths } from '@/config/paths'
import { NetworkFailure } from '@/lib/api-errors'
import { REDIRECT_STORAGE_KEY } from '@/lib/safe-redirect'
import { demoStore, resetDemoData, server } from '@/testing/demo-server'
import { chooseInConflict } from '@/testing/conflict-choice'
import { accountOf, draftKeyOf, renderRoute } from '@/testing/test-utils'
import { toFormValues } from '@/features/proposals/entry-fields'
import { typedFile } from '@/testing/upload-files'
import { offContractAnswer, problemAnswer } from '@/testing/fake-answers'
import { testPublication } from '@/testing/publications'
import { activateLanguage } from '@/i18n'

const ENTRY = '/innovation-award/participant/proposal/1/prop-107/entry'
const DRAFT_KEY = draftKeyOf(
  SEEDED.participantLeader,
  `entry:prop-107:1:${SEEDED.participantLeader}`,
)
const entry = () => demoStore.db.proposals.find((p) => p.id === 'prop-107')!.entries[1]!
const status = () => screen.getByRole('status', { name: 'Save status' })

function fillEntry(withPoster: boolean) {
  demoStore.mutate((db) => {
    const p = db.proposals.find((x) => x.id === 'prop-107')!
    p.entries[1]!.fields = {
      background: 'b',
      solution: 's',
      novelty: 'n',
      benefits: 'x',
      estimatedValue: 1500000,
      implementationPlan: 'p',
      location: 'l',
    }
    if (withPoster)
      p.attachments.push({
        id: 'att-1',
        phase: 1,
        kind: 'poster',
        fileName: 'poster.pdf',
        contentType: 'application/pdf',
        size: 2048,
        url: '/uploads/att-1/poster.pdf',
        uploadedAt: new Date().toISOString(),
        uploadedById: SEEDED.participantLeader,
      })
  })
}

describe('proposal entry (Phase 1)', () => {
  it('keeps every keystroke on this device and autosaves it to the server', async () => {
    const { user } = renderRoute(ENTRY, { as: SEEDED.participantLeader })
    const field = await screen.findByLabelText('Background and problem')
    expect(field).toHaveValue('Paper permits get lost and slow down urgent repairs.')
    await user.type(field, ' Every week.')
    expect(JSON.parse(window.localStorage.getItem(DRAFT_KEY)!).value.background).toBe(
      'Paper permits get lost and slow down urgent repairs. Every week.',
    )
    expect(status()).toHaveTextContent('Saving…')
    await waitFor(() => expect(status()).toHaveTextContent('Saved'))
    expect(entry().fields.background).toBe(
      'Paper permits get lost and slow down urgent repairs. Every week.',
    )
    expect(entry().version).toBe(4)
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull()
  })

  it('reads an amount written as people say it ("1,5 miliar") and saves it as that number', async () => {
    const { user } = renderRoute(ENTRY, { as: SEEDED.participantLeader })
    const value = await screen.findByLabelText('Estimated yearly value')
    await user.clear(value)
    await user.type(value, '1,5 miliar')
    expect(screen.getByText(/Reads as Rp 1,500,000,000\./)).toBeInTheDocument()
    await waitFor(() => expect(status()).toHaveTextContent('Saved'))
    expect(entry().fields.estimatedValue).toBe(1_500_000_000)
    expect(value).not.toHaveAttribute('aria-invalid', 'true')
  })

  it('reads thousands as English writes them ("2,000,000"), never as decimals', async () => {
    const { user } = renderRoute(ENTRY, { as: SEEDED.participantLeader })
    const value = await screen.findByLabelText('Estimated yearly value')
    await user.clear(value)
    await user.type(value, '2,000,000')
    expect(screen.getByText(/Reads as Rp 2,000,000\./)).toBeInTheDocument()
    await waitFor(() => expect(status()).toHaveTextContent('Saved'))
    expect(entry().fields.estimatedValue).toBe(2_000_000)
  })

  it('an amount that cannot be read keeps only itself from the server: the other fields are saved, it stays here, marked', async () => {
    const before = entry().fields.estimatedValue ?? null
    const { user } = renderRoute(ENTRY, { as: SEEDED.participantLeader })
    const value = await screen.findByLabelText('Estimated yearly value')
    await user.clear(value)
    await user.type(value, 'about two billion')
    await user.type(screen.getByLabelText('Idea and solution'), 'Digital permits on tablets')
    await waitFor(() =>
      expect(status()).toHaveTextContent('Saved, except what is marked — kept on this device'),
    )
    // The team sees the other fields; the amount on the server is what it was.
    expect(entry().fields.solution).toBe('Digital permits on tablets')
    expect(entry().fields.estimatedValue ?? null).toBe(before)
    expect(
      screen.getByText(
        'The rest of the entry is saved, but not Estimated yearly value: correct it as its message says. Until then it is kept on this device only.',
      ),
    ).toBeInTheDocument()
    expect(value).toHaveAttribute('aria-invalid', 'true')
    expect(
      screen.getByText('Enter a whole amount of rupiah, for example 1,500,000,000 or 1.5 billion.'),
    ).toBeInTheDocument()
    expect(JSON.parse(window.localStorage.getItem(DRAFT_KEY)!).value.estimatedValue).toBe(
      'about two billion',
    )
    // Below zero: said so, not asked for another way of writing it.
    await user.clear(value)
    await user.type(value, '-10.000.000.000.000.000')
    expect(
      await screen.findByText('An amount cannot be below zero: write it without the minus sign.'),
    ).toBeInTheDocument()
    expect(entry().fields.estimatedValue ?? null).toBe(before)
    // Corrected, it is saved too, and nothing is left on this device.
    await user.clear(value)
    await user.type(value, '2 miliar')
    expect(
      screen.queryByText(
        'Enter a whole amount of rupiah, for example 1,500,000,000 or 1.5 billion.',
      ),
    ).not.toBeInTheDocument()
    await waitFor(() => expect(entry().fields.estimatedValue).toBe(2_000_000_000))
    await waitFor(() => expect(status()).toHaveTextContent('Saved'))
    expect(status()).not.toHaveTextContent('except')
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull()
  })

  it('counts characters as a person sees them: 4,999 letters and an emoji are 5000 of 5000, and are saved', async () => {
    renderRoute(ENTRY, { as: SEEDED.participantLeader })
    const field = await screen.findByLabelText('Background and problem')
    const text = `${'a'.repeat(4999)}👍🏽`
    fireEvent.change(field, { target: { value: text } })
    expect(await screen.findByText(/5000 of 5000 characters\./)).toBeInTheDocument()
    await waitFor(() => expect(status()).toHaveTextContent('Saved'))
    expect(entry().fields.background).toBe(text)
    expect(field).not.toHaveClass('is-invalid')
  })

  it('says "Not saved — will retry" on a server error and keeps the text here', async () => {
    server.use(
      http.put(
        '*/api/proposal/:id/phase/:n',
        offContractAnswer(() => HttpResponse.json({ title: 'Boom', status: 500 }, { status: 500 })),
      ),
    )
    const { user } = renderRoute(ENTRY, { as: SEEDED.participantLeader })
    await user.type(await screen.findByLabelText('Idea and solution'), 'Digital permits on tablets')
    await waitFor(() => expect(status()).toHaveTextContent('Not saved — will retry'))
    expect(JSON.parse(window.localStorage.getItem(DRAFT_KEY)!).value.solution).toBe(
      'Digital permits on tablets',
    )
    expect(entry().fields.solution).toBeUndefined()
  })

  it('an expired session while typing: says so in the form, stays on it, keeps every character, and saves after signing in again', async () => {
    let expired = true
    server.use(
      http.put('*/api/proposal/:id/phase/:n', () =>
        expired ? problemAnswer(401, { title: 'Unauthorized' }) : undefined,
      ),
    )
    const first = renderRoute(ENTRY, { as: SEEDED.participantLeader })
    await first.user.type(await screen.findByLabelText('Idea and solution'), 'Digital permits')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(
      'Your session has expired — sign in again. Your entry is kept on this device and is saved once you are back.',
    )
    expect(status()).toHaveTextContent('Your session has expired — sign in again')
    // Not sent away: the person is still in the form, and can keep typing.
    expect(first.router.state.location.pathname).toBe(ENTRY)
    await first.user.type(screen.getByLabelText('Idea and solution'), ' on tablets')
    expect(JSON.parse(window.localStorage.getItem(DRAFT_KEY)!).value.solution).toBe(
      'Digital permits on tablets',
    )
    expect(entry().fields.solution).toBeUndefined()

    // One click starts the sign-in redirect (no second "Sign in again" on /login), this screen kept to
    // come back to, the draft written before it starts.
    let draftWhenRedirecting: string | null = null
    const reauthenticate = first.adapter.reauthenticate
    first.adapter.reauthenticate = () => {
      draftWhenRedirecting = window.localStorage.getItem(DRAFT_KEY)
      return reauthenticate()
    }
    await first.user.click(within(alert).getByRole('button', { name: 'Sign in again' }))
    expect(first.adapter.calls.reauthenticate).toBe(1)
    expect(first.adapter.calls.login).toBe(0)
    // Back to this screen after signing in again, for this account only.
    expect(JSON.parse(window.localStorage.getItem(REDIRECT_STORAGE_KEY)!)).toEqual({
      path: ENTRY,
      account: accountOf(SEEDED.participantLeader),
    })
    expect(JSON.parse(draftWhenRedirecting!).value.solution).toBe('Digital permits on tablets')
    expect(first.router.state.location.pathname).toBe(ENTRY)
    expect(within(alert).getByRole('button', { name: 'Opening the sign-in page…' })).toBeDisabled()
    first.unmount()

    // Back from the sign-in round trip (it lands on /loginSPA): the same form, every character, and it reaches the server.
    expired = false
    const back = renderRoute(paths.loginSpa.to(), { as: SEEDED.participantLeader })
    expect(await screen.findByLabelText('Idea and solution')).toHaveValue(
      'Digital permits on tablets',
    )
    expect(back.router.state.location.pathname).toBe(ENTRY)
    await waitFor(() => expect(entry().fields.solution).toBe('Digital permits on tablets'))
    await waitFor(() => expect(status()).toHaveTextContent('Saved'))
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull()
  })

  it('an expired session: when the sign-in page cannot be opened, the form says why and offers it again', async () => {
    server.use(
      http.put('*/api/proposal/:id/phase/:n', () => problemAnswer(401, { title: 'Unauthorized' })),
    )
    const { user, adapter, router } = renderRoute(ENTRY, { as: SEEDED.participantLeader })
    await user.type(await screen.findByLabelText('Idea and solution'), 'Digital permits')
    const alert = await screen.findByRole('alert')
    adapter.reauthenticate = () => Promise.reject(new NetworkFailure())
    await user.click(within(alert).getByRole('button', { name: 'Sign in again' }))
    expect(
      await within(alert).findByText(/^Sign-in did not start: Cannot reach the server\./),
    ).toBeInTheDocument()
    expect(within(alert).getByRole('button', { name: 'Sign in again' })).toBeEnabled()
    expect(router.state.location.pathname).toBe(ENTRY)
    expect(JSON.parse(window.localStorage.getItem(DRAFT_KEY)!).value.solution).toBe(
      'Digital permits',
    )
  })

  it('restores a kept draft after a reload and sends it', async () => {
    window.localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        key: 'entry',
        account: accountOf(SEEDED.participantLeader),
        value: { background: 'Typed before the reload, mid-sent' },
        savedAt: 1,
        baseVersion: 3,
      }),
    )
    renderRoute(ENTRY, { as: SEEDED.participantLeader })
    expect(await screen.findByLabelText('Background and problem')).toHaveValue(
      'Typed before the reload, mid-sent',
    )
    expect(screen.getByText(/^Your text kept on this device was restored/)).toBeInTheDocument()
    await waitFor(() => expect(entry().fields.background).toBe('Typed before the reload, mid-sent'))
    await waitFor(() => expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull())
    // Once sent, the note says so rather than that the text is only on this device.
    expect(
      await screen.findByText('Your text kept on this device was restored, and is now saved.'),
    ).toBeInTheDocument()
  })

  it('shows the conflict when the server has a newer version, and lets the person take the server copy', async () => {
    window.localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        key: 'entry',
        account: accountOf(SEEDED.participantLeader),
        value: { background: 'My old-base text' },
        savedAt: 1,
        baseVersion: 2,
      }),
    )
    const { user } = renderRoute(ENTRY, { as: SEEDED.participantLeader })
    expect(
      await screen.findByRole('heading', { name: 'This entry was also changed elsewhere' }),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Background and problem')).toHaveValue('My old-base text')
    expect(status()).toHaveTextContent('Not saved — choose which text to keep')
    await chooseInConflict(user, { 'Background and problem': 'theirs' })
    expect(screen.getByLabelText('Background and problem')).toHaveValue(
      'Paper permits get lost and slow down urgent repairs.',
    )
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull()
    expect(entry().version).toBe(3)
  })

  it('keeping my text sends it on top of the newer server version', async () => {
    window.localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        key: 'entry',
        account: accountOf(SEEDED.participantLeader),
        value: { background: 'Mine wins' },
        savedAt: 1,
        baseVersion: 2,
      }),
    )
    const { user } = renderRoute(ENTRY, { as: SEEDED.participantLeader })
    await screen.findByRole('heading', { name: 'This entry was also changed elsewhere' })
    await chooseInConflict(user, { 'Background and problem': 'mine' })
    await waitFor(() =>
      expect(entry()).toMatchObject({ version: 4, fields: { background: 'Mine wins' } }),
    )
  })

  it('two tabs on one entry: edits to different fields are both kept without a question; the same field asks, showing both texts, and saves the choice', async () => {
    const tabA = renderRoute(ENTRY, { as: SEEDED.participantLeader })
    const tabB = renderRoute(ENTRY, { as: SEEDED.participantLeader })
    const inA = within(tabA.container)
    const inB = within(tabB.container)
    const saveStatus = (tab: typeof inA) => tab.getByRole('status', { name: 'Save status' })
    // One document holds both tabs, so their labels' ids repeat: each tab's fields are found by name.
    const fieldOf = (tab: typeof tabA, name: string) =>
      tab.container.querySelector<HTMLElement>(`[name="${name}"]`)!
    // Both tabs open version 3.
    await inA.findByRole('heading', { level: 1 })
    await waitFor(() => expect(fieldOf(tabA, 'background')).not.toBeNull())
    await waitFor(() => expect(fieldOf(tabB, 'location')).not.toBeNull())
    const backgroundA = fieldOf(tabA, 'background')
    const locationB = fieldOf(tabB, 'location')
    expect(entry().version).toBe(3)

    await tabA.user.type(backgroundA, ' In tab A.')
    await waitFor(() => expect(saveStatus(inA)).toHaveTextContent('Saved'))
    await tabB.user.type(locationB, 'Plant 2')
    await waitFor(() => expect(saveStatus(inB)).toHaveTextContent('Saved'))
    expect(entry().fields).toMatchObject({
      background: 'Paper permits get lost and slow down urgent repairs. In tab A.',
      location: 'Plant 2',
    })
    expect(entry().version).toBe(5)
    expect(fieldOf(tabB, 'background')).toHaveValue(
      'Paper permits get lost and slow down urgent repairs. In tab A.',
    )
    expect(
      screen.queryByRole('heading', { name: 'This entry was also changed elsewhere' }),
    ).not.toBeInTheDocument()

    // Both change the background: tab A's reaches the server first, tab B asks.
    await tabA.user.clear(backgroundA)
    await tabA.user.type(backgroundA, 'Written in tab A')
    await waitFor(() => expect(entry().fields.background).toBe('Written in tab A'))
    await tabB.user.clear(fieldOf(tabB, 'background'))
    await tabB.user.type(fieldOf(tabB, 'background'), 'Written in tab B')
    expect(
      await inB.findByRole('heading', { name: 'This entry was also changed elsewhere' }),
    ).toBeInTheDocument()
    const group = inB.getByRole('group', { name: 'Background and problem' })
    expect(
      within(group).getByRole('radio', {
        name: /^Keep my text \(on this device\) Written in tab B$/,
      }),
    ).toBeInTheDocument()
    expect(
      within(group).getByRole('radio', {
        name: /^Use the saved text \(version \d+\) Written in tab A$/,
      }),
    ).toBeInTheDocument()
    // Only that field is asked about.
    expect(inB.getAllByRole('radio')).toHaveLength(2)
    await chooseInConflict(tabB.user, { 'Background and problem': 'mine' }, tabB.container)
    await waitFor(() => expect(saveStatus(inB)).toHaveTextContent('Saved'))
    expect(entry().fields).toMatchObject({ background: 'Written in tab B', location: 'Plant 2' })
  })

  it('checks the entry before finalizing and puts the problems on their fields', async () => {
    const { user } = renderRoute(ENTRY, { as: SEEDED.participantLeader })
    await user.click(await screen.findByRole('button', { name: 'Finalize Phase 1 entry' }))
    expect(await screen.findByText('Idea and solution is required.')).toBeInTheDocument()
    expect(screen.getByText('Estimated yearly value is required.')).toBeInTheDocument()
    expect(screen.getAllByText('Upload the poster before finalizing.').length).toBeGreaterThan(0)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    // The focus goes to the first field to complete, not left on the button at the foot of the form.
    const marked = screen.getAllByRole('textbox').filter((f) => f.getAttribute('aria-invalid'))
    expect(marked.length).toBeGreaterThan(1)
    await waitFor(() => expect(marked[0]).toHaveFocus())
  })

  it('asks to correct an item written wrong, not to complete it, and says when an amount is too large, however it is written', async () => {
    fillEntry(true)
    const { user } = renderRoute(ENTRY, { as: SEEDED.participantLeader })
    const value = await screen.findByLabelText('Estimated yearly value')
    await user.clear(value)
    await user.type(value, '20000000 triliun')
    await user.click(screen.getByRole('button', { name: 'Finalize Phase 1 entry' }))
    expect(
      await screen.findByText('Correct the highlighted item before finalizing.'),
    ).toBeInTheDocument()
    expect(
      screen.getByText('This amount is too large: the largest taken is Rp 1,000,000,000,000,000.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    // One left empty too: both words.
    await user.clear(screen.getByLabelText('Unit or location'))
    await user.click(screen.getByRole('button', { name: 'Finalize Phase 1 entry' }))
    expect(
      await screen.findByText('Complete or correct the highlighted items before finalizing.'),
    ).toBeInTheDocument()
    // The rest is saved; what is marked stays here.
    await waitFor(() => expect(status()).toHaveTextContent('Saved, except what is marked'))
    // The summary follows the items as they are put right, and goes with the last.
    await user.type(screen.getByLabelText('Unit or location'), 'Plant 2')
    expect(
      await screen.findByText('Correct the highlighted item before finalizing.'),
    ).toBeInTheDocument()
    await user.clear(value)
    await user.type(value, '2 miliar')
    await waitFor(() =>
      expect(screen.queryByText(/highlighted items? before finalizing/)).not.toBeInTheDocument(),
    )
    // No save is left running for the next test.
    await waitFor(() => expect(status()).toHaveTextContent(/^Saved\s*at/))
  })

  it('after a refused finalize, a field loses its "required" message as soon as it is filled in, and only that field', async () => {
    await act(() => activateLanguage('id'))
    const { user } = renderRoute(ENTRY, { as: SEEDED.participantLeader })
    await user.click(await screen.findByRole('button', { name: 'Finalisasi formulir Tahap 1' }))
    const solution = screen.getByLabelText('Gagasan dan solusi')
    expect(await screen.findByText(/Gagasan dan solusi wajib diisi/)).toBeInTheDocument()
    expect(solution).toHaveAttribute('aria-invalid', 'true')
    await user.type(solution, 'Izin kerja digital di tablet')
    // At once, before any save: the person sees the field is right now.
    expect(screen.queryByText(/Gagasan dan solusi wajib diisi/)).not.toBeInTheDocument()
    expect(solution).not.toHaveAttribute('aria-invalid', 'true')
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Status penyimpanan' })).toHaveTextContent(
        'Tersimpan',
      ),
    )
    expect(screen.queryByText(/Gagasan dan solusi wajib diisi/)).not.toBeInTheDocument()
    // A field still empty keeps its message, also after the person has been in it and left it.
    const value = screen.getByLabelText('Perkiraan nilai per tahun')
    await user.click(value)
    await user.tab()
    expect(screen.getByText(/Perkiraan nilai per tahun wajib diisi/)).toBeInTheDocument()
    // Emptied again, the field says once more that it is needed.
    await user.clear(solution)
    expect(await screen.findByText(/Gagasan dan solusi wajib diisi/)).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Status penyimpanan' })).toHaveTextContent(
        'Tersimpan',
      ),
    )
  })

  it('in Bahasa Indonesia, names the committee’s review "tinjauan" as the glossary does: the confirmation and the next step', async () => {
    fillEntry(true)
    const { user } = renderRoute(ENTRY, { as: SEEDED.participantLeader })
    await screen.findByLabelText('Background and problem')
    await act(() => activateLanguage('id'))
    await user.click(await screen.findByRole('button', { name: 'Finalisasi formulir Tahap 1' }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent('Selanjutnya komite akan meninjaunya. Finalisasi sekarang?')
    await user.click(within(dialog).getByRole('button', { name: 'YA' }))
    await waitFor(() => expect(entry().status).toBe('Finalized'))
    await user.click(screen.getByRole('link', { name: 'Ringkasan' }))
    // Said once, after "Berikutnya:": no status word and second colon before it.
    const next = await screen.findByText('Berikutnya:', { selector: 'strong' })
    expect(next.parentElement).toHaveTextContent(/^Berikutnya: Tunggu tinjauan komite\.$/)
    expect(document.body).not.toHaveTextContent(/pemeriksaan|memeriksa/)
  })

  it('finalizes after a confirmation (leader only) and then shows the entry read-only', async () => {
    fillEntry(true)
    const { user } = renderRoute(ENTRY, { as: SEEDED.participantLeader })
    expect(await screen.findByLabelText('Estimated yearly value')).toHaveValue('1,500,000')
    expect(screen.getByText(/Reads as Rp 1,500,000\./)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Finalize Phase 1 entry' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText(/the team can no longer change this entry/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'YES' }))
    expect(
      await screen.findByText(/The Phase 1 entry was finalized on .*; it is read-only now\./),
    ).toBeInTheDocument()
    expect(entry().status).toBe('Finalized')
    expect(screen.queryByLabelText('Background and problem')).not.toBeInTheDocument()
    // The form (and its Finalize button) is replaced: focus is on the entry's heading, not back at the top of the document.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Phase 1 entry' })).toHaveFocus(),
    )
    expect(screen.queryByRole('button', { name: 'Remove poster.pdf' })).not.toBeInTheDocument()
  })

  it('does not finalize while the latest text cannot reach the server: says so, sends nothing and keeps the text here', async () => {
    fillEntry(true)
    server.use(
      http.put(
        '*/api/proposal/:id/phase/:n',
        offContractAnswer(() => HttpResponse.json({ title: 'Boom', status: 500 }, { status: 500 })),
      ),
    )
    let finalizeCalls = 0
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/phase/1/finalize')) finalizeCalls += 1
    })
    const { user } = renderRoute(ENTRY, { as: SEEDED.participantLeader })
    await user.type(await screen.findByLabelText('Idea and solution'), ' on tablets')
    await waitFor(() => expect(status()).toHaveTextContent('Not saved — will retry'))
    await user.click(screen.getByRole('button', { name: 'Finalize Phase 1 entry' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'YES' }))
    expect(
      await screen.findByText(
        /Your latest text has not reached the server yet, so the entry was not finalized\. It is kept on this device/,
      ),
    ).toBeInTheDocument()
    expect(finalizeCalls).toBe(0)
    expect(entry().status).not.toBe('Finalized')
    expect(JSON.parse(window.localStorage.getItem(DRAFT_KEY)!).value.solution).toBe('s on tablets')
  })

  it('offline with text the server does not have yet, says at once that it cannot finalize, without asking first', async () => {
    fillEntry(true)
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    try {
      const { user } = renderRoute(ENTRY, { as: SEEDED.participantLeader })
      await user.type(await screen.findByLabelText('Idea and solution'), ' on tablets')
      await waitFor(() => expect(status()).toHaveTextContent('Offline — kept on this device'))
      await user.click(screen.getByRole('button', { name: 'Finalize Phase 1 entry' }))
      expect(
        await screen.findByText(
          /You are offline and your latest text has not reached the server yet, so the entry was not finalized\. It is kept on this device/,
        ),
      ).toBeInTheDocument()
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
      expect(entry().status).not.toBe('Finalized')
      expect(JSON.parse(window.localStorage.getItem(DRAFT_KEY)!).value.solution).toBe(
        's on tablets',
      )
    } finally {
      offline.mockRestore()
    }
  })

  it('does not offer finalize to a member who is not the leader', async () => {
    renderRoute(ENTRY, { as: SEEDED.participantMember })
    expect(
      await screen.findByText(/Only the team leader can finalize the entry/),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Finalize Phase 1 entry' })).not.toBeInTheDocument()
  })

  it('is read-only with the reason outside the Phase 1 period', async () => {
    resetDemoData({ activeIndex: 1 })
    renderRoute(ENTRY, { as: SEEDED.participantLeader })
    expect(
      await screen.findByText(
        /^The Phase 1 entry is open only during "Phase 1: proposal selection and submission"\. The active period is "Scoring for semi-finalists"\./,
      ),
    ).toBeInTheDocument()
    expect(
      screen.getByText('Paper permits get lost and slow down urgent repairs.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
  })

  it('outside the period, shows its writer the text typed here that never reached the server, until removed', async () => {
    resetDemoData({ activeIndex: 1 })
    // The whole form as typed on this device: the server's entry with a new background.
    const typed = {
      ...toFormValues(1, entry().fields),
      background: 'Typed on the train, never sent.',
    }
    window.localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        key: 'entry',
        account: accountOf(SEEDED.participantLeader),
        value: typed,
        savedAt: 1,
        baseVersion: entry().version,
      }),
    )
    const { user } = renderRoute(ENTRY, { as: SEEDED.participantLeader })
    expect(await screen.findByText('Text typed on this device was not sent')).toBeInTheDocument()
    expect(screen.getByText('Typed on the train, never sent.')).toBeInTheDocument()
    // The entry as the server holds it is still shown below, unchanged.
    expect(
      screen.getByText('Paper permits get lost and slow down urgent repairs.'),
    ).toBeInTheDocument()
    expect(entry().fields.background).not.toBe('Typed on the train, never sent.')
    await user.click(screen.getByRole('button', { name: 'Remove it from this device' }))
    const dialog = await screen.findByRole('dialog', { name: 'Remove the unsent text' })
    await user.click(within(dialog).getByRole('button', { name: 'YES' }))
    await waitFor(() =>
      expect(screen.queryByText('Typed on the train, never sent.')).not.toBeInTheDocument(),
    )
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull()
  })

  it('outside the period, lists only the fields whose text differs from the server, above the server’s copy under a heading of its own, in both languages', async () => {
    resetDemoData({ activeIndex: 1 })
    // The server's entry (a background, nothing else) with an idea typed here.
    window.localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        key: 'entry',
        account: accountOf(SEEDED.participantLeader),
        value: { ...toFormValues(1, entry().fields), solution: 'Typed on the train, never sent.' },
        savedAt: 1,
        baseVersion: entry().version,
      }),
    )
    renderRoute(ENTRY, { as: SEEDED.participantLeader })
    const notice = (
      await screen.findByRole('heading', {
        name: 'Text typed on this device was not sent',
      })
    ).closest<HTMLElement>('[role="alert"]')!
    expect(within(notice).getByText('Idea and solution')).toBeInTheDocument()
    expect(within(notice).getByText('Typed on the train, never sent.')).toBeInTheDocument()
    // Not the background the server has already, nor the fields empty on both sides.
    expect(within(notice).queryByText('Background and problem')).not.toBeInTheDocument()
    expect(within(notice).queryByText('Not filled in yet')).not.toBeInTheDocument()
    expect(within(notice).queryByText('Unit or location')).not.toBeInTheDocument()

    const heading = screen.getByRole('heading', { level: 2, name: 'What the committee sees' })
    const serverText = screen.getByText('Paper permits get lost and slow down urgent repairs.')
    expect(notice.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(
      heading.compareDocumentPosition(serverText) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()

    await act(() => activateLanguage('id'))
    expect(
      screen.getByRole('heading', { level: 2, name: 'Yang dilihat komite' }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { name: 'Teks yang diketik di perangkat ini belum terkirim' }),
    ).toBeInTheDocument()
  })

  it('outside the period, removes a kept draft that says what the server has: nothing is unsent', async () => {
    resetDemoData({ activeIndex: 1 })
    window.localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        key: 'entry',
        account: accountOf(SEEDED.participantLeader),
        value: toFormValues(1, entry().fields),
        savedAt: 1,
        baseVersion: entry().version,
      }),
    )
    renderRoute(ENTRY, { as: SEEDED.participantLeader })
    expect(
      await screen.findByText('Paper permits get lost and slow down urgent repairs.'),
    ).toBeInTheDocument()
    expect(screen.queryByText('Text typed on this device was not sent')).not.toBeInTheDocument()
    expect(
      screen.queryByRole('heading', { name: 'What the committee sees' }),
    ).not.toBeInTheDocument()
    await waitFor(() => expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull())
  })

  it('is read-only for the committee too once the phase’s results are published, and says why', async () => {
    demoStore.mutate((db) => {
      db.resultPublications = [...(db.resultPublications ?? []), testPublication(2026, 1)]
    })
    renderRoute(ENTRY, { as: SEEDED.committee })
    expect(
      await screen.findByText(
        /^The Phase 1 results were published on .*: its entries are final and can no longer be changed, approved or returned\.$/,
      ),
    ).toBeInTheDocument()
    expect(
      screen.getByText('Paper permits get lost and slow down urgent repairs.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Finalize Phase 1 entry' })).not.toBeInTheDocument()
  })

  it('is read-only for Phase 2 when the proposal is not a semi-finalist', async () => {
    // A Phase 2 form kept here as the form starts it (each member's own T-shirt size): nothing unsent.
    const team = demoStore.db.teams.find(
      (t) => t.id === demoStore.db.proposals.find((p) => p.id === 'prop-107')!.teamId,
    )!
    const sizes = Object.fromEntries(
      demoStore.db.users
        .filter((u) => [team.leaderId, ...team.memberIds].includes(u.id) && u.shirtSize)
        .map((u) => [`shirt:${u.id}`, u.shirtSize!]),
    )
    expect(Object.keys(sizes).length).toBeGreaterThan(0)
    window.localStorage.setItem(
      draftKeyOf(SEEDED.participantLeader, `entry:prop-107:2:${SEEDED.participantLeader}`),
      JSON.stringify({
        key: 'entry',
        account: accountOf(SEEDED.participantLeader),
        value: { ...sizes, ...toFormValues(2, {}) },
        savedAt: 1,
        baseVersion: 0,
      }),
    )
    renderRoute('/innovation-award/participant/proposal/2/prop-107/entry', {
      as: SEEDED.participantLeader,
    })
    expect(
      await screen.findByText(
        'This proposal has not reached Phase 2: only semi-finalists write a Phase 2 entry.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByText('Text typed on this device was not sent')).not.toBeInTheDocument()
  })

  it('says on the Phase 2 entry, its printable view and the overview that a proposal out after Phase 1 did not advance, in both languages', async () => {
    // Phase 2 runs and the Phase 1 results are published: "Digital permit-to-work" stayed in Phase 1.
    resetDemoData({ activeIndex: 2 })
    const english =
      'The Phase 1 results are published: "Digital permit-to-work for maintenance crews" was not finalized in time, so it was not judged and does not go on to Phase 2.'
    const { navigate } = renderRoute('/innovation-award/participant/proposal/prop-107', {
      as: SEEDED.participantLeader,
    })
    // The "Next" step and the Phase 2 card: not "the committee advances proposals after the scoring".
    expect(await screen.findAllByText(english)).toHaveLength(2)
    expect(screen.queryByText(/The committee advances proposals/)).toBeNull()

    await navigate('/innovation-award/participant/proposal/2/prop-107/view')
    expect(await screen.findByText(english)).toBeInTheDocument()
    expect(screen.queryByText('This proposal has not reached Phase 2.')).toBeNull()

    await navigate('/innovation-award/participant/proposal/2/prop-107/entry')
    await screen.findByRole('heading', { level: 1, name: 'Phase 2 entry' })
    expect(await screen.findByText(english)).toHaveAttribute('role', 'status')
    expect(screen.queryByText(/only semi-finalists|is open only during|is closed/)).toBeNull()
    await act(() => activateLanguage('id'))
    expect(
      await screen.findByText(
        'Hasil Tahap 1 sudah diumumkan: "Digital permit-to-work for maintenance crews" tidak difinalisasi tepat waktu, sehingga tidak dinilai dan tidak lolos ke Tahap 2.',
      ),
    ).toHaveAttribute('role', 'status')
  })

  it('writes the Phase 2 entry of a semi-finalist with money in rupiah and each member’s T-shirt size', async () => {
    resetDemoData({ activeIndex: 2 })
    demoStore.mutate((db) => {
      db.proposals.find((p) => p.id === 'prop-101')!.phase = 2
      // The seeded Phase 2 period starts in three weeks; open it now.
      db.periods.find((p) => p.periodId === 3 && p.isActive)!.startAt = new Date(
        Date.now() - 1000,
      ).toISOString()
    })
    const { user } = renderRoute('/innovation-award/participant/proposal/2/prop-101/entry', {
      as: SEEDED.participantLeader,
    })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Phase 2 entry' }),
    ).toBeInTheDocument()
    // Each member's own registered size is the starting point.
    expect(await screen.findByLabelText('T-shirt size for Andi Pratama')).toHaveValue('S')
    expect(screen.getByLabelText('T-shirt size for Putri Ayu')).toHaveValue('M')
    // Seeded in Phase 2, the team's draft already has its progress and a first investment figure.
    expect(screen.getByLabelText('Progress since Phase 1')).toHaveValue(
      demoStore.db.proposals.find((p) => p.id === 'prop-101')!.entries[2]!.fields
        .progress as string,
    )
    await user.clear(screen.getByLabelText('Investment'))
    await user.type(screen.getByLabelText('Investment'), '250.000.000')
    expect(screen.getByText(/Reads as Rp 250,000,000\./)).toBeInTheDocument()
    await user.selectOptions(screen.getByLabelText('T-shirt size for Putri Ayu'), 'XL')
    await waitFor(() =>
      expect(demoStore.db.proposals.find((p) => p.id === 'prop-101')!.entries[2]).toMatchObject({
        fields: {
          investment: 250000000,
          shirtSizes: { [SEEDED.participantLeader]: 'S', [SEEDED.participantMember]: 'XL' },
        },
      }),
    )
    expect(screen.getByText('Presentation')).toBeInTheDocument()
  })

  it('checks type, size and content before uploading, uploads a poster and removes it', async () => {
    const { user } = renderRoute(ENTRY, { as: SEEDED.participantLeader })
    const input = await screen.findByLabelText('Upload the poster')
    // The picker's accept filter is only a hint: a dropped or forced file is checked again here.
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] },
    })
    expect(
      await screen.findByText('"notes.txt" cannot be used: a poster must be PDF, PNG or JPEG.'),
    ).toBeInTheDocument()
    const big = new File(['x'], 'huge.pdf', { type: 'application/pdf' })
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 })
    fireEvent.change(input, { target: { files: [big] } })
    expect(
      await screen.findByText('"huge.pdf" is 11 MB; a poster can be at most 10 MB.'),
    ).toBeInTheDocument()
    expect(demoStore.db.proposals.find((p) => p.id === 'prop-107')!.attachments).toHaveLength(0)

    // jsdom's XHR loses a multipart file's name and bytes, so this stand-in records what the form sent;
    // the demo's own upload rules are tested over real fetch in proposal-entries.test.ts.
    const sent: Array<{ kind: unknown; phase: unknown }> = []
    server.use(
      http.post('*/api/proposal/:id/attachment', async ({ request }) => {
        const form = await request.formData()
        sent.push({ kind: form.get('kind'), phase: form.get('phase') })
        const attachment = {
          id: 'att-9',
          phase: 1 as const,
          kind: 'poster' as const,
          fileName: 'poster.png',
          contentType: 'image/png',
          size: 3000,
          url: '/uploads/att-9/poster.png',
          uploadedAt: new Date().toISOString(),
        }
        demoStore.mutate((db) =>
          db.proposals
            .find((p) => p.id === 'prop-107')!
            .attachments.push({ ...attachment, uploadedById: SEEDED.participantLeader }),
        )
        return HttpResponse.json({ value: attachment, links: [] }, { status: 201 })
      }),
    )
    // A page renamed to .png is refused by its content, before anything is sent.
    fireEvent.change(input, {
      target: {
        files: [
          new File(['<!doctype html><script>alert(1)</script>'], 'poster.png', {
            type: 'image/png',
          }),
        ],
      },
    })
    expect(
      await screen.findByText(
        '"poster.png" is not a PNG file, whatever its name says: save or export it as PNG and choose it again.',
      ),
    ).toBeInTheDocument()
    await waitFor(() => expect(input).toBeEnabled())
    expect(sent).toEqual([])
    act(() => input.focus())
    fireEvent.change(input, { target: { files: [typedFile('poster.png', 3000)] } })
    await waitFor(() => expect(input).toBeDisabled())
    expect(await screen.findByRole('link', { name: 'poster.png' })).toHaveAttribute(
      'href',
      expect.stringMatching(
        /^\/uploads\/att-9\/poster\.png\?v=[^&]+&exp=\d+&sig=/,
      ) as unknown as string,
    )
    // The field was disabled while the file went up: focus is on the poster's heading, not back at the top.
    expect(screen.getByRole('heading', { level: 3, name: /^Poster/ })).toHaveFocus()
    expect(sent).toEqual([{ kind: 'poster', phase: '1' }])
    await user.click(screen.getByRole('button', { name: 'Remove poster.png' }))
    await user.click(await screen.findByRole('button', { name: 'YES' }))
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'poster.png' })).not.toBeInTheDocument(),
    )
    expect(demoStore.db.proposals.find((p) => p.id === 'prop-107')!.attachments).toHaveLength(0)
  })

  it('shows an error state when the proposal cannot be loaded', async () => {
    server.use(
      http.get('*/api/proposal/:id', () =>
        problemAnswer(403, { title: 'Forbidden', detail: 'Only the team can see this proposal.' }),
      ),
    )
    renderRoute(ENTRY, { as: SEEDED.participantLeader })
    expect(
      await screen.findByRole('heading', { name: 'The proposal could not be loaded' }),
    ).toBeInTheDocument()
  })
})

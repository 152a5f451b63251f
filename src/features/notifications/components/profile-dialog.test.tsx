import { act, screen, waitFor, within } from '@testing-library/react'
import { SEEDED } from '@/demo/db/seed'
import { activateLanguage } from '@/i18n'
import { demoStore, resetDemoData } from '@/testing/demo-server'
import { holdRequests } from '@/testing/double-submit'
import { renderRoute } from '@/testing/test-utils'

const ANDI = SEEDED.participantLeader

async function openProfile(
  user: ReturnType<typeof renderRoute>['user'],
  menu: RegExp,
  item: string,
) {
  await user.click(await screen.findByRole('button', { name: menu }))
  await user.click(await screen.findByRole('button', { name: item }))
  return screen.findByRole('dialog')
}

describe('the profile’s e-mail choices', () => {
  it('shows a participant the defaults (returned entries, results on), no judging assignments, and saves a change', async () => {
    const { user } = renderRoute('/innovation-award/participant', { as: ANDI })
    const dialog = await openProfile(user, /Andi Pratama/, 'Profile and e-mail notifications')
    expect(within(dialog).getByText('Andi Pratama')).toBeInTheDocument()
    const approved = await within(dialog).findByRole('checkbox', {
      name: 'An entry of your team approved',
    })
    expect(approved).not.toBeChecked()
    expect(
      within(dialog).queryByRole('checkbox', { name: /^Judging assignments/ }),
    ).not.toBeInTheDocument()
    expect(
      within(dialog).getByRole('checkbox', { name: /^An entry of your team returned/ }),
    ).toBeChecked()
    expect(within(dialog).getByRole('checkbox', { name: /^Published results/ })).toBeChecked()
    expect(within(dialog).getByRole('checkbox', { name: /^Your team: members/ })).not.toBeChecked()

    await user.click(approved)
    await user.click(within(dialog).getByRole('checkbox', { name: /^Published results/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Save e-mail choices' }))
    expect(await within(dialog).findByText('Your e-mail choices are saved.')).toBeInTheDocument()
    expect(demoStore.db.emailPreferences?.[ANDI]).toMatchObject({ approved: true, results: false })
  })

  it('offline, says it waits for the connection (not an endless "Saving…") and saves once back', async () => {
    const { user } = renderRoute('/innovation-award/participant', { as: ANDI })
    const dialog = await openProfile(user, /Andi Pratama/, 'Profile and e-mail notifications')
    const approved = await within(dialog).findByRole('checkbox', {
      name: 'An entry of your team approved',
    })
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    try {
      act(() => void window.dispatchEvent(new Event('offline')))
      await user.click(approved)
      await user.click(within(dialog).getByRole('button', { name: 'Save e-mail choices' }))
      expect(
        await within(dialog).findByRole('button', { name: /Waiting for the connection/ }),
      ).toBeDisabled()
      onLine.mockReturnValue(true)
      act(() => void window.dispatchEvent(new Event('online')))
      expect(await within(dialog).findByText('Your e-mail choices are saved.')).toBeInTheDocument()
      expect(demoStore.db.emailPreferences?.[ANDI]).toMatchObject({ approved: true })
    } finally {
      onLine.mockRestore()
    }
  })

  it('confirms with a toast a save that ends after the dialog was closed', async () => {
    const held = holdRequests('put', '/notification/email-preferences')
    const { user } = renderRoute('/innovation-award/participant', { as: ANDI })
    const dialog = await openProfile(user, /Andi Pratama/, 'Profile and e-mail notifications')
    await user.click(
      await within(dialog).findByRole('checkbox', { name: 'An entry of your team approved' }),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Save e-mail choices' }))
    await waitFor(() => expect(held.keys).toHaveLength(1))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    held.release()
    expect(await screen.findByText('Your e-mail choices are saved.')).toBeInTheDocument()
    expect(demoStore.db.emailPreferences?.[ANDI]).toMatchObject({ approved: true })
  })

  it('offers a judge the topics a judge is told of: assignments, results and periods', async () => {
    // The jury area is open in a scoring period.
    resetDemoData({ activeIndex: 1 })
    const { user } = renderRoute('/innovation-award/jury', { as: SEEDED.jury })
    const dialog = await openProfile(user, /Dewi Lestari/, 'Profile and e-mail notifications')
    await within(dialog).findByRole('checkbox', { name: /^Judging assignments/ })
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((box) => box.id),
    ).toEqual(['email-topic-assignments', 'email-topic-results', 'email-topic-periods'])
    // A judge has no proposal: the results are those of the phases they judged.
    expect(
      within(dialog).getByRole('checkbox', {
        name: 'Published results: of the phases you judged, and the winners',
      }),
    ).toBeInTheDocument()
  })

  it('offers the committee only what it is told of: entries and updates to review, a phase whose sheets are all in, questions, conflicts; only the phase and the conflicts on until chosen', async () => {
    const { user } = renderRoute('/innovation-award/commitee', { as: SEEDED.committee })
    const dialog = await openProfile(user, /Siti Rahmawati/, 'Profile and e-mail notifications')
    const submitted = await within(dialog).findByRole('checkbox', {
      name: 'An innovation update submitted by a team, ready for review',
    })
    expect(submitted).not.toBeChecked()
    expect(
      within(dialog).getByRole('checkbox', {
        name: 'An entry finalized by a team, ready for review',
      }),
    ).not.toBeChecked()
    expect(
      within(dialog).getByRole('checkbox', { name: 'A question asked to the committee' }),
    ).not.toBeChecked()
    expect(
      within(dialog).getByRole('checkbox', {
        name: 'A phase whose score sheets are all submitted: its results are complete',
      }),
    ).toBeChecked()
    expect(
      within(dialog).getByRole('checkbox', {
        name: "A judge's declared conflict of interest: a proposal that may need another judge",
      }),
    ).toBeChecked()
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((box) => box.id),
    ).toEqual([
      'email-topic-entrySubmissions',
      'email-topic-scoringDone',
      'email-topic-questions',
      'email-topic-conflicts',
      'email-topic-updateSubmissions',
    ])
  })

  it('shows the language the account remembers, named as the switch names it, and follows the switch', async () => {
    demoStore.mutate((db) => {
      db.languages = { ...db.languages, [ANDI]: 'id' }
    })
    const { user } = renderRoute('/innovation-award/participant', { as: ANDI })
    // The account's language wins at sign-in: the menu reads in Indonesian.
    let dialog = await openProfile(user, /Andi Pratama/, 'Profil dan notifikasi e-mail')
    const term = within(dialog).getByText('Bahasa', { selector: 'dt' })
    expect(term.nextElementSibling).toHaveTextContent(/^Bahasa Indonesia/)
    expect(within(dialog).getByText('Bahasa Indonesia')).toHaveAttribute('lang', 'id')
    await user.click(within(dialog).getAllByRole('button', { name: 'Tutup' })[0]!)

    await user.click(screen.getByRole('link', { name: 'English' }))
    await waitFor(() => expect(demoStore.db.languages?.[ANDI]).toBe('en'))
    dialog = await openProfile(user, /Andi Pratama/, 'Profile and e-mail notifications')
    const language = within(dialog).getByText('Language', { selector: 'dt' }).nextElementSibling
    await waitFor(() => expect(language).toHaveTextContent(/^English/))
    expect(within(dialog).getByText('English')).toHaveAttribute('lang', 'en')
  })

  it('reads in Bahasa Indonesia', async () => {
    const { user } = renderRoute('/innovation-award/participant', { as: ANDI })
    await screen.findByRole('button', { name: /Andi Pratama/ })
    await act(() => activateLanguage('id'))
    const dialog = await openProfile(user, /Andi Pratama/, 'Profil dan notifikasi e-mail')
    expect(
      await within(dialog).findByRole('checkbox', { name: 'Formulir tim Anda disetujui' }),
    ).not.toBeChecked()
    expect(
      within(dialog).getByRole('button', { name: 'Simpan pilihan e-mail' }),
    ).toBeInTheDocument()
  })
})

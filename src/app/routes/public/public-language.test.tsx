import { act, screen, waitFor, within } from '@testing-library/react'
import { delay, http } from 'msw'
import { SEEDED } from '@/demo/db/seed'
import { paths } from '@/config/paths'
import { LANGUAGE_STORAGE_KEY } from '@/i18n/choice'
import { call } from '@/testing/demo-call'
import { renderRoute } from '@/testing/test-utils'
import { server } from '@/testing/demo-server'
import { activateLanguage } from '@/i18n'

const languageSwitch = () => screen.getByRole('navigation', { name: /^(Language|Bahasa)$/ })

describe('the signed-out pages in Bahasa Indonesia (requirements R17)', () => {
  it('switches the sign-in page at once, remembers the choice on this device, and words a failed sign-in in it', async () => {
    const { user, adapter } = renderRoute(paths.login.to(), { as: null })
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument()
    expect(within(languageSwitch()).getByRole('link', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'true',
    )

    await user.click(within(languageSwitch()).getByRole('link', { name: 'Bahasa Indonesia' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Masuk' })).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('id')
    // The page title's route name follows: `<prefix> - <route name>`.
    await waitFor(() => expect(document.title).toBe('Innovation Award - Masuk'))
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('id')
    const link = within(languageSwitch()).getByRole('link', { name: 'Bahasa Indonesia' })
    expect(link).toHaveAttribute('aria-current', 'true')
    expect(link).toHaveAttribute('lang', 'id')

    adapter.login = async () => {
      throw new Error('popup closed')
    }
    await user.click(screen.getByRole('button', { name: 'Masuk dengan akun kerja Anda' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Proses masuk tidak selesai.')
  })

  it('keeps what a person typed when they switch language in the middle of the form', async () => {
    const { user } = renderRoute('/registration', { as: SEEDED.unregistered })
    const phone = await screen.findByLabelText('Phone')
    await user.type(phone, '0812 3456 7890')
    await user.click(within(languageSwitch()).getByRole('link', { name: 'Bahasa Indonesia' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pendaftaran' }),
    ).toBeInTheDocument()
    expect(screen.getByDisplayValue('0812 3456 7890')).toBe(phone)
    expect(screen.getByDisplayValue('Nadia Putri')).toBeInTheDocument()
  })
})

describe('the account’s language (requirements R17.2)', () => {
  it('is shown once the person is signed in, over this device’s, and this device remembers it', async () => {
    await call(SEEDED.committee, 'PUT', '/auth/language', { language: 'id' })
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en')
    renderRoute(paths.landing.to(), { as: SEEDED.committee })
    expect(await screen.findByText(/^Masuk sebagai/)).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('id')
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('id')
  })

  it('is, for an account that never chose one, the language its person reads: their e-mails follow it', async () => {
    expect((await call(SEEDED.committee, 'GET', '/auth')).body.value.language ?? null).toBeNull()
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en')
    renderRoute(paths.landing.to(), { as: SEEDED.committee })
    expect(await screen.findByText(/^Signed in as/)).toBeInTheDocument()
    await waitFor(async () =>
      expect((await call(SEEDED.committee, 'GET', '/auth')).body.value.language).toBe('en'),
    )
  })

  it('is not turned back by its own earlier save, read back while the person chose again', async () => {
    // Each save reaches the server late, Indonesian later still.
    let idSaved = false
    let enSent = false
    server.use(
      http.put('*/api/auth/language', async ({ request }) => {
        const { language } = (await request.clone().json()) as { language: string }
        if (language === 'en') enSent = true
        await delay(language === 'id' ? 1200 : 300)
        if (language === 'id') idSaved = true
        return undefined
      }),
    )
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en')
    const { queryClient } = renderRoute(paths.landing.to(), { as: SEEDED.committee })
    expect(await screen.findByText(/^Signed in as/)).toBeInTheDocument()
    // The account is taking English, the language read here; the person chooses Indonesian meanwhile.
    await waitFor(() => expect(enSent).toBe(true))
    await act(() => activateLanguage('id'))
    await waitFor(async () =>
      expect((await call(SEEDED.committee, 'GET', '/auth')).body.value.language).toBe('en'),
    )
    // The account is read again before Indonesian is saved: it says English, this device's own
    // earlier save, which does not turn the person's choice back.
    await act(() => queryClient.invalidateQueries({ queryKey: ['auth'] }))
    await act(() => delay(100))
    expect(screen.getByText(/^Masuk sebagai/)).toBeInTheDocument()
    await waitFor(() => expect(idSaved).toBe(true), { timeout: 5000 })
    await waitFor(async () =>
      expect((await call(SEEDED.committee, 'GET', '/auth')).body.value.language).toBe('id'),
    )
    expect(screen.getByText(/^Masuk sebagai/)).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('id')
  })

  it('is saved for the account when the person chooses one', async () => {
    const { user } = renderRoute(paths.landing.to(), { as: SEEDED.committee })
    expect(await screen.findByText(/^Signed in as/)).toBeInTheDocument()
    await user.click(within(languageSwitch()).getByRole('link', { name: 'Bahasa Indonesia' }))
    expect(await screen.findByText(/^Masuk sebagai/)).toBeInTheDocument()
    await waitFor(async () =>
      expect((await call(SEEDED.committee, 'GET', '/auth')).body.value.language).toBe('id'),
    )
    // Choosing again on this device updates the account again: the person's last choice holds.
    await user.click(within(languageSwitch()).getByRole('link', { name: 'English' }))
    expect(await screen.findByText(/^Signed in as/)).toBeInTheDocument()
    await waitFor(async () =>
      expect((await call(SEEDED.committee, 'GET', '/auth')).body.value.language).toBe('en'),
    )
    expect(document.documentElement.lang).toBe('en')
  })
})

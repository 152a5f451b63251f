import { act, screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { SEEDED } from '@/demo/db/seed'
import { paths } from '@/config/paths'
import { chooseLanguage, LANGUAGE_ACCOUNT_KEY, LANGUAGE_STORAGE_KEY } from '@/i18n/choice'
import { call } from '@/testing/demo-call'
import { accountOf, renderRoute } from '@/testing/test-utils'
import { server } from '@/testing/demo-server'

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
    // The sizes' table names its two columns apart in Indonesian too.
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Ukuran', 'Panjang x lebar'])
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

  it('on a shared device, is not the last person’s: an account without a language gets the browser’s, not the language another account chose here', async () => {
    // Agus chose Bahasa Indonesia on this computer and signed out; Dewi's account keeps no language.
    await call(SEEDED.jury2, 'PUT', '/auth/language', { language: 'id' })
    await act(() => chooseLanguage('id', accountOf(SEEDED.jury2)))
    expect(window.localStorage.getItem(LANGUAGE_ACCOUNT_KEY)).toBe(accountOf(SEEDED.jury2))
    expect((await call(SEEDED.jury, 'GET', '/auth')).body.value.language ?? null).toBeNull()
    renderRoute(paths.landing.to(), { as: SEEDED.jury })
    // The browser prefers English (jsdom's en-US).
    expect(await screen.findByText(/^Signed in as/)).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('en')
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull()
    // What is shown for her was not her choice: her account is not given it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)))
    expect((await call(SEEDED.jury, 'GET', '/auth')).body.value.language ?? null).toBeNull()
  })

  it('a language chosen signed out, before signing in, stays for an account without one', async () => {
    await act(() => chooseLanguage('id'))
    renderRoute(paths.landing.to(), { as: SEEDED.jury })
    expect(await screen.findByText(/^Masuk sebagai/)).toBeInTheDocument()
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)))
    expect(screen.getByText(/^Masuk sebagai/)).toBeInTheDocument()
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('id')
  })

  it('is saved for the account when the person chooses one', async () => {
    const { user } = renderRoute(paths.landing.to(), { as: SEEDED.committee })
    expect(await screen.findByText(/^Signed in as/)).toBeInTheDocument()
    await user.click(within(languageSwitch()).getByRole('link', { name: 'Bahasa Indonesia' }))
    expect(await screen.findByText(/^Masuk sebagai/)).toBeInTheDocument()
    await waitFor(async () =>
      expect((await call(SEEDED.committee, 'GET', '/auth')).body.value.language).toBe('id'),
    )
    // This device's language is now this account's.
    expect(window.localStorage.getItem(LANGUAGE_ACCOUNT_KEY)).toBe(accountOf(SEEDED.committee))
    // Choosing again on this device updates the account again: the person's last choice holds.
    await user.click(within(languageSwitch()).getByRole('link', { name: 'English' }))
    expect(await screen.findByText(/^Signed in as/)).toBeInTheDocument()
    await waitFor(async () =>
      expect((await call(SEEDED.committee, 'GET', '/auth')).body.value.language).toBe('en'),
    )
    expect(document.documentElement.lang).toBe('en')
  })

  it('keeps the last of two quick choices, whatever order the server would have taken them in', async () => {
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    let idArrived = false
    const order: string[] = []
    server.use(
      http.put('*/api/auth/language', async ({ request }) => {
        const { language } = (await request.clone().json()) as { language: string }
        order.push(language)
        if (language === 'id') {
          idArrived = true
          await held
        }
        return undefined
      }),
    )
    const { user } = renderRoute(paths.landing.to(), { as: SEEDED.committee })
    expect(await screen.findByText(/^Signed in as/)).toBeInTheDocument()
    await user.click(within(languageSwitch()).getByRole('link', { name: 'Bahasa Indonesia' }))
    await waitFor(() => expect(idArrived).toBe(true))
    // Changed their mind while the first is on its way: English goes after it, not beside it.
    await user.click(within(languageSwitch()).getByRole('link', { name: 'English' }))
    expect(await screen.findByText(/^Signed in as/)).toBeInTheDocument()
    expect(order).toEqual(['id'])
    release()
    await waitFor(() => expect(order).toEqual(['id', 'en']))
    await waitFor(async () =>
      expect((await call(SEEDED.committee, 'GET', '/auth')).body.value.language).toBe('en'),
    )
    expect(document.documentElement.lang).toBe('en')
  })
})

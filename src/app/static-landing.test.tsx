import { screen, within } from '@testing-library/react'
import { staticLandingHtml, staticLandingScript } from '@/app/static-landing'
import { STATIC_LANDING_ID } from '@/app/static-landing-paint'
import { currentYear } from '@/lib/current-year'
import { createSeed } from '@/demo/db/seed'

/** Puts the built page's #root content in the document and runs the landing's script after it, as the browser does while parsing. */
async function openPage(address: string, year = currentYear()): Promise<HTMLElement> {
  window.history.replaceState(null, '', address)
  document.body.innerHTML = `<div id="root">${await staticLandingHtml(year)}</div>`
  const script = document.createElement('script')
  script.textContent = staticLandingScript(year)
  document.body.append(script)
  return document.getElementById(STATIC_LANDING_ID)!
}

afterEach(() => {
  document.body.innerHTML = ''
  window.localStorage.clear()
  window.history.replaceState(null, '', '/')
})

describe('the signed-out landing written into index.html', () => {
  it('shows the landing with a sign-in link to /login to a signed-out visitor of /', async () => {
    const landing = await openPage('/')
    expect(landing).toBeVisible()
    expect(screen.getByRole('heading', { level: 1, name: 'Innovation Award' })).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { level: 2, name: `Timeline ${currentYear()}` }),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sign in with your work account' })).toHaveAttribute(
      'href',
      '/login?start=1',
    )
    const steps = within(landing.querySelector('ol')!).getAllByRole('listitem')
    // The same six periods, with the same names, as the timeline of a signed-in person (the demo's year under way).
    const { periods } = createSeed()
    const thisYear = String(Math.max(...periods.map((p) => Number(p.year))))
    expect(steps.map((step) => step.textContent)).toEqual(
      periods.filter((p) => p.year === thisYear).map((p) => p.description),
    )
    expect(steps).toHaveLength(6)
  })

  it('carries no configuration (each site reads its own at start): the product’s name, the guides named without addresses', async () => {
    const landing = await openPage('/')
    expect(within(landing).getByRole('heading', { level: 1 })).toHaveTextContent('Innovation Award')
    expect(within(landing).getByText('Poster template')).toBeInTheDocument()
    expect(within(landing).queryAllByRole('link', { name: /rubrics|template/ })).toEqual([])
    expect(landing.innerHTML).not.toContain('demo-files')
  })

  it('stays hidden on every other address: another screen, a year asked for, a sign-in redirect returning', async () => {
    for (const address of [
      '/login',
      '/test',
      '/innovation-award/commitee',
      '/?year=2025',
      '/#code=abc&state=s',
      '/?code=abc&state=s',
    ]) {
      expect(await openPage(address), address).not.toBeVisible()
    }
  })

  it('has no inline script or style attribute, which a strict Content-Security-Policy would refuse', async () => {
    const html = await staticLandingHtml()
    expect(html).not.toMatch(/<script/i)
    expect(html).not.toMatch(/\sstyle=/i)
  })

  it('stays hidden when an account may be signed in (MSAL’s cache holds one)', async () => {
    window.localStorage.setItem('msal.account.keys', JSON.stringify(['home-account-id']))
    expect(await openPage('/')).not.toBeVisible()
    window.localStorage.setItem('msal.account.keys', '[]')
    expect(await openPage('/')).toBeVisible()
  })

  it('is written in both languages; the page keeps the one the browser prefers, marked with it', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['id-ID', 'en-US'])
    const landing = await openPage('/')
    expect(landing).toBeVisible()
    expect(document.documentElement.lang).toBe('id')
    expect(landing.querySelectorAll('[lang]')).toHaveLength(3)
    expect(landing.firstElementChild).toHaveAttribute('lang', 'id')
    expect(
      screen.getByRole('heading', { level: 2, name: `Lini masa ${currentYear()}` }),
    ).toBeVisible()
    expect(screen.getByRole('button', { name: 'Masuk dengan akun kerja Anda' })).toHaveAttribute(
      'href',
      '/login?start=1',
    )
    expect(screen.queryByText('Categories')).not.toBeInTheDocument()
    // Its switch names each language in itself and leads to the same page in the other language.
    const switcher = screen.getByRole('navigation', { name: 'Bahasa' })
    expect(within(switcher).getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '?lang=en',
    )
    expect(within(switcher).getByRole('link', { name: 'English' })).toHaveAttribute('lang', 'en')
  })

  it('keeps the language chosen on this device over the browser’s, and remembers one chosen with ?lang=', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['id-ID'])
    window.localStorage.setItem('language', 'en')
    await openPage('/')
    expect(document.documentElement.lang).toBe('en')
    expect(screen.getByRole('heading', { level: 2, name: 'Categories' })).toBeVisible()

    window.localStorage.clear()
    // The device's language was another account's (it chose it signed in, then signed out).
    window.localStorage.setItem('language', 'en')
    window.localStorage.setItem('language-account', 'home-someone-else')
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US'])
    const landing = await openPage('/?lang=id')
    expect(landing).toBeVisible()
    expect(window.location.search).toBe('')
    expect(window.localStorage.getItem('language')).toBe('id')
    // Chosen here, signed out: nobody's account's, so whoever signs in next keeps it.
    expect(window.localStorage.getItem('language-account')).toBeNull()
    expect(screen.getByRole('heading', { level: 2, name: 'Kategori' })).toBeVisible()
  })

  it('stays hidden in a later year than the one it was built in (the app shows the right year)', async () => {
    expect(await openPage('/', currentYear() - 1)).not.toBeVisible()
  })
})

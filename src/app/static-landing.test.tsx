import { screen, within } from '@testing-library/react'
import { staticLandingHtml, staticLandingScript } from '@/app/static-landing'
import { STATIC_LANDING_ID } from '@/app/static-landing-paint'
import { currentYear } from '@/lib/current-year'
import { createSeed } from '@/demo/db/seed'

/** Puts the built page's #root content in the document and runs the landing's script after it, as the browser does while parsing. */
function openPage(address: string, year = currentYear()): HTMLElement {
  window.history.replaceState(null, '', address)
  document.body.innerHTML = `<div id="root">${staticLandingHtml(year)}</div>`
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
  it('shows the landing with a sign-in link to /login to a signed-out visitor of /', () => {
    const landing = openPage('/')
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

  it('carries no configuration (each site reads its own at start): the product’s name, the guides named without addresses', () => {
    const landing = openPage('/')
    expect(within(landing).getByRole('heading', { level: 1 })).toHaveTextContent('Innovation Award')
    expect(within(landing).getByText('Poster template')).toBeInTheDocument()
    expect(within(landing).queryAllByRole('link', { name: /rubrics|template/ })).toEqual([])
    expect(landing.innerHTML).not.toContain('demo-files')
  })

  it('stays hidden on every other address: another screen, a year asked for, a sign-in redirect returning', () => {
    for (const address of [
      '/login',
      '/test',
      '/innovation-award/commitee',
      '/?year=2025',
      '/#code=abc&state=s',
      '/?code=abc&state=s',
    ]) {
      expect(openPage(address), address).not.toBeVisible()
    }
  })

  it('has no inline script or style attribute, which a strict Content-Security-Policy would refuse', () => {
    const html = staticLandingHtml()
    expect(html).not.toMatch(/<script/i)
    expect(html).not.toMatch(/\sstyle=/i)
  })

  it('stays hidden when an account may be signed in (MSAL’s cache holds one)', () => {
    window.localStorage.setItem('msal.account.keys', JSON.stringify(['home-account-id']))
    expect(openPage('/')).not.toBeVisible()
    window.localStorage.setItem('msal.account.keys', '[]')
    expect(openPage('/')).toBeVisible()
  })

  it('stays hidden in a later year than the one it was built in (the app shows the right year)', () => {
    expect(openPage('/', currentYear() - 1)).not.toBeVisible()
  })
})

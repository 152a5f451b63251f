import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations, newContext, resetDemo, setUpBrowser, signIn } from './browser'

setUpBrowser(0, { each: true })

describe('sign-in through the real redirect flow', () => {
  it.each([
    ['Siti Rahmawati', 'Committee', '/innovation-award/commitee', 'Committee'],
    ['Andi Pratama', 'Participant', '/innovation-award/participant', 'Participant'],
  ])('%s (%s) lands on their home', async (person, role, home, heading) => {
    const context = await newContext()
    const page = await context.newPage()
    await signIn(page, person, role)
    await page.waitForURL(`**${home}`)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(heading)
    expect(await page.title()).toBe(`Innovation Award - ${heading}`)
    await expectNoAxeViolations(page, `${role} home`)
    await context.close()
  })

  it('a jury member lands on the jury home during a jury period', async () => {
    await resetDemo(1)
    const context = await newContext()
    const page = await context.newPage()
    await signIn(page, 'Dewi Lestari', 'Jury')
    await page.waitForURL('**/innovation-award/jury')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Jury')
    await expectNoAxeViolations(page, 'jury home')
    await context.close()
  })

  it('a person not yet registered is taken to registration', async () => {
    const context = await newContext()
    const page = await context.newPage()
    await signIn(page, 'Nadia Putri', 'Not registered')
    await page.waitForURL('**/registration')
    await context.close()
  })

  it('a committee link followed while signed out returns there after sign-in', async () => {
    const context = await newContext()
    const page = await context.newPage()
    await page.goto('/innovation-award/commitee?year=2026')
    await page.waitForURL('**/login?r=*')
    await page.getByRole('button', { name: 'Sign in with your work account' }).click()
    await page.getByRole('button', { name: /Siti Rahmawati.*Committee/ }).click()
    await page.waitForURL('**/innovation-award/commitee?year=2026')
    await context.close()
  })

  it('signing out goes through the identity provider and forgets the user', async () => {
    const context = await newContext()
    const page = await context.newPage()
    await signIn(page, 'Siti Rahmawati', 'Committee')
    await page.getByRole('button', { name: /Siti Rahmawati/ }).click()
    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.waitForURL((url) => url.pathname === '/' && !url.hash)
    await expect
      .poll(() => page.getByRole('button', { name: 'Sign in with your work account' }).isVisible())
      .toBe(true)
    const keys = await page.evaluate(() =>
      Object.keys(window.localStorage).filter((k) => k.includes('msal.') && k.includes('account')),
    )
    expect(keys.filter((k) => !k.endsWith('.version'))).toEqual([])
    await page.goto('/innovation-award/participant')
    await page.waitForURL((url) => url.pathname === '/login')
    await context.close()
  })

  it('an API 401 sends the person to /login', async () => {
    const context = await newContext()
    const page = await context.newPage()
    await signIn(page, 'Andi Pratama', 'Participant')
    await page.route('**/api/**', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/problem+json',
        body: '{"title":"Unauthorized","status":401}',
      }),
    )
    await page.goto('/innovation-award/participant')
    await page.waitForURL('**/login')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign in')
    await context.close()
  })
})

describe('public pages', () => {
  it('landing and sign-in pages pass axe, on a phone too', async () => {
    const context = await newContext({ phone: true })
    const page = await context.newPage()
    await page.goto('/')
    await expect
      .poll(() => page.getByRole('heading', { name: 'Categories' }).isVisible())
      .toBe(true)
    await expectNoAxeViolations(page, 'landing')
    await page.goto('/login')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign in')
    await expectNoAxeViolations(page, 'login')
    await page.getByRole('button', { name: 'Sign in with your work account' }).click()
    await page.waitForURL(/\/demo-idp\/authorize/)
    await expectNoAxeViolations(page, 'demo identity provider')
    await context.close()
  })

  it('the landing paints from the page itself before the app’s code has arrived, only on /, and its sign-in starts the sign-in in one click', async () => {
    const context = await newContext({ phone: true })
    const page = await context.newPage()
    // The app's code is held back: what shows comes from index.html, its stylesheet and the landing's
    // own small script (the check that shows it) alone.
    const appCode = /\/assets\/(?!static-landing-)[^/]+\.js$/
    await page.route(appCode, () => undefined)
    await page.goto('/login', { waitUntil: 'commit' })
    await page.locator('#static-landing').waitFor({ state: 'attached' })
    expect(await page.getByRole('heading', { name: 'Categories' }).isVisible()).toBe(false)
    await page.goto('/', { waitUntil: 'commit' })
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Innovation Award' }).isVisible())
      .toBe(true)
    await expect
      .poll(() => page.getByRole('heading', { name: 'Categories' }).isVisible())
      .toBe(true)
    // A click before the app has started is not lost, and it is the only click: it opens the sign-in
    // page, where the app takes over and starts the sign-in at once. The code is let through only
    // after the click (letting it through before races the click against the app starting on "/",
    // whose own button signs in at once).
    await page.getByRole('button', { name: 'Sign in with your work account' }).click()
    await page.waitForURL('**/login?start=1', { waitUntil: 'commit' })
    await page.unroute(appCode)
    await page.waitForURL(/\/demo-idp\/authorize/)
    await context.close()
  })
})

describe('offline', () => {
  it('a reload while offline still shows the app', async () => {
    const context = await newContext()
    const page = await context.newPage()
    await page.goto('/')
    // The first visit installs the worker, which then takes control of the page (clientsClaim).
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, {
      timeout: 30_000,
    })
    await context.setOffline(true)
    await page.reload()
    await expect
      .poll(() => page.getByRole('heading', { name: 'Categories' }).isVisible())
      .toBe(true)
    await context.close()
  })
})

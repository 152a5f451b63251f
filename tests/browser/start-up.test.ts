import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { newContext, setUpBrowser, signIn } from './browser'

setUpBrowser(0)

/** The built script that holds `source` (a module of src/), read from the build's source maps. */
function scriptOf(source: string): RegExp {
  const maps = join(process.cwd(), 'dist-maps', 'assets')
  const file = readdirSync(maps).find(
    (name) =>
      name.endsWith('.js.map') &&
      (JSON.parse(readFileSync(join(maps, name), 'utf8')) as { sources: string[] }).sources.some(
        (s) => s.endsWith(source),
      ),
  )
  if (!file) throw new Error(`No built script holds ${source} (build the app first)`)
  return new RegExp(`/assets/${file.replace(/\.map$/, '').replace(/[.$]/g, '\\$&')}$`)
}

/** Counts the page's layout shifts from its first paint on (none caused by the person). */
async function countLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Shift = { value: number; hadRecentInput: boolean }
    const state = window as unknown as { layoutShift: () => number }
    let total = 0
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as unknown as Shift[])
        if (!entry.hadRecentInput) total += entry.value
    }
    const observer = new PerformanceObserver((list) => add(list.getEntries()))
    observer.observe({ type: 'layout-shift', buffered: true })
    // The shifts not yet handed to the observer count too.
    state.layoutShift = () => {
      add(observer.takeRecords())
      return total
    }
  })
}

const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShift: () => number }).layoutShift())

/** Resolves once the screen shows no loading line any more. */
const loaded = (page: Page) =>
  expect.poll(() => page.locator('main [role="status"] .spinner-border').count()).toBe(0)

describe('a signed-in person opening their screen', () => {
  it('asks for the screen’s code while the sign-in client’s code is still on its way', async () => {
    const context = await newContext({ phone: true, serviceWorkers: 'block' })
    const page = await context.newPage()
    await signIn(page, 'Andi Pratama', 'Participant')
    await page.waitForURL('**/innovation-award/participant')

    // MSAL's code is held back until the home's code, the code that asks for the guard's answers
    // and the code that follows the account's language have been asked for (or, without that, for
    // long enough to tell: they would then only be asked for after MSAL had started).
    const wanted = {
      home: scriptOf('src/app/routes/participant/home.tsx'),
      'session ahead': scriptOf('src/app/session-ahead.ts'),
      'account language': scriptOf('src/features/auth/account-language.tsx'),
    }
    let allAsked = () => undefined as void
    const asked = new Promise<void>((resolve) => (allAsked = resolve))
    const order: string[] = []
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      for (const [name, script] of Object.entries(wanted)) {
        if (script.test(path) && !order.includes(name)) order.push(name)
      }
      if (Object.keys(wanted).every((name) => order.includes(name))) allAsked()
    })
    await page.route(/\/assets\/msal-[^/]+\.js$/, async (route) => {
      await Promise.race([asked, new Promise((resolve) => setTimeout(resolve, 20_000))])
      order.push('msal')
      await route.continue()
    })
    await page.reload()
    await expect.poll(() => order.includes('msal'), { timeout: 60_000 }).toBe(true)
    expect(order.slice(0, order.indexOf('msal')).sort()).toEqual(Object.keys(wanted).sort())
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Participant' }).isVisible())
      .toBe(true)
    await context.close()
  })

  it('shows the loading line while the sign-in client’s code is still on its way', async () => {
    const context = await newContext({ phone: true, serviceWorkers: 'block' })
    const page = await context.newPage()
    await signIn(page, 'Andi Pratama', 'Participant')
    await page.waitForURL('**/innovation-award/participant')

    // MSAL's code is held back until the test has seen the page (a slow network's minute).
    let release = () => undefined as void
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/msal-[^/]+\.js$/, async (route) => {
      await released
      await route.continue()
    })
    await page.reload()
    const loading = page.getByRole('status').filter({ hasText: 'Loading…' })
    await expect.poll(() => loading.isVisible(), { timeout: 60_000 }).toBe(true)
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(0)
    release()
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Participant' }).isVisible())
      .toBe(true)
    await context.close()
  })

  it('asks for the user and the event while the screen’s messages are still on their way', async () => {
    const context = await newContext({ phone: true, serviceWorkers: 'block' })
    const page = await context.newPage()
    await signIn(page, 'Andi Pratama', 'Participant')
    await page.waitForURL('**/innovation-award/participant')

    // The interface's messages are held back until both answers have been asked for (or, without
    // that, for long enough to tell: the guard asks for them only once it has rendered, which
    // waits for the messages).
    const order: string[] = []
    let bothAsked = () => undefined as void
    const asked = new Promise<void>((resolve) => (bothAsked = resolve))
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (pathname === '/api/auth' || pathname === '/api/Event/Url/innovation-award') {
        order.push(pathname)
        if (order.length === 2) bothAsked()
      }
    })
    await page.route(/\/assets\/messages-en-[^/]+\.js$/, async (route) => {
      await Promise.race([asked, new Promise((resolve) => setTimeout(resolve, 20_000))])
      if (!order.includes('messages')) order.push('messages')
      await route.continue()
    })
    await page.reload()
    await expect.poll(() => order.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(3)
    expect(order.indexOf('messages')).toBe(2)
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Participant' }).isVisible())
      .toBe(true)
    await context.close()
  })

  it('registers the service worker once the screen has its answers, not while it waits for them', async () => {
    const context = await newContext({ phone: true })
    const page = await context.newPage()
    // The home's own list comes slowly, as on a poor network: the worker's precache (every file
    // of the app) must not start while the home still waits for it.
    let answered = false
    await page.route(/\/api\/proposal\/mine/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4_000))
      await route.continue()
      answered = true
    })
    const workerAsked: boolean[] = []
    context.on('request', (request) => {
      if (new URL(request.url()).pathname === '/sw.js') workerAsked.push(answered)
    })
    // Signing in from the area's address, as from a link in an e-mail (the landing, a page of its
    // own, registers the worker while the person reads it).
    await signIn(page, 'Andi Pratama', 'Participant', '/innovation-award/participant')
    await page.waitForURL('**/innovation-award/participant')
    await expect.poll(() => workerAsked.length, { timeout: 60_000 }).toBeGreaterThan(0)
    expect(workerAsked[0], 'the home had its list when the worker was asked for').toBe(true)
    await context.close()
  })

  it.each([
    ['Andi Pratama', 'Participant', '/innovation-award/participant', 'My proposals'],
    ['Siti Rahmawati', 'Committee', '/innovation-award/commitee/vote-result', 'People’s choice'],
  ])(
    '%s’s %s screen appears without moving under the reader (no layout shift), on a phone',
    async (person, role, path, lastSection) => {
      const context = await newContext({ phone: true, serviceWorkers: 'block' })
      const page = await context.newPage()
      await signIn(page, person, role, path)
      await countLayoutShifts(page)
      await page.goto(path)
      await expect
        .poll(() => page.getByRole('heading', { name: lastSection }).isVisible())
        .toBe(true)
      await loaded(page)
      expect(await layoutShift(page)).toBeLessThan(0.01)
      await context.close()
    },
  )
})

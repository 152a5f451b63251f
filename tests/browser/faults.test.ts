import type { BrowserContext, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { isPassthroughPath, paths } from '../../src/config/paths'
import { newContext, signIn, setUpBrowser } from './browser'
import {
  FAULTS,
  PEOPLE,
  routesWithSamples,
  screensByRole,
  type Fault,
  type Role,
} from './fault-screens'

/**
 * The fault matrix of requirements R15.2: every screen of requirements R2 (the route table's
 * samples, fault-screens.ts) under each fault of the API, in a real browser. One page per person
 * and fault; the screens are visited in it through the router, so the matrix stays fast on a busy
 * machine. On each screen: a clear message, never a blank page, and a click on the navigation leads
 * to another screen.
 */
const c = paths.committee
const p = paths.participant
const SCREENS = screensByRole()
const ROLES = (Object.keys(SCREENS) as Role[]).filter((role) => SCREENS[role].length > 0)

/**
 * Screens that ask the API nothing but the start calls (the user, event and periods): under a fault
 * they show as usual. Every other screen must say what became of its calls.
 */
const QUIET: Partial<Record<Role, string[]>> = {
  visitor: [paths.landing.to(), paths.login.to(), paths.test.to()],
  newcomer: [paths.registration.to()],
  // Forms that need no data: the text is kept on this device and sent when the person sends it
  // (what a fault does to that is the forms' test, faults-forms.test.ts).
  committee: [c.newProposal.to('team-05')],
  participant: [p.feedbackCreate.to()],
}
/** The sign-in flow's pages lead on by themselves: a click on them is not a visit of another screen. */
const SIGN_IN_FLOW = [paths.login.to(), paths.loginSpa.to()]

/** The calls a guard needs; faulting them is the "failed user check" case, tested on its own below. */
const isStartCall = (url: URL) =>
  url.pathname === '/api/auth' ||
  url.pathname.startsWith('/api/Event/') ||
  url.pathname === '/api/period'

const contexts: Partial<Record<Role, BrowserContext>> = {}

// A scoring period, so the jury area is open; participant and committee screens work in it too.
setUpBrowser(1)
beforeAll(async () => {
  for (const role of ROLES) {
    const context = await newContext()
    const person = PEOPLE[role]
    if (person) {
      const page = await context.newPage()
      await signIn(page, person[0], person[1])
      await page.close()
    }
    contexts[role] = context
  }
}, 180_000)

/** Client-side navigation through the app's router (no reload, so the fault stays in force). */
async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}

async function expectNotBlank(page: Page, where: string): Promise<void> {
  await expect
    .poll(async () => (await page.locator('#root').innerText()).trim().length, {
      message: `blank page at ${where}`,
      timeout: 15_000,
    })
    .toBeGreaterThan(20)
}

/** The screen says what became of its calls. */
async function expectFaultMessage(page: Page, message: RegExp, where: string): Promise<void> {
  // Time runs fast: the app's retry back-off and the still-waiting delay pass at once.
  await expect
    .poll(
      async () => {
        await page.clock.fastForward(2000)
        return page.locator('#root').innerText()
      },
      { timeout: 15_000, message: where },
    )
    .toMatch(message)
}

/** Sends every API call but the start calls into `fault`. */
async function applyFault(page: Page, fault: Fault): Promise<void> {
  await page.route('**/api/**', (route) => {
    if (isStartCall(new URL(route.request().url()))) return route.continue()
    return FAULTS[fault].apply(route)
  })
}

const pathOf = (page: Page) => new URL(page.url()).pathname

/**
 * A link to another year (the header's year steps, the timeline's, the past-year notice's way
 * back) shows the screen it is on in that year: it is not a link to another screen. It has to be
 * told apart by its year, not by its path: right after `go`, the address already names the next
 * screen while the router still loads it and the screen before is still shown, so the year steps
 * of the screen before would pass for links to another screen, and their address changes under
 * the click once the next screen shows.
 */
const changesYear = (page: Page, url: URL) =>
  url.searchParams.get('year') !== new URL(page.url()).searchParams.get('year')

/**
 * Clicks a visible link of the navigation (or, on a page without one, of the page) that leads to
 * another screen of the app, and checks that screen opens and is not blank.
 */
async function navigateAway(page: Page, where: string): Promise<void> {
  // One round trip: the visible links of each scope, read in the page.
  const findLink = async () => {
    const here = pathOf(page)
    for (const scope of ['#root nav a[href]', '#root a[href]']) {
      const hrefs = await page.locator(scope).evaluateAll((links) =>
        links
          .filter((link) => {
            const box = link.getBoundingClientRect()
            return (
              box.width > 0 && box.height > 0 && link.checkVisibility({ visibilityProperty: true })
            )
          })
          .map((link) => link.getAttribute('href') ?? ''),
      )
      const candidates = hrefs
        .filter((href) => href.startsWith('/'))
        .map((href) => ({ href, url: new URL(href, page.url()) }))
        .filter(
          ({ url }) =>
            url.pathname !== here &&
            !SIGN_IN_FLOW.includes(url.pathname) &&
            !isPassthroughPath(url.pathname) &&
            !changesYear(page, url),
        )
        .map(({ href, url }) => ({ href, path: url.pathname }))
      // The area's own screens first; the brand link to the landing when there is nothing else.
      const pick =
        candidates.find((candidate) => candidate.path !== paths.landing.to()) ?? candidates[0]
      if (pick) return { ...pick, scope }
    }
    return null
  }
  // The area's frame may still be checking access (the start calls are real and the machine busy).
  let chosen: Awaited<ReturnType<typeof findLink>> = null
  await expect
    .poll(async () => (chosen = await findLink()) !== null, {
      timeout: 15_000,
      message: `a link to another screen at ${where}`,
    })
    .toBe(true)
  // By its address, not its position: the screen may still re-render (a query settling) between
  // finding the link and clicking it, and a position would then name another element.
  await page.locator(`${chosen!.scope}[href="${chosen!.href}"]:visible`).first().click()
  await expect
    .poll(() => pathOf(page), {
      message: `the link to ${chosen!.path} at ${where}`,
      timeout: 15_000,
    })
    .toBe(chosen!.path)
  await expectNotBlank(page, `${chosen!.path}, reached from ${where}`)
}

it('covers every route of the table', () => {
  const missing = routesWithSamples()
    .filter(({ samples }) => samples.length === 0)
    .map(({ route }) => route)
  expect(missing).toEqual([])
})

describe.each(ROLES)('%s screens', (role) => {
  it.each(Object.keys(FAULTS) as Fault[])(
    'under "%s" never go blank, say what happened and keep the navigation working',
    async (fault) => {
      const { expect: message } = FAULTS[fault]
      const page = await contexts[role]!.newPage()
      await page.clock.install()
      await applyFault(page, fault)
      const [first, ...rest] = SCREENS[role]
      await page.goto(first!)
      for (const screen of [first!, ...rest]) {
        if (screen !== first) await go(page, screen)
        const where = `${screen} (${fault})`
        if (QUIET[role]?.includes(screen)) {
          await page.getByRole('heading', { level: 1 }).first().waitFor()
          await expectNotBlank(page, where)
        } else {
          await expectFaultMessage(page, message, where)
          await expectNotBlank(page, where)
        }
        if (fault === '401' && PEOPLE[role]) {
          // Requirements R8.1: a 401 sends the person to /login, which says why and offers to sign
          // in again; while the session has ended, every other screen that asks the API leads back
          // there.
          if (!QUIET[role]?.includes(screen)) {
            await expect
              .poll(() => pathOf(page), { message: where, timeout: 15_000 })
              .toBe(paths.login.to())
            await page.getByRole('button', { name: 'Sign in again' }).waitFor()
          }
          continue
        }
        await navigateAway(page, where)
      }
      await page.close()
    },
  )
})

describe('a past year under a fault', () => {
  // The demo has a timeline for this year and the year before it.
  const NOW = new Date().getFullYear()
  const PAST = NOW - 1
  const addressOf = (page: Page) => {
    const url = new URL(page.url())
    return `${url.pathname}${url.search}`
  }

  it.each(['500 problem', 'offline'] as const)(
    'under "%s" the year stays in the address through the menu, and the header changes it',
    async (fault) => {
      const page = await contexts.committee!.newPage()
      await page.clock.install()
      await applyFault(page, fault)
      const notice = page.getByText(`You are looking at ${PAST}, a past year.`)
      const header = page.getByRole('group', { name: 'Year shown' })

      // The address changes a moment before the screen it names is shown (the router loads its
      // code first), so each step waits for the screen's own heading and year before going on.
      const results = (year: number) =>
        page.getByText(`the people’s choice of ${year}.`, { exact: false })

      await page.goto(`${c.root.to()}?year=${PAST}`)
      await page.getByRole('heading', { level: 1, name: 'Committee' }).waitFor()
      await expectFaultMessage(page, FAULTS[fault].expect, `home in ${PAST} (${fault})`)
      await notice.waitFor()
      await expect.poll(() => header.innerText()).toContain(String(PAST))

      await page.getByRole('navigation').getByRole('link', { name: 'Results', exact: true }).click()
      await expect.poll(() => addressOf(page)).toBe(`${c.voteResult.to()}?year=${PAST}`)
      await results(PAST).waitFor()
      await expectFaultMessage(page, FAULTS[fault].expect, `results in ${PAST} (${fault})`)
      await notice.waitFor()
      await expect.poll(() => header.innerText()).toContain(String(PAST))

      await header.getByRole('link', { name: `Next year, ${NOW}` }).click()
      await expect.poll(() => addressOf(page)).toBe(c.voteResult.to())
      await results(NOW).waitFor()
      await notice.waitFor({ state: 'detached' })
      await expect.poll(() => header.innerText()).toContain(String(NOW))
      await page.close()
    },
  )
})

describe('a failed user check', () => {
  it.each([
    ['500 problem', FAULTS['500 problem']],
    ['500 html', FAULTS['500 html']],
  ] as const)(
    'under "%s" on every call lands on "/" that says why, without bouncing or a blank page',
    async (_, fault) => {
      const page = await contexts.committee!.newPage()
      await page.clock.install()
      await page.route('**/api/**', (route) => fault.apply(route))
      await page.goto(c.feedback.to())
      await page.waitForURL((url) => url.pathname === '/')
      await expect
        .poll(
          async () => {
            await page.clock.fastForward(2000)
            return page.locator('#root').innerText()
          },
          { timeout: 15_000 },
        )
        .toMatch(/Your account could not be loaded/)
      await expect.poll(() => page.locator('#root').innerText()).toMatch(fault.expect)
      expect(await page.getByRole('button', { name: 'Try again' }).first().isVisible()).toBe(true)
      // Stays put: no further redirect.
      await page.waitForTimeout(500)
      expect(new URL(page.url()).pathname).toBe('/')

      // The fault clears: Try again takes the person back to the screen they had opened.
      await page.unroute('**/api/**')
      await page.getByRole('button', { name: 'Try again' }).first().click()
      await page.waitForURL((url) => url.pathname === c.feedback.to())
      await page.getByRole('heading', { level: 1, name: 'Feedback' }).waitFor()
      await page.close()
    },
  )
})

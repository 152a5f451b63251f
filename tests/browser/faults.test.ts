import type { Browser, BrowserContext, Page, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paths } from '../../src/config/paths'
import { launch, newContext, resetDemo, signIn } from './browser'

/**
 * The fault matrix of issue 8: every screen of seed §2 (built from config/paths, the route table's
 * one source) under each fault of the API, in a real browser. One page load per role and fault;
 * the screens are then visited in that page through the router, so the matrix stays fast.
 */
const c = paths.committee
const j = paths.jury
const p = paths.participant
const uc = paths.updateCommittee
const up = paths.updateParticipant
const JURY_ID = 'c0a80001-0000-4000-8000-000000000011'

const SCREENS: Record<'committee' | 'jury' | 'participant', string[]> = {
  committee: [
    c.root.to(),
    c.proposals.to(1),
    c.proposals.to(2),
    c.proposalDetail.to(1, 'prop-101'),
    c.proposalScore.to('prop-101'),
    c.assignJudges.to(1),
    c.voteResult.to(),
    c.vote.to(),
    c.manageUser.to(),
    c.manageTeam.to(),
    c.report.to(),
    c.feedback.to(),
    c.feedbackDetail.to('fb-001'),
    c.activity.to(),
    uc.root.to(),
    uc.proposals.to(),
  ],
  jury: [j.root.to(), j.proposal.to('prop-101', 'jd-1'), j.score.to(1, JURY_ID)],
  participant: [
    p.root.to(),
    p.proposal.to('prop-101'),
    p.entry.to(1, 'prop-101'),
    p.view.to(1, 'prop-101'),
    p.gallery.to(),
    p.vote.to(),
    p.feedback.to(),
    p.feedbackDetail.to('fb-001'),
    up.root.to(),
  ],
}
const PEOPLE = { committee: ['Siti Rahmawati', 'Commitee'], jury: ['Dewi Lestari', 'Jury'], participant: ['Andi Pratama', 'Participant'] } as const

/** The calls a guard needs; faulting them is the "failed user check" case, tested on its own below. */
const isStartCall = (url: URL) => url.pathname === '/api/auth' || url.pathname.startsWith('/api/Event/') || url.pathname === '/api/period'

type Fault = '500 problem' | '500 html' | 'no answer' | 'malformed' | 'offline' | '401'
const FAULTS: Record<Fault, { apply: (route: Route) => Promise<void> | void; expect: RegExp }> = {
  '500 problem': {
    apply: (route) =>
      route.fulfill({ status: 500, contentType: 'application/problem+json', body: '{"title":"Boom","detail":"The database is down","status":500}' }),
    expect: /The database is down/,
  },
  '500 html': {
    apply: (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<!doctype html><html><body><h1>Internal Server Error</h1></body></html>' }),
    expect: /The server had a problem \(500\)/,
  },
  'no answer': { apply: () => undefined, expect: /Still waiting for the server…/ },
  malformed: {
    apply: (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"broken": ' }),
    expect: /not data|not an array|not understood|no body/,
  },
  offline: { apply: (route) => route.abort('internetdisconnected'), expect: /Cannot reach the server|kept from|You are offline/ },
  '401': {
    apply: (route) => route.fulfill({ status: 401, contentType: 'application/problem+json', body: '{"title":"Unauthorized","status":401}' }),
    expect: /Your session has ended/,
  },
}

let browser: Browser
const contexts: Partial<Record<keyof typeof SCREENS, BrowserContext>> = {}

beforeAll(async () => {
  // A scoring period, so the jury area is open; participant and committee screens work in it too.
  await resetDemo(1)
  browser = await launch()
  for (const role of Object.keys(SCREENS) as Array<keyof typeof SCREENS>) {
    const context = await newContext(browser)
    const page = await context.newPage()
    await signIn(page, PEOPLE[role][0], PEOPLE[role][1])
    await page.close()
    contexts[role] = context
  }
}, 120_000)

afterAll(async () => {
  await browser?.close()
})

/** Client-side navigation through the app's router (no reload, so the fault stays in force). */
async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}

async function expectNotBlank(page: Page, where: string): Promise<void> {
  const text = await page.locator('#root').innerText()
  expect(text.trim().length, `blank page at ${where}`).toBeGreaterThan(20)
}

describe.each(Object.keys(SCREENS) as Array<keyof typeof SCREENS>)('%s screens', (role) => {
  it.each(Object.keys(FAULTS) as Fault[])('under "%s" never go blank, say what happened and keep the navigation', async (fault) => {
    const { apply, expect: message } = FAULTS[fault]
    const page = await contexts[role]!.newPage()
    await page.clock.install()
    await page.route('**/api/**', (route) => {
      if (isStartCall(new URL(route.request().url()))) return route.continue()
      return apply(route)
    })
    const [first, ...rest] = SCREENS[role]
    await page.goto(first!)
    for (const screen of [first!, ...rest]) {
      if (screen !== first) await go(page, screen)
      // Time runs fast: the app's retry back-off and the still-waiting delay pass at once.
      await expect
        .poll(
          async () => {
            await page.clock.fastForward(2000)
            return page.locator('#root').innerText()
          },
          { timeout: 10_000, message: `${fault} at ${screen}` },
        )
        .toMatch(message)
      await expectNotBlank(page, screen)
      if (fault === '401') {
        await expect.poll(() => new URL(page.url()).pathname).toBe('/login')
      } else {
        // The area's navigation is there and usable (its home link leads somewhere).
        const home = page.getByRole('navigation').getByRole('link').first()
        await expect.poll(() => home.isVisible(), { message: `navigation at ${screen} (${fault})` }).toBe(true)
      }
    }
    await page.close()
  })
})

describe('a failed user check', () => {
  it.each([
    ['500 problem', FAULTS['500 problem']],
    ['500 html', FAULTS['500 html']],
  ] as const)('under "%s" on every call lands on "/" that says why, without bouncing or a blank page', async (_, fault) => {
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

    await page.unroute('**/api/**')
    await page.getByRole('button', { name: 'Try again' }).first().click()
    await page.getByRole('link', { name: 'Continue where you were' }).click()
    await page.waitForURL((url) => url.pathname === c.feedback.to())
    await page.close()
  })
})

describe('a form under a fault', () => {
  it('keeps every character typed while saves fail and sends it once the fault clears', async () => {
    const page = await contexts.participant!.newPage()
    let failing = true
    await page.route('**/api/feedback**', (route) => (failing && route.request().method() !== 'GET' ? FAULTS['500 problem'].apply(route) : route.continue()))
    await page.goto(p.feedbackCreate.to())
    const subject = 'Fault matrix: a question typed while the server failed'
    await page.getByLabel('Subject').fill(subject)
    await page.getByLabel('Your question or feedback').fill('Every character of this must reach the committee.')
    await page.getByRole('button', { name: 'Send to the committee' }).click()
    await expect.poll(() => page.locator('#root').innerText()).toMatch(/The database is down/)
    // A reload does not lose it either.
    await page.reload()
    await expect.poll(() => page.getByLabel('Subject').inputValue()).toBe(subject)
    await expect.poll(() => page.getByLabel('Your question or feedback').inputValue()).toBe('Every character of this must reach the committee.')
    failing = false
    await page.getByRole('button', { name: 'Send to the committee' }).click()
    await page.waitForURL((url) => /\/participant\/feedback\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith('/create'))
    await expect.poll(() => page.locator('#root').innerText()).toMatch(/Every character of this must reach the committee\./)
    await page.close()
  })
})

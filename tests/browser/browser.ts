import AxeBuilder from '@axe-core/playwright'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest'
import { textIn, type Language } from './messages'

/** The server of this test worker (global-setup starts one per worker; VITEST_POOL_ID is 1-based). */
export const baseUrl = (): string => {
  const urls = inject('baseUrls')
  return urls[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % urls.length]!
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

let fileBrowser: Browser | undefined

/**
 * What the Content-Security-Policy refused in any page, frame or worker of this file's contexts since
 * the last check: the page's `securitypolicyviolation` events (reported through a binding every
 * context gets), and Chromium's console errors about the policy (for what raises no event).
 */
const cspViolations: string[] = []
const CSP_BINDING = '__reportCspViolation'

/** The violations recorded since the last check, now taken (a test that provokes one on purpose). */
export const takeCspViolations = (): string[] => cspViolations.splice(0)

function expectNoCspViolations(): void {
  expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([])
}

/**
 * What the demo server saw since the last check that its OpenAPI document does not allow: a request
 * the app sent or an answer the demo gave (the server checks every one, DEMO_CONTRACT_CHECK).
 */
export async function takeContractDifferences(): Promise<string[]> {
  const response = await fetch(`${baseUrl()}/demo-admin/contract-differences`, { method: 'POST' })
  const found = (await response.json()) as { checked: boolean; differences: string[] }
  expect(found.checked, 'the demo server checks the API against its document').toBe(true)
  return found.differences
}

async function expectNoContractDifferences(): Promise<void> {
  expect(await takeContractDifferences(), 'differences from the OpenAPI document').toEqual([])
}

/**
 * Every browser test file opens with this: the demo data reset to an active period (before the file,
 * or before each test with `each`), Chromium launched for the file and closed after it. A test fails
 * when anything it did was refused by the Content-Security-Policy.
 */
export function setUpBrowser(activeIndex: number | null, options: { each?: boolean } = {}): void {
  beforeAll(async () => {
    if (!options.each) await resetDemo(activeIndex)
    fileBrowser = await launch()
  }, 120_000)
  if (options.each) beforeEach(() => resetDemo(activeIndex))
  afterEach(expectNoCspViolations)
  afterEach(expectNoContractDifferences)
  afterAll(async () => {
    await fileBrowser?.close()
    fileBrowser = undefined
    expectNoCspViolations()
  })
}

/** Starts recording a context's Content-Security-Policy violations (see `cspViolations`). */
async function recordCspViolations(context: BrowserContext): Promise<void> {
  await context.exposeBinding(CSP_BINDING, ({ frame }, report: string) => {
    cspViolations.push(`${frame.url()}: ${report}`)
  })
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : ''
      const sample = event.sample ? ` (${event.sample})` : ''
      void (window as unknown as Record<string, (report: string) => Promise<void>>)[binding]?.(
        `${event.effectiveDirective} refused ${event.blockedURI || 'an inline resource'}${where}${sample}`,
      )
    })
  }, CSP_BINDING)
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content[- ]Security[- ]Policy/i.test(message.text()))
      cspViolations.push(`console: ${message.text()}`)
  })
}

/**
 * A fresh browser profile (no stored sign-in, unless `storageState` is given) of the file's Chromium (`setUpBrowser`), with a phone or
 * desktop viewport; `serviceWorkers: 'block'` keeps the app's service worker out. The person has asked
 * for reduced motion: Bootstrap then scrolls and opens dialogs at once. With its smooth scrolling, a
 * field's focus (the score sheet keeps fields clear of its sticky Submit bar) goes on scrolling after
 * `fill` returns, for seconds on a busy machine, and a click could land while the page moves under it.
 */
export async function newContext(
  options: {
    phone?: boolean
    /** The browser's language: English (en-GB) unless said; `id` reads the app in Indonesian. */
    language?: Language
    serviceWorkers?: 'allow' | 'block'
    storageState?: Awaited<ReturnType<BrowserContext['storageState']>>
  } = {},
): Promise<BrowserContext> {
  if (!fileBrowser)
    throw new Error('newContext: call setUpBrowser() at the top of the test file first')
  const context = await fileBrowser.newContext({
    baseURL: baseUrl(),
    // The storage a closed browser left behind (the next person at the same computer), if any.
    storageState: options.storageState,
    serviceWorkers: options.serviceWorkers ?? 'allow',
    viewport: options.phone ? { width: 390, height: 844 } : { width: 1280, height: 900 },
    locale: options.language === 'id' ? 'id-ID' : 'en-GB',
    timezoneId: 'Asia/Jakarta',
    reducedMotion: 'reduce',
  })
  await recordCspViolations(context)
  return context
}

/** Resets the demo data (DEMO_ADMIN is set for the test server only) and picks the active period. */
export async function resetDemo(activeIndex: number | null = 0): Promise<void> {
  const response = await fetch(`${baseUrl()}/demo-admin/reset`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ activeIndex }),
  })
  expect(response.status).toBe(204)
}

/**
 * Signs in through the real redirect flow: the app's sign-in button, then the demo identity
 * provider's page, where each person is one button named with their name and role.
 */
export async function signIn(
  page: Page,
  person: string,
  role: string,
  from = '/login',
  language: Language = 'en',
): Promise<void> {
  const text = textIn(language)
  await page.goto(from)
  await page.getByRole('button', { name: text('Sign in with your work account') }).click()
  await page.waitForURL(/\/demo-idp\/authorize/)
  // The demo's sign-in page names the role in the language it shows.
  await page.getByRole('button', { name: new RegExp(`${person}.*(${role}|${text(role)})`) }).click()
  await page.waitForURL(
    (url) =>
      !url.pathname.startsWith('/demo-idp') && url.pathname !== '/loginSPA' && url.pathname !== '/',
  )
}

export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  // A dialog fading in is half transparent: contrast read mid-transition is not what a person sees.
  // Finite transitions only (a spinner turns for ever).
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document
              .getAnimations()
              .filter(
                (a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity,
              ).length,
        ),
      { timeout: 15_000, interval: 100 },
    )
    .toBe(0)
  const result = await new AxeBuilder({ page }).analyze()
  const summary = result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  )
  expect(summary, `axe violations on ${what}`).toEqual([])
}

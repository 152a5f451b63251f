import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { paths } from '../../src/config/paths'
import { expectNoAxeViolations, newContext, setUpBrowser } from './browser'
import { FAULTS } from './fault-screens'

/**
 * One browser, two people of the same team (Pompa Pintar): Andi Pratama, its leader, and Putri Ayu.
 * What Andi typed and did not send stays his: after he signs out it is gone from the browser; after
 * he switches account, or leaves with his session expired, it is kept for him alone. Putri never sees
 * it; Andi gets it back when he signs in again.
 */

// Phase 1 is open (new proposals, entries, feedback, innovation updates); fresh data for each test.
setUpBrowser(0, { each: true })

const ANDI = { name: 'Andi Pratama', role: 'Participant' }
const PUTRI = { name: 'Putri Ayu', role: 'Participant' }
const NEW_PROPOSAL = paths.participant.newProposal.to('team-01')
const ENTRY = paths.participant.entry.to(1, 'prop-107')
/** Andi's own open question to the committee. */
const THREAD = paths.participant.feedbackDetail.to('fb-002')
const UPDATE = paths.updateParticipant.entry.to(`prop-101.period-${new Date().getFullYear()}-1`)

/** Andi's words in each form, each found nowhere else. */
const TYPED = {
  proposal: 'SECRET idea: pumps that order their own spare parts',
  reply: 'Private to the committee: our plant manager may leave',
  entry: 'Entry words of Andi, typed last',
  update: 'Update words of Andi, not yet on the server',
}

/**
 * Signs in on the app's sign-in page: the first sign-in of a browser, or "Use another account" when
 * the sign-in client still knows someone (a session that ended without signing out).
 */
async function signInAs(page: Page, person: { name: string; role: string }) {
  await page.goto('/login')
  const first = page.getByRole('button', { name: 'Sign in with your work account' })
  const another = page.getByRole('button', { name: 'Use another account' })
  await first.or(another).first().waitFor()
  await ((await first.isVisible()) ? first : another).click()
  await pickAtIdentityProvider(page, person)
}

async function pickAtIdentityProvider(page: Page, person: { name: string; role: string }) {
  await page.waitForURL(/\/demo-idp\/authorize/)
  await page.getByRole('button', { name: new RegExp(`${person.name}.*${person.role}`) }).click()
  await page.waitForURL(
    (url) =>
      !url.pathname.startsWith('/demo-idp') && url.pathname !== '/loginSPA' && url.pathname !== '/',
  )
}

/** Opens a form and types into it (each keystroke is on the device at once). */
async function typeInto(page: Page, path: string, label: string, text: string) {
  await page.goto(path)
  const field = page.getByLabel(label)
  await field.fill(text)
  return field
}

/** Andi's new proposal and his feedback reply: forms that keep their text only here until sent. */
async function typeLocalForms(page: Page) {
  await typeInto(page, NEW_PROPOSAL, 'Title', TYPED.proposal)
  await typeInto(page, THREAD, 'Your reply', TYPED.reply)
}

/** Every stored item that contains one of Andi's words: its key. */
async function keysHolding(page: Page, texts: string[]) {
  return page.evaluate(
    (words) =>
      Object.keys(window.localStorage).filter((key) => {
        const value = window.localStorage.getItem(key) ?? ''
        return words.some((word) => value.includes(word))
      }),
    texts,
  )
}

/** The user menu's item (on a phone the menu is folded behind its toggle first). */
async function userMenuItem(page: Page, person: { name: string }, item: string) {
  const toggle = page.getByRole('button', { name: 'Menu' })
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true')
    await toggle.click()
  await page.getByRole('button', { name: new RegExp(person.name) }).click()
  await page.getByRole('button', { name: item }).click()
}

/**
 * The browser is asked to remember none of the fields shown (its own memory of form entries would
 * offer Andi's words to the next person, beyond the app's reach).
 */
async function browserRemembersNoField(page: Page, where: string) {
  const fields = page.locator('input, textarea')
  expect(await fields.count(), `${where} has fields`).toBeGreaterThan(0)
  const remembered = page.locator(
    'input:not([autocomplete="off"]), textarea:not([autocomplete="off"])',
  )
  expect(await remembered.count(), `${where}: fields the browser may remember`).toBe(0)
}

/** What Putri's screens show of the team's proposal, entry and update: none of Andi's unsent words. */
async function putriSeesNoneOf(page: Page, unsent: string[]) {
  await page.goto(NEW_PROPOSAL)
  await expect.poll(() => page.getByLabel('Title').inputValue()).toBe('')
  await browserRemembersNoField(page, NEW_PROPOSAL)
  for (const [path, label] of [
    [ENTRY, 'Background and problem'],
    [UPDATE, 'Achievements'],
  ] as const) {
    await page.goto(path)
    await page.getByLabel(label).waitFor()
    await browserRemembersNoField(page, path)
    const shown = await page
      .locator('#root')
      .evaluate((root) =>
        [
          root.textContent ?? '',
          ...[...root.querySelectorAll('input, textarea')].map(
            (f) => (f as HTMLInputElement).value,
          ),
        ].join('\n'),
      )
    for (const words of unsent)
      expect(shown, `${path} shows none of Andi's unsent words`).not.toContain(words)
  }
  await page.goto(paths.participant.feedback.to())
  await page.getByRole('heading', { level: 1 }).waitFor()
  for (const words of unsent) expect(await page.locator('#root').innerText()).not.toContain(words)
}

describe("one person's unsent text on a shared browser", () => {
  it('Sign out sends what it can, lists the rest (on a phone, by keyboard), deletes it on confirming; the next person finds nothing', async () => {
    const context = await newContext({ phone: true })
    const page = await context.newPage()
    await signInAs(page, ANDI)
    await typeLocalForms(page)
    // The update's saves fail: its text stays only here.
    await page.route('**/api/innovation-update/**', (route) =>
      route.request().method() === 'GET' ? route.fallback() : FAULTS['500 problem'].apply(route),
    )
    const update = await typeInto(page, UPDATE, 'Achievements', TYPED.update)
    await expect
      .poll(() => page.getByRole('status', { name: 'Save status' }).innerText(), {
        timeout: 15_000,
      })
      .toMatch(/Not saved/)
    expect(await update.inputValue()).toBe(TYPED.update)
    // The entry's last words, and at once Sign out: they reach the server first.
    await typeInto(page, ENTRY, 'Background and problem', TYPED.entry)
    await userMenuItem(page, ANDI, 'Sign out')

    const dialog = page.getByRole('dialog', { name: 'Sign out and delete unsent text?' })
    await dialog.waitFor()
    const items = dialog.getByRole('list', { name: 'Unsent text' }).getByRole('listitem')
    await expect.poll(() => items.allInnerTexts()).toHaveLength(3)
    const listed = (await items.allInnerTexts()).join('\n')
    for (const what of [
      'New proposal',
      'Reply to feedback',
      'Innovation update',
      TYPED.proposal.slice(0, 40),
      'Not yet saved on the server',
    ])
      expect(listed).toContain(what)
    expect(listed).not.toContain('Proposal entry')
    expect(await dialog.getByRole('link', { name: 'Reply to feedback' }).getAttribute('href')).toBe(
      THREAD,
    )
    // Within a phone's width, and it passes axe.
    const box = (await dialog.locator('.modal-content').boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(390)
    await expectNoAxeViolations(page, 'the sign-out warning')

    // Keyboard only: focus is on NO, which keeps everything (YES deletes what cannot come back).
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('NO')
    await page.keyboard.press('Enter')
    await dialog.waitFor({ state: 'hidden' })
    expect(new URL(page.url()).pathname).toBe(ENTRY)
    expect(await keysHolding(page, [TYPED.proposal, TYPED.reply, TYPED.update])).toHaveLength(3)

    await userMenuItem(page, ANDI, 'Sign out')
    await dialog.waitFor()
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('NO')
    await page.keyboard.press('Tab')
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('YES')
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === '/' && !url.hash)
    await expect
      .poll(() => page.getByRole('button', { name: 'Sign in with your work account' }).isVisible())
      .toBe(true)

    // Nothing of Andi's is left on the device: no draft, no kept copy of an answer, no page to return to.
    expect(await keysHolding(page, Object.values(TYPED))).toEqual([])
    const left = await page.evaluate(() =>
      Object.keys(window.localStorage).filter(
        (k) => k.startsWith('draft:') || k.startsWith('offlineAnswer') || k === 'redirectUri',
      ),
    )
    expect(left).toEqual([])

    await signInAs(page, PUTRI)
    await putriSeesNoneOf(page, [TYPED.proposal, TYPED.reply, TYPED.update])
    // What was sent before signing out is the team's entry now, on the server.
    await page.goto(ENTRY)
    await expect
      .poll(() => page.getByLabel('Background and problem').inputValue())
      .toBe(TYPED.entry)
    await context.close()
  })

  it('Switch account keeps what is unsent for its owner alone: the next person sees none of it', async () => {
    const context = await newContext()
    const page = await context.newPage()
    await signInAs(page, ANDI)
    await typeLocalForms(page)
    // The server takes none of the entry and update saves.
    await page.route('**/api/**', (route) =>
      route.request().method() === 'PUT' ? FAULTS['500 problem'].apply(route) : route.fallback(),
    )
    await typeInto(page, UPDATE, 'Achievements', TYPED.update)
    await typeInto(page, ENTRY, 'Background and problem', TYPED.entry)
    await userMenuItem(page, ANDI, 'Switch account')
    await pickAtIdentityProvider(page, PUTRI)
    await page.unroute('**/api/**')

    await putriSeesNoneOf(page, Object.values(TYPED))
    // Still on the device, but only under Andi's account.
    const keys = await keysHolding(page, Object.values(TYPED))
    expect(keys).toHaveLength(4)
    for (const key of keys) expect(key).toMatch(/^draft:[^|]*000000000021[^|]*\|/)

    // Putri signs out: nobody is signed in then, Andi no more than she (his account left the device
    // when she signed in), and the next person meets the sign-in, not Andi's area.
    await userMenuItem(page, PUTRI, 'Sign out')
    await page.waitForURL((url) => url.pathname === '/' && !url.hash)
    await expect
      .poll(() => page.getByRole('button', { name: 'Sign in with your work account' }).isVisible())
      .toBe(true)
    await page.goto(NEW_PROPOSAL)
    await page.waitForURL((url) => url.pathname === '/login')
    await expect.poll(() => keysHolding(page, Object.values(TYPED))).toHaveLength(4)
    await context.close()
  })

  it('a session that ended keeps the drafts for their owner only: the next person on the same storage sees none; the owner gets every one back', async () => {
    const first = await newContext()
    let page = await first.newPage()
    await signInAs(page, ANDI)
    await typeLocalForms(page)
    // The session ends while Andi types in the entry and the update: nothing more reaches the server.
    let ended = false
    await page.route('**/api/**', (route) =>
      ended ? FAULTS['401'].apply(route) : route.fallback(),
    )
    for (const [path, label, text] of [
      [ENTRY, 'Background and problem', TYPED.entry],
      [UPDATE, 'Achievements', TYPED.update],
    ] as const) {
      ended = false
      await page.goto(path)
      await page.getByLabel(label).waitFor()
      ended = true
      await page.getByLabel(label).fill(text)
      await page
        .getByRole('alert')
        .filter({ hasText: 'Your session has expired — sign in again.' })
        .waitFor()
    }
    // The browser is closed like that; the next person opens it.
    const left = await first.storageState()
    await first.close()

    const second = await newContext({ storageState: left })
    page = await second.newPage()
    await signInAs(page, PUTRI)
    await putriSeesNoneOf(page, Object.values(TYPED))

    await userMenuItem(page, PUTRI, 'Switch account')
    await pickAtIdentityProvider(page, ANDI)
    await page.goto(NEW_PROPOSAL)
    await expect.poll(() => page.getByLabel('Title').inputValue()).toBe(TYPED.proposal)
    await page.goto(THREAD)
    await expect.poll(() => page.getByLabel('Your reply').inputValue()).toBe(TYPED.reply)
    for (const [path, label, text] of [
      [ENTRY, 'Background and problem', TYPED.entry],
      [UPDATE, 'Achievements', TYPED.update],
    ] as const) {
      await page.goto(path)
      await expect.poll(() => page.getByLabel(label).inputValue()).toBe(text)
      // Back in the form, the kept text is sent.
      await expect
        .poll(() => page.getByRole('status', { name: 'Save status' }).innerText(), {
          timeout: 20_000,
        })
        .toMatch(/^Saved/)
    }
    await second.close()
  })
})

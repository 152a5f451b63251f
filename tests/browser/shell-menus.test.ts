import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations, newContext, setUpBrowser, signIn } from './browser'

// The menus of every signed-in area's bar (a group of screens, the account menu, the notification
// bell): where their panels open at a desktop's and a phone's width, on the screen whole, the
// keyboard's way through them, and axe with each one open.

setUpBrowser(0)

const HOME = '/innovation-award/commitee'

/** The panel a menu's button opened: the element its aria-controls names. */
async function panelOf(page: Page, toggle: Locator): Promise<Locator> {
  await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true')
  const id = await toggle.getAttribute('aria-controls')
  expect(id, 'the open button names its panel').toBeTruthy()
  return page.locator(`[id="${id}"]`)
}

async function boxOf(locator: Locator) {
  await locator.waitFor()
  const box = (await locator.boundingBox())!
  return { left: box.x, right: box.x + box.width, top: box.y, bottom: box.y + box.height }
}

/** The panel is on the screen, whole, across its width. */
async function expectOnScreen(page: Page, panel: Locator, what: string) {
  const box = await boxOf(panel)
  const width = page.viewportSize()!.width
  expect(box.left, `${what}: its left edge on the screen`).toBeGreaterThanOrEqual(0)
  expect(box.right, `${what}: its right edge on the screen`).toBeLessThanOrEqual(width)
}

async function signInAsSiti(page: Page) {
  await signIn(page, 'Siti Rahmawati', 'Committee')
  await page.goto(HOME)
  await page.getByRole('heading', { level: 1, name: 'Committee' }).waitFor()
}

describe('the menus in the bar of a signed-in area', () => {
  it('at 1280 px: each panel hangs under its button, on the screen, and the keyboard goes through it', async () => {
    const context = await newContext()
    const page = await context.newPage()
    await signInAsSiti(page)
    const bar = page.getByRole('navigation').first()

    // The account menu, at the bar's right end: its panel's right edge under its button's.
    const account = bar.getByRole('button', { name: /Siti Rahmawati/ })
    await account.click()
    let panel = await panelOf(page, account)
    const accountBox = await boxOf(account)
    const panelBox = await boxOf(panel)
    expect(Math.abs(panelBox.right - accountBox.right)).toBeLessThanOrEqual(1)
    expect(panelBox.top).toBeGreaterThanOrEqual(accountBox.bottom - 1)
    await expectOnScreen(page, panel, 'the account menu')
    await expect.poll(() => panel.getByRole('button', { name: 'Sign out' }).isVisible()).toBe(true)
    await expectNoAxeViolations(page, 'the bar with the account menu open')

    // Escape closes it, focus back on its button; the arrow opens it on its first item, Tab
    // goes through the rest, and past the last one out of the menu, which closes.
    await page.keyboard.press('Escape')
    await expect.poll(() => account.getAttribute('aria-expanded')).toBe('false')
    await expect.poll(() => account.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press('ArrowDown')
    panel = await panelOf(page, account)
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim())
    await expect.poll(focused).toBe('Profile and e-mail notifications')
    const seen: string[] = []
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab')
      seen.push((await focused()) ?? '')
    }
    expect(seen.slice(0, 5)).toEqual([
      'Committee area',
      'Timeline and innovation updates',
      'Participant area',
      'Switch account',
      'Sign out',
    ])
    await expect.poll(() => account.getAttribute('aria-expanded')).toBe('false')

    // A group of screens: its panel's left edge under its button's; a click outside closes it.
    const manage = bar.getByRole('button', { name: 'Manage' })
    await manage.click()
    panel = await panelOf(page, manage)
    expect(Math.abs((await boxOf(panel)).left - (await boxOf(manage)).left)).toBeLessThanOrEqual(1)
    await expectNoAxeViolations(page, 'the bar with a group of screens open')
    await page.getByRole('heading', { level: 1, name: 'Committee' }).click()
    await expect.poll(() => manage.getAttribute('aria-expanded')).toBe('false')

    // The bell's panel, 24rem wide, stays on the screen: at 1280 px the bell is near the bar's left
    // end, at 1000 px (the menu folded) near its right.
    const bell = bar.getByRole('button', { name: /^Notifications, / })
    for (const width of [1280, 1000]) {
      await page.setViewportSize({ width, height: 800 })
      await bell.click()
      panel = await panelOf(page, bell)
      await panel.getByText('You have no notifications yet.').waitFor()
      await expectOnScreen(page, panel, `the notifications at ${width} px`)
      await page.keyboard.press('Escape')
      await expect.poll(() => bell.getAttribute('aria-expanded')).toBe('false')
    }
    await context.close()
  })

  it('at 390 px: the panels open inside the phone menu or under the bar, on the screen, and Escape closes one thing at a time', async () => {
    const context = await newContext({ phone: true })
    const page = await context.newPage()
    await signInAsSiti(page)
    const bar = page.getByRole('navigation').first()
    const phoneMenu = bar.getByRole('button', { name: 'Menu' })

    await phoneMenu.click()
    const account = bar.getByRole('button', { name: /Siti Rahmawati/ })
    await account.click()
    const panel = await panelOf(page, account)
    // In the phone menu's flow, under its button, as wide as the menu.
    const accountBox = await boxOf(account)
    const panelBox = await boxOf(panel)
    expect(panelBox.top).toBeGreaterThanOrEqual(accountBox.bottom - 1)
    expect(Math.abs(panelBox.left - accountBox.left)).toBeLessThanOrEqual(1)
    await expectOnScreen(page, panel, 'the account menu')
    await expectNoAxeViolations(page, 'the phone menu with the account menu open')

    // The first Escape closes the account menu, the second the phone menu.
    await page.getByRole('button', { name: 'Switch account' }).focus()
    await page.keyboard.press('Escape')
    await expect.poll(() => account.getAttribute('aria-expanded')).toBe('false')
    await expect.poll(() => phoneMenu.getAttribute('aria-expanded')).toBe('true')
    await expect.poll(() => account.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => phoneMenu.getAttribute('aria-expanded')).toBe('false')
    await expect.poll(() => phoneMenu.evaluate((el) => el === document.activeElement)).toBe(true)

    // The bell, left of the menu button: its panel hangs under the bar, whole on the screen.
    const bell = bar.getByRole('button', { name: /^Notifications, / })
    await bell.click()
    const notifications = await panelOf(page, bell)
    await notifications.getByText('You have no notifications yet.').waitFor()
    await expectOnScreen(page, notifications, 'the notifications')
    expect((await boxOf(notifications)).top).toBeGreaterThanOrEqual((await boxOf(bell)).bottom)
    await expectNoAxeViolations(page, 'the notifications open on a phone')
    await context.close()
  })

  it("keeps the event's name whole in the bar at every desktop width, in Indonesian, the committee's longest menu, and the folded bar's year at its right", async () => {
    const context = await newContext({ language: 'id' })
    const page = await context.newPage()
    await signIn(page, 'Siti Rahmawati', 'Committee', '/login', 'id')
    await page.goto(HOME)
    const name = page.getByRole('navigation').first().locator('.navbar-brand .text-truncate')
    await expect.poll(() => name.textContent()).toBe('Innovation Award')
    for (const width of [1400, 1280, 1200, 1199, 1100, 992, 768]) {
      await page.setViewportSize({ width, height: 800 })
      await expect
        .poll(() => name.evaluate((element) => element.scrollWidth - element.clientWidth), {
          message: `the event's name is cut at ${width} px`,
        })
        .toBeLessThanOrEqual(0)
      if (width < 1200) {
        // Folded, the bar holds the brand at the left and the year, the bell and the menu button
        // together at the right: the year stood alone in the middle between 768 and 1199 px.
        const bar = page.getByRole('navigation').first()
        const year = await boxOf(bar.locator('.year-control'))
        const bell = await boxOf(bar.locator('.notification-bell'))
        expect(
          bell.left - year.right,
          `the year beside the bell at ${width} px`,
        ).toBeLessThanOrEqual(16)
      }
    }
    await context.close()
  })

  it('at 390 px a toast sits under the bar, its bell and menu still in reach, and at the top once the bar has scrolled away', async () => {
    const context = await newContext({ phone: true })
    const page = await context.newPage()
    await signIn(page, 'Andi Pratama', 'Participant')
    await page.goto('/innovation-award/participant')
    const name = page.getByLabel('Team name')
    await name.fill('Pompa Pintar')
    await page.getByRole('button', { name: 'Rename' }).click()
    const toast = page.locator('.toast').filter({ hasText: 'The team name is saved.' })
    await toast.waitFor()
    const bar = page.getByRole('navigation').first()
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect
      .poll(async () => (await toast.boundingBox())!.y - (await bar.boundingBox())!.y)
      .toBeGreaterThanOrEqual((await bar.boundingBox())!.height)
    // Scrolled down, the bar is gone from view: the toast moves up to the top.
    await page.evaluate(() => window.scrollTo(0, 400))
    await expect.poll(async () => (await toast.boundingBox())!.y).toBeLessThan(40)
    await context.close()
  })
})

import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations, newContext, setUpBrowser, signIn } from './browser'

// The year a screen shows is in its address (?year=): chosen in the area's header, kept by reloads
// and menu links, and a past year is marked on the screen.

setUpBrowser(0)

// The demo has a timeline for this year and the year before it.
const NOW = new Date().getUTCFullYear()
const PAST = NOW - 1
const HOME = '/innovation-award/commitee'
const EVENT = 'Innovation Award'

const yearInAddress = (page: Page) => new URL(page.url()).searchParams.get('year')
const pastNotice = (page: Page) => page.getByText(`You are looking at ${PAST}, a past year.`)

/**
 * The header's year is on screen, whole, beside the event's name, which is not cut short either;
 * the page does not scroll sideways.
 */
async function expectYearInSight(
  page: Page,
  width: number,
  year: number,
  groupName = 'Year shown',
): Promise<void> {
  const group = page.getByRole('group', { name: groupName })
  await expect.poll(() => group.innerText()).toContain(String(year))
  const box = (await group.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(width)
  const name = page.getByRole('navigation').getByText(EVENT, { exact: true })
  const { needs, has } = await name.evaluate((el) => ({
    needs: el.scrollWidth,
    has: el.clientWidth,
  }))
  expect(needs, `the event's name at ${width} px`).toBeLessThanOrEqual(has)
  // On a phone the menu button stays on the same line as the year (not wrapped under it).
  const toggle = page.locator('.navbar-toggler')
  if (await toggle.isVisible()) {
    const button = (await toggle.boundingBox())!
    expect(button.y, 'the menu button beside the year').toBeLessThan(box.y + box.height)
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
}

describe('the year in the address', () => {
  for (const phone of [false, true]) {
    const width = phone ? 390 : 1280
    it(`at ${width} px: the committee changes the year in the header; reloads and menu links keep it`, async () => {
      const context = await newContext({ phone })
      const page = await context.newPage()
      await signIn(page, 'Siti Rahmawati', 'Committee')
      await page.goto(HOME)
      await page.getByRole('heading', { name: `Timeline ${NOW}` }).waitFor({ timeout: 20_000 })
      await expectYearInSight(page, width, NOW)
      expect(await pastNotice(page).count()).toBe(0)

      // By keyboard: the step back is a link in the header, outside the phone menu.
      const header = page.getByRole('group', { name: 'Year shown' })
      await header.getByRole('link', { name: `Previous year, ${PAST}` }).press('Enter')
      await expect.poll(() => yearInAddress(page)).toBe(String(PAST))
      await page.getByRole('heading', { name: `Timeline ${PAST}` }).waitFor()
      await pastNotice(page).waitFor()
      await expectYearInSight(page, width, PAST)

      await page.reload()
      await page.getByRole('heading', { name: `Timeline ${PAST}` }).waitFor({ timeout: 20_000 })
      expect(yearInAddress(page)).toBe(String(PAST))
      await pastNotice(page).waitFor()

      if (phone) await page.getByRole('button', { name: 'Menu' }).click()
      await page.getByRole('navigation').getByRole('link', { name: 'Results', exact: true }).click()
      await page.waitForURL((url) => url.pathname === `${HOME}/vote-result`)
      expect(yearInAddress(page)).toBe(String(PAST))
      await pastNotice(page).waitFor()
      await expectYearInSight(page, width, PAST)
      await expectNoAxeViolations(page, `committee results in a past year at ${width} px`)

      await page.getByRole('link', { name: `Back to ${NOW}` }).click()
      await page.waitForURL((url) => url.pathname === `${HOME}/vote-result` && url.search === '')
      await pastNotice(page).waitFor({ state: 'detached' })
      await expectYearInSight(page, width, NOW)
      await context.close()
    })
  }

  // The committee's menu is the longest, and longer in Indonesian: at a desktop's 1280 px it still
  // fits on one line beside the event's name and the year, and each item is on one line.
  it('at 1280 px in Bahasa Indonesia: the menu, the event name and the year all fit', async () => {
    const context = await newContext({ phone: false })
    const page = await context.newPage()
    await signIn(page, 'Siti Rahmawati', 'Committee')
    await page.goto(`${HOME}?lang=id`)
    await page.getByRole('heading', { name: `Lini masa ${NOW}` }).waitFor({ timeout: 20_000 })
    await expectYearInSight(page, 1280, NOW, 'Tahun yang ditampilkan')
    const bar = (await page.getByRole('navigation').first().boundingBox())!
    expect(bar.height, 'the menu bar is one line high').toBeLessThan(70)
    await context.close()
  })
})

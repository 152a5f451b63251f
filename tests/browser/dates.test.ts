import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations, newContext, signIn, setUpBrowser } from './browser'

// The shared date field (src/components/forms/date-input.tsx) in a real browser, whose own
// pickers would follow the browser's language: the format of requirements R9.6 instead, on a phone
// and by keyboard.

setUpBrowser(0)

const SEED_DATE_TIME = /^\d\d (Jan|Feb|Mar|Apr|Mei|Jun|Jul|Agu|Sep|Okt|Nov|Des) \d{4} \d\d:\d\d$/

describe('date fields in the seed format', () => {
  it('on a phone: refuses the browser’s format, picks from a calendar that fits the screen, passes axe', async () => {
    const phone = await newContext({ phone: true })
    const page = await phone.newPage()
    await signIn(page, 'Siti Rahmawati', 'Committee')
    await page.goto('/innovation-award/commitee/vote')
    const opens = page.getByLabel('Opens', { exact: true })
    await opens.waitFor({ timeout: 20_000 })
    expect(await opens.getAttribute('type')).toBe('text')

    await opens.fill('12/02/2026 9:00 AM')
    await page.getByRole('button', { name: 'Create vote session' }).click()
    await expect.poll(() => opens.getAttribute('aria-invalid'), { timeout: 10_000 }).toBe('true')
    expect(await page.getByText('for example 14 Des 2026 09:00.').first().isVisible()).toBe(true)

    const group = page.locator('.date-input').filter({ has: opens })
    await group.getByRole('button', { name: 'Choose the opening date from a calendar' }).click()
    const calendar = page.getByRole('dialog')
    await calendar.waitFor()
    const box = (await calendar.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(390)
    await expectNoAxeViolations(page, 'vote session form with the calendar open, on a phone')

    await calendar.getByRole('button', { name: /, 15 / }).first().click()
    await expect.poll(() => opens.inputValue()).toMatch(SEED_DATE_TIME)
    expect(await opens.inputValue()).toMatch(/^15 /)
    await expectNoAxeViolations(page, 'vote session form after picking a day, on a phone')
    await phone.close()
  })

  it('by keyboard: Alt+↓ opens the calendar, arrows move, Enter applies the activity filter', async () => {
    const context = await newContext()
    const page = await context.newPage()
    await signIn(page, 'Siti Rahmawati', 'Committee')
    await page.goto('/innovation-award/commitee/activity?from=2026-11-20')
    const from = page.getByLabel('From', { exact: true })
    await from.waitFor({ timeout: 20_000 })
    expect(await from.inputValue()).toBe('20 Nov 2026')
    await from.focus()
    await page.keyboard.press('Alt+ArrowDown')
    await page.getByRole('dialog', { name: 'November 2026' }).waitFor()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Enter')
    await expect
      .poll(() => new URL(page.url()).searchParams.get('from'), { timeout: 10_000 })
      .toBe('2026-11-21')
    expect(await from.inputValue()).toBe('21 Nov 2026')
    await expectNoAxeViolations(page, 'activity filters')
    await context.close()
  })
})

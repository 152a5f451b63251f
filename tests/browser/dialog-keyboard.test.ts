import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { newContext, setUpBrowser, signIn } from './browser'

setUpBrowser(0)

/** What has the focus: its text, and whether it is inside the open dialog. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement
    const name = active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? ''
    return `${name}${active?.closest('[aria-modal="true"]') ? '' : ' (outside the dialog)'}`
  })

describe('a confirmation by keyboard, in a browser', () => {
  it('keeps Tab inside the dialog, and an update opened by keyboard asks with the focus on NO: Enter twice submits nothing', async () => {
    const context = await newContext()
    const page = await context.newPage()
    await signIn(page, 'Andi Pratama', 'Participant')
    await page.goto('/innovation-update/participant/prop-101.period-2026-1')
    await page.getByLabel('Progress').fill('50')
    await page.getByLabel('Achievements').fill('The pilot runs at two stations.')
    await page.getByLabel('Next steps').fill('Roll out to five more.')
    await page.getByLabel('Value realised so far').fill('1000000')
    await expect
      .poll(() => page.getByRole('status', { name: 'Save status' }).textContent())
      .toContain('Saved')

    // The focus on Submit first (a save finishing re-renders the form around it), then Enter.
    const submit = page.getByRole('button', { name: 'Submit update' })
    await expect
      .poll(async () => {
        await submit.focus()
        return focused(page)
      })
      .toBe('Submit update (outside the dialog)')
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Submit update' })
    await dialog.waitFor()
    await expect.poll(() => focused(page)).toBe('NO')
    // Round the dialog and back: never out to the page, where Enter would do nothing.
    for (const next of ['YES', 'Close', 'NO', 'YES']) {
      await page.keyboard.press('Tab')
      await expect.poll(() => focused(page)).toBe(next)
    }
    for (const next of ['NO', 'Close', 'YES']) {
      await page.keyboard.press('Shift+Tab')
      await expect.poll(() => focused(page)).toBe(next)
    }
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect.poll(() => focused(page)).toBe('NO')

    // An Enter too many answers NO: the update stays a draft, with its Submit button, which gets
    // the focus back once the dialog has gone (on a busy machine, a moment after it is detached).
    await page.keyboard.press('Enter')
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(() => focused(page)).toBe('Submit update (outside the dialog)')
    await page.keyboard.press('Enter')
    await dialog.waitFor()
    await expect.poll(() => focused(page)).toBe('NO')
    await page.keyboard.press('Enter')
    await dialog.waitFor({ state: 'detached' })
    expect(await page.getByText('Your update was submitted.').count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Submit update' }).isEnabled()).toBe(true)
    await context.close()
  })
})

import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations, newContext, resetDemo, signIn, setUpBrowser } from './browser'

setUpBrowser(0)

async function register(page: Page, name: string, phone: string) {
  await page.waitForURL('**/registration')
  await expect.poll(() => page.getByLabel('Full name').inputValue()).toBe(name)
  await page.getByLabel('Unit').fill('Divisi Keuangan')
  await page.getByLabel('Phone').fill(phone)
  await page.getByLabel('T-shirt size').selectOption({ label: 'L — 72 x 53 cm' })
  await page.getByRole('button', { name: 'Register' }).click()
  await page.getByLabel('Team name').or(page.getByLabel('Team code')).first().waitFor()
}

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(1_500_000, 7)])

describe('the participant journey, in a browser through the real demo sign-in', () => {
  let code = ''

  it('a new person registers and creates a team; a second joins by its code', async () => {
    const context = await newContext()
    const page = await context.newPage()
    await signIn(page, 'Nadia Putri', 'Not registered')
    await register(page, 'Nadia Putri', '081234567001')
    await expectNoAxeViolations(page, 'registration, team step')
    await page.getByLabel('Team name').fill('Kas Cerdas')
    await page.getByRole('button', { name: 'Create team' }).click()
    await page.waitForURL('**/innovation-award/participant')
    code = (await page.locator('.font-monospace').first().textContent())?.trim() ?? ''
    expect(code).toMatch(/^[A-Z]{3}-\d{4}$/)
    await expectNoAxeViolations(page, 'participant home with a team')
    await context.close()

    const second = await newContext({ phone: true })
    const other = await second.newPage()
    await signIn(other, 'Eko Prasetyo', 'Not registered')
    await register(other, 'Eko Prasetyo', '081234567002')
    await other.getByLabel('Team code').fill(code)
    await other.getByRole('button', { name: 'Join team' }).click()
    await other.waitForURL('**/innovation-award/participant')
    await expect
      .poll(() => other.getByRole('list', { name: 'Team members' }).textContent())
      .toContain('Nadia Putri')
    await second.close()
  })

  it('the leader writes a proposal that survives a reload and going offline, uploads a poster with progress, and finalizes', async () => {
    const context = await newContext()
    const page = await context.newPage()
    await signIn(page, 'Nadia Putri', 'Participant')
    // The home's "What to do next" leads straight to the new-proposal form (the header has the same link).
    await page
      .getByRole('listitem')
      .filter({ hasText: "Start your team's proposal" })
      .getByRole('link', { name: 'Start a proposal' })
      .click()
    await page.getByRole('radio', { name: /Process/ }).check()
    await page.getByLabel('Title').fill('Automatic bank reconciliation')
    await page.getByRole('button', { name: 'Start proposal' }).click()
    await page.waitForURL('**/proposal/1/*/entry')
    await expectNoAxeViolations(page, 'Phase 1 entry')

    // Reload mid-sentence, before any autosave could run: every word is still there.
    const background = page.getByLabel('Background and problem')
    await background.pressSequentially('Month-end closing takes nine days because bank statem')
    await page.reload()
    await expect
      .poll(() => page.getByLabel('Background and problem').inputValue())
      .toBe('Month-end closing takes nine days because bank statem')
    await page.getByLabel('Background and problem').press('End')
    await page.getByLabel('Background and problem').pressSequentially('ents are matched by hand.')
    await expect
      .poll(() => page.getByRole('status', { name: 'Save status' }).textContent(), {
        timeout: 10_000,
      })
      .toContain('Saved')

    // Offline: keep typing; the form says so honestly and sends the draft when the network returns.
    await context.setOffline(true)
    await page
      .getByLabel('Idea and solution')
      .fill('Match statements to ledger lines automatically; people review only the exceptions.')
    await expect
      .poll(() => page.getByRole('status', { name: 'Save status' }).textContent(), {
        timeout: 10_000,
      })
      .toContain('Offline — kept on this device')
    await context.setOffline(false)
    await expect
      .poll(() => page.getByRole('status', { name: 'Save status' }).textContent(), {
        timeout: 20_000,
      })
      .toContain('Saved')
    // With this device's drafts gone, the text comes back from the server.
    await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => k.startsWith('draft:'))
        .forEach((k) => localStorage.removeItem(k)),
    )
    await page.reload()
    await expect
      .poll(() => page.getByLabel('Idea and solution').inputValue())
      .toBe('Match statements to ledger lines automatically; people review only the exceptions.')

    await page.getByLabel('What is new').fill('No unit reconciles automatically today.')
    await page.getByLabel('Expected benefits').fill('Closing in three days; fewer errors.')
    await page.getByLabel('Estimated yearly value').fill('750000000')
    await page.getByLabel('Implementation plan').fill('Pilot in one branch, then roll out.')
    await page.getByLabel('Unit or location').fill('Head office, Jakarta')

    // A slow upload link makes the progress bar visible.
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 400 * 1024,
    })
    await page
      .getByLabel('Upload the poster')
      .setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: PNG })
    await expect
      .poll(
        () => page.getByRole('progressbar', { name: 'Upload progress of poster.png' }).isVisible(),
        { timeout: 10_000 },
      )
      .toBe(true)
    await expect
      .poll(() => page.getByRole('link', { name: 'poster.png' }).isVisible(), { timeout: 30_000 })
      .toBe(true)
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    })
    await expect
      .poll(() => page.getByRole('status', { name: 'Save status' }).textContent(), {
        timeout: 10_000,
      })
      .toContain('Saved')

    await page.getByRole('button', { name: 'Finalize Phase 1 entry' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'YES' }).click()
    await expect
      .poll(() => page.getByText(/it is read-only now/).isVisible(), { timeout: 10_000 })
      .toBe(true)
    expect(await page.getByRole('textbox').count()).toBe(0)
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await expectNoAxeViolations(page, 'finalized entry')
    await context.close()
  })

  it('every participant screen passes axe', async () => {
    const context = await newContext({ phone: true })
    const page = await context.newPage()
    await signIn(page, 'Andi Pratama', 'Participant')
    for (const path of [
      '',
      '/proposal/prop-101',
      '/proposal/1/prop-107/entry',
      '/proposal/1/prop-101/view',
      '/gallery',
      '/gallery/prop-011',
      '/vote',
      '/feedback',
      '/feedback/create',
      '/import-proposal',
      '/import-proyek-inisiatif',
      '/newproposal/team-01',
    ]) {
      await page.goto(`/innovation-award/participant${path}`)
      await page.getByRole('heading', { level: 1 }).first().waitFor()
      await page.waitForLoadState('networkidle')
      await expectNoAxeViolations(page, `participant${path || ' home'}`)
    }
    // The default demo is in Phase 1, with no candidates to vote for yet: the ballot is checked
    // with the award in Phase 2, where the poster-favourite vote is open (DEMO_ACTIVE_PERIOD=3).
    await resetDemo(2)
    await page.goto('/innovation-award/participant/vote')
    await page.getByRole('button', { name: 'Vote' }).first().waitFor()
    await expectNoAxeViolations(page, 'participant ballot')
    await context.close()
  })
})

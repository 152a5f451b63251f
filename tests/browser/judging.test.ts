import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations, newContext, signIn, setUpBrowser } from './browser'

setUpBrowser(0)

const RUBRIC = ['Problem and relevance', 'Novelty', 'Expected benefit', 'Feasibility'] // weights 20, 25, 30, 25

/** Scores every assigned sheet with the same four scores; returns the titles scored. */
async function scoreAll(page: Page, scores: number[]): Promise<string[]> {
  await page.waitForURL('**/innovation-award/jury')
  const table = page.getByRole('table', { name: 'My Phase 1 assignments' })
  await table.waitFor()
  await expectNoAxeViolations(page, 'jury home')
  const names = await table
    .getByRole('link')
    .evaluateAll((links) => links.map((l) => l.getAttribute('aria-label') ?? l.textContent ?? ''))
  const titles = names
    .filter((n) => n.startsWith('Score '))
    .map((n) => n.replace(/^Score /, '').trim())
  for (const title of titles) {
    await page.getByRole('link', { name: `Score ${title}` }).click()
    await page.getByRole('heading', { level: 1, name: `Score: ${title}` }).waitFor()
    for (const [i, criterion] of RUBRIC.entries())
      await page.getByRole('spinbutton', { name: `${criterion} score` }).fill(String(scores[i]))
    await page.getByLabel('Overall comment').fill('Clear problem, credible plan.')
    if (titles.indexOf(title) === 0) await expectNoAxeViolations(page, 'score sheet')
    await page.getByRole('button', { name: 'Submit scores' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'YES' }).click()
    await page.getByText(/You submitted these scores on/).waitFor()
    // The submitted sheet leads on: to the next sheet to score, or back to the assignments when all are in.
    await page
      .getByRole('link', { name: /^Next: / })
      .or(page.getByRole('link', { name: 'Back to my assignments' }))
      .first()
      .waitFor()
    if (titles.indexOf(title) === 0) await expectNoAxeViolations(page, 'submitted score sheet')
    await page.goto('/innovation-award/jury')
    await table.waitFor()
  }
  return titles
}

describe('one whole judging round, in a browser through the real demo sign-in', () => {
  it('committee approves and auto-assigns, starts scoring, two judges score, results match the hand-worked numbers, top proposal advances', async () => {
    const committee = await newContext()
    const page = await committee.newPage()
    await signIn(page, 'Siti Rahmawati', 'Committee')

    await page.goto('/innovation-award/commitee/proposals/phase/1')
    await page.getByRole('button', { name: 'Approve "Customer voice dashboard"' }).click()
    await page.getByRole('dialog', { name: 'Approve' }).getByRole('button', { name: 'YES' }).click()
    await page
      .getByText(/proposal\(s\) approved|approved/i)
      .first()
      .waitFor()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await expectNoAxeViolations(page, 'committee proposals phase 1')

    await page.goto('/innovation-award/commitee/assign-judges/1')
    await page.getByLabel('Judges per proposal').fill('2')
    await page.getByRole('button', { name: 'Assign automatically' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'YES' }).click()
    await page.getByText(/assignments added/).waitFor()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await expectNoAxeViolations(page, 'assign judges')

    await page.goto('/innovation-update/commitee')
    await page.getByRole('button', { name: 'Start period: Scoring for semi-finalists' }).click()
    await page
      .getByRole('dialog', { name: 'Start period' })
      .getByRole('button', { name: 'YES' })
      .click()
    await expect
      .poll(() => page.locator('[aria-current="step"]').textContent())
      .toContain('Scoring for semi-finalists')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await expectNoAxeViolations(page, 'timeline')

    // Dewi: (6, 7, 8, 9) → (6×20 + 7×25 + 8×30 + 9×25) / 100 = 7.60. Agus: 8 everywhere → 8.00.
    const dewiContext = await newContext()
    const dewi = await dewiContext.newPage()
    await signIn(dewi, 'Dewi Lestari', 'Jury')
    const dewiTitles = await scoreAll(dewi, [6, 7, 8, 9])
    await dewiContext.close()

    const agusContext = await newContext({ phone: true })
    const agus = await agusContext.newPage()
    await signIn(agus, 'Agus Santoso', 'Jury')
    const agusTitles = await scoreAll(agus, [8, 8, 8, 8])
    await agusContext.close()
    expect(dewiTitles.length + agusTitles.length).toBeGreaterThan(0)

    await page.goto('/innovation-award/commitee/vote-result')
    await page.getByRole('tab', { name: 'Phase 1' }).click()
    const results = page.getByRole('table', { name: /Phase 1 results/ })
    await results.waitFor()
    // Every judge gives constant scores, so each judge's σ is 0, not above the 0.25 floor; a judge with
    // fewer than 3 scores in the phase is left out first for that (docs/api.md "Results and fairness").
    // So no judge counts in the normalised mean: no mean z, no normalised spread, no normalised rank,
    // and the row says why for each judge.
    const leftOut = (name: string, count: number) =>
      count < 3
        ? `${name} is left out of the normalised mean: ${count} score${count === 1 ? '' : 's'} in this phase, fewer than 3.`
        : `${name} is left out of the normalised mean: gives every proposal (nearly) the same total (spread 0.00, not above 0.25).`
    const expected = (title: string) => {
      const judges = [
        ...(dewiTitles.includes(title) ? [leftOut('Dewi Lestari', dewiTitles.length)] : []),
        ...(agusTitles.includes(title) ? [leftOut('Agus Santoso', agusTitles.length)] : []),
      ]
      // Population standard deviation of 7.60 and 8.00: 0.20. One judge's score has no spread.
      if (judges.length === 2) return { mean: '7.80', spread: '0.20', judges }
      return dewiTitles.includes(title)
        ? { mean: '7.60', spread: '—', judges }
        : { mean: '8.00', spread: '—', judges }
    }
    for (const title of new Set([...dewiTitles, ...agusTitles])) {
      const cells = results.getByRole('row').filter({ hasText: title }).locator('th, td')
      const { mean, spread, judges } = expected(title)
      // The proposal's cell is the row's header (th), so cells are counted in document order.
      // Columns: select, rank (weighted), rank (normalised), proposal, judges counted, mean weighted, raw spread, mean z, normalised spread.
      expect((await cells.nth(2).textContent())?.trim()).toBe('—')
      const explanation = (await cells.nth(3).textContent()) ?? ''
      expect(explanation).toContain(
        'No normalised rank: none of its judges’ scores can be normalised.',
      )
      expect(explanation).toContain(`Normalised: 0 of ${judges.length} counted.`)
      for (const sentence of judges) expect(explanation).toContain(sentence)
      expect((await cells.nth(4).textContent())?.trim()).toMatch(
        new RegExp(`^${judges.length} / 0(?!\\d)`),
      )
      expect((await cells.nth(5).textContent())?.trim()).toBe(mean)
      expect((await cells.nth(6).textContent())?.trim()).toBe(spread)
      expect((await cells.nth(7).textContent())?.trim()).toBe('—')
      expect((await cells.nth(8).textContent())?.trim()).toBe('—')
    }
    await expectNoAxeViolations(page, 'results')

    // Advance the top proposal (Agus-only proposals score 8.00, the highest possible here). Its other
    // judge has not scored: the confirmation names what is missing, and advancing is an override.
    const topRow = results.getByRole('row').nth(1)
    const topTitle =
      (await topRow.locator('th, td').nth(3).locator('div.fw-semibold').textContent())?.trim() ?? ''
    await page.getByRole('checkbox', { name: `Select ${topTitle}` }).check()
    await page.getByRole('button', { name: 'Advance selected (1)' }).click()
    await page
      .getByRole('dialog')
      .getByText(`"${topTitle}": 1 of 2 Phase 1 scores is not submitted yet.`)
      .waitFor()
    await page.getByRole('dialog').getByText('Override, and go on with advancing it?').waitFor()
    await page.getByRole('dialog').getByRole('button', { name: 'YES' }).click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await page.goto('/innovation-award/commitee/proposals/phase/2')
    await expect.poll(() => page.getByRole('table').first().textContent()).toContain(topTitle)
    await committee.close()
  })

  it('every committee and jury screen passes axe', async () => {
    const context = await newContext()
    const page = await context.newPage()
    await signIn(page, 'Siti Rahmawati', 'Committee')
    const screens = [
      '/innovation-award/commitee',
      '/innovation-award/commitee/proposals/phase/2',
      '/innovation-award/commitee/list-proposal/1/proposal/prop-101',
      '/innovation-award/commitee/list-proposal/proposal/prop-011/score',
      '/innovation-award/commitee/newproposal/team-01',
      '/innovation-award/commitee/assign-judges/2',
      '/innovation-award/commitee/vote',
      '/innovation-award/commitee/manage/user',
      '/innovation-award/commitee/report',
      '/innovation-award/commitee/feedback',
      '/innovation-award/commitee/activity',
    ]
    for (const path of screens) {
      await page.goto(path)
      await page.getByRole('heading', { level: 1 }).first().waitFor()
      await page.waitForLoadState('networkidle')
      await expectNoAxeViolations(page, path)
    }
    await context.close()
  })
})

import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoAxeViolations, launch, newContext, resetDemo, signIn } from './browser'

let browser: Browser

beforeAll(async () => {
  browser = await launch()
  // Scoring for semi-finalists is the active period: judges can open their sheets.
  await resetDemo(1)
})
afterAll(async () => {
  await browser?.close()
})

const TITLE = 'Village solar microgrid with local cooperatives'
const TEAM = 'Desa Berdaya'

describe('judging a committee can defend, in a browser', () => {
  it(
    'blind judging hides the team from the judge, who declares a conflict; the committee re-assigns; a team reads its published feedback',
    { timeout: 180_000 },
    async () => {
      const committee = await newContext(browser)
      const page = await committee.newPage()
      await signIn(page, 'Siti Rahmawati', 'Commitee')
      await page.goto('/innovation-award/commitee/assign-judges/1')
      const card = page.getByRole('region', { name: TITLE })
      await card.getByRole('checkbox', { name: 'Dewi Lestari' }).check()
      await card.getByRole('button', { name: `Save judges for ${TITLE}` }).click()
      await page.getByText(`The judges of "${TITLE}" are saved.`).waitFor()
      // The switch shows the server's setting: it turns on once the change is saved.
      await page.getByRole('checkbox', { name: 'Blind judging in Phase 1' }).click()
      await page.getByText('Blind judging is on for Phase 1: judges no longer see who is behind a proposal.').waitFor()
      await expect.poll(() => page.getByRole('checkbox', { name: 'Blind judging in Phase 1' }).isChecked()).toBe(true)
      await expectNoAxeViolations(page, 'assign judges with blind judging')

      // The judge sees the proposal but not who is behind it, anywhere on the page.
      const dewiContext = await newContext(browser)
      const dewi = await dewiContext.newPage()
      await signIn(dewi, 'Dewi Lestari', 'Jury')
      await dewi.goto('/innovation-award/jury')
      await dewi.getByRole('link', { name: `Score ${TITLE}` }).click()
      await dewi.getByRole('heading', { level: 1, name: `Score: ${TITLE}` }).waitFor()
      await dewi.getByText(/Blind judging: the team is not shown/).waitFor()
      expect(await dewi.locator('body').innerText()).not.toContain(TEAM)
      await expectNoAxeViolations(dewi, 'blind score sheet')

      await dewi.getByRole('button', { name: 'Declare a conflict of interest' }).click()
      const dialog = dewi.getByRole('dialog', { name: 'Declare a conflict of interest' })
      await dialog.getByLabel('Reason (required)').fill('I advised one of the cooperatives last year.')
      await expectNoAxeViolations(dewi, 'conflict dialog')
      await dialog.getByRole('button', { name: 'Declare the conflict' }).click()
      await dewi.getByText(`Your conflict of interest with "${TITLE}" is recorded. The committee will assign another judge.`).waitFor()
      await dewi.waitForURL('**/innovation-award/jury')
      await expect.poll(() => dewi.getByRole('link', { name: `Score ${TITLE}` }).count()).toBe(0)
      await dewiContext.close()

      // The committee sees the declaration, cannot put Dewi back, and fills the gap.
      await page.reload()
      const after = page.getByRole('region', { name: TITLE })
      await after.getByText(/Dewi Lestari declared a conflict of interest in Phase 1 on .*I advised one of the cooperatives last year\./).waitFor()
      expect(await after.getByRole('checkbox', { name: 'Dewi Lestari' }).isDisabled()).toBe(true)
      await after.getByRole('checkbox', { name: 'Maya Sari' }).check()
      await after.getByRole('button', { name: `Save judges for ${TITLE}` }).click()
      await page.getByText(`The judges of "${TITLE}" are saved.`).waitFor()
      await committee.close()

      // Last year's results are published (comments shared for Phase 3): the team reads its feedback, no judge named.
      const teamContext = await newContext(browser)
      const team = await teamContext.newPage()
      await signIn(team, 'Andi Pratama', 'Participant')
      const lastYear = new Date().getUTCFullYear() - 1
      await team.goto(`/innovation-award/participant/proposal/prop-011?year=${lastYear}`)
      const feedback = team.getByRole('region', { name: 'Judges’ feedback' })
      await feedback.getByRole('article', { name: 'Phase 3' }).getByText('Best pitch of the final.').waitFor()
      await feedback.getByRole('article', { name: 'Phase 1' }).getByText('The committee chose not to share the judges’ comments for this phase.').waitFor()
      expect(await feedback.innerText()).not.toMatch(/Dewi|Rina|Hendra/)
      await expectNoAxeViolations(team, 'team feedback')
      await teamContext.close()
    },
  )
})

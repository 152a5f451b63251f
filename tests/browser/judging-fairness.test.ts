import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations, newContext, signIn, setUpBrowser } from './browser'

// Scoring for semi-finalists is the active period: judges can open their sheets.
setUpBrowser(1)

const TITLE = 'Village solar microgrid with local cooperatives'
const TEAM = 'Desa Berdaya'
/** The Phase 1 rubric (weights 20, 25, 30, 25) and the new judge's scores. */
const SCORES = { 'Problem and relevance': 7, Novelty: 8, 'Expected benefit': 6, Feasibility: 9 }

describe('judging a committee can defend, in a browser', () => {
  it(
    'blind judging hides the team from the judges; one declares a conflict, the committee re-assigns, the new judge scores, the committee publishes and the team reads its feedback',
    { timeout: 300_000 },
    async () => {
      const committee = await newContext()
      const page = await committee.newPage()
      await signIn(page, 'Siti Rahmawati', 'Committee')
      await page.goto('/innovation-award/commitee/assign-judges/1')
      await page.getByRole('button', { name: `Edit judges for ${TITLE}` }).click()
      const card = page.getByRole('region', { name: TITLE })
      await card.getByRole('checkbox', { name: 'Dewi Lestari' }).check()
      await card.getByRole('button', { name: `Save judges for ${TITLE}` }).click()
      await page.getByText(`The judges of "${TITLE}" are saved.`).waitFor()
      // The switch shows the server's setting: it turns on once the change is saved.
      await page.getByRole('checkbox', { name: 'Blind judging in Phase 1' }).click()
      await page
        .getByText(
          'Blind judging is on for Phase 1: judges no longer see who is behind a proposal.',
        )
        .waitFor()
      await expect
        .poll(() => page.getByRole('checkbox', { name: 'Blind judging in Phase 1' }).isChecked())
        .toBe(true)
      await expectNoAxeViolations(page, 'assign judges with blind judging')

      // The judge sees the proposal but not who is behind it, anywhere on the page.
      const dewiContext = await newContext()
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
      await dialog
        .getByLabel('Reason (required)')
        .fill('I advised one of the cooperatives last year.')
      await expectNoAxeViolations(dewi, 'conflict dialog')
      await dialog.getByRole('button', { name: 'Declare the conflict' }).click()
      await dewi
        .getByText(
          `Your conflict of interest with "${TITLE}" is recorded. The committee will assign another judge.`,
        )
        .waitFor()
      await dewi.waitForURL('**/innovation-award/jury')
      await expect.poll(() => dewi.getByRole('link', { name: `Score ${TITLE}` }).count()).toBe(0)
      await dewiContext.close()

      // The committee sees the declaration, cannot put Dewi back, and fills the gap.
      await page.reload()
      await page.getByRole('button', { name: `Edit judges for ${TITLE}` }).click()
      const after = page.getByRole('region', { name: TITLE })
      await after
        .getByText(
          /Dewi Lestari declared a conflict of interest in Phase 1 on .*I advised one of the cooperatives last year\./,
        )
        .waitFor()
      expect(await after.getByRole('checkbox', { name: 'Dewi Lestari' }).isDisabled()).toBe(true)
      await after.getByRole('checkbox', { name: 'Maya Sari' }).check()
      await after.getByRole('button', { name: `Save judges for ${TITLE}` }).click()
      await page.getByText(`The judges of "${TITLE}" are saved.`).waitFor()

      // The new judge does not see the team either, on the assignment list or the sheet, and scores it.
      const mayaContext = await newContext()
      const maya = await mayaContext.newPage()
      await signIn(maya, 'Maya Sari', 'Jury')
      await maya.goto('/innovation-award/jury')
      const row = maya
        .getByRole('table', { name: 'My Phase 1 assignments' })
        .getByRole('row', { name: new RegExp(TITLE) })
      await row.getByText('Hidden team (blind judging)').waitFor()
      expect(await maya.locator('body').innerText()).not.toContain(TEAM)
      await maya.getByRole('link', { name: `Score ${TITLE}` }).click()
      await maya.getByRole('heading', { level: 1, name: `Score: ${TITLE}` }).waitFor()
      for (const [criterion, score] of Object.entries(SCORES))
        await maya.getByRole('spinbutton', { name: `${criterion} score` }).fill(String(score))
      await maya
        .getByLabel('Novelty comment')
        .fill('Pairing the microgrid with cooperatives is new here.')
      await maya.getByLabel('Overall comment').fill('A credible pilot; show the maintenance plan.')
      expect(await maya.locator('body').innerText()).not.toContain(TEAM)
      await maya.getByRole('button', { name: 'Submit scores' }).click()
      await maya.getByRole('dialog').getByRole('button', { name: 'YES' }).click()
      await maya.getByText(/You submitted these scores on/).waitFor()
      await mayaContext.close()

      // The committee advances the proposal, then publishes the Phase 1 results with the Publish
      // button, sharing the comments: with nobody advanced, Publish is not offered.
      await page.goto('/innovation-award/commitee/vote-result?phase=1')
      await page
        .getByText(
          'No proposal advances from Phase 1 yet: advance the proposals that go through before publishing, or every team would read that it did not advance.',
        )
        .waitFor()
      await page.getByRole('checkbox', { name: `Select ${TITLE}` }).check()
      await page.getByRole('button', { name: 'Advance selected (1)' }).click()
      await page
        .getByRole('dialog', { name: 'Advance the selected proposals?' })
        .getByRole('button', { name: 'YES' })
        .click()
      await page.getByText('1 proposal advanced to the semi-finals (Phase 2).').waitFor()
      expect(
        await page
          .getByRole('checkbox', { name: 'Share the judges’ comments with the teams' })
          .isChecked(),
      ).toBe(true)
      await page.getByRole('button', { name: 'Publish Phase 1 results' }).click()
      await page
        .getByRole('dialog', { name: 'Publish the Phase 1 results?' })
        .getByRole('button', { name: 'YES' })
        .click()
      await page
        .getByText(
          /The Phase 1 results were published on .*with the judges’ comments shared with the teams\./,
        )
        .waitFor()
      await committee.close()

      // The team reads its feedback on its proposal page: the mean per criterion and the comments, no judge named.
      const teamContext = await newContext()
      const team = await teamContext.newPage()
      await signIn(team, 'Dimas Nugroho', 'Participant')
      await team.goto('/innovation-award/participant/proposal/prop-104')
      const phase1 = team
        .getByRole('region', { name: 'Judges’ feedback' })
        .getByRole('article', { name: 'Phase 1' })
      await phase1.getByText('Pairing the microgrid with cooperatives is new here.').waitFor()
      await phase1.getByText('A credible pilot; show the maintenance plan.').waitFor()
      // Weights 20, 25, 30, 25: (7×20 + 8×25 + 6×30 + 9×25) / 100 = 7.45.
      await phase1.getByText(/1 judge · overall 7\.45 on a 1–10 scale/).waitFor()
      const table = phase1.getByRole('table', {
        name: 'Your Phase 1 score per criterion (mean of the judges)',
      })
      for (const [criterion, score] of Object.entries(SCORES)) {
        expect(await table.getByRole('row', { name: new RegExp(criterion) }).innerText()).toContain(
          `${score}.00`,
        )
      }
      expect(await phase1.innerText()).not.toMatch(/Maya|Dewi|Sari|Lestari/)
      await expectNoAxeViolations(team, 'team feedback')
      await teamContext.close()
    },
  )
})

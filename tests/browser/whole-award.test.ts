import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toDateTimeInputText } from '@/lib/dates'
import { launch, newContext, resetDemo, signIn } from './browser'

// A whole award through the UI only, in the order of the README's "Running a whole award in the
// demo": no API calls, no time edits. The committee moves the award on with the timeline's
// "Start period" buttons. The demo starts from its seed, in Phase 1 (the test server's own data folder).

let browser: Browser

beforeAll(async () => {
  browser = await launch()
  await resetDemo(0)
})
afterAll(async () => {
  await browser?.close()
})

const TITLE = 'Automatic bank reconciliation'
const RIVAL = 'Village solar microgrid with local cooperatives' // a seeded approved proposal that also goes through to Phase 2
const JURY = ['Dewi Lestari', 'Agus Santoso', 'Rina Kartika', 'Hendra Gunawan', 'Maya Sari']
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(20_000, 7)])
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
const WAIT = { timeout: 30_000 }

const committeeArea = '/innovation-award/commitee'

/** Each person in their own browser profile, signed in through the demo identity provider once. */
async function as(person: string, role: string, options: { phone?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, options)
  const page = await context.newPage()
  await signIn(page, person, role)
  return { context, page }
}

/** Confirms the open dialog with its button and waits for it to close. */
async function confirm(page: Page, button: string, dialogName?: string | RegExp): Promise<void> {
  const dialog = dialogName ? page.getByRole('dialog', { name: dialogName }) : page.getByRole('dialog')
  await dialog.getByRole('button', { name: button, exact: true }).click()
  await dialog.waitFor({ state: 'detached', ...WAIT })
}

/** Manage → Timeline: starts a period (it becomes the active period now) and checks the timeline says so. */
async function startPeriod(page: Page, description: string): Promise<void> {
  await page.goto('/innovation-update/commitee')
  await page.getByRole('button', { name: `Start period: ${description}` }).click()
  await confirm(page, 'Start', 'Start period')
  await expect.poll(() => page.locator('[aria-current="step"]').textContent(), WAIT).toContain(description)
}

/** Proposals → Phase N: approves the finalized entry. */
async function approve(page: Page, phase: 1 | 2, title: string): Promise<void> {
  await page.goto(`${committeeArea}/proposals/phase/${phase}`)
  await page.getByRole('button', { name: `Approve "${title}"` }).click()
  await confirm(page, 'Approve', 'Approve')
  await page.getByRole('button', { name: `Approve "${title}"` }).waitFor({ state: 'detached', ...WAIT })
}

/** Judging → Assign judges: Phase N, "Assign automatically"; answers the judges the proposal got. */
async function assignAutomatically(page: Page, phase: 1 | 2 | 3, perProposal: number, title: string): Promise<string[]> {
  await page.goto(`${committeeArea}/assign-judges/${phase}`)
  await page.getByLabel('Judges per proposal').fill(String(perProposal))
  await page.getByRole('button', { name: 'Assign automatically' }).click()
  await confirm(page, 'YES', 'Assign judges automatically?')
  await page.getByText(/assignments? added/).waitFor(WAIT)
  // Each proposal is one row; its judges' editor opens under it.
  await page.getByRole('button', { name: `Edit judges for ${title}` }).click()
  const card = page.getByRole('region', { name: title })
  await expect.poll(async () => (await checkedJudges(card)).length, WAIT).toBe(perProposal)
  return checkedJudges(card)
}

async function checkedJudges(card: ReturnType<Page['getByRole']>): Promise<string[]> {
  const names: string[] = []
  for (const judge of JURY) if (await card.getByRole('checkbox', { name: judge, exact: true }).isChecked()) names.push(judge)
  return names
}

/** A judge scores the proposal on the phase's rubric from the jury home and submits. */
async function scoreSheet(judge: string, phase: 1 | 2, title: string, scores: number[]): Promise<void> {
  const { context, page } = await as(judge, 'Jury')
  await page.waitForURL('**/innovation-award/jury')
  await page.getByRole('table', { name: `My Phase ${phase} assignments` }).waitFor(WAIT)
  await page.getByRole('link', { name: `Score ${title}` }).click()
  await page.getByRole('heading', { level: 1, name: `Score: ${title}` }).waitFor(WAIT)
  const rubric =
    phase === 1
      ? ['Problem and relevance', 'Novelty', 'Expected benefit', 'Feasibility']
      : ['Progress and pilot results', 'Business case', 'Risk handling', 'Presentation']
  for (const [i, criterion] of rubric.entries()) await page.getByRole('spinbutton', { name: `${criterion} score` }).fill(String(scores[i]))
  await page.getByLabel('Overall comment').fill(phase === 1 ? 'A real problem with a credible plan.' : 'The pilot numbers are convincing.')
  await page.getByRole('button', { name: 'Submit scores' }).click()
  await confirm(page, 'YES')
  await page.getByText(/You submitted these scores on/).waitFor(WAIT)
  await context.close()
}

/** Results → Phase N: selects the proposals, advances them, publishes the phase's results. */
async function advanceAndPublish(page: Page, phase: 1 | 2, titles: string[]): Promise<void> {
  await page.goto(`${committeeArea}/vote-result?phase=${phase}`)
  const results = page.getByRole('table', { name: new RegExp(`Phase ${phase} results`) })
  await results.waitFor(WAIT)
  for (const title of titles) await page.getByRole('checkbox', { name: `Select ${title}` }).check()
  await page.getByRole('button', { name: `Advance selected (${titles.length})` }).click()
  await confirm(page, 'YES', 'Advance the selected proposals?')
  await page.getByText(`${titles.length} proposal(s) advanced`).waitFor(WAIT)
  await publish(page, phase)
}

async function publish(page: Page, phase: 1 | 2 | 3): Promise<void> {
  await page.getByRole('button', { name: `Publish Phase ${phase} results` }).click()
  await confirm(page, 'Publish', `Publish the Phase ${phase} results?`)
  await page
    .getByRole('alert')
    .filter({ hasText: `The Phase ${phase} results were published on` })
    .waitFor(WAIT)
}

describe('a whole award, through the UI only, in the README’s order', () => {
  it(
    'registers a team, runs Phase 1, Phase 2 and the grand final, the vote, the winners and their publication in the gallery',
    { timeout: 600_000 },
    async () => {
      // 1. Register: Nadia creates a team; Eko joins it with the team code shown on her home.
      const nadia = await as('Nadia Putri', 'Not registered')
      const register = async (page: Page, phone: string) => {
        await page.waitForURL('**/registration')
        await page.getByLabel('Unit').fill('Divisi Keuangan')
        await page.getByLabel('Phone').fill(phone)
        await page.getByLabel('T-shirt size').selectOption({ label: 'L — 72 x 53 cm' })
        await page.getByRole('button', { name: 'Register' }).click()
      }
      await register(nadia.page, '081234567001')
      await nadia.page.getByLabel('Team name').fill('Kas Cerdas')
      await nadia.page.getByRole('button', { name: 'Create team' }).click()
      await nadia.page.waitForURL('**/innovation-award/participant')
      const code = (await nadia.page.locator('.font-monospace').first().textContent())?.trim() ?? ''
      expect(code).toMatch(/^[A-Z]{3}-\d{4}$/)

      const eko = await as('Eko Prasetyo', 'Not registered', { phone: true })
      await register(eko.page, '081234567002')
      await eko.page.getByLabel('Team code').fill(code)
      await eko.page.getByRole('button', { name: 'Join team' }).click()
      await eko.page.waitForURL('**/innovation-award/participant')
      await expect.poll(() => eko.page.getByRole('list', { name: 'Team members' }).textContent(), WAIT).toContain('Nadia Putri')
      await eko.context.close()

      // 2. Submit: the Phase 1 entry from the home's "What to do next", with a poster, finalized.
      const home = nadia.page
      await home.reload()
      await home.getByRole('listitem').filter({ hasText: "Start your team's proposal" }).getByRole('link', { name: 'Start a proposal' }).click()
      await home.getByRole('radio', { name: /Process/ }).check()
      await home.getByLabel('Title').fill(TITLE)
      await home.getByRole('button', { name: 'Start proposal' }).click()
      await home.waitForURL('**/proposal/1/*/entry')
      await home.getByLabel('Background and problem').fill('Month-end closing takes nine days because bank statements are matched by hand.')
      await home.getByLabel('Idea and solution').fill('Match statements to ledger lines automatically; people review only the exceptions.')
      await home.getByLabel('What is new').fill('No unit reconciles automatically today.')
      await home.getByLabel('Expected benefits').fill('Closing in three days; fewer errors.')
      await home.getByLabel('Estimated yearly value').fill('750000000')
      await home.getByLabel('Implementation plan').fill('Pilot in one branch, then roll out.')
      await home.getByLabel('Unit or location').fill('Head office, Jakarta')
      await home.getByLabel('Upload the poster').setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: PNG })
      await home.getByRole('link', { name: 'poster.png' }).waitFor(WAIT)
      await expect.poll(() => home.getByRole('status', { name: 'Save status' }).textContent(), WAIT).toContain('Saved')
      await home.getByRole('button', { name: 'Finalize Phase 1 entry' }).click()
      await confirm(home, 'Finalize')
      await home.getByText(/it is read-only now/).waitFor(WAIT)

      // 3. Review: Siti approves the finalized entry.
      const siti = await as('Siti Rahmawati', 'Commitee')
      const committee = siti.page
      await approve(committee, 1, TITLE)

      // 4. Assign judges: two per proposal; none from the team's unit (Dewi Lestari is in Divisi Keuangan).
      const phase1Judges = await assignAutomatically(committee, 1, 2, TITLE)
      expect(phase1Judges).not.toContain('Dewi Lestari')

      // 5. Score: the committee starts "Scoring for semi-finalists"; both judges score and submit.
      await startPeriod(committee, 'Scoring for semi-finalists')
      await scoreSheet(phase1Judges[0]!, 1, TITLE, [8, 8, 9, 8])
      await scoreSheet(phase1Judges[1]!, 1, TITLE, [7, 8, 8, 9])

      // 6. Results: advance the proposal (and a seeded one) to the semi-finals, publish Phase 1's results.
      await advanceAndPublish(committee, 1, [TITLE, RIVAL])

      // Phase 2: once the committee starts it, the home's next step leads the team to its Phase 2 entry.
      await startPeriod(committee, 'Phase 2: innovation camp and semi-finalist presentation')
      await home.goto('/innovation-award/participant')
      const next = home.getByRole('listitem').filter({ hasText: `"${TITLE}": write the Phase 2 entry` })
      await next.getByRole('link', { name: 'Open the Phase 2 entry' }).click()
      await home.waitForURL('**/proposal/2/*/entry')
      await home.getByLabel('Progress since Phase 1').fill('Reconciliation runs nightly in the Jakarta branch since the camp.')
      await home.getByLabel('Pilot results').fill('92% of statement lines matched automatically; closing took four days instead of nine.')
      await home.getByLabel('Investment').fill('150000000')
      await home.getByLabel('Yearly benefit').fill('750000000')
      await home.getByLabel('Payback (months)').fill('3')
      await home.getByLabel('Risks').fill('Bank file formats change: one adapter per bank, tested monthly.')
      for (const member of ['Nadia Putri', 'Eko Prasetyo']) await home.getByLabel(`T-shirt size for ${member}`).selectOption({ label: 'L — 72 x 53 cm' })
      await home.getByLabel('Upload the presentation').setInputFiles({ name: 'presentation.pdf', mimeType: 'application/pdf', buffer: PDF })
      await home.getByRole('link', { name: 'presentation.pdf' }).waitFor(WAIT)
      await expect.poll(() => home.getByRole('status', { name: 'Save status' }).textContent(), WAIT).toContain('Saved')
      await home.getByRole('button', { name: 'Finalize Phase 2 entry' }).click()
      await confirm(home, 'Finalize')
      await home.getByText(/it is read-only now/).waitFor(WAIT)

      // Approve, assign two judges who have not judged it in Phase 1, score, advance, publish.
      await approve(committee, 2, TITLE)
      const phase2Judges = await assignAutomatically(committee, 2, 2, TITLE)
      expect(phase2Judges.filter((j) => phase1Judges.includes(j))).toEqual([])
      await startPeriod(committee, 'Scoring for finalists')
      await scoreSheet(phase2Judges[0]!, 2, TITLE, [8, 9, 7, 8])
      await scoreSheet(phase2Judges[1]!, 2, TITLE, [9, 8, 8, 8])
      await advanceAndPublish(committee, 2, [TITLE])

      // Grand final: three judges score live on the grand-final sheet.
      const finalJudges = await assignAutomatically(committee, 3, 3, TITLE)
      await startPeriod(committee, 'Phase 3: grand final')
      for (const judge of finalJudges) {
        const { context, page } = await as(judge, 'Jury', { phone: true })
        await page.getByRole('link', { name: 'Open the grand-final sheet' }).click()
        const card = page.getByRole('region', { name: `1. ${TITLE}` })
        await card.waitFor(WAIT)
        for (const [criterion, score] of [
          ['Impact', '9'],
          ['Scalability', '8'],
          ['Presentation and answers', '9'],
        ] as const)
          // The one-tap buttons are labels over visually hidden radios: tap the label.
          await card
            .getByRole('group', { name: new RegExp(criterion) })
            .locator('label')
            .filter({ hasText: new RegExp(`^${score}$`) })
            .click()
        await card.getByRole('button', { name: 'Submit' }).click()
        await confirm(page, 'YES', 'Submit your scores?')
        await page.getByText('Done 1 of 1').waitFor(WAIT)
        await context.close()
      }

      // 7. Vote: Votes, a people's-choice session over the published finalist and semi-finalist, open now.
      const SESSION = "People's choice at the grand final"
      await committee.goto(`${committeeArea}/vote`)
      await committee.getByLabel('Name').fill(SESSION)
      await committee.getByRole('checkbox', { name: new RegExp(TITLE) }).check()
      await committee.getByRole('checkbox', { name: new RegExp(RIVAL) }).check()
      const minute = 60_000
      await committee.getByLabel('Opens', { exact: true }).fill(toDateTimeInputText(new Date(Math.floor(Date.now() / minute) * minute - minute)))
      await committee.getByLabel('Closes', { exact: true }).fill(toDateTimeInputText(new Date(Date.now() + 3 * 60 * minute)))
      await committee.getByRole('button', { name: 'Create vote session' }).click()
      await committee.getByText(`The vote session "${SESSION}" is created.`).waitFor(WAIT)

      const andi = await as('Andi Pratama', 'Participant', { phone: true })
      await andi.page.getByRole('listitem').filter({ hasText: SESSION }).getByRole('link', { name: 'Vote' }).click()
      const ballot = andi.page.getByRole('region', { name: SESSION })
      await ballot.getByRole('radio', { name: TITLE }).check()
      await ballot.getByRole('button', { name: 'Vote' }).click()
      await confirm(andi.page, 'Cast my vote')
      await ballot.getByText(/You have voted for/).waitFor(WAIT)
      await andi.context.close()

      // Awarding: the committee starts it, sees the tally, marks the winner, publishes Phase 3's results.
      await startPeriod(committee, 'Awarding')
      await committee.goto(`${committeeArea}/vote-result?phase=3`)
      const tally = committee.getByRole('table', { name: `People's choice tallies of ${SESSION}` })
      await expect.poll(() => tally.getByRole('row').filter({ hasText: TITLE }).textContent(), WAIT).toMatch(/1\s*100%/)
      await committee.getByLabel(`Winner rank for ${TITLE}`).selectOption({ label: '1st place' })
      await confirm(committee, 'YES', 'Mark the winner?')
      await committee.getByText(`"${TITLE}" is 1st place in Process.`).waitFor(WAIT)
      await publish(committee, 3)
      await siti.context.close()

      // The gallery shows the winner with its rank, and the semi-finalist without one.
      await home.goto('/innovation-award/participant/gallery')
      const card = home.locator('.card').filter({ has: home.getByRole('heading', { name: TITLE }) })
      await card.getByText('1st place').waitFor(WAIT)
      const rival = home.locator('.card').filter({ has: home.getByRole('heading', { name: RIVAL }) })
      await rival.getByText('Semi-finalist').waitFor(WAIT)
      expect(await rival.getByText(/place/).count()).toBe(0)
      await nadia.context.close()
    },
  )
})

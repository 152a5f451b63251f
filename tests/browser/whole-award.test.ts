import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { toDateTimeInputText } from '@/lib/dates'
import { newContext, resetDemo, signIn, setUpBrowser } from './browser'
import { shownIn, textIn, type Language } from './messages'

// A whole award through the UI only, in the order of the README's "Running a whole award in the
// demo": no API calls, no time edits. The committee moves the award on with the timeline's
// "Start period" buttons. The demo starts from its seed, in Phase 1 (the test server's own data folder).

setUpBrowser(0)

const TITLE = 'Tax-filing clinics for village cooperatives'
// Seeded approved Phase 1 proposals that go through with it: two more in Social, for the other two winner
// ranks, and one that stays a semi-finalist.
const RIVAL = 'Village solar microgrid with local cooperatives' // Desa Berdaya, Social
const PUMPS = 'Predictive maintenance for pumping stations' // Pompa Pintar, Social
const PORTAL = 'Self-service data portal for branch managers' // Data Untuk Semua, Product / Service
const JURY = ['Dewi Lestari', 'Agus Santoso', 'Rina Kartika', 'Hendra Gunawan', 'Maya Sari']
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(20_000, 7)])
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
const WAIT = { timeout: 30_000 }

const committeeArea = '/innovation-award/commitee'

// The run's language: every word the test looks for is the app's message, read in it (the names
// and texts people typed, and the seed's rubric criteria, are the same in both).
let language: Language = 'en'
let shown = shownIn(language)
const T = (english: string) => shown.text(english)
const P = (english: RegExp) => shown.pattern(english)

/** Each person in their own browser profile, signed in once: one click on the landing page's button, then the person on the demo sign-in page. */
async function as(
  person: string,
  role: string,
  options: { phone?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext({ ...options, language })
  const page = await context.newPage()
  await signIn(page, person, role, '/', language)
  return { context, page }
}

/** Confirms the open dialog with its button and waits for it to close. */
/** Answers YES to the confirmation (named `dialogName`, when given). */
async function confirm(page: Page, dialogName?: string | RegExp): Promise<void> {
  const dialog = dialogName
    ? page.getByRole('dialog', { name: dialogName })
    : page.getByRole('dialog')
  await dialog.getByRole('button', { name: T('YES'), exact: true }).click()
  await dialog.waitFor({ state: 'detached', ...WAIT })
}

/** Manage → Timeline: starts a period (it becomes the active period now) and checks the timeline says so. */
async function startPeriod(page: Page, description: string): Promise<void> {
  await page.goto('/innovation-update/commitee')
  const period = T(description)
  await page.getByRole('button', { name: T(`Start period: ${period}`) }).click()
  await confirm(page, T('Start period'))
  await expect
    .poll(() => page.locator('[aria-current="step"]').textContent(), WAIT)
    .toContain(period)
}

/** Proposals → Phase N: approves the finalized entries. */
async function approve(page: Page, phase: 1 | 2, titles: string[]): Promise<void> {
  await page.goto(`${committeeArea}/proposals/phase/${phase}`)
  // The list settled first (its answers in, the header's notification count too): a click while a
  // late answer shifts the layout can land beside the button on a busy machine.
  await page.getByRole('button', { name: T(`Approve "${titles[0]}"`) }).waitFor(WAIT)
  await page.waitForLoadState('networkidle')
  for (const title of titles) {
    await page.getByRole('button', { name: T(`Approve "${title}"`) }).click()
    await confirm(page, T('Approve'))
    await page
      .getByRole('button', { name: T(`Approve "${title}"`) })
      .waitFor({ state: 'detached', ...WAIT })
  }
}

/** The bell of the person on `page` lists a notification named `title` (after a reload, as when they come back). */
async function expectNotified(page: Page, title: string): Promise<void> {
  await page.reload()
  await page.getByRole('button', { name: P(/^Notifications, /) }).click()
  await page.getByRole('link', { name: title }).waitFor(WAIT)
  await page.keyboard.press('Escape')
}

/** Judging → Assign judges: Phase N, "Assign automatically"; answers the judges the proposal got. */
async function assignAutomatically(
  page: Page,
  phase: 1 | 2 | 3,
  perProposal: number,
  title: string,
): Promise<string[]> {
  await page.goto(`${committeeArea}/assign-judges/${phase}`)
  await page.getByLabel(T('Judges per proposal')).fill(String(perProposal))
  await page.getByRole('button', { name: T('Assign automatically') }).click()
  await confirm(page, T('Assign judges automatically?'))
  await page.getByText(P(/assignments? added/)).waitFor(WAIT)
  // Each proposal is one row; its judges' editor opens under it.
  await page.getByRole('button', { name: T(`Edit judges for ${title}`) }).click()
  const card = page.getByRole('region', { name: title })
  await expect.poll(async () => (await checkedJudges(card)).length, WAIT).toBe(perProposal)
  return checkedJudges(card)
}

async function checkedJudges(card: ReturnType<Page['getByRole']>): Promise<string[]> {
  const names: string[] = []
  for (const judge of JURY)
    if (await card.getByRole('checkbox', { name: judge, exact: true }).isChecked())
      names.push(judge)
  return names
}

/** A judge scores the proposal on the phase's rubric from the jury home and submits. */
async function scoreSheet(
  judge: string,
  phase: 1 | 2,
  title: string,
  scores: number[],
): Promise<void> {
  const { context, page } = await as(judge, 'Jury')
  await page.waitForURL('**/innovation-award/jury')
  await page.getByRole('table', { name: T(`My Phase ${phase} assignments`) }).waitFor(WAIT)
  await page.getByRole('link', { name: T(`Score ${title}`) }).click()
  await page.getByRole('heading', { level: 1, name: T(`Score: ${title}`) }).waitFor(WAIT)
  const rubric =
    phase === 1
      ? ['Problem and relevance', 'Novelty', 'Expected benefit', 'Feasibility']
      : ['Progress and pilot results', 'Business case', 'Risk handling', 'Presentation']
  for (const [i, criterion] of rubric.entries())
    await page.getByRole('spinbutton', { name: T(`${criterion} score`) }).fill(String(scores[i]))
  await page
    .getByLabel(T('Overall comment'))
    .fill(
      phase === 1 ? 'A real problem with a credible plan.' : 'The pilot numbers are convincing.',
    )
  await page.getByRole('button', { name: T('Submit scores') }).click()
  await confirm(page)
  await page.getByText(P(/You submitted these scores on/)).waitFor(WAIT)
  await context.close()
}

/**
 * Results → Phase N: selects the proposals, advances them, publishes the phase's results. `unscored`:
 * those whose scores of the phase are not all in, which the confirmation names (advancing them is an override).
 */
async function advanceAndPublish(
  page: Page,
  phase: 1 | 2,
  titles: string[],
  unscored: string[],
): Promise<void> {
  await page.goto(`${committeeArea}/vote-result?phase=${phase}`)
  const results = page.getByRole('table', {
    name: P(new RegExp(`Phase (${phase}|\\{phase\\}) results`)),
  })
  await results.waitFor(WAIT)
  for (const title of titles)
    await page.getByRole('checkbox', { name: T(`Select ${title}`) }).check()
  await page.getByRole('button', { name: T(`Advance selected (${titles.length})`) }).click()
  const short = page
    .getByRole('dialog', { name: T('Advance the selected proposals?') })
    .getByRole('list', {
      // Two messages: the list's name holds the words for what is missing.
      name: textIn(language)('Proposals without all their {lacking}', {
        lacking: T(`Phase ${phase} scores`),
      }),
    })
  await short.waitFor(WAIT)
  const named = await short.getByRole('listitem').allTextContents()
  expect(named.map((text) => /^"(.+)": /.exec(text)?.[1]).sort()).toEqual([...unscored].sort())
  await confirm(page, T('Advance the selected proposals?'))
  await page.getByText(P(/proposals? advanced/)).waitFor(WAIT)
  await publish(page, phase)
}

/** The team's home → "What to do next" → the Phase 2 entry: written with each member's shirt size, the presentation, finalized. */
async function writePhase2Entry(
  page: Page,
  title: string,
  members: string[],
  text: { progress: string; pilot: string; risks: string },
): Promise<void> {
  await page.goto('/innovation-award/participant')
  const next = page
    .getByRole('listitem')
    .filter({ hasText: title })
    .filter({ hasText: P(/: write the Phase (2|\{phase\}) entry/) })
  await next.getByRole('link', { name: T('Open the Phase 2 entry') }).click()
  await page.waitForURL('**/proposal/2/*/entry')
  await page.getByLabel(T('Progress since Phase 1')).fill(text.progress)
  await page.getByLabel(T('Pilot results')).fill(text.pilot)
  await page.getByLabel(T('Investment')).fill('150000000')
  await page.getByLabel(T('Yearly benefit')).fill('600000000')
  await page.getByLabel(T('Payback (months)')).fill('3')
  await page.getByLabel(T('Risks')).fill(text.risks)
  for (const member of members)
    await page.getByLabel(T(`T-shirt size for ${member}`)).selectOption({ label: 'L — 72 x 53 cm' })
  await page
    .getByLabel(T('Upload the presentation'))
    .setInputFiles({ name: 'presentation.pdf', mimeType: 'application/pdf', buffer: PDF })
  await page.getByRole('link', { name: 'presentation.pdf' }).waitFor(WAIT)
  await expect
    .poll(() => page.getByRole('status', { name: T('Save status') }).textContent(), WAIT)
    .toContain(T('Saved'))
  await page.getByRole('button', { name: T('Finalize Phase 2 entry') }).click()
  await confirm(page)
  await page.getByText(P(/it is read-only now/)).waitFor(WAIT)
}

/** Results → Phase 3: marks a winner rank; `missing` is what the confirmation names when grand-final scores are still missing (an override). */
async function markWinner(
  page: Page,
  title: string,
  rank: '1st' | '2nd' | '3rd',
  missing?: string,
): Promise<void> {
  await page
    .getByRole('combobox', { name: T(`Winner rank for ${title}`) })
    .selectOption({ label: T(`${rank} place`) })
  await page.getByRole('button', { name: T(`Mark the winner rank for ${title}`) }).click()
  const place = T(`${rank} place`)
  const social = T('Social')
  if (missing) {
    const dialog = page.getByRole('dialog', {
      name: T('Mark the winner without all grand-final scores?'),
    })
    // One message around another: what is missing, then the question.
    await expect
      .poll(() => dialog.textContent(), WAIT)
      .toContain(
        textIn(language)('{missing} Mark "{title}" as {place} in {category} anyway?', {
          missing: T(missing),
          title,
          place,
          category: social,
        }),
      )
    await confirm(page, T('Mark the winner without all grand-final scores?'))
  } else await confirm(page, T('Mark the winner?'))
  await page.getByText(T(`"${title}" is ${place} in ${social}.`)).waitFor(WAIT)
}

async function publish(page: Page, phase: 1 | 2 | 3): Promise<void> {
  await page.getByRole('button', { name: T(`Publish Phase ${phase} results`) }).click()
  await confirm(page, T(`Publish the Phase ${phase} results?`))
  await page
    .getByRole('alert')
    .filter({
      hasText: P(new RegExp(`The Phase (${phase}|\\{phase\\}) results were published on`)),
    })
    .waitFor(WAIT)
}

// The same award in each language (requirements R17): every word the test looks for is read in it.
for (const runIn of ['en', 'id'] as const) {
  describe(`a whole award, through the UI only, in the README’s order (${runIn === 'en' ? 'English' : 'Bahasa Indonesia'})`, () => {
    it(
      'registers a team, runs Phase 1, Phase 2 and the grand final, the vote, the winners and their publication in the gallery',
      { timeout: 600_000 },
      async () => {
        language = runIn
        shown = shownIn(language)
        // A new run starts from the seed in Phase 1, as the first did.
        if (runIn !== 'en') await resetDemo(0)
        // 1. Register: Nadia creates a team; Eko joins it with the team code shown on her home.
        const nadia = await as('Nadia Putri', 'Not registered')
        const register = async (page: Page, phone: string) => {
          await page.waitForURL('**/registration')
          await page.getByLabel(T('Unit')).fill('Divisi Keuangan')
          await page.getByLabel(T('Phone')).fill(phone)
          await page.getByLabel(T('T-shirt size')).selectOption({ label: 'L — 72 x 53 cm' })
          await page.getByRole('button', { name: T('Register') }).click()
        }
        await register(nadia.page, '081234567001')
        await nadia.page.getByLabel(T('Team name')).fill('Kas Cerdas')
        await nadia.page.getByRole('button', { name: T('Create team') }).click()
        await nadia.page.waitForURL('**/innovation-award/participant')
        const code =
          (await nadia.page.locator('.font-monospace').first().textContent())?.trim() ?? ''
        expect(code).toMatch(/^[A-Z]{3}-\d{4}$/)

        const eko = await as('Eko Prasetyo', 'Not registered', { phone: true })
        await register(eko.page, '081234567002')
        await eko.page.getByLabel(T('Team code')).fill(code)
        await eko.page.getByRole('button', { name: T('Join team') }).click()
        await eko.page.waitForURL('**/innovation-award/participant')
        await expect
          .poll(() => eko.page.getByRole('list', { name: T('Team members') }).textContent(), WAIT)
          .toContain('Nadia Putri')
        await eko.context.close()

        // 2. Submit: the Phase 1 entry from the home's "What to do next", with a poster, finalized.
        const home = nadia.page
        await home.reload()
        await home
          .getByRole('listitem')
          .filter({ hasText: P(/Start your team's proposal/) })
          .getByRole('link', { name: T('Start a proposal') })
          .click()
        await home.getByRole('radio', { name: new RegExp(T('Social')) }).check()
        await home.getByLabel(T('Title')).fill(TITLE)
        await home.getByRole('button', { name: T('Start proposal') }).click()
        await home.waitForURL('**/proposal/1/*/entry')
        await home
          .getByLabel(T('Background and problem'))
          .fill(
            'Village cooperatives near our sites pay fines because nobody there knows how to file their taxes.',
          )
        await home
          .getByLabel(T('Idea and solution'))
          .fill(
            'Our tax staff run a monthly filing clinic in each village and a hotline for the treasurers.',
          )
        await home
          .getByLabel(T('What is new'))
          .fill('No company here helps the cooperatives around its sites with their taxes.')
        await home
          .getByLabel(T('Expected benefits'))
          .fill('No more fines for the cooperatives; closer ties with the villages.')
        await home.getByLabel(T('Estimated yearly value')).fill('250000000')
        await home
          .getByLabel(T('Implementation plan'))
          .fill('Pilot with three cooperatives in Garut, then at every site.')
        await home.getByLabel(T('Unit or location')).fill('Garut, Jawa Barat')
        await home
          .getByLabel(T('Upload the poster'))
          .setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: PNG })
        await home.getByRole('link', { name: 'poster.png' }).waitFor(WAIT)
        await expect
          .poll(() => home.getByRole('status', { name: T('Save status') }).textContent(), WAIT)
          .toContain(T('Saved'))
        await home.getByRole('button', { name: T('Finalize Phase 1 entry') }).click()
        await confirm(home)
        await home.getByText(P(/it is read-only now/)).waitFor(WAIT)

        // 3. Review: Siti approves the finalized entry.
        const siti = await as('Siti Rahmawati', 'Committee')
        const committee = siti.page
        await approve(committee, 1, [TITLE])
        await expectNotified(home, T('Your Phase 1 entry was approved'))

        // 4. Assign judges: two per proposal; none from the team's unit (Dewi Lestari is in Divisi Keuangan).
        const phase1Judges = await assignAutomatically(committee, 1, 2, TITLE)
        expect(phase1Judges).not.toContain('Dewi Lestari')

        // 5. Score: the committee starts "Scoring for semi-finalists"; both judges score and submit, each on their own.
        await startPeriod(committee, 'Scoring for semi-finalists')
        await Promise.all([
          scoreSheet(phase1Judges[0]!, 1, TITLE, [8, 8, 9, 8]),
          scoreSheet(phase1Judges[1]!, 1, TITLE, [7, 8, 8, 9]),
        ])

        // 6. Results: advance the proposal and three seeded ones to the semi-finals, publish Phase 1's results.
        // Nobody scored the seeded ones: the confirmation names them, and advancing them is an override.
        await advanceAndPublish(committee, 1, [TITLE, RIVAL, PUMPS, PORTAL], [RIVAL, PUMPS, PORTAL])
        // Nadia hears she is a semi-finalist.
        await expectNotified(home, T(`"${TITLE}" advanced to Phase 2`))

        // Phase 2: once the committee starts it, each team's home leads it to its Phase 2 entry; the teams
        // write theirs at the same time (the data portal's team writes none).
        await startPeriod(committee, 'Phase 2: innovation camp and semi-finalist presentation')
        const [andi] = await Promise.all([
          as('Andi Pratama', 'Participant', { phone: true }).then(async (andi) => {
            await writePhase2Entry(andi.page, PUMPS, ['Andi Pratama', 'Putri Ayu'], {
              progress: 'Vibration sensors on four pumps at Cikarang since the camp.',
              pilot: 'Two bearing faults flagged ten days before the crews would have found them.',
              risks: 'Sensor drift: a monthly check against a handheld meter.',
            })
            return andi
          }),
          writePhase2Entry(home, TITLE, ['Nadia Putri', 'Eko Prasetyo'], {
            progress: 'Monthly clinics run in three Garut villages since the camp.',
            pilot:
              'All 14 cooperatives of the pilot filed on time; their fines fell from 38 million rupiah to none.',
            risks: 'Staff time in the filing season: a rota of volunteers from four units.',
          }),
          as('Dimas Nugroho', 'Participant').then(async (dimas) => {
            await writePhase2Entry(dimas.page, RIVAL, ['Dimas Nugroho', 'Lestari Wulandari'], {
              progress:
                'The first village microgrid is running; the cooperative has trained two operators.',
              pilot:
                'Forty homes have power every evening; diesel for the village generator is down by 70%.',
              risks: 'Late batteries: a second supplier under contract.',
            })
            await dimas.context.close()
          }),
        ])

        // Approve, assign two judges who have not judged it in Phase 1, score, advance, publish.
        await approve(committee, 2, [TITLE, PUMPS, RIVAL])
        const phase2Judges = await assignAutomatically(committee, 2, 2, TITLE)
        expect(phase2Judges.filter((j) => phase1Judges.includes(j))).toEqual([])
        await startPeriod(committee, 'Scoring for finalists')
        await Promise.all([
          scoreSheet(phase2Judges[0]!, 2, TITLE, [8, 9, 7, 8]),
          scoreSheet(phase2Judges[1]!, 2, TITLE, [9, 8, 8, 8]),
        ])
        await advanceAndPublish(committee, 2, [TITLE, PUMPS, RIVAL], [PUMPS, RIVAL])

        // Grand final: three judges score the proposal live on their phones, side by side (the other finalists' judges do not, here).
        const finalJudges = await assignAutomatically(committee, 3, 3, TITLE)
        await startPeriod(committee, 'Phase 3: grand final')
        const scoreLive = async (judge: string) => {
          const { context, page } = await as(judge, 'Jury', { phone: true })
          await page.getByRole('link', { name: T('Open the grand-final sheet') }).click()
          const card = page.getByRole('region', { name: new RegExp(`^\\d\\. ${TITLE}$`) })
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
          await card.getByRole('button', { name: T('Submit') }).click()
          await confirm(page, T('Submit your scores?'))
          const done = ['Done 1 of 1', 'Done 1 of 2', 'Done 1 of 3'].map(T)
          await page.getByText(new RegExp(`^(${done.join('|')})$`)).waitFor(WAIT)
          await context.close()
        }
        await Promise.all(finalJudges.map(scoreLive))

        // 7. Vote: Votes, a people's-choice session over the published finalist and semi-finalist, open now.
        const SESSION = "People's choice at the grand final"
        await committee.goto(`${committeeArea}/vote`)
        await committee.getByLabel(T('Name')).fill(SESSION)
        await committee.getByRole('checkbox', { name: new RegExp(TITLE) }).check()
        await committee.getByRole('checkbox', { name: new RegExp(RIVAL) }).check()
        const minute = 60_000
        await committee
          .getByLabel(T('Opens'), { exact: true })
          .fill(toDateTimeInputText(new Date(Math.floor(Date.now() / minute) * minute - minute)))
        await committee
          .getByLabel(T('Closes'), { exact: true })
          .fill(toDateTimeInputText(new Date(Date.now() + 3 * 60 * minute)))
        await committee.getByRole('button', { name: T('Create vote session') }).click()
        await committee.getByText(T(`The vote session "${SESSION}" is created.`)).waitFor(WAIT)

        await andi.page.goto('/innovation-award/participant')
        await andi.page
          .getByRole('listitem')
          .filter({ hasText: SESSION })
          .getByRole('link', { name: T('Vote') })
          .click()
        const ballot = andi.page.getByRole('region', { name: SESSION })
        await ballot.getByRole('radio', { name: TITLE }).check()
        await ballot.getByRole('button', { name: T('Vote') }).click()
        await confirm(andi.page)
        await ballot.getByText(P(/You have voted for/)).waitFor(WAIT)
        await andi.context.close()

        // Awarding: the committee starts it, sees the tally, marks the three winners of Social, publishes Phase 3's results.
        // The other two finalists have no grand-final scores here: marking them is an override the confirmation names.
        await startPeriod(committee, 'Awarding')
        await committee.goto(`${committeeArea}/vote-result?phase=3`)
        const tally = committee.getByRole('table', {
          name: T(`People's choice tallies of ${SESSION}`),
        })
        await expect
          .poll(() => tally.getByRole('row').filter({ hasText: TITLE }).textContent(), WAIT)
          .toMatch(/1\s*100%/)
        await markWinner(committee, TITLE, '1st')
        await markWinner(
          committee,
          RIVAL,
          '2nd',
          '3 of 3 grand-final scores are not submitted yet.',
        )
        await markWinner(
          committee,
          PUMPS,
          '3rd',
          '3 of 3 grand-final scores are not submitted yet.',
        )
        await publish(committee, 3)
        await siti.context.close()

        // The gallery shows each winner with its rank, and the semi-finalist with its stage and no rank.
        await home.goto('/innovation-award/participant/gallery')
        const cardOf = (title: string) =>
          home.locator('.card').filter({ has: home.getByRole('heading', { name: title }) })
        const anyPlace = P(/(1st|2nd|3rd) place/)
        for (const [title, rank] of [
          [TITLE, '1st place'],
          [RIVAL, '2nd place'],
          [PUMPS, '3rd place'],
        ] as const) {
          await cardOf(title).getByText(T(rank)).waitFor(WAIT)
          expect(await cardOf(title).getByText(anyPlace).count(), title).toBe(1)
        }
        await cardOf(PORTAL).getByText(T('Semi-finalist')).waitFor(WAIT)
        expect(await cardOf(PORTAL).getByText(anyPlace).count()).toBe(0)
        await nadia.context.close()
      },
    )
  })
}

import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { generateScaleData } from '@/demo/db/generate'
import { advanceMissing, phaseProgress } from '@/domain/award'
import { SEEDED } from '@/demo/db/seed'
import {
  chooseForPublication,
  demoStore,
  resetDemoData,
  SEED_NOW,
  server,
} from '@/testing/demo-server'
import { catchDownloads } from '@/testing/downloads'
import { submittedSheet, testSheet } from '@/testing/score-sheets'
import { renderRoute } from '@/testing/test-utils'
import { problemAnswer } from '@/testing/fake-answers'
import { testPublication } from '@/testing/publications'

const YEAR = new Date(SEED_NOW).getUTCFullYear()
const LAST = YEAR - 1
const MAYA = 'c0a80001-0000-4000-8000-000000000015'

function submitted(proposalId: string, juryId: string, score: number) {
  demoStore.mutate((db) =>
    db.juryDetails.push(
      submittedSheet({ id: `jd-${proposalId}-${juryId}`, year: YEAR, proposalId, juryId }, score),
    ),
  )
}

/** Last year's winners as not published yet: ranks can still be marked. */
function unpublishLastYearsWinners() {
  demoStore.mutate((db) => {
    db.resultPublications = (db.resultPublications ?? []).filter(
      (p) => !(p.year === LAST && p.phase === 3),
    )
  })
}

/** A button once it can be pressed (Publish waits for the count of who advances). */
async function enabledButton(name: string): Promise<HTMLElement> {
  const button = await screen.findByRole('button', { name })
  await waitFor(() => expect(button).toBeEnabled())
  return button
}

describe('committee results', () => {
  it('shows a phase’s ranking under both methods, explaining each row and how results are computed', async () => {
    renderRoute(`/innovation-award/commitee/vote-result?year=${LAST}`, { as: SEEDED.committee })
    expect(await screen.findByRole('heading', { level: 1, name: 'Results' })).toBeInTheDocument()
    const table = await screen.findByRole('table', { name: /Phase 1 results/ })
    const rows = within(table).getAllByRole('row').slice(1)
    // Seeded last year (weights 20/25/30/25): prop-011 8.05, 8.25, 6.05 → 7.45; prop-013 7.25, 7.20 → 7.23;
    // prop-014 6.95, 7.00 → 6.98; prop-012 7.20, 8.20, 5.20 → 6.87.
    // Each judge scored only two proposals: too few to normalise, so there is no normalised rank.
    expect(
      within(rows[0]!).getByRole('link', { name: 'Leak detection with acoustic sensors' }),
    ).toHaveAttribute(
      'href',
      `/innovation-award/commitee/list-proposal/proposal/prop-011/score?year=${LAST}`,
    )
    expect(rows[0]).toHaveTextContent(/^1\s*—\s*Leak detection/)
    expect(rows[0]).toHaveTextContent(/3 \/ 0\s*of 3 assigned\s*7\.45\s*0\.99\s*—\s*—/)
    expect(rows[0]).toHaveTextContent('Weighted: 3 of 3 judges submitted, all counted.')
    expect(rows[0]).toHaveTextContent('Normalised: 0 of 3 counted.')
    expect(rows[0]).toHaveTextContent(
      'Dewi Lestari is left out of the normalised mean: 2 scores in this phase, fewer than 3.',
    )
    expect(rows[0]).toHaveTextContent(
      'No normalised rank: none of its judges’ scores can be normalised.',
    )
    expect(rows[1]).toHaveTextContent(/^2\s*—\s*Solar water pumps/)
    expect(rows[3]).toHaveTextContent(/^4\s*—\s*Chat assistant/)
    expect(within(table).queryByText('Judges disagree')).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'How results are computed' })).toBeInTheDocument()
    expect(
      screen.getByText(
        /used only when the judge submitted at least 3 scores in the phase and the judge’s spread is above 0\.25/,
      ),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('table', { name: "Each judge's submitted scores in Phase 1" }),
    ).toHaveTextContent(/Hendra Gunawan\s*2\s*5\.63\s*0\.42\s*No: fewer than 3 scores/)
  })

  it('normalises judges with enough scores and flags disagreement on the normalised spread', async () => {
    // Dewi (harsh) and Maya (lenient) agree on the order of three proposals: 4/8, 2/6, 3/7.
    submitted('prop-101', SEEDED.jury, 4)
    submitted('prop-104', SEEDED.jury, 2)
    submitted('prop-108', SEEDED.jury, 3)
    submitted('prop-101', MAYA, 8)
    submitted('prop-104', MAYA, 6)
    submitted('prop-108', MAYA, 7)
    renderRoute(`/innovation-award/commitee/vote-result?year=${YEAR}`, { as: SEEDED.committee })
    const table = await screen.findByRole('table', { name: /Phase 1 results/ })
    const top = within(table).getAllByRole('row')[1]!
    // Raw spread 2.00 for every row, normalised spread 0: no disagreement.
    expect(top).toHaveTextContent(/^1\s*1\s*/)
    expect(top).toHaveTextContent(/2 \/ 2\s*of 2 assigned\s*6\.00\s*2\.00\s*\+1\.22\s*0\.00/)
    expect(top).toHaveTextContent('Normalised: 2 of 2 counted.')
    expect(within(table).queryByText('Judges disagree')).not.toBeInTheDocument()
  })

  it('exports both rankings with the explanation as CSV, and prints', async () => {
    const saved = catchDownloads()
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined)
    const { user } = renderRoute(`/innovation-award/commitee/vote-result?year=${LAST}`, {
      as: SEEDED.committee,
    })
    await screen.findByRole('table', { name: /Phase 1 results/ })
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(saved.map((f) => f.name)).toEqual([
      expect.stringMatching(new RegExp(`^results-phase-1-${LAST}-\\d{4}-\\d{2}-\\d{2}\\.csv$`)),
    ])
    const lines = (await saved[0]!.text()).split('\r\n')
    expect(lines[0]).toBe(
      'Rank (weighted),Rank (normalised),Proposal,Team,Unit,Category,Judges assigned,Judges counted (weighted),Judges counted (normalised),Mean weighted,Raw spread,Mean z,Normalised spread,Judges disagree,Explanation',
    )
    expect(lines[1]).toMatch(
      /^1,,Leak detection with acoustic sensors,.*,3,3,0,7\.45,0\.99,,,no,"?No normalised rank: none of its judges’ scores can be normalised\. Weighted: 3 of 3 judges submitted, all counted\./,
    )
    await user.click(screen.getByRole('button', { name: 'Print' }))
    expect(print).toHaveBeenCalledTimes(1)
    print.mockRestore()
  })

  it('advances the selected proposals after confirmation; only then can the phase be published', async () => {
    submitted('prop-101', SEEDED.jury, 8)
    submitted('prop-104', SEEDED.jury, 3)
    submitted('prop-104', MAYA, 9)
    const { user } = renderRoute(`/innovation-award/commitee/vote-result?year=${YEAR}`, {
      as: SEEDED.committee,
    })
    const table = await screen.findByRole('table', { name: /Phase 1 results/ })
    expect(within(table).getByRole('row', { name: /Village solar/ })).toHaveTextContent(
      'No normalised rank: none of its judges’ scores can be normalised.',
    )
    expect(within(table).getByRole('row', { name: /Self-service data portal/ })).toHaveTextContent(
      '0 / 0 of 0 assigned',
    )
    // With nobody advanced, a publication would tell every team it did not advance: not offered.
    const publish = screen.getByRole('button', { name: 'Publish Phase 1 results' })
    await waitFor(() => expect(publish).toBeDisabled())
    expect(publish).toHaveAccessibleDescription(
      'No proposal advances from Phase 1 yet: advance the proposals that go through before publishing, or every team would read that it did not advance.',
    )
    await user.click(
      within(table).getByRole('checkbox', {
        name: 'Select Predictive maintenance for pumping stations',
      }),
    )
    await user.click(screen.getByRole('button', { name: 'Advance selected (1)' }))
    const dialog = await screen.findByRole('dialog', { name: 'Advance the selected proposals?' })
    expect(
      within(dialog).getByText('Predictive maintenance for pumping stations'),
    ).toBeInTheDocument()
    expect(
      within(dialog).getByText('Advance this proposal to the semi-finals (Phase 2)?'),
    ).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'YES' }))
    expect(
      await screen.findByText('1 proposal advanced to the semi-finals (Phase 2).'),
    ).toBeInTheDocument()
    expect(demoStore.db.proposals.find((p) => p.id === 'prop-101')!.phase).toBe(2)
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: /Phase 1 results/ })).getByText('Semi-finalist'),
      ).toBeInTheDocument(),
    )
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Publish Phase 1 results' })).toBeEnabled(),
    )
    expect(screen.getByRole('button', { name: 'Publish Phase 1 results' })).not.toHaveAttribute(
      'aria-describedby',
    )
  })

  it('advances proposals whose Phase 1 scores are not all in only as an override, naming each with what is missing', async () => {
    submitted('prop-104', SEEDED.jury, 7)
    demoStore.mutate((db) =>
      db.juryDetails.push(
        testSheet({
          id: 'jd-104-open',
          year: YEAR,
          phase: 1,
          proposalId: 'prop-104',
          juryId: MAYA,
        }),
      ),
    )
    const { user } = renderRoute(`/innovation-award/commitee/vote-result?year=${YEAR}`, {
      as: SEEDED.committee,
    })
    const table = await screen.findByRole('table', { name: /Phase 1 results/ })
    await user.click(
      within(table).getByRole('checkbox', {
        name: 'Select Village solar microgrid with local cooperatives',
      }),
    )
    await user.click(
      within(table).getByRole('checkbox', { name: 'Select Pay-per-use analytics for partners' }),
    )
    await user.click(screen.getByRole('button', { name: 'Advance selected (2)' }))
    const dialog = await screen.findByRole('dialog', { name: 'Advance the selected proposals?' })
    const short = within(dialog).getByRole('list', {
      name: 'Proposals without all their Phase 1 scores',
    })
    expect(
      within(short)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '"Village solar microgrid with local cooperatives": 1 of 2 Phase 1 scores is not submitted yet.',
      '"Pay-per-use analytics for partners": No judge is assigned to score it in Phase 1.',
    ])
    expect(dialog).toHaveTextContent('Override, and go on with advancing them?')
    await user.click(within(dialog).getByRole('button', { name: 'YES' }))
    expect(
      await screen.findByText('2 proposals advanced to the semi-finals (Phase 2).'),
    ).toBeInTheDocument()
    expect(
      ['prop-104', 'prop-108'].map((id) => demoStore.db.proposals.find((p) => p.id === id)!.phase),
    ).toEqual([2, 2])
    expect(demoStore.db.activities.find((a) => a.entityId === 'prop-108')).toMatchObject({
      action: 'advance',
      after: { override: 'No judge is assigned to score it in Phase 1.' },
    })
  })

  it('marks a winner per category on the Phase 3 tab', async () => {
    // Last year's 2nd place in Social is freed first: one proposal per rank and category.
    demoStore.mutate((db) => {
      db.proposals.find((p) => p.id === 'prop-013')!.winnerRank = null
    })
    unpublishLastYearsWinners()
    const { user } = renderRoute(`/innovation-award/commitee/vote-result?year=${LAST}&phase=3`, {
      as: SEEDED.committee,
    })
    const select = await screen.findByRole('combobox', {
      name: 'Winner rank for Leak detection with acoustic sensors',
    })
    expect(select).toHaveValue('1')
    const mark = screen.getByRole('button', {
      name: 'Mark the winner rank for Leak detection with acoustic sensors',
    })
    expect(mark).toBeDisabled()
    // Choosing in the select opens nothing by itself (WCAG 3.2.2): the person marks the choice.
    await user.selectOptions(select, '3')
    await user.selectOptions(select, '2')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(select).toHaveValue('2')
    await user.click(mark)
    const dialog = await screen.findByRole('dialog', { name: 'Mark the winner?' })
    expect(
      within(dialog).getByText(
        'Mark "Leak detection with acoustic sensors" as 2nd place in Social?',
      ),
    ).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'YES' }))
    await waitFor(() =>
      expect(demoStore.db.proposals.find((p) => p.id === 'prop-011')!.winnerRank).toBe(2),
    )
  })

  it('says a rank another finalist of the category holds is taken before asking anything, as the server would', async () => {
    unpublishLastYearsWinners()
    // Last year's 2nd place is in the category of the 1st, "Leak detection with acoustic sensors".
    const holder = demoStore.db.proposals.find((p) => p.id === 'prop-013')!
    const first = demoStore.db.proposals.find((p) => p.id === 'prop-011')!
    expect(holder).toMatchObject({ winnerRank: 2, category: first.category })
    const posts: string[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') posts.push(new URL(request.url).pathname)
    })
    const { user } = renderRoute(`/innovation-award/commitee/vote-result?year=${LAST}&phase=3`, {
      as: SEEDED.committee,
    })
    const select = await screen.findByRole('combobox', {
      name: 'Winner rank for Leak detection with acoustic sensors',
    })
    const mark = screen.getByRole('button', {
      name: 'Mark the winner rank for Leak detection with acoustic sensors',
    })
    const title = holder.title
    const taken = `"${title}" already holds rank 2 in this category. Clear it first.`
    await user.selectOptions(select, '2')
    await waitFor(() => expect(mark).toBeDisabled())
    expect(mark).toHaveAccessibleDescription(taken)
    expect(screen.getByText(taken)).toBeInTheDocument()
    // Neither Mark nor Enter in the select asks to confirm a rank that would be refused.
    await user.click(mark)
    select.focus()
    await user.keyboard('{Enter}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(posts).toEqual([])
    expect(demoStore.db.proposals.find((p) => p.id === 'prop-011')!.winnerRank).toBe(1)
    // Back to its own rank, or a free one: nothing to say.
    await user.selectOptions(select, '1')
    expect(screen.queryByText(taken)).not.toBeInTheDocument()
  })

  it('marks the rank chosen in the select with Enter, and NO leaves the marked rank', async () => {
    demoStore.mutate((db) => {
      db.proposals.find((p) => p.id === 'prop-013')!.winnerRank = null
    })
    unpublishLastYearsWinners()
    const { user } = renderRoute(`/innovation-award/commitee/vote-result?year=${LAST}&phase=3`, {
      as: SEEDED.committee,
    })
    const select = await screen.findByRole('combobox', {
      name: 'Winner rank for Leak detection with acoustic sensors',
    })
    await user.selectOptions(select, '2')
    await user.keyboard('{Enter}')
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Mark the winner?' })).getByRole('button', {
        name: 'NO',
      }),
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(select).toHaveValue('1')
    expect(demoStore.db.proposals.find((p) => p.id === 'prop-011')!.winnerRank).toBe(1)
  })

  it('keeps published winners final: the ranks cannot be changed, and it says why', async () => {
    renderRoute(`/innovation-award/commitee/vote-result?year=${LAST}&phase=3`, {
      as: SEEDED.committee,
    })
    const select = await screen.findByRole('combobox', {
      name: 'Winner rank for Leak detection with acoustic sensors',
    })
    await waitFor(() => expect(select).toBeDisabled())
    expect(select).toHaveValue('1')
    expect(
      screen.getByText(/^The winners were published on .*: their ranks are final\.$/),
    ).toBeInTheDocument()
  })

  it('keeps who advanced from a published phase final: nothing to select', async () => {
    renderRoute(`/innovation-award/commitee/vote-result?year=${LAST}&phase=1`, {
      as: SEEDED.committee,
    })
    expect(
      await screen.findByText(
        /^The Phase 1 results were published on .*: who advances from Phase 1 is final\.$/,
      ),
    ).toBeInTheDocument()
    expect(screen.queryByRole('checkbox', { name: /^Select / })).not.toBeInTheDocument()
  })

  it('shows the people’s-choice tallies of each vote session', async () => {
    // This year's votes over the semi-finalists (seeded from Phase 2 on).
    resetDemoData({ activeIndex: 2 })
    renderRoute(`/innovation-award/commitee/vote-result?year=${YEAR}`, { as: SEEDED.committee })
    const tallies = await screen.findByRole('table', {
      name: "People's choice tallies of Poster favourite (innovation camp)",
    })
    expect(within(tallies).getAllByRole('row')[1]).toHaveTextContent(/^1\s*Village solar microgrid/)
  })

  it('shows empty states for a year without scores or votes', async () => {
    renderRoute('/innovation-award/commitee/vote-result?year=2020', { as: SEEDED.committee })
    expect(await screen.findByText('No results for Phase 1 yet')).toBeInTheDocument()
    expect(await screen.findByText('No vote sessions in 2020')).toBeInTheDocument()
  })

  it('shows why the results cannot be loaded, with no Try again when the server refuses them for good', async () => {
    server.use(http.get('*/api/score/result', () => problemAnswer(403, { title: 'Nope' })))
    renderRoute(`/innovation-award/commitee/vote-result?year=${YEAR}`, { as: SEEDED.committee })
    expect(await screen.findByText('Nope')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
  })

  it('publishes a phase’s results once, after confirmation, with the choice of sharing comments', async () => {
    chooseForPublication(YEAR, 1)
    const { user } = renderRoute(`/innovation-award/commitee/vote-result?year=${YEAR}`, {
      as: SEEDED.committee,
    })
    const publish = await screen.findByRole('button', { name: 'Publish Phase 1 results' })
    await waitFor(() => expect(publish).toBeEnabled())
    // The button comes before the ranking, not after a long table.
    expect(
      publish.compareDocumentPosition(screen.getByRole('table', { name: /Phase 1 results/ })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
    await user.click(
      screen.getByRole('checkbox', { name: 'Share the judges’ comments with the teams' }),
    )
    await user.click(publish)
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent('The semi-finalists appear in the gallery')
    expect(dialog).not.toHaveTextContent('judges’ comments')
    // What the teams are told, in numbers.
    expect(dialog).toHaveTextContent(
      '1 proposal advances to Phase 2; every other team in Phase 1 reads that it did not advance.',
    )
    // What becomes final is said before, not found out after.
    expect(dialog).toHaveTextContent(
      'Who advances from Phase 1 becomes final: advance every proposal that goes through first.',
    )
    await user.click(within(dialog).getByRole('button', { name: 'YES' }))
    expect(
      await screen.findByText(
        /The Phase 1 results were published on .*the judges’ comments are not shared/,
      ),
    ).toBeInTheDocument()
    expect(
      screen.queryByRole('button', { name: 'Publish Phase 1 results' }),
    ).not.toBeInTheDocument()
    const stored = demoStore.db.resultPublications.filter((p) => p.year === YEAR)
    expect(stored).toEqual([
      expect.objectContaining({ phase: 1, shareComments: false, publishedById: SEEDED.committee }),
    ])
  })

  it('says in the confirmation how many of the phase’s score sheets are not submitted yet, and that publishing closes its scoring', async () => {
    resetDemoData({ activeIndex: 1 })
    chooseForPublication(YEAR, 1, ['prop-104', 'prop-108'])
    submitted('prop-104', SEEDED.jury, 8)
    demoStore.mutate((db) =>
      db.juryDetails.push(
        testSheet({ id: 'jd-open', year: YEAR, phase: 1, proposalId: 'prop-108', juryId: MAYA }),
      ),
    )
    const { user } = renderRoute(`/innovation-award/commitee/vote-result?year=${YEAR}`, {
      as: SEEDED.committee,
    })
    await user.click(await enabledButton('Publish Phase 1 results'))
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent(
      /1 of 2 Phase 1 score sheets is not submitted yet\. "Scoring for semi-finalists" is still open until \d\d \w{3} \d{4} [\d:]+\. Publishing closes Phase 1 scoring: from then on no Phase 1 score can be saved or submitted, even during "Scoring for semi-finalists"\./,
    )
    // No vote of this year is open in Phase 1.
    expect(dialog).not.toHaveTextContent('people’s-choice vote')
    await user.click(within(dialog).getByRole('button', { name: 'NO' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('calls Awarding by its name and says when a people’s-choice vote is still open', async () => {
    // Awarding runs, and the seeded poster-favourite vote is open for hours yet; a winner is marked.
    resetDemoData({ activeIndex: 5 })
    demoStore.mutate((db) => {
      const winner = db.proposals.find((p) => p.id === 'prop-101')!
      winner.phase = 3
      winner.winnerRank = 1
      db.resultPublications = [...(db.resultPublications ?? []), testPublication(YEAR, 2)]
    })
    const { user } = renderRoute(`/innovation-award/commitee/vote-result?year=${YEAR}&phase=3`, {
      as: SEEDED.committee,
    })
    await user.click(await enabledButton('Publish Phase 3 results'))
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent('1 winner is announced.')
    expect(dialog).toHaveTextContent(
      /"Awarding" is still open until \d\d \w{3} \d{4} [\d:]+\. Publishing closes Phase 3 scoring: from then on no Phase 3 score can be saved or submitted, even during "Phase 3: grand final" or "Awarding"\./,
    )
    expect(dialog).not.toHaveTextContent('scoring period')
    expect(dialog).toHaveTextContent(
      /The people’s-choice vote "Poster favourite \(innovation camp\)" is still open until \d\d \w{3} \d{4} [\d:]+: those who have not voted yet will see these results before they vote\./,
    )
    await user.click(within(dialog).getByRole('button', { name: 'NO' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('does not offer to publish the winners before one is marked, and says why', async () => {
    resetDemoData({ activeIndex: 5 })
    demoStore.mutate((db) => {
      db.resultPublications = [...(db.resultPublications ?? []), testPublication(YEAR, 2)]
    })
    expect(demoStore.db.proposals.some((p) => p.year === YEAR && p.winnerRank !== null)).toBe(false)
    renderRoute(`/innovation-award/commitee/vote-result?year=${YEAR}&phase=3`, {
      as: SEEDED.committee,
    })
    const publish = await screen.findByRole('button', { name: 'Publish Phase 3 results' })
    await waitFor(() => expect(publish).toBeDisabled())
    expect(publish).toHaveAccessibleDescription(
      'No winner is marked yet: mark the winners in the last column before publishing them.',
    )
    expect(demoStore.db.resultPublications?.some((p) => p.year === YEAR && p.phase === 3)).toBe(
      false,
    )
  })

  it('does not offer to publish a phase before the one it follows, and says why', async () => {
    // Phase 1 runs; a proposal was advanced to the final, and marked a winner, before any publication.
    demoStore.mutate((db) => {
      const winner = db.proposals.find((p) => p.id === 'prop-101')!
      winner.phase = 3
      winner.winnerRank = 1
    })
    renderRoute(`/innovation-award/commitee/vote-result?year=${YEAR}&phase=2`, {
      as: SEEDED.committee,
    })
    const publish = await screen.findByRole('button', { name: 'Publish Phase 2 results' })
    await waitFor(() => expect(publish).toBeDisabled())
    expect(publish).toHaveAccessibleDescription(
      'Publish the Phase 1 results first: until they are out no team knows it reached Phase 2, so none can be told how Phase 2 ended.',
    )
  })

  it('does nothing when publishing is not confirmed', async () => {
    chooseForPublication(YEAR, 1)
    const { user } = renderRoute(`/innovation-award/commitee/vote-result?year=${YEAR}&phase=1`, {
      as: SEEDED.committee,
    })
    await user.click(await enabledButton('Publish Phase 1 results'))
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent(
      'each team reads its score per criterion and the judges’ comments (without their names)',
    )
    await user.click(within(dialog).getByRole('button', { name: 'NO' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(demoStore.db.resultPublications.filter((p) => p.year === YEAR)).toEqual([])
    expect(screen.getByRole('button', { name: 'Publish Phase 1 results' })).toBeEnabled()
  })

  it('says when last year’s results were published', async () => {
    renderRoute(`/innovation-award/commitee/vote-result?year=${LAST}`, { as: SEEDED.committee })
    // The publication's own note (the thresholds' note below it names the publication too).
    expect(
      await screen.findByText(/The Phase 1 results were published on .*judges’ comments/),
    ).toBeInTheDocument()
    expect(
      screen.queryByRole('button', { name: /Publish Phase 1 results/ }),
    ).not.toBeInTheDocument()
  })

  describe('with many proposals', () => {
    // The seed plus 150 generated proposals: 64 approved Phase 1 proposals, half of them scored.
    beforeEach(() =>
      demoStore.replace(generateScaleData({ proposals: 150, judges: 8, now: SEED_NOW })),
    )
    const pool = () =>
      demoStore.db.proposals.filter((p) => p.year === YEAR && p.entries[1]?.status === 'Approved')

    it('pages and sorts the results on the server', async () => {
      const { user } = renderRoute(`/innovation-award/commitee/vote-result?year=${YEAR}`, {
        as: SEEDED.committee,
      })
      const table = await screen.findByRole('table', { name: /Phase 1 results/ })
      expect(within(table).getAllByRole('row')).toHaveLength(21)
      expect(screen.getByText(`Showing 1–20 of ${pool().length}`)).toBeInTheDocument()
      await user.click(screen.getByRole('button', { name: 'Page 2' }))
      expect(await screen.findByText(`Showing 21–40 of ${pool().length}`)).toBeInTheDocument()

      await user.selectOptions(screen.getByLabelText('Sort by'), 'Title')
      await user.selectOptions(screen.getByLabelText('Order'), 'Descending')
      const last = pool()
        .map((p) => p.title)
        .sort((a, b) => b.localeCompare(a))[0]!
      await waitFor(() =>
        expect(
          within(screen.getByRole('table', { name: /Phase 1 results/ })).getAllByRole('row')[1],
        ).toHaveTextContent(last),
      )
      expect(screen.getByText(`Showing 1–20 of ${pool().length}`)).toBeInTheDocument()
    })

    it('selects all proposals matching the filters across pages and advances them after a confirmation naming the count', async () => {
      const { user } = renderRoute(
        `/innovation-award/commitee/vote-result?year=${YEAR}&perPage=10`,
        { as: SEEDED.committee },
      )
      await screen.findByRole('table', { name: /Phase 1 results/ })
      await user.selectOptions(screen.getByLabelText('Category'), 'Social')
      const social = pool().filter((p) => p.category === 3)
      expect(await screen.findByText(`Showing 1–10 of ${social.length}`)).toBeInTheDocument()
      await user.click(
        screen.getByRole('checkbox', {
          name: 'Select every proposal on this page still in the phase',
        }),
      )
      expect(screen.getByText('10 proposals selected (the whole page).')).toBeInTheDocument()
      await user.click(
        screen.getByRole('button', { name: `Select all ${social.length} matching proposals` }),
      )
      expect(
        screen.getByText(`All ${social.length} matching proposals selected.`),
      ).toBeInTheDocument()
      // Leaving one out, on another page.
      await user.click(screen.getByRole('button', { name: 'Page 2' }))
      await screen.findByText(`Showing 11–${Math.min(20, social.length)} of ${social.length}`)
      const firstRow = within(screen.getByRole('table', { name: /Phase 1 results/ })).getAllByRole(
        'row',
      )[1]!
      await user.click(within(firstRow).getByRole('checkbox'))
      expect(
        screen.getByText(`All ${social.length} matching proposals selected except 1.`),
      ).toBeInTheDocument()

      await user.click(
        screen.getByRole('button', { name: `Advance selected (${social.length - 1})` }),
      )
      const dialog = await screen.findByRole('dialog', { name: 'Advance the selected proposals?' })
      expect(dialog).toHaveTextContent(
        `Advance all ${social.length - 1} proposals matching the filters to the semi-finals (Phase 2)?`,
      )
      // Some of the generated proposals lack scores: the confirmation counts them, across pages, and advancing is an override.
      const left = within(firstRow).getAllByRole('link')[0]!.textContent
      const unscored = social.filter(
        (p) =>
          p.title !== left &&
          advanceMissing(
            phaseProgress(
              demoStore.db.juryDetails.filter((jd) => jd.proposalId === p.id && jd.year === YEAR),
              1,
            ),
            1,
          ) !== null,
      )
      expect(unscored.length).toBeGreaterThan(0)
      expect(dialog).toHaveTextContent(
        `These ${unscored.length} proposals do not have all their Phase 1 scores`,
      )
      expect(dialog).toHaveTextContent('Override, and go on with advancing them?')
      await user.click(within(dialog).getByRole('button', { name: 'YES' }))
      expect(
        await screen.findByText(
          `${social.length - 1} proposals advanced to the semi-finals (Phase 2).`,
        ),
      ).toBeInTheDocument()
      const ids = new Set(social.map((p) => p.id))
      expect(demoStore.db.proposals.filter((p) => ids.has(p.id) && p.phase === 2)).toHaveLength(
        social.length - 1,
      )
      expect(
        demoStore.db.proposals.filter(
          (p) => !ids.has(p.id) && p.year === YEAR && p.phase === 2 && p.id.startsWith('prop-gen'),
        ),
      ).toEqual([])
      expect(screen.getByText('0 selected')).toBeInTheDocument()
    })
  })
})

import { act, screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { STILL_WAITING_MS } from '@/config/constants'
import { SEEDED } from '@/demo/db/seed'
import type { JuryDetailRecord } from '@/demo/db/types'
import { demoStore, resetDemoData, SEED_NOW, server } from '@/testing/demo-server'
import { testSheet, turnOnBlindJudging } from '@/testing/score-sheets'
import { chooseInConflict } from '@/testing/conflict-choice'
import { draftKeyOf, goOnline, renderRoute } from '@/testing/test-utils'
import { offContractAnswer, problemAnswer } from '@/testing/fake-answers'
import { activateLanguage } from '@/i18n'
import { NoAuthError } from '@/lib/api-errors'
import { forgetPendingSubmits } from '@/lib/interrupted-submit'

const YEAR = new Date(SEED_NOW).getUTCFullYear()
const TITLE = 'Village solar microgrid with local cooperatives'

/** Puts a Phase 1 sheet for prop-104 (Desa Berdaya) in the store, assigned to Dewi Lestari. */
function addSheet(extra: Partial<JuryDetailRecord> = {}): string {
  const id = 'jd-test-1'
  demoStore.mutate((db) =>
    db.juryDetails.push(testSheet({ id, year: YEAR, phase: 1, proposalId: 'prop-104' }, extra)),
  )
  return id
}

const sheetPath = (id: string) => `/innovation-award/jury/proposal/prop-104/${id}?year=${YEAR}`
const status = () => screen.getByRole('status', { name: 'Save status' })
const stored = (id: string) => demoStore.db.juryDetails.find((x) => x.id === id)!

async function fillScores(
  user: ReturnType<typeof renderRoute>['user'],
  values: Record<string, string>,
) {
  for (const [name, value] of Object.entries(values)) {
    const input = screen.getByLabelText(`${name} score`)
    await user.clear(input)
    await user.type(input, value)
  }
}

/** Every criterion of the Phase 1 rubric scored: (8×20 + 6×25 + 9×30 + 7×25) / 100 = 7.55. */
const ALL_SCORED = {
  'Problem and relevance': '8',
  Novelty: '6',
  'Expected benefit': '9',
  Feasibility: '7',
}

/** Answers YES to "Submit your scores?". */
async function answerYes(user: ReturnType<typeof renderRoute>['user']) {
  const dialog = await screen.findByRole('dialog', { name: 'Submit your scores?' })
  await user.click(within(dialog).getByRole('button', { name: 'YES' }))
}

describe('jury score sheet', () => {
  // The screen's modules go through Lingui's Babel plugin on their first import: done here, once,
  // rather than inside the first test's wait for its heading (seconds on a busy machine).
  beforeAll(async () => {
    await Promise.all([import('@/app/routes/jury/layout'), import('@/app/routes/jury/score-sheet')])
  }, 120_000)
  beforeEach(() => resetDemoData({ activeIndex: 1 }))

  it('shows the proposal read-only beside the rubric, with a live weighted total, and saves to the server as it is typed', async () => {
    const id = addSheet()
    const { user } = renderRoute(sheetPath(id), { as: SEEDED.jury })
    expect(
      await screen.findByRole('heading', { level: 1, name: `Score: ${TITLE}` }),
    ).toBeInTheDocument()
    expect(
      screen.getByText('Three villages near our sites have unreliable electricity.'),
    ).toBeInTheDocument()
    const rubric = screen.getByRole('table', {
      name: 'Criteria of the Phase 1 rubric with their weights',
    })
    expect(within(rubric).getByRole('row', { name: /Expected benefit .* 30%/ })).toBeInTheDocument()
    expect(
      screen.getByRole('link', { name: 'Assessment rubrics (opens in a new tab)' }),
    ).toHaveAttribute('href', '/demo-files/assessment-rubrics.html')
    // Untouched, the sheet claims no save the judge never made.
    expect(status()).toHaveTextContent('Changes are saved as you type')

    await fillScores(user, { 'Problem and relevance': '8', Novelty: '6' })
    // (8×20 + 6×25) / 45 = 6.89 so far
    expect(screen.getByText('6.89')).toBeInTheDocument()
    expect(screen.getByText(/2 of 4 criteria scored/)).toBeInTheDocument()
    await fillScores(user, { 'Expected benefit': '9', Feasibility: '7' })
    // (160 + 150 + 270 + 175) / 100 = 7.55
    expect(screen.getByText('7.55')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Novelty comment'), 'Done elsewhere in the region.')
    await user.type(screen.getByLabelText('Overall comment'), 'Solid community case.')

    // No button to press: the sheet reaches the server on its own.
    await waitFor(() => expect(status()).toHaveTextContent(/^Saved\s*at \d/))
    expect(stored(id)).toMatchObject({ status: 'Draft', overallComment: 'Solid community case.' })
    expect(stored(id).scores.map((s) => s.score)).toEqual([8, 6, 9, 7])
    expect(stored(id).scores[1]!.comment).toBe('Done elsewhere in the region.')
    expect(window.localStorage.getItem(draftKeyOf(SEEDED.jury, `score:${id}`))).toBeNull()
  })

  it('saves a score typed with a leading zero or spaces once, as the number it is, and says it is saved', async () => {
    const id = addSheet()
    const saves: string[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.method !== 'GET' && request.url.includes(id)) saves.push(request.url)
    })
    try {
      const { user } = renderRoute(sheetPath(id), { as: SEEDED.jury })
      await screen.findByRole('heading', { level: 1, name: `Score: ${TITLE}` })
      await fillScores(user, { Novelty: '08', Feasibility: ' 7 ' })
      await waitFor(() => expect(status()).toHaveTextContent(/^Saved\s*at \d/))
      expect(stored(id).scores.map((s) => s.score)).toEqual([null, 8, null, 7])
      // Nothing more is sent for what the server already has.
      const sent = saves.length
      await act(() => new Promise((resolve) => setTimeout(resolve, 2500)))
      expect(saves).toHaveLength(sent)
      expect(status()).toHaveTextContent(/^Saved\s*at \d/)
      expect(window.localStorage.getItem(draftKeyOf(SEEDED.jury, `score:${id}`))).toBeNull()
    } finally {
      server.events.removeAllListeners()
    }
  })

  it('says a score is out of the scale as soon as the judge leaves its field, not only at Submit', async () => {
    const id = addSheet()
    const { user } = renderRoute(sheetPath(id), { as: SEEDED.jury })
    await screen.findByRole('heading', { level: 1, name: `Score: ${TITLE}` })
    await fillScores(user, { Novelty: '75' })
    expect(screen.queryByText('Enter a whole number from 1 to 10.')).not.toBeInTheDocument()
    await user.click(screen.getByLabelText('Novelty comment'))
    expect(await screen.findByText('Enter a whole number from 1 to 10.')).toBeInTheDocument()
    await fillScores(user, { Novelty: '7' })
    await user.click(screen.getByLabelText('Novelty comment'))
    await waitFor(() =>
      expect(screen.queryByText('Enter a whole number from 1 to 10.')).not.toBeInTheDocument(),
    )
    // What Submit says is missing stays when the judge leaves the empty field without a score.
    await user.click(screen.getByRole('button', { name: 'Submit scores' }))
    const missing = 'Give Problem and relevance a score from 1 to 10 before submitting.'
    expect(await screen.findByText(missing)).toBeInTheDocument()
    expect(screen.getByLabelText('Problem and relevance score')).toHaveFocus()
    await user.tab()
    expect(screen.getByText(missing)).toBeInTheDocument()
  })

  it('back on the list after a save, the sheet reads as started (Continue), not as new', async () => {
    const id = addSheet()
    const { user } = renderRoute(`/innovation-award/jury?year=${YEAR}`, { as: SEEDED.jury })
    await user.click(await screen.findByRole('link', { name: `Score ${TITLE}` }))
    await screen.findByRole('heading', { level: 1, name: `Score: ${TITLE}` })
    await fillScores(user, { Novelty: '6' })
    await waitFor(() => expect(status()).toHaveTextContent('Saved'))
    expect(stored(id).status).toBe('Draft')
    await user.click(screen.getAllByRole('link', { name: 'My assignments' })[0]!)
    // The list may show its earlier answer while it fetches the new one: it must come to Continue.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: `Continue ${TITLE}` })).toHaveTextContent('Continue'),
    )
  })

  it('keeps scores typed offline on this device, restores them after a reload, and sends them once back online', async () => {
    const id = addSheet()
    server.use(http.put('*/api/score/:id', () => HttpResponse.error()))
    const first = renderRoute(sheetPath(id), { as: SEEDED.jury })
    await screen.findByRole('heading', { level: 1, name: `Score: ${TITLE}` })
    await fillScores(first.user, { Novelty: '9' })
    await first.user.type(screen.getByLabelText('Overall comment'), 'Typed offline')
    await waitFor(() => expect(status()).toHaveTextContent('Offline — kept on this device'))
    first.unmount()

    renderRoute(sheetPath(id), { as: SEEDED.jury })
    expect(
      await screen.findByText('Your text kept on this device was restored.'),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Novelty score')).toHaveValue(9)
    expect(screen.getByLabelText('Overall comment')).toHaveValue('Typed offline')
    expect(stored(id).status).toBe('Assigned')
    server.resetHandlers()
    await goOnline()
    await waitFor(() =>
      expect(stored(id)).toMatchObject({ status: 'Draft', overallComment: 'Typed offline' }),
    )
    expect(stored(id).scores.find((s) => s.criterionId === 'crit-1-2')?.score).toBe(9)
    await waitFor(() =>
      expect(window.localStorage.getItem(draftKeyOf(SEEDED.jury, `score:${id}`))).toBeNull(),
    )
  })

  it('restores a sheet kept on this device with a score out of the scale, comments and all, and saves it once the score is mended', async () => {
    const id = addSheet()
    const first = renderRoute(sheetPath(id), { as: SEEDED.jury })
    await screen.findByRole('heading', { level: 1, name: `Score: ${TITLE}` })
    await fillScores(first.user, { 'Problem and relevance': '8', Novelty: '11' })
    await first.user.type(screen.getByLabelText('Novelty comment'), 'Seen in two villages.')
    await first.user.type(screen.getByLabelText('Overall comment'), 'Worth a visit.')
    // The 11 cannot be saved (the server refuses it): it alone is held back, marked, and kept here;
    // the rest of the sheet reaches the server.
    await waitFor(() => expect(status()).toHaveTextContent(/Saved, except what is marked/))
    expect(
      screen.getByText(
        'The rest of the score sheet is saved, but not Novelty score: correct it as its message says. Until then it is kept on this device only.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Novelty score')).toHaveAccessibleDescription(
      /Enter a whole number from 1 to 10\.$/,
    )
    expect(stored(id)).toMatchObject({ overallComment: 'Worth a visit.' })
    expect(stored(id).scores.map((s) => s.score)).toEqual([8, null, null, null])
    expect(stored(id).scores[1]!.comment).toBe('Seen in two villages.')
    first.unmount()

    const { user } = renderRoute(sheetPath(id), { as: SEEDED.jury })
    expect(
      await screen.findByText('Your text kept on this device was restored.'),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Problem and relevance score')).toHaveValue(8)
    expect(screen.getByLabelText('Novelty score')).toHaveValue(11)
    expect(screen.getByLabelText('Novelty comment')).toHaveValue('Seen in two villages.')
    expect(screen.getByLabelText('Overall comment')).toHaveValue('Worth a visit.')

    await fillScores(user, { Novelty: '7' })
    await waitFor(() => expect(status()).toHaveTextContent('Saved'))
    expect(stored(id)).toMatchObject({ overallComment: 'Worth a visit.' })
    expect(stored(id).scores.find((s) => s.criterionId === 'crit-1-2')).toMatchObject({
      score: 7,
      comment: 'Seen in two villages.',
    })
  })

  it('holds back a comment too long while the rest is saved, and drops its message once it is shortened and saved', async () => {
    const id = addSheet()
    const { user } = renderRoute(sheetPath(id), { as: SEEDED.jury })
    await screen.findByRole('heading', { level: 1, name: `Score: ${TITLE}` })
    await fillScores(user, { Novelty: '7' })
    const overall = screen.getByLabelText('Overall comment')
    await user.click(overall)
    await user.paste('x'.repeat(4001))
    const tooLong = 'Keep the overall comment under 4000 characters.'
    await waitFor(() => expect(status()).toHaveTextContent(/Saved, except what is marked/))
    expect(overall).toHaveAccessibleDescription(tooLong)
    expect(stored(id).scores[1]!.score).toBe(7)
    expect(stored(id).overallComment).toBe('')
    await user.type(overall, '{Backspace}')
    await waitFor(() => expect(stored(id).overallComment).toHaveLength(4000))
    await waitFor(() => expect(status()).toHaveTextContent(/^Saved\s*at/))
    expect(overall).not.toHaveAccessibleDescription(tooLong)
    expect(overall).toBeValid()
  })

  it('lets the judge choose when the sheet was changed in another tab', async () => {
    const id = addSheet()
    const { user } = renderRoute(sheetPath(id), { as: SEEDED.jury })
    await screen.findByRole('heading', { level: 1, name: `Score: ${TITLE}` })
    demoStore.mutate((db) => {
      const jd = db.juryDetails.find((x) => x.id === id)!
      jd.overallComment = 'From the other tab'
      jd.version = 5
    })
    await user.type(screen.getByLabelText('Overall comment'), 'From this tab')
    expect(
      await screen.findByRole('heading', { name: 'This score sheet was also changed elsewhere' }),
    ).toBeInTheDocument()
    // Both texts are shown, one choice each.
    const group = screen.getByRole('group', { name: 'Overall comment' })
    expect(
      within(group).getByRole('radio', {
        name: /^Use the saved text \(version 5\) From the other tab$/,
      }),
    ).toBeInTheDocument()
    expect(
      within(group).getByRole('radio', { name: /^Keep my text \(on this device\) From this tab$/ }),
    ).toBeInTheDocument()
    expect(stored(id).overallComment).toBe('From the other tab')
    await chooseInConflict(user, { 'Overall comment': 'mine' })
    await waitFor(() =>
      expect(stored(id)).toMatchObject({ overallComment: 'From this tab', version: 6 }),
    )
  })

  it('reads in Bahasa Indonesia once chosen: the heading, the rubric, the total, Submit and why an incomplete sheet is refused', async () => {
    const id = addSheet()
    const { user } = renderRoute(sheetPath(id), { as: SEEDED.jury })
    await screen.findByRole('heading', { level: 1, name: `Score: ${TITLE}` })
    await act(() => activateLanguage('id'))
    expect(
      await screen.findByRole('heading', { level: 1, name: `Penilaian: ${TITLE}` }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('table', { name: 'Kriteria rubrik Tahap 1 beserta bobotnya' }),
    ).toBeInTheDocument()
    expect(screen.getByText(/dari 10 · 0 dari 4 kriteria sudah dinilai/)).toBeInTheDocument()
    const input = screen.getByLabelText('Nilai Novelty')
    await user.type(input, '6')
    // The weighted total so far, with the decimal comma Indonesian writes.
    expect(await screen.findByText('6,00')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Kirim nilai' }))
    expect(
      await screen.findByText('Beri nilai Feasibility dari 1 sampai 10 sebelum mengirim.'),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Nilai Problem and relevance')).toHaveFocus()
    await user.clear(input)
    await user.type(input, '11')
    await user.click(screen.getByRole('button', { name: 'Kirim nilai' }))
    expect(await screen.findByText('Masukkan bilangan bulat dari 1 sampai 10.')).toBeInTheDocument()
    expect(stored(id).status).not.toBe('Submitted')
  })

  it('after Submit on an empty sheet, each score’s message follows what is typed at once, and the autosave says which scores kept the sheet from being saved (Indonesian)', async () => {
    const id = addSheet()
    const { user } = renderRoute(sheetPath(id), { as: SEEDED.jury })
    await screen.findByRole('heading', { level: 1, name: `Score: ${TITLE}` })
    await act(() => activateLanguage('id'))
    await user.click(await screen.findByRole('button', { name: 'Kirim nilai' }))
    const field = (name: string) => screen.getByLabelText(`Nilai ${name}`)
    await waitFor(() =>
      expect(field('Feasibility')).toHaveAccessibleDescription(
        /Beri nilai Feasibility dari 1 sampai 10 sebelum mengirim\./,
      ),
    )
    const typed = {
      'Problem and relevance': '11',
      Novelty: '0',
      'Expected benefit': '7.5',
      Feasibility: '-3',
    }
    // Typed one after the other; the last field is never left.
    for (const [name, value] of Object.entries(typed)) await user.type(field(name), value)
    expect(field('Feasibility')).toHaveFocus()
    for (const name of Object.keys(typed)) {
      await waitFor(() =>
        expect(field(name)).toHaveAccessibleDescription(
          /Masukkan bilangan bulat dari 1 sampai 10\.$/,
        ),
      )
      expect(field(name)).not.toHaveAccessibleDescription(/sebelum mengirim/)
    }
    // Held back: the banner says which scores are kept on this device only, and why.
    expect(
      await screen.findByText(
        /kecuali Nilai Problem and relevance, Nilai Novelty, Nilai Expected benefit, Nilai Feasibility: perbaiki sesuai pesan di kolomnya\./,
      ),
    ).toBeInTheDocument()
    expect(screen.queryByText(/Kirim setiap nilai/)).not.toBeInTheDocument()
    expect(stored(id).scores.every((s) => s.score === null)).toBe(true)

    // Mended, a score's message goes at once; emptied after Submit, it is missing again.
    await user.clear(field('Feasibility'))
    await user.type(field('Feasibility'), '7')
    await waitFor(() => expect(field('Feasibility')).not.toHaveAccessibleDescription(/Masukkan/))
    await user.clear(field('Feasibility'))
    await waitFor(() =>
      expect(field('Feasibility')).toHaveAccessibleDescription(
        /Beri nilai Feasibility dari 1 sampai 10 sebelum mengirim\./,
      ),
    )
  })

  it('submits once back online what was typed offline before Submit: the sheet’s save goes first, no false "changed elsewhere"', async () => {
    const id = addSheet()
    const { user } = renderRoute(sheetPath(id), { as: SEEDED.jury })
    await screen.findByRole('heading', { level: 1, name: `Score: ${TITLE}` })
    await fillScores(user, ALL_SCORED)
    await waitFor(() => expect(status()).toHaveTextContent(/^Saved\s*at/))
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    try {
      act(() => void window.dispatchEvent(new Event('offline')))
      await user.type(screen.getByLabelText('Overall comment'), 'Typed offline, then submitted.')
      await user.click(screen.getByRole('button', { name: 'Submit scores' }))
      await answerYes(user)
      expect(
        await screen.findByRole('button', { name: /Waiting for the connection/ }),
      ).toBeDisabled()
      expect(stored(id).status).toBe('Draft')

      onLine.mockReturnValue(true)
      act(() => void window.dispatchEvent(new Event('online')))
      expect(await screen.findByText(/You submitted these scores on/)).toBeInTheDocument()
      expect(stored(id)).toMatchObject({
        status: 'Submitted',
        overallComment: 'Typed offline, then submitted.',
      })
      expect(screen.queryByText(/changed elsewhere|another tab/)).not.toBeInTheDocument()
    } finally {
      onLine.mockRestore()
      act(() => void window.dispatchEvent(new Event('online')))
    }
  })

  it('says after a reload that a submit pressed offline was not sent, and sends it on request', async () => {
    const id = addSheet()
    const first = renderRoute(sheetPath(id), { as: SEEDED.jury })
    await screen.findByRole('heading', { level: 1, name: `Score: ${TITLE}` })
    await fillScores(first.user, ALL_SCORED)
    await waitFor(() => expect(status()).toHaveTextContent(/^Saved\s*at/))
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    try {
      act(() => void window.dispatchEvent(new Event('offline')))
      await first.user.click(screen.getByRole('button', { name: 'Submit scores' }))
      await answerYes(first.user)
      await screen.findByRole('button', { name: /Waiting for the connection/ })
      // Its own page waits: no notice there yet, nor after going to another screen and back.
      expect(screen.queryByText(/were not submitted/)).not.toBeInTheDocument()
      await first.navigate(`/innovation-award/jury?year=${YEAR}`)
      await first.navigate(sheetPath(id))
      await screen.findByRole('heading', { level: 1, name: `Score: ${TITLE}` })
      expect(screen.queryByText(/were not submitted/)).not.toBeInTheDocument()
      // The page closes: its waiting submit goes with it.
      first.unmount()
      first.queryClient.getMutationCache().clear()
      forgetPendingSubmits()

      // Reloaded before the connection came back: the wait was lost with the page, and it says so.
      const { user } = renderRoute(sheetPath(id), { as: SEEDED.jury })
      expect(
        await screen.findByText(
          /Your scores were not submitted: the page was closed while it waited for the connection\./,
        ),
      ).toBeInTheDocument()
      onLine.mockReturnValue(true)
      act(() => void window.dispatchEvent(new Event('online')))
      await user.click(screen.getByRole('button', { name: 'Submit them now' }))
      await answerYes(user)
      expect(await screen.findByText(/You submitted these scores on/)).toBeInTheDocument()
      expect(stored(id).status).toBe('Submitted')
      expect(screen.queryByText(/were not submitted/)).not.toBeInTheDocument()
    } finally {
      onLine.mockRestore()
      act(() => void window.dispatchEvent(new Event('online')))
    }
  })

  it('refuses to submit an incomplete sheet, then submits with confirmation and locks it', async () => {
    const id = addSheet()
    const { user } = renderRoute(sheetPath(id), { as: SEEDED.jury })
    await screen.findByRole('heading', { level: 1, name: `Score: ${TITLE}` })
    await fillScores(user, { 'Problem and relevance': '8', Novelty: '6', 'Expected benefit': '9' })
    await user.click(screen.getByRole('button', { name: 'Submit scores' }))
    expect(
      await screen.findByText('Give Feasibility a score from 1 to 10 before submitting.'),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Feasibility score')).toHaveFocus()

    await fillScores(user, { Feasibility: '11' })
    await user.click(screen.getByRole('button', { name: 'Submit scores' }))
    expect(await screen.findByText('Enter a whole number from 1 to 10.')).toBeInTheDocument()
    // A score out of range is checked first; focus goes to it, not left on the button.
    expect(screen.getByLabelText('Feasibility score')).toHaveFocus()

    await fillScores(user, { Feasibility: '7' })
    await user.click(screen.getByRole('button', { name: 'Submit scores' }))
    const dialog = await screen.findByRole('dialog', { name: 'Submit your scores?' })
    expect(within(dialog).getByText(/Submitted scores are locked/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'YES' }))

    expect(await screen.findByText(/You submitted these scores on/)).toBeInTheDocument()
    // The focus (and with it the view, on a phone) goes to what says so, not to the rubric above.
    await waitFor(() =>
      expect(screen.getByText(/You submitted these scores on/).closest('.alert')).toHaveFocus(),
    )
    expect(screen.queryByRole('button', { name: 'Submit scores' })).not.toBeInTheDocument()
    expect(screen.queryByLabelText('Novelty score')).not.toBeInTheDocument()
    expect(
      within(screen.getByRole('table', { name: `Your Phase 1 scores for ${TITLE}` })).getByText(
        '7.55',
      ),
    ).toBeInTheDocument()
    expect(stored(id)).toMatchObject({ status: 'Submitted' })
    expect(demoStore.db.activities[0]).toMatchObject({
      entity: 'score',
      action: 'submit',
      actorId: SEEDED.jury,
    })
    // Nothing else to score in the phase: the sheet says so and leads back to the assignments.
    expect(
      await screen.findByText(/^All your Phase 1 score sheets are submitted\./),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to my assignments' })).toHaveAttribute(
      'href',
      '/innovation-award/jury',
    )
  })

  it('after a submit offers the next sheet still to score in the phase (in the assignment list’s order, skipping submitted ones, coming round to the start), and opens it', async () => {
    const at = new Date(SEED_NOW).toISOString()
    const full = [1, 2, 3, 4].map((i) => ({ criterionId: `crit-1-${i}`, score: 7, comment: '' }))
    demoStore.mutate((db) => {
      db.juryDetails.push(
        testSheet(
          { id: 'jd-done', year: YEAR, phase: 1, proposalId: 'prop-108' },
          { status: 'Submitted', scores: full, submittedAt: at },
        ),
      )
      db.juryDetails.push(
        testSheet(
          { id: 'jd-now', year: YEAR, phase: 1, proposalId: 'prop-104' },
          { status: 'Draft', scores: full, updatedAt: at },
        ),
      )
      db.juryDetails.push(
        testSheet({ id: 'jd-next', year: YEAR, phase: 1, proposalId: 'prop-101' }),
      )
    })
    const { user, router } = renderRoute(sheetPath('jd-now'), { as: SEEDED.jury })
    await screen.findByRole('heading', { level: 1, name: `Score: ${TITLE}` })
    expect(screen.queryByRole('link', { name: /^Next:/ })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Submit scores' }))
    await answerYes(user)

    // The list runs Predictive maintenance (open), this one, Pay-per-use analytics (submitted).
    const next = await screen.findByRole('link', {
      name: 'Next: Predictive maintenance for pumping stations',
    })
    expect(next).toHaveAttribute('href', '/innovation-award/jury/proposal/prop-101/jd-next')
    await user.click(next)
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Score: Predictive maintenance for pumping stations',
      }),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/innovation-award/jury/proposal/prop-101/jd-next')
  })

  it('signed out in another tab while the sheet is open: Submit says to sign in again first, not to submit again', async () => {
    const id = addSheet()
    const { user, adapter } = renderRoute(sheetPath(id), { as: SEEDED.jury })
    await screen.findByRole('heading', { level: 1, name: `Score: ${TITLE}` })
    await fillScores(user, ALL_SCORED)
    await waitFor(() => expect(status()).toHaveTextContent('Saved'))
    // The account leaves this tab's sign-in client (the other tab signed out): no token to send.
    const getAccessToken = adapter.getAccessToken
    adapter.getAccessToken = () => Promise.reject(new NoAuthError())
    try {
      await user.click(screen.getByRole('button', { name: 'Submit scores' }))
      await answerYes(user)
      const notice = await screen.findByText(
        /^Your scores were not submitted: the session had ended\./,
      )
      expect(notice).toHaveTextContent('Sign in again first; you can then do it here.')
      expect(screen.queryByRole('button', { name: 'Submit them now' })).not.toBeInTheDocument()
      expect(stored(id).status).toBe('Draft')
    } finally {
      adapter.getAccessToken = getAccessToken
    }
  })

  it('a Submit cut off by an ended session: after signing in again the sheet says the scores were not submitted, and submits them once confirmed', async () => {
    const id = addSheet()
    let ended = false
    const unauthorized = () => (ended ? problemAnswer(401, { title: 'Unauthorized' }) : undefined)
    const submits: string[] = []
    server.use(
      http.put('*/api/score/:id', unauthorized),
      http.post('*/api/score/:id/submit', ({ request }) => {
        submits.push(request.headers.get('Idempotency-Key') ?? '')
        return unauthorized()
      }),
    )
    const first = renderRoute(sheetPath(id), { as: SEEDED.jury })
    await screen.findByRole('heading', { level: 1, name: `Score: ${TITLE}` })
    await fillScores(first.user, ALL_SCORED)
    await waitFor(() => expect(status()).toHaveTextContent('Saved'))

    // The session ends; the judge presses Submit and confirms.
    ended = true
    await first.user.click(screen.getByRole('button', { name: 'Submit scores' }))
    await answerYes(first.user)
    const notice = await screen.findByText(
      /^Your scores were not submitted: the session had ended\./,
    )
    expect(notice).toHaveTextContent('Sign in again first; you can then do it here.')
    // Submit is at the sheet's end, far below on a phone: the notice takes the focus (and comes into sight).
    await waitFor(() => expect(notice.closest('[role="alert"]')).toHaveFocus())
    expect(stored(id).status).toBe('Draft')
    expect(submits).toHaveLength(1)
    first.unmount()

    // Back from signing in again: the sheet says so plainly, and nothing is sent on its own.
    ended = false
    const back = renderRoute(sheetPath(id), { as: SEEDED.jury })
    const alert = (
      await screen.findByText(
        'Your scores were not submitted: the session had ended. Submit them now?',
      )
    ).closest('[role="alert"]') as HTMLElement
    expect(screen.getByLabelText('Feasibility score')).toHaveValue(7)
    // Found on opening the sheet, the notice leaves the focus where it is.
    expect(alert).not.toHaveFocus()
    expect(submits).toHaveLength(1)
    expect(stored(id).status).toBe('Draft')

    // The button asks the same confirmation as Submit, then submits once.
    await back.user.click(within(alert).getByRole('button', { name: 'Submit them now' }))
    await answerYes(back.user)
    expect(await screen.findByText(/You submitted these scores on/)).toBeInTheDocument()
    expect(stored(id)).toMatchObject({ status: 'Submitted' })
    expect(stored(id).scores.map((x) => x.score)).toEqual([8, 6, 9, 7])
    expect(submits).toHaveLength(2)
    expect(screen.queryByText(/were not submitted/)).not.toBeInTheDocument()
    expect(
      Object.keys(window.localStorage).filter((key) => key.includes('submit-interrupted')),
    ).toEqual([])
  })

  it('the notice of an interrupted submit can be put aside: "Not now" keeps the scores as a draft', async () => {
    const id = addSheet()
    server.use(
      http.post('*/api/score/:id/submit', () => problemAnswer(401, { title: 'Unauthorized' })),
    )
    const first = renderRoute(sheetPath(id), { as: SEEDED.jury })
    await screen.findByRole('heading', { level: 1, name: `Score: ${TITLE}` })
    await fillScores(first.user, ALL_SCORED)
    await first.user.click(screen.getByRole('button', { name: 'Submit scores' }))
    await answerYes(first.user)
    await screen.findByText(/^Your scores were not submitted/)
    first.unmount()
    server.resetHandlers()

    const back = renderRoute(sheetPath(id), { as: SEEDED.jury })
    await back.user.click(await screen.findByRole('button', { name: 'Not now' }))
    expect(screen.queryByText(/were not submitted/)).not.toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(stored(id).status).toBe('Draft')
    expect(screen.getByRole('button', { name: 'Submit scores' })).toBeEnabled()
  })

  it('says why a submit failed in the bar that holds Submit (it stays on screen on a phone), and keeps the scores', async () => {
    const id = addSheet()
    server.use(
      http.post(
        '*/api/score/:id/submit',
        offContractAnswer(() =>
          HttpResponse.json({ title: 'Internal Server Error', status: 500 }, { status: 500 }),
        ),
      ),
    )
    const { user } = renderRoute(sheetPath(id), { as: SEEDED.jury })
    await screen.findByRole('heading', { level: 1, name: `Score: ${TITLE}` })
    await fillScores(user, ALL_SCORED)
    const submit = screen.getByRole('button', { name: 'Submit scores' })
    await user.click(submit)
    await answerYes(user)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Internal Server Error')
    expect(alert).toHaveTextContent('Your scores are kept; you can try again.')
    expect(submit.closest('.position-sticky')).toContainElement(alert)
    expect(screen.getByLabelText('Feasibility score')).toHaveValue(7)
    expect(stored(id).status).toBe('Draft')
  })

  it('keeps what was typed when the save fails, and says so', async () => {
    const id = addSheet()
    server.use(
      http.put(
        '*/api/score/:id',
        offContractAnswer(() =>
          HttpResponse.json({ title: 'Server error', status: 500 }, { status: 500 }),
        ),
      ),
    )
    const { user } = renderRoute(sheetPath(id), { as: SEEDED.jury })
    await screen.findByRole('heading', { level: 1, name: `Score: ${TITLE}` })
    await fillScores(user, { Novelty: '4' })
    await waitFor(() => expect(status()).toHaveTextContent('Not saved — will retry'))
    expect(screen.getByLabelText('Novelty score')).toHaveValue(4)
    expect(window.localStorage.getItem(draftKeyOf(SEEDED.jury, `score:${id}`))).toContain('"4"')
  })

  it('says "Still waiting for the server…" when a save hangs, and keeps what was typed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const id = addSheet()
      let sent = false
      server.use(
        http.put('*/api/score/:id', () => {
          sent = true
          return delay('infinite')
        }),
      )
      const { user } = renderRoute(sheetPath(id), { as: SEEDED.jury })
      await screen.findByRole('heading', { level: 1, name: `Score: ${TITLE}` })
      await fillScores(user, { Novelty: '5' })
      await waitFor(() => expect(sent).toBe(true))
      expect(status()).toHaveTextContent('Saving…')
      await act(() => vi.advanceTimersByTimeAsync(STILL_WAITING_MS + 500))
      expect(status()).toHaveTextContent(
        'Still waiting for the server… Your text is kept on this device.',
      )
      expect(screen.getByLabelText('Novelty score')).toHaveValue(5)
      expect(window.localStorage.getItem(draftKeyOf(SEEDED.jury, `score:${id}`))).toContain('"5"')
    } finally {
      vi.useRealTimers()
    }
  })

  it('puts a server field error on its criterion', async () => {
    const id = addSheet()
    server.use(
      http.put('*/api/score/:id', () =>
        problemAnswer(400, {
          title: 'One or more validation errors occurred.',
          errors: { 'scores.crit-1-2': ['Novelty: not allowed today.'] },
        }),
      ),
    )
    const { user } = renderRoute(sheetPath(id), { as: SEEDED.jury })
    await screen.findByRole('heading', { level: 1, name: `Score: ${TITLE}` })
    await fillScores(user, { Novelty: '4' })
    expect(await screen.findByText('Novelty: not allowed today.')).toBeInTheDocument()
    expect(screen.getByLabelText('Novelty score')).toHaveAttribute('aria-invalid', 'true')
  })

  it('shows a submitted sheet read-only', async () => {
    const id = addSheet({
      status: 'Submitted',
      submittedAt: new Date(SEED_NOW).toISOString(),
      scores: [1, 2, 3, 4].map((i) => ({
        criterionId: `crit-1-${i}`,
        score: 5,
        comment: i === 1 ? 'Fine problem statement' : '',
      })),
    })
    renderRoute(sheetPath(id), { as: SEEDED.jury })
    expect(await screen.findByText(/You submitted these scores on/)).toBeInTheDocument()
    expect(screen.getByText('Fine problem statement')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Submit scores' })).not.toBeInTheDocument()
  })

  it('is read-only when the phase’s scoring period is not the active one', async () => {
    resetDemoData({ activeIndex: 3 })
    // Not yet published (the seed publishes Phase 1 by then; a publication would be the reason instead).
    demoStore.mutate((db) => {
      db.resultPublications = db.resultPublications.filter((p) => p.year !== YEAR)
    })
    const id = addSheet()
    renderRoute(sheetPath(id), { as: SEEDED.jury })
    expect(
      await screen.findByText(
        /^Scoring for Phase 1 is open only during "Scoring for semi-finalists"\. The active period is "Scoring for finalists"\./,
      ),
    ).toBeInTheDocument()
    expect(screen.queryByLabelText('Novelty score')).not.toBeInTheDocument()
    // A conflict is not a score: it may still be declared outside the scoring period.
    expect(
      screen.getByRole('button', { name: 'Declare a conflict of interest' }),
    ).toBeInTheDocument()
  })

  it('is read-only once the phase’s results are published, even while its scoring period runs, and offers no conflict declaration', async () => {
    const id = addSheet({
      status: 'Draft',
      scores: [{ criterionId: 'crit-1-1', score: 7, comment: '' }],
      version: 2,
    })
    demoStore.mutate((db) => {
      db.resultPublications = [
        ...db.resultPublications,
        {
          id: 'pub-test',
          year: YEAR,
          phase: 1,
          publishedAt: new Date(SEED_NOW).toISOString(),
          publishedById: SEEDED.committee,
          shareComments: true,
        },
      ]
    })
    renderRoute(sheetPath(id), { as: SEEDED.jury })
    expect(
      await screen.findByText(
        /^The Phase 1 results were published on .+: its scores can no longer change\.$/,
      ),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('table', { name: `Your Phase 1 scores for ${TITLE}` }),
    ).toBeInTheDocument()
    expect(screen.queryByLabelText('Novelty score')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Submit scores' })).not.toBeInTheDocument()
    // Releasing the sheet would change the published counts (the API refuses it too).
    expect(
      screen.queryByRole('button', { name: 'Declare a conflict of interest' }),
    ).not.toBeInTheDocument()
  })

  it('explains a sheet that does not exist, with no Try again that could not succeed', async () => {
    renderRoute(sheetPath('jd-nope'), { as: SEEDED.jury })
    expect(await screen.findByText('No score sheet has this id.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Score sheet' })).toBeInTheDocument(),
    )
  })

  it('declares a conflict of interest with a reason: the assignment is released and the judge goes back to the list', async () => {
    const id = addSheet({
      status: 'Draft',
      scores: [{ criterionId: 'crit-1-1', score: 7, comment: '' }],
      version: 2,
    })
    const { user } = renderRoute(sheetPath(id), { as: SEEDED.jury })
    await user.click(await screen.findByRole('button', { name: 'Declare a conflict of interest' }))
    const dialog = await screen.findByRole('dialog', { name: 'Declare a conflict of interest' })
    await user.click(within(dialog).getByRole('button', { name: 'Declare the conflict' }))
    expect(
      await within(dialog).findByText('Say why, in at least 5 characters: the committee reads it.'),
    ).toBeInTheDocument()
    await user.type(
      within(dialog).getByLabelText('Reason (required)'),
      'My brother leads this team.',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Declare the conflict' }))
    expect(
      await screen.findByText(
        `Your conflict of interest with "${TITLE}" is recorded. The committee will assign another judge.`,
      ),
    ).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 1, name: 'Jury' })).toBeInTheDocument()
    expect(stored(id)).toMatchObject({ removed: true, status: 'Draft' })
    expect(demoStore.db.declaredConflicts).toEqual([
      expect.objectContaining({
        proposalId: 'prop-104',
        juryId: SEEDED.jury,
        phase: 1,
        reason: 'My brother leads this team.',
      }),
    ])
  })

  it('offers no conflict declaration on a submitted sheet', async () => {
    const id = addSheet({
      status: 'Submitted',
      scores: [1, 2, 3, 4].map((i) => ({ criterionId: `crit-1-${i}`, score: 7, comment: '' })),
      submittedAt: new Date(SEED_NOW).toISOString(),
    })
    renderRoute(sheetPath(id), { as: SEEDED.jury })
    expect(await screen.findByText(/Submitted scores are locked/)).toBeInTheDocument()
    expect(
      screen.queryByRole('button', { name: 'Declare a conflict of interest' }),
    ).not.toBeInTheDocument()
  })

  it('shows no team, unit or member name under blind judging', async () => {
    const id = addSheet()
    turnOnBlindJudging(YEAR, 1)
    renderRoute(sheetPath(id), { as: SEEDED.jury })
    expect(
      await screen.findByRole('heading', { level: 1, name: `Score: ${TITLE}` }),
    ).toBeInTheDocument()
    expect(screen.getByText(/Blind judging: the team is not shown/)).toBeInTheDocument()
    expect(document.body).not.toHaveTextContent(/Desa Berdaya|Regional Jawa Barat/)
  })

  it('follows the scale of the year’s rubric set by the committee', async () => {
    const id = addSheet()
    demoStore.mutate((db) => {
      const base = db.rubrics.filter((c) => c.phase === 1 && c.year === undefined)
      db.rubrics.push(...base.map((c) => ({ ...c, year: YEAR, scaleMin: 1, scaleMax: 5 })))
    })
    const { user } = renderRoute(sheetPath(id), { as: SEEDED.jury })
    expect(
      await screen.findByRole('heading', { level: 1, name: `Score: ${TITLE}` }),
    ).toBeInTheDocument()
    await fillScores(user, { 'Problem and relevance': '7' })
    await user.click(screen.getByRole('button', { name: 'Submit scores' }))
    expect(await screen.findByText('Enter a whole number from 1 to 5.')).toBeInTheDocument()
    expect(screen.getByLabelText('Problem and relevance score')).toHaveFocus()
  })
})

import { screen, waitFor, within } from '@testing-library/react'
import { SEEDED } from '@/demo/db/seed'
import type { PhaseNumber } from '@/demo/db/types'
import {
  PERIOD_CASES,
  periodsFor,
  SCORING_TABLE,
  type PeriodCase,
} from '@/domain/award/lifecycle.table'
import { call } from '@/testing/demo-call'
import { demoStore, SEED_NOW } from '@/testing/demo-server'
import { testSheet } from '@/testing/score-sheets'
import { renderRoute } from '@/testing/test-utils'

/**
 * One table, three places that read it: for every period, running now, not started yet or already
 * ended, the jury guard lets a judge into the jury area, the jury home shows a phase's sheets to
 * score, and the demo API accepts a score for that phase, all three together or not at all. The
 * judge has one sheet of each phase; the expectation is written from the scoring table.
 */

const YEAR = new Date(SEED_NOW).getUTCFullYear()
const DAY = 86_400_000
const PHASES: readonly PhaseNumber[] = [1, 2, 3]
const PROPOSAL: Record<PhaseNumber, string> = { 1: 'prop-101', 2: 'prop-102', 3: 'prop-104' }
const sheetId = (phase: PhaseNumber) => `jd-period-access-${phase}`

type Window = 'running' | 'not started' | 'ended'
const WINDOWS: readonly Window[] = ['running', 'not started', 'ended']

/** The times of the active period in each window; the others keep theirs. */
const TIMES: Record<Window, (now: number) => { startAt: string; endAt: string }> = {
  running: (now) => ({ startAt: iso(now - DAY), endAt: iso(now + DAY) }),
  'not started': (now) => ({ startAt: iso(now + DAY), endAt: iso(now + 6 * DAY) }),
  ended: (now) => ({ startAt: iso(now - 6 * DAY), endAt: iso(now - DAY) }),
}
const iso = (ms: number) => new Date(ms).toISOString()

/** The year's periods with `active` in the given window, nothing published, one open sheet per phase. */
function arrange(active: PeriodCase, window: Window) {
  const now = Date.now()
  demoStore.mutate((db) => {
    db.periods = [
      ...db.periods.filter((p) => p.year !== String(YEAR)),
      ...periodsFor(active, now, YEAR).map((p) => ({
        ...p,
        ...(p.isActive ? TIMES[window](now) : {}),
        createdAt: p.startAt,
        sendEmailBy: null,
        sendEmailAt: null,
      })),
    ]
    db.periods.forEach((p) => (p.isActive = p.year === String(YEAR) && p.periodId === active))
    db.resultPublications = db.resultPublications.filter((r) => r.year !== YEAR)
    db.juryDetails = [
      ...db.juryDetails.filter((jd) => !(jd.juryId === SEEDED.jury && jd.year === YEAR)),
      ...PHASES.map((phase) =>
        testSheet({ id: sheetId(phase), year: YEAR, phase, proposalId: PROPOSAL[phase] }),
      ),
    ]
  })
}

interface Observed {
  guard: 'lets in' | 'sends to /'
  /** The phase whose sheets the home lists, with whether they can be scored and, if not, why. */
  home: { phase: number; open: boolean; reason: string | null } | 'no scoring period' | null
}

/** What the judge meets at the jury area's address. */
async function visitJuryHome(): Promise<Observed> {
  const { router, unmount } = renderRoute(`/innovation-award/jury?year=${YEAR}`, {
    as: SEEDED.jury,
  })
  const observed = await waitFor((): Observed => {
    if (router.state.location.pathname === '/') return { guard: 'sends to /', home: null }
    if (screen.queryByText('No scoring period is active'))
      return { guard: 'lets in', home: 'no scoring period' }
    const heading = screen.getByRole('heading', { name: /^My Phase \d assignments$/ })
    const phase = Number(/Phase (\d)/.exec(heading.textContent ?? '')?.[1])
    const table = screen.getByRole('table', { name: `My Phase ${phase} assignments` })
    const link = within(table).getByRole('link', { name: /^(Score|View) / })
    const reason = screen.queryByRole('alert')?.textContent ?? null
    return {
      guard: 'lets in',
      home: { phase, open: link.textContent === 'Score', reason },
    }
  })
  unmount()
  return observed
}

/** The demo API's answer to saving a draft of each phase's sheet: accepted, or the problem's detail. */
async function apiAnswers(): Promise<Record<number, true | string>> {
  const answers: Record<number, true | string> = {}
  for (const phase of PHASES) {
    const version = demoStore.db.juryDetails.find((jd) => jd.id === sheetId(phase))!.version
    const answer = await call(SEEDED.jury, 'PUT', `/score/${sheetId(phase)}`, {
      scores: [],
      overallComment: '',
      version,
    })
    answers[phase] = answer.status === 200 ? true : String(answer.body?.detail)
  }
  return answers
}

const scoredIn = (period: PeriodCase) =>
  PHASES.find((phase) => SCORING_TABLE[phase].includes(period)) ?? null

const cases = PERIOD_CASES.filter((p) => p !== 'none').flatMap((period) =>
  WINDOWS.map((window) => [period, window] as const),
)

describe('jury guard, jury home and demo API agree on when each period lets a judge score', () => {
  it.each(cases)('period %s, %s', async (period, window) => {
    arrange(period, window)
    const seen = await visitJuryHome()
    const api = await apiAnswers()
    const phase = scoredIn(period)

    // What the scoring table says: a jury period lets the judge in; its phase is open while it runs.
    expect(seen.guard).toBe(phase ? 'lets in' : 'sends to /')
    const accepted = PHASES.filter((p) => api[p] === true)
    expect(accepted).toEqual(phase && window === 'running' ? [phase] : [])

    // The three agree: the home lists the phase the API accepts, and when it refuses, in the same words
    // (the API's naming the zone of its times, the screen's on the device's clock: the same here).
    if (seen.home === null) return
    if (seen.home === 'no scoring period') throw new Error('a jury period shows no scoring period')
    expect(seen.home.phase).toBe(phase)
    expect(seen.home.open).toBe(api[seen.home.phase] === true)
    expect(seen.home.reason?.replace(/(\d\d:\d\d:\d\d)/g, '$1 WIB') ?? null).toBe(
      seen.home.open ? null : api[seen.home.phase],
    )
  })

  it('with no active period: the guard sends the judge to / and the API accepts no score', async () => {
    arrange('none', 'running')
    expect((await visitJuryHome()).guard).toBe('sends to /')
    const api = await apiAnswers()
    expect(PHASES.filter((p) => api[p] === true)).toEqual([])
  })
})

// @vitest-environment node
import { SEEDED } from '@/demo/db/seed'
import { demoStore, resetDemoData, SEED_NOW, TEST_TOKEN_PREFIX } from '@/testing/demo-server'

const EVENT_ID = 'b3c6a9e2-5f1d-4c8b-9e27-3a4d5b6c7d8e'
const YEAR = new Date(SEED_NOW).getUTCFullYear()
const LAST = YEAR - 1

async function call(as: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`http://localhost/api${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${TEST_TOKEN_PREFIX}${as}`,
      EventId: EVENT_ID,
      'Content-Type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : null) as Record<string, unknown> & {
      value?: Record<string, unknown>
    },
  }
}

interface Results {
  rules: { minScores: number; sdFloor: number; minJudges: number; disagreement: number }
  judges: Array<{ count: number; sd: number; leftOut: string | null }>
  rows: Array<{ judgesDone: number; judgesNormalised: number; meanZ: number | null }>
}
const results = async (year: number) =>
  (await call(SEEDED.committee, 'GET', `/score/result?year=${year}&phase=1`)).body
    .value as unknown as Results

describe('normalisation thresholds per year and phase (docs/api.md "Judging settings")', () => {
  beforeEach(() => resetDemoData({ activeIndex: 1 }))

  it('default to at least 3 scores per judge and a spread floor of 0.25, for every phase', async () => {
    expect((await call(SEEDED.jury, 'GET', `/judging/settings?year=${YEAR}`)).body).toEqual(
      [1, 2, 3].map((phase) => ({ year: YEAR, phase, blind: false, minScores: 3, sdFloor: 0.25 })),
    )
  })

  it('are changed by the committee only, checked, recorded, and leave blind judging as it is', async () => {
    expect(
      (await call(SEEDED.jury, 'PUT', '/judging/settings/1', { year: YEAR, minScores: 4 })).status,
    ).toBe(403)
    const refused = await call(SEEDED.committee, 'PUT', '/judging/settings/1', {
      year: YEAR,
      minScores: 1,
      sdFloor: 0.123,
    })
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual({
      minScores: ['Enter a whole number from 2 to 20.'],
      sdFloor: ['Enter a number from 0 to 3, with at most two decimals.'],
    })
    expect(
      (await call(SEEDED.committee, 'PUT', '/judging/settings/1', { year: YEAR })).status,
    ).toBe(400)
    await call(SEEDED.committee, 'PUT', '/judging/settings/1', { year: YEAR, blind: true })
    const saved = await call(SEEDED.committee, 'PUT', '/judging/settings/1', {
      year: YEAR,
      minScores: 4,
      sdFloor: 0.5,
    })
    expect(saved.status).toBe(200)
    expect((saved.body as unknown as unknown[])[0]).toEqual({
      year: YEAR,
      phase: 1,
      blind: true,
      minScores: 4,
      sdFloor: 0.5,
    })
    expect(demoStore.db.activities[0]).toMatchObject({
      entity: 'judging',
      action: 'thresholds',
      actorId: SEEDED.committee,
      before: { minScores: 3, sdFloor: 0.25 },
      after: { minScores: 4, sdFloor: 0.5 },
    })
    // Another year and another phase keep theirs.
    expect(
      (await call(SEEDED.committee, 'GET', `/judging/settings?year=${YEAR}`)).body,
    ).toMatchObject([{ minScores: 4 }, { minScores: 3 }, { minScores: 3 }])
    expect(
      (await call(SEEDED.committee, 'GET', `/judging/settings?year=${LAST}`)).body,
    ).toMatchObject([{ minScores: 3 }, { minScores: 3 }, { minScores: 3 }])
  })

  it('decide whose scores the results normalise, and the results say which ones they used', async () => {
    // Last year's Phase 1 scores, before its results were published.
    demoStore.mutate((db) => {
      db.resultPublications = []
    })
    const before = await results(LAST)
    expect(before.rules).toEqual({ minScores: 3, sdFloor: 0.25, minJudges: 2, disagreement: 0.75 })
    expect(before.judges.length).toBeGreaterThan(0)

    await call(SEEDED.committee, 'PUT', '/judging/settings/1', { year: LAST, minScores: 20 })
    const strict = await results(LAST)
    expect(strict.rules).toMatchObject({ minScores: 20, sdFloor: 0.25 })
    expect(strict.judges.every((j) => j.leftOut === 'few-scores')).toBe(true)
    expect(strict.rows.every((r) => r.judgesNormalised === 0 && r.meanZ === null)).toBe(true)

    await call(SEEDED.committee, 'PUT', '/judging/settings/1', {
      year: LAST,
      minScores: 2,
      sdFloor: 0,
    })
    const loose = await results(LAST)
    expect(loose.rules).toMatchObject({ minScores: 2, sdFloor: 0 })
    for (const j of loose.judges)
      expect(j.leftOut).toBe(j.count < 2 ? 'few-scores' : j.sd <= 0 ? 'no-spread' : null)
    expect(loose.rows.some((r) => r.judgesNormalised > 0)).toBe(true)
  })

  it('can no longer change once the phase’s results are published; blind judging still can', async () => {
    const locked = await call(SEEDED.committee, 'PUT', '/judging/settings/1', {
      year: LAST,
      sdFloor: 0.1,
    })
    expect(locked.status).toBe(409)
    expect(locked.body).toMatchObject({
      title: 'Already published',
      detail: expect.stringMatching(
        /^The Phase 1 results were published on .*can no longer change\.$/,
      ) as unknown,
    })
    expect(
      (await call(SEEDED.committee, 'PUT', '/judging/settings/1', { year: LAST, blind: true }))
        .status,
    ).toBe(200)
  })
})

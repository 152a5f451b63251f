import { SEEDED } from '@/demo/db/seed'
import { readYear } from '@/demo/handlers/request'
import { call } from '@/testing/demo-call'

const YEAR_ERROR = 'The year must have four digits.'

describe('readYear: the one reader of a year in the demo handlers', () => {
  it('takes four digits from a query, a path or a JSON body, and nothing else', () => {
    expect(readYear('2026')).toBe(2026)
    expect(readYear(2026)).toBe(2026)
    expect(readYear(1000)).toBe(1000)
    expect(readYear(9999)).toBe(9999)
    for (const bad of [
      '',
      '26',
      '0999',
      '20261',
      '2026.0',
      ' 2026',
      '2O26',
      999,
      10000,
      2026.5,
      Number.NaN,
      null,
      undefined,
      true,
      {},
    ])
      expect(readYear(bad)).toBeNull()
  })
})

describe('every call that takes a year reads it the same way', () => {
  const reads: Array<[as: string, path: string]> = [
    [SEEDED.participantMember, '/proposal/gallery'],
    [SEEDED.participantMember, '/innovation-update/mine'],
    [SEEDED.participantMember, '/team/mine'],
    [SEEDED.participantMember, '/vote'],
    [SEEDED.committee, '/proposal'],
    [SEEDED.committee, '/team'],
    [SEEDED.committee, '/report/summary'],
    [SEEDED.committee, '/report/overview'],
    [SEEDED.committee, '/report/export/proposals'],
    [SEEDED.committee, '/score/result/publication'],
    [SEEDED.committee, '/score/result?phase=1'],
    [SEEDED.committee, '/judge'],
    [SEEDED.committee, '/judge/assignment?phase=1'],
    [SEEDED.committee, '/judging/settings'],
    [SEEDED.committee, '/rubric?phase=1'],
    [SEEDED.committee, '/rubric/lock?phase=1'],
    [SEEDED.jury, '/score/mine'],
  ]

  it.each(reads)(
    'GET %s %s: 200 without a year, 400 for a year that is not four digits',
    async (as, path) => {
      const join = path.includes('?') ? '&' : '?'
      expect((await call(as, 'GET', path)).status).toBe(200)
      for (const bad of ['26', '20x6', '12345']) {
        const answer = await call(as, 'GET', `${path}${join}year=${bad}`)
        expect(answer.status).toBe(400)
        expect(answer.body.detail).toBe(YEAR_ERROR)
      }
    },
  )

  it('GET /period/getbyyear/{year} refuses a year that is not four digits', async () => {
    expect((await call(SEEDED.committee, 'GET', '/period/getbyyear/2026')).status).toBe(200)
    expect((await call(SEEDED.committee, 'GET', '/period/getbyyear/226')).body.detail).toBe(
      YEAR_ERROR,
    )
  })

  const writes: Array<[method: string, path: string, body: Record<string, unknown>]> = [
    ['POST', '/judge/auto-assign', { phase: 1, judgesPerProposal: 2 }],
    ['POST', '/judge/assignment/bulk', { phase: 1, add: [], remove: [], selection: { ids: [] } }],
    ['POST', '/score/result/advance', { phase: 1, selection: { ids: [] } }],
    ['POST', '/score/result/publish', { phase: 1, shareComments: false }],
    ['PUT', '/rubric/1', { scaleMin: 1, scaleMax: 10, criteria: [] }],
    ['PUT', '/judging/settings/1', { blind: true }],
  ]

  it.each(writes)(
    '%s %s: a body year that is not four digits is a field error on year',
    async (method, path, body) => {
      for (const bad of ['20x6', 26, 20265]) {
        const answer = await call(SEEDED.committee, method, path, { ...body, year: bad })
        expect(answer.status).toBe(400)
        expect(answer.body.errors.year).toEqual([YEAR_ERROR])
      }
    },
  )

  it('POST /vote: the session year is required and must have four digits', async () => {
    for (const year of [undefined, '2026', 26]) {
      const answer = await call(SEEDED.committee, 'POST', '/vote', {
        name: 'People’s choice',
        year,
        candidateIds: [],
        openAt: '',
        closeAt: '',
      })
      expect(answer.body.errors.Year).toEqual(['Enter a four-digit year.'])
    }
  })
})

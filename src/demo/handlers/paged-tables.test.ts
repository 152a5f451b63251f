// @vitest-environment node
import { generateScaleData } from '@/demo/db/generate'
import { SEEDED } from '@/demo/db/seed'
import { call as callApi } from '@/testing/demo-call'
import { demoStore, SEED_NOW } from '@/testing/demo-server'

const YEAR = new Date(SEED_NOW).getUTCFullYear()

/** The committee calls, unless `as` says who; `bytes` is the answer's size. */
async function call(method: string, path: string, body?: unknown, as: string = SEEDED.committee) {
  const answer = await callApi(as, method, path, body)
  return {
    status: answer.status,
    body: answer.body as { value?: Record<string, unknown> } & Record<string, unknown>,
    bytes: answer.text.length,
  }
}

interface Row {
  proposalId: string
  title: string
  category: number
  reachedPhase: number
  rankWeighted: number | null
  meanWeighted: number | null
  judgesAssigned: number
  judgesDone: number
}
interface Results {
  rows: Row[]
  counts: {
    total: number
    matching: number
    selectable: number
    sheets: { assigned: number; submitted: number }
  }
  page?: { currentPage: number; pageCount: number; perPage: number; totalCount: number }
}
interface Board {
  proposals: Array<{ proposalId: string; title: string; teamName: string; category: number }>
  assignments: Array<{ proposalId: string; juryId: string; removed: boolean }>
  counts: { total: number; matching: number }
  page?: { currentPage: number; pageCount: number; perPage: number; totalCount: number }
}

const results = async (query: string) => {
  const answer = await call('GET', `/score/result?year=${YEAR}&phase=1&${query}`)
  expect(answer.status).toBe(200)
  return answer.body.value as unknown as Results
}
const board = async (query: string) => {
  const answer = await call('GET', `/judge/assignment?year=${YEAR}&phase=1&${query}`)
  expect(answer.status).toBe(200)
  return answer.body.value as unknown as Board
}

/** Approved Phase 1 proposals of the year: the seed's and the generated ones. */
const approved = () =>
  demoStore.db.proposals.filter((p) => p.year === YEAR && p.entries[1]?.status === 'Approved')
    .length

// The seed plus 200 generated proposals: 80 of them approved, half of those scored.
beforeEach(() => demoStore.replace(generateScaleData({ proposals: 200, judges: 8, now: SEED_NOW })))

describe('paged results (GET /score/result)', () => {
  it('answers one page with the counts, the same rows the unpaged answer has in that place', async () => {
    const all = await results('')
    expect(all.page).toBeUndefined()
    const page2 = await results('page=2&perPage=10')
    expect(page2.page).toEqual({
      currentPage: 2,
      pageCount: Math.ceil(all.rows.length / 10),
      perPage: 10,
      totalCount: all.rows.length,
    })
    expect(page2.rows.map((r) => r.proposalId)).toEqual(
      all.rows.slice(10, 20).map((r) => r.proposalId),
    )
    // The phase's sheets are counted over every row, not the page: what the publish confirmation names.
    const sum = (key: 'judgesAssigned' | 'judgesDone') => all.rows.reduce((n, r) => n + r[key], 0)
    expect(page2.counts).toEqual({
      total: all.rows.length,
      matching: all.rows.length,
      selectable: all.rows.length,
      sheets: { assigned: sum('judgesAssigned'), submitted: sum('judgesDone') },
    })
    // A page past the end is the last page.
    expect((await results('page=999&perPage=10')).page!.currentPage).toBe(page2.page!.pageCount)
  })

  it('filters by keyword, category, stage and scores, and sorts either way with unscored rows last', async () => {
    const cat2 = await results('filter[category]=2&perPage=100')
    expect(cat2.rows.length).toBeGreaterThan(0)
    expect(cat2.rows.every((r) => r.category === 2)).toBe(true)
    expect(cat2.counts.matching).toBe(cat2.rows.length)

    const unscored = await results('filter[flag]=unscored&perPage=100')
    expect(unscored.rows.every((r) => r.judgesDone === 0)).toBe(true)
    const scored = await results('filter[flag]=scored&perPage=100')
    expect(scored.counts.matching + unscored.counts.matching).toBe(scored.counts.total)

    const title = (await results('perPage=5')).rows[3]!.title
    const found = await results(`keyword=${encodeURIComponent(title.toUpperCase())}&perPage=5`)
    expect(found.rows.map((r) => r.title)).toContain(title)

    const up = await results('sort=meanWeighted&perPage=100')
    const down = await results('sort=-meanWeighted&perPage=100')
    const means = (rows: Row[]) => rows.map((r) => r.meanWeighted)
    const scoredUp = means(up.rows).filter((m) => m !== null)
    expect(scoredUp).toEqual([...scoredUp].sort((a, b) => a - b))
    expect(means(down.rows).filter((m) => m !== null)).toEqual([...scoredUp].reverse())
    expect(up.rows.at(-1)!.meanWeighted).toBeNull()
    expect(down.rows.at(-1)!.meanWeighted).toBeNull()

    expect((await call('GET', `/score/result?year=${YEAR}&phase=1&sort=colour`)).status).toBe(400)
    expect(
      (await call('GET', `/score/result?year=${YEAR}&phase=1&filter[stage]=maybe`)).status,
    ).toBe(400)
  })

  it('keeps a page under 200 KB however many proposals there are (3,000 here; npm run bench checks 10,000)', async () => {
    demoStore.replace(generateScaleData({ proposals: 3000, judges: 20, now: SEED_NOW }))
    const page = await call('GET', `/score/result?year=${YEAR}&phase=1&page=1&perPage=50`)
    expect(page.bytes).toBeLessThan(200 * 1024)
    const boardPage = await call('GET', `/judge/assignment?year=${YEAR}&phase=1&page=1&perPage=50`)
    expect(boardPage.bytes).toBeLessThan(200 * 1024)
    expect((boardPage.body.value as unknown as Board).counts.total).toBe(approved())
  })
})

describe('bulk advance (POST /score/result/advance)', () => {
  it('advances every matching row still in the phase across pages, after checking the confirmed count', async () => {
    const filtered = await results('filter[category]=3&page=1&perPage=5')
    const n = filtered.counts.selectable
    expect(filtered.page!.pageCount).toBeGreaterThan(1)
    const except = filtered.rows[0]!.proposalId
    const selection = { all: true, filter: { category: 3 }, except: [except], expected: n - 1 }

    const stale = await call('POST', '/score/result/advance', {
      year: YEAR,
      phase: 1,
      selection: { ...selection, expected: n },
    })
    expect(stale.status).toBe(409)
    expect(stale.body.detail).toBe(
      `${n - 1} rows match the filters now, not ${n}: the data changed since the list was shown. Look at the list again and confirm the new count.`,
    )
    expect(
      demoStore.db.proposals.filter((p) => p.phase === 2 && p.id.startsWith('prop-gen')),
    ).toHaveLength(0)

    const before = new Set(demoStore.db.proposals.filter((p) => p.phase === 2).map((p) => p.id))
    // Not every generated proposal has all its Phase 1 scores: the committee confirms the override (review.test.ts tests the rule).
    const done = await call('POST', '/score/result/advance', {
      year: YEAR,
      phase: 1,
      selection,
      override: true,
    })
    expect(done.status).toBe(200)
    expect(done.body.value).toEqual({ advanced: n - 1, failures: [] })
    const advanced = demoStore.db.proposals.filter((p) => p.phase === 2 && !before.has(p.id))
    expect(advanced).toHaveLength(n - 1)
    expect(advanced.every((p) => p.category === 3 && p.entries[2]?.status === 'Draft')).toBe(true)
    expect(advanced.map((p) => p.id)).not.toContain(except)
    expect(demoStore.db.activities.filter((a) => a.action === 'advance')).toHaveLength(n - 1)
    // They now count as advanced, and no longer as selectable.
    expect(
      (await results('filter[category]=3&filter[stage]=advanced&perPage=5')).counts.matching,
    ).toBe(n - 1)
    expect((await results('filter[category]=3&perPage=5')).counts.selectable).toBe(1)
  })

  it('advances picked ids and names each refusal', async () => {
    const [first] = (await results('perPage=1')).rows
    const draft = demoStore.db.proposals.find(
      (p) => p.entries[1]?.status === 'Draft' && p.year === YEAR,
    )!
    const answer = await call('POST', '/score/result/advance', {
      year: YEAR,
      phase: 1,
      selection: { ids: [first!.proposalId, draft.id] },
    })
    expect(answer.status).toBe(200)
    expect(answer.body.value).toEqual({
      advanced: 1,
      failures: [
        {
          proposalId: draft.id,
          title: draft.title,
          reason: `It is not in the Phase 1 results of ${YEAR}.`,
        },
      ],
    })
    const again = await call('POST', '/score/result/advance', {
      year: YEAR,
      phase: 1,
      selection: { ids: [first!.proposalId] },
    })
    expect(again.body.value).toMatchObject({
      advanced: 0,
      failures: [{ reason: 'It has already left Phase 1.' }],
    })
  })

  it('refuses a missing selection, phase 3, unknown ids and anyone but the committee', async () => {
    expect(
      (await call('POST', '/score/result/advance', { year: YEAR, phase: 1 })).body,
    ).toMatchObject({ errors: { selection: [expect.any(String)] } })
    expect(
      (
        await call('POST', '/score/result/advance', {
          year: YEAR,
          phase: 3,
          selection: { ids: ['prop-gen-2'] },
        })
      ).status,
    ).toBe(400)
    expect(
      (
        await call('POST', '/score/result/advance', {
          year: YEAR,
          phase: 1,
          selection: { ids: ['nope'] },
        })
      ).body,
    ).toMatchObject({
      errors: { selection: ['Unknown ids: nope.'] },
    })
    expect(
      (
        await call(
          'POST',
          '/score/result/advance',
          { year: YEAR, phase: 1, selection: { ids: ['prop-gen-2'] } },
          SEEDED.jury,
        )
      ).status,
    ).toBe(403)
  })
})

describe('paged assignment board (GET /judge/assignment)', () => {
  it('pages, filters and sorts the proposals, answering only the page’s assignments', async () => {
    const all = await board('')
    expect(all.page).toBeUndefined()
    const total = approved()
    expect(all.proposals).toHaveLength(total)
    const page = await board('page=3&perPage=7')
    expect(page.page).toEqual({
      currentPage: 3,
      pageCount: Math.ceil(total / 7),
      perPage: 7,
      totalCount: total,
    })
    expect(page.proposals.map((p) => p.proposalId)).toEqual(
      all.proposals.slice(14, 21).map((p) => p.proposalId),
    )
    const ids = new Set(page.proposals.map((p) => p.proposalId))
    expect(page.assignments.length).toBeGreaterThan(0)
    expect(page.assignments.every((a) => ids.has(a.proposalId))).toBe(true)

    const none = await board('filter[judges]=none')
    expect(none.counts).toEqual({
      total,
      matching:
        total - new Set(all.assignments.filter((a) => !a.removed).map((a) => a.proposalId)).size,
    })
    const judge = all.assignments[0]!.juryId
    const judged = await board(`filter[judge]=${judge}`)
    expect(judged.counts.matching).toBe(
      new Set(
        all.assignments.filter((a) => a.juryId === judge && !a.removed).map((a) => a.proposalId),
      ).size,
    )

    const byTeam = await board('sort=-team&perPage=100')
    const teams = byTeam.proposals.map((p) => p.teamName)
    expect(teams).toEqual([...teams].sort((a, b) => b.localeCompare(a)))
  })
})

describe('bulk assignment across pages', () => {
  const unassign = () =>
    demoStore.mutate(
      (db) => (db.juryDetails = db.juryDetails.filter((jd) => !jd.id.startsWith('jd-gen'))),
    )

  it('auto-assigns only the selected proposals: every one matching the filters', async () => {
    unassign()
    const cat1 = await board('filter[category]=1&perPage=5')
    const answer = await call('POST', '/judge/auto-assign', {
      year: YEAR,
      phase: 1,
      judgesPerProposal: 2,
      selection: { all: true, filter: { category: 1 }, expected: cat1.counts.matching },
    })
    expect(answer.status).toBe(200)
    expect(answer.body.value).toMatchObject({ created: cat1.counts.matching * 2 })
    const categories = new Set(
      demoStore.db.juryDetails
        .filter((jd) => jd.year === YEAR)
        .map((jd) => demoStore.db.proposals.find((p) => p.id === jd.proposalId)!.category),
    )
    expect([...categories]).toEqual([1])
  })

  it('adds a judge to all matching proposals, skipping conflicts, and takes them off again keeping scored sheets', async () => {
    unassign()
    const total = (await board('perPage=5')).counts.total
    const judge =
      demoStore.db.users.find((u) => u.roleName === 'Jury' && u.unit === 'Divisi SDM') ??
      demoStore.db.users.find((u) => u.roleName === 'Jury')!
    const added = await call('POST', '/judge/assignment/bulk', {
      year: YEAR,
      phase: 1,
      add: [judge.id],
      selection: { all: true, expected: total },
    })
    expect(added.status).toBe(200)
    const value = added.body.value as {
      proposals: number
      added: number
      removed: number
      skipped: Array<{ reason: string }>
    }
    expect(value.proposals).toBe(total)
    expect(value.skipped.length).toBeGreaterThan(0)
    expect(value.skipped[0]!.reason).toBe(`${judge.name} works in the team's unit (${judge.unit}).`)
    expect(value.added + value.skipped.length).toBe(total)
    expect(demoStore.db.activities[0]).toMatchObject({
      entity: 'assignment',
      action: 'bulk-assign',
    })

    // One sheet is scored: taking the judge off keeps it, marked removed.
    const scored = demoStore.db.juryDetails.find(
      (jd) => jd.juryId === judge.id && jd.year === YEAR,
    )!
    demoStore.mutate((db) => (db.juryDetails.find((jd) => jd.id === scored.id)!.status = 'Draft'))
    const judged = await board(`filter[judge]=${judge.id}&perPage=5`)
    expect(judged.counts.matching).toBe(value.added)
    const removed = await call('POST', '/judge/assignment/bulk', {
      year: YEAR,
      phase: 1,
      remove: [judge.id],
      selection: { all: true, filter: { judge: judge.id }, expected: value.added },
    })
    expect(removed.body.value).toMatchObject({
      proposals: value.added,
      added: 0,
      removed: value.added,
      skipped: [],
    })
    const left = demoStore.db.juryDetails.filter((jd) => jd.juryId === judge.id && jd.year === YEAR)
    expect(left).toEqual([
      expect.objectContaining({ id: scored.id, removed: true, status: 'Draft' }),
    ])
  })

  it('refuses an unknown judge, nothing to do, a proposal not on the board and a stale count', async () => {
    const [p] = (await board('perPage=1')).proposals
    expect(
      (
        await call('POST', '/judge/assignment/bulk', {
          phase: 1,
          add: ['who'],
          selection: { ids: [p!.proposalId] },
        })
      ).body,
    ).toMatchObject({
      errors: { add: ['Not an active jury member: who.'] },
    })
    expect(
      (
        await call('POST', '/judge/assignment/bulk', {
          phase: 1,
          selection: { ids: [p!.proposalId] },
        })
      ).body,
    ).toMatchObject({
      errors: { add: ['Name a judge to add or to take off.'] },
    })
    const judge = demoStore.db.users.find((u) => u.roleName === 'Jury')!.id
    const draft = demoStore.db.proposals.find(
      (x) => x.entries[1]?.status === 'Draft' && x.year === YEAR,
    )!
    const outside = await call('POST', '/judge/assignment/bulk', {
      year: YEAR,
      phase: 1,
      add: [judge],
      selection: { ids: [draft.id] },
    })
    expect(outside.body).toMatchObject({
      errors: {
        selection: [
          `"${draft.title}" is not an approved Phase 1 proposal of ${YEAR}, so it cannot get judges.`,
        ],
      },
    })
    const stale = await call('POST', '/judge/assignment/bulk', {
      year: YEAR,
      phase: 1,
      add: [judge],
      selection: { all: true, expected: 3 },
    })
    expect(stale.status).toBe(409)
  })
})

import { SEEDED } from '@/demo/db/seed'
import { call } from '@/testing/demo-call'
import { attachToProposal, demoStore, SEED_NOW } from '@/testing/demo-server'

const YEAR = new Date(SEED_NOW).getUTCFullYear()

/** Marks proposals as semi-finalists, as advancing them does. */
function semiFinalists(...ids: string[]) {
  demoStore.mutate((db) => {
    for (const id of ids) db.proposals.find((p) => p.id === id)!.phase = 2
  })
}

async function publish(phase: 1 | 2 | 3) {
  expect(
    (await call(SEEDED.committee, 'POST', '/score/result/publish', { phase, shareComments: false }))
      .status,
  ).toBe(200)
}

describe('demo gallery', () => {
  it('lists only published proposals of the year, winners first, filtered by category', async () => {
    const last = await call(SEEDED.participantMember, 'GET', `/proposal/gallery?year=${YEAR - 1}`)
    expect(last.body).toMatchObject([
      {
        id: 'prop-011',
        winnerRank: 1,
        teamName: 'Pompa Pintar',
        // The seed draws a PNG poster for every finalized entry (seed-showcase.ts).
        poster: {
          url: expect.stringMatching(
            /^\/uploads\/att-seed-prop-011-poster-1\/leak-detection-with-acoustic-sensors-poster\.png\?v=[^&]+&exp=\d+&sig=/,
          ) as unknown,
          contentType: 'image/png',
        },
      },
      { id: 'prop-013', winnerRank: 2, teamName: 'Desa Berdaya' },
      { id: 'prop-014', winnerRank: 3, teamName: 'Rantai Cepat' },
      { id: 'prop-012', winnerRank: null },
    ])
    // This year is in Phase 1: nothing is published yet, so approved Phase 1 proposals are not in the gallery.
    const ids = async (query = '') =>
      (
        (await call(SEEDED.participantMember, 'GET', `/proposal/gallery?year=${YEAR}${query}`))
          .body as Array<{ id: string }>
      )
        .map((x) => x.id)
        .sort()
    expect(await ids()).toEqual([])
    semiFinalists('prop-101', 'prop-104')
    expect(await ids()).toEqual([])
    await publish(1)
    expect(await ids()).toEqual(['prop-101', 'prop-104'])
    expect(await ids('&filter[category]=3')).toEqual(['prop-101', 'prop-104'])
    expect(await ids('&filter[category]=1')).toEqual([])
  })

  it('shows a winner’s rank only once the Phase 3 results are published', async () => {
    semiFinalists('prop-101', 'prop-104')
    demoStore.mutate((db) => {
      const winner = db.proposals.find((p) => p.id === 'prop-104')!
      winner.phase = 3
      winner.winnerRank = 1
    })
    await publish(1)
    const rankOf = async () =>
      (
        (await call(SEEDED.participantMember, 'GET', `/proposal/gallery?year=${YEAR}`))
          .body as Array<{ id: string; phase: number; winnerRank: number | null }>
      ).find((x) => x.id === 'prop-104')
    expect(await rankOf()).toMatchObject({ phase: 2, winnerRank: null })
    await publish(2)
    expect(await rankOf()).toMatchObject({ phase: 3, winnerRank: null })
    await publish(3)
    expect(await rankOf()).toMatchObject({ phase: 3, winnerRank: 1 })
  })

  it('answers one published proposal with its summary and poster, and hides unpublished ones', async () => {
    semiFinalists('prop-104')
    await publish(1)
    attachToProposal('prop-104', {
      id: 'att-1',
      fileName: 'microgrid.png',
      contentType: 'image/png',
      size: 1200,
      uploadedById: SEEDED.participantLeader,
    })
    const detail = await call(SEEDED.participantMember, 'GET', '/proposal/gallery/prop-104')
    expect(detail.status).toBe(200)
    expect((detail.body as { value: unknown }).value).toMatchObject({
      title: 'Village solar microgrid with local cooperatives',
      team: { name: 'Desa Berdaya', memberNames: ['Dimas Nugroho', 'Lestari Wulandari'] },
      summary: { background: 'Three villages near our sites have unreliable electricity.' },
      // Signed for the caller (docs/api.md "Uploaded files").
      poster: {
        url: expect.stringMatching(
          /^\/uploads\/att-1\/microgrid\.png\?v=[^&]+&exp=\d+&sig=/,
        ) as unknown,
        contentType: 'image/png',
      },
    })
    expect((await call(SEEDED.participantMember, 'GET', '/proposal/gallery/prop-108')).status).toBe(
      404,
    )
  })
})

/** An award year with periods and nothing else: it ran, but named no winners. */
function yearWithoutWinners(year: number) {
  demoStore.mutate((db) => {
    const template = db.periods.filter((p) => p.year === String(YEAR - 1))
    db.periods.push(
      ...template.map((p) => ({
        ...p,
        id: p.id.replace(String(YEAR - 1), String(year)),
        year: String(year),
      })),
    )
  })
}

describe('demo gallery of earlier winners', () => {
  type YearWinners = Array<{ year: number; winners: Array<{ id: string; winnerRank: number }> }>
  const winners = async (query = '') => {
    const answer = await call(SEEDED.participantMember, 'GET', `/proposal/gallery/winners${query}`)
    expect(answer.status).toBe(200)
    return (answer.body as YearWinners).map((y) => ({
      year: y.year,
      winners: y.winners.map((w) => [w.id, w.winnerRank]),
    }))
  }

  it("lists each earlier year's published winners, newest year first, and a year without winners as empty", async () => {
    expect(await winners()).toEqual([
      {
        year: YEAR - 1,
        winners: [
          ['prop-011', 1],
          ['prop-013', 2],
          ['prop-014', 3],
        ],
      },
    ])
    yearWithoutWinners(YEAR - 3)
    expect((await winners()).map((y) => [y.year, y.winners.length])).toEqual([
      [YEAR - 1, 3],
      [YEAR - 3, 0],
    ])
    // Only the years before the one asked for.
    expect(await winners(`?year=${YEAR - 1}`)).toEqual([{ year: YEAR - 3, winners: [] }])
    expect(
      (await call(SEEDED.participantMember, 'GET', '/proposal/gallery/winners?year=20')).status,
    ).toBe(400)
  })

  it('names no winner of a year whose final results are not published', async () => {
    demoStore.mutate((db) => {
      db.resultPublications = db.resultPublications.filter(
        (r) => !(r.year === YEAR - 1 && r.phase === 3),
      )
    })
    expect(await winners()).toEqual([{ year: YEAR - 1, winners: [] }])
  })
})

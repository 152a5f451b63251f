// @vitest-environment node
import { SEEDED } from '@/demo/db/seed'
import { call } from '@/testing/demo-call'
import { demoStore } from '@/testing/demo-server'

const YEAR = new Date(demoStore.db.seededAt).getFullYear()

/** The activity log's newest summaries, read in the language `headers` ask for. */
async function summaries(query: string, headers: Record<string, string> = {}): Promise<string[]> {
  const answer = await call(SEEDED.committee, 'GET', `/activity?${query}`, undefined, headers)
  expect(answer.status).toBe(200)
  return (answer.body as Array<{ summary: string }>).map((a) => a.summary)
}

describe('the activity log reads in the language of the request (requirements R17.1)', () => {
  it('words a change’s summary, and the period named in it, in Indonesian when asked', async () => {
    const started = await call(SEEDED.committee, 'POST', `/period/startperiod/period-${YEAR}-2`)
    expect(started.status).toBe(200)

    const query = 'entity=period&page=1&perPage=1'
    expect(await summaries(query)).toEqual([`Started "Scoring for semi-finalists" ${YEAR}`])
    expect(await summaries(query, { 'Accept-Language': 'id-ID,id;q=0.9' })).toEqual([
      `Memulai "Penilaian semifinalis" ${YEAR}`,
    ])
    // The record keeps its English sentence too, as the data folder shows it.
    expect(demoStore.db.activities[0]).toMatchObject({
      summary: `Started "Scoring for semi-finalists" ${YEAR}`,
    })
  })

  it('reads the seed’s history in Indonesian and finds it by the words shown', async () => {
    const published = await summaries('entity=results&page=1&perPage=50', {
      'Accept-Language': 'id',
    })
    expect(published.length).toBeGreaterThan(0)
    for (const summary of published) expect(summary).toMatch(/^Memublikasikan hasil Tahap \d/)

    const found = await summaries('keyword=memublikasikan&page=1&perPage=50', {
      'Accept-Language': 'id',
    })
    expect(found).toEqual(published)
  })

  it('keeps a record written before summaries were messages as it was written, in both languages', async () => {
    demoStore.mutate((db) => {
      db.activities.unshift({
        id: 'act-old',
        at: new Date(Date.parse(db.seededAt) + 60_000).toISOString(),
        actorId: SEEDED.committee,
        entity: 'period',
        entityId: `period-${YEAR}-1`,
        action: 'send-email',
        summary: 'Sent the e-mail for "Phase 1" (an old record)',
        before: null,
        after: null,
      })
    })
    const old = await call(SEEDED.committee, 'GET', '/activity/act-old', undefined, {
      'Accept-Language': 'id',
    })
    expect(old.body.value.summary).toBe('Sent the e-mail for "Phase 1" (an old record)')
  })
})

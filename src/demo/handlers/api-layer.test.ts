import { SEEDED } from '@/demo/db/seed'
import { call } from '@/testing/demo-call'

describe('demo API layer: routes by their first path segment', () => {
  it('answers a route whatever the case of its path, and a parameterised one after the fixed ones of its segment', async () => {
    expect((await call(SEEDED.committee, 'GET', '/Event/Url/innovation-award')).status).toBe(200)
    expect((await call(SEEDED.committee, 'GET', '/event/url/innovation-award')).status).toBe(200)
    // /proposal/mine comes before /proposal/:id in the table: it is not read as a proposal id.
    const mine = await call(SEEDED.participantLeader, 'GET', '/proposal/mine')
    expect(mine.status).toBe(200)
    expect(Array.isArray(mine.body)).toBe(true)
  })
})

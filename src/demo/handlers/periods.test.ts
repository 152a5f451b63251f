import { http, HttpResponse } from 'msw'
import { SEEDED } from '@/demo/db/seed'
import { demoStore, server } from '@/testing/demo-server'

const EVENT = 'b3c6a9e2-5f1d-4c8b-9e27-3a4d5b6c7d8e'

async function call(method: string, path: string, as: string | null, body?: unknown) {
  const headers: Record<string, string> = { EventId: EVENT, 'Content-Type': 'application/json' }
  if (as) headers.Authorization = `Bearer test:${as}`
  const response = await fetch(`http://localhost/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('demo backend: auth, event and periods', () => {
  it('answers 401 without a token and 403 for a role that may not act, as problem details', async () => {
    expect((await call('GET', '/period', null)).status).toBe(401)
    const forbidden = await call('POST', `/period/startperiod/period-2026-2`, SEEDED.participantLeader)
    expect(forbidden.status).toBe(403)
    expect(forbidden.body).toMatchObject({ title: 'Forbidden', status: 403 })
  })

  it('tells a directory person who has not registered apart from a user', async () => {
    expect((await call('GET', '/auth', SEEDED.unregistered)).body.value).toMatchObject({ roleName: null, isRegistered: false, name: 'Nadia Putri' })
    expect((await call('GET', '/auth', SEEDED.committee)).body.value).toMatchObject({ roleName: 'Commitee', isRegistered: true })
  })

  it('requires the EventId header on event data', async () => {
    const response = await fetch('http://localhost/api/period', { headers: { Authorization: `Bearer test:${SEEDED.committee}` } })
    expect(response.status).toBe(400)
  })

  it('starts exactly one period and records who did it', async () => {
    const started = await call('POST', '/period/startperiod/period-2026-2', SEEDED.committee)
    expect(started.status).toBe(200)
    const active = demoStore.db.periods.filter((p) => p.isActive).map((p) => p.id)
    expect(active).toEqual(['period-2026-2'])
    expect(demoStore.db.activities[0]).toMatchObject({ actorId: SEEDED.committee, action: 'start', entityId: 'period-2026-2' })
  })

  it('refuses times that end before they start or overlap a neighbour, field by field', async () => {
    const p2 = demoStore.db.periods.find((p) => p.id === 'period-2026-2')!
    const p1 = demoStore.db.periods.find((p) => p.id === 'period-2026-1')!
    const backwards = await call('PUT', '/period/EditTime', SEEDED.committee, { id: p2.id, startAt: p2.endAt, endAt: p2.startAt })
    expect(backwards.status).toBe(400)
    expect(backwards.body.errors).toEqual({ EndAt: ['The end must be after the start.'] })
    const overlap = await call('PUT', '/period/EditTime', SEEDED.committee, { id: p2.id, startAt: p1.startAt, endAt: p2.endAt })
    expect((overlap.body.errors as Record<string, string[]>).StartAt?.[0]).toMatch(/overlaps "Phase 1/)
    const ok = await call('PUT', '/period/EditTime', SEEDED.committee, { id: p2.id, startAt: p2.startAt, endAt: new Date(Date.parse(p2.endAt) - 3600_000).toISOString() })
    expect(ok.status).toBe(200)
  })

  it('records who sent a period e-mail and when', async () => {
    const sent = await call('POST', '/period/period-2026-2/SendEmail', SEEDED.committee)
    expect(sent.body.value).toMatchObject({ sendEmailBy: 'Siti Rahmawati' })
    expect(typeof (sent.body.value as { sendEmailAt: unknown }).sendEmailAt).toBe('string')
  })

  it('finds the event by its url, case-insensitively, and 404s an unknown one', async () => {
    expect((await call('GET', '/Event/Url/Innovation-Award', SEEDED.participantLeader)).body.value).toMatchObject({ id: EVENT, url: 'innovation-award' })
    expect((await call('GET', '/Event/Url/nope', SEEDED.participantLeader)).status).toBe(404)
  })

  it('is overridable per test, so error states can be tested', async () => {
    server.use(http.get('*/api/period', () => HttpResponse.json({ title: 'Boom' }, { status: 500 })))
    expect((await call('GET', '/period', SEEDED.committee)).status).toBe(500)
  })
})

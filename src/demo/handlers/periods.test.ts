import { http, HttpResponse } from 'msw'
import { SEEDED } from '@/demo/db/seed'
import { call, DEMO_EVENT_ID } from '@/testing/demo-call'
import { demoStore, server } from '@/testing/demo-server'
import { formatDateTime } from '@/lib/dates'
import { offContractAnswer } from '@/testing/fake-answers'
import { testPublication } from '@/testing/publications'

const DAY = 86_400_000

describe('demo backend: auth, event and periods', () => {
  it('answers 401 without a token and 403 for a role that may not act, as problem details', async () => {
    expect((await call(null, 'GET', '/period')).status).toBe(401)
    const forbidden = await call(
      SEEDED.participantLeader,
      'POST',
      `/period/startperiod/period-2026-2`,
    )
    expect(forbidden.status).toBe(403)
    expect(forbidden.body).toMatchObject({ title: 'Forbidden', status: 403 })
  })

  it('tells a directory person who has not registered apart from a user', async () => {
    expect((await call(SEEDED.unregistered, 'GET', '/auth')).body.value).toMatchObject({
      roleName: null,
      isRegistered: false,
      name: 'Nadia Putri',
    })
    expect((await call(SEEDED.committee, 'GET', '/auth')).body.value).toMatchObject({
      roleName: 'Commitee',
      isRegistered: true,
    })
  })

  it('requires the EventId header on event data', async () => {
    const response = await fetch('http://localhost/api/period', {
      headers: { Authorization: `Bearer test:${SEEDED.committee}` },
    })
    expect(response.status).toBe(400)
  })

  it('starts exactly one period and records who did it', async () => {
    const started = await call(SEEDED.committee, 'POST', '/period/startperiod/period-2026-2')
    expect(started.status).toBe(200)
    const active = demoStore.db.periods.filter((p) => p.isActive).map((p) => p.id)
    expect(active).toEqual(['period-2026-2'])
    expect(demoStore.db.activities[0]).toMatchObject({
      actorId: SEEDED.committee,
      action: 'start',
      entityId: 'period-2026-2',
    })
  })

  it('refuses times that end before they start or overlap a neighbour, field by field', async () => {
    const p2 = demoStore.db.periods.find((p) => p.id === 'period-2026-2')!
    const p1 = demoStore.db.periods.find((p) => p.id === 'period-2026-1')!
    const backwards = await call(SEEDED.committee, 'PUT', '/period/EditTime', {
      id: p2.id,
      startAt: p2.endAt,
      endAt: p2.startAt,
    })
    expect(backwards.status).toBe(400)
    expect(backwards.body.errors).toEqual({ EndAt: ['The end must be after the start.'] })
    const overlap = await call(SEEDED.committee, 'PUT', '/period/EditTime', {
      id: p2.id,
      startAt: p1.startAt,
      endAt: p2.endAt,
    })
    expect(overlap.status).toBe(400)
    expect(overlap.body.detail).toMatch(/overlap "Phase 1.*Move the neighbouring periods too/)
    const ok = await call(SEEDED.committee, 'PUT', '/period/EditTime', {
      id: p2.id,
      startAt: p2.startAt,
      endAt: new Date(Date.parse(p2.endAt) - 3600_000).toISOString(),
    })
    expect(ok.status).toBe(200)
  })

  it('moves the neighbours in one step when asked, but never closes the active period', async () => {
    const byId = (id: string) => demoStore.db.periods.find((p) => p.id === id)!
    const p1 = { ...byId('period-2026-1') }
    const p3 = { ...byId('period-2026-3') }
    // Phase 1 is active: pulling Scoring over its start would close it.
    const closing = await call(SEEDED.committee, 'PUT', '/period/EditTime', {
      id: 'period-2026-2',
      startAt: p1.startAt,
      endAt: p3.startAt,
      moveNeighbours: true,
    })
    expect(closing.status).toBe(400)
    expect(closing.body.detail).toMatch(
      /"Phase 1: proposal selection and submission" is the active period/,
    )
    const shortEnd = await call(SEEDED.committee, 'PUT', '/period/EditTime', {
      id: p1.id,
      startAt: p1.startAt,
      endAt: new Date(Date.now() - 60_000).toISOString(),
    })
    expect(shortEnd.body.detail).toMatch(
      /its end must be later than now; otherwise it closes for participants/,
    )
    // Phase 2 two days longer at its end: the later periods shift by two days, same lengths.
    const later = Date.parse(p3.endAt) + 2 * 86_400_000
    const p4 = { ...byId('period-2026-4') }
    const moved = await call(SEEDED.committee, 'PUT', '/period/EditTime', {
      id: p3.id,
      startAt: p3.startAt,
      endAt: new Date(later).toISOString(),
      moveNeighbours: true,
    })
    expect(moved.status).toBe(200)
    expect(byId('period-2026-4').startAt).toBe(new Date(later).toISOString())
    expect(
      Date.parse(byId('period-2026-4').endAt) - Date.parse(byId('period-2026-4').startAt),
    ).toBe(Date.parse(p4.endAt) - Date.parse(p4.startAt))
  })

  it('starting a period planned later makes it active from now and moves the neighbours', async () => {
    // Phase 2 comes after the Phase 1 results (startPeriodVerdict).
    demoStore.mutate((db) => {
      db.resultPublications = [...(db.resultPublications ?? []), testPublication(2026, 1)]
    })
    const before = Date.now()
    const started = await call(SEEDED.committee, 'POST', '/period/startperiod/period-2026-3')
    expect(started.status).toBe(200)
    const byId = (id: string) => demoStore.db.periods.find((p) => p.id === id)!
    const p3 = byId('period-2026-3')
    expect(p3.isActive).toBe(true)
    expect(Date.parse(p3.startAt)).toBeGreaterThanOrEqual(before)
    expect(Date.parse(p3.startAt)).toBeLessThanOrEqual(Date.now())
    // The skipped scoring period ends where Phase 2 starts; Phase 1 ends before it.
    expect(byId('period-2026-2').endAt).toBe(p3.startAt)
    expect(Date.parse(byId('period-2026-1').endAt)).toBeLessThanOrEqual(
      Date.parse(byId('period-2026-2').startAt),
    )
  })

  it('starts an ended period again until the end sent, a week from now without one, never already past', async () => {
    const byId = (id: string) => demoStore.db.periods.find((p) => p.id === id)!
    // Scoring for semi-finalists started: Phase 1 ends then, and is the ended period started again.
    expect((await call(SEEDED.committee, 'POST', '/period/startperiod/period-2026-2')).status).toBe(
      200,
    )
    const ended = { ...byId('period-2026-1') }
    const past = await call(SEEDED.committee, 'POST', '/period/startperiod/period-2026-1', {
      endAt: new Date(Date.now() - 60_000).toISOString(),
    })
    expect(past).toMatchObject({
      status: 400,
      body: {
        title: 'Times not possible',
        detail:
          'The new end must be later than now, or "Phase 1: proposal selection and submission" closes again at once.',
      },
    })
    const invalid = await call(SEEDED.committee, 'POST', '/period/startperiod/period-2026-1', {
      endAt: 'next Friday',
    })
    expect(invalid).toMatchObject({
      status: 400,
      body: { errors: { EndAt: ['Enter a valid end time.'] } },
    })
    expect(byId('period-2026-1')).toEqual(ended)
    // The end the committee chose: Phase 1 runs until then, and Scoring for semi-finalists moves after it.
    const endAt = new Date(Math.ceil((Date.now() + 3 * DAY) / 60_000) * 60_000).toISOString()
    const chosen = await call(SEEDED.committee, 'POST', '/period/startperiod/period-2026-1', {
      endAt,
    })
    expect(chosen.status).toBe(200)
    expect(byId('period-2026-1')).toMatchObject({ isActive: true, endAt, startAt: ended.startAt })
    expect(byId('period-2026-2')).toMatchObject({ isActive: false, startAt: endAt })
    // Sent without an end (as the specification's call is), an ended period reopens for a week, on the hour.
    expect((await call(SEEDED.committee, 'POST', '/period/startperiod/period-2026-2')).status).toBe(
      200,
    )
    const before = Date.now()
    expect((await call(SEEDED.committee, 'POST', '/period/startperiod/period-2026-1')).status).toBe(
      200,
    )
    const end = Date.parse(byId('period-2026-1').endAt)
    expect(end % 3_600_000).toBe(0)
    expect(end - before).toBeGreaterThanOrEqual(7 * DAY)
    expect(end - Date.now()).toBeLessThan(7 * DAY + 3_600_000)
  })

  it('refuses to start or edit a period of a finished year, saying why, and changes nothing', async () => {
    // Last year: its last period, Awarding, ended in the summer.
    const before = JSON.stringify(demoStore.db.periods)
    const awarding = demoStore.db.periods.find((p) => p.id === 'period-2025-6')!
    const detail = `2025 is finished: its last period, "Awarding", ended on ${formatDateTime(awarding.endAt)} WIB. The periods of a finished year can no longer be started or edited.`
    const started = await call(SEEDED.committee, 'POST', '/period/startperiod/period-2025-1')
    expect(started).toMatchObject({ status: 409, body: { title: 'Conflict', detail } })
    const phase1 = demoStore.db.periods.find((p) => p.id === 'period-2025-1')!
    const edited = await call(SEEDED.committee, 'PUT', '/period/EditTime', {
      id: phase1.id,
      startAt: phase1.startAt,
      endAt: '2026-12-31T00:00:00.000Z',
      moveNeighbours: true,
    })
    expect(edited).toMatchObject({ status: 409, body: { detail } })
    expect(JSON.stringify(demoStore.db.periods)).toBe(before)
    expect(demoStore.db.activities.filter((a) => a.entity === 'period')).toEqual([])
  })

  it('keeps a year open while its last period runs, and closes it once that period has ended', async () => {
    const now = Date.now()
    const setLastEnd = (endAt: number) =>
      demoStore.mutate((db) => {
        const last = db.periods.find((p) => p.id === 'period-2026-6')!
        for (const p of db.periods.filter((x) => x.year === '2026')) {
          // Every period of the year before now, the last one running until `endAt`.
          const offset = (6 - p.periodId) * 10 * DAY
          p.startAt = new Date(now - offset - 20 * DAY).toISOString()
          p.endAt = new Date(now - offset - 11 * DAY).toISOString()
          p.isActive = false
        }
        last.startAt = new Date(now - 10 * DAY).toISOString()
        last.endAt = new Date(endAt).toISOString()
        last.isActive = true
      })
    setLastEnd(now + DAY)
    const p5 = () => demoStore.db.periods.find((p) => p.id === 'period-2026-5')!
    const open = await call(SEEDED.committee, 'PUT', '/period/EditTime', {
      id: p5().id,
      startAt: p5().startAt,
      endAt: new Date(Date.parse(p5().endAt) - DAY).toISOString(),
    })
    expect(open.status).toBe(200)
    setLastEnd(now - 60_000)
    const closed = await call(SEEDED.committee, 'PUT', '/period/EditTime', {
      id: p5().id,
      startAt: p5().startAt,
      endAt: p5().endAt,
    })
    expect(closed).toMatchObject({
      status: 409,
      body: {
        detail: expect.stringMatching(/^2026 is finished: its last period, "Awarding", ended on /),
      },
    })
    expect((await call(SEEDED.committee, 'POST', '/period/startperiod/period-2026-6')).status).toBe(
      409,
    )
  })

  it("refuses to start a later phase's period before the results it comes after are published, and says why", async () => {
    const start = (id: string) => call(SEEDED.committee, 'POST', `/period/startperiod/${id}`)
    const phase2 = await start('period-2026-3')
    expect(phase2.status).toBe(409)
    expect(phase2.body).toMatchObject({
      title: 'Results not published',
      detail:
        '"Phase 2: innovation camp and semi-finalist presentation" can start only once the Phase 1 results are published: until then no team knows it is a semi-finalist, so nobody could write or score a Phase 2 entry.',
    })
    expect((await start('period-2026-4')).status).toBe(409)
    expect(demoStore.db.periods.find((p) => p.id === 'period-2026-1')!.isActive).toBe(true)
    demoStore.mutate((db) => {
      db.resultPublications = [...(db.resultPublications ?? []), testPublication(2026, 1)]
    })
    const grandFinal = await start('period-2026-5')
    expect(grandFinal.status).toBe(409)
    expect(grandFinal.body).toMatchObject({
      title: 'Results not published',
      detail:
        '"Phase 3: grand final" can start only once the Phase 2 results are published: until then no team knows it is a finalist.',
    })
    expect((await start('period-2026-3')).status).toBe(200)
  })

  describe("once a phase's results are published", () => {
    const PUBLISHED_AT = '2026-11-20T03:00:00.000Z'
    const publish = (phase: 1 | 2 | 3) =>
      demoStore.mutate((db) => {
        db.resultPublications = [
          ...(db.resultPublications ?? []),
          {
            id: `pub-2026-${phase}`,
            year: 2026,
            phase,
            publishedAt: PUBLISHED_AT,
            publishedById: SEEDED.committee,
            shareComments: false,
          },
        ]
      })
    const active = () => demoStore.db.periods.filter((p) => p.isActive).map((p) => p.id)

    it('refuses to start its periods again, saying what is final, and starts the next ones', async () => {
      publish(1)
      // The API words its times in the award's zone.
      const date = '20 Nov 2026 10:00:00 WIB'
      expect(
        (await call(SEEDED.committee, 'POST', '/period/startperiod/period-2026-3')).status,
      ).toBe(200)
      // Phase 1 has ended now: started again, it would be the restart with a new end.
      const again = await call(SEEDED.committee, 'POST', '/period/startperiod/period-2026-1', {
        endAt: new Date(Date.now() + 7 * DAY).toISOString(),
      })
      expect(again.status).toBe(409)
      expect(again.body).toMatchObject({
        title: 'Results published',
        detail: `The Phase 1 results were published on ${date}, so "Phase 1: proposal selection and submission" can no longer be started: its entries are final and no new proposal can be started.`,
      })
      const scoring = await call(SEEDED.committee, 'POST', '/period/startperiod/period-2026-2')
      expect(scoring.status).toBe(409)
      expect(scoring.body.detail).toBe(
        `The Phase 1 results were published on ${date}, so "Scoring for semi-finalists" can no longer be started: its scores are final.`,
      )
      expect(active()).toEqual(['period-2026-3'])
    })

    it('still starts Awarding once the winners are published, but not the grand final', async () => {
      for (const phase of [1, 2, 3] as const) publish(phase)
      const final = await call(SEEDED.committee, 'POST', '/period/startperiod/period-2026-5')
      expect(final.status).toBe(409)
      expect(final.body.detail).toMatch(
        /^The winners were published on .*its scores and the winners are final\.$/,
      )
      expect(
        (await call(SEEDED.committee, 'POST', '/period/startperiod/period-2026-6')).status,
      ).toBe(200)
      expect(active()).toEqual(['period-2026-6'])
    })
  })

  it('records who sent a period e-mail and when', async () => {
    const sent = await call(SEEDED.committee, 'POST', '/period/period-2026-2/SendEmail')
    expect(sent.body.value).toMatchObject({ sendEmailBy: 'Siti Rahmawati' })
    expect(typeof (sent.body.value as { sendEmailAt: unknown }).sendEmailAt).toBe('string')
  })

  it('finds the event by its url, case-insensitively, and 404s an unknown one', async () => {
    expect(
      (await call(SEEDED.participantLeader, 'GET', '/Event/Url/Innovation-Award')).body.value,
    ).toMatchObject({
      id: DEMO_EVENT_ID,
      url: 'innovation-award',
    })
    expect((await call(SEEDED.participantLeader, 'GET', '/Event/Url/nope')).status).toBe(404)
  })

  it('is overridable per test, so error states can be tested', async () => {
    server.use(
      http.get(
        '*/api/period',
        offContractAnswer(() => HttpResponse.json({ title: 'Boom' }, { status: 500 })),
      ),
    )
    expect((await call(SEEDED.committee, 'GET', '/period')).status).toBe(500)
  })
})

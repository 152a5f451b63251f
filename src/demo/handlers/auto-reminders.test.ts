// @vitest-environment node
import { SEEDED } from '@/demo/db/seed'
import { call } from '@/testing/demo-call'
import type { DemoDb } from '@/demo/db/types'
import { audienceOf } from '@/demo/messages/audience'
import { demoStore, dueWork } from '@/testing/demo-server'

const db = () => demoStore.db
const DAY = 24 * 60 * 60 * 1000
const SITI = SEEDED.committee
const ANDI = SEEDED.participantLeader
const P1 = 'period-2026-1'
const period = (id: string) => db().periods.find((p) => p.id === id)!

describe('automatic reminder settings', () => {
  it('are off with 2 days until set; the committee plans one, and the period answers it with its date', async () => {
    const list = await call(SITI, 'GET', '/period/getbyyear/2026')
    const first = list.body.find((p: { id: string }) => p.id === P1)
    expect(first.autoReminders.map((r: { work: string }) => r.work)).toEqual(['entries', 'updates'])
    expect(first.autoReminders[0]).toMatchObject({ enabled: false, daysBefore: 2, sentAt: null })
    const scoring = list.body.find((p: { id: string }) => p.id === 'period-2026-2')
    expect(scoring.autoReminders.map((r: { work: string }) => r.work)).toEqual(['scores'])

    const set = await call(SITI, 'PUT', `/period/${P1}/auto-reminder`, {
      work: 'entries',
      enabled: true,
      daysBefore: 3,
    })
    expect(set.status).toBe(200)
    expect(set.body.value.autoReminders[0]).toEqual({
      work: 'entries',
      enabled: true,
      daysBefore: 3,
      dueAt: new Date(Date.parse(period(P1).endAt) - 3 * DAY).toISOString(),
      sentAt: null,
      recipients: null,
    })
    expect(db().activities[0]).toMatchObject({ entity: 'period', action: 'auto-reminder' })
  })

  it('refuses a participant, a work the period does not have and a day count out of range', async () => {
    const body = { work: 'entries', enabled: true, daysBefore: 3 }
    expect((await call(ANDI, 'PUT', `/period/${P1}/auto-reminder`, body)).status).toBe(403)
    const scores = await call(SITI, 'PUT', `/period/${P1}/auto-reminder`, {
      ...body,
      work: 'scores',
    })
    expect(scores.status).toBe(400)
    expect(Object.keys(scores.body.errors)).toEqual(['Work'])
    const zero = await call(SITI, 'PUT', `/period/${P1}/auto-reminder`, { ...body, daysBefore: 0 })
    expect(zero.status).toBe(400)
    expect(Object.keys(zero.body.errors)).toEqual(['DaysBefore'])
    expect(period(P1).autoReminders).toBeUndefined()
  })
})

describe('an automatic reminder', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    dueWork.onRequest = true
  })
  afterEach(() => {
    dueWork.onRequest = false
    vi.useRealTimers()
  })

  const periodAnswer = async () =>
    (await call(SITI, 'GET', '/period/getbyyear/2026')).body.find(
      (p: { id: string }) => p.id === P1,
    ).autoReminders[0]

  it('goes once, at its time, to exactly those with the work open; the period answers planned, then sent', async () => {
    const dueAt = Date.parse(period(P1).endAt) - 3 * DAY
    vi.setSystemTime(dueAt - DAY)
    await call(SITI, 'PUT', `/period/${P1}/auto-reminder`, {
      work: 'entries',
      enabled: true,
      daysBefore: 3,
    })
    vi.setSystemTime(dueAt - 60_000)
    expect(await periodAnswer()).toMatchObject({ enabled: true, sentAt: null, recipients: null })
    expect(db().messages ?? []).toEqual([])

    vi.setSystemTime(dueAt + 60_000)
    const sent = await periodAnswer()
    const open = audienceOf(db(), { kind: 'unfinalized', year: 2026, phase: 1 }).map((p) => p.id)
    // Team-03 finalized its Phase 1 entry: its members are not reminded.
    expect(open).not.toContain('c0a80001-0000-4000-8000-000000000025')
    expect(open.length).toBeGreaterThan(0)
    expect(sent).toMatchObject({
      sentAt: new Date(dueAt + 60_000).toISOString(),
      recipients: open.length,
    })
    expect(db().messages).toHaveLength(1)
    expect(db().messages![0]).toMatchObject({
      kind: 'automatic',
      senderId: null,
      audience: { kind: 'unfinalized', year: 2026, phase: 1 },
    })
    const told = (db().notifications ?? []).filter((n) => n.kind === 'message')
    expect(told.map((n) => n.recipientId).sort()).toEqual([...open].sort())
    const mailed = (db().mailbox ?? []).filter((m) => m.messageId === db().messages![0]!.id)
    expect(mailed.map((m) => m.to.id).sort()).toEqual([...open].sort())

    // Later, and after a restart, it does not go again; switching it off and on neither.
    vi.setSystemTime(dueAt + DAY)
    demoStore.replace(JSON.parse(JSON.stringify(db())) as DemoDb)
    for (const enabled of [false, true])
      await call(SITI, 'PUT', `/period/${P1}/auto-reminder`, {
        work: 'entries',
        enabled,
        daysBefore: 1,
      })
    await periodAnswer()
    expect(db().messages).toHaveLength(1)
    expect(await periodAnswer()).toMatchObject({ sentAt: sent.sentAt, recipients: open.length })
  })

  it('does not go for a period that is not the active one', async () => {
    const P2 = 'period-2026-2'
    await call(SITI, 'PUT', `/period/${P2}/auto-reminder`, {
      work: 'scores',
      enabled: true,
      daysBefore: 2,
    })
    vi.setSystemTime(Date.parse(period(P2).endAt) - DAY)
    await periodAnswer()
    expect(db().messages ?? []).toEqual([])
  })
})

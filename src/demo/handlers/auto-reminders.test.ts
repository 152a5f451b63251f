// @vitest-environment node
import { SEEDED } from '@/demo/db/seed'
import { call } from '@/testing/demo-call'
import { demoStore } from '@/testing/demo-server'

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

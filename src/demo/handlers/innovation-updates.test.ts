import { SEEDED } from '@/demo/db/seed'
import { call } from '@/testing/demo-call'
import { demoStore, resetDemoData, recordPublication } from '@/testing/demo-server'

const YEAR = new Date(Date.parse('2026-11-21T03:00:00.000Z')).getUTCFullYear()
const OWN = `prop-101.period-${YEAR}-1`
const OTHER = `prop-102.period-${YEAR}-1`

const fields = {
  progress: 30,
  achievements: 'Sensors fitted',
  obstacles: '',
  nextSteps: 'Train the model',
  valueRealised: 1_000_000,
}

describe('demo innovation updates', () => {
  it('lists the proposals taking part for a period, with or without an update, paged in title order', async () => {
    const list = async (query: string) => {
      const answer = await call(
        SEEDED.committee,
        'GET',
        `/innovation-update?period=period-${YEAR}-1&${query}`,
      )
      expect(answer.status).toBe(200)
      const rows = answer.body as Array<{
        proposalId: string
        proposalTitle: string
        status: string
      }>
      return {
        rows,
        page: ['X-Current-Page', 'X-Page-Count', 'X-Per-Page', 'X-Total-Count'].map((name) =>
          Number(answer.headers.get(name)),
        ),
      }
    }
    const all = await list('perPage=20')
    expect(all.rows.map((r) => [r.proposalId, r.status])).toEqual([
      ['prop-108', 'NotStarted'],
      ['prop-101', 'NotStarted'],
      ['prop-102', 'Submitted'],
      ['prop-104', 'Reviewed'],
    ])
    expect(all.rows.map((r) => r.proposalTitle)).toEqual(
      [...all.rows.map((r) => r.proposalTitle)].sort((a, b) => a.localeCompare(b)),
    )
    expect(all.page).toEqual([1, 1, 20, 4])

    const second = await list('page=2&perPage=3')
    expect(second.rows.map((r) => r.proposalId)).toEqual(['prop-104'])
    expect(second.page).toEqual([2, 2, 3, 4])
    expect((await list('filter[status]=missing&perPage=20')).rows.map((r) => r.proposalId)).toEqual(
      ['prop-108', 'prop-101'],
    )
    expect((await list('filter[status]=posted&perPage=1')).page).toEqual([1, 2, 1, 2])
    expect((await list('filter[status]=Reviewed')).rows.map((r) => r.proposalId)).toEqual([
      'prop-104',
    ])
    expect((await list('keyword=SOLAR')).rows.map((r) => r.proposalId)).toEqual(['prop-104'])
    expect((await list('sort=-status&perPage=20')).rows.map((r) => r.status)).toEqual([
      'Reviewed',
      'Submitted',
      'NotStarted',
      'NotStarted',
    ])
    expect((await list('sort=-progress&perPage=20')).rows[0]?.proposalId).toBe('prop-104')

    expect(
      (
        await call(
          SEEDED.committee,
          'GET',
          `/innovation-update?period=period-${YEAR}-1&filter[status]=late`,
        )
      ).status,
    ).toBe(400)
    expect(
      (await call(SEEDED.committee, 'GET', `/innovation-update?period=period-${YEAR}-1&sort=unit`))
        .status,
    ).toBe(400)
    expect(
      (await call(SEEDED.participantLeader, 'GET', `/innovation-update?period=period-${YEAR}-1`))
        .status,
    ).toBe(403)
    expect(
      (await call(SEEDED.committee, 'GET', `/innovation-update?period=period-${YEAR}-2`)).status,
    ).toBe(400)
  })

  it('shows a member their proposals in each participant period', async () => {
    const rows = (
      await call(SEEDED.participantMember, 'GET', `/innovation-update/mine?year=${YEAR}`)
    ).body as unknown as Array<{ id: string }>
    expect(rows.map((r) => r.id)).toEqual([
      OWN,
      `prop-101.period-${YEAR}-3`,
      `prop-101.period-${YEAR}-5`,
    ])
    const all = (await call(SEEDED.participantMember, 'GET', '/innovation-update/mine'))
      .body as unknown as Array<{ id: string }>
    expect(all.length).toBeGreaterThan(3)
  })

  it('lets members write only their own team’s update, with versions', async () => {
    expect(
      (
        await call(SEEDED.participantLeader, 'PUT', `/innovation-update/${OTHER}`, {
          fields,
          version: 2,
        })
      ).status,
    ).toBe(403)
    expect(
      (await call(SEEDED.participantLeader, 'GET', `/innovation-update/${OTHER}`)).status,
    ).toBe(403)
    const first = await call(SEEDED.participantMember, 'PUT', `/innovation-update/${OWN}`, {
      fields,
      version: 0,
    })
    expect(first.status).toBe(200)
    expect(first.body?.value).toMatchObject({ status: 'Draft', version: 1, progress: 30 })
    expect(
      (
        await call(SEEDED.participantLeader, 'PUT', `/innovation-update/${OWN}`, {
          fields,
          version: 0,
        })
      ).status,
    ).toBe(409)
    const bad = await call(SEEDED.participantLeader, 'PUT', `/innovation-update/${OWN}`, {
      fields: { ...fields, progress: 120 },
      version: 1,
    })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body?.errors as object)).toEqual(['Progress'])
    // An amount above the largest taken, with the words the form says too.
    const huge = await call(SEEDED.participantLeader, 'PUT', `/innovation-update/${OWN}`, {
      fields: { ...fields, valueRealised: 2e15 },
      version: 1,
    })
    expect(huge.status).toBe(400)
    expect(huge.body?.errors).toEqual({
      ValueRealised: ['This amount is too large: the largest taken is Rp 1,000,000,000,000,000.'],
    })
    const below = await call(SEEDED.participantLeader, 'PUT', `/innovation-update/${OWN}`, {
      fields: { ...fields, valueRealised: -5000 },
      version: 1,
    })
    expect(below.body?.errors).toEqual({
      ValueRealised: ['An amount cannot be below zero: write it without the minus sign.'],
    })
    expect(demoStore.db.activities[0]).toMatchObject({
      entity: 'innovation-update',
      entityId: OWN,
      action: 'create',
    })
  })

  it('keeps "last saved" as the team saved it when the leader submits: who and when', async () => {
    await call(SEEDED.participantMember, 'PUT', `/innovation-update/${OWN}`, { fields, version: 0 })
    // The member's save was an hour before the submission.
    const savedAt = new Date(Date.now() - 3_600_000).toISOString()
    demoStore.mutate((db) => {
      db.innovationUpdates.find((u) => u.id === OWN)!.updatedAt = savedAt
    })
    const submitted = await call(
      SEEDED.participantLeader,
      'POST',
      `/innovation-update/${OWN}/submit`,
    )
    expect(submitted.status).toBe(200)
    const member = demoStore.db.users.find((u) => u.id === SEEDED.participantMember)!.name
    expect(submitted.body?.value).toMatchObject({
      status: 'Submitted',
      updatedAt: savedAt,
      updatedByName: member,
    })
    expect(Date.parse(String(submitted.body?.value?.submittedAt))).toBeGreaterThan(
      Date.parse(savedAt),
    )
  })

  it('says a past year’s periods have ended, and a later period has not started', async () => {
    const mine = async (year: number) =>
      (await call(SEEDED.participantLeader, 'GET', `/innovation-update/mine?year=${year}`))
        .body as unknown as { periodId: string; closedReason: string | null }[]
    const past = await mine(YEAR - 1)
    expect(past.length).toBeGreaterThan(0)
    for (const u of past)
      expect(u.closedReason).toBe('This period has ended: the update can no longer be changed.')
    const later = (await mine(YEAR)).find((u) => u.periodId === `period-${YEAR}-3`)
    expect(later?.closedReason).toBe('This period has not started yet.')
  })

  it('lets only the leader submit a complete update, then the committee review it', async () => {
    await call(SEEDED.participantMember, 'PUT', `/innovation-update/${OWN}`, {
      fields: { ...fields, nextSteps: '' },
      version: 0,
    })
    expect(
      (await call(SEEDED.participantMember, 'POST', `/innovation-update/${OWN}/submit`)).status,
    ).toBe(403)
    const incomplete = await call(
      SEEDED.participantLeader,
      'POST',
      `/innovation-update/${OWN}/submit`,
    )
    expect(incomplete.status).toBe(400)
    expect(Object.keys(incomplete.body?.errors as object)).toEqual(['NextSteps'])
    await call(SEEDED.participantLeader, 'PUT', `/innovation-update/${OWN}`, { fields, version: 1 })
    const submitted = await call(
      SEEDED.participantLeader,
      'POST',
      `/innovation-update/${OWN}/submit`,
    )
    expect(submitted.body?.value).toMatchObject({ status: 'Submitted' })
    expect(
      (
        await call(SEEDED.participantLeader, 'PUT', `/innovation-update/${OWN}`, {
          fields,
          version: 3,
        })
      ).status,
    ).toBe(409)
    expect(
      (
        await call(SEEDED.participantLeader, 'POST', `/innovation-update/${OWN}/review`, {
          comment: 'Nice',
        })
      ).status,
    ).toBe(403)
    expect(
      (await call(SEEDED.committee, 'POST', `/innovation-update/${OWN}/review`, { comment: '' }))
        .status,
    ).toBe(400)
    const reviewed = await call(SEEDED.committee, 'POST', `/innovation-update/${OWN}/review`, {
      comment: 'Keep going',
    })
    expect(reviewed.body?.value).toMatchObject({ status: 'Reviewed', reviewComment: 'Keep going' })
  })

  it('refuses changes outside the period window', async () => {
    resetDemoData({ activeIndex: 1 })
    const closed = await call(SEEDED.participantLeader, 'PUT', `/innovation-update/${OWN}`, {
      fields,
      version: 0,
    })
    expect(closed.status).toBe(409)
    expect(closed.body?.detail).toMatch(/has ended/)
    expect(
      (await call(SEEDED.participantLeader, 'GET', `/innovation-update/${OWN}`)).body?.value,
    ).toMatchObject({
      closedReason: expect.stringMatching(/has ended/),
    })
    expect((await call(SEEDED.participantLeader, 'GET', '/innovation-update/nope')).status).toBe(
      404,
    )
  })

  it('once a phase is published, a proposal out of the award posts no update in a later period, and what it posted stays', async () => {
    const P3 = `period-${YEAR}-3`
    const dataTeamLeader = demoStore.db.teams.find((t) => t.id === 'team-02')!.leaderId
    const listed = async (period: string) =>
      (
        (await call(SEEDED.committee, 'GET', `/innovation-update?period=${period}&perPage=20`))
          .body as Array<{ proposalId: string }>
      ).map((r) => r.proposalId)
    const mailed = async () =>
      (
        (
          await call(SEEDED.committee, 'POST', `/period/${P3}/email/recipients`, {
            about: 'updates',
          })
        ).body.value.recipients as Array<{ id: string }>
      )
        .map((r) => r.id)
        .sort()
    const everyone = ['prop-108', 'prop-101', 'prop-102', 'prop-104']
    expect(await listed(P3)).toEqual(everyone)

    // Pay-per-use analytics (prop-108, team-02) did not advance; Predictive maintenance (prop-101) did.
    demoStore.mutate((db) => {
      db.proposals.find((p) => p.id === 'prop-101')!.phase = 2
    })
    recordPublication(YEAR, 1)
    expect(await listed(P3)).toEqual(['prop-101'])
    // Phase 1's period keeps every update of it, posted or not.
    expect(await listed(`period-${YEAR}-1`)).toEqual(everyone)
    const team01 = demoStore.db.teams.find((t) => t.id === 'team-01')!.memberIds
    expect(await mailed()).toEqual([...team01].sort())

    const mine = await call(dataTeamLeader, 'GET', `/innovation-update/mine?year=${YEAR}`)
    // Team 02's two proposals, both out: their Phase 1 updates only.
    expect((mine.body as Array<{ id: string }>).map((u) => u.id).sort()).toEqual([
      `prop-102.period-${YEAR}-1`,
      `prop-108.period-${YEAR}-1`,
    ])
    const reason =
      'The Phase 1 results are published: "Pay-per-use analytics for partners" does not go on to Phase 2. Thank you for taking part.'
    const read = await call(dataTeamLeader, 'GET', `/innovation-update/prop-108.${P3}`)
    expect(read.body.value.closedReason).toBe(reason)
    const write = await call(dataTeamLeader, 'PUT', `/innovation-update/prop-108.${P3}`, {
      fields,
      version: 0,
    })
    expect(write).toMatchObject({
      status: 409,
      body: { title: 'Results published', detail: reason },
    })
    expect(demoStore.db.innovationUpdates!.some((u) => u.id === `prop-108.${P3}`)).toBe(false)
  })
})

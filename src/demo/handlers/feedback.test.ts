import { SEEDED } from '@/demo/db/seed'
import { call } from '@/testing/demo-call'
import { demoStore } from '@/testing/demo-server'

const ids = (json: unknown) => (json as Array<{ id: string }>).map((x) => x.id)

describe('demo feedback', () => {
  it('shows a participant their own threads and the committee everyone’s, filtered', async () => {
    expect(ids((await call(SEEDED.participantLeader, 'GET', '/feedback')).body)).toEqual([
      'fb-002',
      'fb-001',
    ])
    const all = await call(SEEDED.committee, 'GET', '/feedback?perPage=2')
    expect(all.headers.get('X-Total-Count')).toBe('5')
    expect(ids(all.body)).toHaveLength(2)
    expect(
      ids((await call(SEEDED.committee, 'GET', '/feedback?filter[status]=Open')).body),
    ).toEqual(['fb-002', 'fb-005', 'fb-003'])
    expect(ids((await call(SEEDED.committee, 'GET', '/feedback?keyword=poster')).body)).toEqual([
      'fb-003',
    ])
  })

  it('keeps other people’s threads private', async () => {
    expect((await call(SEEDED.participantLeader, 'GET', '/feedback/fb-003')).status).toBe(403)
    expect((await call(SEEDED.participantLeader, 'GET', '/feedback/nope')).status).toBe(404)
  })

  it('validates a new question and creates it Open', async () => {
    const bad = await call(SEEDED.participantLeader, 'POST', '/feedback', {
      subject: 'Hi',
      message: '',
      category: 'Lunch',
    })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body?.errors as object)).toEqual(['Subject', 'Message', 'Category'])
    const good = await call(SEEDED.participantLeader, 'POST', '/feedback', {
      subject: 'Judging criteria weights',
      message: 'Are the weights the same in Phase 2?',
    })
    expect(good.status).toBe(201)
    expect(good.body?.value).toMatchObject({ status: 'Open', category: null, messageCount: 1 })
    expect(demoStore.db.feedback).toHaveLength(6)
  })

  it('marks a committee reply Answered, reopens on the author’s reply, and refuses replies once closed', async () => {
    const answer = await call(SEEDED.committee, 'POST', '/feedback/fb-002/reply', {
      message: 'In the first week of the scoring period.',
    })
    expect(answer.body?.value).toMatchObject({
      status: 'Answered',
      messageCount: 2,
      lastMessageFromCommittee: true,
    })
    const followUp = await call(SEEDED.participantLeader, 'POST', '/feedback/fb-002/reply', {
      message: 'Thanks! By e-mail too?',
    })
    expect(followUp.body?.value).toMatchObject({ status: 'Open', messageCount: 3 })

    expect(
      (await call(SEEDED.participantLeader, 'PUT', '/feedback/fb-002/status', { status: 'Closed' }))
        .status,
    ).toBe(403)
    expect(
      (await call(SEEDED.committee, 'PUT', '/feedback/fb-002/status', { status: 'Done' })).status,
    ).toBe(400)
    expect(
      (await call(SEEDED.committee, 'PUT', '/feedback/fb-002/status', { status: 'Closed' })).body
        ?.value,
    ).toMatchObject({ status: 'Closed' })
    const late = await call(SEEDED.participantLeader, 'POST', '/feedback/fb-002/reply', {
      message: 'One more thing',
    })
    expect(late.status).toBe(409)
    expect(
      (
        await call(SEEDED.participantMember, 'POST', '/feedback/fb-002/reply', {
          message: 'Me too',
        })
      ).status,
    ).toBe(403)
  })
})

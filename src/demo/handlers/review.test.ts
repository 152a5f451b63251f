// @vitest-environment node
import { SEEDED } from '@/demo/db/seed'
import { call } from '@/testing/demo-call'
import { demoStore } from '@/testing/demo-server'

const proposal = (id: string) => demoStore.db.proposals.find((p) => p.id === id)!

describe('review rules of the demo backend', () => {
  it('lets only the committee review', async () => {
    for (const as of [SEEDED.jury, SEEDED.participantLeader]) {
      expect((await call(as, 'POST', '/proposal/prop-103/phase/1/approve')).status).toBe(403)
      expect((await call(as, 'POST', '/proposal/prop-103/phase/1/return', { reason: 'x' })).status).toBe(403)
      expect((await call(as, 'POST', '/proposal/prop-101/advance')).status).toBe(403)
      expect((await call(as, 'POST', '/proposal/prop-101/winner', { rank: 1 })).status).toBe(403)
      expect((await call(as, 'GET', '/report/summary')).status).toBe(403)
    }
    expect(proposal('prop-103').entries[1]!.status).toBe('Finalized')
  })

  it('approves a finalized entry, appends to its history and records the activity', async () => {
    const answer = await call(SEEDED.committee, 'POST', '/proposal/prop-103/phase/1/approve')
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ value: { entries: { '1': { status: 'Approved' } } } })
    const history = proposal('prop-103').entries[1]!.history
    expect(history.at(-1)).toMatchObject({ byId: SEEDED.committee, from: 'Finalized', to: 'Approved' })
    expect(demoStore.db.activities[0]).toMatchObject({ entity: 'proposal', entityId: 'prop-103', action: 'approve', actorId: SEEDED.committee })
  })

  it('approves only finalized entries', async () => {
    const draft = await call(SEEDED.committee, 'POST', '/proposal/prop-106/phase/1/approve')
    expect(draft.status).toBe(400)
    expect(draft.body).toMatchObject({ detail: 'Only a finalized entry can be approved; this one is Draft.' })
    expect((await call(SEEDED.committee, 'POST', '/proposal/prop-103/phase/3/approve')).status).toBe(400)
    expect((await call(SEEDED.committee, 'POST', '/proposal/nope/phase/1/approve')).status).toBe(404)
  })

  it('returns only with a reason, from Finalized or Approved', async () => {
    const missing = await call(SEEDED.committee, 'POST', '/proposal/prop-103/phase/1/return', { reason: '   ' })
    expect(missing.status).toBe(400)
    expect(missing.body).toMatchObject({ errors: { Reason: ['Say why the entry goes back to the team.'] } })
    expect(proposal('prop-103').entries[1]!.status).toBe('Finalized')

    const ok = await call(SEEDED.committee, 'POST', '/proposal/prop-108/phase/1/return', { reason: 'Add the pricing model.' })
    expect(ok.status).toBe(200)
    expect(ok.body).toMatchObject({ value: { entries: { '1': { status: 'Returned', returnReason: 'Add the pricing model.' } } } })
    expect(proposal('prop-108').entries[1]!.history.at(-1)).toMatchObject({ from: 'Approved', to: 'Returned', reason: 'Add the pricing model.' })

    expect((await call(SEEDED.committee, 'POST', '/proposal/prop-106/phase/1/return', { reason: 'x' })).status).toBe(400)
  })

  it('advances only from Approved: Phase 1 to semi-finalist, Phase 2 to finalist', async () => {
    const finalized = await call(SEEDED.committee, 'POST', '/proposal/prop-103/advance')
    expect(finalized.status).toBe(400)
    expect(finalized.body).toMatchObject({ detail: 'Only an approved Phase 1 entry can advance; this one is Finalized.' })

    const semi = await call(SEEDED.committee, 'POST', '/proposal/prop-108/advance')
    expect(semi.status).toBe(200)
    // A semi-finalist is public only once the committee publishes the Phase 1 results.
    expect(semi.body).toMatchObject({ value: { phase: 2, isPublished: false, entries: { '2': { status: 'Draft' } } } })
    expect(demoStore.db.activities[0]).toMatchObject({ action: 'advance', entityId: 'prop-108' })

    // The new Phase 2 entry is a draft: it cannot advance until it is approved.
    expect((await call(SEEDED.committee, 'POST', '/proposal/prop-108/advance')).status).toBe(400)
    demoStore.mutate((db) => {
      db.proposals.find((p) => p.id === 'prop-108')!.entries[2]!.status = 'Approved'
    })
    const final = await call(SEEDED.committee, 'POST', '/proposal/prop-108/advance')
    expect(final.body).toMatchObject({ value: { phase: 3 } })
    expect((await call(SEEDED.committee, 'POST', '/proposal/prop-108/advance')).status).toBe(400)
  })

  it('marks winners of finalists only, one proposal per rank per category per year', async () => {
    expect((await call(SEEDED.committee, 'POST', '/proposal/prop-101/winner', { rank: 1 })).status).toBe(400)
    demoStore.mutate((db) => {
      for (const id of ['prop-101', 'prop-104']) db.proposals.find((p) => p.id === id)!.phase = 3
    })
    expect((await call(SEEDED.committee, 'POST', '/proposal/prop-101/winner', { rank: 4 })).status).toBe(400)
    // No grand-final score yet: refused, naming what is missing, unless the committee confirms the override.
    const early = await call(SEEDED.committee, 'POST', '/proposal/prop-101/winner', { rank: 1 })
    expect(early).toMatchObject({
      status: 400,
      body: { detail: 'No judge is assigned to score it in the grand final. Confirm the override to mark the winner anyway.' },
    })
    const first = await call(SEEDED.committee, 'POST', '/proposal/prop-101/winner', { rank: 1, override: true })
    expect(first.body).toMatchObject({ value: { winnerRank: 1 } })
    const clash = await call(SEEDED.committee, 'POST', '/proposal/prop-104/winner', { rank: 1, override: true })
    expect(clash.status).toBe(409)
    expect(clash.body).toMatchObject({ detail: '"Predictive maintenance for pumping stations" already holds rank 1 in this category. Clear it first.' })
    expect((await call(SEEDED.committee, 'POST', '/proposal/prop-104/winner', { rank: 2, override: true })).status).toBe(200)
    // Last year's rank 1 in the same category does not block this year's.
    expect(proposal('prop-011').winnerRank).toBe(1)
    expect((await call(SEEDED.committee, 'POST', '/proposal/prop-101/winner', { rank: null })).body).toMatchObject({ value: { winnerRank: null } })
    expect((await call(SEEDED.committee, 'POST', '/proposal/prop-104/winner', { rank: 1, override: true })).status).toBe(200)
  })

  it('summarises the year by status and category', async () => {
    const answer = await call(SEEDED.committee, 'GET', '/report/summary?year=2026')
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      value: {
        year: 2026,
        total: 8,
        byStatus: { '1': { Draft: 2, Finalized: 1, Approved: 4, Returned: 1 } },
        byCategory: [{ category: 1, total: 2, approved: 1, semiFinalists: 0, finalists: 0 }, {}, {}, {}],
      },
    })
  })
})

// @vitest-environment node
import { SEEDED } from '@/demo/db/seed'
import { call } from '@/testing/demo-call'
import { chooseForPublication, demoStore } from '@/testing/demo-server'
import { testPublication } from '@/testing/publications'

const seededYear = () => new Date(demoStore.db.seededAt).getUTCFullYear()

const proposal = (id: string) => demoStore.db.proposals.find((p) => p.id === id)!

describe('review rules of the demo backend', () => {
  it('lets only the committee review', async () => {
    for (const as of [SEEDED.jury, SEEDED.participantLeader]) {
      expect((await call(as, 'POST', '/proposal/prop-103/phase/1/approve')).status).toBe(403)
      expect(
        (await call(as, 'POST', '/proposal/prop-103/phase/1/return', { reason: 'x' })).status,
      ).toBe(403)
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
    expect(history.at(-1)).toMatchObject({
      byId: SEEDED.committee,
      from: 'Finalized',
      to: 'Approved',
    })
    expect(demoStore.db.activities[0]).toMatchObject({
      entity: 'proposal',
      entityId: 'prop-103',
      action: 'approve',
      actorId: SEEDED.committee,
    })
  })

  it('approves only finalized entries', async () => {
    const draft = await call(SEEDED.committee, 'POST', '/proposal/prop-106/phase/1/approve')
    expect(draft.status).toBe(400)
    expect(draft.body).toMatchObject({
      detail: 'Only a finalized entry can be approved; this one is Draft.',
    })
    expect(
      (await call(SEEDED.committee, 'POST', '/proposal/prop-103/phase/3/approve')).status,
    ).toBe(400)
    expect((await call(SEEDED.committee, 'POST', '/proposal/nope/phase/1/approve')).status).toBe(
      404,
    )
  })

  it('returns only with a reason, from Finalized or Approved', async () => {
    const missing = await call(SEEDED.committee, 'POST', '/proposal/prop-103/phase/1/return', {
      reason: '   ',
    })
    expect(missing.status).toBe(400)
    expect(missing.body).toMatchObject({
      errors: { Reason: ['Say why the entry goes back to the team.'] },
    })
    expect(proposal('prop-103').entries[1]!.status).toBe('Finalized')

    const ok = await call(SEEDED.committee, 'POST', '/proposal/prop-108/phase/1/return', {
      reason: 'Add the pricing model.',
    })
    expect(ok.status).toBe(200)
    expect(ok.body).toMatchObject({
      value: { entries: { '1': { status: 'Returned', returnReason: 'Add the pricing model.' } } },
    })
    expect(proposal('prop-108').entries[1]!.history.at(-1)).toMatchObject({
      from: 'Approved',
      to: 'Returned',
      reason: 'Add the pricing model.',
    })

    expect(
      (await call(SEEDED.committee, 'POST', '/proposal/prop-106/phase/1/return', { reason: 'x' }))
        .status,
    ).toBe(400)
  })

  it('advances only from Approved: Phase 1 to semi-finalist, Phase 2 to finalist', async () => {
    const finalized = await call(SEEDED.committee, 'POST', '/proposal/prop-103/advance')
    expect(finalized.status).toBe(400)
    expect(finalized.body).toMatchObject({
      detail: 'Only an approved Phase 1 entry can advance; this one is Finalized.',
    })

    // No Phase 1 score yet: the committee confirms the override (the scores rule has its own tests below).
    const semi = await call(SEEDED.committee, 'POST', '/proposal/prop-108/advance', {
      override: true,
    })
    expect(semi.status).toBe(200)
    // A semi-finalist is public only once the committee publishes the Phase 1 results.
    expect(semi.body).toMatchObject({
      value: { phase: 2, isPublished: false, entries: { '2': { status: 'Draft' } } },
    })
    expect(demoStore.db.activities[0]).toMatchObject({ action: 'advance', entityId: 'prop-108' })

    // The new Phase 2 entry is a draft: it cannot advance until it is approved.
    expect(
      (await call(SEEDED.committee, 'POST', '/proposal/prop-108/advance', { override: true }))
        .status,
    ).toBe(400)
    demoStore.mutate((db) => {
      db.proposals.find((p) => p.id === 'prop-108')!.entries[2]!.status = 'Approved'
    })
    const final = await call(SEEDED.committee, 'POST', '/proposal/prop-108/advance', {
      override: true,
    })
    expect(final.body).toMatchObject({ value: { phase: 3 } })
    expect(
      (await call(SEEDED.committee, 'POST', '/proposal/prop-108/advance', { override: true }))
        .status,
    ).toBe(400)
  })

  it('marks winners of finalists only, one proposal per rank per category per year', async () => {
    expect(
      (await call(SEEDED.committee, 'POST', '/proposal/prop-101/winner', { rank: 1 })).status,
    ).toBe(400)
    demoStore.mutate((db) => {
      for (const id of ['prop-101', 'prop-104']) db.proposals.find((p) => p.id === id)!.phase = 3
    })
    expect(
      (await call(SEEDED.committee, 'POST', '/proposal/prop-101/winner', { rank: 4 })).status,
    ).toBe(400)
    // No grand-final score yet: refused, naming what is missing, unless the committee confirms the override.
    const early = await call(SEEDED.committee, 'POST', '/proposal/prop-101/winner', { rank: 1 })
    expect(early).toMatchObject({
      status: 400,
      body: {
        detail:
          'No judge is assigned to score it in the grand final. Confirm the override to mark the winner anyway.',
      },
    })
    const first = await call(SEEDED.committee, 'POST', '/proposal/prop-101/winner', {
      rank: 1,
      override: true,
    })
    expect(first.body).toMatchObject({ value: { winnerRank: 1 } })
    const clash = await call(SEEDED.committee, 'POST', '/proposal/prop-104/winner', {
      rank: 1,
      override: true,
    })
    expect(clash.status).toBe(409)
    expect(clash.body).toMatchObject({
      detail:
        '"Predictive maintenance for pumping stations" already holds rank 1 in this category. Clear it first.',
    })
    expect(
      (
        await call(SEEDED.committee, 'POST', '/proposal/prop-104/winner', {
          rank: 2,
          override: true,
        })
      ).status,
    ).toBe(200)
    // Last year's rank 1 in the same category does not block this year's.
    expect(proposal('prop-011').winnerRank).toBe(1)
    expect(
      (await call(SEEDED.committee, 'POST', '/proposal/prop-101/winner', { rank: null })).body,
    ).toMatchObject({ value: { winnerRank: null } })
    expect(
      (
        await call(SEEDED.committee, 'POST', '/proposal/prop-104/winner', {
          rank: 1,
          override: true,
        })
      ).status,
    ).toBe(200)
  })

  it('keeps published results final: no advance from a published phase, no rank changed once the winners are out', async () => {
    const publish = async (phase: 1 | 2 | 3) =>
      expect(
        (
          await call(SEEDED.committee, 'POST', '/score/result/publish', {
            phase,
            shareComments: false,
          })
        ).status,
      ).toBe(200)
    expect(
      (await call(SEEDED.committee, 'POST', '/proposal/prop-108/advance', { override: true }))
        .status,
    ).toBe(200)
    await publish(1)
    // prop-102 was not advanced: its team was told it did not advance.
    demoStore.mutate((db) => {
      db.proposals.find((p) => p.id === 'prop-102')!.entries[1]!.status = 'Approved'
    })
    const late = await call(SEEDED.committee, 'POST', '/proposal/prop-102/advance', {
      override: true,
    })
    expect(late.status).toBe(409)
    expect(late.body.detail).toMatch(
      /^The Phase 1 results were published on \d\d \w{3} \d{4} [\d:]+ WIB: who advances from Phase 1 is final\.$/,
    )
    expect(proposal('prop-102').phase).toBe(1)
    const bulk = await call(SEEDED.committee, 'POST', '/score/result/advance', {
      phase: 1,
      selection: { ids: ['prop-102'] },
      override: true,
    })
    expect(bulk.status).toBe(409)
    expect(proposal('prop-102').phase).toBe(1)

    demoStore.mutate((db) => {
      db.proposals.find((p) => p.id === 'prop-108')!.phase = 3
    })
    await publish(2)
    expect(
      (
        await call(SEEDED.committee, 'POST', '/proposal/prop-108/winner', {
          rank: 1,
          override: true,
        })
      ).status,
    ).toBe(200)
    await publish(3)
    for (const rank of [2, null]) {
      const changed = await call(SEEDED.committee, 'POST', '/proposal/prop-108/winner', {
        rank,
        override: true,
      })
      expect(changed.status).toBe(409)
      expect(changed.body.detail).toMatch(
        /^The winners were published on .*: their ranks are final\.$/,
      )
    }
    expect(proposal('prop-108').winnerRank).toBe(1)
  })

  it('keeps a published phase’s entries final: none is returned or approved, and its team is told nothing (R11.5)', async () => {
    chooseForPublication(seededYear(), 1, ['prop-102', 'prop-103'])
    expect(
      (
        await call(SEEDED.committee, 'POST', '/score/result/publish', {
          phase: 1,
          shareComments: false,
        })
      ).status,
    ).toBe(200)
    const told = () => ({
      notifications: (demoStore.db.notifications ?? []).length,
      mails: (demoStore.db.mailbox ?? []).length,
    })
    const before = told()
    // prop-102 is approved and did not advance: its team was told Phase 1 is over for it.
    const returned = await call(SEEDED.committee, 'POST', '/proposal/prop-102/phase/1/return', {
      reason: 'Add the cost estimate.',
    })
    expect(returned.status).toBe(409)
    expect(returned.body.detail).toMatch(
      /^The Phase 1 results were published on \d\d \w{3} \d{4} [\d:]+ WIB: its entries are final and can no longer be changed, approved or returned\.$/,
    )
    expect(proposal('prop-102').entries[1]).toMatchObject({
      status: 'Approved',
      returnReason: null,
    })
    // prop-103 is finalized: it is not approved after the results either.
    const approved = await call(SEEDED.committee, 'POST', '/proposal/prop-103/phase/1/approve')
    expect(approved.status).toBe(409)
    expect(approved.body.detail).toBe(returned.body.detail)
    expect(proposal('prop-103').entries[1]!.status).toBe('Finalized')
    expect(told()).toEqual(before)
  })

  it('keeps a published phase’s draft and returned entries final for the committee too: no save or finalize (R11.5)', async () => {
    chooseForPublication(seededYear(), 1, ['prop-107', 'prop-105'])
    const published = await call(SEEDED.committee, 'POST', '/score/result/publish', {
      phase: 1,
      shareComments: false,
    })
    expect(published.status).toBe(200)
    const final =
      /^The Phase 1 results were published on \d\d \w{3} \d{4} [\d:]+ WIB: its entries are final and can no longer be changed, approved or returned\.$/
    // prop-107 is a draft, prop-105 was returned: neither changes once the results are out.
    for (const id of ['prop-107', 'prop-105']) {
      const before = structuredClone(proposal(id).entries[1]!)
      const saved = await call(SEEDED.committee, 'PUT', `/proposal/${id}/phase/1`, {
        fields: { background: 'Changed after the results.' },
        version: before.version,
      })
      expect(saved.status).toBe(409)
      expect(saved.body.detail).toMatch(final)
      const finalized = await call(SEEDED.committee, 'POST', `/proposal/${id}/phase/1/finalize`)
      expect(finalized.status).toBe(409)
      expect(finalized.body.detail).toMatch(final)
      expect(proposal(id).entries[1]).toEqual(before)
    }
  })

  it('refuses to publish the winners while none is marked, and publishes them once one is', async () => {
    // The finalists are published (the winners come after them: publishOrderVerdict).
    demoStore.mutate((db) => {
      db.resultPublications = [
        ...(db.resultPublications ?? []),
        testPublication(seededYear(), 1),
        testPublication(seededYear(), 2),
      ]
    })
    const refused = await call(SEEDED.committee, 'POST', '/score/result/publish', {
      phase: 3,
      shareComments: false,
    })
    expect(refused).toMatchObject({
      status: 409,
      body: {
        title: 'No winner marked',
        detail:
          'No winner is marked yet: mark the winners in the last column before publishing them.',
      },
    })
    expect(demoStore.db.notifications ?? []).toEqual([])
    demoStore.mutate((db) => {
      const winner = db.proposals.find((p) => p.id === 'prop-101')!
      winner.phase = 3
      winner.winnerRank = 1
    })
    const published = await call(SEEDED.committee, 'POST', '/score/result/publish', {
      phase: 3,
      shareComments: false,
    })
    expect(published.status).toBe(200)
  })

  it('refuses to publish Phase 1 or 2 while nobody advances from it, in the caller’s language, and publishes once one does', async () => {
    const nobody = (phase: 1 | 2) => ({
      status: 409,
      body: {
        title: 'Nobody advances',
        detail: `No proposal advances from Phase ${phase} yet: advance the proposals that go through before publishing, or every team would read that it did not advance.`,
      },
    })
    const publish = (phase: 1 | 2) =>
      call(SEEDED.committee, 'POST', '/score/result/publish', { phase, shareComments: false })
    expect(await publish(1)).toMatchObject(nobody(1))
    const indonesian = await call(
      SEEDED.committee,
      'POST',
      '/score/result/publish',
      { phase: 1, shareComments: false },
      { 'Accept-Language': 'id' },
    )
    expect(indonesian.status).toBe(409)
    expect(indonesian.body.detail).not.toMatch(/proposal advances/)
    expect(demoStore.db.resultPublications ?? []).not.toContainEqual(
      expect.objectContaining({ year: seededYear(), phase: 1 }),
    )
    expect(demoStore.db.notifications ?? []).toEqual([])
    expect(
      (await call(SEEDED.committee, 'POST', '/proposal/prop-108/advance', { override: true }))
        .status,
    ).toBe(200)
    const published = await call(SEEDED.committee, 'POST', '/score/result/publish', {
      phase: 1,
      shareComments: false,
    })
    expect(published.status).toBe(200)
    // Nobody is a finalist yet.
    expect(await publish(2)).toMatchObject(nobody(2))
  })

  it('publishes the results in order: Phase 2 not before Phase 1, the winners not before Phase 2', async () => {
    // A finalist with a winner rank, advanced before any result was published.
    demoStore.mutate((db) => {
      const winner = db.proposals.find((p) => p.id === 'prop-101')!
      winner.phase = 3
      winner.winnerRank = 1
    })
    const publish = (phase: 1 | 2 | 3) =>
      call(SEEDED.committee, 'POST', '/score/result/publish', { phase, shareComments: false })
    expect(await publish(2)).toMatchObject({
      status: 409,
      body: {
        title: 'Results not published',
        detail:
          'Publish the Phase 1 results first: until they are out no team knows it reached Phase 2, so none can be told how Phase 2 ended.',
      },
    })
    expect(await publish(3)).toMatchObject({
      status: 409,
      body: {
        title: 'Results not published',
        detail:
          'Publish the Phase 2 results first: until they are out no team knows it is a finalist, so the winners cannot be announced.',
      },
    })
    // Nothing was published, and no team was told anything.
    expect(demoStore.db.resultPublications ?? []).not.toContainEqual(
      expect.objectContaining({ year: seededYear() }),
    )
    expect(demoStore.db.notifications ?? []).toEqual([])
    for (const phase of [1, 2, 3] as const) expect((await publish(phase)).status).toBe(200)
  })

  it('summarises the year by status and category', async () => {
    const answer = await call(SEEDED.committee, 'GET', '/report/summary?year=2026')
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      value: {
        year: 2026,
        total: 8,
        byStatus: { '1': { Draft: 2, Finalized: 1, Approved: 4, Returned: 1 } },
        byCategory: [
          { category: 1, total: 2, approved: 1, semiFinalists: 0, finalists: 0 },
          {},
          {},
          {},
        ],
      },
    })
  })
})

describe('advancing waits for the phase’s scores, or for an override the committee asks for', () => {
  const YEAR = new Date().getUTCFullYear()
  /** Puts score sheets of `phase` on a proposal: one per status, from the seeded judges in turn. */
  function sheets(
    proposalId: string,
    phase: 1 | 2,
    statuses: Array<'Assigned' | 'Submitted'>,
    removed = false,
  ) {
    const judges = [SEEDED.jury, SEEDED.jury2, 'c0a80001-0000-4000-8000-000000000013']
    demoStore.mutate((db) => {
      db.juryDetails = db.juryDetails.filter(
        (jd) => !(jd.proposalId === proposalId && jd.phase === phase),
      )
      statuses.forEach((status, i) =>
        db.juryDetails.push({
          id: `jd-test-${proposalId}-${phase}-${i}`,
          year: YEAR,
          phase,
          proposalId,
          juryId: judges[i]!,
          status,
          removed,
          scores: [],
          overallComment: '',
          version: 1,
          assignedAt: new Date().toISOString(),
          assignedById: SEEDED.committee,
          updatedAt: null,
          submittedAt: status === 'Submitted' ? new Date().toISOString() : null,
        }),
      )
    })
  }

  it('refuses an approved proposal with no judge or with scores missing, naming what is missing, and leaves it in its phase', async () => {
    const none = await call(SEEDED.committee, 'POST', '/proposal/prop-108/advance')
    expect(none).toMatchObject({
      status: 400,
      body: {
        detail:
          'No judge is assigned to score it in Phase 1. Confirm the override to advance it anyway.',
      },
    })
    sheets('prop-108', 1, ['Submitted', 'Assigned', 'Assigned'])
    // An override is `true` or left out: anything else is a field error, not a refusal to confirm.
    expect(
      await call(SEEDED.committee, 'POST', '/proposal/prop-108/advance', { override: 'yes' }),
    ).toMatchObject({
      status: 400,
      body: { errors: { Override: ['Send override as true, or leave it out.'] } },
    })
    const some = await call(SEEDED.committee, 'POST', '/proposal/prop-108/advance', {})
    expect(some).toMatchObject({
      status: 400,
      body: {
        detail:
          '2 of 3 Phase 1 scores are not submitted yet. Confirm the override to advance it anyway.',
      },
    })
    expect(proposal('prop-108').phase).toBe(1)
  })

  it('advances without an override once every judge of the phase has submitted, a removed judge’s unsubmitted sheet not counting', async () => {
    sheets('prop-108', 1, ['Submitted', 'Submitted'])
    const removedDraft = {
      ...demoStore.db.juryDetails.at(-1)!,
      id: 'jd-removed-draft',
      juryId: 'c0a80001-0000-4000-8000-000000000013',
      status: 'Assigned' as const,
      removed: true,
      submittedAt: null,
    }
    demoStore.mutate((db) => db.juryDetails.push(removedDraft))
    const answer = await call(SEEDED.committee, 'POST', '/proposal/prop-108/advance')
    expect(answer).toMatchObject({ status: 200, body: { value: { phase: 2 } } })
    expect(demoStore.db.activities[0]).toMatchObject({
      action: 'advance',
      entityId: 'prop-108',
      summary: 'Advanced "Pay-per-use analytics for partners" to the semi-finals',
    })
  })

  it('advances by an explicit override, and the activity log says what was missing', async () => {
    sheets('prop-108', 1, ['Submitted', 'Assigned'])
    const answer = await call(SEEDED.committee, 'POST', '/proposal/prop-108/advance', {
      override: true,
    })
    expect(answer).toMatchObject({ status: 200, body: { value: { phase: 2 } } })
    expect(demoStore.db.activities[0]).toMatchObject({
      action: 'advance',
      summary:
        'Advanced "Pay-per-use analytics for partners" to the semi-finals (override: 1 of 2 Phase 1 scores is not submitted yet.)',
      after: { phase: 2, override: '1 of 2 Phase 1 scores is not submitted yet.' },
    })
  })

  it('applies the same rule to the results’ bulk advance: the unscored are refused by name unless the override is asked for', async () => {
    sheets('prop-104', 1, ['Submitted', 'Submitted'])
    const body = { year: YEAR, phase: 1, selection: { ids: ['prop-104', 'prop-108'] } }
    const plain = await call(SEEDED.committee, 'POST', '/score/result/advance', body)
    expect(plain.body).toMatchObject({
      value: {
        advanced: 1,
        failures: [
          {
            proposalId: 'prop-108',
            title: 'Pay-per-use analytics for partners',
            reason:
              'No judge is assigned to score it in Phase 1. Confirm the override to advance it anyway.',
          },
        ],
      },
    })
    expect([proposal('prop-104').phase, proposal('prop-108').phase]).toEqual([2, 1])
    const forced = await call(SEEDED.committee, 'POST', '/score/result/advance', {
      ...body,
      selection: { ids: ['prop-108'] },
      override: true,
    })
    expect(forced.body).toMatchObject({ value: { advanced: 1, failures: [] } })
    expect(proposal('prop-108').phase).toBe(2)
    expect(demoStore.db.activities[0]).toMatchObject({
      entityId: 'prop-108',
      after: { override: 'No judge is assigned to score it in Phase 1.' },
    })
  })
})

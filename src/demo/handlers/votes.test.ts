import { SEEDED } from '@/demo/db/seed'
import { call } from '@/testing/demo-call'
import { demoStore, resetDemoData, SEED_NOW } from '@/testing/demo-server'

const YEAR = new Date(SEED_NOW).getUTCFullYear()
const POSTER_VOTE = `vote-${YEAR}-poster`
const FINAL_VOTE = `vote-${YEAR}-final`
const HOUR = 3_600_000

const participant2 = 'c0a80001-0000-4000-8000-000000000023' // team-02 leader

// Votes hold only published semi-finalists and up: the demo seeded in Phase 2 has this year's three
// semi-finalists, the poster vote open over them and the grand-final vote planned.
beforeEach(() => resetDemoData({ activeIndex: 2 }))

describe('demo votes: ballots', () => {
  it('lists the open session with the caller ballot state, and takes one ballot per person', async () => {
    const active = await call(SEEDED.participantLeader, 'GET', '/vote/active')
    expect(active.status).toBe(200)
    const sessions = active.body as unknown as Array<{
      id: string
      myBallotProposalId: string | null
      status: string
    }>
    expect(sessions.map((s) => s.id)).toEqual([POSTER_VOTE])
    expect(sessions[0]).toMatchObject({ myBallotProposalId: null, status: 'Open' })

    const first = await call(SEEDED.participantLeader, 'POST', `/vote/${POSTER_VOTE}/ballot`, {
      proposalId: 'prop-102',
    })
    expect(first.status).toBe(201)
    expect(first.body?.value).toMatchObject({ myBallotProposalId: 'prop-102', ballotCount: 5 })

    const second = await call(SEEDED.participantLeader, 'POST', `/vote/${POSTER_VOTE}/ballot`, {
      proposalId: 'prop-104',
    })
    expect(second.status).toBe(409)
    expect(second.body?.title).toBe('You have already voted')
    expect(
      demoStore.db.ballots.filter(
        (b) => b.voterId === SEEDED.participantLeader && b.sessionId === POSTER_VOTE,
      ),
    ).toHaveLength(1)
  })

  it("refuses a vote for the caller's own team", async () => {
    const own = await call(SEEDED.participantMember, 'POST', `/vote/${POSTER_VOTE}/ballot`, {
      proposalId: 'prop-101',
    })
    expect(own.status).toBe(400)
    expect(own.body?.errors).toEqual({
      ProposalId: ["You cannot vote for your own team's proposal."],
    })
  })

  it('refuses proposals that are not candidates and empty ballots', async () => {
    expect(
      (await call(participant2, 'POST', `/vote/${POSTER_VOTE}/ballot`, { proposalId: 'prop-108' }))
        .status,
    ).toBe(400)
    expect(
      (await call(participant2, 'POST', `/vote/${POSTER_VOTE}/ballot`, {})).body?.errors,
    ).toEqual({ ProposalId: ['Choose a proposal to vote for.'] })
  })

  it('takes ballots only inside the window', async () => {
    const early = await call(participant2, 'POST', `/vote/${FINAL_VOTE}/ballot`, {
      proposalId: 'prop-101',
    })
    expect(early.status).toBe(409)
    expect(early.body?.title).toBe('The vote is not open yet')
    // Dates as requirements R9.6 has them, in what a person reads: Indonesian month names, never an
    // ISO string.
    expect(early.body?.detail).toMatch(
      /^This vote opens on \d\d (Jan|Feb|Mar|Apr|Mei|Jun|Jul|Agu|Sep|Okt|Nov|Des) \d{4} \d\d:\d\d:\d\d WIB\.$/,
    )

    demoStore.mutate((db) => {
      const session = db.voteSessions.find((s) => s.id === POSTER_VOTE)!
      session.closeAt = new Date(Date.now() - HOUR).toISOString()
    })
    const late = await call(participant2, 'POST', `/vote/${POSTER_VOTE}/ballot`, {
      proposalId: 'prop-101',
    })
    expect(late.status).toBe(409)
    expect(late.body?.title).toBe('The vote has closed')
    expect(late.body?.detail).toMatch(
      /^This vote closed on \d\d [A-Z][a-z]{2} \d{4} \d\d:\d\d:\d\d WIB\.$/,
    )
    expect((await call(participant2, 'GET', '/vote/active')).body).toEqual([])
  })
})

describe('demo votes: results', () => {
  it('shows the committee tallies at any time, participants only after closing', async () => {
    const committee = await call(SEEDED.committee, 'GET', `/vote/${POSTER_VOTE}/result`)
    expect(committee.status).toBe(200)
    expect(committee.body?.value).toMatchObject({ totalBallots: 4 })
    const tallies = (
      committee.body?.value as {
        tallies: Array<{ proposalId: string; votes: number; rank: number }>
      }
    ).tallies
    expect(tallies.map((t) => [t.proposalId, t.votes, t.rank])).toEqual([
      ['prop-104', 2, 1],
      ['prop-101', 1, 2],
      ['prop-102', 1, 2],
    ])

    expect(
      (await call(SEEDED.participantLeader, 'GET', `/vote/${POSTER_VOTE}/result`)).status,
    ).toBe(403)
    const closed = await call(
      SEEDED.participantLeader,
      'GET',
      `/vote/vote-${YEAR - 1}-final/result`,
    )
    expect(closed.status).toBe(200)
    expect(closed.body?.value).toMatchObject({ totalBallots: 7, status: 'Closed' })
  })
})

describe('demo votes: sessions', () => {
  const valid = () => ({
    name: 'Lunch-break favourite',
    // Last year's published finalist and semi-finalist: only published ones can be candidates.
    year: YEAR - 1,
    candidateIds: ['prop-011', 'prop-012'],
    openAt: new Date(Date.now() + 24 * HOUR).toISOString(),
    closeAt: new Date(Date.now() + 48 * HOUR).toISOString(),
  })

  it('lets only the committee create a session', async () => {
    expect((await call(SEEDED.participantLeader, 'POST', '/vote', valid())).status).toBe(403)
    const created = await call(SEEDED.committee, 'POST', '/vote', valid())
    expect(created.status).toBe(201)
    expect(created.body?.value).toMatchObject({
      name: 'Lunch-break favourite',
      status: 'Scheduled',
      ballotCount: 0,
    })
    expect(demoStore.db.activities[0]).toMatchObject({ entity: 'vote', action: 'create' })
  })

  it('answers field errors for a bad session', async () => {
    const bad = await call(SEEDED.committee, 'POST', '/vote', {
      ...valid(),
      name: ' ',
      candidateIds: ['prop-011'],
      closeAt: new Date(Date.now()).toISOString(),
    })
    expect(bad.status).toBe(400)
    expect(bad.body?.errors).toEqual({
      Name: ['Enter a name of at least 3 characters.'],
      CandidateIds: ['Choose at least two candidates.'],
      CloseAt: ['The closing time must be after the opening time.'],
    })
    // An approved Phase 1 entry that did not advance is no semi-finalist, so no candidate; a semi-finalist is.
    const unpublished = await call(SEEDED.committee, 'POST', '/vote', {
      ...valid(),
      year: YEAR,
      candidateIds: ['prop-101', 'prop-108', 'prop-103'],
    })
    expect(unpublished.body?.errors).toEqual({
      CandidateIds: [
        '"Pay-per-use analytics for partners" is not a published semi-finalist, finalist or winner, so it cannot be a candidate.',
        '"Customer voice dashboard" is not a published semi-finalist, finalist or winner, so it cannot be a candidate.',
      ],
    })
    // In Phase 1 nothing of this year is published yet.
    resetDemoData()
    const early = await call(SEEDED.committee, 'POST', '/vote', {
      ...valid(),
      year: YEAR,
      candidateIds: ['prop-101', 'prop-104'],
    })
    expect(early.body?.errors).toEqual({
      CandidateIds: [
        '"Predictive maintenance for pumping stations" is not a published semi-finalist, finalist or winner, so it cannot be a candidate.',
        '"Village solar microgrid with local cooperatives" is not a published semi-finalist, finalist or winner, so it cannot be a candidate.',
      ],
    })
  })

  it('keeps the candidates once ballots exist, but lets the times change', async () => {
    const session = demoStore.db.voteSessions.find((s) => s.id === POSTER_VOTE)!
    const body = {
      name: session.name,
      year: YEAR,
      candidateIds: ['prop-101', 'prop-102'],
      openAt: session.openAt,
      closeAt: session.closeAt,
    }
    const changed = await call(SEEDED.committee, 'PUT', `/vote/${POSTER_VOTE}`, body)
    expect(changed.status).toBe(409)

    const later = new Date(Date.parse(session.closeAt) + 24 * HOUR).toISOString()
    const extended = await call(SEEDED.committee, 'PUT', `/vote/${POSTER_VOTE}`, {
      ...body,
      candidateIds: [...session.candidateIds].reverse(),
      closeAt: later,
    })
    expect(extended.status).toBe(200)
    expect(extended.body?.value).toMatchObject({ closeAt: later })

    // A new candidate must be a published semi-finalist, finalist or winner.
    const free = await call(SEEDED.committee, 'PUT', `/vote/${FINAL_VOTE}`, {
      ...valid(),
      year: YEAR,
      candidateIds: ['prop-104', 'prop-101'],
      name: 'Grand final favourite',
    })
    expect(free.status).toBe(200)
    expect(free.body?.value).toMatchObject({
      name: 'Grand final favourite',
      candidateIds: ['prop-104', 'prop-101'],
    })
    const added = await call(SEEDED.committee, 'PUT', `/vote/${FINAL_VOTE}`, {
      ...valid(),
      year: YEAR,
      candidateIds: ['prop-104', 'prop-108'],
    })
    expect(added.status).toBe(400)
  })
})

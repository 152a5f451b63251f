import { awardResults, nextSteps, stepPath, type NextStepsInput } from '@/features/award/next-steps'

const DAY = 24 * 3600 * 1000
const NOW = Date.parse('2026-07-10T03:00:00Z')
const iso = (days: number) => new Date(NOW + days * DAY).toISOString()

/** Six periods, the one at `active` (periodId) running from yesterday to in ten days, the others around it. */
function timeline(active: number) {
  return [1, 2, 3, 4, 5, 6].map((periodId) => ({
    id: `p${periodId}`,
    periodId,
    description: `Period ${periodId}`,
    startAt: iso((periodId - active) * 11 - 1),
    endAt: iso((periodId - active) * 11 + 10),
    isActive: periodId === active,
  }))
}

const team = {
  code: 'PMP-4821',
  maxMembers: 5,
  members: [{ shirtSize: 'M' }, { shirtSize: 'L' }],
  isLeader: true,
}
const base = (active: number): NextStepsInput => ({
  now: NOW,
  year: 2026,
  periods: timeline(active),
  team,
  proposals: [],
  votes: [],
  updates: [],
  publications: [],
})

describe('next steps of a participant', () => {
  it('leads a semi-finalist to the Phase 2 entry while Phase 2 is open', () => {
    const steps = nextSteps({
      ...base(3),
      proposals: [
        {
          id: 'prop-1',
          title: 'Pumps',
          year: 2026,
          phase: 2,
          status1: 'Approved',
          status2: null,
          winnerRank: null,
        },
      ],
    })
    expect(steps[0]).toEqual({
      text: expect.stringMatching(
        /^"Pumps": write the Phase 2 entry and finalize it before \d\d \w{3} 2026 \d\d:\d\d/,
      ),
      target: { kind: 'entry', phase: 2, proposalId: 'prop-1' },
      action: 'Open the Phase 2 entry',
    })
  })

  it('offers no entry while its period is closed, and names the next period with its date', () => {
    const steps = nextSteps({
      ...base(2),
      proposals: [
        {
          id: 'prop-1',
          title: 'Pumps',
          year: 2026,
          phase: 2,
          status1: 'Approved',
          status2: null,
          winnerRank: null,
        },
      ],
    })
    expect(steps).toEqual([
      {
        text: expect.stringMatching(
          /^Nothing is waiting for you now\. Next: Period 3, from \d\d \w{3} 2026\.$/,
        ),
      },
    ])
  })

  it('tells a semi-finalist whose Phase 2 entry was never finalized that it did not advance, and points to no next phase', () => {
    const semi = {
      id: 'prop-3',
      title: 'Voice',
      year: 2026,
      phase: 2 as const,
      status1: 'Approved' as const,
      winnerRank: null,
    }
    const published = (phase: 1 | 2) => ({ year: 2026, phase, publishedAt: iso(-1) })
    const input = {
      ...base(4),
      proposals: [{ ...semi, status2: 'Draft' as const }],
      publications: [published(1), published(2)],
    }
    // It is told as a result, apart from the steps; it has no step left, and no next phase. Its
    // entry was never judged, and the result says so rather than that it lost.
    expect(awardResults(input)).toEqual([
      'The Phase 2 results are published: "Voice" was not finalized in time, so it was not judged and does not go on to Phase 3.',
    ])
    const judged = (status2: 'Approved' | 'Finalized') =>
      awardResults({ ...input, proposals: [{ ...semi, status2 }] })
    expect(judged('Approved')).toEqual([
      'The Phase 2 results are published: "Voice" does not go on to Phase 3. Thank you for taking part.',
    ])
    expect(judged('Finalized')).toEqual([
      'The Phase 2 results are published: "Voice" was finalized but not approved for judging, so it does not go on to Phase 3.',
    ])
    expect(nextSteps(input)).toEqual([])
    // Before the Phase 2 results are out it is still in the running: the next period is named.
    expect(nextSteps({ ...input, publications: [published(1)] })).toEqual([
      { text: expect.stringMatching(/^Nothing is waiting for you now\. Next: Period 5, from /) },
    ])
    // Last year's publication says nothing of this year's proposal.
    expect(
      nextSteps({ ...input, publications: [published(1), { ...published(2), year: 2025 }] })[0]!
        .text,
    ).toMatch(/^Nothing is waiting for you now/)
    // A team with another proposal still in the running is still told what comes next.
    const finalist = {
      ...semi,
      id: 'prop-1',
      title: 'Pumps',
      phase: 3 as const,
      status2: 'Approved' as const,
    }
    expect(nextSteps({ ...input, proposals: [...input.proposals, finalist] })).toEqual([
      { text: expect.stringMatching(/^Nothing is waiting for you now\. Next: Period 5, from /) },
    ])
    expect(awardResults({ ...input, proposals: [...input.proposals, finalist] })).toEqual([
      'The Phase 2 results are published: "Voice" was not finalized in time, so it was not judged and does not go on to Phase 3.',
      'The Phase 2 results are published: "Pumps" is a finalist and goes on to the grand final.',
    ])
  })

  it('says the leader finalizes when a member writes, and mentions a returned entry', () => {
    const steps = nextSteps({
      ...base(1),
      team: { ...team, isLeader: false },
      proposals: [
        {
          id: 'p',
          title: 'Solar',
          year: 2026,
          phase: 1,
          status1: 'Returned',
          status2: null,
          winnerRank: null,
        },
      ],
    })
    expect(steps[0]!.text).toMatch(
      /write the Phase 1 entry; the leader finalizes it before .*The committee returned it/,
    )
    expect(steps[0]!.target).toEqual({ kind: 'entry', phase: 1, proposalId: 'p' })
  })

  it('skips finalized and approved entries', () => {
    const steps = nextSteps({
      ...base(1),
      proposals: [
        {
          id: 'p',
          title: 'Solar',
          year: 2026,
          phase: 1,
          status1: 'Finalized',
          status2: null,
          winnerRank: null,
        },
      ],
    })
    expect(steps.map((s) => s.target)).toEqual([undefined])
  })

  it('offers to start a proposal only while Phase 1 is open', () => {
    expect(nextSteps(base(1))[0]).toMatchObject({
      target: { kind: 'newProposal' },
      action: 'Start a proposal',
    })
    expect(nextSteps(base(3)).some((s) => s.target?.kind === 'newProposal')).toBe(false)
  })

  it('offers no proposal to start once the Phase 1 results are published, even with Phase 1 open again', () => {
    const published = {
      ...base(1),
      publications: [{ year: 2026, phase: 1 as const, publishedAt: iso(-3) }],
    }
    // Nothing to do; why is told apart, with the team's results (awardResults).
    expect(nextSteps(published)).toEqual([])
    expect(awardResults(published)).toEqual([
      "The Phase 1 results are published and your team has no proposal this year: nothing more is waiting for it in this year's award.",
    ])
  })

  it('leads to an open vote not yet cast and to an open update period', () => {
    const steps = nextSteps({
      ...base(5),
      votes: [
        { name: 'Grand final', status: 'Open', closeAt: iso(1), myBallotProposalId: null },
        { name: 'Cast already', status: 'Open', closeAt: iso(1), myBallotProposalId: 'p' },
        { name: 'Later', status: 'Scheduled', closeAt: iso(5), myBallotProposalId: null },
      ],
      updates: [
        {
          id: 'u1',
          proposalTitle: 'Pumps',
          status: 'Draft',
          periodStartAt: iso(-1),
          periodEndAt: iso(3),
        },
        {
          id: 'u2',
          proposalTitle: 'Pumps',
          status: 'Submitted',
          periodStartAt: iso(-1),
          periodEndAt: iso(3),
        },
        {
          id: 'u3',
          proposalTitle: 'Pumps',
          status: 'Draft',
          periodStartAt: iso(20),
          periodEndAt: iso(30),
        },
        // Not started yet in an open period: due all the same.
        {
          id: 'u4',
          proposalTitle: 'Portal',
          status: 'NotStarted',
          periodStartAt: iso(-1),
          periodEndAt: iso(3),
        },
      ],
    })
    expect(steps.map((s) => s.target)).toEqual([
      { kind: 'vote' },
      { kind: 'update', updateId: 'u1' },
      { kind: 'update', updateId: 'u4' },
    ])
    expect(steps[2]!.text).toMatch(/^Post the innovation update on "Portal" before \d\d \w{3} 2026/)
    expect(steps[0]!.text).toMatch(/^Vote for the people's choice in "Grand final" before/)
  })

  it('asks a person without a team to form one, and a small team to share its code', () => {
    expect(nextSteps({ ...base(1), team: null })).toEqual([
      { text: 'Create a team or join one with its team code.' },
    ])
    const small = nextSteps({ ...base(2), team: { ...team, members: [{ shirtSize: null }] } })
    expect(small.map((s) => s.text)).toEqual([
      'Share your team code PMP-4821 with your colleagues (up to 5 members).',
      'Every member chooses a T-shirt size for the innovation camp.',
    ])
    // A small team out of the award (no proposal once the Phase 1 results are out) is not asked
    // to bring colleagues in.
    const out = nextSteps({
      ...base(3),
      team: { ...team, members: [{ shirtSize: 'M' }] },
      publications: [{ year: 2026, phase: 1, publishedAt: iso(-1) }],
    })
    expect(out.map((s) => s.text).join(' ')).not.toContain('Share your team code')
  })

  it('tells a person without a team once no new team can be formed, and still leads them to the vote', () => {
    const votes = [
      { name: 'Grand final', status: 'Open', closeAt: iso(1), myBallotProposalId: null },
    ]
    expect(nextSteps({ ...base(5), team: null, votes }).map((s) => s.text)).toEqual([
      'Create a team or join one with its team code.',
      expect.stringMatching(/^Vote for the people's choice in "Grand final" before/),
    ])
    const late = nextSteps({
      ...base(5),
      team: null,
      votes,
      publications: [{ year: 2026, phase: 1, publishedAt: iso(-20) }],
    })
    expect(late.map((s) => s.text)).toEqual([
      expect.stringMatching(
        /^The Phase 1 results were published on .*: no new team can take part in this year's award\. You can still join a team that is in it, with its team code\.$/,
      ),
      expect.stringMatching(/^Vote for the people's choice in "Grand final" before/),
    ])
    expect(late[1]!.target).toEqual({ kind: 'vote' })
  })

  it('asks for T-shirt sizes only while the team is still in the award: not once it is out after Phase 1', () => {
    const ask = 'Every member chooses a T-shirt size for the innovation camp.'
    const unsized = { ...team, members: [{ shirtSize: 'M' }, { shirtSize: null }] }
    const proposal = (id: string, phase: 1 | 2) => ({
      id,
      title: id,
      year: 2026,
      phase,
      status1: 'Approved' as const,
      status2: null,
      winnerRank: null,
    })
    const phase1Out = [{ year: 2026, phase: 1 as const, publishedAt: iso(-1) }]
    const texts = (input: Partial<NextStepsInput>) =>
      nextSteps({ ...base(3), team: unsized, ...input }).map((s) => s.text)
    // Before the Phase 1 results, a team may still become a semi-finalist: it is asked.
    expect(texts({ proposals: [proposal('Pumps', 1)] })).toContain(ask)
    // Out after Phase 1: not asked, nothing left to do (its result says why: awardResults).
    expect(texts({ proposals: [proposal('Pumps', 1)], publications: phase1Out })).toEqual([])
    // One proposal out, another a semi-finalist: the team goes to the camp and is asked.
    expect(
      texts({ proposals: [proposal('Pumps', 1), proposal('Valves', 2)], publications: phase1Out }),
    ).toContain(ask)
  })

  it('does not ask a team with no proposal for T-shirt sizes once the Phase 1 results are out, nor point it to a next period', () => {
    const ask = 'Every member chooses a T-shirt size for the innovation camp.'
    const unsized = { ...team, members: [{ shirtSize: 'M' }, { shirtSize: null }] }
    const texts = (input: Partial<NextStepsInput>) =>
      nextSteps({ ...base(3), team: unsized, ...input }).map((s) => s.text)
    // Before the Phase 1 results, the committee may still start a proposal for it: it is asked.
    expect(texts({})).toContain(ask)
    // Another year's Phase 1 results say nothing about this year.
    expect(texts({ publications: [{ year: 2025, phase: 1, publishedAt: iso(-400) }] })).toContain(
      ask,
    )
    // Phase 2 runs and the Phase 1 results are published: no proposal of the team can go on.
    const phase1Out = {
      ...base(3),
      publications: [{ year: 2026, phase: 1 as const, publishedAt: iso(-1) }],
    }
    expect(texts(phase1Out)).toEqual([])
    expect(awardResults(phase1Out)).toEqual([
      "The Phase 1 results are published and your team has no proposal this year: nothing more is waiting for it in this year's award.",
    ])
  })

  it("tells the team its proposals' published results apart from its steps: semi-finalist, finalist, winner with its rank, or not", () => {
    const proposal = (title: string, phase: 1 | 2 | 3, winnerRank: number | null = null) => ({
      id: title,
      title,
      year: 2026,
      phase,
      status1: 'Approved' as const,
      status2: phase >= 2 ? ('Approved' as const) : null,
      winnerRank,
    })
    const published = (...phases: (1 | 2 | 3)[]) =>
      phases.map((phase) => ({ year: 2026, phase, publishedAt: iso(-1) }))
    const results = (proposals: NextStepsInput['proposals'], phases: (1 | 2 | 3)[]) =>
      awardResults({ ...base(6), proposals, publications: published(...phases) })
    const winner = proposal('Pumps', 3, 1)
    // Nothing published: nothing told, even of an advance or a winner mark the committee made.
    expect(results([winner, proposal('Valves', 2)], [])).toEqual([])
    // Phase 1 results out: a semi-finalist, never more until Phase 2's are published.
    expect(results([winner], [1])).toEqual([
      'The Phase 1 results are published: "Pumps" is a semi-finalist and goes on to Phase 2.',
    ])
    // Phase 2 results out: a finalist; its winner mark stays unsaid until the winners are published.
    expect(results([winner], [1, 2])).toEqual([
      'The Phase 2 results are published: "Pumps" is a finalist and goes on to the grand final.',
    ])
    // The winners are published: the winner with its rank, and a finalist that did not win.
    expect(results([winner, proposal('Valves', 3), proposal('Solar', 3, 2)], [1, 2, 3])).toEqual([
      'The winners are published: "Pumps" won 1st place. Congratulations to your team!',
      'The winners are published: "Valves" is not among the winners. Thank you for taking part in the grand final.',
      'The winners are published: "Solar" won 2nd place. Congratulations to your team!',
    ])
    // None of it is a step to take.
    expect(
      nextSteps({ ...base(6), proposals: [winner], publications: published(1, 2, 3) })
        .map((s) => s.text)
        .join(' '),
    ).not.toMatch(/won|finalist|winners/)
    // Without a team, there is nothing to tell.
    expect(awardResults({ ...base(6), team: null, proposals: [winner] })).toEqual([])
  })
})

describe('stepPath', () => {
  const where = { slug: 'innovation-award', teamId: 'team-01' }
  it('leads each kind of step to its screen', () => {
    expect(stepPath({ kind: 'entry', phase: 2, proposalId: 'prop-7' }, where)).toBe(
      '/innovation-award/participant/proposal/2/prop-7/entry',
    )
    expect(stepPath({ kind: 'newProposal' }, where)).toBe(
      '/innovation-award/participant/newproposal/team-01',
    )
    expect(stepPath({ kind: 'vote' }, where)).toBe('/innovation-award/participant/vote')
    expect(stepPath({ kind: 'update', updateId: 'u1' }, where)).toBe(
      '/innovation-update/participant/u1',
    )
  })
})

import {
  editEntryVerdict,
  planEdit,
  planStart,
  reopenEndDefault,
  startReopens,
  PROPOSAL_ACTIONS,
  proposalActions,
  publicStanding,
  publishScoringNote,
  reviewVerdicts,
  scoreVerdict,
  startPeriodVerdict,
  startProposalVerdict,
  timelineChangeVerdict,
  winnerMissing,
  type Person,
} from '@/domain/award'
import {
  offeredIn,
  PERIOD_CASES,
  periodsFor,
  ROLE_CASES,
  SCORING_TABLE,
  START_TABLE,
  STATE_CASES,
  type RoleCase,
} from '@/domain/award/lifecycle.table'
import { PERIOD_SPANS } from '@/demo/db/seed'
import { formatDateTime } from '@/lib/dates'

const NOW = Date.parse('2026-11-21T03:00:00.000Z')
const DAY = 86_400_000

const PEOPLE: Record<RoleCase, Person> = {
  committee: { role: 'Commitee', isMember: false, isLeader: false },
  leader: { role: 'Participant', isMember: true, isLeader: true },
  member: { role: 'Participant', isMember: true, isLeader: false },
  outsider: { role: 'Participant', isMember: false, isLeader: false },
  jury: { role: 'Jury', isMember: false, isLeader: false },
}

describe('the lifecycle table: every period × stage × status × role → the actions offered', () => {
  const cases = PERIOD_CASES.flatMap((period) =>
    STATE_CASES.flatMap((state) => ROLE_CASES.map((role) => ({ period, state, role }))),
  )

  it('covers 7 periods × 12 proposal states × 5 roles', () => {
    expect(cases).toHaveLength(420)
  })

  it.each(cases.map((c) => [String(c.period), c.state.name, c.role, c] as const))(
    'period %s, %s, %s',
    (_p, _s, _r, { period, state, role }) => {
      const actions = proposalActions({
        periods: periodsFor(period, NOW),
        now: NOW,
        person: PEOPLE[role],
        proposal: { stage: state.stage, status1: state.status1, status2: state.status2 },
        progress: state.scores,
      })
      const offered = PROPOSAL_ACTIONS.filter((a) => actions[a].ok)
      expect(offered.sort()).toEqual(offeredIn(state.name, role, period).sort())
      // Every action not offered says why, in words.
      for (const a of PROPOSAL_ACTIONS) {
        const verdict = actions[a]
        if (!verdict.ok) expect(verdict.reason).toMatch(/^[A-Z0-9"].{15,}[.)]$/)
      }
    },
  )

  it.each(PERIOD_CASES.map((p) => [String(p), p] as const))(
    'starting a proposal in period %s',
    (_p, period) => {
      const periods = periodsFor(period, NOW)
      const can = (role: 'Commitee' | 'Participant', hasTeam: boolean) =>
        startProposalVerdict({ periods, now: NOW, role, hasTeam, phase1PublishedAt: null }).ok
      expect(can('Commitee', false)).toBe(START_TABLE.committee.includes(period))
      expect(can('Participant', true)).toBe(START_TABLE.teamMember.includes(period))
      expect(can('Participant', false)).toBe(START_TABLE.noTeam.includes(period))
    },
  )

  it.each(PERIOD_CASES.map((p) => [String(p), p] as const))(
    'scoring in period %s',
    (_p, period) => {
      for (const phase of [1, 2, 3] as const)
        expect(
          scoreVerdict({ periods: periodsFor(period, NOW), now: NOW, phase, publishedAt: null }).ok,
        ).toBe(SCORING_TABLE[phase].includes(period))
    },
  )
})

describe('reasons in words', () => {
  it('says which period opens an entry, which is active and when it is planned', () => {
    const verdict = startProposalVerdict({
      periods: periodsFor(3, NOW),
      now: NOW,
      role: 'Participant',
      hasTeam: true,
      phase1PublishedAt: null,
    })
    expect(verdict).toEqual({
      ok: false,
      reason:
        'Starting a proposal is open only during "Phase 1: proposal selection and submission". The active period is "Phase 2: innovation camp and semi-finalist presentation". New proposals can be started only while Phase 1 is open.',
    })
    const early = editEntryVerdict({
      periods: periodsFor(2, NOW),
      now: NOW,
      publishedAt: null,
      person: PEOPLE.leader,
      proposal: { stage: 2, status1: 'Approved', status2: 'Draft' },
      phase: 2,
    })
    expect(early).toEqual({
      ok: false,
      reason:
        'The Phase 2 entry is open only during "Phase 2: innovation camp and semi-finalist presentation". The active period is "Scoring for semi-finalists". It is planned to open on 26 Nov 2026.',
    })
  })

  it('freezes a phase’s scores once its results are published, even while its jury period is open (published results never change)', () => {
    const open = { periods: periodsFor(2, NOW), now: NOW, phase: 1 as const }
    expect(scoreVerdict({ ...open, publishedAt: null })).toEqual({ ok: true })
    expect(scoreVerdict({ ...open, publishedAt: '2026-11-21T01:00:00.000Z' })).toEqual({
      ok: false,
      reason:
        'The Phase 1 results were published on 21 Nov 2026 08:00:00: its scores can no longer change.',
    })
    // Only the published phase is frozen.
    expect(
      scoreVerdict({ periods: periodsFor(4, NOW), now: NOW, phase: 2, publishedAt: null }),
    ).toEqual({ ok: true })
  })

  it('tells the committee what publishing closes: the sheets not submitted yet, the scoring period still open, and the phase’s scoring', () => {
    const periods = periodsFor(2, NOW)
    const period = periods.find((p) => p.periodId === 2)!
    expect(
      publishScoringNote({ phase: 1, progress: { assigned: 10, submitted: 2 }, periods, now: NOW }),
    ).toBe(
      `8 of 10 Phase 1 score sheets are not submitted yet. "Scoring for semi-finalists" is still open until ${formatDateTime(period.endAt)}. Publishing closes Phase 1 scoring: from then on no Phase 1 score can be saved or submitted, even during "Scoring for semi-finalists".`,
    )
    // After the period, with every sheet in: only what publishing closes.
    expect(
      publishScoringNote({
        phase: 1,
        progress: { assigned: 4, submitted: 4 },
        periods: periodsFor(3, NOW),
        now: NOW,
      }),
    ).toMatch(/^Publishing closes Phase 1 scoring/)
    expect(
      publishScoringNote({
        phase: 2,
        progress: { assigned: 4, submitted: 3 },
        periods: periodsFor(3, NOW),
        now: NOW,
      }),
    ).toMatch(
      /^1 of 4 Phase 2 score sheets is not submitted yet\. Publishing closes Phase 2 scoring/,
    )
  })

  it('calls Phase 3’s jury periods by their names, Awarding among them, and names each vote still open', () => {
    const periods = periodsFor(6, NOW)
    const awarding = periods.find((p) => p.periodId === 6)!
    const vote = (name: string, fromDays: number, toDays: number) => ({
      name,
      openAt: new Date(NOW + fromDays * DAY).toISOString(),
      closeAt: new Date(NOW + toDays * DAY).toISOString(),
    })
    const open = vote('People’s choice', -1, 1)
    expect(
      publishScoringNote({
        phase: 3,
        progress: { assigned: 3, submitted: 3 },
        periods,
        now: NOW,
        // Only the open one counts: one closed yesterday, one opens tomorrow, one closes right now.
        votes: [vote('Closed', -3, -1), open, vote('Later', 1, 2), vote('Ending', -1, 0)],
      }),
    ).toBe(
      `"Awarding" is still open until ${formatDateTime(awarding.endAt)}. Publishing closes Phase 3 scoring: from then on no Phase 3 score can be saved or submitted, even during "Phase 3: grand final" or "Awarding". The people’s-choice vote "People’s choice" is still open until ${formatDateTime(open.closeAt)}: those who have not voted yet will see these results before they vote.`,
    )
    // When the votes could not be loaded, the note says it could not check them.
    expect(
      publishScoringNote({
        phase: 3,
        progress: { assigned: 3, submitted: 3 },
        periods: periodsFor(4, NOW),
        now: NOW,
        votes: null,
      }),
    ).toBe(
      'Publishing closes Phase 3 scoring: from then on no Phase 3 score can be saved or submitted, even during "Phase 3: grand final" or "Awarding". Whether a people’s-choice vote is still open could not be checked.',
    )
  })

  it('names what is missing before a winner can be marked', () => {
    expect(winnerMissing({ assigned: 0, submitted: 0 })).toBe(
      'No judge is assigned to score it in the grand final.',
    )
    expect(winnerMissing({ assigned: 3, submitted: 1 })).toBe(
      '2 of 3 grand-final scores are not submitted yet.',
    )
    expect(winnerMissing({ assigned: 3, submitted: 3 })).toBeNull()
  })

  it('offers the review actions of the phase a proposal is seen in, advancing only from the phase it is in', () => {
    expect(reviewVerdicts({ stage: 1, status1: 'Finalized', status2: null }, 1)).toEqual({
      approve: { ok: true },
      return: { ok: true },
      advance: {
        ok: false,
        reason: 'Only an approved Phase 1 entry can advance; this one is Finalized.',
      },
    })
    expect(reviewVerdicts({ stage: 1, status1: 'Approved', status2: null }, 1)).toMatchObject({
      approve: { ok: false },
      return: { ok: true },
      advance: { ok: true },
    })
    expect(reviewVerdicts({ stage: 2, status1: 'Approved', status2: 'Draft' }, 1)).toEqual({
      approve: { ok: false, reason: 'This proposal has already advanced past Phase 1.' },
      return: { ok: false, reason: 'This proposal has already advanced past Phase 1.' },
      advance: { ok: false, reason: 'This proposal has moved on to Phase 2.' },
    })
    expect(reviewVerdicts({ stage: 1, status1: 'Approved', status2: null }, 2).advance).toEqual({
      ok: false,
      reason: 'This proposal has not reached Phase 2.',
    })
  })
})

describe('the timeline', () => {
  it('closes a year to starting and editing once its last period has ended, not before', () => {
    const running = periodsFor(6, NOW)
    expect(timelineChangeVerdict(running, NOW)).toEqual({ ok: true })
    const last = running[5]!
    // The moment the last period ends, the year is finished; the reason names the year, the period and when.
    expect(timelineChangeVerdict(running, Date.parse(last.endAt) - 1)).toEqual({ ok: true })
    expect(timelineChangeVerdict(running, Date.parse(last.endAt))).toEqual({
      ok: false,
      reason: `2026 is finished: its last period, "Awarding", ended on ${formatDateTime(last.endAt)}. The periods of a finished year can no longer be started or edited.`,
    })
    expect(timelineChangeVerdict(periodsFor('none', NOW), NOW)).toMatchObject({ ok: false })
    expect(timelineChangeVerdict([], NOW)).toEqual({ ok: true })
  })

  const seedLike = () => {
    // Phase 1 runs now; the later periods are planned ahead, as in the demo's seed.
    return periodsFor(1, NOW).map((p, i) => ({
      ...p,
      startAt: new Date(NOW + PERIOD_SPANS[i]![0] * DAY).toISOString(),
      endAt: new Date(NOW + PERIOD_SPANS[i]![1] * DAY).toISOString(),
    }))
  }

  it('starting Phase 2 early makes it active from now and opens the Phase 2 entry for a semi-finalist (the reported bug)', () => {
    const plan = planStart(seedLike(), 'period-2026-3', NOW)
    if (!plan.ok) throw new Error(plan.reason)
    const phase2 = plan.periods.find((p) => p.periodId === 3)!
    expect(phase2).toMatchObject({
      isActive: true,
      startAt: new Date(NOW).toISOString(),
      endAt: new Date(NOW + 40 * DAY).toISOString(),
    })
    expect(plan.periods.filter((p) => p.isActive)).toHaveLength(1)
    // What moves, for the committee to confirm: the skipped scoring period shifts before it, Phase 1 is shortened.
    expect(plan.changes.map((c) => [c.periodId, c.kind])).toEqual([
      [1, 'shortened'],
      [2, 'shifted'],
      [3, 'started'],
    ])
    expect(plan.periods.find((p) => p.periodId === 2)).toMatchObject({
      startAt: new Date(NOW - 9 * DAY).toISOString(),
      endAt: new Date(NOW).toISOString(),
    })
    expect(plan.periods.find((p) => p.periodId === 1)!.endAt).toBe(
      new Date(NOW - 9 * DAY).toISOString(),
    )
    const entry = editEntryVerdict({
      periods: plan.periods,
      now: NOW,
      publishedAt: null,
      person: PEOPLE.member,
      proposal: { stage: 2, status1: 'Approved', status2: 'Draft' },
      phase: 2,
    })
    expect(entry).toEqual({ ok: true })
  })

  it('starting an ended period again ends it where the committee says, a week from now unless it says otherwise', () => {
    const HOUR = 60 * 60 * 1000
    // Phase 1 ran only minutes before Scoring for semi-finalists was started: its length is no guide.
    const periods = seedLike().map((p) =>
      p.periodId === 1
        ? {
            ...p,
            isActive: false,
            startAt: new Date(NOW - DAY - 10 * 60 * 1000).toISOString(),
            endAt: new Date(NOW - DAY).toISOString(),
          }
        : p,
    )
    expect(startReopens(periods[0]!, NOW)).toBe(true)
    expect(startReopens(periods[1]!, NOW)).toBe(false)
    // The end it is offered: a week from now, on the next full hour.
    const now = NOW + 20 * 60 * 1000 + 5
    const offered = reopenEndDefault(now)
    expect(offered).toBe(Math.ceil((now + 7 * DAY) / HOUR) * HOUR)
    expect(offered - now).toBeGreaterThanOrEqual(7 * DAY)
    expect(offered - now).toBeLessThan(7 * DAY + HOUR)
    // Sent without an end, it gets the offered one, not an hour.
    const plain = planStart(periods, 'period-2026-1', now)
    if (!plain.ok) throw new Error(plain.reason)
    expect(plain.periods[0]).toMatchObject({
      isActive: true,
      endAt: new Date(offered).toISOString(),
    })
    // With the end the committee chose; the next period shifts later by as much, keeping its length.
    const chosen = planStart(periods, 'period-2026-1', now, NOW + 12 * DAY)
    if (!chosen.ok) throw new Error(chosen.reason)
    expect(chosen.periods[0]).toMatchObject({
      isActive: true,
      startAt: periods[0]!.startAt,
      endAt: new Date(NOW + 12 * DAY).toISOString(),
    })
    expect(chosen.periods[1]).toMatchObject({
      startAt: new Date(NOW + 12 * DAY).toISOString(),
      endAt: new Date(NOW + 21 * DAY).toISOString(),
    })
    // An end not later than now would close it again at once.
    expect(planStart(periods, 'period-2026-1', now, now)).toEqual({
      ok: false,
      reason:
        'The new end must be later than now, or "Phase 1: proposal selection and submission" closes again at once.',
    })
  })

  it('editing times moves the neighbours in one step only when asked, and never closes the active period', () => {
    const periods = seedLike()
    const longer = { startAt: NOW + 21 * DAY, endAt: NOW + 45 * DAY }
    expect(planEdit(periods, 'period-2026-3', longer, NOW, false)).toEqual({
      ok: false,
      reason:
        'The new times overlap "Scoring for finalists". Move the neighbouring periods too, or choose other times.',
    })
    const moved = planEdit(periods, 'period-2026-3', longer, NOW, true)
    if (!moved.ok) throw new Error(moved.reason)
    expect(moved.changes.map((c) => [c.periodId, c.kind])).toEqual([
      [3, 'edited'],
      [4, 'shifted'],
      [5, 'shifted'],
      [6, 'shifted'],
    ])
    expect(moved.periods[3]).toMatchObject({
      startAt: new Date(NOW + 45 * DAY).toISOString(),
      endAt: new Date(NOW + 54 * DAY).toISOString(),
    })
    // The active Phase 1 cannot be made to start later than now, nor to end before now.
    expect(
      planEdit(periods, 'period-2026-1', { startAt: NOW + DAY, endAt: NOW + 10 * DAY }, NOW, true),
    ).toMatchObject({ ok: false })
    expect(
      planEdit(periods, 'period-2026-1', { startAt: NOW - 21 * DAY, endAt: NOW - DAY }, NOW, true),
    ).toMatchObject({
      ok: false,
      reason: expect.stringContaining('otherwise it closes for participants') as unknown,
    })
    // Nor by pulling a neighbour over it.
    expect(
      planEdit(
        periods,
        'period-2026-2',
        { startAt: NOW - 30 * DAY, endAt: NOW + 20 * DAY },
        NOW,
        true,
      ),
    ).toMatchObject({ ok: false })
  })

  it('no sequence of starts leaves the started period closed for its people', () => {
    let periods = seedLike()
    let now = NOW
    for (const id of [
      'period-2026-3',
      'period-2026-2',
      'period-2026-5',
      'period-2026-1',
      'period-2026-6',
      'period-2026-4',
    ]) {
      now += DAY
      const plan = planStart(periods, id, now)
      if (!plan.ok) throw new Error(plan.reason)
      periods = plan.periods
      const active = periods.find((p) => p.isActive)!
      expect(active.id).toBe(id)
      expect(Date.parse(active.startAt)).toBeLessThanOrEqual(now)
      expect(Date.parse(active.endAt)).toBeGreaterThan(now)
      // Never an overlap.
      for (let i = 1; i < periods.length; i++)
        expect(Date.parse(periods[i]!.startAt)).toBeGreaterThanOrEqual(
          Date.parse(periods[i - 1]!.endAt),
        )
    }
  })

  it('starts no period of a phase whose results are published, except Awarding, where the winners are announced', () => {
    const published = (phases: (1 | 2 | 3)[]) =>
      phases.map((phase) => ({ year: 2026, phase, publishedAt: '2026-11-20T03:00:00.000Z' }))
    const startable = (phases: (1 | 2 | 3)[]) =>
      periodsFor(1, NOW)
        .filter((p) => startPeriodVerdict(p, published(phases)).ok)
        .map((p) => p.periodId)
    // A later phase's periods wait for the results they come after (phaseAwaitedBy).
    expect(startable([])).toEqual([1, 2])
    expect(startable([1])).toEqual([3, 4])
    expect(startable([1, 2])).toEqual([5, 6])
    expect(startable([1, 2, 3])).toEqual([6])
    // Another year's results say nothing about this year's periods.
    const lastYear = [{ year: 2025, phase: 1 as const, publishedAt: '2025-05-01T03:00:00.000Z' }]
    expect(startPeriodVerdict(periodsFor(1, NOW)[0]!, lastYear).ok).toBe(true)
    expect(startPeriodVerdict(periodsFor(1, NOW)[2]!, lastYear).ok).toBe(false)
  })

  it('starts no period of a later phase before the results it comes after are published, and says why', () => {
    const [, , phase2, scoring2, grandFinal, awarding] = periodsFor(1, NOW)
    const phase1Out = [{ year: 2026, phase: 1 as const, publishedAt: '2026-11-20T03:00:00.000Z' }]
    for (const period of [phase2!, scoring2!])
      expect(startPeriodVerdict(period, [])).toEqual({
        ok: false,
        reason: `"${period.description}" can start only once the Phase 1 results are published: until then no team knows it is a semi-finalist, so nobody could write or score a Phase 2 entry.`,
      })
    for (const period of [grandFinal!, awarding!])
      expect(startPeriodVerdict(period, phase1Out)).toEqual({
        ok: false,
        reason: `"${period.description}" can start only once the Phase 2 results are published: until then no team knows it is a finalist.`,
      })
  })

  it('starts no proposal once the Phase 1 results are published, in the Phase 1 period and for the committee too', () => {
    for (const role of ['Participant', 'Commitee'] as const) {
      const verdict = startProposalVerdict({
        periods: periodsFor(1, NOW),
        now: NOW,
        role,
        hasTeam: true,
        phase1PublishedAt: '2026-11-20T03:00:00.000Z',
      })
      expect(verdict).toEqual({
        ok: false,
        reason: `The Phase 1 results were published on ${formatDateTime('2026-11-20T03:00:00.000Z')}: who takes part in this year's award is final, so no new proposal can be started.`,
      })
    }
  })
})

describe('what the public sees', () => {
  const pub = (phase: 1 | 2 | 3) => ({ year: 2026, phase, publishedAt: '2026-12-01T00:00:00.000Z' })

  it('shows semi-finalists, finalists and winners only once the committee publishes their phase', () => {
    const winner = { year: 2026, stage: 3 as const, winnerRank: 1 }
    expect(publicStanding({ ...winner, stage: 1 }, [pub(1), pub(2), pub(3)])).toBeNull()
    expect(publicStanding(winner, [])).toBeNull()
    expect(publicStanding(winner, [pub(1)])).toEqual({ stage: 2, winnerRank: null })
    expect(publicStanding(winner, [pub(1), pub(2)])).toEqual({ stage: 3, winnerRank: null })
    expect(publicStanding(winner, [pub(1), pub(2), pub(3)])).toEqual({ stage: 3, winnerRank: 1 })
    expect(publicStanding({ ...winner, year: 2025 }, [pub(1), pub(2), pub(3)])).toBeNull()
  })
})

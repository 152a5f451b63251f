import type { BallotRecord, FeedbackRecord, VoteSessionRecord } from '@/demo/db/types'

const DAY = 24 * 60 * 60 * 1000
const u = (suffix: string) => `c0a80001-0000-4000-8000-0000000000${suffix}`

/**
 * Seeded vote sessions, ballots and feedback threads (called by createSeed):
 * - last year: the grand-final people's choice over the three published finalists, closed, with ballots;
 * - this year, once the Phase 1 results are published (`semiFinalists`, seed-showcase.ts): "Poster
 *   favourite (innovation camp)" open now over the published semi-finalists, with a few ballots (none
 *   from team-01, so its leader and member can try voting), and the grand-final people's choice over
 *   them scheduled for the grand-final period (not open yet). A vote holds only published
 *   semi-finalists, finalists and winners (domain/award/publication.ts `candidateProblem`), so
 *   while Phase 1 runs this year has no vote yet;
 * - feedback threads in every status.
 */
export function seedVotesAndFeedback(
  now: number,
  year: number,
  semiFinalists: readonly string[],
): { voteSessions: VoteSessionRecord[]; ballots: BallotRecord[]; feedback: FeedbackRecord[] } {
  const lastYear = year - 1
  const iso = (offsetDays: number, offsetHours = 0) =>
    new Date(now + offsetDays * DAY + offsetHours * 3_600_000).toISOString()
  // Vote times on the hour, as a committee would set them.
  const hour = Math.floor(now / 3_600_000) * 3_600_000
  const onHour = (offsetDays: number, offsetHours = 0) =>
    new Date(hour + offsetDays * DAY + offsetHours * 3_600_000).toISOString()
  const lastFinalOpen = Date.UTC(lastYear, 6, 20, 1)
  const lastFinalClose = Date.UTC(lastYear, 6, 20, 9)

  const lastYearSession: VoteSessionRecord = {
    id: `vote-${lastYear}-final`,
    year: lastYear,
    name: "People's choice (grand final)",
    candidateIds: ['prop-011', 'prop-013', 'prop-014'],
    openAt: new Date(lastFinalOpen).toISOString(),
    closeAt: new Date(lastFinalClose).toISOString(),
    createdAt: new Date(lastFinalOpen - 10 * DAY).toISOString(),
    createdById: u('01'),
    updatedAt: new Date(lastFinalOpen - 10 * DAY).toISOString(),
  }
  const thisYearSessions: VoteSessionRecord[] = [
    {
      id: `vote-${year}-poster`,
      year,
      name: 'Poster favourite (innovation camp)',
      candidateIds: [...semiFinalists],
      openAt: onHour(-2),
      closeAt: onHour(9),
      createdAt: iso(-4),
      createdById: u('01'),
      updatedAt: iso(-4),
    },
    {
      id: `vote-${year}-final`,
      year,
      name: "People's choice (grand final)",
      candidateIds: [...semiFinalists],
      // During the grand-final period of the seeded timeline (days 51–55).
      openAt: onHour(52),
      closeAt: onHour(52, 8),
      createdAt: iso(-3),
      createdById: u('02'),
      updatedAt: iso(-3),
    },
  ]
  const hasVotes = semiFinalists.length >= 2
  const voteSessions = hasVotes ? [lastYearSession, ...thisYearSessions] : [lastYearSession]

  const ballot = (
    sessionId: string,
    voter: string,
    proposalId: string,
    at: string,
  ): BallotRecord => ({
    id: `ballot-${sessionId}-${voter}`,
    sessionId,
    voterId: u(voter),
    proposalId,
    castAt: at,
  })
  const lastAt = (minutes: number) => new Date(lastFinalOpen + minutes * 60_000).toISOString()
  const lastYearBallots: BallotRecord[] = [
    ballot(`vote-${lastYear}-final`, '23', 'prop-011', lastAt(12)),
    ballot(`vote-${lastYear}-final`, '24', 'prop-011', lastAt(15)),
    ballot(`vote-${lastYear}-final`, '27', 'prop-011', lastAt(31)),
    ballot(`vote-${lastYear}-final`, '29', 'prop-011', lastAt(47)),
    ballot(`vote-${lastYear}-final`, '21', 'prop-013', lastAt(58)),
    ballot(`vote-${lastYear}-final`, '31', 'prop-011', lastAt(102)),
    ballot(`vote-${lastYear}-final`, '12', 'prop-014', lastAt(140)),
  ]
  // Ballots for semi-finalists only, never from a candidate's own team (Yoga 25, Dimas 27, Farhan 29, Bayu 31).
  const posterBallots = [
    ballot(`vote-${year}-poster`, '25', 'prop-104', iso(-1, -5)),
    ballot(`vote-${year}-poster`, '27', 'prop-101', iso(-1, -3)),
    ballot(`vote-${year}-poster`, '29', 'prop-104', iso(-1)),
    ballot(`vote-${year}-poster`, '31', 'prop-102', iso(0, -6)),
  ].filter((b) => semiFinalists.includes(b.proposalId))
  const ballots = hasVotes ? [...lastYearBallots, ...posterBallots] : lastYearBallots

  const message = (id: string, author: string, text: string, at: string) => ({
    id,
    authorId: u(author),
    message: text,
    at,
  })
  const feedback: FeedbackRecord[] = [
    {
      id: 'fb-001',
      authorId: u('21'),
      subject: 'Can one team submit two proposals in the same category?',
      category: 'Rules',
      status: 'Answered',
      messages: [
        message(
          'fbm-001',
          '21',
          'Our team has two ideas for maintenance. May we submit both under "Process"?',
          iso(-12),
        ),
        message(
          'fbm-002',
          '01',
          'Yes. A team may submit several proposals, in any categories. Each one is judged on its own.',
          iso(-11),
        ),
      ],
      createdAt: iso(-12),
      updatedAt: iso(-11),
    },
    {
      id: 'fb-002',
      authorId: u('21'),
      subject: 'When are the semi-finalists announced?',
      category: 'Timeline',
      status: 'Open',
      messages: [
        message(
          'fbm-003',
          '21',
          'We would like to plan the camp. When will we know who goes to Phase 2?',
          iso(-1),
        ),
      ],
      createdAt: iso(-1),
      updatedAt: iso(-1),
    },
    {
      id: 'fb-003',
      authorId: u('23'),
      subject: 'Poster size for the gallery',
      category: 'Submission',
      status: 'Open',
      messages: [
        message(
          'fbm-004',
          '23',
          'Should the poster be A3 or A1? The template does not say.',
          iso(-3),
        ),
      ],
      createdAt: iso(-3),
      updatedAt: iso(-3),
    },
    {
      id: 'fb-004',
      authorId: u('22'),
      subject: 'Camp dates clash with a site shutdown',
      category: 'Timeline',
      status: 'Closed',
      messages: [
        message(
          'fbm-005',
          '22',
          'Our site has a planned shutdown in the camp week. Can one member join online?',
          iso(-15),
        ),
        message(
          'fbm-006',
          '02',
          'Yes, one member per team may join online. Tell us their name two weeks before the camp.',
          iso(-14),
        ),
        message('fbm-007', '22', 'Thank you, we will.', iso(-14, 2)),
        message(
          'fbm-008',
          '02',
          'Noted. Closing this question; ask a new one any time.',
          iso(-14, 3),
        ),
      ],
      createdAt: iso(-15),
      updatedAt: iso(-14, 3),
    },
    {
      id: 'fb-005',
      authorId: u('29'),
      subject: 'Upload of a large PDF fails',
      category: 'Technical',
      status: 'Open',
      messages: [
        message(
          'fbm-009',
          '29',
          'Our supporting PDF is 18 MB and the upload stops. Is there a limit?',
          iso(-2),
        ),
      ],
      createdAt: iso(-2),
      updatedAt: iso(-2),
    },
  ]

  return { voteSessions, ballots, feedback }
}

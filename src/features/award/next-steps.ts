import { msg } from '@lingui/core/macro'
import {
  editEntryVerdict,
  newTeamVerdict,
  notAdvancedFrom,
  openNow,
  outcomeText,
  publishedOutcome,
  publishedAtOf,
  periodTitle,
  shirtSizesWanted,
  startProposalVerdict,
  teamStillInTheAward,
  type EntryPhase,
  type EntryStatus,
  type PeriodLike,
  type PublicationLike,
  type Stage,
} from '@/domain/award'
import { paths } from '@/config/paths'
import { formatDate, formatDateTime } from '@/lib/dates'
import { translate } from '@/i18n'

/** Where a step leads: the screen maps it to its path (config/paths). */
export type StepTarget =
  | { kind: 'entry'; phase: EntryPhase; proposalId: string }
  | { kind: 'newProposal' }
  | { kind: 'vote' }
  | { kind: 'update'; updateId: string }

export interface NextStep {
  text: string
  target?: StepTarget
  /** The link's words, when there is a target. */
  action?: string
}

export interface NextStepsInput {
  now: number
  /** The award year the steps are of: the proposals' and the publications' year. */
  year: number
  /** This year's periods. */
  periods: readonly PeriodLike[]
  team: {
    code: string
    maxMembers: number
    members: { shirtSize: string | null }[]
    isLeader: boolean
  } | null
  proposals: readonly {
    id: string
    title: string
    year: number
    phase: Stage
    status1: EntryStatus | null
    status2: EntryStatus | null
    /** Its winner rank: told only once the winners are published (domain/award publishedOutcome). */
    winnerRank: number | null
  }[]
  /** People's-choice sessions open to this person. */
  votes: readonly {
    name: string
    status: string
    closeAt: string
    myBallotProposalId: string | null
  }[]
  /** This person's innovation updates. */
  updates: readonly {
    id: string
    proposalTitle: string
    status: string
    periodStartAt: string
    periodEndAt: string
  }[]
  /** The published results of the proposals' year: a proposal still in a published phase did not advance. */
  publications: readonly PublicationLike[]
}

/** The step to write a proposal's entry, whole sentences so that each language orders its words. */
function entryText(title: string, phase: EntryPhase, isLeader: boolean, until: string | null) {
  if (until === null)
    return isLeader
      ? translate(msg`"${title}": write the Phase ${phase} entry and finalize it.`)
      : translate(msg`"${title}": write the Phase ${phase} entry; the leader finalizes it.`)
  return isLeader
    ? translate(msg`"${title}": write the Phase ${phase} entry and finalize it before ${until}.`)
    : translate(
        msg`"${title}": write the Phase ${phase} entry; the leader finalizes it before ${until}.`,
      )
}

/**
 * What a participant should do next, each step leading to the exact screen, from the same
 * lifecycle rules the screens and the API enforce. With nothing to do it says so and names the next
 * period with its date, while the team is still in the award. A team no longer in the award
 * (`teamStillInTheAward`) is pointed to no next period nor asked for T-shirt sizes
 * (`shirtSizesWanted`): what it is told of its results (`awardResults`) says why, and its steps may
 * then be empty. The texts are in the language shown when it is called.
 */
export function nextSteps(input: NextStepsInput): NextStep[] {
  const { now, periods, team } = input
  if (!team) {
    // Without a team a participant still votes; once no new team is formed, they are told why.
    const forming = newTeamVerdict({ year: input.year, publications: input.publications })
    const text = forming.ok
      ? translate(msg`Create a team or join one with its team code.`)
      : forming.reason
    return [{ text }, ...voteSteps(input.votes)]
  }
  const steps: NextStep[] = []
  const open = openNow(periods, now)
  const until = open ? formatDateTime(open.until) : null

  for (const p of input.proposals) {
    // One that did not advance has nothing left to do: its result says so (awardResults).
    if (notAdvancedFrom({ year: p.year, stage: p.phase }, input.publications) !== null) continue
    const phase: EntryPhase = p.phase >= 2 ? 2 : 1
    const status = phase === 1 ? p.status1 : p.status2
    const state = { stage: p.phase, status1: p.status1, status2: p.status2 }
    const person = { role: 'Participant' as const, isMember: true, isLeader: team.isLeader }
    if (
      status !== 'Finalized' &&
      status !== 'Approved' &&
      editEntryVerdict({
        periods,
        now,
        person,
        proposal: state,
        phase,
        publishedAt: publishedAtOf(input.publications, p.year, phase),
      }).ok
    ) {
      const write = entryText(p.title, phase, team.isLeader, until)
      const returned =
        status === 'Returned'
          ? ` ${translate(msg`The committee returned it: read the reason first.`)}`
          : ''
      steps.push({
        text: `${write}${returned}`,
        target: { kind: 'entry', phase, proposalId: p.id },
        action: translate(msg`Open the Phase ${phase} entry`),
      })
    }
  }
  if (
    input.proposals.length === 0 &&
    startProposalVerdict({
      periods,
      now,
      role: 'Participant',
      hasTeam: true,
      phase1PublishedAt: publishedAtOf(input.publications, input.year, 1),
    }).ok
  )
    steps.push({
      text:
        until === null
          ? translate(msg`Start your team's proposal.`)
          : translate(msg`Start your team's proposal before ${until}.`),
      target: { kind: 'newProposal' },
      action: translate(msg`Start a proposal`),
    })

  steps.push(...voteSteps(input.votes))

  // An update not posted yet (not started or a draft) while its period runs is due.
  for (const u of input.updates)
    if (
      (u.status === 'NotStarted' || u.status === 'Draft') &&
      Date.parse(u.periodStartAt) <= now &&
      now < Date.parse(u.periodEndAt)
    ) {
      const title = u.proposalTitle
      const closes = formatDateTime(u.periodEndAt)
      steps.push({
        text: translate(msg`Post the innovation update on "${title}" before ${closes}.`),
        target: { kind: 'update', updateId: u.id },
        action: translate(msg`Write the update`),
      })
    }

  const stages = input.proposals.map((p) => ({ year: p.year, stage: p.phase }))
  const stillIn = teamStillInTheAward(input.year, stages, input.publications)
  // Colleagues are asked to join only a team that is still in the award: one that is out has
  // nothing left for a newcomer to take part in.
  if (team.members.length < 2 && stillIn) {
    const code = team.code
    const max = team.maxMembers
    steps.push({
      text: translate(
        msg`Share your team code ${code} with your colleagues (up to ${max} members).`,
      ),
    })
  }
  if (shirtSizesWanted(input.year, team.members, stages, input.publications))
    steps.push({
      text: translate(msg`Every member chooses a T-shirt size for the innovation camp.`),
    })
  if (steps.length === 0 && stillIn) {
    const upcoming = [...periods]
      .filter((p) => Date.parse(p.startAt) > now)
      .sort((a, b) => Date.parse(a.startAt) - Date.parse(b.startAt))[0]
    if (upcoming) {
      const period = periodTitle(upcoming)
      const from = formatDate(upcoming.startAt)
      steps.push({
        text: translate(msg`Nothing is waiting for you now. Next: ${period}, from ${from}.`),
      })
    } else
      steps.push({
        text: translate(
          msg`Nothing is waiting for you now, and no later period is planned this year.`,
        ),
      })
  }
  return steps
}

/** A step per open people's-choice session this person has not voted in yet. */
function voteSteps(votes: NextStepsInput['votes']): NextStep[] {
  return votes
    .filter((v) => v.status === 'Open' && !v.myBallotProposalId)
    .map((v) => {
      const session = v.name
      const closes = formatDateTime(v.closeAt)
      return {
        text: translate(msg`Vote for the people's choice in "${session}" before ${closes}.`),
        target: { kind: 'vote' },
        action: translate(msg({ message: 'Vote', context: 'button' })),
      }
    })
}

/**
 * What the team is told of its proposals' published results, one sentence each (domain/award
 * `publishedOutcome`): did not advance, semi-finalist, finalist, winner with its rank or not among
 * the winners. These are news, not steps: the home shows them apart from what to do next. A team
 * out with no proposal at all once the Phase 1 results are published is told so. Empty while
 * nothing published concerns the team, and for a person without a team.
 */
export function awardResults(
  input: Pick<NextStepsInput, 'year' | 'team' | 'proposals' | 'publications'>,
): string[] {
  if (!input.team) return []
  const results: string[] = []
  for (const p of input.proposals) {
    const outcome = publishedOutcome(
      {
        year: p.year,
        stage: p.phase,
        winnerRank: p.winnerRank,
        status1: p.status1,
        status2: p.status2,
      },
      input.publications,
    )
    if (outcome) results.push(outcomeText(p.title, outcome))
  }
  // Out with no proposal at all: the Phase 1 results are out, so none can take part this year.
  if (input.proposals.length === 0 && !teamStillInTheAward(input.year, [], input.publications))
    results.push(
      translate(
        msg`The Phase 1 results are published and your team has no proposal this year: nothing more is waiting for it in this year's award.`,
      ),
    )
  return results
}

/** The address a step leads to (config/paths); a new proposal is started for the person's team. */
export function stepPath(
  target: StepTarget,
  where: { slug: string | undefined; teamId: string | undefined },
): string {
  switch (target.kind) {
    case 'entry':
      return paths.participant.entry.to(target.phase, target.proposalId, where.slug)
    case 'newProposal':
      return paths.participant.newProposal.to(where.teamId ?? '', where.slug)
    case 'vote':
      return paths.participant.vote.to(where.slug)
    case 'update':
      return paths.updateParticipant.entry.to(target.updateId)
  }
}

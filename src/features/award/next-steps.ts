import {
  editEntryVerdict,
  openNow,
  startProposalVerdict,
  type EntryPhase,
  type EntryStatus,
  type PeriodLike,
  type Stage,
} from '@/domain/award'
import { paths } from '@/config/paths'
import { formatDate, formatDateTime } from '@/lib/dates'

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
    phase: number
    status1: EntryStatus | null
    status2: EntryStatus | null
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
}

/**
 * What a participant should do next, each step leading to the exact screen, from the same
 * lifecycle rules the screens and the API enforce. Never empty: with nothing to do it says so and
 * names the next period with its date.
 */
export function nextSteps(input: NextStepsInput): NextStep[] {
  const { now, periods, team } = input
  if (!team) return [{ text: 'Create a team or join one with its team code.' }]
  const steps: NextStep[] = []
  const open = openNow(periods, now)
  const until = open ? ` before ${formatDateTime(open.until)}` : ''

  for (const p of input.proposals) {
    const phase: EntryPhase = p.phase >= 2 ? 2 : 1
    const status = phase === 1 ? p.status1 : p.status2
    const state = { stage: p.phase as Stage, status1: p.status1, status2: p.status2 }
    const person = { role: 'Participant' as const, isMember: true, isLeader: team.isLeader }
    if (
      status !== 'Finalized' &&
      status !== 'Approved' &&
      editEntryVerdict({ periods, now, person, proposal: state, phase }).ok
    ) {
      const returned =
        status === 'Returned' ? ' The committee returned it: read the reason first.' : ''
      steps.push({
        text: `"${p.title}": write the Phase ${phase} entry${team.isLeader ? ' and finalize it' : '; the leader finalizes it'}${until}.${returned}`,
        target: { kind: 'entry', phase, proposalId: p.id },
        action: `Open the Phase ${phase} entry`,
      })
    }
  }
  if (
    input.proposals.length === 0 &&
    startProposalVerdict({ periods, now, role: 'Participant', hasTeam: true }).ok
  )
    steps.push({
      text: `Start your team's proposal${until}.`,
      target: { kind: 'newProposal' },
      action: 'Start a proposal',
    })

  for (const v of input.votes)
    if (v.status === 'Open' && !v.myBallotProposalId)
      steps.push({
        text: `Vote for the people's choice in "${v.name}" before ${formatDateTime(v.closeAt)}.`,
        target: { kind: 'vote' },
        action: 'Vote',
      })

  for (const u of input.updates)
    if (
      u.status === 'Draft' &&
      Date.parse(u.periodStartAt) <= now &&
      now < Date.parse(u.periodEndAt)
    )
      steps.push({
        text: `Post the progress update on "${u.proposalTitle}" before ${formatDateTime(u.periodEndAt)}.`,
        target: { kind: 'update', updateId: u.id },
        action: 'Write the update',
      })

  if (team.members.length < 2)
    steps.push({
      text: `Share your team code ${team.code} with your colleagues (up to ${team.maxMembers} members).`,
    })
  if (team.members.some((m) => !m.shirtSize))
    steps.push({ text: 'Every member chooses a T-shirt size for the innovation camp.' })

  if (steps.length === 0) {
    const upcoming = [...periods]
      .filter((p) => Date.parse(p.startAt) > now)
      .sort((a, b) => Date.parse(a.startAt) - Date.parse(b.startAt))[0]
    steps.push({
      text: upcoming
        ? `Nothing is waiting for you now. Next: ${upcoming.description}, from ${formatDate(upcoming.startAt)}.`
        : 'Nothing is waiting for you now, and no later period is planned this year.',
    })
  }
  return steps
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

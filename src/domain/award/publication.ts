/** Publication: who publishes a phase's results, and what the gallery and the people's-choice vote may show. */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { translate } from '@/i18n'
import { formatDateTime } from '@/lib/dates'
import {
  no,
  YES,
  type EntryPhase,
  type EntryStatus,
  type Role,
  type Stage,
  type Verdict,
} from '@/domain/award/terms'

/** Publishing a phase's results: the committee, once per phase and year. */
export function publishVerdict(input: {
  role: Role
  phase: Stage
  publishedAt: string | null
}): Verdict {
  if (input.role !== 'Commitee') return no(translate(msg`Only the committee can publish results.`))
  if (input.publishedAt) {
    const phase = input.phase
    const date = formatDateTime(input.publishedAt)
    return no(translate(msg`The Phase ${phase} results were published on ${date}.`))
  }
  return YES
}

/**
 * Results are published in order: Phase 2's only once Phase 1's are (`previousPublishedAt`), the
 * winners only once Phase 2's are. Before that no team knows its proposal reached the phase
 * (knownStanding), so a publication would tell it, and tell it how a phase it never knew it was in
 * ended.
 */
export function publishOrderVerdict(input: {
  phase: Stage
  previousPublishedAt: string | null
}): Verdict {
  if (input.phase === 1 || input.previousPublishedAt) return YES
  return no(
    input.phase === 2
      ? translate(
          msg`Publish the Phase 1 results first: until they are out no team knows it reached Phase 2, so none can be told how Phase 2 ended.`,
        )
      : translate(
          msg`Publish the Phase 2 results first: until they are out no team knows it is a finalist, so the winners cannot be announced.`,
        ),
  )
}

/**
 * A publication announces the committee's choice to every team, and cannot be undone: who advances
 * from Phase 1 or 2, or the winners (Phase 3). With nothing chosen (`chosen`: the year's proposals
 * past the phase, or with a winner rank for Phase 3) it would tell every team it did not advance, or
 * announce no winner. The API refuses it, and the results screen says why before anyone presses.
 */
export function publishChoiceVerdict(input: { phase: Stage; chosen: number }): Verdict {
  if (input.chosen > 0) return YES
  const phase = input.phase
  return no(
    phase === 3
      ? translate(
          msg`No winner is marked yet: mark the winners in the last column before publishing them.`,
        )
      : translate(
          msg`No proposal advances from Phase ${phase} yet: advance the proposals that go through before publishing, or every team would read that it did not advance.`,
        ),
  )
}

/** The proposals a publication of Phase `phase` announces (publishChoiceVerdict): past it, or winners. */
export function chosenInPhase(
  phase: Stage,
  proposals: readonly { stage: Stage; winnerRank: number | null }[],
): number {
  return proposals.filter((p) => (phase === 3 ? p.winnerRank !== null : p.stage > phase)).length
}

/**
 * Published results never change: once a phase's results are published (`publishedAt`), who
 * advances from it (Phase 1 or 2) or which finalists won (Phase 3) is final. The teams were told.
 */
export function resultsFinalVerdict(input: { phase: Stage; publishedAt: string | null }): Verdict {
  if (!input.publishedAt) return YES
  const phase = input.phase
  const date = formatDateTime(input.publishedAt)
  return no(
    phase === 3
      ? translate(msg`The winners were published on ${date}: their ranks are final.`)
      : translate(
          msg`The Phase ${phase} results were published on ${date}: who advances from Phase ${phase} is final.`,
        ),
  )
}

/**
 * A published phase's entries are final: once the phase's results are published (`publishedAt`),
 * nobody changes, finalizes, approves or returns its entries, the committee included. The teams were
 * told how the phase ended, on the entries as they stood.
 */
export function entriesFinalVerdict(input: {
  phase: EntryPhase
  publishedAt: string | null
}): Verdict {
  if (!input.publishedAt) return YES
  const phase = input.phase
  const date = formatDateTime(input.publishedAt)
  return no(
    translate(
      msg`The Phase ${phase} results were published on ${date}: its entries are final and can no longer be changed, approved or returned.`,
    ),
  )
}

export interface PublicationLike {
  year: number
  phase: Stage
  publishedAt: string
}

/** When a year's phase results were published, or null while they are not. */
export function publishedAtOf(
  publications: readonly PublicationLike[],
  year: number,
  phase: Stage,
): string | null {
  return publications.find((p) => p.year === year && p.phase === phase)?.publishedAt ?? null
}

/**
 * How a proposal stands in public, or null when it is not public: a semi-finalist once the Phase 1
 * results are published, a finalist once Phase 2's are, a winner (with its rank) once Phase 3's are.
 */
export function publicStanding(
  proposal: { year: number; stage: Stage; winnerRank: number | null },
  publications: readonly PublicationLike[],
): { stage: 2 | 3; winnerRank: number | null } | null {
  const published = (phase: Stage) => publishedAtOf(publications, proposal.year, phase) !== null
  if (proposal.stage < 2 || !published(1)) return null
  if (proposal.stage === 3 && published(2))
    return { stage: 3, winnerRank: published(3) ? proposal.winnerRank : null }
  return { stage: 2, winnerRank: null }
}

/**
 * How far a proposal has come as a person may know it. The committee, who decides, knows its stage
 * and winner rank as they are. Anyone else knows only what is published (publicStanding): Phase 1
 * until the Phase 1 results are out, the winner rank once the winners are. A judge also knows the
 * highest phase they are assigned to score it in (`scoredIn`), as their score sheet shows that
 * phase's entry. So nothing the API answers a team (its proposal, its lists, the reasons it cannot
 * write an entry) tells whether its proposal advanced or won before the committee publishes it.
 */
export function knownStanding(
  proposal: { year: number; stage: Stage; winnerRank: number | null },
  publications: readonly PublicationLike[],
  viewer: { role: Role; scoredIn?: Stage | null },
): { stage: Stage; winnerRank: number | null } {
  if (viewer.role === 'Commitee') return { stage: proposal.stage, winnerRank: proposal.winnerRank }
  const standing = publicStanding(proposal, publications)
  const published: Stage = standing?.stage ?? 1
  const scored = viewer.role === 'Jury' ? Math.min(viewer.scoredIn ?? 1, proposal.stage) : 1
  return {
    stage: Math.max(published, scored) as Stage,
    winnerRank: standing?.winnerRank ?? null,
  }
}

/** How a proposal came out of a phase whose results are published: on to the next phase, or not. */
export type PhaseOutcome = 'advanced' | 'notAdvanced'

/**
 * How a proposal in `stage` came out of Phase `phase` (1 or 2) once that phase's results are
 * published, or null when it never reached the phase. Who advances from a published phase is final
 * (resultsFinalVerdict), so a proposal still in it did not advance, whatever its entry's status: one
 * whose entry was never finalized, returned or not approved did not advance either.
 */
export function phaseOutcome(stage: Stage, phase: 1 | 2): PhaseOutcome | null {
  if (stage < phase) return null
  return stage > phase ? 'advanced' : 'notAdvanced'
}

/**
 * The phase (1 or 2) a proposal did not advance from, or null while it is still in the running (its
 * phase's results are not published yet) and for a finalist: the phase it is in, once that phase's
 * results are published (phaseOutcome).
 */
export function notAdvancedFrom(
  proposal: { year: number; stage: Stage },
  publications: readonly PublicationLike[],
): 1 | 2 | null {
  const { stage } = proposal
  if (stage === 3) return null
  return publishedAtOf(publications, proposal.year, stage) === null ? null : stage
}

/**
 * Whether a team is still in the award of `year`: one of its proposals is still in the running
 * (notAdvancedFrom), or it has none yet while the year's Phase 1 results are not published (it may
 * still start one, or the committee may start one for it). A team all of whose proposals did not
 * advance, or with no proposal once the Phase 1 results are out, is out: it is pointed to no next
 * period and not asked for what the later phases need.
 */
export function teamStillInTheAward(
  year: number,
  proposals: readonly { year: number; stage: Stage }[],
  publications: readonly PublicationLike[],
): boolean {
  if (proposals.length === 0) return publishedAtOf(publications, year, 1) === null
  return proposals.some((p) => notAdvancedFrom(p, publications) === null)
}

/**
 * Whether a team is asked for its members' T-shirt sizes: they are for the innovation camp (Phase 2)
 * and the grand final, so only a team still in the award of `year` (teamStillInTheAward) with a
 * member who has not chosen one. A team out after Phase 1 is not asked.
 */
export function shirtSizesWanted(
  year: number,
  members: readonly { shirtSize: string | null }[],
  proposals: readonly { year: number; stage: Stage }[],
  publications: readonly PublicationLike[],
): boolean {
  return members.some((m) => !m.shirtSize) && teamStillInTheAward(year, proposals, publications)
}

/**
 * A proposal that did not advance, with its title, for the sentence that says so; null while it is
 * still in the running (notAdvancedFrom).
 */
export function notAdvancedOf(
  proposal: {
    title: string
    year: number
    stage: Stage
    status1?: EntryStatus | null
    status2?: EntryStatus | null
  },
  publications: readonly PublicationLike[],
): { title: string; from: 1 | 2; status?: EntryStatus | null } | null {
  const from = notAdvancedFrom(proposal, publications)
  if (from === null) return null
  return { title: proposal.title, from, status: from === 1 ? proposal.status1 : proposal.status2 }
}

/**
 * What the team reads of a proposal that did not advance from Phase `phase`: one sentence for the
 * results' "did not advance" notification (src/demo/notifications/messages.ts) and the team's screens.
 */
export function notAdvancedMessage(
  title: string,
  phase: 1 | 2,
  /**
   * The phase's entry status when the results came out, when known: an entry never finalized, or
   * finalized but never approved, was not judged, and the sentence says so rather than that it lost.
   */
  status?: EntryStatus | null,
): MessageDescriptor {
  const next = phase + 1
  if (status === 'Finalized')
    return msg`The Phase ${phase} results are published: "${title}" was finalized but not approved for judging, so it does not go on to Phase ${next}.`
  if (status !== undefined && status !== 'Approved')
    return msg`The Phase ${phase} results are published: "${title}" was not finalized in time, so it was not judged and does not go on to Phase ${next}.`
  return msg`The Phase ${phase} results are published: "${title}" does not go on to Phase ${next}. Thank you for taking part.`
}

/** `notAdvancedMessage` in the language shown. */
export function notAdvancedText(title: string, phase: 1 | 2, status?: EntryStatus | null): string {
  return translate(notAdvancedMessage(title, phase, status))
}

/**
 * What the team is told of a proposal's published results: it did not advance from Phase 1 or 2
 * (notAdvancedFrom); it is a semi-finalist (Phase 1 results out), a finalist (Phase 2 results out);
 * it won with its rank, or is not among the winners (Phase 3 results out). Only what is published
 * counts (publicStanding): an advance or a winner mark the committee has not published yet is never
 * told. Null while no published result concerns the proposal.
 */
export type PublishedOutcome =
  | { kind: 'notAdvanced'; from: 1 | 2; status?: EntryStatus | null }
  | { kind: 'semiFinalist' }
  | { kind: 'finalist' }
  | { kind: 'winner'; rank: number }
  | { kind: 'notWinner' }

/** A proposal's published outcome (PublishedOutcome), or null while none is published. */
export function publishedOutcome(
  proposal: {
    year: number
    stage: Stage
    winnerRank: number | null
    /** The entries' statuses, when known: one not judged is told so (notAdvancedMessage). */
    status1?: EntryStatus | null
    status2?: EntryStatus | null
  },
  publications: readonly PublicationLike[],
): PublishedOutcome | null {
  const from = notAdvancedFrom(proposal, publications)
  if (from !== null)
    return { kind: 'notAdvanced', from, status: from === 1 ? proposal.status1 : proposal.status2 }
  const standing = publicStanding(proposal, publications)
  if (!standing) return null
  if (standing.stage === 2) return { kind: 'semiFinalist' }
  if (publishedAtOf(publications, proposal.year, 3) === null) return { kind: 'finalist' }
  return standing.winnerRank === null
    ? { kind: 'notWinner' }
    : { kind: 'winner', rank: standing.winnerRank }
}

/**
 * Whether the proposal's run in the award is over once that outcome is published: it did not
 * advance, or the winners are out. A semi-finalist or a finalist still has a phase ahead.
 */
export function outcomeEndsTheRun(outcome: PublishedOutcome): boolean {
  return outcome.kind === 'notAdvanced' || outcome.kind === 'winner' || outcome.kind === 'notWinner'
}

/** The sentence that tells the team a proposal's published outcome, in the language shown. */
export function outcomeText(title: string, outcome: PublishedOutcome): string {
  switch (outcome.kind) {
    case 'notAdvanced':
      return notAdvancedText(title, outcome.from, outcome.status)
    case 'semiFinalist':
      return translate(
        msg`The Phase 1 results are published: "${title}" is a semi-finalist and goes on to Phase 2.`,
      )
    case 'finalist':
      return translate(
        msg`The Phase 2 results are published: "${title}" is a finalist and goes on to the grand final.`,
      )
    case 'winner': {
      const rank = outcome.rank
      // Whole sentences per rank, as the "won" notification's titles: English orders its ordinals.
      if (rank === 1)
        return translate(
          msg`The winners are published: "${title}" won 1st place. Congratulations to your team!`,
        )
      if (rank === 2)
        return translate(
          msg`The winners are published: "${title}" won 2nd place. Congratulations to your team!`,
        )
      if (rank === 3)
        return translate(
          msg`The winners are published: "${title}" won 3rd place. Congratulations to your team!`,
        )
      return translate(
        msg`The winners are published: "${title}" is among the winners, at rank ${rank}. Congratulations to your team!`,
      )
    }
    case 'notWinner':
      return translate(
        msg`The winners are published: "${title}" is not among the winners. Thank you for taking part in the grand final.`,
      )
  }
}

/** Why a proposal cannot be a people's-choice candidate (only published semi-finalists, finalists and winners), or null. */
export function candidateProblem(
  proposal: { title: string; year: number; stage: Stage; winnerRank: number | null },
  publications: readonly PublicationLike[],
): string | null {
  if (publicStanding(proposal, publications)) return null
  const title = proposal.title
  return translate(
    msg`"${title}" is not a published semi-finalist, finalist or winner, so it cannot be a candidate.`,
  )
}

/** Where a people's-choice vote session stands at a time. */
export type VoteSessionStatus = 'Scheduled' | 'Open' | 'Closed'

/** A session is open from `openAt` (inclusive) to `closeAt` (exclusive). */
export function voteSessionStatus(
  session: { openAt: string; closeAt: string },
  now: number,
): VoteSessionStatus {
  // The API's status values, not words a person reads.
  // eslint-disable-next-line lingui/no-unlocalized-strings
  if (now < Date.parse(session.openAt)) return 'Scheduled'
  // eslint-disable-next-line lingui/no-unlocalized-strings
  return now < Date.parse(session.closeAt) ? 'Open' : 'Closed'
}

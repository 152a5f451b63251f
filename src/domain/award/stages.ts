/**
 * The committee's verdicts on a proposal's stage: approving and returning an entry, advancing it to
 * the next phase, and marking a finalist a winner, each override naming what is missing.
 */
import { msg } from '@lingui/core/macro'
import { translate } from '@/i18n'
import { entryStatus, type ProposalState } from '@/domain/award/proposal'
import { entriesFinalVerdict, resultsFinalVerdict } from '@/domain/award/publication'
import {
  advanceMissing,
  winnerMissing,
  type GrandFinalProgress,
  type ScoringProgress,
} from '@/domain/award/scoring'
import {
  entryStatusLabel,
  no,
  YES,
  type EntryPhase,
  type Role,
  type Verdict,
} from '@/domain/award/terms'

/** Why someone outside the committee cannot review a proposal, in the language shown. */
export const committeeOnlyReason = (): string =>
  translate(msg`Only the committee can review proposals.`)
const committeeOnly = (role: Role): Verdict =>
  role === 'Commitee' ? YES : no(committeeOnlyReason())

/** What approving and returning need to know of a proposal's Phase `phase` entry. */
interface ReviewInput {
  role: Role
  proposal: ProposalState
  phase: EntryPhase
  /** When the Phase `phase` results were published (null: not yet; left out: unknown). */
  publishedAt?: string | null
}

/**
 * What approving and returning both need: the committee, a Phase `phase` entry, the proposal still
 * in that phase, and that phase's results not published yet (entriesFinalVerdict).
 */
function reviewable(
  input: ReviewInput,
): { verdict: Verdict } | { status: NonNullable<ReturnType<typeof entryStatus>> } {
  const { role, proposal, phase } = input
  if (role !== 'Commitee') return { verdict: committeeOnly(role) }
  const status = entryStatus(proposal, phase)
  if (!status) return { verdict: no(translate(msg`This proposal has no Phase ${phase} entry.`)) }
  if (proposal.stage > phase)
    return {
      verdict: no(translate(msg`This proposal has already advanced past Phase ${phase}.`)),
    }
  const final = entriesFinalVerdict({ phase, publishedAt: input.publishedAt ?? null })
  if (!final.ok) return { verdict: final }
  return { status }
}

export function approveVerdict(input: ReviewInput): Verdict {
  const review = reviewable(input)
  if ('verdict' in review) return review.verdict
  if (review.status !== 'Finalized') {
    const status = entryStatusLabel(review.status)
    return no(translate(msg`Only a finalized entry can be approved; this one is ${status}.`))
  }
  return YES
}

export function returnVerdict(input: ReviewInput): Verdict {
  const review = reviewable(input)
  if ('verdict' in review) return review.verdict
  if (review.status !== 'Finalized' && review.status !== 'Approved') {
    const status = entryStatusLabel(review.status)
    return no(
      translate(msg`Only a finalized or approved entry can be returned; this one is ${status}.`),
    )
  }
  return YES
}

/**
 * Advancing to the next stage: semi-finalist (1 → 2) or finalist (2 → 3), once the current entry is
 * approved and its phase's scores are in, or when the committee confirms an override naming what is
 * missing (`override`). Without `progress` the scores are not looked at: what an override may do.
 */
export function advanceVerdict(input: {
  role: Role
  proposal: ProposalState
  progress?: ScoringProgress
  override?: boolean
  /** When the results of the proposal's phase were published (null: not yet; left out: unknown). */
  publishedAt?: string | null
}): Verdict {
  const { role, proposal, progress, override = false } = input
  if (role !== 'Commitee') return committeeOnly(role)
  if (proposal.stage === 3) return no(translate(msg`This proposal is already a finalist.`))
  const stage = proposal.stage
  const final = resultsFinalVerdict({ phase: stage, publishedAt: input.publishedAt ?? null })
  if (!final.ok) return final
  const current = entryStatus(proposal, stage)
  if (current !== 'Approved') {
    const status = current ? entryStatusLabel(current) : translate(msg`missing`)
    return no(
      translate(msg`Only an approved Phase ${stage} entry can advance; this one is ${status}.`),
    )
  }
  const missing = progress ? advanceMissing(progress, stage) : null
  if (missing && !override)
    return no(translate(msg`${missing} Confirm the override to advance it anyway.`))
  return YES
}

/**
 * The committee's review actions on a proposal seen in one phase (its list or its review screen):
 * approve and return that phase's entry, and advance it to the next stage only from the phase it
 * is in; each impossible one with its reason. Advance does not look at the scores here: without
 * them it is offered as an override whose confirmation names what is missing.
 */
export function reviewVerdicts(
  proposal: ProposalState,
  phase: EntryPhase,
  /** When the Phase `phase` results were published (null: not yet; left out: unknown). */
  publishedAt?: string | null,
): { approve: Verdict; return: Verdict; advance: Verdict } {
  const role: Role = 'Commitee'
  const stage = proposal.stage
  return {
    approve: approveVerdict({ role, proposal, phase, publishedAt }),
    return: returnVerdict({ role, proposal, phase, publishedAt }),
    // Offered as an override when its scores are not all in: the confirmation names what is missing (advanceMissing).
    advance:
      proposal.stage === phase
        ? advanceVerdict({ role, proposal, publishedAt })
        : no(
            stage > phase
              ? translate(msg`This proposal has moved on to Phase ${stage}.`)
              : translate(msg`This proposal has not reached Phase ${phase}.`),
          ),
  }
}

/**
 * Marking (or clearing) a winner rank: a finalist, once its grand-final scores are in, or when the
 * committee confirms an override naming what is missing. Clearing a rank is always possible.
 */
export function winnerVerdict(input: {
  role: Role
  proposal: ProposalState
  progress: GrandFinalProgress
  rank: number | null
  override: boolean
  /** When the Phase 3 results (the winners) were published (null: not yet; left out: unknown). */
  publishedAt?: string | null
}): Verdict {
  const { role, proposal, progress, rank, override } = input
  if (role !== 'Commitee') return committeeOnly(role)
  if (proposal.stage !== 3) return no(translate(msg`Only a finalist (Phase 3) can be a winner.`))
  const final = resultsFinalVerdict({ phase: 3, publishedAt: input.publishedAt ?? null })
  if (!final.ok) return final
  if (rank === null) return YES
  const missing = winnerMissing(progress)
  if (missing && !override)
    return no(translate(msg`${missing} Confirm the override to mark the winner anyway.`))
  return YES
}

/** A proposal as the winner ranks of its category need it. */
export interface RankedLike {
  id: string
  title: string
  category: number
  winnerRank: number | null
}

/**
 * A rank is held by one proposal per category and year: marking `rank` is refused while another
 * proposal of the category (among `others`, the year's proposals) holds it; it is cleared first.
 * Clearing a rank is always possible. The screens say it before asking to confirm; the demo API
 * answers 409 with the same words.
 */
export function rankFreeVerdict(input: {
  proposal: { id: string; category: number }
  rank: number | null
  others: readonly RankedLike[]
}): Verdict {
  const { proposal, rank } = input
  if (rank === null) return YES
  const holder = input.others.find(
    (p) => p.id !== proposal.id && p.category === proposal.category && p.winnerRank === rank,
  )
  if (!holder) return YES
  const title = holder.title
  return no(translate(msg`"${title}" already holds rank ${rank} in this category. Clear it first.`))
}

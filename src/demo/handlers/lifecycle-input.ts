import type { DemoDb, PhaseNumber, ProposalRecord, UserRecord } from '@/demo/db/types'
import { problem } from '@/demo/handlers/http'
import {
  entriesFinalVerdict,
  phaseProgress,
  publicStanding,
  publishedAtOf,
  resultsFinalVerdict,
  scoresFrozenVerdict,
  type GrandFinalProgress,
  type Person,
  type ProposalState,
  type ScoringProgress,
  type Verdict,
} from '@/domain/award'

/** What the lifecycle module needs, read from the demo's records; the rules themselves live in src/domain/award. */

export function periodsOfYear(db: DemoDb, year: number | string) {
  return db.periods.filter((p) => p.year === String(year))
}

export function stateOf(proposal: ProposalRecord): ProposalState {
  return {
    stage: proposal.phase,
    status1: proposal.entries[1]?.status ?? null,
    status2: proposal.entries[2]?.status ?? null,
    winnerRank: proposal.winnerRank,
    finalizedAt: {
      1: proposal.entries[1]?.finalizedAt ?? null,
      2: proposal.entries[2]?.finalizedAt ?? null,
    },
  }
}

export function personFor(db: DemoDb, user: UserRecord, proposal: ProposalRecord): Person {
  const team = db.teams.find((t) => t.id === proposal.teamId)
  return {
    role: user.roleName,
    isMember: team?.memberIds.includes(user.id) ?? false,
    isLeader: team?.leaderId === user.id,
  }
}

/** The judging of a proposal in a phase, counted as the results count it: current judges plus removed ones whose submitted score is kept. */
export function scoringProgress(
  db: DemoDb,
  proposal: ProposalRecord,
  phase: PhaseNumber,
): ScoringProgress {
  return phaseProgress(
    db.juryDetails.filter((jd) => jd.proposalId === proposal.id && jd.year === proposal.year),
    phase,
  )
}

/** The grand-final (Phase 3) judging of a proposal. */
export function grandFinalProgress(db: DemoDb, proposal: ProposalRecord): GrandFinalProgress {
  return scoringProgress(db, proposal, 3)
}

/** Throws the verdict's reason as a problem-details answer when the action is not possible. */
export function enforce(verdict: Verdict, status: number, title: string | null): void {
  if (!verdict.ok) throw problem(status, title, verdict.reason)
}

/**
 * Published results never change (`scoresFrozenVerdict`): a 409 with its reason once the phase's results
 * are published, for anything that would change its sheets (saving, submitting, declaring a conflict,
 * changing its judges by hand, in bulk or automatically).
 * Returns when they were published (null: not yet).
 */
export function requireScoresNotFrozen(
  db: DemoDb,
  year: number,
  phase: PhaseNumber,
): string | null {
  const publishedAt = publishedAtOf(db.resultPublications ?? [], year, phase)
  enforce(scoresFrozenVerdict({ phase, publishedAt }), 409, null)
  return publishedAt
}

/**
 * Published results are final (`resultsFinalVerdict`): a 409 with its reason, once the phase's
 * results are published, for what would change who advanced from it or (Phase 3) who won.
 */
export function requireResultsNotFinal(db: DemoDb, year: number, phase: PhaseNumber): void {
  const publishedAt = publishedAtOf(db.resultPublications ?? [], year, phase)
  enforce(resultsFinalVerdict({ phase, publishedAt }), 409, null)
}

/**
 * A published phase's entries are final (`entriesFinalVerdict`): a 409 with its reason, once the
 * phase's results are published, for approving or returning one of its entries.
 */
export function requireEntriesNotFinal(db: DemoDb, year: number, phase: 1 | 2): void {
  const publishedAt = publishedAtOf(db.resultPublications ?? [], year, phase)
  enforce(entriesFinalVerdict({ phase, publishedAt }), 409, null)
}

/** How a proposal stands in public, or null when the gallery and the vote do not show it. */
export function standingOf(db: DemoDb, proposal: ProposalRecord) {
  return publicStanding(
    { year: proposal.year, stage: proposal.phase, winnerRank: proposal.winnerRank },
    db.resultPublications ?? [],
  )
}

import type { DemoDb, ProposalRecord, TeamRecord } from '@/demo/db/types'
import { standingOf } from '@/demo/handlers/lifecycle-input'
import { unknownPerson, unknownTeam } from '@/demo/handlers/words'

/** The fields every view of a proposal opens with. */
export function proposalHead(proposal: ProposalRecord) {
  return {
    id: proposal.id,
    year: proposal.year,
    category: proposal.category,
    title: proposal.title,
    phase: proposal.phase,
  }
}

/** The API's view of a stored proposal (docs/api.md "Proposal"). */
export function proposalView(db: DemoDb, proposal: ProposalRecord) {
  const team = db.teams.find((t) => t.id === proposal.teamId)
  const nameOf = (id: string) => db.users.find((u) => u.id === id)?.name ?? unknownPerson()
  const entry = (phase: 1 | 2) => {
    const e = proposal.entries[phase]
    if (!e) return null
    return {
      status: e.status,
      fields: e.fields,
      version: e.version,
      updatedAt: e.updatedAt,
      finalizedAt: e.finalizedAt,
      approvedAt: e.approvedAt,
      returnReason: e.returnReason,
      history: e.history.map((h) => ({
        at: h.at,
        by: nameOf(h.byId),
        from: h.from,
        to: h.to,
        reason: h.reason ?? null,
      })),
    }
  }
  return {
    ...proposalHead(proposal),
    team: {
      id: proposal.teamId,
      name: team?.name ?? unknownTeam(),
      unit: team?.unit ?? '',
      leaderId: team?.leaderId ?? '',
      leaderName: team ? nameOf(team.leaderId) : '',
      memberCount: team?.memberIds.length ?? 0,
    },
    entries: { 1: entry(1), 2: entry(2) },
    attachments: proposal.attachments.map(({ uploadedById: _uploadedById, ...a }) => a),
    isPublished: standingOf(db, proposal) !== null,
    winnerRank: proposal.winnerRank,
    importedFromId: proposal.importedFromId,
    initiativeCode: proposal.initiativeCode,
    createdAt: proposal.createdAt,
  }
}

/** A list row (docs/api.md "ProposalSummary"); `teamById` (db/indexes.ts) spares a search per row. */
export function proposalSummary(
  db: DemoDb,
  proposal: ProposalRecord,
  teamById?: Map<string, TeamRecord>,
) {
  const team = teamById
    ? teamById.get(proposal.teamId)
    : db.teams.find((t) => t.id === proposal.teamId)
  const updated = [
    proposal.entries[1]?.updatedAt,
    proposal.entries[2]?.updatedAt,
    proposal.createdAt,
  ]
    .filter(Boolean)
    .sort()
    .at(-1)!
  return {
    ...proposalHead(proposal),
    teamId: proposal.teamId,
    teamName: team?.name ?? unknownTeam(),
    unit: team?.unit ?? '',
    status1: proposal.entries[1]?.status ?? null,
    status2: proposal.entries[2]?.status ?? null,
    updatedAt: updated,
    winnerRank: proposal.winnerRank,
  }
}

/** Published: the committee has published the results that give it a public standing (the lifecycle's rule, as the gallery). */
export function isPublished(db: DemoDb, proposal: ProposalRecord): boolean {
  return standingOf(db, proposal) !== null
}

/** Whether a judge is assigned to the proposal now (in any phase; a judge taken off it is not). */
export function isAssignedJudge(db: DemoDb, userId: string, proposalId: string): boolean {
  return db.juryDetails.some(
    (jd) => jd.juryId === userId && jd.proposalId === proposalId && !jd.removed,
  )
}

/**
 * Whether a user may see a proposal (its detail, entries and attachments): the committee always,
 * the team's members, and a jury member only while assigned to it or once it is published.
 */
export function canSeeProposal(
  db: DemoDb,
  userId: string,
  role: string,
  proposal: ProposalRecord,
): boolean {
  if (role === 'Commitee') return true
  if (db.teams.find((t) => t.id === proposal.teamId)?.memberIds.includes(userId)) return true
  if (role === 'Jury') return isPublished(db, proposal) || isAssignedJudge(db, userId, proposal.id)
  return false
}

/** Whether a user may open a proposal's uploaded files: as for the proposal, and everyone once it is published. */
export function canSeeProposalFiles(
  db: DemoDb,
  userId: string,
  role: string,
  proposal: ProposalRecord,
): boolean {
  return isPublished(db, proposal) || canSeeProposal(db, userId, role, proposal)
}

import type { DemoDb, ProposalRecord, TeamRecord, UserRecord } from '@/demo/db/types'
import { standingOf } from '@/demo/handlers/lifecycle-input'
import { unknownPerson, unknownTeam } from '@/demo/handlers/words'
import { knownStanding, type Role, type Stage } from '@/domain/award'

/** Who looks at proposals: their role, and for a judge the highest phase they score each one in. */
export interface Viewer {
  role: Role
  /** A judge's current assignments: the highest phase of each proposal they score (not taken off). */
  scoredIn: ReadonlyMap<string, Stage>
}

/** The caller as the proposal views see them; a judge's assignments are read once per answer. */
export function viewerOf(db: DemoDb, user: UserRecord): Viewer {
  const scoredIn = new Map<string, Stage>()
  if (user.roleName === 'Jury')
    for (const jd of db.juryDetails)
      if (jd.juryId === user.id && !jd.removed)
        scoredIn.set(jd.proposalId, Math.max(scoredIn.get(jd.proposalId) ?? 1, jd.phase) as Stage)
  return { role: user.roleName, scoredIn }
}

/**
 * A proposal as the viewer may know it (knownStanding): the committee's as it is; anyone else's at
 * its published stage, with its winner rank once the winners are published, and no Phase 2 entry
 * nor Phase 2 files before it is known to be a semi-finalist. Every view of a proposal, and the
 * verdicts on what its team may do, start from this.
 */
export function asSeenBy(db: DemoDb, viewer: Viewer, proposal: ProposalRecord): ProposalRecord {
  if (viewer.role === 'Commitee') return proposal
  const known = knownStanding(
    { year: proposal.year, stage: proposal.phase, winnerRank: proposal.winnerRank },
    db.resultPublications ?? [],
    { role: viewer.role, scoredIn: viewer.scoredIn.get(proposal.id) ?? null },
  )
  if (known.stage === proposal.phase && known.winnerRank === proposal.winnerRank) return proposal
  const reached2 = known.stage >= 2
  return {
    ...proposal,
    phase: known.stage,
    winnerRank: known.winnerRank,
    entries: reached2 ? proposal.entries : { 1: proposal.entries[1] },
    attachments: reached2 ? proposal.attachments : proposal.attachments.filter((a) => a.phase < 2),
  }
}

/** The fields every view of a proposal opens with (of the proposal as its viewer knows it, asSeenBy). */
export function proposalHead(proposal: ProposalRecord) {
  return {
    id: proposal.id,
    year: proposal.year,
    category: proposal.category,
    title: proposal.title,
    phase: proposal.phase,
  }
}

/** The API's view of a stored proposal (docs/api.md "Proposal"), as `viewer` may know it (asSeenBy). */
export function proposalView(db: DemoDb, stored: ProposalRecord, viewer: Viewer) {
  const proposal = asSeenBy(db, viewer, stored)
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
    isPublished: standingOf(db, stored) !== null,
    winnerRank: proposal.winnerRank,
    importedFromId: proposal.importedFromId,
    initiativeCode: proposal.initiativeCode,
    createdAt: proposal.createdAt,
  }
}

/**
 * A list row (docs/api.md "ProposalSummary"), as `viewer` may know it (asSeenBy); `teamById`
 * (db/indexes.ts) spares a search per row.
 */
export function proposalSummary(
  db: DemoDb,
  stored: ProposalRecord,
  viewer: Viewer,
  teamById?: Map<string, TeamRecord>,
) {
  const proposal = asSeenBy(db, viewer, stored)
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

/** Whether a person may read a proposal's innovation updates and their files: the committee and the team. */
export function canReadUpdate(
  db: DemoDb,
  user: Pick<UserRecord, 'id' | 'roleName'>,
  proposal: ProposalRecord,
): boolean {
  return user.roleName === 'Commitee' || isTeamMember(db, user, proposal)
}

export function isTeamMember(db: DemoDb, user: Pick<UserRecord, 'id'>, proposal: ProposalRecord) {
  const team = db.teams.find((t) => t.id === proposal.teamId)
  return !!team && (team.leaderId === user.id || team.memberIds.includes(user.id))
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

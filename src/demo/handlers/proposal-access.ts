import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { newId } from '@/demo/db/store'
import type { PhaseEntryRecord, ProposalRecord, UserRecord } from '@/demo/db/types'
import { type DemoContext, problem, validationProblem } from '@/demo/handlers/http'
import { currentYear, findOr404, requireEventUser } from '@/demo/handlers/request'
import { recordActivity } from '@/demo/db/records'
import { asSeenBy, viewerOf } from '@/demo/handlers/proposal-views'
import {
  enforce,
  periodsOfYear,
  personFor,
  requireEntriesNotFinal,
  stateOf,
} from '@/demo/handlers/lifecycle-input'
import {
  editEntryVerdict,
  notAdvancedOf,
  publishedAtOf,
  startProposalVerdict,
  type EntryFacts,
} from '@/domain/award'
import { translate } from '@/i18n'

/**
 * Who may change a proposal and when, and starting one: the preambles shared by proposal-entries.ts,
 * attachments.ts and imports.ts (docs/api.md "Proposal entries", "Attachments", "Import and the initiative registry").
 */

export function emptyEntry(at: string, byId: string): PhaseEntryRecord {
  return {
    status: 'Draft',
    fields: {},
    version: 1,
    updatedAt: at,
    updatedById: byId,
    finalizedAt: null,
    approvedAt: null,
    returnReason: null,
    history: [{ at, byId, from: null, to: 'Draft' }],
  }
}

/** The proposal, for a caller who may change it (its team or the committee), or a thrown 401/403/404 answer. */
export async function loadProposal(ctx: DemoContext, request: Request, id: string) {
  const user = await requireEventUser(ctx, request)
  const db = ctx.store.db
  const proposal = findOr404(db.proposals, id, msg`No proposal has this id.`)
  const team = db.teams.find((t) => t.id === proposal.teamId)
  const isMember = team?.memberIds.includes(user.id) ?? false
  const isCommittee = user.roleName === 'Commitee'
  if (!isMember && !isCommittee)
    throw problem(
      403,
      null,
      translate(msg`Only the team and the committee can change this proposal.`),
    )
  return { user, proposal, team, isCommittee, isMember }
}

/** What a change did to a proposal, for the activity log: the action, its summary, and the values before and after. */
export interface ProposalChange {
  action: string
  summary: MessageDescriptor
  before?: unknown
  after?: unknown
}

/** Changes the stored proposal (`change` edits it and says what it did) and records the caller's action in the activity log. */
export function changeProposal(
  ctx: DemoContext,
  user: UserRecord,
  proposalId: string,
  change: (row: ProposalRecord) => ProposalChange,
): void {
  ctx.store.mutate((db) => {
    const row = db.proposals.find((p) => p.id === proposalId)!
    const { action, summary, before = null, after = null } = change(row)
    recordActivity(db, ctx.now(), user.id, 'proposal', row.id, action, summary, before, after)
  })
}

export function parsePhase(raw: unknown): 1 | 2 {
  const phase = Number(raw)
  if (phase !== 1 && phase !== 2)
    throw problem(404, null, translate(msg`Entries exist for phases 1 and 2 only.`))
  return phase
}

/** Throws the reason an entry cannot be changed now (domain/award/entries.ts decides; the committee is never held by periods). */
export function requireEditable(
  ctx: DemoContext,
  user: UserRecord,
  proposal: ProposalRecord,
  phase: 1 | 2,
) {
  // A published phase's entries are final: a conflict with the award's state (409), as for approving.
  requireEntriesNotFinal(ctx.store.db, proposal.year, phase)
  enforce(
    editEntryVerdict(entryFacts(ctx, user, proposal, phase)),
    400,
    translate(msg`Entry closed`),
  )
}

/** What the lifecycle's entry verdicts (edit, finalize) ask about the caller and a phase entry of the proposal, now. */
export function entryFacts(
  ctx: DemoContext,
  user: UserRecord,
  proposal: ProposalRecord,
  phase: 1 | 2,
): EntryFacts {
  const db = ctx.store.db
  const publications = db.resultPublications ?? []
  return {
    periods: periodsOfYear(db, proposal.year),
    now: ctx.now(),
    person: personFor(db, user, proposal),
    // As the caller knows it: a team's reasons never tell an advance the committee has not published.
    proposal: stateOf(asSeenBy(db, viewerOf(db, user), proposal)),
    phase,
    publishedAt: publishedAtOf(publications, proposal.year, phase),
    notAdvanced: notAdvancedOf(
      {
        title: proposal.title,
        year: proposal.year,
        stage: proposal.phase,
        status1: proposal.entries[1]?.status ?? null,
        status2: proposal.entries[2]?.status ?? null,
      },
      publications,
    ),
  }
}

export function createProposal(
  ctx: DemoContext,
  user: UserRecord,
  teamId: string,
  category: number,
  title: string,
  fields: Record<string, unknown>,
  extra: Partial<ProposalRecord>,
): ProposalRecord {
  const at = new Date(ctx.now()).toISOString()
  const proposal: ProposalRecord = {
    id: newId('prop'),
    year: currentYear(ctx),
    teamId,
    category: category as 1 | 2 | 3 | 4,
    title,
    phase: 1,
    entries: { 1: { ...emptyEntry(at, user.id), fields } },
    attachments: [],
    isPublished: false,
    winnerRank: null,
    importedFromId: null,
    initiativeCode: null,
    createdAt: at,
    createdById: user.id,
    ...extra,
  }
  ctx.store.mutate((db) => {
    db.proposals.push(proposal)
    const name = user.name
    recordActivity(
      db,
      ctx.now(),
      user.id,
      'proposal',
      proposal.id,
      'create',
      msg`${name} started the proposal "${title}"`,
      null,
      {
        teamId,
        category,
        title,
      },
    )
  })
  return proposal
}

/** Checks who may start a proposal for a team: a member of this year's team in period 0, or the committee any time. */
export async function requireStart(ctx: DemoContext, request: Request, teamId: string) {
  const user = await requireEventUser(ctx, request)
  const db = ctx.store.db
  const team = db.teams.find((t) => t.id === teamId)
  if (!team) throw validationProblem({ TeamId: [translate(msg`Choose your team.`)] })
  const isCommittee = user.roleName === 'Commitee'
  if (!isCommittee && !team.memberIds.includes(user.id))
    throw problem(403, null, translate(msg`Only members of the team can start its proposals.`))
  if (team.year !== currentYear(ctx)) {
    const year = currentYear(ctx)
    throw problem(
      400,
      translate(msg`Team of another year`),
      translate(msg`Proposals are started for a team of ${year}.`),
    )
  }
  // Once the Phase 1 results are published no proposal can join the year: 409, as the other
  // refusals of a published phase; else the Phase 1 period decides (400 "Period closed").
  const phase1PublishedAt = publishedAtOf(db.resultPublications ?? [], team.year, 1)
  enforce(
    startProposalVerdict({
      periods: periodsOfYear(db, team.year),
      now: ctx.now(),
      role: user.roleName,
      hasTeam: true,
      phase1PublishedAt,
    }),
    phase1PublishedAt ? 409 : 400,
    phase1PublishedAt ? translate(msg`Results published`) : translate(msg`Period closed`),
  )
  return { user, team }
}

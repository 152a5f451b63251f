import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { summaryOf } from '@/demo/db/summaries'
import type { ActivityRecord, DemoDb } from '@/demo/db/types'

/**
 * The activity log of the seeded award: the changes that brought the seed's data to where it is
 * (teams created, proposals started, entries finalized, approved or returned, score sheets
 * submitted, results published, votes created), worded as the API words them when they happen, so
 * the committee's log opens on the award's history rather than on nothing. Newest first, as the
 * API keeps it.
 */
export function seedActivities(db: DemoDb): ActivityRecord[] {
  const nameOf = new Map(db.users.map((u) => [u.id, u.name]))
  const name = (id: string) => nameOf.get(id) ?? id
  const titleOf = new Map(db.proposals.map((p) => [p.id, p.title]))
  const made: Array<Omit<ActivityRecord, 'id'>> = []
  const add = (
    at: string,
    actorId: string,
    entity: string,
    entityId: string,
    action: string,
    summary: MessageDescriptor,
    before: unknown,
    after: unknown,
  ) => made.push({ at, actorId, entity, entityId, action, ...summaryOf(summary), before, after })

  for (const team of db.teams) {
    const leader = name(team.leaderId)
    const teamName = team.name
    add(
      team.createdAt,
      team.leaderId,
      'team',
      team.id,
      'create',
      msg`${leader} created team ${teamName}`,
      null,
      { name: team.name },
    )
  }
  for (const p of db.proposals) {
    const title = p.title
    const starter = name(p.createdById)
    add(
      p.createdAt,
      p.createdById,
      'proposal',
      p.id,
      'create',
      msg`${starter} started the proposal "${title}"`,
      null,
      {
        teamId: p.teamId,
        category: p.category,
        title: p.title,
      },
    )
    for (const phase of [1, 2] as const) {
      for (const change of p.entries[phase]?.history ?? []) {
        const before = { status: change.from }
        const by = name(change.byId)
        if (change.to === 'Finalized')
          add(
            change.at,
            change.byId,
            'proposal',
            p.id,
            `finalize-phase-${phase}`,
            msg`${by} finalized the Phase ${phase} entry of "${title}"`,
            before,
            {
              status: 'Finalized',
            },
          )
        else if (change.to === 'Approved' || change.to === 'Returned')
          add(
            change.at,
            change.byId,
            'proposal',
            p.id,
            change.to === 'Approved' ? 'approve' : 'return',
            change.to === 'Approved'
              ? msg`Approved Phase ${phase} of "${title}"`
              : msg`Returned Phase ${phase} of "${title}"`,
            before,
            { status: change.to, ...(change.reason ? { reason: change.reason } : {}) },
          )
      }
    }
  }
  for (const sheet of db.juryDetails) {
    if (sheet.status !== 'Submitted' || !sheet.submittedAt) continue
    const title = titleOf.get(sheet.proposalId) ?? sheet.proposalId
    const phase = sheet.phase
    add(
      sheet.submittedAt,
      sheet.juryId,
      'score',
      sheet.id,
      'submit',
      msg`Submitted the Phase ${phase} score for "${title}"`,
      null,
      {
        status: sheet.status,
        scores: sheet.scores,
        overallComment: sheet.overallComment,
      },
    )
  }
  for (const record of db.resultPublications ?? []) {
    const { phase, year } = record
    add(
      record.publishedAt,
      record.publishedById,
      'results',
      record.id,
      'publish',
      phase === 3
        ? msg`Published the Phase ${phase} results of ${year} and the winners`
        : msg`Published the Phase ${phase} results of ${year}`,
      null,
      record,
    )
  }
  for (const session of db.voteSessions ?? []) {
    const sessionName = session.name
    add(
      session.createdAt,
      session.createdById,
      'vote',
      session.id,
      'create',
      msg`Created the vote session "${sessionName}"`,
      null,
      session,
    )
  }

  return made
    .filter((a) => Number.isFinite(Date.parse(a.at)) && Date.parse(a.at) <= Date.parse(db.seededAt))
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
    .map((a, index, all) => ({ id: `act-seed-${all.length - index}`, ...a }))
}

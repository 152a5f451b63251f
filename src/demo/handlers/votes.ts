import { msg } from '@lingui/core/macro'
import { http } from 'msw'
import { newId } from '@/demo/db/store'
import type { DemoDb, UserRecord, VoteSessionRecord } from '@/demo/db/types'
import { blindFor, neutralPoster } from '@/demo/handlers/blind'
import { posterOf } from '@/demo/handlers/gallery'
import { candidateProblem, voteSessionStatus } from '@/domain/award'
import { formatDateTime } from '@/lib/dates'
import {
  API,
  type DemoContext,
  list,
  problem,
  single,
  validationProblem,
} from '@/demo/handlers/http'
import { findOr404, queryYear, readBody, requireEventUser } from '@/demo/handlers/request'
import { ballotBody, voteSessionBody } from '@/contract/requests'
import type { z } from '@/lib/zod'
import { recordActivity } from '@/demo/db/records'
import { notify } from '@/demo/notifications/notify'
import { translate } from '@/i18n'
import { unknownTeam, removedProposal, hiddenTeam, hiddenUnit } from '@/demo/handlers/words'

function teamMembersOf(db: DemoDb, proposalId: string): string[] {
  const proposal = db.proposals.find((p) => p.id === proposalId)
  return db.teams.find((t) => t.id === proposal?.teamId)?.memberIds ?? []
}

/** The API's view of a session for the caller (docs/api.md "VoteSession"); a judge does not see who is behind a candidate still under blind judging. */
function sessionView(db: DemoDb, session: VoteSessionRecord, caller: UserRecord, now: number) {
  const ballots = db.ballots.filter((b) => b.sessionId === session.id)
  return {
    id: session.id,
    year: session.year,
    name: session.name,
    candidateIds: session.candidateIds,
    candidates: session.candidateIds.map((proposalId) => {
      const proposal = db.proposals.find((p) => p.id === proposalId)
      const team = db.teams.find((t) => t.id === proposal?.teamId)
      const hidden = !!proposal && blindFor(db, caller, proposal)
      const poster = proposal ? posterOf(proposal) : null
      return {
        proposalId,
        title: proposal?.title ?? removedProposal(),
        category: proposal?.category ?? 1,
        teamName: hidden ? hiddenTeam() : (team?.name ?? unknownTeam()),
        unit: hidden ? hiddenUnit() : (team?.unit ?? ''),
        poster: hidden ? neutralPoster(poster) : poster,
        isMyTeam: team?.memberIds.includes(caller.id) ?? false,
      }
    }),
    openAt: session.openAt,
    closeAt: session.closeAt,
    status: voteSessionStatus(session, now),
    ballotCount: ballots.length,
    myBallotProposalId: ballots.find((b) => b.voterId === caller.id)?.proposalId ?? null,
    createdAt: session.createdAt,
    updatedAt: session.updatedAt,
  }
}

type SessionInput = z.output<typeof voteSessionBody>

/** The candidates of a session: only published semi-finalists, finalists and winners of its year (domain/award/publication.ts). */
function checkCandidates(db: DemoDb, input: SessionInput): SessionInput {
  const problems = input.candidateIds
    .map((id) => {
      const p = db.proposals.find((x) => x.id === id && x.year === input.year)
      const year = input.year
      if (!p) return translate(msg`${id} is not a proposal of ${year}.`)
      return candidateProblem(
        { title: p.title, year: p.year, stage: p.phase, winnerRank: p.winnerRank },
        db.resultPublications ?? [],
      )
    })
    .filter((x): x is string => x !== null)
  if (problems.length > 0) throw validationProblem({ CandidateIds: problems })
  return {
    ...input,
    openAt: new Date(input.openAt).toISOString(),
    closeAt: new Date(input.closeAt).toISOString(),
  }
}

/** People's-choice vote sessions and ballots. */
export function voteHandlers(ctx: DemoContext) {
  const findSession = (id: unknown) =>
    findOr404(ctx.store.db.voteSessions, id, msg`No vote session has this id.`)

  return [
    http.get(`${API}/vote`, async ({ request }) => {
      const user = await requireEventUser(ctx, request)
      const db = ctx.store.db
      const year = queryYear(ctx, new URL(request.url))
      const rows = db.voteSessions
        .filter((s) => s.year === year)
        .sort((a, b) => a.openAt.localeCompare(b.openAt))
      return list(rows.map((s) => sessionView(db, s, user, ctx.now())))
    }),

    /** The sessions open now (any year), soonest closing first; an empty array when none is open. */
    http.get(`${API}/vote/active`, async ({ request }) => {
      const user = await requireEventUser(ctx, request)
      const db = ctx.store.db
      const now = ctx.now()
      const rows = db.voteSessions
        .filter((s) => voteSessionStatus(s, now) === 'Open')
        .sort((a, b) => a.closeAt.localeCompare(b.closeAt))
      return list(rows.map((s) => sessionView(db, s, user, now)))
    }),

    http.get(`${API}/vote/:id/result`, async ({ request, params }) => {
      const user = await requireEventUser(ctx, request)
      const db = ctx.store.db
      const session = findSession(params.id)
      const status = voteSessionStatus(session, ctx.now())
      if (user.roleName !== 'Commitee' && status !== 'Closed') {
        return problem(403, null, translate(msg`The results are shown once the vote has closed.`))
      }
      const ballots = db.ballots.filter((b) => b.sessionId === session.id)
      const rows = session.candidateIds
        .map((proposalId) => {
          const proposal = db.proposals.find((p) => p.id === proposalId)
          const votes = ballots.filter((b) => b.proposalId === proposalId).length
          return {
            proposalId,
            title: proposal?.title ?? removedProposal(),
            teamName:
              proposal && blindFor(db, user, proposal)
                ? hiddenTeam()
                : (db.teams.find((t) => t.id === proposal?.teamId)?.name ?? unknownTeam()),
            category: proposal?.category ?? 1,
            votes,
            share: ballots.length ? votes / ballots.length : 0,
          }
        })
        .sort((a, b) => b.votes - a.votes || a.title.localeCompare(b.title))
      // Standard competition ranking: equal votes share a rank, the next rank skips (1, 1, 3).
      const tallies = rows.map((row) => ({
        ...row,
        rank: rows.findIndex((r) => r.votes === row.votes) + 1,
      }))
      return single({
        sessionId: session.id,
        name: session.name,
        year: session.year,
        status,
        openAt: session.openAt,
        closeAt: session.closeAt,
        totalBallots: ballots.length,
        tallies,
      })
    }),

    http.get(`${API}/vote/:id`, async ({ request, params }) => {
      const user = await requireEventUser(ctx, request)
      return single(sessionView(ctx.store.db, findSession(params.id), user, ctx.now()))
    }),

    http.post(`${API}/vote`, async ({ request }) => {
      const user = await requireEventUser(ctx, request, ['Commitee'])
      const input = checkCandidates(ctx.store.db, await readBody(request, voteSessionBody))
      const now = ctx.now()
      const created = ctx.store.mutate((db) => {
        const at = new Date(now).toISOString()
        const record: VoteSessionRecord = {
          id: newId('vote'),
          ...input,
          createdAt: at,
          createdById: user.id,
          updatedAt: at,
        }
        db.voteSessions.push(record)
        const name = record.name
        recordActivity(
          db,
          now,
          user.id,
          'vote',
          record.id,
          'create',
          msg`Created the vote session "${name}"`,
          null,
          record,
        )
        notify(
          db,
          { at: now, actorId: user.id, request },
          { kind: 'voteCreated', sessionId: record.id },
        )
        return record
      })
      return new Response(
        JSON.stringify({ value: sessionView(ctx.store.db, created, user, now), links: [] }),
        {
          status: 201,
          headers: { 'Content-Type': 'application/json' },
        },
      )
    }),

    http.put(`${API}/vote/:id`, async ({ request, params }) => {
      const user = await requireEventUser(ctx, request, ['Commitee'])
      const session = findSession(params.id)
      const input = checkCandidates(ctx.store.db, await readBody(request, voteSessionBody))
      const hasBallots = ctx.store.db.ballots.some((b) => b.sessionId === session.id)
      const sameCandidates =
        input.candidateIds.length === session.candidateIds.length &&
        input.candidateIds.every((id) => session.candidateIds.includes(id))
      if (hasBallots && (!sameCandidates || input.year !== session.year)) {
        return problem(
          409,
          null,
          translate(
            msg`People have already voted in this session, so its candidates can no longer change.`,
          ),
        )
      }
      const now = ctx.now()
      const updated = ctx.store.mutate((db) => {
        const target = db.voteSessions.find((s) => s.id === session.id)!
        const before = { ...target }
        Object.assign(target, input, { updatedAt: new Date(now).toISOString() })
        const name = target.name
        recordActivity(
          db,
          now,
          user.id,
          'vote',
          target.id,
          'update',
          msg`Edited the vote session "${name}"`,
          before,
          { ...target },
        )
        return target
      })
      return single(sessionView(ctx.store.db, updated, user, now))
    }),

    http.post(`${API}/vote/:id/ballot`, async ({ request, params }) => {
      const user = await requireEventUser(ctx, request)
      const session = findSession(params.id)
      const now = ctx.now()
      const status = voteSessionStatus(session, now)
      if (status === 'Scheduled') {
        const date = formatDateTime(session.openAt)
        return problem(
          409,
          translate(msg`The vote is not open yet`),
          translate(msg`This vote opens on ${date}.`),
        )
      }
      if (status === 'Closed') {
        const date = formatDateTime(session.closeAt)
        return problem(
          409,
          translate(msg`The vote has closed`),
          translate(msg`This vote closed on ${date}.`),
        )
      }
      if (ctx.store.db.ballots.some((b) => b.sessionId === session.id && b.voterId === user.id)) {
        return problem(
          409,
          translate(msg`You have already voted`),
          translate(msg`Each person has one ballot per vote session.`),
        )
      }
      const { proposalId } = await readBody(request, ballotBody)
      if (!session.candidateIds.includes(proposalId))
        return validationProblem({
          ProposalId: [translate(msg`This proposal is not a candidate in this vote.`)],
        })
      if (teamMembersOf(ctx.store.db, proposalId).includes(user.id)) {
        return validationProblem({ ProposalId: ["You cannot vote for your own team's proposal."] })
      }
      ctx.store.mutate((db) => {
        const ballot = {
          id: newId('ballot'),
          sessionId: session.id,
          voterId: user.id,
          proposalId,
          castAt: new Date(now).toISOString(),
        }
        db.ballots.push(ballot)
        // The activity log records that someone voted, not for whom: ballots stay secret.
        const name = session.name
        recordActivity(db, now, user.id, 'vote', session.id, 'ballot', msg`Voted in "${name}"`)
      })
      return new Response(
        JSON.stringify({ value: sessionView(ctx.store.db, session, user, now), links: [] }),
        {
          status: 201,
          headers: { 'Content-Type': 'application/json' },
        },
      )
    }),
  ]
}

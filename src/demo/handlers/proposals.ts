import { msg } from '@lingui/core/macro'
import { http } from 'msw'
import { API, type DemoContext, paged, problem, single } from '@/demo/handlers/http'
import { findOr404, queryYear, requireEventUser } from '@/demo/handlers/request'
import { keywordOf } from '@/demo/handlers/table-query'
import { derivedOf, indexesOf } from '@/demo/db/indexes'
import type { ProposalRecord } from '@/demo/db/types'
import { blindFor, blindProposalView } from '@/demo/handlers/blind'
import {
  asSeenBy,
  canSeeProposal,
  isPublished,
  proposalSummary,
  proposalView,
  viewerOf,
} from '@/demo/handlers/proposal-views'
import { translate } from '@/i18n'
import { hiddenTeam, hiddenUnit } from '@/demo/handlers/words'

/** How many of the listed proposals wait for their team (draft or returned), are finalized, are approved. */
function statusTotals(rows: ProposalRecord[], entryPhase: 1 | 2) {
  const totals = { proposal: 0, finalized: 0, approved: 0 }
  for (const p of rows) {
    const s = p.entries[entryPhase]?.status ?? null
    if (s === 'Draft' || s === 'Returned') totals.proposal += 1
    else if (s === 'Finalized') totals.finalized += 1
    else if (s === 'Approved') totals.approved += 1
  }
  return totals
}

/** Each proposal's title, and its team's name and unit, in lower case for keyword search; kept until the next write. */
function searchTexts(ctx: DemoContext) {
  return derivedOf(ctx.store, 'proposal search texts', (db, { teamById }) => {
    const texts = new Map<string, { title: string; team: string; unit: string }>()
    for (const p of db.proposals) {
      const team = teamById.get(p.teamId)
      texts.set(p.id, {
        title: p.title.toLowerCase(),
        team: (team?.name ?? '').toLowerCase(),
        unit: (team?.unit ?? '').toLowerCase(),
      })
    }
    return texts
  })
}

/** Reading proposals. Writing them (entries, review, scoring) lives in the handlers of each feature. */
export function proposalReadHandlers(ctx: DemoContext) {
  return [
    /** The caller's team proposals, every year, newest first. */
    http.get(`${API}/proposal/mine`, async ({ request }) => {
      const user = await requireEventUser(ctx, request)
      const db = ctx.store.db
      const teamIds = new Set(
        db.teams.filter((t) => t.memberIds.includes(user.id)).map((t) => t.id),
      )
      const rows = db.proposals
        .filter((p) => teamIds.has(p.teamId))
        .sort((a, b) => b.year - a.year || b.createdAt.localeCompare(a.createdAt))
      const viewer = viewerOf(db, user)
      return Response.json(rows.map((p) => proposalSummary(db, p, viewer)))
    }),

    /** Committee and jury list: paged, filtered by year, phase, keyword and filter[category]/filter[status]. */
    http.get(`${API}/proposal`, async ({ request }) => {
      const user = await requireEventUser(ctx, request, ['Commitee', 'Jury'])
      const db = ctx.store.db
      const url = new URL(request.url)
      const year = queryYear(ctx, url)
      const phase = Number(url.searchParams.get('phase')) || 1
      const keyword = keywordOf(url)
      const category = Number(url.searchParams.get('filter[category]')) || null
      const status = url.searchParams.get('filter[status]')
      const entryPhase = phase === 1 ? 1 : 2
      /** Whether a proposal is in the phase's list: it reached the phase (with a Phase 2 entry for Phase 2). */
      const reaches = (p: ProposalRecord) =>
        p.phase >= phase && (phase === 1 || !!p.entries[2] || phase === 3)
      // A jury member lists only the proposals assigned to them and the published ones (canSeeProposal).
      const { teamById, sheetsByJury } = indexesOf(ctx.store)
      const assigned =
        user.roleName === 'Jury'
          ? new Set(
              (sheetsByJury.get(user.id) ?? [])
                .filter((jd) => !jd.removed)
                .map((jd) => jd.proposalId),
            )
          : null
      // The phase's proposals in title order and their counts, kept until the next write: a page is
      // then a slice.
      const listed = derivedOf(
        ctx.store,
        `proposal list ${year} ${phase}`,
        (_, { proposalsByTitle }) => {
          const rows = proposalsByTitle.filter((p) => p.year === year && reaches(p))
          return { rows, totals: statusTotals(rows, entryPhase) }
        },
      )
      // A judge lists a proposal in a later phase only as far as they know it has come (asSeenBy):
      // published, or assigned to score it there.
      const viewer = viewerOf(db, user)
      const inPhase = assigned
        ? listed.rows.filter(
            (p) => (assigned.has(p.id) || isPublished(db, p)) && reaches(asSeenBy(db, viewer, p)),
          )
        : listed.rows
      const totals = assigned ? statusTotals(inPhase, entryPhase) : listed.totals
      const search = keyword ? searchTexts(ctx) : null
      const rows =
        category || status || search
          ? inPhase.filter((p) => {
              if (category && p.category !== category) return false
              if (status && (p.entries[entryPhase]?.status ?? null) !== status) return false
              if (!search) return true
              // Under blind judging a judge's keyword must not find proposals by their team or unit.
              const text = search.get(p.id)!
              return (
                text.title.includes(keyword) ||
                (!blindFor(db, user, p) &&
                  (text.team.includes(keyword) || text.unit.includes(keyword)))
              )
            })
          : inPhase
      const summary = (p: (typeof rows)[number]) =>
        blindFor(db, user, p)
          ? {
              ...proposalSummary(db, p, viewer, teamById),
              teamId: '',
              teamName: hiddenTeam(),
              unit: hiddenUnit(),
            }
          : proposalSummary(db, p, viewer, teamById)
      return paged(request, rows, totals, summary)
    }),

    http.get(`${API}/proposal/:id`, async ({ request, params }) => {
      const user = await requireEventUser(ctx, request)
      const db = ctx.store.db
      const proposal = findOr404(db.proposals, params.id, msg`No proposal has this id.`)
      if (!canSeeProposal(db, user.id, user.roleName, proposal))
        return problem(
          403,
          null,
          translate(
            msg`Only the team, the committee, the judges assigned to it and, once it is published, every judge can see this proposal.`,
          ),
        )
      const view = proposalView(db, proposal, viewerOf(db, user))
      return single(blindFor(db, user, proposal) ? blindProposalView(view) : view)
    }),
  ]
}

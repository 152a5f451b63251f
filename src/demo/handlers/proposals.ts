import { http } from 'msw'
import { API, type DemoContext, paged, problem, requireEvent, requireUser, single } from '@/demo/handlers/http'
import { indexesOf } from '@/demo/db/indexes'
import { blindFor, blindProposalView, HIDDEN_TEAM, HIDDEN_UNIT } from '@/demo/handlers/blind'
import { canSeeProposal, isPublished, proposalSummary, proposalView } from '@/demo/handlers/proposal-views'

/** Reading proposals. Writing them (entries, review, scoring) lives in the handlers of each feature. */
export function proposalReadHandlers(ctx: DemoContext) {
  return [
    /** The caller's team proposals, every year, newest first. */
    http.get(`${API}/proposal/mine`, async ({ request }) => {
      const user = await requireUser(ctx, request)
      requireEvent(ctx, request)
      const db = ctx.store.db
      const teamIds = new Set(db.teams.filter((t) => t.memberIds.includes(user.id)).map((t) => t.id))
      const rows = db.proposals.filter((p) => teamIds.has(p.teamId)).sort((a, b) => b.year - a.year || b.createdAt.localeCompare(a.createdAt))
      return Response.json(rows.map((p) => proposalSummary(db, p)))
    }),

    /** Committee and jury list: paged, filtered by year, phase, keyword and filter[category]/filter[status]. */
    http.get(`${API}/proposal`, async ({ request }) => {
      const user = await requireUser(ctx, request, ['Commitee', 'Jury'])
      requireEvent(ctx, request)
      const db = ctx.store.db
      const url = new URL(request.url)
      const year = Number(url.searchParams.get('year')) || new Date(ctx.now()).getUTCFullYear()
      const phase = Number(url.searchParams.get('phase')) || 1
      const keyword = (url.searchParams.get('keyword') ?? '').trim().toLowerCase()
      const category = Number(url.searchParams.get('filter[category]')) || null
      const status = url.searchParams.get('filter[status]')
      const entryPhase = phase === 1 ? 1 : 2
      // A jury member lists only the proposals assigned to them and the published ones (canSeeProposal).
      const assigned = user.roleName === 'Jury' ? new Set(db.juryDetails.filter((jd) => jd.juryId === user.id && !jd.removed).map((jd) => jd.proposalId)) : null
      // Already in title order; filtered first, and only the page's rows are built (issue 10).
      const { proposalsByTitle, teamById } = indexesOf(ctx.store)
      const inPhase = proposalsByTitle.filter(
        (p) => p.year === year && p.phase >= phase && (phase === 1 || p.entries[2] || phase === 3) && (!assigned || assigned.has(p.id) || isPublished(db, p)),
      )
      const statusOf = (p: (typeof inPhase)[number]) => p.entries[entryPhase]?.status ?? null
      const rows = inPhase.filter((p) => {
        if (category && p.category !== category) return false
        if (status && statusOf(p) !== status) return false
        if (!keyword) return true
        // Under blind judging a judge's keyword must not find proposals by their team or unit.
        const team = blindFor(db, user, p) ? undefined : teamById.get(p.teamId)
        return [p.title, team?.name, team?.unit].some((v) => v?.toLowerCase().includes(keyword))
      })
      const summary = (p: (typeof rows)[number]) =>
        blindFor(db, user, p) ? { ...proposalSummary(db, p, teamById), teamId: '', teamName: HIDDEN_TEAM, unit: HIDDEN_UNIT } : proposalSummary(db, p, teamById)
      const totals = { proposal: 0, finalized: 0, approved: 0 }
      for (const p of inPhase) {
        const s = statusOf(p)
        if (s === 'Draft' || s === 'Returned') totals.proposal += 1
        else if (s === 'Finalized') totals.finalized += 1
        else if (s === 'Approved') totals.approved += 1
      }
      return paged(request, rows, totals, summary)
    }),

    http.get(`${API}/proposal/:id`, async ({ request, params }) => {
      const user = await requireUser(ctx, request)
      requireEvent(ctx, request)
      const db = ctx.store.db
      const proposal = db.proposals.find((p) => p.id === params.id)
      if (!proposal) return problem(404, 'Not Found', 'No proposal has this id.')
      if (!canSeeProposal(db, user.id, user.roleName, proposal))
        return problem(
          403,
          'Forbidden',
          'Only the team, the committee, the judges assigned to it and, once it is published, every judge can see this proposal.',
        )
      const view = proposalView(db, proposal)
      return single(blindFor(db, user, proposal) ? blindProposalView(view) : view)
    }),
  ]
}

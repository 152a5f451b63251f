import { msg } from '@lingui/core/macro'
import { http } from 'msw'
import { API, type DemoContext, problem, single, validationProblem } from '@/demo/handlers/http'
import { currentYear, readBody, requireEventUser } from '@/demo/handlers/request'
import { initiativeImportBody, proposalImportBody } from '@/contract/requests'
import { keywordOf } from '@/demo/handlers/table-query'
import { createProposal, requireStart } from '@/demo/handlers/proposal-access'
import { proposalSummary, proposalView, viewerOf } from '@/demo/handlers/proposal-views'
import { translate } from '@/i18n'

/** Copying an earlier proposal, and starting one from the initiative registry (docs/api.md "Import and the initiative registry"). */
export function importHandlers(ctx: DemoContext) {
  return [
    /** The caller's proposals of earlier years, to copy into this year. */
    http.get(`${API}/proposal/importable`, async ({ request }) => {
      const user = await requireEventUser(ctx, request)
      const db = ctx.store.db
      const teamIds = new Set(
        db.teams
          .filter((t) => t.year < currentYear(ctx) && t.memberIds.includes(user.id))
          .map((t) => t.id),
      )
      const rows = db.proposals
        .filter((p) => teamIds.has(p.teamId))
        .sort((a, b) => b.year - a.year || a.title.localeCompare(b.title))
      const viewer = viewerOf(db, user)
      return Response.json(rows.map((p) => proposalSummary(db, p, viewer)))
    }),

    http.post(`${API}/proposal/import`, async ({ request }) => {
      const body = await readBody(request, proposalImportBody)
      const { user, team } = await requireStart(ctx, request, body.teamId)
      const db = ctx.store.db
      const source = db.proposals.find((p) => p.id === body.proposalId)
      if (!source)
        return validationProblem({
          ProposalId: [translate(msg`Choose one of your earlier proposals.`)],
        })
      const sourceTeam = db.teams.find((t) => t.id === source.teamId)
      if (!sourceTeam?.memberIds.includes(user.id) || source.year >= currentYear(ctx))
        return problem(
          403,
          null,
          translate(msg`You can import only proposals of your own teams from earlier years.`),
        )
      const created = createProposal(
        ctx,
        user,
        team.id,
        source.category,
        source.title,
        { ...(source.entries[1]?.fields ?? {}) },
        { importedFromId: source.id },
      )
      return single(proposalView(ctx.store.db, created, viewerOf(ctx.store.db, user)))
    }),

    /** The initiative registry, searched by code or name. */
    http.get(`${API}/initiative`, async ({ request }) => {
      await requireEventUser(ctx, request)
      const keyword = keywordOf(new URL(request.url))
      const rows = (ctx.store.db.initiatives ?? []).filter(
        (i) =>
          !keyword ||
          i.code.toLowerCase().includes(keyword) ||
          i.name.toLowerCase().includes(keyword),
      )
      return Response.json(rows)
    }),

    http.post(`${API}/proposal/import-initiative`, async ({ request }) => {
      const { code: typed, teamId, category } = await readBody(request, initiativeImportBody)
      const { user, team } = await requireStart(ctx, request, teamId)
      const code = typed.toUpperCase()
      const initiative = (ctx.store.db.initiatives ?? []).find((i) => i.code.toUpperCase() === code)
      if (!initiative)
        return validationProblem({
          Code: [translate(msg`No initiative in the registry has this code.`)],
        })
      if (
        ctx.store.db.proposals.some(
          (p) => p.year === currentYear(ctx) && p.initiativeCode === initiative.code,
        )
      ) {
        const year = currentYear(ctx)
        const code = initiative.code
        return problem(409, null, translate(msg`A proposal of ${year} already comes from ${code}.`))
      }
      const created = createProposal(
        ctx,
        user,
        team.id,
        category,
        initiative.name,
        { background: initiative.description, location: initiative.unit },
        { initiativeCode: initiative.code },
      )
      return single(proposalView(ctx.store.db, created, viewerOf(ctx.store.db, user)))
    }),
  ]
}

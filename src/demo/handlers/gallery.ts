import { msg } from '@lingui/core/macro'
import { http } from 'msw'
import { indexesOf } from '@/demo/db/indexes'
import type { DemoDb, ProposalRecord, TeamRecord } from '@/demo/db/types'
import { blindFor, neutralPoster } from '@/demo/handlers/blind'
import { standingOf } from '@/demo/handlers/lifecycle-input'
import { proposalHead } from '@/demo/handlers/proposal-views'
import { API, type DemoContext, list, problem, single } from '@/demo/handlers/http'
import { queryYear, requireEventUser } from '@/demo/handlers/request'
import { translate } from '@/i18n'
import {
  unknownPerson,
  unknownTeam,
  hiddenTeam,
  hiddenUnit,
  hiddenPerson,
} from '@/demo/handlers/words'

/** The newest poster of a proposal (Phase 1 first: the gallery shows the selection poster). */
export function posterOf(proposal: ProposalRecord) {
  const posters = proposal.attachments
    .filter((a) => a.kind === 'poster')
    .sort((a, b) => a.phase - b.phase || b.uploadedAt.localeCompare(a.uploadedAt))
  const poster = posters[0]
  return poster
    ? { url: poster.url, contentType: poster.contentType, fileName: poster.fileName }
    : null
}

/** A gallery item; under blind judging a judge sees no team, unit or original poster file name. */
function galleryItem(
  db: DemoDb,
  teamById: Map<string, TeamRecord>,
  proposal: ProposalRecord,
  hidden = false,
) {
  const team = teamById.get(proposal.teamId)
  const standing = standingOf(db, proposal)
  const poster = posterOf(proposal)
  return {
    ...proposalHead(proposal),
    phase: standing?.stage ?? proposal.phase,
    teamName: hidden ? hiddenTeam() : (team?.name ?? unknownTeam()),
    unit: hidden ? hiddenUnit() : (team?.unit ?? ''),
    winnerRank: standing?.winnerRank ?? null,
    poster: hidden ? neutralPoster(poster) : poster,
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** The years the award ran (those with periods) before `year`, newest first. */
function earlierYears(db: DemoDb, year: number): number[] {
  const years = new Set(db.periods.map((p) => Number(p.year)).filter((y) => y < year))
  return [...years].sort((a, b) => b - a)
}

/** The gallery: proposals the committee has published, readable by every registered person. */
export function galleryHandlers(ctx: DemoContext) {
  return [
    http.get(`${API}/proposal/gallery`, async ({ request }) => {
      const user = await requireEventUser(ctx, request)
      const db = ctx.store.db
      const url = new URL(request.url)
      const year = queryYear(ctx, url)
      const rawCategory = url.searchParams.get('filter[category]')
      const category = rawCategory ? Number(rawCategory) : null
      if (category !== null && ![1, 2, 3, 4].includes(category))
        return problem(400, null, translate(msg`The category must be 1, 2, 3 or 4.`))
      const { teamById } = indexesOf(ctx.store)
      const rows = db.proposals
        .filter(
          (p) =>
            p.year === year &&
            (category === null || p.category === category) &&
            standingOf(db, p) !== null,
        )
        .map((p) => galleryItem(db, teamById, p, blindFor(db, user, p)))
        // Winners first (by rank), then the furthest phase reached, then by title.
        .sort(
          (a, b) =>
            (a.winnerRank ?? 99) - (b.winnerRank ?? 99) ||
            b.phase - a.phase ||
            a.title.localeCompare(b.title),
        )
      return list(rows)
    }),

    // Matched before the proposal by id below, which would otherwise take "winners" for an id.
    http.get(`${API}/proposal/gallery/winners`, async ({ request }) => {
      const user = await requireEventUser(ctx, request)
      const db = ctx.store.db
      const year = queryYear(ctx, new URL(request.url))
      const { teamById } = indexesOf(ctx.store)
      return list(
        earlierYears(db, year).map((y) => ({
          year: y,
          // A rank counts only once that year's final results are published (standingOf).
          winners: db.proposals
            .filter((p) => p.year === y && (standingOf(db, p)?.winnerRank ?? null) !== null)
            .map((p) => galleryItem(db, teamById, p, blindFor(db, user, p)))
            .sort(
              (a, b) =>
                a.category - b.category ||
                (a.winnerRank ?? 99) - (b.winnerRank ?? 99) ||
                a.title.localeCompare(b.title),
            ),
        })),
      )
    }),

    http.get(`${API}/proposal/gallery/:id`, async ({ request, params }) => {
      const user = await requireEventUser(ctx, request)
      const db = ctx.store.db
      const proposal = db.proposals.find((p) => p.id === params.id)
      // An unpublished proposal is answered as missing, so the gallery never reveals drafts.
      if (!proposal || !standingOf(db, proposal))
        return problem(404, null, translate(msg`No published proposal has this id.`))
      const { teamById, userById } = indexesOf(ctx.store)
      const team = teamById.get(proposal.teamId)
      const fields = proposal.entries[1]?.fields ?? {}
      const nameOf = (id: string) => userById.get(id)?.name ?? unknownPerson()
      const hidden = blindFor(db, user, proposal)
      return single({
        ...galleryItem(db, teamById, proposal, hidden),
        team: hidden
          ? { name: hiddenTeam(), unit: hiddenUnit(), leaderName: hiddenPerson(), memberNames: [] }
          : {
              name: team?.name ?? unknownTeam(),
              unit: team?.unit ?? '',
              leaderName: team ? nameOf(team.leaderId) : '',
              memberNames: team ? team.memberIds.map(nameOf) : [],
            },
        summary: {
          background: text(fields.background),
          solution: text(fields.solution),
          benefits: text(fields.benefits),
        },
      })
    }),
  ]
}

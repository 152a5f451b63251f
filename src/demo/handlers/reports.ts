import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { categoryName } from '@/config/constants'
import { entryStatusLabel, type EntryStatus } from '@/domain/award'
import { http, HttpResponse } from 'msw'
import { type DemoIndexes, indexesOf } from '@/demo/db/indexes'
import type { DemoDb, JuryDetailStatus } from '@/demo/db/types'
import { API, type DemoContext, problem, single } from '@/demo/handlers/http'
import { rubricOf } from '@/demo/handlers/judging'
import { queryYear, requireEventUser } from '@/demo/handlers/request'
import { weightedTotal } from '@/features/scoring/fairness'
import { csvText } from '@/lib/csv'
import { formatDateTime } from '@/lib/dates'
import { translate } from '@/i18n'
import { unknownPerson, unknownUnit } from '@/demo/handlers/words'

/** A score sheet's status in a CSV cell, in the language of the request. */
const SHEET_STATUSES: Record<JuryDetailStatus, MessageDescriptor> = {
  Assigned: msg({ message: 'Assigned', context: 'score sheet status' }),
  Draft: msg({ message: 'Draft', context: 'score sheet status' }),
  Submitted: msg({ message: 'Submitted', context: 'score sheet status' }),
}

/** An entry's status in a CSV cell, in the language of the request; empty without an entry. */
const statusText = (status: EntryStatus | undefined) => (status ? entryStatusLabel(status) : '')

function count<T>(items: T[], key: (item: T) => string): Array<{ key: string; count: number }> {
  const map = new Map<string, number>()
  items.forEach((item) => map.set(key(item), (map.get(key(item)) ?? 0) + 1))
  return [...map.entries()]
    .map(([k, c]) => ({ key: k, count: c }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))
}

/** The report's numbers for a year (docs/api.md "Reports"), its labels in the request's language; the indexes spare a search per proposal and per sheet. */
export function overviewOf(
  db: DemoDb,
  year: number,
  { teamById, userById }: Pick<DemoIndexes, 'teamById' | 'userById'>,
) {
  const proposals = db.proposals.filter((p) => p.year === year)
  const unitOf = (teamId: string) => teamById.get(teamId)?.unit ?? unknownUnit()
  const statusOf = (p: (typeof proposals)[number]) => {
    const phase = p.phase
    return phase >= 2
      ? translate(msg`Phase ${phase}`)
      : entryStatusLabel(p.entries[1]?.status ?? 'Draft')
  }
  const details = db.juryDetails.filter((d) => d.year === year && !d.removed)
  const phases = [1, 2, 3] as const
  return {
    year,
    totalProposals: proposals.length,
    byCategory: ([1, 2, 3, 4] as const).map((c) => ({
      key: categoryName(c),
      count: proposals.filter((p) => p.category === c).length,
    })),
    byStatus: count(proposals, statusOf),
    byUnit: count(proposals, (p) => unitOf(p.teamId)),
    scoreDistribution: phases.map((phase) => {
      const criteria = db.rubrics.filter((r) => r.phase === phase)
      const totals = details
        .filter((d) => d.phase === phase && d.status === 'Submitted')
        .map((d) => weightedTotal(d.scores, criteria))
        .filter((t): t is number => t !== null)
      // Buckets of one point on the 1–10 scale: [1,2), [2,3) … [9,10].
      const buckets = Array.from({ length: 9 }, (_, i) => ({ from: i + 1, to: i + 2, count: 0 }))
      totals.forEach((t) => buckets[Math.min(8, Math.max(0, Math.floor(t) - 1))]!.count++)
      return { phase, submitted: totals.length, buckets }
    }),
    juryProgress: phases.map((phase) => {
      const inPhase = details.filter((d) => d.phase === phase)
      const submitted = count(
        inPhase.filter((d) => d.status === 'Submitted'),
        (d) => d.juryId,
      )
      return {
        phase,
        judges: count(inPhase, (d) => d.juryId).map(({ key, count: assigned }) => ({
          juryId: key,
          name: userById.get(key)?.name ?? unknownPerson(),
          assigned,
          submitted: submitted.find((s) => s.key === key)?.count ?? 0,
        })),
      }
    }),
  }
}

export function reportHandlers(ctx: DemoContext) {
  return [
    http.get(`${API}/report/overview`, async ({ request }) => {
      await requireEventUser(ctx, request, ['Commitee'])
      const year = queryYear(ctx, new URL(request.url))
      return single(overviewOf(ctx.store.db, year, indexesOf(ctx.store)))
    }),

    /** CSV exports: proposals, scores or teams of a year. */
    http.get(`${API}/report/export/:kind`, async ({ request, params }) => {
      await requireEventUser(ctx, request, ['Commitee'])
      const year = queryYear(ctx, new URL(request.url))
      const db = ctx.store.db
      const { teamById, userById, proposalById } = indexesOf(ctx.store)
      const team = (id: string) => teamById.get(id)
      const userName = (id: string) => userById.get(id)?.name ?? ''
      let rows: Array<Array<string | number | null>>
      if (params.kind === 'proposals') {
        rows = [
          [
            translate(msg({ message: 'Id', context: 'CSV column' })),
            translate(msg({ message: 'Title', context: 'CSV column' })),
            translate(msg({ message: 'Category', context: 'CSV column' })),
            translate(msg({ message: 'Team', context: 'CSV column' })),
            translate(msg({ message: 'Unit', context: 'CSV column' })),
            translate(msg({ message: 'Phase reached', context: 'CSV column' })),
            translate(msg({ message: 'Phase 1 status', context: 'CSV column' })),
            translate(msg({ message: 'Phase 2 status', context: 'CSV column' })),
            translate(msg({ message: 'Estimated value (IDR)', context: 'CSV column' })),
            translate(msg({ message: 'Winner rank', context: 'CSV column' })),
          ],
        ]
        db.proposals
          .filter((p) => p.year === year)
          .forEach((p) =>
            rows.push([
              p.id,
              p.title,
              categoryName(p.category),
              team(p.teamId)?.name ?? '',
              team(p.teamId)?.unit ?? '',
              p.phase,
              statusText(p.entries[1]?.status),
              statusText(p.entries[2]?.status),
              typeof p.entries[1]?.fields.estimatedValue === 'number'
                ? (p.entries[1].fields.estimatedValue as number)
                : null,
              p.winnerRank,
            ]),
          )
      } else if (params.kind === 'scores') {
        // A column per criterion of each phase's rubric (of this year), so every score given can be
        // checked in a spreadsheet; a sheet leaves the other phases' columns empty.
        const rubrics = ([1, 2, 3] as const).map((phase) => ({
          phase,
          criteria: rubricOf(db, phase, year),
        }))
        const criterionColumns = rubrics.flatMap(({ phase, criteria }) =>
          criteria.map((c) => {
            const name = c.name
            const weight = c.weight
            return {
              phase,
              id: c.id,
              header: translate(msg`Phase ${phase}: ${name} (${weight}%)`),
            }
          }),
        )
        rows = [
          [
            translate(msg({ message: 'Proposal', context: 'CSV column' })),
            translate(msg({ message: 'Phase', context: 'CSV column' })),
            translate(msg({ message: 'Judge', context: 'CSV column' })),
            translate(msg({ message: 'Status', context: 'CSV column' })),
            translate(msg({ message: 'Weighted total', context: 'CSV column' })),
            ...criterionColumns.map((c) => c.header),
            translate(msg({ message: 'Overall comment', context: 'CSV column' })),
            translate(msg({ message: 'Submitted at', context: 'CSV column' })),
          ],
        ]
        db.juryDetails
          .filter((d) => d.year === year && !d.removed)
          .forEach((d) => {
            const total = weightedTotal(
              d.scores,
              rubrics.find((r) => r.phase === d.phase)!.criteria,
            )
            const scoreOf = (column: (typeof criterionColumns)[number]) =>
              column.phase === d.phase
                ? (d.scores.find((s) => s.criterionId === column.id)?.score ?? null)
                : null
            rows.push([
              proposalById.get(d.proposalId)?.title ?? d.proposalId,
              d.phase,
              userName(d.juryId),
              translate(SHEET_STATUSES[d.status]),
              d.status === 'Submitted' && total !== null ? Number(total.toFixed(2)) : null,
              ...criterionColumns.map(scoreOf),
              d.overallComment,
              d.submittedAt ? formatDateTime(d.submittedAt) : null,
            ])
          })
      } else if (params.kind === 'teams') {
        rows = [
          [
            translate(msg({ message: 'Team', context: 'CSV column' })),
            translate(msg({ message: 'Code', context: 'CSV column' })),
            translate(msg({ message: 'Unit', context: 'CSV column' })),
            translate(msg({ message: 'Leader', context: 'CSV column' })),
            translate(msg({ message: 'Member', context: 'CSV column' })),
            translate(msg({ message: 'T-shirt size', context: 'CSV column' })),
          ],
        ]
        db.teams
          .filter((t) => t.year === year)
          .forEach((t) =>
            t.memberIds.forEach((m) =>
              rows.push([
                t.name,
                t.code,
                t.unit,
                userName(t.leaderId),
                userName(m),
                userById.get(m)?.shirtSize ?? '',
              ]),
            ),
          )
      } else {
        return problem(404, null, translate(msg`Exports are: proposals, scores, teams.`))
      }
      return new HttpResponse(csvText(rows), {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${String(params.kind)}-${year}.csv"`,
        },
      })
    }),
  ]
}

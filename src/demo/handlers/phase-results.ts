import { http } from 'msw'
import { indexesOf } from '@/demo/db/indexes'
import { API, type DemoContext, queryYear, requireEventUser, requirePhase, single } from '@/demo/handlers/http'
import { declaredConflicts, eligibleForScoring, inPhase, rubricOf } from '@/demo/handlers/judging'
import { rulesOf } from '@/demo/handlers/judging-settings'
import { computeResults, weightedTotal } from '@/features/scoring/fairness'

/** A phase's results with the fairness checks, for the committee (docs/api.md "Results and fairness"). */
export function phaseResultHandlers(ctx: DemoContext) {
  const db = () => ctx.store.db

  return [
    http.get(`${API}/score/result`, async ({ request }) => {
      await requireEventUser(ctx, request, ['Commitee'])
      const url = new URL(request.url)
      const year = queryYear(ctx, url)
      const phase = requirePhase(url.searchParams.get('phase'))
      const data = db()
      const rubric = rubricOf(data, phase, year)
      const records = inPhase(data, year, phase)
      // A dropped-out judge's submitted score still counts; a removed draft does not.
      const counted = records.filter((jd) => !jd.removed || jd.status === 'Submitted')
      // Maps built once per answer: no linear search per row at 10,000 proposals (issue 10).
      const countedPerProposal = new Map<string, number>()
      for (const jd of counted) countedPerProposal.set(jd.proposalId, (countedPerProposal.get(jd.proposalId) ?? 0) + 1)
      const pool = data.proposals.filter((p) => p.year === year && (eligibleForScoring(p, phase) || countedPerProposal.has(p.id)))
      const submissions = counted
        .filter((jd) => jd.status === 'Submitted')
        .flatMap((jd) => {
          const total = weightedTotal(jd.scores, rubric)
          return total === null ? [] : [{ proposalId: jd.proposalId, juryId: jd.juryId, total }]
        })
      // The committee's thresholds for this year's phase (docs/api.md "Judging settings").
      const rules = rulesOf(data, year, phase)
      const results = computeResults(
        pool.map((p) => ({ proposalId: p.id, judgesAssigned: countedPerProposal.get(p.id) ?? 0 })),
        submissions,
        rules,
      )
      const { userById, teamById } = indexesOf(ctx.store)
      const poolById = new Map(pool.map((p) => [p.id, p]))
      const judgeById = new Map(results.judges.map((j) => [j.juryId, j]))
      const conflictsOf = new Map<string, ReturnType<typeof declaredConflicts>>()
      for (const c of declaredConflicts(data)) {
        if (c.year !== year || c.phase !== phase) continue
        conflictsOf.set(c.proposalId, [...(conflictsOf.get(c.proposalId) ?? []), c])
      }
      const judgeName = (id: string) => userById.get(id)?.name ?? 'Unknown judge'
      const judge = (id: string) => judgeById.get(id)!
      return single({
        year,
        phase,
        rules,
        rows: results.rows.map((r) => {
          const p = poolById.get(r.proposalId)!
          const team = teamById.get(p.teamId)
          return {
            ...r,
            leftOut: r.leftOut.map((l) => ({ ...l, name: judgeName(l.juryId), count: judge(l.juryId).count, sd: judge(l.juryId).sd })),
            declaredConflicts: (conflictsOf.get(r.proposalId) ?? []).map((c) => ({ juryId: c.juryId, name: judgeName(c.juryId), reason: c.reason })),
            title: p.title,
            teamName: team?.name ?? 'Unknown team',
            unit: team?.unit ?? '',
            category: p.category,
            reachedPhase: p.phase,
            winnerRank: p.winnerRank,
          }
        }),
        judges: results.judges.map((j) => ({ ...j, name: judgeName(j.juryId) })),
      })
    }),
  ]
}

import { msg } from '@lingui/core/macro'
import { http } from 'msw'
import { derivedOf, indexesOf } from '@/demo/db/indexes'
import type { JuryDetailRecord, PhaseNumber, ProposalRecord } from '@/demo/db/types'
import { API, type DemoContext, single } from '@/demo/handlers/http'
import {
  committeeYearPhase,
  currentYear,
  readBody,
  requireEventUser,
} from '@/demo/handlers/request'
import { advanceResultsBody } from '@/contract/requests'
import { declaredConflicts, eligibleForScoring, inPhase, rubricOf } from '@/demo/handlers/judging'
import { rulesOf } from '@/demo/handlers/judging-settings'
import { requireResultsNotFinal, stateOf } from '@/demo/handlers/lifecycle-input'
import { canAdvanceFrom, matchResults } from '@/demo/handlers/result-table'
import { advanceRecord } from '@/demo/handlers/review'
import { matchedPage, readSelection, resolveSelection } from '@/demo/handlers/table-query'
import { advanceMissing, advanceVerdict, phaseProgress } from '@/domain/award'
import { computeResults, weightedTotal } from '@/features/scoring/fairness'
import { unknownJudge, unknownTeam } from '@/demo/handlers/words'
import { translate } from '@/i18n'
import { answerLanguage } from '@/demo/handlers/language'

/** A phase's results with the fairness checks, for the committee (docs/api.md "Results and fairness"). */
export function phaseResultHandlers(ctx: DemoContext) {
  const db = () => ctx.store.db

  /**
   * Every proposal's result in the phase (ranks need the whole pool), and the records behind them;
   * kept until the next write, so paging, filtering and sorting do not recompute them.
   */
  const compute = (year: number, phase: PhaseNumber) =>
    // Kept per language too: the rows name a removed team or judge in the request's words.
    derivedOf(ctx.store, `phase results ${year} ${phase} ${answerLanguage()}`, () =>
      computeNow(year, phase),
    )
  const computeNow = (year: number, phase: PhaseNumber) => {
    const data = db()
    const rubric = rubricOf(data, phase, year)
    const records = inPhase(data, year, phase)
    // A dropped-out judge's submitted score still counts; a removed draft does not.
    const counted = records.filter((jd) => !jd.removed || jd.status === 'Submitted')
    // Maps built once per answer: no linear search per row at 10,000 proposals.
    const countedPerProposal = new Map<string, number>()
    for (const jd of counted)
      countedPerProposal.set(jd.proposalId, (countedPerProposal.get(jd.proposalId) ?? 0) + 1)
    const pool = data.proposals.filter(
      (p) => p.year === year && (eligibleForScoring(p, phase) || countedPerProposal.has(p.id)),
    )
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
    const { teamById } = indexesOf(ctx.store)
    const poolById = new Map(pool.map((p) => [p.id, p]))
    const lookup = (id: string) => {
      const proposal = poolById.get(id)!
      return { proposal, team: teamById.get(proposal.teamId) }
    }
    /** The rows matching a list's filters (keyword, filter[…], sort), in its order. */
    const matching = (url: URL) => matchResults(url, phase, results.rows, lookup)
    return { results, rules, poolById, matching }
  }

  return [
    /**
     * The results: every row, or with `page`/`perPage` one page of them; `keyword`, `filter[category|stage|flag]`
     * and `sort` pick and order the rows; `counts` say how many there are, match and can be advanced.
     */
    http.get(`${API}/score/result`, async ({ request }) => {
      const { url, year, phase } = await committeeYearPhase(ctx, request)
      const data = db()
      const { results, rules, poolById, matching } = compute(year, phase)
      const { matched, rows, page } = matchedPage(url, matching)
      const { userById, teamById } = indexesOf(ctx.store)
      const judgeById = new Map(results.judges.map((j) => [j.juryId, j]))
      const conflictsOf = new Map<string, ReturnType<typeof declaredConflicts>>()
      for (const c of declaredConflicts(data)) {
        if (c.year !== year || c.phase !== phase) continue
        conflictsOf.set(c.proposalId, [...(conflictsOf.get(c.proposalId) ?? []), c])
      }
      const judgeName = (id: string) => userById.get(id)?.name ?? unknownJudge()
      const judge = (id: string) => judgeById.get(id)!
      return single({
        year,
        phase,
        rules,
        // Only the answer's rows are built (names, teams, explanations): the page, not the pool.
        rows: rows.map((r) => {
          const p = poolById.get(r.proposalId)!
          const team = teamById.get(p.teamId)
          return {
            ...r,
            leftOut: r.leftOut.map((l) => ({
              ...l,
              name: judgeName(l.juryId),
              count: judge(l.juryId).count,
              sd: judge(l.juryId).sd,
            })),
            declaredConflicts: (conflictsOf.get(r.proposalId) ?? []).map((c) => ({
              juryId: c.juryId,
              name: judgeName(c.juryId),
              reason: c.reason,
            })),
            title: p.title,
            teamName: team?.name ?? unknownTeam(),
            unit: team?.unit ?? '',
            category: p.category,
            reachedPhase: p.phase,
            winnerRank: p.winnerRank,
          }
        }),
        judges: results.judges.map((j) => ({ ...j, name: judgeName(j.juryId) })),
        counts: {
          total: results.rows.length,
          matching: matched.length,
          selectable: matched.reduce(
            (n, r) => n + (canAdvanceFrom(poolById.get(r.proposalId)!, phase) ? 1 : 0),
            0,
          ),
          // The phase's score sheets, as each row counts them: what publishing would close.
          sheets: results.rows.reduce(
            (n, r) => ({
              assigned: n.assigned + r.judgesAssigned,
              submitted: n.submitted + r.judgesDone,
            }),
            {
              assigned: 0,
              submitted: 0,
            },
          ),
        },
        ...(page ? { page } : {}),
      })
    }),

    /**
     * Advances the selected rows of a phase's results to the next phase in one call: the rows picked
     * by id, or every row matching the filters that is still in the phase (docs/api.md "Paged tables
     * and bulk selection"). Each proposal is checked and recorded as a single advance is; refusals
     * are named, and do not stop the rest.
     */
    http.post(`${API}/score/result/advance`, async ({ request }) => {
      const user = await requireEventUser(ctx, request, ['Commitee'])
      const body = await readBody(request, advanceResultsBody, { keys: 'as-sent' })
      const { phase } = body
      const year = body.year ?? currentYear(ctx)
      const selection = readSelection(body.selection, request.url)
      // Proposals whose scores of the phase are not all in advance only when the committee confirmed the override.
      const override = body.override === true
      // Who advances from a published phase is final: its teams were told.
      requireResultsNotFinal(db(), year, phase)
      const { poolById, matching } = compute(year, phase)
      // Each proposal's sheets of the phase, grouped in one pass (not a search per proposal).
      const sheetsOf = new Map<string, JuryDetailRecord[]>()
      for (const jd of inPhase(db(), year, phase))
        sheetsOf.set(jd.proposalId, [...(sheetsOf.get(jd.proposalId) ?? []), jd])
      const chosen = resolveSelection(
        selection,
        (filters) =>
          matching(filters).flatMap((r) =>
            canAdvanceFrom(poolById.get(r.proposalId)!, phase) ? [poolById.get(r.proposalId)!] : [],
          ),
        (id) => indexesOf(ctx.store).proposalById.get(id),
        (p) => p.id,
      )
      const failures: Array<{ proposalId: string; title: string; reason: string }> = []
      const ready: Array<{ proposal: ProposalRecord; missing: () => string | null }> = []
      for (const p of chosen) {
        if (p.year !== year || !poolById.has(p.id))
          failures.push({
            proposalId: p.id,
            title: p.title,
            reason: translate(msg`It is not in the Phase ${phase} results of ${year}.`),
          })
        else if (p.phase !== phase)
          failures.push({
            proposalId: p.id,
            title: p.title,
            reason: translate(msg`It has already left Phase ${phase}.`),
          })
        else {
          const progress = phaseProgress(sheetsOf.get(p.id) ?? [], phase)
          const verdict = advanceVerdict({
            role: user.roleName,
            proposal: stateOf(p),
            progress,
            override,
          })
          if (verdict.ok)
            ready.push({ proposal: p, missing: () => advanceMissing(progress, phase) })
          else failures.push({ proposalId: p.id, title: p.title, reason: verdict.reason })
        }
      }
      if (ready.length) {
        ctx.store.mutate((d) => {
          const byId = new Map(d.proposals.map((p) => [p.id, p]))
          for (const { proposal, missing } of ready)
            advanceRecord(d, ctx.now(), user.id, byId.get(proposal.id)!, missing)
        })
      }
      return single({ advanced: ready.length, failures })
    }),
  ]
}

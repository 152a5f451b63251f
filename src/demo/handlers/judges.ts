import { http } from 'msw'
import { indexesOf } from '@/demo/db/indexes'
import { newId } from '@/demo/db/store'
import type { JuryDetailRecord, ProposalRecord } from '@/demo/db/types'
import {
  API,
  type DemoContext,
  findOr404,
  list,
  problem,
  queryPhase,
  queryYear,
  readJson,
  readPhase,
  recordActivity,
  requireEventUser,
  requirePhase,
  requireValid,
  single,
  validationProblem,
} from '@/demo/handlers/http'
import { assignmentView, conflictOf, declaredConflicts, declaredView, eligibleForScoring, inPhase, jurors } from '@/demo/handlers/judging'

/** Judges and their assignments: the load list, the assignment board, setting judges by hand and automatically (docs/api.md "Rubric, judges and scores"). */
/** A new, unstarted score sheet: one judge assigned to one proposal in one phase. */
function newAssignment(of: Pick<JuryDetailRecord, 'year' | 'phase' | 'proposalId' | 'juryId'>, at: string, byId: string): JuryDetailRecord {
  return {
    id: newId('jd'),
    ...of,
    status: 'Assigned',
    removed: false,
    scores: [],
    overallComment: '',
    version: 1,
    assignedAt: at,
    assignedById: byId,
    updatedAt: null,
    submittedAt: null,
  }
}

export function judgeHandlers(ctx: DemoContext) {
  const db = () => ctx.store.db

  return [
    /** Jury users with their load (assignments and submitted sheets) in the year, for one phase or all. */
    http.get(`${API}/judge`, async ({ request }) => {
      await requireEventUser(ctx, request, ['Commitee'])
      const url = new URL(request.url)
      const year = queryYear(ctx, url)
      const phase = queryPhase(url)
      const data = db()
      const { sheetsByJury } = indexesOf(ctx.store)
      const mine = (id: string) => (sheetsByJury.get(id) ?? []).filter((jd) => jd.year === year && !jd.removed && (!phase || jd.phase === phase))
      return list(
        jurors(data).map((u) => ({
          id: u.id,
          name: u.name,
          email: u.email,
          unit: u.unit,
          assigned: mine(u.id).length,
          submitted: mine(u.id).filter((jd) => jd.status === 'Submitted').length,
        })),
      )
    }),

    /** The assignment board of a phase: the proposals that can be judged, with each judge's conflicts, and the assignments. */
    http.get(`${API}/judge/assignment`, async ({ request }) => {
      await requireEventUser(ctx, request, ['Commitee'])
      const url = new URL(request.url)
      const year = queryYear(ctx, url)
      const phase = requirePhase(url.searchParams.get('phase'))
      const data = db()
      const judges = jurors(data)
      const proposals = data.proposals
        .filter((p) => p.year === year && eligibleForScoring(p, phase))
        .sort((a, b) => a.title.localeCompare(b.title))
        .map((p) => {
          const team = data.teams.find((t) => t.id === p.teamId)
          return {
            proposalId: p.id,
            title: p.title,
            category: p.category,
            teamName: team?.name ?? 'Unknown team',
            unit: team?.unit ?? '',
            conflicts: judges.flatMap((j) => {
              const reason = conflictOf(data, j, p)
              return reason ? [{ juryId: j.id, reason }] : []
            }),
            declaredConflicts: declaredConflicts(data)
              .filter((c) => c.proposalId === p.id)
              .map((c) => declaredView(data, c)),
          }
        })
      return single({ year, phase, proposals, assignments: inPhase(data, year, phase).map((jd) => assignmentView(data, jd)) })
    }),

    /** Sets the judges of one proposal in a phase. Removing a judge who has scored keeps the sheet, marked removed. */
    http.put(`${API}/judge/assignment/:proposalId/:phase`, async ({ request, params }) => {
      const user = await requireEventUser(ctx, request, ['Commitee'])
      const phase = requirePhase(params.phase)
      const body = await readJson(request)
      const data = db()
      const proposal = findOr404(data.proposals, params.proposalId, 'No proposal has this id.')
      if (!eligibleForScoring(proposal, phase))
        return problem(400, 'Bad Request', `"${proposal.title}" is not an approved Phase ${phase} proposal, so it cannot get judges.`)
      if (!Array.isArray(body.juryIds) || body.juryIds.some((id) => typeof id !== 'string'))
        return validationProblem({ juryIds: ['Send juryIds as a list of user ids.'] })
      const juryIds = [...new Set(body.juryIds as string[])]
      const judges = jurors(data)
      const unknown = juryIds.filter((id) => !judges.some((j) => j.id === id))
      if (unknown.length) return validationProblem({ juryIds: [`Not an active jury member: ${unknown.join(', ')}.`] })
      const conflicts = juryIds
        .map((id) =>
          conflictOf(
            data,
            judges.find((j) => j.id === id)!,
            proposal,
          ),
        )
        .filter((r): r is string => r !== null)
      if (conflicts.length) return problem(400, 'Conflict of interest', conflicts.join(' '), { juryIds: conflicts })

      const result = ctx.store.mutate((d) => {
        const mine = () => d.juryDetails.filter((jd) => jd.proposalId === proposal.id && jd.phase === phase && jd.year === proposal.year)
        const before = mine()
          .filter((jd) => !jd.removed)
          .map((jd) => jd.juryId)
        const at = new Date(ctx.now()).toISOString()
        for (const jd of mine()) {
          if (juryIds.includes(jd.juryId)) jd.removed = false
          // A sheet with scores is never deleted: the judge is marked removed and the score stays.
          else if (jd.status === 'Assigned') d.juryDetails.splice(d.juryDetails.indexOf(jd), 1)
          else jd.removed = true
        }
        for (const juryId of juryIds) {
          if (mine().some((jd) => jd.juryId === juryId)) continue
          d.juryDetails.push(newAssignment({ year: proposal.year, phase, proposalId: proposal.id, juryId }, at, user.id))
        }
        recordActivity(
          d,
          ctx.now(),
          user.id,
          'assignment',
          proposal.id,
          'assign',
          `Set the Phase ${phase} judges of "${proposal.title}"`,
          { juryIds: before },
          { juryIds },
        )
        return mine().map((jd) => assignmentView(d, jd))
      })
      return list(result)
    }),

    /** Fills every approved proposal of the phase up to N judges: least-loaded judge first, conflicts never, existing assignments kept. */
    http.post(`${API}/judge/auto-assign`, async ({ request }) => {
      const user = await requireEventUser(ctx, request, ['Commitee'])
      const body = await readJson(request)
      const phase = readPhase(body.phase)
      const perProposal = body.judgesPerProposal
      const year = body.year === undefined ? new Date(ctx.now()).getUTCFullYear() : Number(body.year)
      const errors: Record<string, string[]> = {}
      if (!phase) errors.phase = ['Choose phase 1, 2 or 3.']
      if (typeof perProposal !== 'number' || !Number.isInteger(perProposal) || perProposal < 1 || perProposal > 10)
        errors.judgesPerProposal = ['Enter a whole number of judges from 1 to 10.']
      if (!Number.isInteger(year)) errors.year = ['The year must have four digits.']
      if (body.preferNewJudges !== undefined && typeof body.preferNewJudges !== 'boolean')
        errors.preferNewJudges = ['Say whether new judges are preferred (true or false).']
      requireValid(errors)
      const n = perProposal as number
      // Phase 2 and 3: a judge who scored the proposal in an earlier phase comes last (on by default).
      const preferNew = phase! > 1 && body.preferNewJudges !== false
      const data = db()
      const judges = jurors(data)
      const proposals = data.proposals.filter((p) => p.year === year && eligibleForScoring(p, phase!))
      if (proposals.length === 0) return problem(400, 'Bad Request', `There are no approved Phase ${phase} proposals in ${year} to assign.`)
      if (n > judges.length) return validationProblem({ judgesPerProposal: [`There are only ${judges.length} active jury members.`] })

      const existing = inPhase(data, year, phase!)
      const load = new Map(judges.map((j) => [j.id, existing.filter((jd) => jd.juryId === j.id && !jd.removed).length]))
      const plans = proposals.map((p) => {
        const records = existing.filter((jd) => jd.proposalId === p.id)
        const active = records.filter((jd) => !jd.removed).length
        // A judge removed from this proposal (dropped out) is not put back automatically.
        const candidates = judges.filter((j) => !records.some((jd) => jd.juryId === j.id) && conflictOf(data, j, p) === null)
        return { proposal: p, need: Math.max(0, n - active), candidates }
      })
      const impossible = plans.filter((plan) => plan.candidates.length < plan.need)
      if (impossible.length) {
        return problem(
          400,
          'Not enough judges',
          impossible
            .map(
              (plan) => `"${plan.proposal.title}" can get only ${plan.candidates.length} more judge(s) without a conflict of interest, and needs ${plan.need}.`,
            )
            .join(' '),
          { judgesPerProposal: ['Lower the number of judges per proposal, or add jury members.'] },
        )
      }
      // The most constrained proposals choose first, so the greedy pick never strands one.
      plans.sort((a, b) => a.candidates.length - b.candidates.length || a.proposal.title.localeCompare(b.proposal.title))
      const picks: Array<{ proposal: ProposalRecord; juryId: string }> = []
      const warnings: string[] = []
      for (const plan of plans) {
        const earlier = new Set(
          preferNew
            ? data.juryDetails.filter((jd) => jd.proposalId === plan.proposal.id && jd.year === year && jd.phase < phase! && !jd.removed).map((jd) => jd.juryId)
            : [],
        )
        const seen = (id: string) => (earlier.has(id) ? 1 : 0)
        const chosen = [...plan.candidates]
          .sort((a, b) => seen(a.id) - seen(b.id) || load.get(a.id)! - load.get(b.id)! || a.name.localeCompare(b.name))
          .slice(0, plan.need)
        const repeats = chosen.filter((j) => earlier.has(j.id)).length
        if (repeats)
          warnings.push(
            `"${plan.proposal.title}" gets ${repeats} judge${repeats === 1 ? '' : 's'} who judged it in an earlier phase: there are not enough other judges without a conflict.`,
          )
        for (const j of chosen) {
          load.set(j.id, load.get(j.id)! + 1)
          picks.push({ proposal: plan.proposal, juryId: j.id })
        }
      }
      const assignments = ctx.store.mutate((d) => {
        const at = new Date(ctx.now()).toISOString()
        for (const pick of picks) {
          d.juryDetails.push(newAssignment({ year, phase: phase!, proposalId: pick.proposal.id, juryId: pick.juryId }, at, user.id))
        }
        recordActivity(
          d,
          ctx.now(),
          user.id,
          'assignment',
          `${year}-${phase}`,
          'auto-assign',
          `Assigned judges automatically for Phase ${phase} ${year}: ${n} per proposal, ${picks.length} new`,
          null,
          {
            created: picks.map((p) => ({ proposalId: p.proposal.id, juryId: p.juryId })),
          },
        )
        return inPhase(d, year, phase!).map((jd) => assignmentView(d, jd))
      })
      return single({ created: picks.length, assignments, warnings })
    }),
  ]
}

import { msg, plural } from '@lingui/core/macro'
import { http } from 'msw'
import { indexesOf } from '@/demo/db/indexes'
import { newAssignment, recordActivity } from '@/demo/db/records'
import { judgesOf, notify, sheetsAllIn } from '@/demo/notifications/notify'
import type { JuryDetailRecord, PhaseNumber, ProposalRecord } from '@/demo/db/types'
import { matchBoard } from '@/demo/handlers/board-table'
import {
  API,
  type DemoContext,
  list,
  problem,
  single,
  validationProblem,
} from '@/demo/handlers/http'
import {
  currentYear,
  findOr404,
  queryYearAnyPhase,
  committeeYearPhase,
  readBody,
  requireEventUser,
  requirePhase,
} from '@/demo/handlers/request'
import { autoAssignBody, bulkAssignBody, judgesBody, type SelectionBody } from '@/contract/requests'
import {
  assignmentView,
  conflictOf,
  declaredConflicts,
  declaredView,
  eligibleForScoring,
  inPhase,
  jurors,
} from '@/demo/handlers/judging'
import { requireScoresNotFrozen } from '@/demo/handlers/lifecycle-input'
import { matchedPage, readSelection, resolveSelection } from '@/demo/handlers/table-query'
import { translate } from '@/i18n'
import { unknownTeam } from '@/demo/handlers/words'

/** Judges and their assignments: the load list, the assignment board, setting judges by hand and automatically (docs/api.md "Rubric, judges and scores"). */

/** What a bulk change of judges did, for the activity log: the judges added and taken off. */
function bulkSummary(change: {
  count: number
  phase: number
  year: number
  added: { names: string; count: number } | null
  removed: { names: string; count: number } | null
}) {
  const { count, phase, year } = change
  const added = change.added?.names ?? ''
  const addedCount = change.added?.count ?? 0
  const removed = change.removed?.names ?? ''
  const removedCount = change.removed?.count ?? 0
  if (change.added && change.removed)
    return msg`Changed the judges of ${plural(count, { one: `# Phase ${phase} proposal`, other: `# Phase ${phase} proposals` })} of ${year}: added ${added} (${addedCount}); took off ${removed} (${removedCount})`
  if (change.added)
    return msg`Changed the judges of ${plural(count, { one: `# Phase ${phase} proposal`, other: `# Phase ${phase} proposals` })} of ${year}: added ${added} (${addedCount})`
  return msg`Changed the judges of ${plural(count, { one: `# Phase ${phase} proposal`, other: `# Phase ${phase} proposals` })} of ${year}: took off ${removed} (${removedCount})`
}

export function judgeHandlers(ctx: DemoContext) {
  const db = () => ctx.store.db

  /** The phase's judgeable proposals (title order) and what the board filters on, from the indexes. */
  const boardOf = (year: number, phase: PhaseNumber) => {
    const { proposalsByTitle, teamById, sheetsByProposal } = indexesOf(ctx.store)
    const eligible = proposalsByTitle.filter((p) => p.year === year && eligibleForScoring(p, phase))
    const sheetsOf = (p: ProposalRecord) =>
      (sheetsByProposal.get(p.id) ?? []).filter((jd) => jd.phase === phase && jd.year === year)
    const teamOf = (p: ProposalRecord) => teamById.get(p.teamId)
    return {
      eligible,
      sheetsOf,
      teamOf,
      matching: (url: URL) => matchBoard(url, eligible, { team: teamOf, sheets: sheetsOf }),
    }
  }

  /** The proposals a bulk body's `selection` names on the board: picked ones must be judgeable in the phase. */
  const selectedOnBoard = (
    selection: SelectionBody,
    base: string,
    year: number,
    phase: PhaseNumber,
  ) => {
    const board = boardOf(year, phase)
    const chosen = resolveSelection(
      readSelection(selection, base),
      board.matching,
      (id) => indexesOf(ctx.store).proposalById.get(id),
      (p) => p.id,
    )
    const outside = chosen.filter((p) => p.year !== year || !eligibleForScoring(p, phase))
    if (outside.length) {
      throw validationProblem({
        selection: outside.map((p) => {
          const title = p.title
          return translate(
            msg`"${title}" is not an approved Phase ${phase} proposal of ${year}, so it cannot get judges.`,
          )
        }),
      })
    }
    return chosen
  }

  return [
    /** Jury users with their load (assignments and submitted sheets) in the year, for one phase or all. */
    http.get(`${API}/judge`, async ({ request }) => {
      await requireEventUser(ctx, request, ['Commitee'])
      const url = new URL(request.url)
      const { year, phase } = queryYearAnyPhase(ctx, url)
      const data = db()
      const { sheetsByJury } = indexesOf(ctx.store)
      const mine = (id: string) =>
        (sheetsByJury.get(id) ?? []).filter(
          (jd) => jd.year === year && !jd.removed && (!phase || jd.phase === phase),
        )
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

    /**
     * The assignment board of a phase: the proposals that can be judged, with each judge's conflicts,
     * and their assignments. With `page`/`perPage`, one page of proposals and only their assignments;
     * `keyword`, `filter[category|judges|judge]` and `sort` pick and order them; `counts` say how many.
     */
    http.get(`${API}/judge/assignment`, async ({ request }) => {
      const { url, year, phase } = await committeeYearPhase(ctx, request)
      const data = db()
      const { eligible, matching, sheetsOf, teamOf } = boardOf(year, phase)
      const { matched, rows, page } = matchedPage(url, matching)
      const judges = jurors(data)
      // Conflicts and views are built for the answer's proposals only.
      const proposals = rows.map((p) => {
        const team = teamOf(p)
        return {
          proposalId: p.id,
          title: p.title,
          category: p.category,
          teamName: team?.name ?? unknownTeam(),
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
      const assignments = page ? rows.flatMap(sheetsOf) : inPhase(data, year, phase)
      return single({
        year,
        phase,
        proposals,
        assignments: assignments.map((jd) => assignmentView(data, jd)),
        counts: { total: eligible.length, matching: matched.length },
        ...(page ? { page } : {}),
      })
    }),

    /** Sets the judges of one proposal in a phase. Removing a judge who has scored keeps the sheet, marked removed. */
    http.put(`${API}/judge/assignment/:proposalId/:phase`, async ({ request, params }) => {
      const user = await requireEventUser(ctx, request, ['Commitee'])
      const phase = requirePhase(params.phase)
      const body = await readBody(request, judgesBody, { keys: 'as-sent' })
      const data = db()
      const proposal = findOr404(data.proposals, params.proposalId, msg`No proposal has this id.`)
      if (!eligibleForScoring(proposal, phase)) {
        const title = proposal.title
        return problem(
          400,
          null,
          translate(
            msg`"${title}" is not an approved Phase ${phase} proposal, so it cannot get judges.`,
          ),
        )
      }
      // A published phase's judges are final: changing them would change its published sheets and counts.
      requireScoresNotFrozen(data, proposal.year, phase)
      const juryIds = [...new Set(body.juryIds)]
      const judges = jurors(data)
      const unknown = juryIds.filter((id) => !judges.some((j) => j.id === id))
      if (unknown.length) {
        const ids = unknown.join(', ')
        return validationProblem({ juryIds: [translate(msg`Not an active jury member: ${ids}.`)] })
      }
      const conflicts = juryIds
        .map((id) =>
          conflictOf(
            data,
            judges.find((j) => j.id === id)!,
            proposal,
          ),
        )
        .filter((r): r is string => r !== null)
      if (conflicts.length)
        return problem(400, translate(msg`Conflict of interest`), conflicts.join(' '), {
          juryIds: conflicts,
        })

      const result = ctx.store.mutate((d) => {
        const held = judgesOf(d, proposal.year, phase)
        const scoredBefore = sheetsAllIn(d, proposal.year, phase)
        const mine = () =>
          d.juryDetails.filter(
            (jd) =>
              jd.proposalId === proposal.id && jd.phase === phase && jd.year === proposal.year,
          )
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
          d.juryDetails.push(
            newAssignment(
              { year: proposal.year, phase, proposalId: proposal.id, juryId },
              at,
              user.id,
            ),
          )
        }
        const title = proposal.title
        recordActivity(
          d,
          ctx.now(),
          user.id,
          'assignment',
          proposal.id,
          'assign',
          msg`Set the Phase ${phase} judges of "${title}"`,
          { juryIds: before },
          { juryIds },
        )
        notify(
          d,
          { at: ctx.now(), actorId: user.id, request },
          { kind: 'judgesChanged', year: proposal.year, phase, before: held },
        )
        // A judge taken off may have held the phase's last open sheet: its results are complete.
        notify(
          d,
          { at: ctx.now(), actorId: user.id, request },
          { kind: 'phaseScored', year: proposal.year, phase, scoredBefore },
        )
        return mine().map((jd) => assignmentView(d, jd))
      })
      return list(result)
    }),

    /** Fills every approved proposal of the phase up to N judges: least-loaded judge first, conflicts never, existing assignments kept. */
    http.post(`${API}/judge/auto-assign`, async ({ request }) => {
      const user = await requireEventUser(ctx, request, ['Commitee'])
      const body = await readBody(request, autoAssignBody, { keys: 'as-sent' })
      const { phase, judgesPerProposal: n } = body
      const year = body.year ?? currentYear(ctx)
      requireScoresNotFrozen(db(), year, phase)
      // Phase 2 and 3: a judge who scored the proposal in an earlier phase comes last (on by default).
      const preferNew = phase > 1 && body.preferNewJudges !== false
      const data = db()
      const judges = jurors(data)
      // Every judgeable proposal of the phase, or only the selected ones (docs/api.md "Paged tables and bulk selection").
      const proposals =
        body.selection === undefined
          ? boardOf(year, phase).eligible
          : selectedOnBoard(body.selection, request.url, year, phase)
      if (proposals.length === 0)
        return problem(
          400,
          null,
          translate(msg`There are no approved Phase ${phase} proposals in ${year} to assign.`),
        )
      if (n > judges.length) {
        const active = judges.length
        return validationProblem({
          judgesPerProposal: [translate(msg`There are only ${active} active jury members.`)],
        })
      }

      const existing = inPhase(data, year, phase)
      const load = new Map(
        judges.map((j) => [
          j.id,
          existing.filter((jd) => jd.juryId === j.id && !jd.removed).length,
        ]),
      )
      const plans = proposals.map((p) => {
        const records = existing.filter((jd) => jd.proposalId === p.id)
        const active = records.filter((jd) => !jd.removed).length
        // A judge removed from this proposal (dropped out) is not put back automatically.
        const candidates = judges.filter(
          (j) => !records.some((jd) => jd.juryId === j.id) && conflictOf(data, j, p) === null,
        )
        return { proposal: p, need: Math.max(0, n - active), candidates }
      })
      const impossible = plans.filter((plan) => plan.candidates.length < plan.need)
      if (impossible.length) {
        return problem(
          400,
          translate(msg`Not enough judges`),
          impossible
            .map((plan) => {
              const title = plan.proposal.title
              const available = plan.candidates.length
              const need = plan.need
              return translate(
                msg`${plural(available, {
                  one: `"${title}" can get only # more judge without a conflict of interest, and needs ${need}.`,
                  other: `"${title}" can get only # more judges without a conflict of interest, and needs ${need}.`,
                })}`,
              )
            })
            .join(' '),
          {
            judgesPerProposal: [
              translate(msg`Lower the number of judges per proposal, or add jury members.`),
            ],
          },
        )
      }
      // The most constrained proposals choose first, so the greedy pick never strands one.
      plans.sort(
        (a, b) =>
          a.candidates.length - b.candidates.length ||
          a.proposal.title.localeCompare(b.proposal.title),
      )
      const picks: Array<{ proposal: ProposalRecord; juryId: string }> = []
      const warnings: string[] = []
      for (const plan of plans) {
        const earlier = new Set(
          preferNew
            ? data.juryDetails
                .filter(
                  (jd) =>
                    jd.proposalId === plan.proposal.id &&
                    jd.year === year &&
                    jd.phase < phase &&
                    !jd.removed,
                )
                .map((jd) => jd.juryId)
            : [],
        )
        const seen = (id: string) => (earlier.has(id) ? 1 : 0)
        const chosen = [...plan.candidates]
          .sort(
            (a, b) =>
              seen(a.id) - seen(b.id) ||
              load.get(a.id)! - load.get(b.id)! ||
              a.name.localeCompare(b.name),
          )
          .slice(0, plan.need)
        const repeats = chosen.filter((j) => earlier.has(j.id)).length
        if (repeats) {
          const title = plan.proposal.title
          warnings.push(
            translate(
              msg`${plural(repeats, {
                one: `"${title}" gets # judge who judged it in an earlier phase: there are not enough other judges without a conflict.`,
                other: `"${title}" gets # judges who judged it in an earlier phase: there are not enough other judges without a conflict.`,
              })}`,
            ),
          )
        }
        for (const j of chosen) {
          load.set(j.id, load.get(j.id)! + 1)
          picks.push({ proposal: plan.proposal, juryId: j.id })
        }
      }
      const assignments = ctx.store.mutate((d) => {
        const held = judgesOf(d, year, phase)
        const at = new Date(ctx.now()).toISOString()
        for (const pick of picks) {
          d.juryDetails.push(
            newAssignment(
              { year, phase: phase, proposalId: pick.proposal.id, juryId: pick.juryId },
              at,
              user.id,
            ),
          )
        }
        const created = picks.length
        recordActivity(
          d,
          ctx.now(),
          user.id,
          'assignment',
          `${year}-${phase}`,
          'auto-assign',
          msg`Assigned judges automatically for Phase ${phase} ${year}: ${n} per proposal, ${created} new`,
          null,
          {
            created: picks.map((p) => ({ proposalId: p.proposal.id, juryId: p.juryId })),
          },
        )
        notify(
          d,
          { at: ctx.now(), actorId: user.id, request },
          { kind: 'judgesChanged', year, phase, before: held },
        )
        return inPhase(d, year, phase).map((jd) => assignmentView(d, jd))
      })
      return single({ created: picks.length, assignments, warnings })
    }),

    /**
     * Adds judges to, or takes them off, every selected proposal of a phase (picked ids, or all
     * matching the board's filters). A judge with a conflict of interest is not added (the proposal
     * is named in `skipped`); taking a judge off keeps a started or submitted sheet, marked removed.
     */
    http.post(`${API}/judge/assignment/bulk`, async ({ request }) => {
      const user = await requireEventUser(ctx, request, ['Commitee'])
      const body = await readBody(request, bulkAssignBody, { keys: 'as-sent' })
      const { phase } = body
      const add = [...new Set(body.add)]
      const remove = [...new Set(body.remove)]
      const year = body.year ?? currentYear(ctx)
      const judges = jurors(db())
      const unknown = [...add, ...remove].filter((id) => !judges.some((j) => j.id === id))
      if (unknown.length) {
        const ids = unknown.join(', ')
        return validationProblem({ add: [translate(msg`Not an active jury member: ${ids}.`)] })
      }
      requireScoresNotFrozen(db(), year, phase)
      const proposals = selectedOnBoard(body.selection, request.url, year, phase)
      const data = db()
      const adding = judges.filter((j) => add.includes(j.id))
      const skipped: Array<{ proposalId: string; title: string; reason: string }> = []
      const plan = proposals.map((p) => ({
        proposal: p,
        judges: adding.filter((j) => {
          const reason = conflictOf(data, j, p)
          if (reason) skipped.push({ proposalId: p.id, title: p.title, reason })
          return reason === null
        }),
      }))
      const counts = ctx.store.mutate((d) => {
        const held = judgesOf(d, year, phase)
        const scoredBefore = sheetsAllIn(d, year, phase)
        const at = new Date(ctx.now()).toISOString()
        const chosen = new Set(proposals.map((p) => p.id))
        const sheets = new Map<string, JuryDetailRecord>()
        for (const jd of d.juryDetails)
          if (jd.year === year && jd.phase === phase && chosen.has(jd.proposalId))
            sheets.set(`${jd.proposalId}|${jd.juryId}`, jd)
        let added = 0
        let removed = 0
        for (const { proposal, judges: joining } of plan) {
          for (const j of joining) {
            const sheet = sheets.get(`${proposal.id}|${j.id}`)
            if (sheet && !sheet.removed) continue
            if (sheet) sheet.removed = false
            else
              d.juryDetails.push(
                newAssignment(
                  { year, phase: phase, proposalId: proposal.id, juryId: j.id },
                  at,
                  user.id,
                ),
              )
            added += 1
          }
        }
        // A sheet with scores is never deleted: the judge is marked removed and the score stays.
        // By id: inside a tracked change each read of a record may be a new view of it.
        const gone = new Set<string>()
        for (const p of proposals) {
          for (const juryId of remove) {
            const sheet = sheets.get(`${p.id}|${juryId}`)
            if (!sheet || sheet.removed) continue
            if (sheet.status === 'Assigned') gone.add(sheet.id)
            else sheet.removed = true
            removed += 1
          }
        }
        if (gone.size) d.juryDetails = d.juryDetails.filter((jd) => !gone.has(jd.id))
        const names = (list: string[]) =>
          judges.filter((j) => list.includes(j.id)).map((j) => j.name)
        recordActivity(
          d,
          ctx.now(),
          user.id,
          'assignment',
          `${year}-${phase}`,
          'bulk-assign',
          bulkSummary({
            count: proposals.length,
            phase,
            year,
            added: add.length ? { names: names(add).join(', '), count: added } : null,
            removed: remove.length ? { names: names(remove).join(', '), count: removed } : null,
          }),
          null,
          {
            add: add,
            remove: remove,
            proposalIds: proposals.map((p) => p.id),
            skipped: skipped.map((x) => x.proposalId),
          },
        )
        notify(
          d,
          { at: ctx.now(), actorId: user.id, request },
          { kind: 'judgesChanged', year, phase, before: held },
        )
        notify(
          d,
          { at: ctx.now(), actorId: user.id, request },
          { kind: 'phaseScored', year, phase, scoredBefore },
        )
        return { added, removed }
      })
      return single({ proposals: proposals.length, ...counts, skipped })
    }),
  ]
}

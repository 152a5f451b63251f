import { http } from 'msw'
import { indexesOf } from '@/demo/db/indexes'
import { newId } from '@/demo/db/store'
import type {
  CriterionScoreRecord,
  DeclaredConflictRecord,
  DemoDb,
  RubricCriterionRecord,
  JuryDetailRecord,
  PhaseNumber,
  ProposalRecord,
  UserRecord,
} from '@/demo/db/types'
import { blindFor, HIDDEN_TEAM, isBlind } from '@/demo/handlers/blind'
import { API, type DemoContext, list, problem, readJson, recordActivity, requireEvent, requireUser, single, validationProblem } from '@/demo/handlers/http'
import { enforce, periodsOfYear } from '@/demo/handlers/lifecycle-input'
import { scoreVerdict } from '@/features/award/lifecycle'
import { computeResults, DEFAULT_RULES, weightedTotal } from '@/features/scoring/fairness'

/** Judge assignment, jury scoring and results (docs/api.md "Judges and assignments", "Scores", "Results and fairness"). */

const SCALE = { min: 1, max: 10 } as const
const MAX_COMMENT = 2000
const CONFLICT_REASON = { min: 5, max: 1000 } as const

function readPhase(raw: unknown): PhaseNumber | null {
  const n = Number(raw)
  return n === 1 || n === 2 || n === 3 ? n : null
}

function requirePhase(raw: unknown): PhaseNumber {
  const phase = readPhase(raw)
  if (!phase) throw problem(400, 'Bad Request', 'The phase must be 1, 2 or 3.')
  return phase
}

function readYear(ctx: DemoContext, url: URL): number {
  const raw = url.searchParams.get('year')
  if (!raw) return new Date(ctx.now()).getUTCFullYear()
  if (!/^\d{4}$/.test(raw)) throw problem(400, 'Bad Request', 'The year must have four digits.')
  return Number(raw)
}

/** The rubric of a year's phase: the one the committee edited for that year, else the default one. */
function rubricOf(db: DemoDb, phase: PhaseNumber, year: number) {
  const own = db.rubrics.filter((c) => c.phase === phase && c.year === year)
  return (own.length ? own : db.rubrics.filter((c) => c.phase === phase && c.year === undefined)).sort((a, b) => a.order - b.order)
}

/** The score scale of a rubric (every criterion of a phase shares it). */
function scaleOf(rubric: RubricCriterionRecord[]) {
  return { min: rubric[0]?.scaleMin ?? SCALE.min, max: rubric[0]?.scaleMax ?? SCALE.max }
}

/** Why a year's phase rubric can no longer change (a score was submitted against it), or null. */
function rubricLock(db: DemoDb, year: number, phase: PhaseNumber): string | null {
  const submitted = db.juryDetails.filter((jd) => jd.year === year && jd.phase === phase && jd.status === 'Submitted').length
  if (!submitted) return null
  return `${submitted} Phase ${phase} score sheet${submitted === 1 ? ' has' : 's have'} been submitted in ${year}: changing the criteria, weights or scale now would change the meaning of scores already given.`
}

/** Proposals that can be judged in a phase: approved Phase 1 entries; approved Phase 2 entries of semi-finalists; finalists. */
export function eligibleForScoring(proposal: ProposalRecord, phase: PhaseNumber): boolean {
  if (phase === 1) return proposal.entries[1]?.status === 'Approved'
  if (phase === 2) return proposal.phase >= 2 && proposal.entries[2]?.status === 'Approved'
  return proposal.phase >= 3
}

const declaredConflicts = (db: DemoDb) => db.declaredConflicts ?? []

/**
 * Why a judge may not judge a proposal, or null. Hard rules: never a judge from its team or its
 * unit, never a judge who declared a conflict with it (in any phase: it is remembered).
 */
export function conflictOf(db: DemoDb, judge: UserRecord, proposal: ProposalRecord): string | null {
  const declared = declaredConflicts(db).find((c) => c.juryId === judge.id && c.proposalId === proposal.id)
  if (declared) return `${judge.name} declared a conflict of interest in Phase ${declared.phase}: “${declared.reason}”`
  const team = db.teams.find((t) => t.id === proposal.teamId)
  if (!team) return null
  if (team.memberIds.includes(judge.id)) return `${judge.name} is a member of the team "${team.name}".`
  if (judge.unit === team.unit) return `${judge.name} works in the team's unit (${team.unit}).`
  return null
}

/** Grand-final presentation order, used for every list of a judge's sheets: by category, then title. */
function presentationOrder(db: DemoDb) {
  const proposalOf = (jd: JuryDetailRecord) => db.proposals.find((p) => p.id === jd.proposalId)
  return (a: JuryDetailRecord, b: JuryDetailRecord) => {
    const pa = proposalOf(a)
    const pb = proposalOf(b)
    return (pa?.category ?? 0) - (pb?.category ?? 0) || (pa?.title ?? '').localeCompare(pb?.title ?? '') || a.phase - b.phase
  }
}

/** A score sheet as `viewer` sees it: under blind judging a judge does not see the team's name. */
function sheetView(db: DemoDb, jd: JuryDetailRecord, viewer: Pick<UserRecord, 'roleName'>) {
  const proposal = db.proposals.find((p) => p.id === jd.proposalId)
  const team = db.teams.find((t) => t.id === proposal?.teamId)
  const rubric = rubricOf(db, jd.phase, jd.year)
  const blind = isBlind(db, jd.year, jd.phase)
  const hidden = !!proposal && blind && blindFor(db, viewer, proposal, jd.phase)
  return {
    blind,
    juryDetailId: jd.id,
    year: jd.year,
    phase: jd.phase,
    proposalId: jd.proposalId,
    proposalTitle: proposal?.title ?? 'Removed proposal',
    teamName: hidden ? HIDDEN_TEAM : (team?.name ?? 'Unknown team'),
    category: proposal?.category ?? 1,
    juryId: jd.juryId,
    juryName: db.users.find((u) => u.id === jd.juryId)?.name ?? 'Unknown judge',
    status: jd.status,
    removed: jd.removed,
    scores: rubric.map((c) => jd.scores.find((s) => s.criterionId === c.id) ?? { criterionId: c.id, score: null, comment: '' }),
    overallComment: jd.overallComment,
    total: weightedTotal(jd.scores, rubric),
    version: jd.version,
    updatedAt: jd.updatedAt,
    submittedAt: jd.submittedAt,
  }
}

const judgeNameOf = (db: DemoDb, jd: JuryDetailRecord) => db.users.find((u) => u.id === jd.juryId)?.name ?? 'Unknown judge'

function assignmentView(db: DemoDb, jd: JuryDetailRecord) {
  return {
    juryDetailId: jd.id,
    year: jd.year,
    phase: jd.phase,
    proposalId: jd.proposalId,
    juryId: jd.juryId,
    juryName: db.users.find((u) => u.id === jd.juryId)?.name ?? 'Unknown judge',
    status: jd.status,
    removed: jd.removed,
  }
}

function declaredView(db: DemoDb, c: DeclaredConflictRecord) {
  return {
    juryId: c.juryId,
    juryName: db.users.find((u) => u.id === c.juryId)?.name ?? 'Unknown judge',
    phase: c.phase,
    reason: c.reason,
    declaredAt: c.declaredAt,
  }
}

function criteriaView(rubric: RubricCriterionRecord[]) {
  const scale = scaleOf(rubric)
  return rubric.map((c) => ({
    id: c.id,
    phase: c.phase,
    order: c.order,
    name: c.name,
    description: c.description,
    weight: c.weight,
    scaleMin: scale.min,
    scaleMax: scale.max,
  }))
}

const jurors = (db: DemoDb) => db.users.filter((u) => u.roleName === 'Jury' && u.isActive).sort((a, b) => a.name.localeCompare(b.name))

function inPhase(db: DemoDb, year: number, phase: PhaseNumber) {
  return db.juryDetails.filter((jd) => jd.year === year && jd.phase === phase)
}

/** Committee or the judge named: anyone else gets 403. */
function requireSelfOrCommittee(user: UserRecord, juryId: string): void {
  if (user.roleName !== 'Commitee' && user.id !== juryId) throw problem(403, 'Forbidden', 'Only the committee and the judge can see these scores.')
}

function requireScoringOpen(db: DemoDb, now: number, year: number, phase: PhaseNumber): void {
  enforce(scoreVerdict({ periods: periodsOfYear(db, year), now, phase }), 403, 'Forbidden')
}

/** Validates a draft body against the phase's rubric; answers field errors keyed `scores.<criterionId>` and `overallComment`. */
function readSheetBody(db: DemoDb, phase: PhaseNumber, year: number, body: Record<string, unknown>) {
  const rubric = rubricOf(db, phase, year)
  const SCALE = scaleOf(rubric)
  const errors: Record<string, string[]> = {}
  const scores: CriterionScoreRecord[] = []
  if (!Array.isArray(body.scores)) errors.scores = ['Send the scores as a list.']
  else {
    for (const raw of body.scores as unknown[]) {
      const item = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>
      const criterion = rubric.find((c) => c.id === item.criterionId)
      if (!criterion) {
        errors.scores = [`"${String(item.criterionId)}" is not a criterion of the Phase ${phase} rubric.`]
        continue
      }
      const key = `scores.${criterion.id}`
      const score = item.score === undefined || item.score === '' ? null : item.score
      if (score !== null && (typeof score !== 'number' || !Number.isInteger(score) || score < SCALE.min || score > SCALE.max)) {
        errors[key] = [`${criterion.name}: the score must be a whole number from ${SCALE.min} to ${SCALE.max}.`]
      }
      const comment = typeof item.comment === 'string' ? item.comment : ''
      if (comment.length > MAX_COMMENT) errors[`${key}.comment`] = [`${criterion.name}: keep the comment under ${MAX_COMMENT} characters.`]
      scores.push({ criterionId: criterion.id, score: typeof score === 'number' ? score : null, comment })
    }
  }
  const overallComment = typeof body.overallComment === 'string' ? body.overallComment : ''
  if (overallComment.length > MAX_COMMENT * 2) errors.overallComment = [`Keep the overall comment under ${MAX_COMMENT * 2} characters.`]
  if (Object.keys(errors).length > 0) throw validationProblem(errors)
  return { scores, overallComment }
}

export function scoringHandlers(ctx: DemoContext) {
  const db = () => ctx.store.db

  /** The caller's own, current sheet, ready to change: assigned judge, scoring period open, not submitted, same version. */
  const beginScoring = async (request: Request, id: unknown) => {
    const user = await requireUser(ctx, request)
    requireEvent(ctx, request)
    const jd = db().juryDetails.find((x) => x.id === id)
    if (!jd) throw problem(404, 'Not Found', 'No score sheet has this id.')
    if (jd.juryId !== user.id || jd.removed) throw problem(403, 'Forbidden', 'Only the judge assigned to this proposal can score it.')
    if (jd.status === 'Submitted') throw problem(409, 'Conflict', 'This score sheet was submitted and is locked.')
    requireScoringOpen(db(), ctx.now(), jd.year, jd.phase)
    return { user, jd }
  }

  const saveSheet = (user: UserRecord, jd: JuryDetailRecord, input: { scores: CriterionScoreRecord[]; overallComment: string }, submit: boolean) =>
    ctx.store.mutate((data) => {
      const target = data.juryDetails.find((x) => x.id === jd.id)!
      const before = { status: target.status, scores: target.scores, overallComment: target.overallComment }
      const at = new Date(ctx.now()).toISOString()
      target.scores = input.scores
      target.overallComment = input.overallComment
      target.status = submit ? 'Submitted' : 'Draft'
      target.version += 1
      target.updatedAt = at
      if (submit) target.submittedAt = at
      const title = data.proposals.find((p) => p.id === target.proposalId)?.title ?? target.proposalId
      recordActivity(
        data,
        ctx.now(),
        user.id,
        'score',
        target.id,
        submit ? 'submit' : 'save-draft',
        `${submit ? 'Submitted' : 'Saved a draft of'} the Phase ${target.phase} score for "${title}"`,
        before,
        { status: target.status, scores: target.scores, overallComment: target.overallComment },
      )
      return sheetView(data, target, user)
    })

  const settingsOf = (data: DemoDb, year: number) => ([1, 2, 3] as const).map((phase) => ({ year, phase, blind: isBlind(data, year, phase) }))

  return [
    /** Per-phase judging settings of a year (blind judging); any signed-in person may read them. */
    http.get(`${API}/judging/settings`, async ({ request }) => {
      await requireUser(ctx, request)
      requireEvent(ctx, request)
      return list(settingsOf(db(), readYear(ctx, new URL(request.url))))
    }),

    /** The committee turns blind judging on or off for one phase of a year. */
    http.put(`${API}/judging/settings/:phase`, async ({ request, params }) => {
      const user = await requireUser(ctx, request, ['Commitee'])
      requireEvent(ctx, request)
      const phase = requirePhase(params.phase)
      const body = await readJson(request)
      if (typeof body.blind !== 'boolean') return validationProblem({ blind: ['Send blind as true or false.'] })
      const year = body.year === undefined ? new Date(ctx.now()).getUTCFullYear() : Number(body.year)
      if (!Number.isInteger(year) || year < 1000 || year > 9999) return validationProblem({ year: ['The year must have four digits.'] })
      const blind = body.blind
      const settings = ctx.store.mutate((d) => {
        const before = isBlind(d, year, phase)
        const rest = (d.judgingSettings ?? []).filter((s) => !(s.year === year && s.phase === phase))
        d.judgingSettings = [...rest, { year, phase, blind, updatedAt: new Date(ctx.now()).toISOString(), updatedById: user.id }]
        recordActivity(
          d,
          ctx.now(),
          user.id,
          'judging',
          `${year}-${phase}`,
          blind ? 'blind-on' : 'blind-off',
          `Turned blind judging ${blind ? 'on' : 'off'} for Phase ${phase} ${year}`,
          { blind: before },
          { blind },
        )
        return settingsOf(d, year)
      })
      return list(settings)
    }),

    /** Whether the committee may still edit a year's phase rubric, and why not. */
    http.get(`${API}/rubric/lock`, async ({ request }) => {
      await requireUser(ctx, request, ['Commitee'])
      requireEvent(ctx, request)
      const url = new URL(request.url)
      const year = readYear(ctx, url)
      const phase = requirePhase(url.searchParams.get('phase'))
      const reason = rubricLock(db(), year, phase)
      return single({ year, phase, locked: reason !== null, reason })
    }),

    /** The committee replaces a year's phase rubric: criteria, descriptions, weights summing to 100, the scale. */
    http.put(`${API}/rubric/:phase`, async ({ request, params }) => {
      const user = await requireUser(ctx, request, ['Commitee'])
      requireEvent(ctx, request)
      const phase = requirePhase(params.phase)
      const body = await readJson(request)
      const year = body.year === undefined ? new Date(ctx.now()).getUTCFullYear() : Number(body.year)
      const errors: Record<string, string[]> = {}
      if (!Number.isInteger(year) || year < 1000 || year > 9999) errors.year = ['The year must have four digits.']
      const scaleMin = body.scaleMin
      const scaleMax = body.scaleMax
      if (scaleMin !== 0 && scaleMin !== 1) errors.scaleMin = ['The scale starts at 0 or 1.']
      if (typeof scaleMax !== 'number' || !Number.isInteger(scaleMax) || scaleMax < 3 || scaleMax > 10)
        errors.scaleMax = ['The scale ends at a whole number from 3 to 10.']
      const raw = Array.isArray(body.criteria) ? (body.criteria as unknown[]) : null
      if (!raw || raw.length < 1 || raw.length > 10) errors.criteria = ['Give the rubric 1 to 10 criteria.']
      const criteria = (raw ?? []).map((item, index) => {
        const c = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>
        const name = typeof c.name === 'string' ? c.name.trim() : ''
        const description = typeof c.description === 'string' ? c.description.trim() : ''
        const weight = c.weight
        if (name.length < 2 || name.length > 80) errors[`criteria.${index}.name`] = ['Name the criterion in 2 to 80 characters.']
        if (description.length > 500) errors[`criteria.${index}.description`] = ['Keep the description under 500 characters.']
        if (typeof weight !== 'number' || !Number.isInteger(weight) || weight < 1 || weight > 100)
          errors[`criteria.${index}.weight`] = ['The weight is a whole number from 1 to 100.']
        return { id: typeof c.id === 'string' && c.id ? c.id : null, name, description, weight: typeof weight === 'number' ? weight : 0 }
      })
      const names = criteria.map((c) => c.name.toLowerCase())
      names.forEach((n, i) => {
        if (n && names.indexOf(n) !== i) errors[`criteria.${i}.name`] = ['Two criteria cannot have the same name.']
      })
      const sum = criteria.reduce((a, c) => a + c.weight, 0)
      if (raw && raw.length && sum !== 100) errors.weights = [`The weights add up to ${sum}; they must add up to 100.`]
      if (Object.keys(errors).length) return validationProblem(errors)
      const reason = rubricLock(db(), year, phase)
      if (reason) return problem(409, 'Rubric locked', reason)

      const saved = ctx.store.mutate((d) => {
        const before = criteriaView(rubricOf(d, phase, year))
        const kept = new Set(before.map((c) => c.id))
        const next: RubricCriterionRecord[] = criteria.map((c, index) => ({
          // An existing criterion keeps its id (drafts keep their scores for it); a new one gets a fresh id.
          id: c.id && kept.has(c.id) ? c.id : newId(`crit-${phase}`),
          phase,
          order: index + 1,
          name: c.name,
          description: c.description,
          weight: c.weight,
          year,
          scaleMin: scaleMin as number,
          scaleMax: scaleMax as number,
        }))
        d.rubrics = [...d.rubrics.filter((c) => !(c.phase === phase && c.year === year)), ...next]
        // Drafts of the phase keep their scores only for criteria still there and inside the new scale.
        for (const jd of d.juryDetails.filter((x) => x.year === year && x.phase === phase && x.status !== 'Submitted')) {
          jd.scores = jd.scores
            .filter((s) => next.some((c) => c.id === s.criterionId))
            .map((s) => (s.score !== null && (s.score < (scaleMin as number) || s.score > (scaleMax as number)) ? { ...s, score: null } : s))
        }
        const after = criteriaView(next)
        recordActivity(d, ctx.now(), user.id, 'rubric', `${year}-${phase}`, 'edit', `Edited the Phase ${phase} rubric of ${year}`, before, after)
        return after
      })
      return list(saved)
    }),

    http.get(`${API}/rubric`, async ({ request }) => {
      await requireUser(ctx, request)
      requireEvent(ctx, request)
      const phase = requirePhase(new URL(request.url).searchParams.get('phase'))
      return list(criteriaView(rubricOf(db(), phase, readYear(ctx, new URL(request.url)))))
    }),

    /** Jury users with their load (assignments and submitted sheets) in the year, for one phase or all. */
    http.get(`${API}/judge`, async ({ request }) => {
      await requireUser(ctx, request, ['Commitee'])
      requireEvent(ctx, request)
      const url = new URL(request.url)
      const year = readYear(ctx, url)
      const phase = url.searchParams.get('phase') ? requirePhase(url.searchParams.get('phase')) : null
      const data = db()
      const mine = (id: string) => data.juryDetails.filter((jd) => jd.juryId === id && jd.year === year && !jd.removed && (!phase || jd.phase === phase))
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
      await requireUser(ctx, request, ['Commitee'])
      requireEvent(ctx, request)
      const url = new URL(request.url)
      const year = readYear(ctx, url)
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
      const user = await requireUser(ctx, request, ['Commitee'])
      requireEvent(ctx, request)
      const phase = requirePhase(params.phase)
      const body = await readJson(request)
      const data = db()
      const proposal = data.proposals.find((p) => p.id === params.proposalId)
      if (!proposal) return problem(404, 'Not Found', 'No proposal has this id.')
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
          d.juryDetails.push({
            id: newId('jd'),
            year: proposal.year,
            phase,
            proposalId: proposal.id,
            juryId,
            status: 'Assigned',
            removed: false,
            scores: [],
            overallComment: '',
            version: 1,
            assignedAt: at,
            assignedById: user.id,
            updatedAt: null,
            submittedAt: null,
          })
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
      const user = await requireUser(ctx, request, ['Commitee'])
      requireEvent(ctx, request)
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
      if (Object.keys(errors).length) return validationProblem(errors)
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
          d.juryDetails.push({
            id: newId('jd'),
            year,
            phase: phase!,
            proposalId: pick.proposal.id,
            juryId: pick.juryId,
            status: 'Assigned',
            removed: false,
            scores: [],
            overallComment: '',
            version: 1,
            assignedAt: at,
            assignedById: user.id,
            updatedAt: null,
            submittedAt: null,
          })
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

    /** The caller's sheets in a phase (current assignments only), in presentation order. */
    http.get(`${API}/score/mine`, async ({ request }) => {
      const user = await requireUser(ctx, request, ['Jury'])
      requireEvent(ctx, request)
      const url = new URL(request.url)
      const year = readYear(ctx, url)
      const phase = url.searchParams.get('phase') ? requirePhase(url.searchParams.get('phase')) : null
      const data = db()
      const rows = data.juryDetails.filter((jd) => jd.juryId === user.id && jd.year === year && !jd.removed && (!phase || jd.phase === phase))
      return list(rows.sort(presentationOrder(data)).map((jd) => sheetView(data, jd, user)))
    }),

    http.get(`${API}/score/result`, async ({ request }) => {
      await requireUser(ctx, request, ['Commitee'])
      requireEvent(ctx, request)
      const url = new URL(request.url)
      const year = readYear(ctx, url)
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
      const results = computeResults(
        pool.map((p) => ({ proposalId: p.id, judgesAssigned: countedPerProposal.get(p.id) ?? 0 })),
        submissions,
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
        rules: DEFAULT_RULES,
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

    /**
     * What a team learns from the judges once the committee publishes a phase's results: the mean
     * score per criterion and, when the committee shares them, the comments — never the judges' names.
     */
    http.get(`${API}/proposal/:id/judging-feedback`, async ({ request, params }) => {
      const user = await requireUser(ctx, request)
      requireEvent(ctx, request)
      const data = db()
      const proposal = data.proposals.find((p) => p.id === params.id)
      if (!proposal) return problem(404, 'Not Found', 'No proposal has this id.')
      const team = data.teams.find((t) => t.id === proposal.teamId)
      if (user.roleName !== 'Commitee' && !team?.memberIds.includes(user.id))
        return problem(403, 'Forbidden', 'Only the team and the committee can read the judges’ feedback.')
      // One publication per phase counts (the latest, should there ever be two).
      const published = ([1, 2, 3] as const).flatMap((phase) => {
        const found = (data.resultPublications ?? [])
          .filter((p) => p.year === proposal.year && p.phase === phase)
          .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
        return found.length ? [found[0]!] : []
      })
      return list(
        published.flatMap((publication) => {
          const sheets = data.juryDetails
            .filter((jd) => jd.proposalId === proposal.id && jd.year === proposal.year && jd.phase === publication.phase && jd.status === 'Submitted')
            // A stable order that is not the judges': comments are sorted by their text below.
            .sort((a, b) => a.id.localeCompare(b.id))
          if (sheets.length === 0) return []
          const rubric = rubricOf(data, publication.phase, proposal.year)
          const scale = scaleOf(rubric)
          const totals = sheets.map((jd) => weightedTotal(jd.scores, rubric)).filter((t): t is number => t !== null)
          const texts = (values: string[]) =>
            publication.shareComments
              ? values
                  .map((v) => v.trim())
                  .filter(Boolean)
                  .sort((a, b) => a.localeCompare(b))
              : []
          return [
            {
              phase: publication.phase,
              publishedAt: publication.publishedAt,
              shareComments: publication.shareComments,
              judges: sheets.length,
              scaleMin: scale.min,
              scaleMax: scale.max,
              total: totals.length ? totals.reduce((a, b) => a + b, 0) / totals.length : null,
              criteria: rubric.map((c) => {
                const scores = sheets.map((jd) => jd.scores.find((x) => x.criterionId === c.id)?.score).filter((x): x is number => typeof x === 'number')
                return {
                  criterionId: c.id,
                  name: c.name,
                  weight: c.weight,
                  mean: scores.length ? scores.reduce((a, b) => a + b, 0) / scores.length : null,
                  comments: texts(sheets.map((jd) => jd.scores.find((x) => x.criterionId === c.id)?.comment ?? '')),
                }
              }),
              overallComments: texts(sheets.map((jd) => jd.overallComment)),
            },
          ]
        }),
      )
    }),

    /** Every sheet of a proposal, every phase (or one), removed judges' kept sheets included. */
    http.get(`${API}/score/proposal/:id`, async ({ request, params }) => {
      const user = await requireUser(ctx, request, ['Commitee'])
      requireEvent(ctx, request)
      const data = db()
      if (!data.proposals.some((p) => p.id === params.id)) return problem(404, 'Not Found', 'No proposal has this id.')
      const raw = new URL(request.url).searchParams.get('phase')
      const phase = raw ? requirePhase(raw) : null
      const rows = data.juryDetails
        .filter((jd) => jd.proposalId === params.id && (!phase || jd.phase === phase))
        .sort((a, b) => a.phase - b.phase || judgeNameOf(data, a).localeCompare(judgeNameOf(data, b)))
      return list(rows.map((jd) => sheetView(data, jd, user)))
    }),

    http.get(`${API}/score/jury/:userId`, async ({ request, params }) => {
      const user = await requireUser(ctx, request)
      requireEvent(ctx, request)
      requireSelfOrCommittee(user, String(params.userId))
      const url = new URL(request.url)
      const year = readYear(ctx, url)
      const phase = url.searchParams.get('phase') ? requirePhase(url.searchParams.get('phase')) : null
      const data = db()
      const rows = data.juryDetails.filter((jd) => jd.juryId === params.userId && jd.year === year && (!phase || jd.phase === phase))
      return list(rows.sort(presentationOrder(data)).map((jd) => sheetView(data, jd, user)))
    }),

    http.get(`${API}/score/:juryDetailId`, async ({ request, params }) => {
      const user = await requireUser(ctx, request)
      requireEvent(ctx, request)
      const jd = db().juryDetails.find((x) => x.id === params.juryDetailId)
      if (!jd) return problem(404, 'Not Found', 'No score sheet has this id.')
      requireSelfOrCommittee(user, jd.juryId)
      return single(sheetView(db(), jd, user))
    }),

    /**
     * The assigned judge declares a conflict of interest: the assignment is released (an unstarted
     * sheet is deleted, a draft is kept marked removed) and the conflict is remembered for every
     * later phase of the proposal. Allowed whether or not scoring is open; not after submitting.
     */
    http.post(`${API}/score/:juryDetailId/conflict`, async ({ request, params }) => {
      const user = await requireUser(ctx, request, ['Jury'])
      requireEvent(ctx, request)
      const jd = db().juryDetails.find((x) => x.id === params.juryDetailId)
      if (!jd) return problem(404, 'Not Found', 'No score sheet has this id.')
      if (jd.juryId !== user.id || jd.removed) return problem(403, 'Forbidden', 'Only the judge assigned to this proposal can declare a conflict on it.')
      if (jd.status === 'Submitted') {
        return problem(
          409,
          'Already submitted',
          'You submitted this score sheet, so it can no longer be released. Write to the committee (Feedback) about the conflict.',
        )
      }
      const body = await readJson(request)
      const reason = typeof body.reason === 'string' ? body.reason.trim() : ''
      if (reason.length < CONFLICT_REASON.min || reason.length > CONFLICT_REASON.max) {
        return validationProblem({ reason: [`Say why in ${CONFLICT_REASON.min} to ${CONFLICT_REASON.max} characters (the committee reads it).`] })
      }
      const record = ctx.store.mutate((d) => {
        const at = new Date(ctx.now()).toISOString()
        const target = d.juryDetails.find((x) => x.id === jd.id)!
        const conflict: DeclaredConflictRecord = {
          id: newId('coi'),
          year: target.year,
          proposalId: target.proposalId,
          juryId: user.id,
          phase: target.phase,
          reason,
          declaredAt: at,
        }
        d.declaredConflicts = [...(d.declaredConflicts ?? []), conflict]
        // Released: an unstarted sheet goes; a draft is kept (never lose a score) but no longer the judge's to change.
        if (target.status === 'Assigned') d.juryDetails.splice(d.juryDetails.indexOf(target), 1)
        else target.removed = true
        const title = d.proposals.find((p) => p.id === target.proposalId)?.title ?? target.proposalId
        recordActivity(
          d,
          ctx.now(),
          user.id,
          'assignment',
          target.proposalId,
          'declare-conflict',
          `Declared a conflict of interest with "${title}" (Phase ${target.phase})`,
          null,
          { reason },
        )
        return declaredView(d, conflict)
      })
      return single(record)
    }),

    /** Saves a draft. `version` must be the sheet's current version (409 otherwise). */
    http.put(`${API}/score/:juryDetailId`, async ({ request, params }) => {
      const { user, jd } = await beginScoring(request, params.juryDetailId)
      const body = await readJson(request)
      if (body.version !== jd.version) return problem(409, 'Conflict', 'This score sheet was changed elsewhere (another tab or device). Reload it to continue.')
      const input = readSheetBody(db(), jd.phase, jd.year, body)
      return single(saveSheet(user, jd, input, false))
    }),

    /** Submits and locks. With a body, saves it first (same shape as the draft); every criterion must be scored. */
    http.post(`${API}/score/:juryDetailId/submit`, async ({ request, params }) => {
      const { user, jd } = await beginScoring(request, params.juryDetailId)
      const text = await request.text()
      let input = { scores: jd.scores, overallComment: jd.overallComment }
      if (text.trim()) {
        const body = await readJson(new Request(request.url, { method: 'POST', body: text }))
        if (body.version !== undefined && body.version !== jd.version) {
          return problem(409, 'Conflict', 'This score sheet was changed elsewhere (another tab or device). Reload it to continue.')
        }
        input = readSheetBody(db(), jd.phase, jd.year, body)
      }
      const rubric = rubricOf(db(), jd.phase, jd.year)
      const SCALE = scaleOf(rubric)
      const missing = rubric.filter((c) => {
        const score = input.scores.find((s) => s.criterionId === c.id)?.score
        return score === null || score === undefined
      })
      if (missing.length) {
        return validationProblem(
          Object.fromEntries(missing.map((c) => [`scores.${c.id}`, [`${c.name}: give a score from ${SCALE.min} to ${SCALE.max} before submitting.`]])),
        )
      }
      return single(saveSheet(user, jd, input, true))
    }),
  ]
}

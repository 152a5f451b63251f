import { msg, plural } from '@lingui/core/macro'
import { collator, declaredConflictsOn, proposalOf, teamOf, userOf } from '@/demo/db/indexes'
import type {
  DeclaredConflictRecord,
  DemoDb,
  JuryDetailRecord,
  PhaseNumber,
  ProposalRecord,
  RubricCriterionRecord,
  UserRecord,
} from '@/demo/db/types'
import { blindFor, isBlind } from '@/demo/handlers/blind'
import { weightedTotal } from '@/features/scoring/fairness'
import { unknownJudge, unknownTeam, removedProposal, hiddenTeam } from '@/demo/handlers/words'
import { translate } from '@/i18n'

/**
 * What the judging handlers share (rubric.ts, judges.ts, scores.ts, conflicts.ts, phase-results.ts,
 * team-feedback.ts): a year's rubric, which proposals can be judged and by whom, and the API's
 * views of sheets, assignments, declared conflicts and criteria (docs/api.md "Rubric, judges and scores").
 */

const SCALE = { min: 1, max: 10 } as const

/** The rubric of a year's phase: the one the committee edited for that year, else the default one. */
export function rubricOf(db: DemoDb, phase: PhaseNumber, year: number) {
  const own = db.rubrics.filter((c) => c.phase === phase && c.year === year)
  return (
    own.length ? own : db.rubrics.filter((c) => c.phase === phase && c.year === undefined)
  ).sort((a, b) => a.order - b.order)
}

/** The score scale of a rubric (every criterion of a phase shares it). */
export function scaleOf(rubric: RubricCriterionRecord[]) {
  return { min: rubric[0]?.scaleMin ?? SCALE.min, max: rubric[0]?.scaleMax ?? SCALE.max }
}

/** Why a year's phase rubric can no longer change (a score was submitted against it), or null. */
export function rubricLock(db: DemoDb, year: number, phase: PhaseNumber): string | null {
  const submitted = db.juryDetails.filter(
    (jd) => jd.year === year && jd.phase === phase && jd.status === 'Submitted',
  ).length
  if (!submitted) return null
  return translate(
    msg`${plural(submitted, {
      one: `# Phase ${phase} score sheet has been submitted in ${year}: changing the criteria, weights or scale now would change the meaning of scores already given.`,
      other: `# Phase ${phase} score sheets have been submitted in ${year}: changing the criteria, weights or scale now would change the meaning of scores already given.`,
    })}`,
  )
}

/** Proposals that can be judged in a phase: approved Phase 1 entries; approved Phase 2 entries of semi-finalists; finalists. */
export function eligibleForScoring(proposal: ProposalRecord, phase: PhaseNumber): boolean {
  if (phase === 1) return proposal.entries[1]?.status === 'Approved'
  if (phase === 2) return proposal.phase >= 2 && proposal.entries[2]?.status === 'Approved'
  return proposal.phase >= 3
}

export const declaredConflicts = (db: DemoDb) => db.declaredConflicts ?? []

/**
 * Why a judge may not judge a proposal, or null. Hard rules: never a judge from its team or its
 * unit, never a judge who declared a conflict with it (in any phase: it is remembered).
 */
export function conflictOf(db: DemoDb, judge: UserRecord, proposal: ProposalRecord): string | null {
  const declared = declaredConflictsOn(db, proposal.id).find((c) => c.juryId === judge.id)
  const name = judge.name
  if (declared) {
    const phase = declared.phase
    const reason = declared.reason
    return translate(msg`${name} declared a conflict of interest in Phase ${phase}: “${reason}”`)
  }
  const team = teamOf(db, proposal.teamId)
  if (!team) return null
  const teamName = team.name
  const unit = team.unit
  if (team.memberIds.includes(judge.id))
    return translate(msg`${name} is a member of the team "${teamName}".`)
  if (judge.unit === team.unit) return translate(msg`${name} works in the team's unit (${unit}).`)
  return null
}

/** Grand-final presentation order, used for every list of a judge's sheets: by category, then title. */
export function presentationOrder(db: DemoDb) {
  return (a: JuryDetailRecord, b: JuryDetailRecord) => {
    const pa = proposalOf(db, a.proposalId)
    const pb = proposalOf(db, b.proposalId)
    return (
      (pa?.category ?? 0) - (pb?.category ?? 0) ||
      collator.compare(pa?.title ?? '', pb?.title ?? '') ||
      a.phase - b.phase
    )
  }
}

/** A score sheet as `viewer` sees it: under blind judging a judge does not see the team's name. */
export function sheetView(db: DemoDb, jd: JuryDetailRecord, viewer: Pick<UserRecord, 'roleName'>) {
  const proposal = proposalOf(db, jd.proposalId)
  const team = teamOf(db, proposal?.teamId)
  const rubric = rubricOf(db, jd.phase, jd.year)
  const blind = isBlind(db, jd.year, jd.phase)
  const hidden = !!proposal && blind && blindFor(db, viewer, proposal, jd.phase)
  return {
    blind,
    juryDetailId: jd.id,
    year: jd.year,
    phase: jd.phase,
    proposalId: jd.proposalId,
    proposalTitle: proposal?.title ?? removedProposal(),
    teamName: hidden ? hiddenTeam() : (team?.name ?? unknownTeam()),
    category: proposal?.category ?? 1,
    juryId: jd.juryId,
    juryName: userOf(db, jd.juryId)?.name ?? unknownJudge(),
    status: jd.status,
    removed: jd.removed,
    scores: rubric.map(
      (c) =>
        jd.scores.find((s) => s.criterionId === c.id) ?? {
          criterionId: c.id,
          score: null,
          comment: '',
        },
    ),
    overallComment: jd.overallComment,
    total: weightedTotal(jd.scores, rubric),
    version: jd.version,
    updatedAt: jd.updatedAt,
    submittedAt: jd.submittedAt,
  }
}

export const judgeNameOf = (db: DemoDb, jd: JuryDetailRecord) =>
  userOf(db, jd.juryId)?.name ?? unknownJudge()

export function assignmentView(db: DemoDb, jd: JuryDetailRecord) {
  return {
    juryDetailId: jd.id,
    year: jd.year,
    phase: jd.phase,
    proposalId: jd.proposalId,
    juryId: jd.juryId,
    juryName: userOf(db, jd.juryId)?.name ?? unknownJudge(),
    status: jd.status,
    removed: jd.removed,
  }
}

export function declaredView(db: DemoDb, c: DeclaredConflictRecord) {
  return {
    juryId: c.juryId,
    juryName: userOf(db, c.juryId)?.name ?? unknownJudge(),
    phase: c.phase,
    reason: c.reason,
    declaredAt: c.declaredAt,
  }
}

export function criteriaView(rubric: RubricCriterionRecord[]) {
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

export const jurors = (db: DemoDb) =>
  db.users
    .filter((u) => u.roleName === 'Jury' && u.isActive)
    .sort((a, b) => a.name.localeCompare(b.name))

export function inPhase(db: DemoDb, year: number, phase: PhaseNumber) {
  return db.juryDetails.filter((jd) => jd.year === year && jd.phase === phase)
}

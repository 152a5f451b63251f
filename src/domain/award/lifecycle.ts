/**
 * The award's lifecycle, written once (issue 7): from the periods, the clock, a proposal's stage and
 * entry statuses and the person's role and team, what is open, for whom, until when, and which
 * actions are possible, each impossible one with its reason in words. The screens ask this module
 * what to offer; the demo API calls the same functions to enforce the rules, with the same words.
 * Pure functions only: no React, no storage.
 */
import { formatDate, formatDateTime } from '@/lib/dates'

export type Role = 'Commitee' | 'Jury' | 'Participant'
export type Stage = 1 | 2 | 3
export type EntryPhase = 1 | 2
export type EntryStatus = 'Draft' | 'Finalized' | 'Approved' | 'Returned'

/** A period of one year's timeline, as the API answers it (seed §3). */
export interface PeriodLike {
  id: string
  periodId: number
  description: string
  startAt: string
  endAt: string
  isActive: boolean
}

/** Whether an action is possible; when it is not, why, in words a person understands. */
export type Verdict = { ok: true } | { ok: false; reason: string }
const YES: Verdict = { ok: true }
const no = (reason: string): { ok: false; reason: string } => ({ ok: false, reason })

/** The six periods by `periodId` (PRODUCT.md §1; index = periodId - 1). */
export const PERIOD = {
  phase1: 1,
  scoring1: 2,
  phase2: 3,
  scoring2: 4,
  grandFinal: 5,
  awarding: 6,
} as const

/** Who each period is for (seed §4: indexes 0, 2, 4 participants; 1, 3, 4, 5 jury). */
export function periodAudience(periodId: number): { participants: boolean; jury: boolean } {
  return { participants: [1, 3, 5].includes(periodId), jury: [2, 4, 5, 6].includes(periodId) }
}

export function audienceLabel(periodId: number): string {
  const a = periodAudience(periodId)
  return a.participants && a.jury
    ? 'Participants and jury'
    : a.participants
      ? 'Participants'
      : a.jury
        ? 'Jury'
        : ''
}

/** The participant period in which a phase's entry is written. */
export function entryPeriodId(phase: EntryPhase): number {
  return phase === 1 ? PERIOD.phase1 : PERIOD.phase2
}

/** The jury periods in which a phase is scored: 1 → period 2, 2 → period 4, 3 → periods 5 and 6. */
export function scoringPeriodIds(phase: Stage): number[] {
  return phase === 1
    ? [PERIOD.scoring1]
    : phase === 2
      ? [PERIOD.scoring2]
      : [PERIOD.grandFinal, PERIOD.awarding]
}

export function activePeriodOf<P extends PeriodLike>(
  periods: readonly P[] | undefined,
): P | undefined {
  return periods?.find((p) => p.isActive)
}

/** What is open now: the active period, who it is for and until when; null when nothing is open. */
export function openNow<P extends PeriodLike>(
  periods: readonly P[],
  now: number,
): { period: P; participants: boolean; jury: boolean; until: string } | null {
  const active = activePeriodOf(periods)
  if (!active || now < Date.parse(active.startAt) || now >= Date.parse(active.endAt)) return null
  return { period: active, ...periodAudience(active.periodId), until: active.endAt }
}

/**
 * Whether one of the wanted periods is open now (active, started and not ended), else why not.
 * `what` names what the period opens, for the reason ("The Phase 2 entry").
 */
export function periodOpenVerdict(
  periods: readonly PeriodLike[],
  wanted: number[],
  now: number,
  what: string,
): Verdict {
  const active = activePeriodOf(periods)
  const targets = periods
    .filter((p) => wanted.includes(p.periodId))
    .sort((a, b) => a.periodId - b.periodId)
  const names = targets.map((p) => `"${p.description}"`).join(' or ') || 'its period'
  if (!active || !wanted.includes(active.periodId)) {
    const upcoming = targets.find((p) => Date.parse(p.startAt) > now)
    const when =
      upcoming && (!active || active.periodId < upcoming.periodId)
        ? ` It is planned to open on ${formatDate(upcoming.startAt)}.`
        : ''
    const current = active
      ? ` The active period is "${active.description}".`
      : ' No period is active.'
    return no(`${what} is open only during ${names}.${current}${when}`)
  }
  if (now < Date.parse(active.startAt))
    return no(`${what} opens on ${formatDateTime(active.startAt)}.`)
  if (now >= Date.parse(active.endAt))
    return no(
      `The deadline of "${active.description}" passed on ${formatDateTime(active.endAt)}; ${lowerFirst(what)} is closed.`,
    )
  return YES
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1)
}

/* ------------------------------------------------------------------------------------------------ */
/* People and proposals                                                                             */

/** The person asking, relative to one proposal's team. */
export interface Person {
  role: Role
  /** A member of the proposal's team (or, for starting a proposal, of a team of this year). */
  isMember: boolean
  isLeader: boolean
}

/** What the lifecycle needs to know of a proposal. */
export interface ProposalState {
  stage: Stage
  status1: EntryStatus | null
  status2: EntryStatus | null
  winnerRank?: number | null
  /** When each entry was finalized, for the reason shown. */
  finalizedAt?: Partial<Record<EntryPhase, string | null>>
}

/** The judging of a proposal or a whole phase: score sheets assigned (current, and removed ones whose submitted score is kept) and submitted. */
export interface ScoringProgress {
  assigned: number
  submitted: number
}

/** The grand-final (Phase 3) judging of one proposal. */
export type GrandFinalProgress = ScoringProgress

/** How many of the assigned scores are not submitted yet, in words ("2 of 3 grand-final scores are not submitted yet."), or null when all are in. */
export function unsubmittedNote(progress: ScoringProgress, what: string): string | null {
  const missing = progress.assigned - progress.submitted
  return missing > 0
    ? `${missing} of ${progress.assigned} ${what} ${missing === 1 ? 'is' : 'are'} not submitted yet.`
    : null
}

const statusOf = (p: ProposalState, phase: EntryPhase) => (phase === 1 ? p.status1 : p.status2)

/**
 * Creating or joining a team: participants only. A judge in a team would score their own team's
 * rivals, and a committee member would review their own proposal: a conflict of interest. Both may
 * still see the gallery and the votes in the participant area.
 */
export function teamMembershipVerdict(role: Role): Verdict {
  if (role === 'Participant') return YES
  const who = role === 'Jury' ? 'a judge' : 'a member of the committee'
  return no(
    `Only participants create or join a team: you are ${who}, and a team of your own would be a conflict of interest. The gallery and the votes are open to you.`,
  )
}

/** Starting a proposal: only in the Phase 1 period, by a member of a team of this year; the committee any time (committee mode). */
export function startProposalVerdict(input: {
  periods: readonly PeriodLike[]
  now: number
  role: Role
  hasTeam: boolean
}): Verdict {
  if (input.role === 'Commitee') return YES
  if (!input.hasTeam)
    return no('Form or join a team of this year first: proposals belong to a team.')
  const open = periodOpenVerdict(input.periods, [PERIOD.phase1], input.now, 'Starting a proposal')
  return open.ok
    ? YES
    : no(`${open.reason} New proposals can be started only while Phase 1 is open.`)
}

/** Writing a phase's entry (saving, uploading, removing files). */
export function editEntryVerdict(input: {
  periods: readonly PeriodLike[]
  now: number
  person: Person
  proposal: ProposalState
  phase: EntryPhase
}): Verdict {
  const { periods, now, person, proposal, phase } = input
  if (person.role !== 'Commitee' && !person.isMember)
    return no('Only the team and the committee can change this proposal.')
  if (phase === 2 && proposal.stage < 2)
    return no('This proposal has not reached Phase 2: only semi-finalists write a Phase 2 entry.')
  if (phase === 1 && proposal.stage > 1)
    return no(`This proposal has moved on to Phase ${proposal.stage}; its Phase 1 entry is closed.`)
  const status = statusOf(proposal, phase)
  const finalizedAt = proposal.finalizedAt?.[phase]
  if (status === 'Finalized')
    return no(
      `The Phase ${phase} entry was finalized${finalizedAt ? ` on ${formatDateTime(finalizedAt)}` : ''}; it is read-only now.`,
    )
  if (status === 'Approved')
    return no(`The Phase ${phase} entry was approved by the committee; it is read-only.`)
  if (person.role === 'Commitee') return YES
  return periodOpenVerdict(periods, [entryPeriodId(phase)], now, `The Phase ${phase} entry`)
}

/** Finalizing a phase's entry: the team leader (or the committee) while the entry can be written. */
export function finalizeVerdict(input: {
  periods: readonly PeriodLike[]
  now: number
  person: Person
  proposal: ProposalState
  phase: EntryPhase
}): Verdict {
  const edit = editEntryVerdict(input)
  if (!edit.ok) return edit
  if (input.person.role !== 'Commitee' && !input.person.isLeader)
    return no('Only the team leader can finalize the entry.')
  return YES
}

export const COMMITTEE_ONLY = 'Only the committee can review proposals.'
const committeeOnly = (role: Role): Verdict => (role === 'Commitee' ? YES : no(COMMITTEE_ONLY))

/** What approving and returning both need: the committee, a Phase `phase` entry, and the proposal still in that phase. */
function reviewable(input: {
  role: Role
  proposal: ProposalState
  phase: EntryPhase
}): { verdict: Verdict } | { status: NonNullable<ReturnType<typeof statusOf>> } {
  const { role, proposal, phase } = input
  if (role !== 'Commitee') return { verdict: committeeOnly(role) }
  const status = statusOf(proposal, phase)
  if (!status) return { verdict: no(`This proposal has no Phase ${phase} entry.`) }
  if (proposal.stage > phase)
    return { verdict: no(`This proposal has already advanced past Phase ${phase}.`) }
  return { status }
}

export function approveVerdict(input: {
  role: Role
  proposal: ProposalState
  phase: EntryPhase
}): Verdict {
  const review = reviewable(input)
  if ('verdict' in review) return review.verdict
  if (review.status !== 'Finalized')
    return no(`Only a finalized entry can be approved; this one is ${review.status}.`)
  return YES
}

export function returnVerdict(input: {
  role: Role
  proposal: ProposalState
  phase: EntryPhase
}): Verdict {
  const review = reviewable(input)
  if ('verdict' in review) return review.verdict
  if (review.status !== 'Finalized' && review.status !== 'Approved')
    return no(`Only a finalized or approved entry can be returned; this one is ${review.status}.`)
  return YES
}

/**
 * What is missing before a proposal can advance without an override: the scores of the phase it is
 * in (the phase's judges, current and removed ones whose submitted score is kept), or null when they are in.
 */
export function advanceMissing(progress: ScoringProgress, phase: EntryPhase): string | null {
  if (progress.assigned === 0) return `No judge is assigned to score it in Phase ${phase}.`
  return unsubmittedNote(progress, `Phase ${phase} scores`)
}

/** The score sheets of one proposal counted for its judging in a phase: current ones, and removed ones whose submitted score is kept. */
export function phaseProgress(
  sheets: ReadonlyArray<{ phase: number; removed: boolean; status: string }>,
  phase: Stage,
): ScoringProgress {
  const counted = sheets.filter(
    (s) => s.phase === phase && (!s.removed || s.status === 'Submitted'),
  )
  return {
    assigned: counted.length,
    submitted: counted.filter((s) => s.status === 'Submitted').length,
  }
}

/**
 * Advancing to the next stage: semi-finalist (1 → 2) or finalist (2 → 3), once the current entry is
 * approved and its phase's scores are in, or when the committee confirms an override naming what is
 * missing (`override`). Without `progress` the scores are not looked at: what an override may do.
 */
export function advanceVerdict(input: {
  role: Role
  proposal: ProposalState
  progress?: ScoringProgress
  override?: boolean
}): Verdict {
  const { role, proposal, progress, override = false } = input
  if (role !== 'Commitee') return committeeOnly(role)
  if (proposal.stage === 3) return no('This proposal is already a finalist.')
  const status = statusOf(proposal, proposal.stage)
  if (status !== 'Approved')
    return no(
      `Only an approved Phase ${proposal.stage} entry can advance; this one is ${status ?? 'missing'}.`,
    )
  const missing = progress ? advanceMissing(progress, proposal.stage) : null
  if (missing && !override) return no(`${missing} Confirm the override to advance it anyway.`)
  return YES
}

/**
 * The committee's review actions on a proposal seen in one phase (its list or its review screen):
 * approve and return that phase's entry, and advance it to the next stage only from the phase it
 * is in; each impossible one with its reason. Advance does not look at the scores here: without
 * them it is offered as an override whose confirmation names what is missing.
 */
export function reviewVerdicts(
  proposal: ProposalState,
  phase: EntryPhase,
): { approve: Verdict; return: Verdict; advance: Verdict } {
  const role: Role = 'Commitee'
  return {
    approve: approveVerdict({ role, proposal, phase }),
    return: returnVerdict({ role, proposal, phase }),
    // Offered as an override when its scores are not all in: the confirmation names what is missing (advanceMissing).
    advance:
      proposal.stage === phase
        ? advanceVerdict({ role, proposal })
        : no(
            proposal.stage > phase
              ? `This proposal has moved on to Phase ${proposal.stage}.`
              : `This proposal has not reached Phase ${phase}.`,
          ),
  }
}

/** What is missing before a winner can be marked without an override, or null when the grand-final scores are in. */
export function winnerMissing(progress: GrandFinalProgress): string | null {
  if (progress.assigned === 0) return 'No judge is assigned to score it in the grand final.'
  return unsubmittedNote(progress, 'grand-final scores')
}

/**
 * Marking (or clearing) a winner rank: a finalist, once its grand-final scores are in, or when the
 * committee confirms an override naming what is missing. Clearing a rank is always possible.
 */
export function winnerVerdict(input: {
  role: Role
  proposal: ProposalState
  progress: GrandFinalProgress
  rank: number | null
  override: boolean
}): Verdict {
  const { role, proposal, progress, rank, override } = input
  if (role !== 'Commitee') return committeeOnly(role)
  if (proposal.stage !== 3) return no('Only a finalist (Phase 3) can be a winner.')
  if (rank === null) return YES
  const missing = winnerMissing(progress)
  if (missing && !override) return no(`${missing} Confirm the override to mark the winner anyway.`)
  return YES
}

/**
 * Published results never change: once a phase's results are published (`publishedAt`), its score
 * sheets can be neither saved nor submitted, even while its jury period is still open.
 */
export function scoresFrozenVerdict(input: { phase: Stage; publishedAt: string | null }): Verdict {
  if (input.publishedAt)
    return no(
      `The Phase ${input.phase} results were published on ${formatDateTime(input.publishedAt)}: its scores can no longer change.`,
    )
  return YES
}

/** Scoring a phase (saving or submitting a sheet): during the phase's jury period, until the phase's results are published. */
export function scoreVerdict(input: {
  periods: readonly PeriodLike[]
  now: number
  phase: Stage
  publishedAt: string | null
}): Verdict {
  const frozen = scoresFrozenVerdict(input)
  if (!frozen.ok) return frozen
  return periodOpenVerdict(
    input.periods,
    scoringPeriodIds(input.phase),
    input.now,
    `Scoring for Phase ${input.phase}`,
  )
}

/**
 * What publishing a phase's results does to its scoring, for the committee's confirmation: the sheets
 * not submitted yet, the scoring period when it is still open, and that publishing closes the phase's scoring.
 */
export function publishScoringNote(input: {
  phase: Stage
  progress: ScoringProgress
  periods: readonly PeriodLike[]
  now: number
}): string {
  const { phase, progress, periods, now } = input
  const missing = unsubmittedNote(progress, `Phase ${phase} score sheets`)
  const running = scoreVerdict({ periods, now, phase, publishedAt: null }).ok
    ? activePeriodOf(periods)
    : undefined
  return [
    missing,
    running
      ? `"${running.description}" is still open until ${formatDateTime(running.endAt)}.`
      : null,
    `Publishing closes Phase ${phase} scoring: from then on no Phase ${phase} score can be saved or submitted, even while its scoring period runs.`,
  ]
    .filter(Boolean)
    .join(' ')
}

/** Publishing a phase's results: the committee, once per phase and year. */
export function publishVerdict(input: {
  role: Role
  phase: Stage
  publishedAt: string | null
}): Verdict {
  if (input.role !== 'Commitee') return no('Only the committee can publish results.')
  if (input.publishedAt)
    return no(
      `The Phase ${input.phase} results were published on ${formatDateTime(input.publishedAt)}.`,
    )
  return YES
}

/* ------------------------------------------------------------------------------------------------ */
/* Every action on one proposal, for the screens and the table test                                  */

export const PROPOSAL_ACTIONS = [
  'edit1',
  'finalize1',
  'edit2',
  'finalize2',
  'approve1',
  'return1',
  'approve2',
  'return2',
  'advance',
  'advanceOverride',
  'markWinner',
] as const
export type ProposalAction = (typeof PROPOSAL_ACTIONS)[number]

/** `progress`: the judging of the phase the proposal is in (for a finalist, the grand final). */
export function proposalActions(input: {
  periods: readonly PeriodLike[]
  now: number
  person: Person
  proposal: ProposalState
  progress?: ScoringProgress
}): Record<ProposalAction, Verdict> {
  const { periods, now, person, proposal } = input
  const progress = input.progress ?? { assigned: 0, submitted: 0 }
  const entry = (phase: EntryPhase) => ({ periods, now, person, proposal, phase })
  return {
    edit1: editEntryVerdict(entry(1)),
    finalize1: finalizeVerdict(entry(1)),
    edit2: editEntryVerdict(entry(2)),
    finalize2: finalizeVerdict(entry(2)),
    approve1: approveVerdict({ role: person.role, proposal, phase: 1 }),
    return1: returnVerdict({ role: person.role, proposal, phase: 1 }),
    approve2: approveVerdict({ role: person.role, proposal, phase: 2 }),
    return2: returnVerdict({ role: person.role, proposal, phase: 2 }),
    advance: advanceVerdict({ role: person.role, proposal, progress, override: false }),
    advanceOverride: advanceVerdict({ role: person.role, proposal, progress, override: true }),
    markWinner: winnerVerdict({ role: person.role, proposal, progress, rank: 1, override: false }),
  }
}

/* ------------------------------------------------------------------------------------------------ */
/* Publication: what the gallery and the people's-choice vote may show                               */

export interface PublicationLike {
  year: number
  phase: Stage
  publishedAt: string
}

/** When a year's phase results were published, or null while they are not. */
export function publishedAtOf(
  publications: readonly PublicationLike[],
  year: number,
  phase: Stage,
): string | null {
  return publications.find((p) => p.year === year && p.phase === phase)?.publishedAt ?? null
}

/**
 * How a proposal stands in public, or null when it is not public: a semi-finalist once the Phase 1
 * results are published, a finalist once Phase 2's are, a winner (with its rank) once Phase 3's are.
 */
export function publicStanding(
  proposal: { year: number; stage: Stage; winnerRank: number | null },
  publications: readonly PublicationLike[],
): { stage: 2 | 3; winnerRank: number | null } | null {
  const published = (phase: Stage) => publishedAtOf(publications, proposal.year, phase) !== null
  if (proposal.stage < 2 || !published(1)) return null
  if (proposal.stage === 3 && published(2))
    return { stage: 3, winnerRank: published(3) ? proposal.winnerRank : null }
  return { stage: 2, winnerRank: null }
}

/** Why a proposal cannot be a people's-choice candidate (only published semi-finalists, finalists and winners), or null. */
export function candidateProblem(
  proposal: { title: string; year: number; stage: Stage; winnerRank: number | null },
  publications: readonly PublicationLike[],
): string | null {
  return publicStanding(proposal, publications)
    ? null
    : `"${proposal.title}" is not a published semi-finalist, finalist or winner, so it cannot be a candidate.`
}

/* ------------------------------------------------------------------------------------------------ */
/* The timeline: starting a period and editing times move the neighbours in one step                  */

export interface PeriodTimes {
  startAt: string
  endAt: string
}

/** One period a timeline action changes, with what it was and what it becomes. */
export interface PeriodChange {
  id: string
  periodId: number
  description: string
  from: PeriodTimes
  to: PeriodTimes
  /** started: the period itself; shortened: ends earlier; shifted: moved whole, same length; edited: the times typed. */
  kind: 'started' | 'edited' | 'shortened' | 'shifted'
}

export type TimelinePlan<P extends PeriodLike = PeriodLike> =
  { ok: true; periods: P[]; changes: PeriodChange[] } | { ok: false; reason: string }

const iso = (ms: number) => new Date(ms).toISOString()

/**
 * Puts the target at the given times and makes room around it: an earlier period that would overlap
 * is shortened to end where the target starts (or shifted earlier whole when it would not have begun),
 * a later one is shifted later whole. No period is left overlapping another.
 */
function arrange<P extends PeriodLike>(
  periods: readonly P[],
  targetId: string,
  start: number,
  end: number,
  kind: 'started' | 'edited',
  activeId: string | null,
): { periods: P[]; changes: PeriodChange[] } {
  const ordered = [...periods].sort((a, b) => a.periodId - b.periodId).map((p) => ({ ...p }))
  const at = ordered.findIndex((p) => p.id === targetId)
  const times = ordered.map((p) => ({ start: Date.parse(p.startAt), end: Date.parse(p.endAt) }))
  const kinds = new Map<number, PeriodChange['kind']>([[at, kind]])
  times[at] = { start, end }
  for (let i = at - 1; i >= 0; i--) {
    const boundary = times[i + 1]!.start
    const t = times[i]!
    if (t.end <= boundary) break
    if (t.start < boundary) {
      times[i] = { start: t.start, end: boundary }
      kinds.set(i, 'shortened')
    } else {
      times[i] = { start: boundary - (t.end - t.start), end: boundary }
      kinds.set(i, 'shifted')
    }
  }
  for (let i = at + 1; i < ordered.length; i++) {
    const boundary = times[i - 1]!.end
    const t = times[i]!
    if (t.start >= boundary) break
    times[i] = { start: boundary, end: boundary + (t.end - t.start) }
    kinds.set(i, 'shifted')
  }
  const changes: PeriodChange[] = []
  const next = ordered.map((p, i) => {
    const to = { startAt: iso(times[i]!.start), endAt: iso(times[i]!.end) }
    const moved = Date.parse(p.startAt) !== times[i]!.start || Date.parse(p.endAt) !== times[i]!.end
    if (kinds.has(i) && (moved || i === at))
      changes.push({
        id: p.id,
        periodId: p.periodId,
        description: p.description,
        from: { startAt: p.startAt, endAt: p.endAt },
        to,
        kind: kinds.get(i)!,
      })
    return { ...p, ...to, isActive: activeId === null ? p.isActive : p.id === activeId }
  })
  return { periods: next, changes }
}

/**
 * A finished year's timeline is history: its periods can be neither started nor edited. A year is
 * finished once its last period has ended (every one of its periods ended before now); until then,
 * including while its last period runs, the committee can start and edit its periods.
 */
export function timelineChangeVerdict(
  periods: readonly (PeriodLike & { year: string | number })[],
  now: number,
): Verdict {
  if (periods.length === 0) return YES
  const last = periods.reduce((a, b) => (Date.parse(b.endAt) > Date.parse(a.endAt) ? b : a))
  if (Date.parse(last.endAt) > now) return YES
  return no(
    `${last.year} is finished: its last period, "${last.description}", ended on ${formatDateTime(last.endAt)}. The periods of a finished year can no longer be started or edited.`,
  )
}

/** The active period must stay open for the people it is for: started (start ≤ now) and not ended (end > now). */
function activeStaysOpen(periods: readonly PeriodLike[], now: number): Verdict {
  const active = activePeriodOf(periods)
  if (!active) return YES
  if (Date.parse(active.startAt) > now)
    return no(
      `"${active.description}" is the active period and has started, so its start cannot be later than now. Start another period instead, or choose an earlier start.`,
    )
  if (Date.parse(active.endAt) <= now)
    return no(
      `"${active.description}" is the active period, so its end must be later than now; otherwise it closes for ${audienceLabel(active.periodId).toLowerCase()}.`,
    )
  return YES
}

/**
 * Starting a period: it becomes the only active period from now. Its start becomes now when it was
 * planned later; when its planned end has already passed it keeps its length from now. The
 * neighbours are shortened or shifted so nothing overlaps; `changes` lists what moves, for the
 * committee to confirm first.
 */
export function planStart<P extends PeriodLike>(
  periods: readonly P[],
  id: string,
  now: number,
): TimelinePlan<P> {
  const target = periods.find((p) => p.id === id)
  if (!target) return no('No period has this id.')
  const start = Date.parse(target.startAt)
  const end = Date.parse(target.endAt)
  const newStart = Math.min(start, now)
  const newEnd = end > now ? end : now + Math.max(end - start, 60 * 60 * 1000)
  const { periods: next, changes } = arrange(periods, id, newStart, newEnd, 'started', id)
  return { ok: true, periods: next, changes }
}

/**
 * Editing a period's times. With `moveNeighbours`, overlapping neighbours are shortened or shifted in
 * the same step; without it, an overlap is refused with the neighbour named. The active period can
 * never be closed this way.
 */
export function planEdit<P extends PeriodLike>(
  periods: readonly P[],
  id: string,
  times: { startAt: number; endAt: number },
  now: number,
  moveNeighbours: boolean,
): TimelinePlan<P> {
  const target = periods.find((p) => p.id === id)
  if (!target) return no('No period has this id.')
  if (!(times.startAt < times.endAt)) return no('The end must be after the start.')
  const { periods: next, changes } = arrange(
    periods,
    id,
    times.startAt,
    times.endAt,
    'edited',
    null,
  )
  const overlapped = changes.filter((c) => Math.abs(c.periodId - target.periodId) === 1)
  if (overlapped.length > 0 && !moveNeighbours)
    return no(
      `The new times overlap ${overlapped.map((c) => `"${c.description}"`).join(' and ')}. Move the neighbouring periods too, or choose other times.`,
    )
  const open = activeStaysOpen(next, now)
  if (!open.ok) return open
  return { ok: true, periods: next, changes }
}

/** A change in words, for the confirmation ("Scoring for semi-finalists: shifted to 02 Des 2026 – 11 Des 2026"). */
export function describeChange(change: PeriodChange): string {
  const range = `${formatDateTime(change.to.startAt)} – ${formatDateTime(change.to.endAt)}`
  const what = {
    started: 'starts now, runs',
    edited: 'new times',
    shortened: 'shortened, now',
    shifted: 'shifted, now',
  }[change.kind]
  return `"${change.description}": ${what} ${range} (was ${formatDateTime(change.from.startAt)} – ${formatDateTime(change.from.endAt)})`
}

/* ------------------------------------------------------------------------------------------------ */
/* For the entry screens: one phase's entry, for the person looking at it                            */

export interface EntryAccess {
  editable: boolean
  /** Why the entry cannot be changed, in words, or null. */
  reason: string | null
  canFinalize: boolean
  /** Why this person cannot finalize it (e.g. only the leader can), or null. */
  finalizeReason: string | null
}

export function entryAccess(input: {
  periods: readonly PeriodLike[]
  now: number
  person: Person
  proposal: ProposalState
  phase: EntryPhase
}): EntryAccess {
  const edit = editEntryVerdict(input)
  const finalize = finalizeVerdict(input)
  return {
    editable: edit.ok,
    reason: edit.ok ? null : edit.reason,
    canFinalize: finalize.ok,
    finalizeReason: finalize.ok ? null : finalize.reason,
  }
}

/** A proposal as the API answers it, read for the lifecycle. */
export function proposalStateOf(p: {
  phase: number
  winnerRank?: number | null
  entries: Partial<Record<1 | 2, { status: EntryStatus; finalizedAt?: string | null } | null>>
}): ProposalState {
  return {
    stage: p.phase as Stage,
    status1: p.entries[1]?.status ?? null,
    status2: p.entries[2]?.status ?? null,
    winnerRank: p.winnerRank ?? null,
    finalizedAt: { 1: p.entries[1]?.finalizedAt ?? null, 2: p.entries[2]?.finalizedAt ?? null },
  }
}

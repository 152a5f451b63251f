/**
 * Teams and entries: who may form a team, start a proposal, and write or finalize a phase's entry,
 * when; and what an entry screen offers the person looking at it.
 */
import { msg } from '@lingui/core/macro'
import { translate } from '@/i18n'
import { formatDateTime } from '@/lib/dates'
import { entryPeriodId, PERIOD, periodOpenVerdict, type PeriodLike } from '@/domain/award/periods'
import {
  entriesFinalVerdict,
  notAdvancedText,
  publishedAtOf,
  teamStillInTheAward,
  type PublicationLike,
} from '@/domain/award/publication'
import { entryStatus, type Person, type ProposalState } from '@/domain/award/proposal'
import {
  no,
  YES,
  type EntryPhase,
  type EntryStatus,
  type Role,
  type Stage,
  type Verdict,
} from '@/domain/award/terms'

/**
 * Creating or joining a team: participants only. A judge in a team would score their own team's
 * rivals, and a committee member would review their own proposal: a conflict of interest. Both may
 * still see the gallery and the votes in the participant area.
 */
export function teamMembershipVerdict(role: Role): Verdict {
  if (role === 'Participant') return YES
  return no(
    role === 'Jury'
      ? translate(
          msg`Only participants create or join a team: you are a judge, and a team of your own would be a conflict of interest. The gallery and the votes are open to you.`,
        )
      : translate(
          msg`Only participants create or join a team: you are a member of the committee, and a team of your own would be a conflict of interest. The gallery and the votes are open to you.`,
        ),
  )
}

/**
 * Forming a new team of `year`: not once the year's Phase 1 results are published. Who takes part is
 * final then (startProposalVerdict), so a team formed later could never start a proposal. Joining a
 * team still in the award stays possible (joinTeamVerdict).
 */
export function newTeamVerdict(input: {
  year: number
  publications: readonly PublicationLike[]
}): Verdict {
  const published = publishedAtOf(input.publications, input.year, 1)
  if (!published) return YES
  const date = formatDateTime(published)
  return no(
    translate(
      msg`The Phase 1 results were published on ${date}: no new team can take part in this year's award. You can still join a team that is in it, with its team code.`,
    ),
  )
}

/**
 * A new member in a team of `year` (joining with its code, or added by its leader): only while the
 * team is still in the award (teamStillInTheAward); a team out of it has nothing left for a newcomer
 * to take part in. The committee may always add one (committee mode), to put a record right. Said
 * from published results only, so it never tells whether a team advanced before that is public.
 */
export function newMemberVerdict(input: {
  role: Role
  teamName: string
  year: number
  /** The team's proposals of `year`, each with its stage. */
  proposals: readonly { year: number; stage: Stage }[]
  publications: readonly PublicationLike[]
}): Verdict {
  if (input.role === 'Commitee') return YES
  if (teamStillInTheAward(input.year, input.proposals, input.publications)) return YES
  const team = input.teamName
  return no(
    translate(
      msg`Team ${team} is no longer in this year's award, according to the published results, so it takes no new members.`,
    ),
  )
}

/**
 * A team once its year's winners are published: its name, leader and members are part of that
 * year's record (the results, the gallery's winners), so the team no longer changes; nobody joins,
 * leaves, is added, removed or made leader, and it is not renamed. The committee may still put a
 * record right (committee mode).
 */
export function teamRecordVerdict(input: {
  role: Role
  teamName: string
  year: number
  publications: readonly PublicationLike[]
}): Verdict {
  if (input.role === 'Commitee') return YES
  const published = publishedAtOf(input.publications, input.year, 3)
  if (!published) return YES
  const team = input.teamName
  const year = input.year
  const date = formatDateTime(published)
  return no(
    translate(
      msg`The ${year} winners were published on ${date}: team ${team} is part of that year's record and no longer changes.`,
    ),
  )
}

/**
 * Starting a proposal: only in the Phase 1 period, by a member of a team of this year; the committee
 * any time (committee mode). Never once the year's Phase 1 results are published
 * (`phase1PublishedAt`), the committee included: who advances from Phase 1 is final
 * (resultsFinalVerdict) and the Phase 1 entries are final (entriesFinalVerdict), so a proposal
 * started then could never be written, and its team would read at once that it did not advance.
 */
export function startProposalVerdict(input: {
  periods: readonly PeriodLike[]
  now: number
  role: Role
  hasTeam: boolean
  /** When the year's Phase 1 results were published, or null while they are not. */
  phase1PublishedAt: string | null
}): Verdict {
  if (input.phase1PublishedAt) {
    const date = formatDateTime(input.phase1PublishedAt)
    return no(
      translate(
        msg`The Phase 1 results were published on ${date}: who takes part in this year's award is final, so no new proposal can be started.`,
      ),
    )
  }
  if (input.role === 'Commitee') return YES
  if (!input.hasTeam)
    return no(translate(msg`Form or join a team of this year first: proposals belong to a team.`))
  const what = translate(msg`Starting a proposal`)
  const open = periodOpenVerdict(input.periods, [PERIOD.phase1], input.now, what)
  if (open.ok) return YES
  const reason = open.reason
  return no(translate(msg`${reason} New proposals can be started only while Phase 1 is open.`))
}

/**
 * A proposal that did not advance, as the entry verdicts word it: its title and the phase (1 or 2)
 * it did not advance from (publication `notAdvancedOf`).
 */
export interface NotAdvanced {
  title: string
  from: 1 | 2
  /** Its entry's status in that phase, when known (notAdvancedMessage). */
  status?: EntryStatus | null
}

/** What the entry verdicts (edit, finalize, the entry screen's access) are asked about. */
export interface EntryFacts {
  periods: readonly PeriodLike[]
  now: number
  person: Person
  proposal: ProposalState
  phase: EntryPhase
  /**
   * When the phase's results were published, if they were; its entries are final from then on, for
   * the committee too (`entriesFinalVerdict`).
   */
  publishedAt: string | null
  /**
   * Whether the proposal did not advance (publication `notAdvancedOf`): its Phase 2 entry, never
   * reached, then says so rather than only that Phase 2 is for semi-finalists.
   */
  notAdvanced?: NotAdvanced | null
}

/** Writing a phase's entry (saving, uploading, removing files). */
export function editEntryVerdict(input: EntryFacts): Verdict {
  const { periods, now, person, proposal, phase } = input
  if (person.role !== 'Commitee' && !person.isMember)
    return no(translate(msg`Only the team and the committee can change this proposal.`))
  if (phase === 2 && proposal.stage < 2) {
    // Out after Phase 1: the true reason is that it did not advance, not that Phase 2 is closed to it.
    const out = input.notAdvanced
    if (out?.from === 1) return no(notAdvancedText(out.title, 1, out.status))
    return no(
      translate(
        msg`This proposal has not reached Phase 2: only semi-finalists write a Phase 2 entry.`,
      ),
    )
  }
  const stage = proposal.stage
  if (phase === 1 && stage > 1)
    return no(
      translate(msg`This proposal has moved on to Phase ${stage}; its Phase 1 entry is closed.`),
    )
  const status = entryStatus(proposal, phase)
  const finalizedAt = proposal.finalizedAt?.[phase]
  if (status === 'Finalized') {
    const date = finalizedAt ? formatDateTime(finalizedAt) : null
    return no(
      date
        ? translate(msg`The Phase ${phase} entry was finalized on ${date}; it is read-only now.`)
        : translate(msg`The Phase ${phase} entry was finalized; it is read-only now.`),
    )
  }
  if (status === 'Approved')
    return no(
      translate(msg`The Phase ${phase} entry was approved by the committee; it is read-only.`),
    )
  const final = entriesFinalVerdict({ phase, publishedAt: input.publishedAt ?? null })
  if (!final.ok) return final
  if (person.role === 'Commitee') return YES
  const what = translate(msg`The Phase ${phase} entry`)
  return periodOpenVerdict(periods, [entryPeriodId(phase)], now, what)
}

/** Finalizing a phase's entry: the team leader (or the committee) while the entry can be written. */
export function finalizeVerdict(input: EntryFacts): Verdict {
  const edit = editEntryVerdict(input)
  if (!edit.ok) return edit
  if (input.person.role !== 'Commitee' && !input.person.isLeader)
    return no(translate(msg`Only the team leader can finalize the entry.`))
  return YES
}

export interface EntryAccess {
  editable: boolean
  /** Why the entry cannot be changed, in words, or null. */
  reason: string | null
  canFinalize: boolean
  /** Why this person cannot finalize it (e.g. only the leader can), or null. */
  finalizeReason: string | null
}

export function entryAccess(input: EntryFacts): EntryAccess {
  const edit = editEntryVerdict(input)
  const finalize = finalizeVerdict(input)
  return {
    editable: edit.ok,
    reason: edit.ok ? null : edit.reason,
    canFinalize: finalize.ok,
    finalizeReason: finalize.ok ? null : finalize.reason,
  }
}

import { paths } from '@/config/paths'
import type {
  DemoDb,
  NotificationKind,
  PhaseNumber,
  ProposalRecord,
  UserRecord,
} from '@/demo/db/types'
import { audienceOf, reachOf } from '@/demo/messages/audience'
import {
  closingSoonAudience,
  datesStillHold,
  entryPeriodId,
  knownStanding,
  phaseOutcome,
  phaseScoredIn,
  scoringComplete,
  scoringPeriodIds,
  type EntryPhase,
} from '@/domain/award'

/**
 * Who is told of what: the one rule from a happening of the award to the people it concerns
 * (docs/api.md "Notifications"). Every handler that changes something people must hear of calls
 * notify() (notify.ts) with one of these happenings; the people, the words' values and the screen
 * each one opens are decided here and nowhere else. The caller is never told of what they did
 * themselves, and nobody inactive is told anything.
 */
export type Happening =
  /**
   * The committee approved or returned a phase's entry: the proposal's team (of a Phase 2 entry,
   * only once the team knows it reached Phase 2: knownStanding).
   */
  | { kind: 'entryReviewed'; proposalId: string; phase: 1 | 2; approved: boolean; reason?: string }
  /**
   * The committee published a phase's results. Phase 1 and 2: the team of each proposal that
   * reached the phase hears whether it advanced (one whose entry was never finalized too), and the
   * phase's judges that the results are out. Phase 3 (the winners):
   * every participant and judge. A judge whose sheets of the phase were not all submitted hears
   * that those are now closed (`open`).
   */
  | { kind: 'resultsPublished'; year: number; phase: PhaseNumber }
  /** Someone other than the author answered a question: its author. */
  | { kind: 'feedbackReplied'; feedbackId: string }
  /** A member joined or left a team (or was added or removed): the team's members and that member. */
  | { kind: 'teamChanged'; teamId: string; memberId: string; joined: boolean }
  /**
   * The judges of a phase changed: each judge whose list grew or shrank, with how many proposals
   * and the phase's scoring period. `before` is judgesOf() taken before the change.
   */
  | { kind: 'judgesChanged'; year: number; phase: PhaseNumber; before: Map<string, Set<string>> }
  /** The committee created a people's-choice vote: every participant (the vote's screen is theirs). */
  | { kind: 'voteCreated'; sessionId: string }
  /**
   * The award's clock: a period opened, or closes soon. Everyone the period is for (periodPeople):
   * with its name, its dates and the screen where its work is done.
   */
  | { kind: 'periodOpened' | 'periodClosingSoon'; periodId: string }
  /** The committee changed the dates of the running period (its end before, to say what changed). */
  | { kind: 'periodChanged'; periodId: string; endBefore: string }
  /**
   * The committee started a later period while an entry period ran, before its planned end
   * (entriesClosedByStart): the teams whose entry of that phase was not finalized (the reminders'
   * `unfinalized` audience), by e-mail whatever they chose, since the time they were told they had
   * is gone, each with the screen of their entry.
   */
  | { kind: 'entriesClosedEarly'; periodId: string; phase: EntryPhase; plannedEnd: string }
  /**
   * A team's innovation update: submitted by its leader (the committee, who review it, with the
   * screen of that update), or reviewed by the committee (the team, with the comment and the
   * update's screen).
   */
  | { kind: 'updateSubmitted'; updateId: string }
  /** `changed`: the update had been reviewed before, and the committee changed its review. */
  | { kind: 'updateReviewed'; updateId: string; changed: boolean }
  /**
   * A phase's entry was finalized: the committee (to review it), and the team's other members (it
   * can no longer be changed).
   */
  | { kind: 'entryFinalized'; proposalId: string; phase: 1 | 2 }
  /**
   * A change to a phase's score sheets (one submitted, a judge taken off, a conflict declared):
   * the committee, only if the change completed the phase (`scoredBefore`: sheetsAllIn() taken
   * before it, false, and sheetsAllIn() true now), so that its results are complete. A change
   * that leaves the phase complete, or open, or without sheets, tells nobody.
   */
  | { kind: 'phaseScored'; year: number; phase: PhaseNumber; scoredBefore: boolean }
  /**
   * Someone asked the committee a question, or (`again`) wrote again after its answer: the
   * committee, who answer it.
   */
  | { kind: 'questionAsked'; feedbackId: string; again?: boolean }
  /**
   * A judge declared a conflict of interest (its assignment released): the committee, who give the
   * proposal another judge, with the judge's reason.
   */
  | { kind: 'conflictDeclared'; conflictId: string }

/** One notification to write: to whom, what, with which values, opening which screen. */
export interface Addressed {
  recipientId: string
  kind: NotificationKind
  params: Record<string, string | number>
  link: string
  /**
   * Sent by e-mail whatever the person chose: it corrects dates they were e-mailed (datesStillHold),
   * or says that what they had until then is closed.
   */
  mailAnyway?: true
}

/** The proposals each judge holds in a phase (not removed), by judge id: what judgesChanged compares. */
export function judgesOf(db: DemoDb, year: number, phase: PhaseNumber): Map<string, Set<string>> {
  const held = new Map<string, Set<string>>()
  for (const jd of db.juryDetails) {
    if (jd.year !== year || jd.phase !== phase || jd.removed) continue
    const mine = held.get(jd.juryId) ?? new Set<string>()
    mine.add(jd.proposalId)
    held.set(jd.juryId, mine)
  }
  return held
}

/**
 * Whether every score sheet of a year's phase is in (scoringComplete: it has sheets, all
 * submitted): what phaseScored compares before and after a change.
 */
export function sheetsAllIn(db: DemoDb, year: number, phase: PhaseNumber): boolean {
  return scoringComplete(
    db.juryDetails.filter((jd) => jd.year === year),
    phase,
  )
}

/**
 * A judge's sheets of a phase still not submitted when its results are published (current
 * assignments): they are closed from then on and left out of the results, and the judge is told so
 * (`open`, left out when there are none).
 */
function unsentSheets(
  db: DemoDb,
  year: number,
  phase: PhaseNumber,
  juryId: string,
): { open?: number } {
  const open = db.juryDetails.filter(
    (jd) =>
      jd.year === year &&
      jd.phase === phase &&
      jd.juryId === juryId &&
      !jd.removed &&
      jd.status !== 'Submitted',
  ).length
  return open ? { open } : {}
}

/** The people of a team: its leader and members, once each. */
function teamPeople(db: DemoDb, teamId: string): string[] {
  const team = db.teams.find((t) => t.id === teamId)
  return team ? [...new Set([team.leaderId, ...team.memberIds])] : []
}

/** The scoring period of a phase in a year, from the first period's start to the last one's end. */
function scoringWindow(db: DemoDb, year: number, phase: PhaseNumber): Record<string, string> {
  const ids = scoringPeriodIds(phase)
  const periods = db.periods.filter((p) => p.year === String(year) && ids.includes(p.periodId))
  if (!periods.length) return {}
  const starts = periods.map((p) => p.startAt).sort()
  const ends = periods.map((p) => p.endAt).sort()
  return { start: starts[0]!, end: ends[ends.length - 1]! }
}

/** A period of a year by number: the latest-ending of those numbers (the end a reminder states). */
function lastPeriodOf(db: DemoDb, year: number, ids: number[]) {
  return db.periods
    .filter((p) => p.year === String(year) && ids.includes(p.periodId))
    .sort((a, b) => a.endAt.localeCompare(b.endAt))
    .at(-1)
}

/**
 * The people whose latest e-mail with a period's dates gave dates that no longer hold: a judge's
 * assignment of the phase it scores (the scoring period's start and end), the committee's e-mail of
 * the period, its innovation updates' e-mail, or a reminder of its work (its end). Only e-mails
 * delivered count: a refused one told nobody.
 */
function toldOtherDates(db: DemoDb, periodRecordId: string): Set<string> {
  const period = db.periods.find((p) => p.id === periodRecordId)
  if (!period) return new Set()
  const year = Number(period.year)
  const scored = phaseScoredIn(period.periodId)
  type Said = { start?: string | number; end?: string | number }
  type Now = { start?: string; end?: string }
  // Each person's latest e-mail about the period: when, the dates it gave, and what those are now.
  const told = new Map<string, { at: string; said: Said; now: Now }>()
  const saw = (id: string, at: string, said: Said, now: Now) => {
    const seen = told.get(id)
    if (!seen || seen.at < at) told.set(id, { at, said, now })
  }
  if (scored) {
    const window = scoringWindow(db, year, scored)
    for (const n of db.notifications ?? [])
      if (
        (n.kind === 'judgeAssigned' || n.kind === 'judgeUnassigned') &&
        n.mail?.state === 'delivered' &&
        n.params.start !== undefined &&
        Number(n.params.phase) === scored &&
        // Of the period's year (older notices name none: their dates' year).
        (n.params.year === undefined
          ? String(n.params.start).startsWith(period.year)
          : Number(n.params.year) === year)
      )
        saw(n.recipientId, n.at, { start: n.params.start, end: n.params.end }, window)
  }
  // Told by e-mail that it closed early: its end was then, whatever it is now.
  for (const n of db.notifications ?? [])
    if (
      n.kind === 'entriesClosed' &&
      n.mail?.state === 'delivered' &&
      n.params.period === period.id
    )
      saw(n.recipientId, n.at, { end: n.at }, { end: period.endAt })
  for (const message of db.messages ?? []) {
    const { audience } = message
    // What the message said of this period (its dates, or the end of its work), and what that is now.
    let now: Now | null = null
    if (
      audience.kind === 'period' ||
      audience.kind === 'updatePeriod' ||
      audience.kind === 'noUpdate'
    )
      now = audience.periodId === period.id ? { start: period.startAt, end: period.endAt } : null
    else if (audience.kind === 'openSheets' || audience.kind === 'unfinalized') {
      const ids =
        audience.kind === 'openSheets'
          ? scoringPeriodIds(audience.phase)
          : [entryPeriodId(audience.phase)]
      if (audience.year === year && ids.includes(period.periodId))
        now = { end: lastPeriodOf(db, year, ids)?.endAt }
    }
    if (!now) continue
    for (const r of message.recipients)
      if (r.state === 'delivered')
        saw(r.id, message.at, { start: r.params.start, end: r.params.end }, now)
  }
  return new Set([...told].filter(([, t]) => !datesStillHold(t.said, t.now)).map(([id]) => id))
}

/**
 * Everyone a period is for (the messages' one rule, audience.ts: its participants, or the judges of
 * the phase it scores), each with the screen the period's work is done on.
 */
export function periodPeople(
  db: DemoDb,
  slug: string,
  periodRecordId: string,
): { recipientId: string; link: string }[] {
  const roles = new Map(db.users.map((u) => [u.id, u.roleName]))
  return audienceOf(db, { kind: 'period', periodId: periodRecordId }).map((person) => ({
    recipientId: person.id,
    link:
      roles.get(person.id) === 'Jury' ? paths.jury.root.to(slug) : paths.participant.root.to(slug),
  }))
}

/** Every notification a happening makes, before the caller and inactive people are left out. */
function addressed(db: DemoDb, slug: string, happening: Happening): Addressed[] {
  const proposalOf = (id: string) => db.proposals.find((p) => p.id === id)
  const committee = () => db.users.filter((u) => u.roleName === 'Commitee').map((u) => u.id)
  const toTeam = (
    proposal: ProposalRecord,
    kind: NotificationKind,
    params: Addressed['params'],
    link: string,
  ) => teamPeople(db, proposal.teamId).map((recipientId) => ({ recipientId, kind, params, link }))

  switch (happening.kind) {
    case 'entryReviewed': {
      const proposal = proposalOf(happening.proposalId)
      if (!proposal) return []
      const { phase } = happening
      // A review of a Phase 2 entry is not news the team may hear before it knows it reached
      // Phase 2 (knownStanding): that would tell it the proposal advanced.
      const known = knownStanding(
        { year: proposal.year, stage: proposal.phase, winnerRank: proposal.winnerRank },
        db.resultPublications ?? [],
        { role: 'Participant' },
      )
      if (phase > known.stage) return []
      return happening.approved
        ? toTeam(
            proposal,
            'entryApproved',
            { title: proposal.title, phase },
            paths.participant.view.to(phase, proposal.id, slug),
          )
        : toTeam(
            proposal,
            'entryReturned',
            { title: proposal.title, phase, reason: happening.reason ?? '' },
            paths.participant.entry.to(phase, proposal.id, slug),
          )
    }
    case 'resultsPublished': {
      const { year, phase } = happening
      if (phase === 3) {
        // Each winner's team learns its own place; every other participant and judge that the
        // winners are published.
        const won = db.proposals
          .filter((p) => p.year === year && p.phase === 3 && p.winnerRank !== null)
          .flatMap((p) =>
            toTeam(
              p,
              'won',
              { title: p.title, rank: p.winnerRank ?? 0, year },
              paths.participant.proposal.to(p.id, slug),
            ),
          )
        const told = new Set(won.map((item) => item.recipientId))
        const others = db.users
          .filter((u) => (u.roleName === 'Participant' || u.roleName === 'Jury') && !told.has(u.id))
          .map((u) => ({
            recipientId: u.id,
            kind: 'resultsPublished' as const,
            params: { year, phase, ...unsentSheets(db, year, phase, u.id) },
            link:
              u.roleName === 'Jury' ? paths.jury.root.to(slug) : paths.participant.gallery.to(slug),
          }))
        return [...won, ...others]
      }
      const scored = judgesOf(db, year, phase)
      // Every proposal that reached the phase (domain/award phaseOutcome): scored or not, its
      // entry approved or never finalized, its team hears whether it advanced.
      const teams = db.proposals.flatMap((p) => {
        const outcome = p.year === year ? phaseOutcome(p.phase, phase) : null
        return outcome
          ? toTeam(
              p,
              outcome,
              {
                title: p.title,
                phase,
                next: phase + 1,
                // Not judged (never finalized, or not approved) is said so (notAdvancedMessage).
                status: p.entries[phase === 1 ? 1 : 2]?.status ?? 'none',
              },
              paths.participant.proposal.to(p.id, slug),
            )
          : []
      })
      const judges = [...scored.keys()].map((recipientId) => ({
        recipientId,
        kind: 'resultsPublished' as const,
        params: { year, phase, ...unsentSheets(db, year, phase, recipientId) },
        link: paths.jury.root.to(slug),
      }))
      return [...teams, ...judges]
    }
    case 'feedbackReplied': {
      const thread = db.feedback.find((f) => f.id === happening.feedbackId)
      const last = thread?.messages[thread.messages.length - 1]
      if (!thread || !last || last.authorId === thread.authorId) return []
      return [
        {
          recipientId: thread.authorId,
          kind: 'feedbackAnswered',
          params: { subject: thread.subject },
          link: paths.participant.feedbackDetail.to(thread.id, slug),
        },
      ]
    }
    case 'teamChanged': {
      const team = db.teams.find((t) => t.id === happening.teamId)
      if (!team) return []
      const name = db.users.find((u) => u.id === happening.memberId)?.name ?? ''
      const people = new Set([...teamPeople(db, team.id), happening.memberId])
      return [...people].map((recipientId) => ({
        recipientId,
        kind: happening.joined ? 'memberJoined' : 'memberLeft',
        params: {
          name,
          team: team.name,
          // The member themself reads "you joined" / "you were removed", not their own name.
          you: recipientId === happening.memberId ? 1 : 0,
        },
        link: paths.participant.root.to(slug),
      }))
    }
    case 'judgesChanged': {
      const { year, phase, before } = happening
      const after = judgesOf(db, year, phase)
      const window = scoringWindow(db, year, phase)
      const out: Addressed[] = []
      for (const juryId of new Set([...before.keys(), ...after.keys()])) {
        const was = before.get(juryId) ?? new Set<string>()
        const is = after.get(juryId) ?? new Set<string>()
        const added = [...is].filter((id) => !was.has(id)).length
        const taken = [...was].filter((id) => !is.has(id)).length
        const link = paths.jury.root.to(slug)
        if (added)
          out.push({
            recipientId: juryId,
            kind: 'judgeAssigned',
            params: { count: added, total: is.size, phase, year, ...window },
            link,
          })
        if (taken)
          out.push({
            recipientId: juryId,
            kind: 'judgeUnassigned',
            params: { count: taken, total: is.size, phase, year, ...window },
            link,
          })
      }
      return out
    }
    case 'voteCreated': {
      const session = db.voteSessions.find((s) => s.id === happening.sessionId)
      if (!session) return []
      return db.users
        .filter((u) => u.roleName === 'Participant')
        .map((u) => ({
          recipientId: u.id,
          kind: 'voteOpening' as const,
          params: { name: session.name, openAt: session.openAt, closeAt: session.closeAt },
          link: paths.participant.vote.to(slug),
        }))
    }
    case 'periodOpened':
    case 'periodClosingSoon':
    case 'periodChanged': {
      const period = db.periods.find((p) => p.id === happening.periodId)
      if (!period) return []
      const params = {
        // The period's record: which period's opening its e-mail tells (periodOpeningToldBy).
        period: period.id,
        periodId: period.periodId,
        description: period.description,
        start: period.startAt,
        end: period.endAt,
        // New dates: the end it had, to say what changed.
        ...(happening.kind === 'periodChanged' ? { endBefore: happening.endBefore } : {}),
      }
      // "Finish what is still open" (and its new dates): not the judges of a phase whose results
      // are published.
      const whom =
        happening.kind === 'periodOpened'
          ? { participants: true, jury: true }
          : closingSoonAudience(period, db.resultPublications ?? [])
      const roles = new Map(db.users.map((u) => [u.id, u.roleName]))
      // Its opening, or its new dates, correct by e-mail, whatever the person chose, the dates
      // someone was e-mailed and that no longer hold.
      const moved =
        happening.kind === 'periodClosingSoon' ? new Set() : toldOtherDates(db, period.id)
      // Started again after it had opened (its earlier opening superseded): said so.
      const again =
        happening.kind === 'periodOpened' &&
        (db.periodNotices ?? []).some(
          (n) => n.periodId === period.id && n.kind === 'opened' && n.superseded,
        )
      return periodPeople(db, slug, period.id)
        .filter((one) => (roles.get(one.recipientId) === 'Jury' ? whom.jury : whom.participants))
        .map((one) =>
          moved.has(one.recipientId)
            ? {
                ...one,
                kind: happening.kind,
                params: { ...params, moved: 1, ...(again ? { again: 1 } : {}) },
                mailAnyway: true as const,
              }
            : { ...one, kind: happening.kind, params: again ? { ...params, again: 1 } : params },
        )
    }
    case 'entriesClosedEarly': {
      const period = db.periods.find((p) => p.id === happening.periodId)
      if (!period) return []
      const { phase } = happening
      const params = {
        // The period's record: its opening again is e-mailed to whoever was told it closed (toldOtherDates).
        period: period.id,
        periodId: period.periodId,
        description: period.description,
        phase,
        plannedEnd: happening.plannedEnd,
      }
      // One notice per entry closed: a team with two drafts hears of each.
      return reachOf(db, { kind: 'unfinalized', year: Number(period.year), phase }).flatMap(
        ({ person, proposals }) =>
          (proposals.length ? proposals : [null]).map((proposal) => ({
            recipientId: person.id,
            kind: 'entriesClosed' as const,
            params: proposal ? { ...params, title: proposal.title } : params,
            link: proposal
              ? paths.participant.view.to(phase, proposal.id, slug)
              : paths.participant.root.to(slug),
            mailAnyway: true as const,
          })),
      )
    }
    case 'entryFinalized': {
      const proposal = proposalOf(happening.proposalId)
      if (!proposal) return []
      const { phase } = happening
      const team = db.teams.find((t) => t.id === proposal.teamId)?.name ?? ''
      const params = { title: proposal.title, phase, team }
      return [
        ...committee().map((recipientId) => ({
          recipientId,
          kind: 'entryFinalized' as const,
          params,
          link: paths.committee.proposalDetail.to(phase, proposal.id, slug),
        })),
        ...toTeam(
          proposal,
          'teamEntryFinalized',
          params,
          paths.participant.view.to(phase, proposal.id, slug),
        ),
      ]
    }
    case 'phaseScored': {
      const { year, phase } = happening
      if (happening.scoredBefore || !sheetsAllIn(db, year, phase)) return []
      // The sheets its results count: current ones, and removed ones whose submitted score is kept.
      const sheets = db.juryDetails.filter(
        (jd) =>
          jd.year === year && jd.phase === phase && (!jd.removed || jd.status === 'Submitted'),
      )
      const judges = new Set(sheets.map((jd) => jd.juryId)).size
      return committee().map((recipientId) => ({
        recipientId,
        kind: 'phaseScored' as const,
        params: { year, phase, count: sheets.length, judges },
        // The results screen opened on that phase (its `phase` tab, as the committee's home links it).
        link: `${paths.committee.voteResult.to(slug)}?phase=${phase}`,
      }))
    }
    case 'questionAsked': {
      const thread = db.feedback.find((f) => f.id === happening.feedbackId)
      if (!thread) return []
      const name = db.users.find((u) => u.id === thread.authorId)?.name ?? ''
      return committee().map((recipientId) => ({
        recipientId,
        kind: 'questionAsked' as const,
        params: { title: thread.subject, name, ...(happening.again ? { again: 1 } : {}) },
        link: paths.committee.feedbackDetail.to(thread.id, slug),
      }))
    }
    case 'conflictDeclared': {
      const conflict = (db.declaredConflicts ?? []).find((c) => c.id === happening.conflictId)
      const proposal = conflict && proposalOf(conflict.proposalId)
      if (!conflict || !proposal) return []
      const name = db.users.find((u) => u.id === conflict.juryId)?.name ?? ''
      const params = { name, title: proposal.title, phase: conflict.phase, reason: conflict.reason }
      return committee().map((recipientId) => ({
        recipientId,
        kind: 'conflictDeclared' as const,
        params,
        link: paths.committee.assignJudges.to(conflict.phase, slug),
      }))
    }
    case 'updateSubmitted':
    case 'updateReviewed': {
      const update = db.innovationUpdates.find((x) => x.id === happening.updateId)
      const proposal = update && proposalOf(update.proposalId)
      const period = update && db.periods.find((x) => x.id === update.periodId)
      if (!update || !proposal || !period) return []
      const about = {
        title: proposal.title,
        periodId: period.periodId,
        description: period.description,
      }
      if (happening.kind === 'updateReviewed')
        return toTeam(
          proposal,
          'updateReviewed',
          {
            ...about,
            comment: update.reviewComment ?? '',
            ...(happening.changed ? { changed: 1 } : {}),
          },
          paths.updateParticipant.view.to(update.id),
        )
      const team = db.teams.find((t) => t.id === proposal.teamId)?.name ?? ''
      return db.users
        .filter((u) => u.roleName === 'Commitee')
        .map((u) => ({
          recipientId: u.id,
          kind: 'updateSubmitted' as const,
          params: { ...about, team },
          link: paths.updateCommittee.detail.to(period.id, update.id),
        }))
    }
  }
}

/** The notifications a happening makes: to the people concerned, never the caller, never the inactive. */
export function recipientsOf(
  db: DemoDb,
  slug: string,
  actorId: string | null,
  happening: Happening,
): Addressed[] {
  const active = new Map<string, UserRecord>(
    db.users.filter((u) => u.isActive).map((u) => [u.id, u]),
  )
  return addressed(db, slug, happening).filter(
    (n) => n.recipientId !== actorId && active.has(n.recipientId),
  )
}

/**
 * The screens whose notifications a happening's author has dealt with by causing it: the committee
 * member who reviews an entry or an update, or answers a question, has seen what they were told of
 * it. Their own unread notifications that link there become read (notify).
 */
export function settledBy(db: DemoDb, slug: string, happening: Happening): string[] {
  switch (happening.kind) {
    case 'entryReviewed':
      return [paths.committee.proposalDetail.to(happening.phase, happening.proposalId, slug)]
    case 'feedbackReplied':
      return [
        paths.committee.feedbackDetail.to(happening.feedbackId, slug),
        paths.participant.feedbackDetail.to(happening.feedbackId, slug),
      ]
    case 'updateReviewed': {
      const update = db.innovationUpdates.find((u) => u.id === happening.updateId)
      const period = update && db.periods.find((p) => p.id === update.periodId)
      return update && period ? [paths.updateCommittee.detail.to(period.id, update.id)] : []
    }
    default:
      return []
  }
}

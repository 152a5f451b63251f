import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { DemoDb, ProposalRecord, UserRecord } from '@/demo/db/types'
import {
  type Audience,
  type AudiencePerson,
  isMissingUpdate,
  isOpenSheet,
  isUnfinalizedEntry,
  knownStanding,
  periodAudience,
  periodEmailVerdicts,
  periodTitle,
  phaseScoredIn,
  reminderVerdict,
  takesPartInUpdates,
  voteSessionStatus,
} from '@/domain/award'

export type { Audience } from '@/domain/award'
/** One person a message reaches (src/domain/award/messages.ts). */
export type Person = AudiencePerson

/**
 * Who an audience is in the data: the one place the committee's reminders, the period e-mails and
 * the automatic reminders find their people (the tests of each record are in
 * src/domain/award/messages.ts). Only active people, each once, in name order. Each person comes
 * with what their e-mail is about: their open score sheets, their team's proposal.
 */
export interface Reached {
  person: Person
  /** The judge's open score sheets (openSheets), or the team's proposal (unfinalized, noUpdate). */
  sheets: Array<{ id: string; proposalId: string }>
  proposal: { id: string; title: string } | null
  /** Every proposal of the team it reaches the person for (`proposal` is the first of them). */
  proposals: Array<{ id: string; title: string }>
}

/** Why an audience names nothing that exists (an unknown period or vote), or null. */
export function audienceProblem(db: DemoDb, audience: Audience): MessageDescriptor | null {
  switch (audience.kind) {
    case 'noUpdate':
    case 'updatePeriod': {
      const period = db.periods.find((p) => p.id === audience.periodId)
      if (!period) return msg`No period has this id.`
      return periodAudience(period.periodId).participants
        ? null
        : msg`Innovation updates are posted only in participant periods (1, 3 and 5).`
    }
    case 'period':
      return db.periods.some((p) => p.id === audience.periodId) ? null : msg`No period has this id.`
    case 'notVoted':
      return db.voteSessions.some((s) => s.id === audience.sessionId)
        ? null
        : msg`No vote session has this id.`
    default:
      return null
  }
}

/** The people an audience reaches now (`now`: the vote reminders reach people only while it is open). */
export function audienceOf(db: DemoDb, audience: Audience, now: number = Date.now()): Person[] {
  return reachOf(db, audience, now).map((r) => r.person)
}

/** The people an audience reaches, with what each one's e-mail is about. */
export function reachOf(db: DemoDb, audience: Audience, now: number = Date.now()): Reached[] {
  // A published phase's open work is over: its sheets are frozen, its entries final.
  if (!reminderVerdict(audience, db.resultPublications ?? []).ok) return []
  const users = new Map(db.users.filter((u) => u.isActive).map((u) => [u.id, u]))
  const teams = new Map(db.teams.map((t) => [t.id, t]))
  const out = new Map<string, Reached>()
  const add = (
    user: UserRecord | undefined,
    about: { team?: string; proposal?: ProposalRecord; sheet?: { id: string; proposalId: string } },
  ) => {
    if (!user) return
    const team = about.team ? teams.get(about.team) : undefined
    const seen = out.get(user.id)
    const reached: Reached = seen ?? {
      person: {
        id: user.id,
        name: user.name,
        email: user.email,
        team: team ? { id: team.id, name: team.name } : null,
      },
      sheets: [],
      proposal: about.proposal ? { id: about.proposal.id, title: about.proposal.title } : null,
      proposals: [],
    }
    if (about.sheet) reached.sheets.push(about.sheet)
    if (about.proposal && !reached.proposals.some((p) => p.id === about.proposal!.id))
      reached.proposals.push({ id: about.proposal.id, title: about.proposal.title })
    out.set(user.id, reached)
  }
  // How far a team knows its proposal has come (knownStanding): what the committee has published.
  // A message to the teams of a later phase never tells one that it advanced before that.
  const publications = db.resultPublications ?? []
  const knownStage = (p: ProposalRecord) =>
    knownStanding({ year: p.year, stage: p.phase, winnerRank: p.winnerRank }, publications, {
      role: 'Participant',
    }).stage
  const addTeamOf = (proposal: ProposalRecord) => {
    const team = teams.get(proposal.teamId)
    if (!team) return
    for (const id of new Set([team.leaderId, ...team.memberIds]))
      add(users.get(id), { team: team.id, proposal })
  }
  const addJudgesOf = (year: number, phase: 1 | 2 | 3, openOnly: boolean) => {
    for (const jd of db.juryDetails) {
      if (jd.year !== year || jd.phase !== phase || jd.removed) continue
      if (openOnly && !isOpenSheet(jd.status)) continue
      const user = users.get(jd.juryId)
      if (user?.roleName === 'Jury') add(user, { sheet: { id: jd.id, proposalId: jd.proposalId } })
    }
  }

  switch (audience.kind) {
    case 'openSheets':
      addJudgesOf(audience.year, audience.phase, true)
      break
    case 'unfinalized': {
      const { year, phase } = audience
      const proposals = db.proposals.filter((p) => p.year === year)
      for (const p of proposals)
        if (knownStage(p) >= phase && isUnfinalizedEntry(p.entries[phase]?.status)) addTeamOf(p)
      // In Phase 1 a team of the year that has no proposal yet has not finalized one either.
      if (phase === 1) {
        const withProposal = new Set(proposals.map((p) => p.teamId))
        for (const team of db.teams)
          if (team.year === year && !withProposal.has(team.id))
            for (const id of new Set([team.leaderId, ...team.memberIds]))
              add(users.get(id), { team: team.id })
      }
      break
    }
    case 'noUpdate':
    case 'updatePeriod': {
      const period = db.periods.find((p) => p.id === audience.periodId)
      if (!period || !periodAudience(period.periodId).participants) break
      const posted = new Map(
        (db.innovationUpdates ?? [])
          .filter((u) => u.periodId === period.id)
          .map((u) => [u.proposalId, u.status]),
      )
      // The teams taking part in the period (domain takesPartInUpdates: Phase 1 entry approved,
      // not out by the published results): every one for the period's own e-mail, those with no
      // update posted for the reminder.
      for (const p of db.proposals)
        if (
          String(p.year) === period.year &&
          takesPartInUpdates(
            { year: p.year, stage: p.phase, status1: p.entries[1]?.status },
            period.periodId,
            publications,
          ) &&
          (audience.kind === 'updatePeriod' || isMissingUpdate(posted.get(p.id)))
        )
          addTeamOf(p)
      break
    }
    case 'notVoted': {
      const session = db.voteSessions.find((s) => s.id === audience.sessionId)
      if (!session || voteSessionStatus(session, now) !== 'Open') break
      const voted = new Set(
        db.ballots.filter((b) => b.sessionId === session.id).map((b) => b.voterId),
      )
      for (const user of users.values())
        if (user.roleName === 'Participant' && !voted.has(user.id)) add(user, {})
      break
    }
    case 'period': {
      const period = db.periods.find((p) => p.id === audience.periodId)
      if (!period) break
      const year = Number(period.year)
      // Only those the period still asks something of: not the judges of a published phase, nor
      // the teams of a phase whose entries are final (src/domain/award/messages.ts).
      const whom = periodEmailVerdicts(period, db.resultPublications ?? [])
      if (whom.participants?.ok) {
        // Phase 1 is open to every participant; later periods to the teams still in the award.
        const stage = period.periodId === 1 ? 1 : period.periodId === 3 ? 2 : 3
        if (stage === 1) {
          for (const user of users.values()) if (user.roleName === 'Participant') add(user, {})
        } else {
          for (const p of db.proposals) if (p.year === year && knownStage(p) >= stage) addTeamOf(p)
        }
      }
      const scored = phaseScoredIn(period.periodId)
      if (whom.jury?.ok && scored) {
        addJudgesOf(year, scored, false)
        // Before anyone is assigned, the phase's judges are every judge.
        if (!db.juryDetails.some((jd) => jd.year === year && jd.phase === scored && !jd.removed))
          for (const user of users.values()) if (user.roleName === 'Jury') add(user, {})
      }
      break
    }
  }
  return [...out.values()].sort(
    (a, b) => a.person.name.localeCompare(b.person.name) || a.person.id.localeCompare(b.person.id),
  )
}

/** The names an audience's words need (its period's or vote's), in the language shown. */
export function audienceNames(db: DemoDb, audience: Audience): { period?: string; vote?: string } {
  if (
    audience.kind === 'noUpdate' ||
    audience.kind === 'period' ||
    audience.kind === 'updatePeriod'
  ) {
    const period = db.periods.find((p) => p.id === audience.periodId)
    return period ? { period: periodTitle(period) } : {}
  }
  if (audience.kind === 'notVoted') {
    const vote = db.voteSessions.find((s) => s.id === audience.sessionId)
    return vote ? { vote: vote.name } : {}
  }
  return {}
}

/**
 * The award's notifications (requirements: nobody is left uninformed): what each one tells, the
 * groups a person can also have sent by e-mail, and which groups come by e-mail until a person
 * chooses (assignments, returned entries and published results). The demo's handlers and the
 * profile's screen both read these.
 */
import { reminderVerdict } from '@/domain/award/messages'
import { periodAudience, phaseScoredIn } from '@/domain/award/periods'
import type { PublicationLike } from '@/domain/award/publication'
import type { Audience } from '@/domain/award/messages'

export const NOTIFICATION_KINDS = [
  'entryReturned',
  'entryApproved',
  'advanced',
  'notAdvanced',
  /** A winner's team, when the winners are published: its place. */
  'won',
  'feedbackAnswered',
  'memberJoined',
  'memberLeft',
  'judgeAssigned',
  'judgeUnassigned',
  'voteOpening',
  'resultsPublished',
  'periodOpened',
  'periodClosingSoon',
  /** The committee changed the dates of the period that runs: everyone it is for, with its new dates. */
  'periodChanged',
  /**
   * The committee started a later period before the entry period's planned end: each team whose
   * entry of that phase was not finalized, which can no longer be.
   */
  'entriesClosed',
  /** A team submitted its innovation update: the committee, who review it. */
  'updateSubmitted',
  /** The committee reviewed a team's innovation update: the team, with the committee's comment. */
  'updateReviewed',
  /** A message the committee (or the award's clock) sent: a reminder or a period's e-mail. */
  'message',
  /** A team finalized a phase's entry: the committee, who review it next. */
  'entryFinalized',
  /** The leader (or the committee) finalized the team's entry: the team's other members. */
  'teamEntryFinalized',
  /** The last open score sheet of a phase was submitted: the committee, whose results are complete. */
  'phaseScored',
  /** A participant or a judge asked the committee a question: the committee, who answer it. */
  'questionAsked',
  /**
   * A judge declared a conflict of interest and their assignment was released: the committee, who
   * give the proposal another judge.
   */
  'conflictDeclared',
] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

export const EMAIL_TOPICS = [
  'assignments',
  'returned',
  'approved',
  'results',
  'feedback',
  'team',
  'votes',
  'periods',
  'updateReviews',
  'updateSubmissions',
  'entrySubmissions',
  'scoringDone',
  'questions',
  'conflicts',
] as const
export type EmailTopic = (typeof EMAIL_TOPICS)[number]

/**
 * The e-mail topic each notification belongs to; null for the committee's messages, which always
 * come by e-mail whatever a person chose (they are sent to be read).
 */
export const TOPIC_OF: Record<NotificationKind, EmailTopic | null> = {
  entryReturned: 'returned',
  entryApproved: 'approved',
  advanced: 'results',
  notAdvanced: 'results',
  won: 'results',
  resultsPublished: 'results',
  feedbackAnswered: 'feedback',
  memberJoined: 'team',
  memberLeft: 'team',
  judgeAssigned: 'assignments',
  judgeUnassigned: 'assignments',
  voteOpening: 'votes',
  periodOpened: 'periods',
  periodClosingSoon: 'periods',
  periodChanged: 'periods',
  entriesClosed: 'periods',
  updateSubmitted: 'updateSubmissions',
  updateReviewed: 'updateReviews',
  message: null,
  entryFinalized: 'entrySubmissions',
  teamEntryFinalized: 'team',
  phaseScored: 'scoringDone',
  questionAsked: 'questions',
  conflictDeclared: 'conflicts',
}

/**
 * The e-mail topics a role can be notified of, as its profile offers them: a judge has no team, a
 * participant no judging assignments nor updates to review, and the committee (any other role)
 * only the updates submitted to it.
 */
export function emailTopicsFor(roleName: string | null | undefined): readonly EmailTopic[] {
  if (roleName === 'Participant')
    return EMAIL_TOPICS.filter(
      (topic) => !COMMITTEE_TOPICS.includes(topic) && topic !== 'assignments',
    )
  if (roleName === 'Jury') return ['assignments', 'results', 'periods']
  // The committee has no team, no proposal and no judging: what it is told of, besides the messages
  // it always gets by e-mail, is what waits for it: entries and updates to review, a phase whose
  // sheets are all in, questions to answer, a proposal a judge had to give up.
  return COMMITTEE_TOPICS
}

/** What the committee is told of: what waits for it to act. */
const COMMITTEE_TOPICS: readonly EmailTopic[] = [
  'entrySubmissions',
  'scoringDone',
  'questions',
  'conflicts',
  'updateSubmissions',
]

/** Which topics come by e-mail for someone who never chose. */
export const EMAIL_DEFAULTS: Record<EmailTopic, boolean> = {
  assignments: true,
  returned: true,
  approved: false,
  results: true,
  feedback: false,
  team: false,
  votes: false,
  // Off: the committee's period e-mail and its reminders already go to everyone by e-mail; the bell
  // tells of every opening and closing anyway. An opening on other dates than a person was e-mailed
  // is e-mailed to them whatever they chose (datesStillHold).
  periods: false,
  // On: the committee's comment on a team's update is written to be read, as a returned entry's reason.
  updateReviews: true,
  // Off: every team's submission would be an e-mail to each committee member; the bell counts them.
  updateSubmissions: false,
  // Off, as the updates: one e-mail per finalized entry, or per question, would flood the committee.
  entrySubmissions: false,
  questions: false,
  // On: once per phase, the moment its results are complete and the committee can advance.
  scoringDone: true,
  // On: rare, and the proposal has a judge fewer until the committee assigns another one.
  conflicts: true,
}

/** A person's e-mail choices: what they chose, the defaults for the rest. */
export function emailChoices(
  chosen: Partial<Record<EmailTopic, boolean>> | undefined,
): Record<EmailTopic, boolean> {
  return Object.fromEntries(
    EMAIL_TOPICS.map((topic) => [topic, chosen?.[topic] ?? EMAIL_DEFAULTS[topic]]),
  ) as Record<EmailTopic, boolean>
}

/** How many days before a period ends its people are told that it closes soon. */
export const CLOSING_SOON_DAYS = 2
const DAY_MS = 24 * 60 * 60 * 1000

/** What the award's clock tells a period's people: that it opened, and that it closes soon. */
export type PeriodNoticeKind = 'opened' | 'closingSoon'

/**
 * The period notices due now that were not sent yet, each once per period: "opened" while the
 * active period runs, "closing soon" from CLOSING_SOON_DAYS before its end until it ends. Only the
 * active period is open (the committee starts one at a time), so nothing is due for the others.
 */
export function periodNoticesDue(
  periods: readonly { id: string; startAt: string; endAt: string; isActive: boolean }[],
  sent: readonly { periodId: string; kind: PeriodNoticeKind; superseded?: true }[],
  now: number,
): { periodId: string; kind: PeriodNoticeKind }[] {
  // A notice a later start of its period replaced is due again (the period opens anew).
  const done = new Set(sent.filter((s) => !s.superseded).map((s) => `${s.periodId} ${s.kind}`))
  const due: { periodId: string; kind: PeriodNoticeKind }[] = []
  for (const p of periods) {
    const start = Date.parse(p.startAt)
    const end = Date.parse(p.endAt)
    if (!p.isActive || now < start || now >= end) continue
    if (!done.has(`${p.id} opened`)) due.push({ periodId: p.id, kind: 'opened' })
    if (now >= end - CLOSING_SOON_DAYS * DAY_MS && !done.has(`${p.id} closingSoon`))
      due.push({ periodId: p.id, kind: 'closingSoon' })
  }
  return due
}

/**
 * The period notices still standing once the committee moved the end of a running period: a
 * "closes soon" already sent stays sent while the new end is as near, and is due again
 * CLOSING_SOON_DAYS before a new end that lies further out (the people were told the period closes
 * soon, then that it runs longer: they are told again before it really closes).
 */
export function noticesAfterNewEnd<T extends { periodId: string; kind: PeriodNoticeKind }>(
  sent: readonly T[],
  period: { id: string; endAt: string },
  now: number,
): T[] {
  const again = now < Date.parse(period.endAt) - CLOSING_SOON_DAYS * DAY_MS
  return sent.filter((s) => !(again && s.periodId === period.id && s.kind === 'closingSoon'))
}

/**
 * Whether dates someone was told still hold: each one told (a start, an end, or both) is the same
 * instant now. A period's opening is e-mailed, whatever the person chose, to whoever was e-mailed
 * that period's dates that no longer hold (a judge's assignment gives the scoring period's dates, a
 * period e-mail or a reminder its end): the committee started it earlier, or moved it, after they
 * were told. Whoever only ever read the dates in the app reads the opening there too (the bell, by
 * e-mail if they chose `periods`): its e-mail is off by default, as the period e-mails and
 * reminders already go to everyone by e-mail.
 */
export function datesStillHold(
  told: { start?: string | number; end?: string | number },
  now: { start?: string; end?: string },
): boolean {
  const same = (a: string | number | undefined, b: string | undefined) =>
    a === undefined || (b !== undefined && Date.parse(String(a)) === Date.parse(b))
  return same(told.start, now.start) && same(told.end, now.end)
}

/**
 * The period whose opening a message tells (its record id), or null. The committee's own e-mail of
 * a period (the audience `period`: everyone it is for) says what the automatic "opened" notice
 * says, and more: for each of its people who already has that notice, read or not, the e-mail's
 * notification takes the notice's place in the bell, saying that the period is open and its dates,
 * so a start is one notice, never two almost alike. The notice's own e-mail, already sent, stays in
 * the message history. The innovation updates' e-mail asks for something else and is a notice of
 * its own.
 */
export function periodOpeningToldBy(audience: Audience): string | null {
  return audience.kind === 'period' ? audience.periodId : null
}

/**
 * Who a period's "closes soon" notice is for: everyone the period is for (`periodAudience`), asked to
 * finish what is still open, but the judges only while the phase the period scores can still be
 * scored. Once its results are published their sheets can no longer change (`reminderVerdict`, the
 * reminders' rule): nobody asks them to finish.
 */
export function closingSoonAudience(
  period: { periodId: number; year: string | number },
  publications: readonly PublicationLike[],
): { participants: boolean; jury: boolean } {
  const whom = periodAudience(period.periodId)
  const scored = phaseScoredIn(period.periodId)
  const open =
    scored !== null &&
    reminderVerdict({ kind: 'openSheets', year: Number(period.year), phase: scored }, publications)
      .ok
  return { participants: whom.participants, jury: whom.jury && open }
}

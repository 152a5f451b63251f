/**
 * The award's notifications (requirements: nobody is left uninformed): what each one tells, the
 * groups a person can also have sent by e-mail, and which groups come by e-mail until a person
 * chooses (assignments, returned entries and published results). The demo's handlers and the
 * profile's screen both read these.
 */
export const NOTIFICATION_KINDS = [
  'entryReturned',
  'entryApproved',
  'advanced',
  'notAdvanced',
  'feedbackAnswered',
  'memberJoined',
  'memberLeft',
  'judgeAssigned',
  'judgeUnassigned',
  'voteOpening',
  'resultsPublished',
  /** A message the committee (or the award's clock) sent: a reminder or a period's e-mail. */
  'message',
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
  resultsPublished: 'results',
  feedbackAnswered: 'feedback',
  memberJoined: 'team',
  memberLeft: 'team',
  judgeAssigned: 'assignments',
  judgeUnassigned: 'assignments',
  voteOpening: 'votes',
  message: null,
}

/** Which topics come by e-mail for someone who never chose. */
export const EMAIL_DEFAULTS: Record<EmailTopic, boolean> = {
  assignments: true,
  returned: true,
  approved: false,
  results: true,
  feedback: false,
  team: false,
  votes: false,
}

/** A person's e-mail choices: what they chose, the defaults for the rest. */
export function emailChoices(
  chosen: Partial<Record<EmailTopic, boolean>> | undefined,
): Record<EmailTopic, boolean> {
  return Object.fromEntries(
    EMAIL_TOPICS.map((topic) => [topic, chosen?.[topic] ?? EMAIL_DEFAULTS[topic]]),
  ) as Record<EmailTopic, boolean>
}

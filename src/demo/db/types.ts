// The demo backend's stored records. The API answers are built from these by the handlers;
// their shapes are documented in docs/api.md.

import type { ShirtSize } from '@/config/shirt-sizes'
import type { Audience, DeliveryState, MessageKind } from '@/domain/award/messages'
import type { EmailTopic, NotificationKind, PeriodNoticeKind } from '@/domain/award/notifications'
import type { ReminderWork } from '@/domain/award/reminders'

export type { Audience, DeliveryState, EmailTopic, MessageKind, NotificationKind, ShirtSize }
export type RoleName = 'Commitee' | 'Jury' | 'Participant'
export type PhaseNumber = 1 | 2 | 3
export type EntryStatus = 'Draft' | 'Finalized' | 'Approved' | 'Returned'

export interface EventRecord {
  id: string
  name: string
  url: string
  logo: string
}

/** A person of the organisation's directory: who can sign in at the demo identity provider. */
export interface DirectoryPerson {
  id: string
  name: string
  email: string
  unit: string
  jobTitle: string
}

export interface UserRecord {
  id: string
  name: string
  email: string
  unit: string
  phone: string
  shirtSize: ShirtSize | null
  roleName: RoleName
  isActive: boolean
  createdAt: string
}

export interface TeamRecord {
  id: string
  year: number
  name: string
  code: string
  unit: string
  leaderId: string
  memberIds: string[]
  createdAt: string
}

export interface PeriodRecord {
  id: string
  year: string
  periodId: number
  description: string
  startAt: string
  endAt: string
  createdAt: string
  sendEmailBy: string | null
  sendEmailAt: string | null
  /** When and by whom the e-mail of its innovation updates last went (a participant period); absent until then. */
  updatesEmailBy?: string | null
  updatesEmailAt?: string | null
  isActive: boolean
  /** The automatic reminders the committee switched on or off, one per open work; absent until set. */
  autoReminders?: AutoReminderRecord[]
}

/** A period's automatic reminder of one open work (domain/award/reminders.ts). */
export interface AutoReminderRecord {
  work: ReminderWork
  enabled: boolean
  daysBefore: number
  /** When it went out (once), and to how many people; null until then. */
  sentAt: string | null
  recipients: number | null
}

export interface StatusChange {
  at: string
  byId: string
  from: EntryStatus | null
  to: EntryStatus
  reason?: string
}

export interface PhaseEntryRecord {
  status: EntryStatus
  /** The entry's fields, by name (docs/api.md lists them per phase). */
  fields: Record<string, unknown>
  version: number
  updatedAt: string
  updatedById: string | null
  finalizedAt: string | null
  approvedAt: string | null
  returnReason: string | null
  history: StatusChange[]
}

/** An uploaded file as stored (demo/handlers/uploads.ts storeUpload): served under `url`. */
export interface UploadedFileRecord {
  id: string
  fileName: string
  contentType: string
  size: number
  url: string
  uploadedAt: string
  uploadedById: string
}

/** A file of a proposal: of a phase, of a kind (domain/uploads.ts). */
export interface AttachmentRecord extends UploadedFileRecord {
  phase: PhaseNumber
  kind: 'poster' | 'presentation' | 'supporting'
}

export interface ProposalRecord {
  id: string
  year: number
  teamId: string
  category: 1 | 2 | 3 | 4
  title: string
  /** The furthest phase reached: 1, 2 (semi-finalist) or 3 (finalist). */
  phase: PhaseNumber
  entries: Partial<Record<1 | 2, PhaseEntryRecord>>
  attachments: AttachmentRecord[]
  isPublished: boolean
  winnerRank: number | null
  importedFromId: string | null
  initiativeCode: string | null
  createdAt: string
  createdById: string
}

/** A message as a record keeps it: its id and values (src/demo/db/summaries.ts). */
export interface StoredMessage {
  id: string
  values?: Record<string, StoredValue>
}

/** A value of a stored message: as it was, or its words in every language (`en`, `id`). */
export type StoredValue = string | number | Record<string, string>

export interface ActivityRecord {
  id: string
  at: string
  actorId: string
  entity: string
  entityId: string
  action: string
  /** The summary in English, as written (all a record written before summaries were messages has). */
  summary: string
  /** The summary as a message, worded in the language of the request that reads it. */
  summaryMessage?: StoredMessage
  before: unknown
  after: unknown
}

/** A criterion of a phase's scoring rubric (docs/api.md "Rubric"). Weights of a phase sum to 100. */
export interface RubricCriterionRecord {
  id: string
  phase: PhaseNumber
  order: number
  name: string
  description: string
  weight: number
  /** The year the committee edited this rubric for; absent = the default rubric of every year without its own. */
  year?: number
  /** The score scale of the phase's rubric (default 1–10). */
  scaleMin?: number
  scaleMax?: number
}

export type JuryDetailStatus = 'Assigned' | 'Draft' | 'Submitted'

export interface CriterionScoreRecord {
  criterionId: string
  /** 1–10, or null while not scored yet. */
  score: number | null
  comment: string
}

/**
 * A judge's assignment to a proposal in a phase, and that judge's score sheet for it. A judge
 * removed after scoring keeps the record (`removed`), so no score is ever lost.
 */
export interface JuryDetailRecord {
  id: string
  year: number
  phase: PhaseNumber
  proposalId: string
  juryId: string
  status: JuryDetailStatus
  removed: boolean
  scores: CriterionScoreRecord[]
  overallComment: string
  version: number
  assignedAt: string
  assignedById: string
  updatedAt: string | null
  submittedAt: string | null
}

/**
 * A judge's declared conflict of interest with a proposal (docs/api.md "Conflicts of interest"):
 * remembered for every later phase of the same proposal.
 */
export interface DeclaredConflictRecord {
  id: string
  year: number
  proposalId: string
  juryId: string
  /** The phase whose score sheet the judge declared it on. */
  phase: PhaseNumber
  reason: string
  declaredAt: string
}

/** Per year and phase judging settings the committee changes (docs/api.md "Judging settings", "Blind judging"). */
export interface JudgingSettingRecord {
  year: number
  phase: PhaseNumber
  /** Judges see no team name, unit or member names: the demo API leaves them out of its answers to jury users. */
  blind: boolean
  /** Normalisation thresholds (features/scoring/thresholds.ts); missing in data saved before they existed: the defaults. */
  minScores?: number
  sdFloor?: number
  updatedAt: string
  updatedById: string
}

/** A people's-choice vote session (docs/api.md "Votes"). */
export interface VoteSessionRecord {
  id: string
  year: number
  name: string
  /** Proposal ids, in the order the committee listed them. */
  candidateIds: string[]
  openAt: string
  closeAt: string
  createdAt: string
  createdById: string
  updatedAt: string
}

/** One person's ballot in one session: at most one per person per session. */
export interface BallotRecord {
  id: string
  sessionId: string
  voterId: string
  proposalId: string
  castAt: string
}

export type FeedbackStatus = 'Open' | 'Answered' | 'Closed'

export interface FeedbackMessageRecord {
  id: string
  authorId: string
  message: string
  at: string
}

/** A question to the committee and its thread of answers. */
export interface FeedbackRecord {
  id: string
  authorId: string
  subject: string
  category: string | null
  status: FeedbackStatus
  messages: FeedbackMessageRecord[]
  createdAt: string
  updatedAt: string
}

/** A project of the organisation's initiative registry (import-proyek-inisiatif). */
export interface InitiativeRecord {
  code: string
  name: string
  unit: string
  description: string
  owner: string
  year: number
}

export type InnovationUpdateStatus = 'Draft' | 'Submitted' | 'Reviewed'

/** A file of an innovation update (a supporting file: domain/uploads.ts). */
export type UpdateFileRecord = UploadedFileRecord

/** A team's progress update on one proposal in one participant period; id = `${proposalId}.${periodRecordId}`. */
export interface InnovationUpdateRecord {
  id: string
  proposalId: string
  periodId: string
  status: InnovationUpdateStatus
  progress: number | null
  achievements: string
  obstacles: string
  nextSteps: string
  valueRealised: number | null
  version: number
  updatedAt: string
  updatedById: string
  submittedAt: string | null
  submittedById: string | null
  reviewedAt: string | null
  reviewedById: string | null
  reviewComment: string | null
  /** Its files; absent in data saved before updates had files. */
  attachments?: UpdateFileRecord[]
}

/** The committee published a phase's results of a year (docs/api.md "Results publication"). Publishing phase 3 publishes the winners. */
export interface ResultPublicationRecord {
  id: string
  year: number
  phase: PhaseNumber
  publishedAt: string
  publishedById: string
  shareComments: boolean
}

export interface DemoDb {
  schemaVersion: 1
  seededAt: string
  events: EventRecord[]
  directory: DirectoryPerson[]
  users: UserRecord[]
  teams: TeamRecord[]
  periods: PeriodRecord[]
  proposals: ProposalRecord[]
  activities: ActivityRecord[]
  initiatives: InitiativeRecord[]
  voteSessions: VoteSessionRecord[]
  ballots: BallotRecord[]
  feedback: FeedbackRecord[]
  rubrics: RubricCriterionRecord[]
  juryDetails: JuryDetailRecord[]
  /** Optional so data saved before conflicts existed still loads; read with `?? []`. */
  declaredConflicts?: DeclaredConflictRecord[]
  /** Optional for the same reason; a missing (year, phase) means "not blind" and the default thresholds. */
  judgingSettings?: JudgingSettingRecord[]
  innovationUpdates: InnovationUpdateRecord[]
  /** Remembered answers to writes sent with an Idempotency-Key, by `<personId> <METHOD> <path> <key>` (24 hours). */
  idempotency: Record<string, IdempotencyRecord>
  /** Absent in data saved before results could be published: handlers read it with `?? []`. */
  resultPublications: ResultPublicationRecord[]
  /** The language each person chose for their account, by directory id; absent in older data. */
  languages?: Record<string, 'id' | 'en'>
  /**
   * The language each person last read the app in (their calls' Accept-Language), by directory id:
   * their e-mails' language while they never chose one. Absent in older data.
   */
  readIn?: Record<string, 'id' | 'en'>
  /** Each person's notifications, newest first; absent in data saved before they existed. */
  notifications?: NotificationRecord[]
  /** Every e-mail the demo delivered (its mailbox, /demo-mailbox), newest first; absent in older data. */
  mailbox?: MailRecord[]
  /** Which notifications each person also gets by e-mail, by person id; a missing topic keeps its default. */
  emailPreferences?: Record<string, Partial<Record<EmailTopic, boolean>>>
  /** The period notices the award's clock sent (each once per period); absent in older data. */
  periodNotices?: PeriodNoticeRecord[]
  /** The messages the committee and the award's clock sent (src/demo/messages), newest first; absent in older data. */
  messages?: MessageRecord[]
}

/** A period's people were told it opened or closes soon: recorded so that it is never sent again. */
export interface PeriodNoticeRecord {
  /** The period's record id (`period-2026-1`). */
  periodId: string
  kind: PeriodNoticeKind
  at: string
  /** How many people were told; null for what the seed records as told before the demo began. */
  recipients: number | null
  /**
   * Told of an opening, or a closing, that a later start of the period replaced: kept as history,
   * no longer counted as sent (the period is told again, "open again").
   */
  superseded?: true
}

/**
 * A message sent to an audience (a reminder, a period's e-mail, an automatic reminder): who sent
 * it, when, to whom, with what, and how each e-mail went. Its words are written from the values
 * (like a notification's) in each reader's language; the committee's own subject and text and
 * personal line are kept as typed.
 */
export interface MessageRecord {
  id: string
  kind: MessageKind
  audience: Audience
  /** Who sent it; null for an automatic one (the award's clock). */
  senderId: string | null
  at: string
  /** The committee's own subject and text (a period e-mail), or null: the audience's reminder. */
  subject: string | null
  text: string | null
  personalLine: string | null
  /** The app's address and the event's link slug the links were made with (retries reuse them). */
  origin: string
  slug: string
  recipients: MessageRecipientRecord[]
}

/** Why the demo mailbox refused an e-mail: the person has no address, or an address it cannot reach. */
export type DeliveryProblem = 'noAddress' | 'unreachable'

/**
 * How one e-mail went (src/demo/notifications/mailbox.ts): a message's to one recipient, or a
 * notification's own. Every e-mail the demo sends is recorded so, so a refused one shows failed in
 * the message history and a retry sends it again.
 */
export interface DeliveryRecord {
  /** The address it was (last) sent to; '' when the person has none. */
  email: string
  state: DeliveryState
  /** The delivered e-mail in the demo mailbox; null while it failed. */
  mailId: string | null
  problem: DeliveryProblem | null
  attempts: number
  lastAttemptAt: string
}

/** One recipient of a message: the words' values and link of their e-mail, and how it went. */
export interface MessageRecipientRecord extends DeliveryRecord {
  id: string
  name: string
  teamName: string | null
  language: 'id' | 'en'
  params: Record<string, string | number>
  link: string
  notificationId: string
}

/** A notification's own e-mail (the person chose its topic by e-mail), and how it went. */
export interface NotificationMailRecord extends DeliveryRecord {
  /** The recipient's name when it was (last) sent. */
  name: string
  /** The app's address its link was made with (a retry reuses it). */
  origin: string
}

/**
 * One notification to one person. The words are not stored: `params` (names, titles, numbers,
 * ISO dates) are written into the reader's language each time it is read, so a person who
 * switches language reads every notification in it.
 */
export interface NotificationRecord {
  id: string
  recipientId: string
  kind: NotificationKind
  params: Record<string, string | number>
  /** The app's path of the screen it is about (the exact screen: the entry, the thread, the vote). */
  link: string
  at: string
  readAt: string | null
  /** The same for every notification of one happening: the committee's message history groups by it. */
  causeId: string
  /** Who caused it; null for what the award's clock causes (a reminder). */
  actorId: string | null
  /** Its e-mail, when the person gets its topic by e-mail; absent otherwise and in older data. */
  mail?: NotificationMailRecord
  /**
   * The notification that took its place in the person's bell (a period's "opened" notice, told
   * again by the period's own e-mail: `periodOpeningToldBy`). Kept for the message history, no
   * longer listed nor counted.
   */
  replacedBy?: string
}

/** An e-mail as the demo delivered it: composed once, in its recipient's language, never changed. */
export interface MailRecord {
  id: string
  notificationId: string | null
  /** The message it belongs to (src/demo/messages); absent for a notification's own e-mail. */
  messageId?: string
  to: { id: string; name: string; email: string }
  language: 'id' | 'en'
  subject: string
  text: string
  html: string
  sentAt: string
}

/** The first answer to a write sent with an Idempotency-Key, replayed to a retry with the same key. */
export interface IdempotencyRecord {
  at: string
  status: number
  headers: Record<string, string>
  body: string
  /** SHA-256 of the request body: the same key with another body is refused. */
  fingerprint: string
}

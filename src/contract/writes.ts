import { LANGUAGES } from '@/i18n/languages'
import { formatDateTime } from '@/lib/dates'

/**
 * `npm run contract -- --writes`: every write call of the API, run in an order that builds what the
 * next one needs, on the event the person named, with the people their tokens stand for. What the
 * run makes is its own (a team, proposals, a question, a vote session, all named "Contract check");
 * what it changes of the event's own data it puts back (periods, a member's team, an account's
 * state, a winner mark, the times of the year's periods). What no call can take back is listed in
 * `leftovers`, in words, for the report.
 */

type Json = Record<string, unknown>

/** The people a run acts as: the tokens given, told apart by what GET /api/auth says of each. */
export interface Person {
  token: string
  id: string
  name: string
  email: string
  roleName: string | null
  isRegistered: boolean
}

export interface Cast {
  committee?: Person
  jury?: Person
  /** A person who has not registered yet (the run registers them), or a participant without a team this year. */
  owner?: Person
  /** A participant who is a member, not the leader, of a team of this year: leaves it and joins it again. */
  member?: Person
  /** Any other participant: casts the ballot. */
  voter?: Person
}

export interface Answered {
  status: number
  ok: boolean
  value: unknown
}

/** Who a step acts as (Cast). */
export type Role = keyof Cast

export interface Writer {
  /** Sends a write and records its run, with what it was for (not run when nobody plays `as`). */
  write(
    operationId: string,
    as: Role,
    path: Record<string, string | number>,
    body: unknown,
    note: string,
  ): Promise<Answered>
  /** Reads what a later write needs; not a run of its own (the read-only pass checked the reads). */
  read(as: Role, path: string): Promise<unknown>
  now(): number
}

const obj = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {}
const arr = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : [])
const str = (value: unknown): string => (typeof value === 'string' ? value : String(value ?? ''))

/** A 1×1 PNG (a poster) and a one-page PDF (a presentation). */
export const FILES = {
  'contract-check-poster.png': Uint8Array.from(
    atob(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    ),
    (c) => c.charCodeAt(0),
  ),
  'contract-check-presentation.pdf': new TextEncoder().encode(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
} as const

const PHASE_1_FIELDS = {
  background: 'Contract check: the background of a proposal made to exercise the API.',
  solution: 'Contract check: the solution.',
  novelty: 'Contract check: what is new.',
  benefits: 'Contract check: the benefits.',
  estimatedValue: 1_000_000,
  implementationPlan: 'Contract check: the plan.',
  location: 'Contract check',
}
const phase2Fields = (memberIds: string[]) => ({
  progress: 'Contract check: progress since Phase 1.',
  pilotResults: 'Contract check: pilot results.',
  investment: 1_000_000,
  yearlyBenefit: 2_000_000,
  paybackMonths: 6,
  risks: 'Contract check: the risks.',
  shirtSizes: Object.fromEntries(memberIds.map((id) => [id, 'M'])),
})

/**
 * Runs every write call once at least, and returns what stays on the event. Each step reads the
 * ids it needs from the answers before it; a step whose prerequisite failed is still sent (with an
 * id no server has), so its answer is checked too and the report shows where the chain broke.
 */
export async function runWrites(w: Writer, cast: Cast): Promise<string[]> {
  const { committee: C, jury: J, owner: N, member: M } = cast
  const stays: string[] = []
  // The run's names carry its time, as a person reads it, so two runs' things are told apart.
  const stamp = formatDateTime(w.now())
  const none = 'contract-check-none'

  // ---- The year and its periods, as they are before the run: put back at the end. ----
  const periods = arr(await w.read('committee', '/api/period'))
  const active = periods.find((p) => p.isActive === true)
  const year = Number(active?.year ?? Math.max(...periods.map((p) => Number(p.year)), 0))
  const ofYear = periods
    .filter((p) => Number(p.year) === year)
    .sort((a, b) => Number(a.periodId) - Number(b.periodId))
  const periodOf = (periodId: number) => ofYear.find((p) => Number(p.periodId) === periodId)
  const phase1 = periodOf(1)
  await w.write(
    'startPeriod',
    'committee',
    { id: str(phase1?.id ?? none) },
    undefined,
    `starts "${str(phase1?.description)}" ${year} so the team's steps can run (the periods are put back at the end)`,
  )

  // ---- The owner: registered, with a team of their own. ----
  const registered = await w.write(
    'register',
    'owner',
    {},
    {
      name: N?.name || 'Contract check',
      unit: 'Contract check',
      phone: '0812 0000 0000',
      shirtSize: 'M',
    },
    `registers ${N?.name ?? 'the owner'} as a participant`,
  )
  if (registered.ok) stays.push(`${N!.name} is registered as a participant (an account stays).`)
  // The owner's language: the one their account has, sent again; an account without one is given
  // the interface's first, which stays (no call forgets a language).
  const chosen = obj(await w.read('owner', '/api/auth')).language
  const language = typeof chosen === 'string' ? chosen : LANGUAGES[0]
  const languageSet = await w.write(
    'setMyLanguage',
    'owner',
    {},
    { language },
    `remembers the language ${N?.name ?? 'the owner'} reads the app in (${language})`,
  )
  if (languageSet.ok && typeof chosen !== 'string')
    stays.push(`${N!.name}'s account reads the app in "${language}" (it had no language).`)
  await w.write(
    'createUser',
    'committee',
    {},
    { directoryId: N?.id ?? none, roleName: 'Participant' },
    `adds ${N?.name ?? 'the owner'} as a participant: refused (409) once they have an account`,
  )
  await w.write(
    'updateShirtSize',
    'owner',
    {},
    { shirtSize: 'L' },
    `sets ${N?.name ?? 'the owner'}'s T-shirt size`,
  )
  const teamName = `Contract check ${stamp}`
  const createdTeam = await w.write(
    'createTeam',
    'owner',
    {},
    { name: teamName },
    'creates the run’s team (refused with 409 when the owner already has one this year: that one is used)',
  )
  const team = createdTeam.ok
    ? obj(createdTeam.value)
    : (arr(await w.read('owner', `/api/team/mine?year=${year}`))[0] ?? {})
  const teamId = str(team.id || none)
  if (createdTeam.ok) stays.push(`The team "${teamName}" (${str(team.code)}), led by ${N!.name}.`)
  await w.write(
    'updateTeam',
    'owner',
    { id: teamId },
    { name: `${str(team.name)} (renamed)` },
    'renames the team',
  )
  await w.write(
    'updateTeam',
    'owner',
    { id: teamId },
    { name: str(team.name) },
    'gives the team its name back',
  )

  // ---- A member leaves their team, is added to the run's team and taken off, and joins back. ----
  const memberTeam = obj(arr(await w.read('member', `/api/team/mine?year=${year}`))[0])
  await w.write(
    'removeTeamMember',
    'member',
    { id: str(memberTeam.id || none), userId: M?.id ?? none },
    undefined,
    `${M?.name ?? 'the member'} leaves "${str(memberTeam.name)}" (and joins it again below)`,
  )
  await w.write(
    'addTeamMember',
    'owner',
    { id: teamId },
    { email: M?.email ?? 'contract-check@example.org' },
    `adds ${M?.name ?? 'the member'} to the run's team`,
  )
  await w.write(
    'removeTeamMember',
    'owner',
    { id: teamId, userId: M?.id ?? none },
    undefined,
    `takes ${M?.name ?? 'the member'} off the run's team again`,
  )
  await w.write(
    'joinTeam',
    'member',
    { code: str(memberTeam.code || none) },
    undefined,
    `${M?.name ?? 'the member'} joins "${str(memberTeam.name)}" again with its code`,
  )

  // ---- The run's proposal through its Phase 1 entry: saved, files, finalized, returned, approved. ----
  const title = `Contract check ${stamp}`
  const created = await w.write(
    'createProposal',
    'owner',
    {},
    { teamId, category: 1, title },
    'starts the run’s proposal',
  )
  const proposalId = str(obj(created.value).id || none)
  // Read as the committee: a team sees no Phase 2 entry before the Phase 1 results are published.
  const entryVersion = async (id: string, phase: 1 | 2) =>
    Number(
      obj(obj(obj(await w.read('committee', `/api/proposal/${id}`)).entries)[phase]).version ?? 0,
    )
  await w.write(
    'saveEntry',
    'owner',
    { id: proposalId, phase: 1 },
    { fields: PHASE_1_FIELDS, version: await entryVersion(proposalId, 1) },
    'writes its Phase 1 entry',
  )
  await w.write(
    'uploadAttachment',
    'owner',
    { id: proposalId },
    { file: 'contract-check-poster.png', kind: 'poster', phase: '1' },
    'uploads its poster',
  )
  const supporting = await w.write(
    'uploadAttachment',
    'owner',
    { id: proposalId },
    { file: 'contract-check-poster.png', kind: 'supporting', phase: '1' },
    'uploads a supporting file (deleted again below)',
  )
  await w.write(
    'deleteAttachment',
    'owner',
    { id: proposalId, aid: str(obj(supporting.value).id || none) },
    undefined,
    'deletes the supporting file',
  )
  await w.write(
    'finalizeEntry',
    'owner',
    { id: proposalId, phase: 1 },
    undefined,
    'finalizes the entry',
  )
  await w.write(
    'returnEntry',
    'committee',
    { id: proposalId, phase: 1 },
    { reason: 'Contract check: returned to exercise the call.' },
    'returns the entry to the team',
  )
  await w.write(
    'finalizeEntry',
    'owner',
    { id: proposalId, phase: 1 },
    undefined,
    'finalizes the returned entry again',
  )
  await w.write(
    'approveEntry',
    'committee',
    { id: proposalId, phase: 1 },
    undefined,
    'approves the entry',
  )
  if (created.ok)
    stays.push(
      `The proposal "${title}" of that team, moved to the final (Phase 3) with its Phase 1 and Phase 2 entries approved, its files, a submitted Phase 1 score sheet of ${J?.name ?? 'the judge'}, and a reviewed innovation update.`,
    )

  // ---- Imports: an initiative becomes a second proposal; an earlier proposal is copied. ----
  const initiatives = arr(await w.read('owner', '/api/initiative'))
  const proposalsOfYear = arr(
    await w.read('committee', `/api/proposal?year=${year}&phase=1&perPage=100`),
  )
  const usedCodes = new Set(proposalsOfYear.map((p) => p.initiativeCode))
  const initiative = initiatives.find((i) => !usedCodes.has(i.code)) ?? initiatives[0]
  const imported = await w.write(
    'importInitiative',
    'owner',
    {},
    { code: str(initiative?.code || none), teamId, category: 2 },
    'starts a second proposal from the initiative registry',
  )
  const secondId = str(obj(imported.value).id || none)
  if (imported.ok)
    stays.push(
      `A second proposal "${str(obj(imported.value).title)}" of that team (from initiative ${str(initiative?.code)}), a semi-finalist, with ${J?.name ?? 'the judge'}'s declared conflict of interest.`,
    )
  const earlier = arr(await w.read('owner', '/api/proposal/importable'))[0]
  const copied = await w.write(
    'importProposal',
    'owner',
    {},
    { proposalId: str(earlier?.id ?? proposalId), teamId },
    earlier
      ? 'copies an earlier proposal of the owner'
      : 'copies this year’s proposal: refused (only earlier years can be imported)',
  )
  if (copied.ok) stays.push(`The copy "${str(obj(copied.value).title)}" of an earlier proposal.`)

  // ---- A question to the committee, answered and closed. ----
  const asked = await w.write(
    'createFeedback',
    'owner',
    {},
    {
      subject: `Contract check ${stamp}`,
      message: 'Contract check: a question asked to exercise the API.',
      category: 'Technical',
    },
    'asks the committee a question',
  )
  const feedbackId = str(obj(asked.value).id || none)
  await w.write(
    'replyFeedback',
    'committee',
    { id: feedbackId },
    { message: 'Contract check: the answer.' },
    'answers it',
  )
  await w.write(
    'setFeedbackStatus',
    'committee',
    { id: feedbackId },
    { status: 'Closed' },
    'closes it',
  )
  if (asked.ok) stays.push(`The closed question "Contract check ${stamp}" and its answer.`)

  // ---- The owner's notifications (the answer above told them) and their e-mail choices. ----
  const newest = await w.read('owner', '/api/notification?page=1&perPage=1')
  const told = Array.isArray(newest) ? obj(newest[0]) : {}
  await w.write(
    'markNotificationRead',
    'owner',
    { id: str(told.id || none) },
    undefined,
    `marks the newest of ${N?.name ?? 'the owner'}'s notifications read`,
  )
  await w.write(
    'markAllNotificationsRead',
    'owner',
    {},
    undefined,
    `marks every one of ${N?.name ?? 'the owner'}'s notifications read`,
  )
  const choices = await w.read('owner', '/api/notification/email-preferences')
  await w.write(
    'setEmailPreferences',
    'owner',
    {},
    obj(choices),
    `saves ${N?.name ?? 'the owner'}'s e-mail choices as they are`,
  )
  stays.push(
    `${N?.name ?? 'The owner'}'s notifications are marked read, and the e-mails the server sent for the run's steps stay sent.`,
  )

  // ---- The proposal's innovation update of the Phase 1 period: saved, submitted, reviewed. ----
  const updateId = `${proposalId}.${str(phase1?.id ?? none)}`
  const update = obj(
    await w.read('owner', `/api/innovation-update/${encodeURIComponent(updateId)}`),
  )
  await w.write(
    'saveInnovationUpdate',
    'owner',
    { id: updateId },
    {
      fields: {
        progress: 10,
        achievements: 'Contract check: achieved.',
        obstacles: '',
        nextSteps: 'Contract check: next.',
        valueRealised: 0,
      },
      version: Number(update.version ?? 0),
    },
    'saves its innovation update',
  )
  const updateFile = await w.write(
    'uploadInnovationUpdateFile',
    'owner',
    { id: updateId },
    { file: 'contract-check-poster.png' },
    'attaches a file to it (removed again below)',
  )
  await w.write(
    'deleteInnovationUpdateFile',
    'owner',
    { id: updateId, aid: str(obj(updateFile.value).id || none) },
    undefined,
    'removes the file',
  )
  await w.write('submitInnovationUpdate', 'owner', { id: updateId }, undefined, 'submits it')
  await w.write(
    'reviewInnovationUpdate',
    'committee',
    { id: updateId },
    { comment: 'Contract check: reviewed.' },
    'reviews it',
  )
  await w.write(
    'previewPeriodEmail',
    'committee',
    { id: str(phase1?.id ?? none) },
    {},
    `asks who the e-mail of "${str(phase1?.description)}" would reach (a dry run: sends nothing)`,
  )
  const mailed = await w.write(
    'sendPeriodEmail',
    'committee',
    { id: str(phase1?.id ?? none) },
    { resend: true },
    `sends the e-mail of "${str(phase1?.description)}" (again, if it went before)`,
  )
  // An automatic reminder planned, then put back as it was (off until the committee plans one).
  const reminders = arr(phase1?.autoReminders)
  const entries = obj(reminders.find((r) => obj(r).work === 'entries'))
  await w.write(
    'setPeriodAutoReminder',
    'committee',
    { id: str(phase1?.id ?? none) },
    { work: 'entries', enabled: true, daysBefore: 3 },
    `plans an automatic reminder of "${str(phase1?.description)}" 3 days before its end`,
  )
  await w.write(
    'setPeriodAutoReminder',
    'committee',
    { id: str(phase1?.id ?? none) },
    {
      work: 'entries',
      enabled: entries.enabled === true,
      daysBefore: Number(entries.daysBefore ?? 2),
    },
    'puts that reminder back as it was',
  )
  if (mailed.ok)
    stays.push(
      `"${str(phase1?.description)}" ${year} records a reminder sent now by ${C!.name} (a real server also sends the e-mail).`,
    )
  // A reminder to everyone the period is for (never empty while it has people), then a retry of
  // whatever of it failed (with nothing failed, the message is answered as it is).
  const audience = { kind: 'period', periodId: str(phase1?.id ?? none) }
  await w.write(
    'previewMessageRecipients',
    'committee',
    {},
    { audience },
    `asks who a reminder about "${str(phase1?.description)}" would reach (a dry run: sends nothing)`,
  )
  const reminded = await w.write(
    'sendReminder',
    'committee',
    {},
    { kind: 'reminder', audience, personalLine: 'Contract check: a reminder.' },
    `reminds everyone "${str(phase1?.description)}" is for`,
  )
  await w.write(
    'retryMessage',
    'committee',
    { id: str(obj(reminded.value).id ?? none) },
    undefined,
    'sends again whatever of that reminder failed',
  )
  if (reminded.ok)
    stays.push(
      `A reminder about "${str(phase1?.description)}" ${year} sent now by ${C!.name}, in the message history (a real server also sends its e-mails).`,
    )

  // ---- Judging of Phase 1: the rubric and settings as they are, judges, a conflict, a score. ----
  const rubric = arr(await w.read('committee', `/api/rubric?year=${year}&phase=1`))
  await w.write(
    'saveRubric',
    'committee',
    { phase: 1 },
    {
      year,
      scaleMin: Number(rubric[0]?.scaleMin ?? 1),
      scaleMax: Number(rubric[0]?.scaleMax ?? 10),
      criteria: rubric.map((c) => ({
        id: c.id,
        name: c.name,
        description: c.description,
        weight: c.weight,
      })),
    },
    'saves the Phase 1 rubric as it is (refused with 409 once scoring has begun)',
  )
  const setting = arr(await w.read('committee', `/api/judging/settings?year=${year}`)).find(
    (s) => Number(s.phase) === 1,
  )
  await w.write(
    'updateJudgingSetting',
    'committee',
    { phase: 1 },
    { year, blind: setting?.blind === true },
    'saves the Phase 1 blind judging setting as it is',
  )
  await w.write(
    'setJudges',
    'committee',
    { proposalId, phase: 1 },
    { juryIds: [J?.id ?? none] },
    `makes ${J?.name ?? 'the judge'} the proposal's judge`,
  )
  await w.write(
    'bulkAssignJudges',
    'committee',
    {},
    { year, phase: 1, add: [J?.id ?? none], selection: { ids: [proposalId] } },
    'adds the same judge to it in bulk (nothing to add)',
  )
  await w.write(
    'autoAssignJudges',
    'committee',
    {},
    { year, phase: 1, judgesPerProposal: 1, selection: { ids: [proposalId] } },
    'fills it up to one judge (it has one)',
  )
  // The second proposal is made ready by the committee (committee mode), then the judge declines it.
  await w.write(
    'saveEntry',
    'committee',
    { id: secondId, phase: 1 },
    { fields: PHASE_1_FIELDS, version: await entryVersion(secondId, 1) },
    'the committee writes the second proposal’s entry',
  )
  await w.write(
    'uploadAttachment',
    'committee',
    { id: secondId },
    { file: 'contract-check-poster.png', kind: 'poster', phase: '1' },
    'and its poster',
  )
  await w.write('finalizeEntry', 'committee', { id: secondId, phase: 1 }, undefined, 'finalizes it')
  await w.write('approveEntry', 'committee', { id: secondId, phase: 1 }, undefined, 'approves it')
  await w.write(
    'setJudges',
    'committee',
    { proposalId: secondId, phase: 1 },
    { juryIds: [J?.id ?? none] },
    'gives it the judge',
  )
  const sheetOf = async (id: string) =>
    arr(await w.read('jury', `/api/score/mine?year=${year}&phase=1`)).find(
      (s) => s.proposalId === id && s.removed !== true,
    )
  const declined = await sheetOf(secondId)
  await w.write(
    'declareConflict',
    'jury',
    { juryDetailId: str(declined?.juryDetailId ?? none) },
    { reason: 'Contract check: declared to exercise the call.' },
    'the judge declares a conflict of interest with it',
  )
  const phase2Period = periodOf(2)
  await w.write(
    'startPeriod',
    'committee',
    { id: str(phase2Period?.id ?? none) },
    undefined,
    `starts "${str(phase2Period?.description)}" so the judge can score`,
  )
  const sheet = obj(await sheetOf(proposalId))
  const scores = rubric.map((c) => ({ criterionId: c.id, score: c.scaleMax, comment: '' }))
  const saved = await w.write(
    'saveSheet',
    'jury',
    { juryDetailId: str(sheet.juryDetailId ?? none) },
    { scores, overallComment: 'Contract check.', version: Number(sheet.version ?? 0) },
    'the judge saves a score sheet',
  )
  await w.write(
    'submitSheet',
    'jury',
    { juryDetailId: str(sheet.juryDetailId ?? none) },
    {
      scores,
      overallComment: 'Contract check.',
      version: Number(obj(saved.value).version ?? Number(sheet.version ?? 0) + 1),
    },
    'and submits it',
  )

  // ---- On to the final: advanced, the Phase 2 entry by the committee, a winner mark and back. ----
  await w.write(
    'advanceProposal',
    'committee',
    { id: proposalId },
    {},
    'advances the proposal to Phase 2',
  )
  await w.write(
    'advanceResults',
    'committee',
    {},
    { year, phase: 1, selection: { ids: [secondId] }, override: true },
    'advances the second proposal from the results (its scores are missing: with the override)',
  )
  await w.write(
    'saveEntry',
    'committee',
    { id: proposalId, phase: 2 },
    {
      fields: phase2Fields(
        arr(obj(await w.read('owner', `/api/team/${teamId}`)).members).map((m) => str(m.id)),
      ),
      version: await entryVersion(proposalId, 2),
    },
    'the committee writes its Phase 2 entry',
  )
  await w.write(
    'uploadAttachment',
    'committee',
    { id: proposalId },
    { file: 'contract-check-presentation.pdf', kind: 'presentation', phase: '2' },
    'and its presentation',
  )
  await w.write(
    'finalizeEntry',
    'committee',
    { id: proposalId, phase: 2 },
    undefined,
    'finalizes it',
  )
  await w.write('approveEntry', 'committee', { id: proposalId, phase: 2 }, undefined, 'approves it')
  await w.write(
    'advanceProposal',
    'committee',
    { id: proposalId },
    { override: true },
    'advances it to the final (no Phase 2 scores: with the override)',
  )
  await w.write(
    'markWinner',
    'committee',
    { id: proposalId },
    { rank: 3, override: true },
    'marks it third (with the override)',
  )
  await w.write(
    'markWinner',
    'committee',
    { id: proposalId },
    { rank: null },
    'takes the mark off again',
  )

  // ---- Results already published, and a people's-choice vote on published proposals. ----
  const publications = [
    ...arr(await w.read('committee', `/api/score/result/publication?year=${year}`)),
    ...arr(await w.read('committee', `/api/score/result/publication?year=${year - 1}`)),
  ]
  const published = publications.find((p) => Number(p.phase) === 1)
  const publishYear = Number(published?.year ?? year)
  const publish = await w.write(
    'publishResults',
    'committee',
    {},
    { year: publishYear, phase: 1, shareComments: false },
    published
      ? `publishes the Phase 1 results of ${publishYear}: refused (409), they are published already`
      : `publishes the Phase 1 results of ${publishYear}`,
  )
  if (publish.ok) stays.push(`The Phase 1 results of ${publishYear} are published.`)
  const voter: Role = cast.voter ? 'voter' : 'owner'
  const gallery = arr(await w.read('committee', `/api/proposal/gallery?year=${publishYear}`))
  // The voter's own proposals cannot get their vote: the first candidate is another team's.
  const own = new Set(arr(await w.read(voter, '/api/proposal/mine')).map((p) => p.id))
  const candidates = [
    ...gallery.filter((p) => !own.has(p.id)),
    ...gallery.filter((p) => own.has(p.id)),
  ]
    .slice(0, 2)
    .map((p) => str(p.id))
  const opened = new Date(w.now() - 60_000).toISOString()
  const session = {
    name: `Contract check ${stamp}`,
    year: publishYear,
    candidateIds: candidates,
    openAt: opened,
    closeAt: new Date(w.now() + 10 * 60_000).toISOString(),
  }
  const vote = await w.write(
    'createVoteSession',
    'committee',
    {},
    session,
    'opens a vote session on two published proposals',
  )
  const voteId = str(obj(vote.value).id || none)
  const ballot = await w.write(
    'castBallot',
    voter,
    { id: voteId },
    { proposalId: candidates[0] ?? none },
    `${cast[voter]?.name ?? 'a participant'} votes`,
  )
  await w.write(
    'updateVoteSession',
    'committee',
    { id: voteId },
    { ...session, closeAt: new Date(Math.max(w.now(), Date.parse(opened) + 1)).toISOString() },
    'closes the session now',
  )
  if (vote.ok)
    stays.push(
      `The closed vote session "Contract check ${stamp}" of ${publishYear}${ballot.ok ? ' with one ballot' : ''}.`,
    )

  // ---- Put back: the owner's account state, the active period and the year's times. ----
  await w.write(
    'updateUser',
    'committee',
    { id: N?.id ?? none },
    { isActive: false },
    `deactivates ${N?.name ?? 'the owner'}`,
  )
  await w.write(
    'updateUser',
    'committee',
    { id: N?.id ?? none },
    { isActive: true },
    `reactivates ${N?.name ?? 'the owner'}`,
  )
  if (active)
    await w.write(
      'startPeriod',
      'committee',
      { id: str(active.id) },
      undefined,
      `starts "${str(active.description)}" again, the period active before the run`,
    )
  else stays.push(`"${str(phase2Period?.description)}" ${year} is active (no call ends a period).`)
  for (const period of ofYear)
    await w.write(
      'editPeriodTimes',
      'committee',
      {},
      { id: period.id, startAt: period.startAt, endAt: period.endAt, moveNeighbours: true },
      `gives "${str(period.description)}" its times back`,
    )
  stays.push('The activity log records every call, and the changed records have new versions.')
  return stays
}

import { notify } from '@/demo/notifications/notify'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { http, HttpResponse } from 'msw'
import { type DemoIndexes, derivedOf, indexesOf } from '@/demo/db/indexes'
import type {
  DemoDb,
  InnovationUpdateRecord,
  PeriodRecord,
  ProposalRecord,
  UpdateFileRecord,
  UserRecord,
} from '@/demo/db/types'
import { filesOf, shownFile, storeUpload, uploadRefusal } from '@/demo/handlers/uploads'
import { canReadUpdate, isTeamMember } from '@/demo/handlers/proposal-views'
import {
  choiceFilter,
  keywordOf,
  readSort,
  sortRows,
  type SortValue,
} from '@/demo/handlers/table-query'
import {
  API,
  type DemoContext,
  paged,
  problem,
  single,
  validationProblem,
} from '@/demo/handlers/http'
import {
  findOr404,
  optionalQueryYear,
  readBody,
  requireEventUser,
  requireValid,
} from '@/demo/handlers/request'
import { updateFileBody, updateReviewBody, updateSaveBody } from '@/contract/requests'
import { recordActivity } from '@/demo/db/records'
import { notAdvancedOf, notAdvancedText, periodTitle, takesPartInUpdates } from '@/domain/award'
import { byLanguage } from '@/demo/db/summaries'
import { isParticipantPeriod } from '@/domain/award'
import { missingForSubmit } from '@/features/innovation-updates/schemas'
import { translate } from '@/i18n'
import { unknownPerson, unknownTeam } from '@/demo/handlers/words'
import { MAX_SUPPORTING_FILES, UPDATE_FILE_KIND } from '@/domain/uploads'

const UPDATE_STATUSES = ['NotStarted', 'Draft', 'Submitted', 'Reviewed'] as const
/** `filter[status]`: one status, `posted` (Submitted or Reviewed) or `missing` (not posted). */
const STATUS_FILTERS = [...UPDATE_STATUSES, 'posted', 'missing'] as const
const SORTS = ['title', 'team', 'status', 'progress'] as const
const isPosted = (status: string) => status === 'Submitted' || status === 'Reviewed'

const KIND = UPDATE_FILE_KIND

/**
 * A Draft of the update written by `userId` at `at`, nothing in it yet (version 0: its texts were
 * never saved): what a first save fills in, and what a first file starts.
 */
export function newDraft(id: string, userId: string, at: string): InnovationUpdateRecord {
  const dot = id.indexOf('.')
  return {
    id,
    proposalId: id.slice(0, dot),
    periodId: id.slice(dot + 1),
    status: 'Draft',
    progress: null,
    achievements: '',
    obstacles: '',
    nextSteps: '',
    valueRealised: null,
    version: 0,
    updatedAt: at,
    updatedById: userId,
    submittedAt: null,
    submittedById: null,
    reviewedAt: null,
    reviewedById: null,
    reviewComment: null,
    attachments: [],
  }
}

/** A stable id even before anything was posted: `${proposalId}.${periodRecordId}`. */
export function updateId(proposalId: string, periodRecordId: string): string {
  return `${proposalId}.${periodRecordId}`
}

/**
 * Whether a proposal's update has a place in a period: it takes part then (domain
 * takesPartInUpdates), or it has posted one there already, which stays whatever happened since.
 */
function listedIn(
  db: DemoDb,
  proposal: ProposalRecord,
  period: PeriodRecord,
  record: InnovationUpdateRecord | undefined,
): boolean {
  return (
    (!!record && isPosted(record.status)) ||
    takesPartInUpdates(stateOf(proposal), period.periodId, db.resultPublications ?? [])
  )
}

const stateOf = (proposal: ProposalRecord) => ({
  title: proposal.title,
  year: proposal.year,
  stage: proposal.phase,
  status1: proposal.entries[1]?.status ?? null,
  status2: proposal.entries[2]?.status ?? null,
})

function participantPeriods(db: DemoDb, year: number): PeriodRecord[] {
  return db.periods
    .filter((p) => p.year === String(year) && isParticipantPeriod(p.periodId))
    .sort((a, b) => a.periodId - b.periodId)
}

/**
 * Why the update cannot be written now, or null when it can: a proposal out of the award by the
 * published results posts no update in a later phase's period (listedIn), then the period's dates.
 */
function closedReason(
  db: DemoDb,
  proposal: ProposalRecord,
  period: PeriodRecord,
  record: InnovationUpdateRecord | undefined,
  now: number,
): string | null {
  if (!listedIn(db, proposal, period, record)) {
    const out = notAdvancedOf(stateOf(proposal), db.resultPublications ?? [])
    if (out !== null) return notAdvancedText(out.title, out.from, out.status)
  }
  // Its dates first: a period of a past year has ended, one to come has not started; either way it
  // is not the active one, which says less.
  if (now > Date.parse(period.endAt))
    return translate(msg`This period has ended: the update can no longer be changed.`)
  if (now < Date.parse(period.startAt)) return translate(msg`This period has not started yet.`)
  if (!period.isActive)
    return translate(
      msg`This period is not active: updates can be written only while their period runs.`,
    )
  return null
}

/** An update as the API shows it; the indexes (db/indexes.ts) spare a search per row of a long list. */
function view(
  db: DemoDb,
  { teamById, userById }: Pick<DemoIndexes, 'teamById' | 'userById'>,
  proposal: ProposalRecord,
  period: PeriodRecord,
  record: InnovationUpdateRecord | undefined,
  now: number,
) {
  const team = teamById.get(proposal.teamId)
  const name = (id: string | null | undefined) =>
    id ? (userById.get(id)?.name ?? unknownPerson()) : null
  return {
    id: updateId(proposal.id, period.id),
    proposalId: proposal.id,
    proposalTitle: proposal.title,
    category: proposal.category,
    teamId: proposal.teamId,
    teamName: team?.name ?? unknownTeam(),
    leaderId: team?.leaderId ?? null,
    periodId: period.id,
    periodNumber: period.periodId,
    periodDescription: period.description,
    periodStartAt: period.startAt,
    periodEndAt: period.endAt,
    status: record?.status ?? 'NotStarted',
    progress: record?.progress ?? null,
    achievements: record?.achievements ?? '',
    obstacles: record?.obstacles ?? '',
    nextSteps: record?.nextSteps ?? '',
    valueRealised: record?.valueRealised ?? null,
    version: record?.version ?? 0,
    updatedAt: record?.updatedAt ?? null,
    updatedByName: name(record?.updatedById),
    submittedAt: record?.submittedAt ?? null,
    reviewedAt: record?.reviewedAt ?? null,
    reviewedByName: name(record?.reviewedById),
    reviewComment: record?.reviewComment ?? null,
    attachments: (record?.attachments ?? []).map(shownFile),
    closedReason: closedReason(db, proposal, period, record, now),
  }
}

/** Innovation updates: teams post progress on their taking-part proposals in each participant period. */
export function innovationUpdateHandlers(ctx: DemoContext) {
  const updates = () => ctx.store.db.innovationUpdates ?? []

  /** Resolves an id into its proposal, period and record; only taking-part proposals in participant periods of their year. */
  const resolve = (rawId: unknown) => {
    const id = String(rawId)
    const db = ctx.store.db
    const dot = id.indexOf('.')
    const proposal = dot > 0 ? db.proposals.find((p) => p.id === id.slice(0, dot)) : undefined
    const period = dot > 0 ? db.periods.find((p) => p.id === id.slice(dot + 1)) : undefined
    if (
      !proposal ||
      !period ||
      period.year !== String(proposal.year) ||
      !isParticipantPeriod(period.periodId)
    ) {
      throw problem(404, null, translate(msg`No innovation update has this id.`))
    }
    if (proposal.entries[1]?.status !== 'Approved')
      throw problem(
        404,
        null,
        translate(msg`This proposal is not taking part in innovation updates.`),
      )
    return { id, proposal, period, record: updates().find((u) => u.id === id) }
  }

  /** A 409 when the update cannot be written now (closedReason), titled by why. */
  const closedProblem = (
    proposal: ProposalRecord,
    period: PeriodRecord,
    record: InnovationUpdateRecord | undefined,
    now: number,
  ) => {
    const db = ctx.store.db
    const reason = closedReason(db, proposal, period, record, now)
    if (!reason) return null
    const title = listedIn(db, proposal, period, record)
      ? translate(msg`Period closed`)
      : translate(msg`Results published`)
    return problem(409, title, reason)
  }

  const requireReadable = (user: UserRecord, proposal: ProposalRecord) => {
    if (!canReadUpdate(ctx.store.db, user, proposal))
      throw problem(
        403,
        null,
        translate(msg`Only the team and the committee can read this update.`),
      )
  }

  /** Records a write on an update in the activity log; its summary names the proposal and the period. */
  const logWrite = (
    db: DemoDb,
    now: number,
    user: UserRecord,
    proposal: ProposalRecord,
    period: PeriodRecord,
    id: string,
    action: string,
    summary: (title: string, periodName: ReturnType<typeof byLanguage>) => MessageDescriptor,
    before: unknown,
    after: unknown,
  ) =>
    recordActivity(
      db,
      now,
      user.id,
      'innovation-update',
      id,
      action,
      summary(
        proposal.title,
        byLanguage(() => periodTitle(period)),
      ),
      before,
      after,
    )

  /** Why this person cannot write the update now (its texts or its files), as an answer; null when they can. */
  const writeRefusal = (
    user: UserRecord,
    proposal: ProposalRecord,
    period: PeriodRecord,
    record: InnovationUpdateRecord | undefined,
    now: number,
  ) => {
    if (!isTeamMember(ctx.store.db, user, proposal))
      return problem(403, null, translate(msg`Only members of the team can write its update.`))
    const closed = closedProblem(proposal, period, record, now)
    if (closed) return closed
    if (record && record.status !== 'Draft')
      return problem(
        409,
        translate(msg`Already submitted`),
        translate(msg`This update has been submitted and can no longer be changed.`),
      )
    return null
  }

  return [
    /**
     * Committee: the proposals taking part with their update (or none) for one period, paged like the
     * other lists (docs/api.md): filtered and sorted on light rows, and only the page's rows are built.
     */
    http.get(`${API}/innovation-update`, async ({ request }) => {
      await requireEventUser(ctx, request, ['Commitee'])
      const db = ctx.store.db
      const url = new URL(request.url)
      const period = findOr404(
        db.periods,
        url.searchParams.get('period') ?? '',
        msg`No period has this id.`,
      )
      if (!isParticipantPeriod(period.periodId))
        return problem(
          400,
          null,
          translate(msg`Updates are posted only in participant periods (1, 3 and 5).`),
        )
      const keyword = keywordOf(url)
      const status = choiceFilter(url, 'status', STATUS_FILTERS)
      const order = readSort(url, SORTS, 'title')
      // The period's rows in this order, kept until the next write: paging through 5,000 rows sorts them once.
      const ordered = derivedOf(
        ctx.store,
        `innovation updates ${period.id} ${order.desc ? '-' : ''}${order.key}`,
        (data, indexes) => {
          const all = data.proposals.flatMap((proposal) => {
            if (String(proposal.year) !== period.year) return []
            const record = indexes.innovationUpdateById.get(updateId(proposal.id, period.id))
            if (!listedIn(data, proposal, period, record)) return []
            const teamName = indexes.teamById.get(proposal.teamId)?.name ?? ''
            return [
              {
                proposal,
                record,
                teamName,
                search: `${proposal.title}\n${teamName}`.toLowerCase(),
                status: record?.status ?? 'NotStarted',
              },
            ]
          })
          const value = (row: (typeof all)[number]): SortValue =>
            order.key === 'team'
              ? row.teamName
              : order.key === 'status'
                ? (UPDATE_STATUSES as readonly string[]).indexOf(row.status)
                : order.key === 'progress'
                  ? isPosted(row.status)
                    ? (row.record?.progress ?? null)
                    : null
                  : row.proposal.title
          return sortRows(all, order, value, (row) => `${row.proposal.title} ${row.proposal.id}`)
        },
      )
      const rows = ordered.filter(
        (row) =>
          (!keyword || row.search.includes(keyword)) &&
          (status === null ||
            (status === 'posted'
              ? isPosted(row.status)
              : status === 'missing'
                ? !isPosted(row.status)
                : row.status === status)),
      )
      const indexes = indexesOf(ctx.store)
      const now = ctx.now()
      return paged(request, rows, {}, (row) =>
        view(ctx.store.db, indexes, row.proposal, period, row.record, now),
      )
    }),

    /** The caller's teams' taking-part proposals × the participant periods of their year; `year` narrows to one year. */
    http.get(`${API}/innovation-update/mine`, async ({ request }) => {
      const user = await requireEventUser(ctx, request)
      const db = ctx.store.db
      const now = ctx.now()
      const year = optionalQueryYear(new URL(request.url))
      const indexes = indexesOf(ctx.store)
      const teams = [
        ...(indexes.teamsByMember.get(user.id) ?? []),
        ...db.teams.filter((t) => t.leaderId === user.id),
      ]
      const rows = [...new Set(teams)]
        .flatMap((t) => indexes.proposalsByTeam.get(t.id) ?? [])
        .filter((p) => p.entries[1]?.status === 'Approved' && (year === null || p.year === year))
        .sort((a, b) => b.year - a.year || a.title.localeCompare(b.title))
        .flatMap((p) =>
          participantPeriods(db, p.year).flatMap((period) => {
            const record = indexes.innovationUpdateById.get(updateId(p.id, period.id))
            return listedIn(db, p, period, record)
              ? [view(db, indexes, p, period, record, now)]
              : []
          }),
        )
      return Response.json(rows)
    }),

    http.get(`${API}/innovation-update/:id`, async ({ request, params }) => {
      const user = await requireEventUser(ctx, request)
      const { proposal, period, record } = resolve(params.id)
      requireReadable(user, proposal)
      return single(view(ctx.store.db, indexesOf(ctx.store), proposal, period, record, ctx.now()))
    }),

    /** Team members save while the period runs; `{ fields, version }`, 409 on a stale version. The first save creates the Draft. */
    http.put(`${API}/innovation-update/:id`, async ({ request, params }) => {
      const user = await requireEventUser(ctx, request)
      const { id, proposal, period, record } = resolve(params.id)
      const now = ctx.now()
      const refused = writeRefusal(user, proposal, period, record, now)
      if (refused) return refused
      const { fields, version } = await readBody(request, updateSaveBody)
      if (version !== (record?.version ?? 0)) {
        return problem(
          409,
          null,
          translate(msg`Someone else saved this update meanwhile. Reload to see their changes.`),
        )
      }
      const at = new Date(now).toISOString()
      const next: InnovationUpdateRecord = {
        ...newDraft(id, user.id, at),
        // The texts come trimmed (updateSaveBody).
        ...fields,
        version: (record?.version ?? 0) + 1,
        attachments: record?.attachments ?? [],
      }
      ctx.store.mutate((db) => {
        db.innovationUpdates = [...(db.innovationUpdates ?? []).filter((u) => u.id !== id), next]
        logWrite(
          db,
          now,
          user,
          proposal,
          period,
          id,
          record ? 'edit' : 'create',
          (title, periodName) => msg`Saved the update on "${title}" for ${periodName}`,
          record ?? null,
          next,
        )
      })
      return single(view(ctx.store.db, indexesOf(ctx.store), proposal, period, next, now))
    }),

    /**
     * Multipart `file`: a supporting file (domain/uploads.ts) of the update, at most
     * MAX_SUPPORTING_FILES of them, while the team may write the update (writeRefusal). The first
     * file of an update nothing was saved of starts its Draft. Files do not change the version the
     * texts are saved against: a file added meanwhile never makes a member's save a conflict.
     */
    http.post(`${API}/innovation-update/:id/attachment`, async ({ request, params }) => {
      const user = await requireEventUser(ctx, request)
      const { id, proposal, period, record } = resolve(params.id)
      const now = ctx.now()
      const refused = writeRefusal(user, proposal, period, record, now)
      if (refused) return refused
      const { file } = await readBody(request, updateFileBody, { multipart: true })
      const invalid = await uploadRefusal(KIND, file)
      if (invalid) return invalid
      if ((record?.attachments ?? []).length >= MAX_SUPPORTING_FILES) {
        const max = MAX_SUPPORTING_FILES
        return validationProblem({
          File: [translate(msg`At most ${max} files per update. Remove one first.`)],
        })
      }
      const attachment: UpdateFileRecord = await storeUpload(ctx, KIND, file, user.id)
      const fileName = attachment.fileName
      ctx.store.mutate((db) => {
        const target = db.innovationUpdates.find((u) => u.id === id)
        if (target) target.attachments = [...(target.attachments ?? []), attachment]
        else
          db.innovationUpdates = [
            ...(db.innovationUpdates ?? []),
            { ...newDraft(id, user.id, attachment.uploadedAt), attachments: [attachment] },
          ]
        const name = user.name
        logWrite(
          db,
          now,
          user,
          proposal,
          period,
          id,
          'upload',
          (title, periodName) =>
            msg`${name} attached ${fileName} to the update on "${title}" for ${periodName}`,
          null,
          attachment,
        )
      })
      return HttpResponse.json({ value: shownFile(attachment), links: [] }, { status: 201 })
    }),

    http.delete(`${API}/innovation-update/:id/attachment/:aid`, async ({ request, params }) => {
      const user = await requireEventUser(ctx, request)
      const { id, proposal, period, record } = resolve(params.id)
      const attachment = findOr404(
        record?.attachments ?? [],
        params.aid,
        msg`No attachment has this id.`,
      )
      const now = ctx.now()
      const refused = writeRefusal(user, proposal, period, record, now)
      if (refused) return refused
      filesOf(ctx).remove(attachment.id)
      ctx.store.mutate((db) => {
        const target = db.innovationUpdates.find((u) => u.id === id)!
        target.attachments = (target.attachments ?? []).filter((a) => a.id !== attachment.id)
        const name = user.name
        const fileName = attachment.fileName
        logWrite(
          db,
          now,
          user,
          proposal,
          period,
          id,
          'remove-attachment',
          (title, periodName) =>
            msg`${name} removed ${fileName} from the update on "${title}" for ${periodName}`,
          attachment,
          null,
        )
      })
      return new HttpResponse(null, { status: 204 })
    }),

    /** The team leader submits; everything but attachments is required. */
    http.post(`${API}/innovation-update/:id/submit`, async ({ request, params }) => {
      const user = await requireEventUser(ctx, request)
      const { id, proposal, period, record } = resolve(params.id)
      const team = ctx.store.db.teams.find((t) => t.id === proposal.teamId)
      if (team?.leaderId !== user.id)
        return problem(403, null, translate(msg`Only the team leader can submit the update.`))
      const now = ctx.now()
      const closed = closedProblem(proposal, period, record, now)
      if (closed) return closed
      if (!record)
        return validationProblem({
          Progress: [translate(msg`Save the update before submitting it.`)],
        })
      if (record.status !== 'Draft')
        return problem(
          409,
          translate(msg`Already submitted`),
          translate(msg`This update has already been submitted.`),
        )
      const errors: Record<string, string[]> = {}
      for (const [field, message] of Object.entries(missingForSubmit(record)))
        errors[field[0]!.toUpperCase() + field.slice(1)] = [message]
      requireValid(errors)
      const at = new Date(now).toISOString()
      const next = ctx.store.mutate((db) => {
        const target = db.innovationUpdates.find((u) => u.id === id)!
        const before = { status: target.status }
        Object.assign(target, {
          status: 'Submitted',
          submittedAt: at,
          submittedById: user.id,
          // "Last saved" stays the team's last save (who and when); the submission has its own time.
          version: target.version + 1,
        })
        logWrite(
          db,
          now,
          user,
          proposal,
          period,
          id,
          'submit',
          (title, periodName) => msg`Submitted the update on "${title}" for ${periodName}`,
          before,
          {
            status: 'Submitted',
          },
        )
        notify(
          db,
          { at: now, actorId: user.id, request },
          { kind: 'updateSubmitted', updateId: id },
        )
        return { ...target }
      })
      return single(view(ctx.store.db, indexesOf(ctx.store), proposal, period, next, now))
    }),

    /** Committee review of a submitted update, with a comment. */
    http.post(`${API}/innovation-update/:id/review`, async ({ request, params }) => {
      const user = await requireEventUser(ctx, request, ['Commitee'])
      const { id, proposal, period, record } = resolve(params.id)
      if (!record || record.status === 'Draft')
        return problem(
          409,
          translate(msg`Not submitted`),
          translate(msg`Only a submitted update can be reviewed.`),
        )
      const { comment } = await readBody(request, updateReviewBody)
      const now = ctx.now()
      const at = new Date(now).toISOString()
      const next = ctx.store.mutate((db) => {
        const target = db.innovationUpdates.find((u) => u.id === id)!
        const before = { status: target.status, reviewComment: target.reviewComment }
        Object.assign(target, {
          status: 'Reviewed',
          reviewedAt: at,
          reviewedById: user.id,
          reviewComment: comment,
          version: target.version + 1,
        })
        logWrite(
          db,
          now,
          user,
          proposal,
          period,
          id,
          'review',
          (title, periodName) => msg`Reviewed the update on "${title}" for ${periodName}`,
          before,
          {
            status: 'Reviewed',
            reviewComment: comment,
          },
        )
        notify(
          db,
          { at: now, actorId: user.id, request },
          { kind: 'updateReviewed', updateId: id, changed: before.status === 'Reviewed' },
        )
        return { ...target }
      })
      return single(view(ctx.store.db, indexesOf(ctx.store), proposal, period, next, now))
    }),
  ]
}

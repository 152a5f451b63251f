import { msg } from '@lingui/core/macro'
import { http } from 'msw'
import type { DemoDb, EntryStatus, ProposalRecord, UserRecord } from '@/demo/db/types'
import { API, type DemoContext, problem, single } from '@/demo/handlers/http'
import {
  findOr404,
  queryYear,
  readBody,
  requireEvent,
  requireEventUser,
  requireUser,
} from '@/demo/handlers/request'
import { recordActivity } from '@/demo/db/records'
import { byLanguage } from '@/demo/db/summaries'
import { notify } from '@/demo/notifications/notify'
import {
  enforce,
  grandFinalProgress,
  requireEntriesNotFinal,
  requireResultsNotFinal,
  scoringProgress,
  stateOf,
} from '@/demo/handlers/lifecycle-input'
import { proposalView, viewerOf } from '@/demo/handlers/proposal-views'
import {
  advanceMissing,
  advanceVerdict,
  approveVerdict,
  committeeOnlyReason,
  rankFreeVerdict,
  returnVerdict,
  winnerMissing,
  winnerVerdict,
} from '@/domain/award'
import { advanceBody, returnBody, winnerBody } from '@/contract/requests'
import { translate } from '@/i18n'

/** The activity's summary of an advance: to the semi-finals or the final, by an override or not. */
function advanced(title: string, phase: number, missing: () => string | null) {
  if (!missing())
    return phase === 2
      ? msg`Advanced "${title}" to the semi-finals`
      : msg`Advanced "${title}" to the final`
  const note = byLanguage(() => missing() ?? '')
  return phase === 2
    ? msg`Advanced "${title}" to the semi-finals (override: ${note})`
    : msg`Advanced "${title}" to the final (override: ${note})`
}

/**
 * Advances a proposal one phase (inside `mutate`, the verdict already checked): Phase 1 → 2 creates
 * its Phase 2 entry as a draft; 2 → 3 makes it a finalist. Recorded in the activity log, with what
 * was `missing` (`advanceMissing`) when it advanced by an override, as a winner's override is.
 */
export function advanceRecord(
  db: DemoDb,
  now: number,
  userId: string,
  target: ProposalRecord,
  missing: () => string | null,
): void {
  const at = new Date(now).toISOString()
  const from = target.phase
  if (target.phase === 1) {
    target.phase = 2
    target.entries[2] ??= {
      status: 'Draft',
      fields: {},
      version: 1,
      updatedAt: at,
      updatedById: userId,
      finalizedAt: null,
      approvedAt: null,
      returnReason: null,
      history: [{ at, byId: userId, from: null, to: 'Draft' }],
    }
  } else {
    target.phase = 3
  }
  const override = missing()
  recordActivity(
    db,
    now,
    userId,
    'proposal',
    target.id,
    'advance',
    advanced(target.title, target.phase, missing),
    { phase: from },
    { phase: target.phase, ...(override ? { override } : {}) },
  )
}

/** The committee's review of proposals: approve, return, advance, winners (docs/api.md "Review"). */
export function reviewHandlers(ctx: DemoContext) {
  /** A committee caller and the proposal named in the path, or a thrown 403/404 answer. */
  async function begin(
    request: Request,
    id: unknown,
  ): Promise<{ user: UserRecord; proposal: ProposalRecord }> {
    const user = await requireUser(ctx, request)
    if (user.roleName !== 'Commitee') throw problem(403, null, committeeOnlyReason())
    requireEvent(ctx, request)
    const proposal = findOr404(ctx.store.db.proposals, id, msg`No proposal has this id.`)
    return { user, proposal }
  }

  /** The phase number of the path: only phases 1 and 2 have entries. */
  function entryPhase(raw: unknown): 1 | 2 {
    const n = Number(raw)
    if (n !== 1 && n !== 2)
      throw problem(400, null, translate(msg`Only Phase 1 and Phase 2 have entries to review.`))
    return n
  }

  /** Changes an entry's status, appending to its history and recording the activity. */
  function changeStatus(
    request: Request,
    user: UserRecord,
    proposalId: string,
    phase: 1 | 2,
    to: EntryStatus,
    action: string,
    reason?: string,
  ) {
    return ctx.store.mutate((db) => {
      const proposal = db.proposals.find((p) => p.id === proposalId)!
      const entry = proposal.entries[phase]!
      const at = new Date(ctx.now()).toISOString()
      const from = entry.status
      entry.status = to
      entry.updatedAt = at
      entry.version += 1
      if (to === 'Approved') entry.approvedAt = at
      if (to === 'Returned') {
        entry.returnReason = reason ?? null
        entry.approvedAt = null
      }
      entry.history.push({ at, byId: user.id, from, to, ...(reason ? { reason } : {}) })
      const title = proposal.title
      recordActivity(
        db,
        ctx.now(),
        user.id,
        'proposal',
        proposal.id,
        action,
        action === 'approve'
          ? msg`Approved Phase ${phase} of "${title}"`
          : msg`Returned Phase ${phase} of "${title}"`,
        { status: from },
        {
          status: to,
          ...(reason ? { reason } : {}),
        },
      )
      notify(
        db,
        { at: ctx.now(), actorId: user.id, request },
        { kind: 'entryReviewed', proposalId, phase, approved: to === 'Approved', reason },
      )
      return proposalView(db, proposal, viewerOf(db, user))
    })
  }

  return [
    http.get(`${API}/report/summary`, async ({ request }) => {
      await requireEventUser(ctx, request, ['Commitee'])
      const url = new URL(request.url)
      const year = queryYear(ctx, url)
      return single(summaryOf(ctx.store.db, year))
    }),

    http.post(`${API}/proposal/:id/phase/:n/approve`, async ({ request, params }) => {
      const { user, proposal } = await begin(request, params.id)
      const phase = entryPhase(params.n)
      // A published phase's entries are final: its teams were told how it ended.
      requireEntriesNotFinal(ctx.store.db, proposal.year, phase)
      enforce(
        approveVerdict({ role: user.roleName, proposal: stateOf(proposal), phase }),
        400,
        null,
      )
      return single(changeStatus(request, user, proposal.id, phase, 'Approved', 'approve'))
    }),

    http.post(`${API}/proposal/:id/phase/:n/return`, async ({ request, params }) => {
      const { user, proposal } = await begin(request, params.id)
      const phase = entryPhase(params.n)
      const { reason } = await readBody(request, returnBody)
      // A published phase's entries are final: a returned entry could not be finalized again.
      requireEntriesNotFinal(ctx.store.db, proposal.year, phase)
      enforce(returnVerdict({ role: user.roleName, proposal: stateOf(proposal), phase }), 400, null)
      return single(changeStatus(request, user, proposal.id, phase, 'Returned', 'return', reason))
    }),

    http.post(`${API}/proposal/:id/advance`, async ({ request, params }) => {
      const { user, proposal } = await begin(request, params.id)
      const body = await readBody(request, advanceBody, { optional: true })
      const progress = scoringProgress(ctx.store.db, proposal, proposal.phase)
      // Who advances from a published phase is final: its teams were told.
      if (user.roleName === 'Commitee' && proposal.phase < 3)
        requireResultsNotFinal(ctx.store.db, proposal.year, proposal.phase)
      enforce(
        advanceVerdict({
          role: user.roleName,
          proposal: stateOf(proposal),
          progress,
          override: body?.override === true,
        }),
        400,
        null,
      )
      const phase = proposal.phase
      const missing = () => (phase === 3 ? null : advanceMissing(progress, phase))
      const view = ctx.store.mutate((db) => {
        const target = db.proposals.find((p) => p.id === proposal.id)!
        advanceRecord(db, ctx.now(), user.id, target, missing)
        return proposalView(db, target, viewerOf(db, user))
      })
      return single(view)
    }),

    http.post(`${API}/proposal/:id/winner`, async ({ request, params }) => {
      const { user, proposal } = await begin(request, params.id)
      const { rank, override = false } = await readBody(request, winnerBody)
      // Published winners are final: the teams and the gallery were told.
      if (user.roleName === 'Commitee') requireResultsNotFinal(ctx.store.db, proposal.year, 3)
      enforce(
        winnerVerdict({
          role: user.roleName,
          proposal: stateOf(proposal),
          progress: grandFinalProgress(ctx.store.db, proposal),
          rank: rank as number | null,
          override,
        }),
        400,
        null,
      )
      // One proposal per rank in a category and year (domain/award/stages.ts, as the screens say it).
      enforce(
        rankFreeVerdict({
          proposal,
          rank,
          others: ctx.store.db.proposals.filter((p) => p.year === proposal.year),
        }),
        409,
        null,
      )
      const view = ctx.store.mutate((db) => {
        const target = db.proposals.find((p) => p.id === proposal.id)!
        const before = target.winnerRank
        target.winnerRank = rank
        const missing = rank === null ? null : winnerMissing(grandFinalProgress(db, target))
        const title = target.title
        const note = byLanguage(() => winnerMissing(grandFinalProgress(db, target)) ?? '')
        const summary =
          rank === null
            ? msg`Cleared the winner rank of "${title}"`
            : missing
              ? msg`Marked "${title}" as rank ${rank} (override: ${note})`
              : msg`Marked "${title}" as rank ${rank}`
        recordActivity(
          db,
          ctx.now(),
          user.id,
          'proposal',
          target.id,
          'winner',
          summary,
          { winnerRank: before },
          { winnerRank: rank, ...(missing ? { override: missing } : {}) },
        )
        return proposalView(db, target, viewerOf(db, user))
      })
      return single(view)
    }),
  ]
}

const STATUSES: EntryStatus[] = ['Draft', 'Finalized', 'Approved', 'Returned']

/** Counts of the year's proposals by entry status per phase and by category (docs/api.md "Review"). */
export function summaryOf(db: DemoDb, year: number) {
  const ofYear = db.proposals.filter((p) => p.year === year)
  const byStatus = (phase: 1 | 2) =>
    Object.fromEntries(
      STATUSES.map((s) => [s, ofYear.filter((p) => p.entries[phase]?.status === s).length]),
    ) as Record<EntryStatus, number>
  return {
    year,
    total: ofYear.length,
    semiFinalists: ofYear.filter((p) => p.phase >= 2).length,
    finalists: ofYear.filter((p) => p.phase === 3).length,
    byStatus: { 1: byStatus(1), 2: byStatus(2) },
    byCategory: ([1, 2, 3, 4] as const).map((category) => {
      const rows = ofYear.filter((p) => p.category === category)
      return {
        category,
        total: rows.length,
        approved: rows.filter((p) => p.entries[1]?.status === 'Approved').length,
        semiFinalists: rows.filter((p) => p.phase >= 2).length,
        finalists: rows.filter((p) => p.phase === 3).length,
      }
    }),
  }
}

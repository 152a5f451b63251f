import { msg } from '@lingui/core/macro'
import { http } from 'msw'
import type {
  CriterionScoreRecord,
  DemoDb,
  JuryDetailRecord,
  PhaseNumber,
  UserRecord,
} from '@/demo/db/types'
import {
  API,
  type DemoContext,
  list,
  problem,
  single,
  validationProblem,
} from '@/demo/handlers/http'
import {
  findOr404,
  queryPhase,
  queryYearAnyPhase,
  readBody,
  requireEventUser,
  requireValid,
} from '@/demo/handlers/request'
import { sheetBody } from '@/contract/requests'
import type { z } from '@/lib/zod'
import { recordActivity } from '@/demo/db/records'
import {
  judgeNameOf,
  presentationOrder,
  rubricOf,
  scaleOf,
  sheetView,
} from '@/demo/handlers/judging'
import { enforce, periodsOfYear, requireScoresNotFrozen } from '@/demo/handlers/lifecycle-input'
import { isScoreOnScale, scoreVerdict } from '@/domain/award'
import { notify, sheetsAllIn } from '@/demo/notifications/notify'
import { characterCount } from '@/lib/text-length'
import { translate } from '@/i18n'

/** Score sheets: a judge's own, a proposal's, a judge's for the committee; saving a draft and submitting (docs/api.md "Rubric, judges and scores"). */

const MAX_COMMENT = 2000

/** Committee or the judge named: anyone else gets 403. */
function requireSelfOrCommittee(user: UserRecord, juryId: string): void {
  if (user.roleName !== 'Commitee' && user.id !== juryId)
    throw problem(403, null, translate(msg`Only the committee and the judge can see these scores.`))
}

/** Published results never change (409); otherwise the phase's jury period must be open (403). */
function requireScoringOpen(db: DemoDb, now: number, year: number, phase: PhaseNumber): void {
  const publishedAt = requireScoresNotFrozen(db, year, phase)
  enforce(scoreVerdict({ periods: periodsOfYear(db, year), now, phase, publishedAt }), 403, null)
}

/**
 * Checks a sheet (read with sheetBody) against the phase's rubric: each score for one of its
 * criteria and inside its scale, each comment within its length; field errors are keyed
 * `scores.<criterionId>` (the form's own names for them).
 */
function checkSheet(
  db: DemoDb,
  phase: PhaseNumber,
  year: number,
  body: z.output<typeof sheetBody>,
) {
  const rubric = rubricOf(db, phase, year)
  const SCALE = scaleOf(rubric)
  const errors: Record<string, string[]> = {}
  const scores: CriterionScoreRecord[] = []
  for (const item of body.scores) {
    const criterion = rubric.find((c) => c.id === item.criterionId)
    if (!criterion) {
      const id = item.criterionId
      errors.scores = [translate(msg`"${id}" is not a criterion of the Phase ${phase} rubric.`)]
      continue
    }
    const key = `scores.${criterion.id}`
    const name = criterion.name
    const { min, max } = SCALE
    if (item.score !== null && !isScoreOnScale(item.score, SCALE))
      errors[key] = [
        translate(msg`${name}: the score must be a whole number from ${min} to ${max}.`),
      ]
    if (characterCount(item.comment) > MAX_COMMENT)
      errors[`${key}.comment`] = [
        translate(msg`${name}: keep the comment under ${MAX_COMMENT} characters.`),
      ]
    scores.push({ criterionId: criterion.id, score: item.score, comment: item.comment })
  }
  requireValid(errors)
  return { scores, overallComment: body.overallComment }
}

export function scoreHandlers(ctx: DemoContext) {
  const db = () => ctx.store.db

  /** The caller's own, current sheet, ready to change: assigned judge, scoring period open, not submitted, same version. */
  const beginScoring = async (request: Request, id: unknown) => {
    const user = await requireEventUser(ctx, request)
    const jd = findOr404(db().juryDetails, id, msg`No score sheet has this id.`)
    if (jd.juryId !== user.id || jd.removed)
      throw problem(
        403,
        null,
        translate(msg`Only the judge assigned to this proposal can score it.`),
      )
    if (jd.status === 'Submitted')
      throw problem(409, null, translate(msg`This score sheet was submitted and is locked.`))
    requireScoringOpen(db(), ctx.now(), jd.year, jd.phase)
    return { user, jd }
  }

  const saveSheet = (
    request: Request,
    user: UserRecord,
    jd: JuryDetailRecord,
    input: { scores: CriterionScoreRecord[]; overallComment: string },
    submit: boolean,
  ) =>
    ctx.store.mutate((data) => {
      const target = data.juryDetails.find((x) => x.id === jd.id)!
      const scoredBefore = sheetsAllIn(data, target.year, target.phase)
      const before = {
        status: target.status,
        scores: target.scores,
        overallComment: target.overallComment,
      }
      const at = new Date(ctx.now()).toISOString()
      target.scores = input.scores
      target.overallComment = input.overallComment
      target.status = submit ? 'Submitted' : 'Draft'
      target.version += 1
      target.updatedAt = at
      if (submit) target.submittedAt = at
      const title =
        data.proposals.find((p) => p.id === target.proposalId)?.title ?? target.proposalId
      const phase = target.phase
      recordActivity(
        data,
        ctx.now(),
        user.id,
        'score',
        target.id,
        submit ? 'submit' : 'save-draft',
        submit
          ? msg`Submitted the Phase ${phase} score for "${title}"`
          : msg`Saved a draft of the Phase ${phase} score for "${title}"`,
        before,
        { status: target.status, scores: target.scores, overallComment: target.overallComment },
      )
      // The phase's last open sheet submitted: its results are complete, and the committee is told so (recipients.ts).
      notify(
        data,
        { at: ctx.now(), actorId: user.id, request },
        { kind: 'phaseScored', year: target.year, phase, scoredBefore },
      )
      return sheetView(data, target, user)
    })

  return [
    /** The caller's sheets in a phase (current assignments only), in presentation order. */
    http.get(`${API}/score/mine`, async ({ request }) => {
      const user = await requireEventUser(ctx, request, ['Jury'])
      const url = new URL(request.url)
      const { year, phase } = queryYearAnyPhase(ctx, url)
      const data = db()
      const rows = data.juryDetails.filter(
        (jd) =>
          jd.juryId === user.id &&
          jd.year === year &&
          !jd.removed &&
          (!phase || jd.phase === phase),
      )
      return list(rows.sort(presentationOrder(data)).map((jd) => sheetView(data, jd, user)))
    }),

    /** Every sheet of a proposal, every phase (or one), removed judges' kept sheets included. */
    http.get(`${API}/score/proposal/:id`, async ({ request, params }) => {
      const user = await requireEventUser(ctx, request, ['Commitee'])
      const data = db()
      findOr404(data.proposals, params.id, msg`No proposal has this id.`)
      const phase = queryPhase(new URL(request.url))
      const rows = data.juryDetails
        .filter((jd) => jd.proposalId === params.id && (!phase || jd.phase === phase))
        .sort(
          (a, b) => a.phase - b.phase || judgeNameOf(data, a).localeCompare(judgeNameOf(data, b)),
        )
      return list(rows.map((jd) => sheetView(data, jd, user)))
    }),

    http.get(`${API}/score/jury/:userId`, async ({ request, params }) => {
      const user = await requireEventUser(ctx, request)
      requireSelfOrCommittee(user, String(params.userId))
      const url = new URL(request.url)
      const { year, phase } = queryYearAnyPhase(ctx, url)
      const data = db()
      const rows = data.juryDetails.filter(
        (jd) => jd.juryId === params.userId && jd.year === year && (!phase || jd.phase === phase),
      )
      return list(rows.sort(presentationOrder(data)).map((jd) => sheetView(data, jd, user)))
    }),

    http.get(`${API}/score/:juryDetailId`, async ({ request, params }) => {
      const user = await requireEventUser(ctx, request)
      const jd = findOr404(db().juryDetails, params.juryDetailId, msg`No score sheet has this id.`)
      requireSelfOrCommittee(user, jd.juryId)
      return single(sheetView(db(), jd, user))
    }),

    /** Saves a draft. `version` must be the sheet's current version (409 otherwise). */
    http.put(`${API}/score/:juryDetailId`, async ({ request, params }) => {
      const { user, jd } = await beginScoring(request, params.juryDetailId)
      const body = await readBody(request, sheetBody, { keys: 'as-sent' })
      if (body.version !== jd.version)
        return problem(
          409,
          null,
          translate(
            msg`This score sheet was changed elsewhere (another tab or device). Reload it to continue.`,
          ),
        )
      const input = checkSheet(db(), jd.phase, jd.year, body)
      return single(saveSheet(request, user, jd, input, false))
    }),

    /** Submits and locks. With a body, saves it first (same shape as the draft); every criterion must be scored. */
    http.post(`${API}/score/:juryDetailId/submit`, async ({ request, params }) => {
      const { user, jd } = await beginScoring(request, params.juryDetailId)
      const body = await readBody(request, sheetBody, { keys: 'as-sent', optional: true })
      let input = { scores: jd.scores, overallComment: jd.overallComment }
      if (body) {
        if (body.version !== jd.version) {
          return problem(
            409,
            null,
            translate(
              msg`This score sheet was changed elsewhere (another tab or device). Reload it to continue.`,
            ),
          )
        }
        input = checkSheet(db(), jd.phase, jd.year, body)
      }
      const rubric = rubricOf(db(), jd.phase, jd.year)
      const SCALE = scaleOf(rubric)
      const missing = rubric.filter((c) => {
        const score = input.scores.find((s) => s.criterionId === c.id)?.score
        return score === null || score === undefined
      })
      if (missing.length) {
        return validationProblem(
          Object.fromEntries(
            missing.map((c) => {
              const name = c.name
              const { min, max } = SCALE
              return [
                `scores.${c.id}`,
                [translate(msg`${name}: give a score from ${min} to ${max} before submitting.`)],
              ]
            }),
          ),
        )
      }
      return single(saveSheet(request, user, jd, input, true))
    }),
  ]
}

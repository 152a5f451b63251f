import { msg } from '@lingui/core/macro'
import { http } from 'msw'
import { newId } from '@/demo/db/store'
import type { RubricCriterionRecord } from '@/demo/db/types'
import { API, type DemoContext, list, problem, single } from '@/demo/handlers/http'
import {
  committeeYearPhase,
  currentYear,
  queryYearPhase,
  readBody,
  requireEventUser,
  requirePhase,
} from '@/demo/handlers/request'
import { rubricBody } from '@/contract/requests'
import { recordActivity } from '@/demo/db/records'
import { criteriaView, rubricLock, rubricOf } from '@/demo/handlers/judging'
import { translate } from '@/i18n'

/** Each year's phase rubric: read, lock state, the committee's editor (docs/api.md "Rubric, judges and scores", "Rubric editor"). */
export function rubricHandlers(ctx: DemoContext) {
  const db = () => ctx.store.db

  return [
    /** Whether the committee may still edit a year's phase rubric, and why not. */
    http.get(`${API}/rubric/lock`, async ({ request }) => {
      const { year, phase } = await committeeYearPhase(ctx, request)
      const reason = rubricLock(db(), year, phase)
      return single({ year, phase, locked: reason !== null, reason })
    }),

    /** The committee replaces a year's phase rubric: criteria, descriptions, weights summing to 100, the scale. */
    http.put(`${API}/rubric/:phase`, async ({ request, params }) => {
      const user = await requireEventUser(ctx, request, ['Commitee'])
      const phase = requirePhase(params.phase)
      const body = await readBody(request, rubricBody, { keys: 'as-sent' })
      const year = body.year ?? currentYear(ctx)
      const { scaleMin, scaleMax, criteria } = body
      const reason = rubricLock(db(), year, phase)
      if (reason) return problem(409, translate(msg`Rubric locked`), reason)

      const saved = ctx.store.mutate((d) => {
        const before = criteriaView(rubricOf(d, phase, year))
        const kept = new Set(before.map((c) => c.id))
        const next: RubricCriterionRecord[] = criteria.map((c, index) => ({
          // An existing criterion keeps its id (drafts keep their scores for it); a new one gets a fresh id.
          id: c.id && kept.has(c.id) ? c.id : newId(`crit-${phase}`),
          phase,
          order: index + 1,
          name: c.name,
          description: c.description,
          weight: c.weight,
          year,
          scaleMin: scaleMin,
          scaleMax: scaleMax,
        }))
        d.rubrics = [...d.rubrics.filter((c) => !(c.phase === phase && c.year === year)), ...next]
        // Drafts of the phase keep their scores only for criteria still there and inside the new scale.
        for (const jd of d.juryDetails.filter(
          (x) => x.year === year && x.phase === phase && x.status !== 'Submitted',
        )) {
          jd.scores = jd.scores
            .filter((s) => next.some((c) => c.id === s.criterionId))
            .map((s) =>
              s.score !== null && (s.score < scaleMin || s.score > scaleMax)
                ? { ...s, score: null }
                : s,
            )
        }
        const after = criteriaView(next)
        recordActivity(
          d,
          ctx.now(),
          user.id,
          'rubric',
          `${year}-${phase}`,
          'edit',
          msg`Edited the Phase ${phase} rubric of ${year}`,
          before,
          after,
        )
        return after
      })
      return list(saved)
    }),

    http.get(`${API}/rubric`, async ({ request }) => {
      await requireEventUser(ctx, request)
      const { year, phase } = queryYearPhase(ctx, new URL(request.url))
      return list(criteriaView(rubricOf(db(), phase, year)))
    }),
  ]
}

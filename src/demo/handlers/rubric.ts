import { http } from 'msw'
import { newId } from '@/demo/db/store'
import type { RubricCriterionRecord } from '@/demo/db/types'
import { API, type DemoContext, list, problem, single } from '@/demo/handlers/http'
import {
  bodyYear,
  committeeYearPhase,
  queryYearPhase,
  readJson,
  requireEventUser,
  requirePhase,
  requireValid,
} from '@/demo/handlers/request'
import { recordActivity } from '@/demo/db/records'
import { criteriaView, rubricLock, rubricOf } from '@/demo/handlers/judging'
import { characterCount } from '@/lib/text-length'

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
      const body = await readJson(request)
      const errors: Record<string, string[]> = {}
      const year = bodyYear(ctx, body, errors)
      const scaleMin = body.scaleMin
      const scaleMax = body.scaleMax
      if (scaleMin !== 0 && scaleMin !== 1) errors.scaleMin = ['The scale starts at 0 or 1.']
      if (
        typeof scaleMax !== 'number' ||
        !Number.isInteger(scaleMax) ||
        scaleMax < 3 ||
        scaleMax > 10
      )
        errors.scaleMax = ['The scale ends at a whole number from 3 to 10.']
      const raw = Array.isArray(body.criteria) ? (body.criteria as unknown[]) : null
      if (!raw || raw.length < 1 || raw.length > 10)
        errors.criteria = ['Give the rubric 1 to 10 criteria.']
      const criteria = (raw ?? []).map((item, index) => {
        const c = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>
        const name = typeof c.name === 'string' ? c.name.trim() : ''
        const description = typeof c.description === 'string' ? c.description.trim() : ''
        const weight = c.weight
        if (characterCount(name) < 2 || characterCount(name) > 80)
          errors[`criteria.${index}.name`] = ['Name the criterion in 2 to 80 characters.']
        if (characterCount(description) > 500)
          errors[`criteria.${index}.description`] = ['Keep the description under 500 characters.']
        if (typeof weight !== 'number' || !Number.isInteger(weight) || weight < 1 || weight > 100)
          errors[`criteria.${index}.weight`] = ['The weight is a whole number from 1 to 100.']
        return {
          id: typeof c.id === 'string' && c.id ? c.id : null,
          name,
          description,
          weight: typeof weight === 'number' ? weight : 0,
        }
      })
      const names = criteria.map((c) => c.name.toLowerCase())
      names.forEach((n, i) => {
        if (n && names.indexOf(n) !== i)
          errors[`criteria.${i}.name`] = ['Two criteria cannot have the same name.']
      })
      const sum = criteria.reduce((a, c) => a + c.weight, 0)
      if (raw && raw.length && sum !== 100)
        errors.weights = [`The weights add up to ${sum}; they must add up to 100.`]
      requireValid(errors)
      const reason = rubricLock(db(), year, phase)
      if (reason) return problem(409, 'Rubric locked', reason)

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
          scaleMin: scaleMin as number,
          scaleMax: scaleMax as number,
        }))
        d.rubrics = [...d.rubrics.filter((c) => !(c.phase === phase && c.year === year)), ...next]
        // Drafts of the phase keep their scores only for criteria still there and inside the new scale.
        for (const jd of d.juryDetails.filter(
          (x) => x.year === year && x.phase === phase && x.status !== 'Submitted',
        )) {
          jd.scores = jd.scores
            .filter((s) => next.some((c) => c.id === s.criterionId))
            .map((s) =>
              s.score !== null && (s.score < (scaleMin as number) || s.score > (scaleMax as number))
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
          `Edited the Phase ${phase} rubric of ${year}`,
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

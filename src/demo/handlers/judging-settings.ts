import { msg } from '@lingui/core/macro'
import { http } from 'msw'
import type { DemoDb, PhaseNumber } from '@/demo/db/types'
import { isBlind } from '@/demo/handlers/blind'
import { API, type DemoContext, list, problem } from '@/demo/handlers/http'
import {
  currentYear,
  queryYear,
  readBody,
  requireEventUser,
  requirePhase,
} from '@/demo/handlers/request'
import { judgingSettingBody } from '@/contract/requests'
import { recordActivity } from '@/demo/db/records'
import type { FairnessRules } from '@/features/scoring/fairness'
import { DEFAULT_THRESHOLDS, rulesWith, thresholdsLock } from '@/features/scoring/thresholds'
import { translate } from '@/i18n'

/**
 * Judging settings per year and phase (docs/api.md "Judging settings"): blind judging (blind.ts
 * applies it to every answer) and the normalisation thresholds the phase's results use.
 */

/** A year's phase setting as the API answers it: a phase never set is not blind and has the default thresholds. */
export function judgingSettingOf(db: DemoDb, year: number, phase: PhaseNumber) {
  const stored = (db.judgingSettings ?? []).find((s) => s.year === year && s.phase === phase)
  return {
    year,
    phase,
    blind: isBlind(db, year, phase),
    minScores: stored?.minScores ?? DEFAULT_THRESHOLDS.minScores,
    sdFloor: stored?.sdFloor ?? DEFAULT_THRESHOLDS.sdFloor,
  }
}

/** The rules a year's phase results are computed with: the committee's thresholds for it. */
export function rulesOf(db: DemoDb, year: number, phase: PhaseNumber): FairnessRules {
  return rulesWith(judgingSettingOf(db, year, phase))
}

const settingsOf = (data: DemoDb, year: number) =>
  ([1, 2, 3] as const).map((phase) => judgingSettingOf(data, year, phase))

export function judgingSettingHandlers(ctx: DemoContext) {
  const db = () => ctx.store.db

  return [
    /** Per-phase judging settings of a year (blind judging, normalisation thresholds); any signed-in person may read them. */
    http.get(`${API}/judging/settings`, async ({ request }) => {
      await requireEventUser(ctx, request)
      return list(settingsOf(db(), queryYear(ctx, new URL(request.url))))
    }),

    /** The committee changes one phase's setting of a year: blind judging, and the thresholds until the phase's results are published. */
    http.put(`${API}/judging/settings/:phase`, async ({ request, params }) => {
      const user = await requireEventUser(ctx, request, ['Commitee'])
      const phase = requirePhase(params.phase)
      const body = await readBody(request, judgingSettingBody, { keys: 'as-sent' })
      const year = body.year ?? currentYear(ctx)
      const thresholds = body.minScores !== undefined || body.sdFloor !== undefined
      if (thresholds) {
        const publication = (db().resultPublications ?? []).find(
          (p) => p.year === year && p.phase === phase,
        )
        const lock = thresholdsLock(phase, publication?.publishedAt)
        if (lock) return problem(409, translate(msg`Already published`), lock)
      }
      const settings = ctx.store.mutate((d) => {
        const before = judgingSettingOf(d, year, phase)
        const after = {
          blind: body.blind ?? before.blind,
          minScores: body.minScores ?? before.minScores,
          sdFloor: body.sdFloor ?? before.sdFloor,
        }
        const rest = (d.judgingSettings ?? []).filter(
          (s) => !(s.year === year && s.phase === phase),
        )
        d.judgingSettings = [
          ...rest,
          {
            year,
            phase,
            ...after,
            updatedAt: new Date(ctx.now()).toISOString(),
            updatedById: user.id,
          },
        ]
        const id = `${year}-${phase}`
        if (body.blind !== undefined) {
          const what = after.blind
            ? msg`Turned blind judging on for Phase ${phase} ${year}`
            : msg`Turned blind judging off for Phase ${phase} ${year}`
          recordActivity(
            d,
            ctx.now(),
            user.id,
            'judging',
            id,
            after.blind ? 'blind-on' : 'blind-off',
            what,
            { blind: before.blind },
            { blind: after.blind },
          )
        }
        if (thresholds) {
          const minScores = after.minScores
          const sdFloor = after.sdFloor
          const what = msg`Set the Phase ${phase} ${year} normalisation thresholds: at least ${minScores} scores per judge, spread floor ${sdFloor}`
          const was = { minScores: before.minScores, sdFloor: before.sdFloor }
          recordActivity(d, ctx.now(), user.id, 'judging', id, 'thresholds', what, was, {
            minScores: after.minScores,
            sdFloor: after.sdFloor,
          })
        }
        return settingsOf(d, year)
      })
      return list(settings)
    }),
  ]
}

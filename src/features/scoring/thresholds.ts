import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { DEFAULT_RULES, type FairnessRules } from '@/features/scoring/fairness'
import { translate } from '@/i18n'
import { formatDateTime } from '@/lib/dates'

/**
 * The normalisation thresholds the committee sets per year and phase (docs/api.md "Judging
 * settings"): the rules of `fairness.ts` that decide whose scores the normalised method uses.
 * The demo API and the results screen check them with the same limits and words.
 */

export type Thresholds = Pick<FairnessRules, 'minScores' | 'sdFloor'>

export const DEFAULT_THRESHOLDS: Thresholds = {
  minScores: DEFAULT_RULES.minScores,
  sdFloor: DEFAULT_RULES.sdFloor,
}

/** A judge with one score has no spread at all, so the minimum starts at 2; a floor above 3 on a 1–10 scale would leave nearly everyone out. */
export const THRESHOLD_LIMITS = {
  minScores: { min: 2, max: 20 },
  sdFloor: { min: 0, max: 3 },
} as const

const { min: minScoresFrom, max: minScoresTo } = THRESHOLD_LIMITS.minScores
const { min: sdFloorFrom, max: sdFloorTo } = THRESHOLD_LIMITS.sdFloor

/** What a wrong threshold is told, translated when the value is checked (`translate`). */
export const THRESHOLD_MESSAGES: Record<keyof Thresholds, MessageDescriptor> = {
  minScores: msg`Enter a whole number from ${minScoresFrom} to ${minScoresTo}.`,
  sdFloor: msg`Enter a number from ${sdFloorFrom} to ${sdFloorTo}, with at most two decimals.`,
}

export function validMinScores(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= THRESHOLD_LIMITS.minScores.min &&
    value <= THRESHOLD_LIMITS.minScores.max
  )
}

export function validSdFloor(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= THRESHOLD_LIMITS.sdFloor.min &&
    value <= THRESHOLD_LIMITS.sdFloor.max &&
    Math.abs(Math.round(value * 100) - value * 100) < 1e-6
  )
}

/** The rules a phase's results are computed with: its thresholds, the fixed rest of `DEFAULT_RULES`. */
export function rulesWith(thresholds: Thresholds): FairnessRules {
  return { ...DEFAULT_RULES, minScores: thresholds.minScores, sdFloor: thresholds.sdFloor }
}

/** Why a phase's thresholds can no longer change (its results are published), or null. */
export function thresholdsLock(
  phase: number,
  publishedAt: string | null | undefined,
): string | null {
  if (!publishedAt) return null
  const date = formatDateTime(publishedAt)
  return translate(
    msg`The Phase ${phase} results were published on ${date}: the thresholds they were computed with can no longer change.`,
  )
}

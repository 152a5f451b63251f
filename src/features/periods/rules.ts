import type { Period } from '@/features/periods/schemas'

/** Seed §4/§9: which current-period indexes open which screens. Index 4 is both. */
export const PARTICIPANT_PERIOD_INDEXES = [0, 2, 4] as const
export const JURY_PERIOD_INDEXES = [1, 3, 4, 5] as const

export function isJuryPeriod(index: number): boolean {
  return (JURY_PERIOD_INDEXES as readonly number[]).includes(index)
}

export function isParticipantPeriod(index: number): boolean {
  return (PARTICIPANT_PERIOD_INDEXES as readonly number[]).includes(index)
}

/** The active period's `periodId - 1`, or -1 when no period is active (unknown). */
export function currentPeriodIndex(periods: Period[] | undefined): number {
  const active = periods?.find((p) => p.isActive)
  if (!active || !Number.isInteger(active.periodId) || active.periodId < 1) return -1
  return active.periodId - 1
}

export function activePeriod(periods: Period[] | undefined): Period | undefined {
  return periods?.find((p) => p.isActive)
}

/** The participant period in which a phase's entry is written: phase 1 → index 0, phase 2 → index 2. */
export function entryPeriodIndex(phase: 1 | 2): number {
  return phase === 1 ? 0 : 2
}

/** The jury period in which a phase is scored: 1 → 1, 2 → 3, 3 → 4 (grand final, live) or 5. */
export function scoringPeriodIndexes(phase: 1 | 2 | 3): number[] {
  return phase === 1 ? [1] : phase === 2 ? [3] : [4, 5]
}

/** Who acts in each period (PRODUCT.md §1). */
export const PERIOD_ACTORS = [
  'Participants',
  'Jury',
  'Participants',
  'Jury',
  'Participants and jury',
  'Jury',
] as const

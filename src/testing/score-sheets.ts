import { newAssignment } from '@/demo/db/records'
import { SEEDED } from '@/demo/db/seed'
import type { JuryDetailRecord, PhaseNumber } from '@/demo/db/types'
import { demoStore, SEED_NOW } from '@/testing/demo-server'

/**
 * A score sheet assigned at the seed's clock by the seeded committee member (to the seeded judge
 * unless `juryId` says otherwise), not started; `extra` sets its status, scores, version…
 */
export function testSheet(
  of: { id: string; year: number; phase: PhaseNumber; proposalId: string; juryId?: string },
  extra: Partial<JuryDetailRecord> = {},
): JuryDetailRecord {
  const { id, juryId = SEEDED.jury, ...assignment } = of
  return {
    ...newAssignment({ ...assignment, juryId }, new Date(SEED_NOW).toISOString(), SEEDED.committee),
    id,
    ...extra,
  }
}

/** A Phase 1 score sheet submitted at the seed's clock, with the same score on each of the default rubric's four criteria. */
export function submittedSheet(
  of: { id: string; year: number; proposalId: string; juryId: string },
  score: number,
): JuryDetailRecord {
  const at = new Date(SEED_NOW).toISOString()
  return testSheet(
    { ...of, phase: 1 },
    {
      status: 'Submitted',
      scores: [1, 2, 3, 4].map((i) => ({ criterionId: `crit-1-${i}`, score, comment: '' })),
      version: 2,
      updatedAt: at,
      submittedAt: at,
    },
  )
}

/** Blind judging on for one phase of a year (the only setting stored), as the committee sets it. */
export function turnOnBlindJudging(year: number, phase: PhaseNumber) {
  demoStore.mutate((db) => {
    db.judgingSettings = [
      {
        year,
        phase,
        blind: true,
        updatedAt: new Date(SEED_NOW).toISOString(),
        updatedById: SEEDED.committee,
      },
    ]
  })
}

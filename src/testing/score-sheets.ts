import { newAssignment } from '@/demo/db/records'
import { SEEDED } from '@/demo/db/seed'
import type { JuryDetailRecord } from '@/demo/db/types'
import { SEED_NOW } from '@/testing/demo-server'

/**
 * A Phase 1 score sheet submitted at the seed's clock, assigned by the seeded committee member,
 * with the same score on each of the default rubric's four criteria.
 */
export function submittedSheet(of: { id: string; year: number; proposalId: string; juryId: string }, score: number): JuryDetailRecord {
  const at = new Date(SEED_NOW).toISOString()
  const { id, ...assignment } = of
  return {
    ...newAssignment({ ...assignment, phase: 1 }, at, SEEDED.committee),
    id,
    status: 'Submitted',
    scores: [1, 2, 3, 4].map((i) => ({ criterionId: `crit-1-${i}`, score, comment: '' })),
    version: 2,
    updatedAt: at,
    submittedAt: at,
  }
}

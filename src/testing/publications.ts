import { SEEDED } from '@/demo/db/seed'
import type { ResultPublication } from '@/features/scoring/publications'

/** A phase's results as the seeded committee member published them (in May, without comments). */
export function testPublication(year: number, phase: 1 | 2 | 3): ResultPublication {
  return {
    id: `pub-${year}-${phase}`,
    year,
    phase,
    publishedAt: `${year}-05-04T03:00:00.000Z`,
    publishedById: SEEDED.committee,
    shareComments: false,
  }
}

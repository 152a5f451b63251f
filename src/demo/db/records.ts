import { newId } from '@/demo/db/store'
import type { JuryDetailRecord } from '@/demo/db/types'

/** A new, unstarted score sheet: one judge assigned to one proposal in one phase. */
export function newAssignment(of: Pick<JuryDetailRecord, 'year' | 'phase' | 'proposalId' | 'juryId'>, at: string, byId: string): JuryDetailRecord {
  return {
    id: newId('jd'),
    ...of,
    status: 'Assigned',
    removed: false,
    scores: [],
    overallComment: '',
    version: 1,
    assignedAt: at,
    assignedById: byId,
    updatedAt: null,
    submittedAt: null,
  }
}

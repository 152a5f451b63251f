import type { MessageDescriptor } from '@lingui/core'
import { newId } from '@/demo/db/store'
import { summaryOf } from '@/demo/db/summaries'
import type { DemoDb, JuryDetailRecord } from '@/demo/db/types'
import type { ActivityEntity } from '@/domain/award'

/** A new, unstarted score sheet: one judge assigned to one proposal in one phase. */
export function newAssignment(
  of: Pick<JuryDetailRecord, 'year' | 'phase' | 'proposalId' | 'juryId'>,
  at: string,
  byId: string,
): JuryDetailRecord {
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

/** Records an action for the committee's activity log. */
export function recordActivity(
  db: DemoDb,
  at: number,
  actorId: string,
  entity: ActivityEntity,
  entityId: string,
  action: string,
  summary: MessageDescriptor,
  before: unknown = null,
  after: unknown = null,
): void {
  db.activities.unshift({
    id: newId('act'),
    at: new Date(at).toISOString(),
    actorId,
    entity,
    entityId,
    action,
    ...summaryOf(summary),
    before,
    after,
  })
}

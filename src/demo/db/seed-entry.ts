import type { EntryStatus, PhaseEntryRecord } from '@/demo/db/types'

/** The committee member who approves, returns and publishes in the seed. */
export const SEED_COMMITTEE = 'c0a80001-0000-4000-8000-000000000001'

/**
 * A seeded phase entry in `status`, with the history that led there: drafted and finalized by
 * `byId`, then approved or returned by the committee. `extra` overrides fields (version, return reason).
 */
export function seedEntry(
  status: EntryStatus,
  fields: Record<string, unknown>,
  at: number,
  byId: string,
  extra: Partial<PhaseEntryRecord> = {},
): PhaseEntryRecord {
  const iso = new Date(at).toISOString()
  const history: PhaseEntryRecord['history'] = [{ at: iso, byId, from: null, to: 'Draft' }]
  if (status !== 'Draft') history.push({ at: iso, byId, from: 'Draft', to: 'Finalized' })
  if (status === 'Approved')
    history.push({ at: iso, byId: SEED_COMMITTEE, from: 'Finalized', to: 'Approved' })
  if (status === 'Returned')
    history.push({
      at: iso,
      byId: SEED_COMMITTEE,
      from: 'Finalized',
      to: 'Returned',
      reason: extra.returnReason ?? undefined,
    })
  return {
    status,
    fields,
    version: 3,
    updatedAt: iso,
    updatedById: byId,
    finalizedAt: status === 'Draft' ? null : iso,
    approvedAt: status === 'Approved' ? iso : null,
    returnReason: null,
    history,
    ...extra,
  }
}

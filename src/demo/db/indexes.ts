import type { DemoStore } from '@/demo/db/store'
import type { JuryDetailRecord, ProposalRecord, TeamRecord, UserRecord } from '@/demo/db/types'

/** Look-ups by id for the demo API's read paths, so a list of 10,000 rows needs no linear search per row. */
export interface DemoIndexes {
  userById: Map<string, UserRecord>
  teamById: Map<string, TeamRecord>
  proposalById: Map<string, ProposalRecord>
  /** Every proposal, sorted by title (the committee list's order). */
  proposalsByTitle: ProposalRecord[]
  /** Score sheets of each proposal, removed ones included. */
  sheetsByProposal: Map<string, JuryDetailRecord[]>
}

/** Sorts like `localeCompare`, many times faster on long lists. */
export const collator = new Intl.Collator()

const built = new WeakMap<DemoStore, { version: number; indexes: DemoIndexes }>()

/**
 * The indexes of the store's current data, rebuilt lazily when the store's version has moved (any
 * write, or a replaced data set). Records are shared, not copied: an index never holds stale fields.
 */
export function indexesOf(store: DemoStore): DemoIndexes {
  const cached = built.get(store)
  if (cached && cached.version === store.version) return cached.indexes
  const db = store.db
  const sheetsByProposal = new Map<string, JuryDetailRecord[]>()
  for (const sheet of db.juryDetails) {
    const list = sheetsByProposal.get(sheet.proposalId)
    if (list) list.push(sheet)
    else sheetsByProposal.set(sheet.proposalId, [sheet])
  }
  const indexes: DemoIndexes = {
    userById: new Map(db.users.map((u) => [u.id, u])),
    teamById: new Map(db.teams.map((t) => [t.id, t])),
    proposalById: new Map(db.proposals.map((p) => [p.id, p])),
    proposalsByTitle: [...db.proposals].sort((a, b) => collator.compare(a.title, b.title)),
    sheetsByProposal,
  }
  built.set(store, { version: store.version, indexes })
  return indexes
}

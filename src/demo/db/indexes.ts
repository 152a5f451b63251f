import { type DemoStore, storeHolding } from '@/demo/db/store'
import type {
  DeclaredConflictRecord,
  DemoDb,
  InnovationUpdateRecord,
  JuryDetailRecord,
  ProposalRecord,
  TeamRecord,
  UserRecord,
} from '@/demo/db/types'

/** Look-ups for the demo API's read paths, so a list of 10,000 rows needs no linear search per row. */
export interface DemoIndexes {
  userById: Map<string, UserRecord>
  teamById: Map<string, TeamRecord>
  proposalById: Map<string, ProposalRecord>
  /** Every user, sorted by name (the user list's order). */
  usersByName: UserRecord[]
  /** Every team, sorted by name (the team list's order). */
  teamsByName: TeamRecord[]
  /** Every proposal, sorted by title (the committee list's order). */
  proposalsByTitle: ProposalRecord[]
  /** The teams each user is a member of. */
  teamsByMember: Map<string, TeamRecord[]>
  /** The proposals of each team. */
  proposalsByTeam: Map<string, ProposalRecord[]>
  /** Score sheets of each proposal, removed ones included. */
  sheetsByProposal: Map<string, JuryDetailRecord[]>
  /** Score sheets of each judge, removed ones included. */
  sheetsByJury: Map<string, JuryDetailRecord[]>
  /** Conflicts of interest declared on each proposal, every phase. */
  conflictsByProposal: Map<string, DeclaredConflictRecord[]>
  innovationUpdateById: Map<string, InnovationUpdateRecord>
}

/** Sorts like `localeCompare`, many times faster on long lists. */
export const collator = new Intl.Collator()

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const k = key(item)
    const group = groups.get(k)
    if (group) group.push(item)
    else groups.set(k, [item])
  }
  return groups
}

const BUILDERS: { [K in keyof DemoIndexes]: (db: DemoDb) => DemoIndexes[K] } = {
  userById: (db) => new Map(db.users.map((u) => [u.id, u])),
  teamById: (db) => new Map(db.teams.map((t) => [t.id, t])),
  proposalById: (db) => new Map(db.proposals.map((p) => [p.id, p])),
  usersByName: (db) => [...db.users].sort((a, b) => collator.compare(a.name, b.name)),
  teamsByName: (db) => [...db.teams].sort((a, b) => collator.compare(a.name, b.name)),
  proposalsByTitle: (db) => [...db.proposals].sort((a, b) => collator.compare(a.title, b.title)),
  teamsByMember: (db) => {
    const byMember = new Map<string, TeamRecord[]>()
    for (const team of db.teams)
      for (const id of team.memberIds) {
        const teams = byMember.get(id)
        if (teams) teams.push(team)
        else byMember.set(id, [team])
      }
    return byMember
  },
  proposalsByTeam: (db) => groupBy(db.proposals, (p) => p.teamId),
  sheetsByProposal: (db) => groupBy(db.juryDetails, (jd) => jd.proposalId),
  sheetsByJury: (db) => groupBy(db.juryDetails, (jd) => jd.juryId),
  conflictsByProposal: (db) => groupBy(db.declaredConflicts ?? [], (c) => c.proposalId),
  innovationUpdateById: (db) => new Map((db.innovationUpdates ?? []).map((u) => [u.id, u])),
}

interface Built {
  version: number
  indexes: DemoIndexes
  derived: Map<string, unknown>
}

const built = new WeakMap<DemoStore, Built>()

function build(db: DemoDb): DemoIndexes {
  const indexes = {} as DemoIndexes
  // Each index is built on first use: a write followed by a read that needs one map pays for that map only.
  for (const name of Object.keys(BUILDERS) as Array<keyof DemoIndexes>) {
    Object.defineProperty(indexes, name, {
      enumerable: true,
      configurable: true,
      get() {
        const value = BUILDERS[name](db)
        Object.defineProperty(indexes, name, { value, enumerable: true })
        return value
      },
    })
  }
  return indexes
}

function current(store: DemoStore): Built {
  const cached = built.get(store)
  if (cached && cached.version === store.version && !store.changing) return cached
  const next = {
    version: store.version,
    indexes: build(store.db),
    derived: new Map<string, unknown>(),
  }
  // In the middle of a change the data may move under an index: what is built then is not kept.
  if (!store.changing) built.set(store, next)
  return next
}

/**
 * The indexes of the store's current data, rebuilt lazily when the store's version has moved (any
 * write, or a replaced data set). Records are shared, not copied: an index never holds stale fields.
 */
export function indexesOf(store: DemoStore): DemoIndexes {
  return current(store).indexes
}

/**
 * A value computed from the store's current data (results of a phase, an assignment board), kept
 * until the next write: paging through a list of 10,000 rows computes its order once. `key` names
 * the computation and its inputs; the value must not be changed by the caller.
 */
export function derivedOf<T>(
  store: DemoStore,
  key: string,
  compute: (db: DemoDb, indexes: DemoIndexes) => T,
): T {
  const { derived, indexes } = current(store)
  if (derived.has(key)) return derived.get(key) as T
  const value = compute(store.db, indexes)
  derived.set(key, value)
  return value
}

/** The indexes of the store holding `db`, or null for data outside a store or in the middle of a change. */
function indexesFor(db: DemoDb): DemoIndexes | null {
  const store = storeHolding(db)
  return store && !store.changing ? current(store).indexes : null
}

/** The user with this id: from the index when `db` is a store's settled data, else by a search. */
export function userOf(db: DemoDb, id: string): UserRecord | undefined {
  const indexes = indexesFor(db)
  return indexes ? indexes.userById.get(id) : db.users.find((u) => u.id === id)
}

/** The team with this id (as `userOf`). */
export function teamOf(db: DemoDb, id: string | undefined): TeamRecord | undefined {
  if (id === undefined) return undefined
  const indexes = indexesFor(db)
  return indexes ? indexes.teamById.get(id) : db.teams.find((t) => t.id === id)
}

/** The proposal with this id (as `userOf`). */
export function proposalOf(db: DemoDb, id: string): ProposalRecord | undefined {
  const indexes = indexesFor(db)
  return indexes ? indexes.proposalById.get(id) : db.proposals.find((p) => p.id === id)
}

/** The conflicts of interest declared on a proposal, every phase (as `userOf`). */
export function declaredConflictsOn(db: DemoDb, proposalId: string): DeclaredConflictRecord[] {
  const indexes = indexesFor(db)
  return indexes
    ? (indexes.conflictsByProposal.get(proposalId) ?? [])
    : (db.declaredConflicts ?? []).filter((c) => c.proposalId === proposalId)
}

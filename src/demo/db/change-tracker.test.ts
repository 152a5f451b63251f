import { types } from 'node:util'
import { describe, expect, it } from 'vitest'
import { applyChanges, type ChangeOp, trackChanges } from '@/demo/db/change-tracker'
import { createSeed } from '@/demo/db/seed'
import type { DemoDb } from '@/demo/db/types'

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

/** Runs `change` tracked, and checks that the journal's operations (as stored: JSON) turn the data before into the data after. */
function replayed<T>(change: (db: DemoDb) => T) {
  const db = copy(createSeed())
  const before = copy(db)
  let ops: ChangeOp[] = []
  const result = trackChanges(db, change, (made) => {
    ops = copy(made)
  })
  applyChanges(before, ops)
  expect(before).toEqual(db)
  return { db, ops, result }
}

describe('trackChanges', () => {
  it('records a new record as one insert into its collection, whatever the collection size', () => {
    const { ops } = replayed((db) => {
      db.feedback.push({ ...db.feedback[0]!, id: 'fb-new', subject: 'New' })
      db.activities.unshift({ ...db.activities[0]!, id: 'act-new' })
    })
    expect(ops).toHaveLength(2)
    expect(ops).toContainEqual(expect.objectContaining({ splice: 'activities', at: 0, remove: 0 }))
    expect(JSON.stringify(ops).length).toBeLessThan(4000)
  })

  it('records a record changed in place, at any depth, as that record alone', () => {
    const { ops, db } = replayed((d) => {
      const proposal = d.proposals.find((p) => p.entries[1])!
      proposal.entries[1]!.status = 'Returned'
      proposal.entries[1]!.history.push({
        at: 'now',
        byId: 'x',
        from: 'Finalized',
        to: 'Returned',
        reason: 'why',
      })
      Object.assign(d.teams[1]!, { name: 'Renamed' })
      d.teams[2]!.memberIds = d.teams[2]!.memberIds.filter((_, i) => i > 0)
    })
    expect(ops.map((op) => ('item' in op ? `${op.item}[${op.index}]` : ''))).toEqual(
      expect.arrayContaining([
        `proposals[${db.proposals.findIndex((p) => p.entries[1]?.status === 'Returned')}]`,
        'teams[1]',
        'teams[2]',
      ]),
    )
    expect(ops).toHaveLength(3)
  })

  it('follows removals, sorting and records changed after they moved', () => {
    replayed((db) => {
      const judged = db.juryDetails[3]!
      db.juryDetails.splice(1, 2)
      judged.status = 'Submitted'
      db.users.sort((a, b) => a.name.localeCompare(b.name))
      db.users[0]!.phone = '0800'
      db.periods.pop()
      db.rubrics.length = 2
    })
  })

  it('records keyed entries, whole fields set or deleted, and fields added with ??=', () => {
    const { ops } = replayed((db) => {
      const loose = db as unknown as Record<string, unknown>
      db.idempotency['a b c'] = {
        at: 'now',
        status: 201,
        headers: {},
        body: '{}',
        fingerprint: 'f',
      }
      db.idempotency['a b c'].status = 200
      db.declaredConflicts ??= []
      db.declaredConflicts.push({ id: 'c-1' } as never)
      db.innovationUpdates = [...db.innovationUpdates.filter((_, i) => i > 0)]
      delete loose.resultPublications
      db.seededAt = 'later'
    })
    expect(ops).toContainEqual({
      entry: 'idempotency',
      key: 'a b c',
      value: expect.objectContaining({ status: 200 }),
    })
    const deleted = replayed((db) => {
      db.idempotency.x = { at: 'now', status: 201, headers: {}, body: '{}', fingerprint: 'f' }
      delete db.idempotency.x
    })
    expect(deleted.ops).toEqual([{ entry: 'idempotency', key: 'x' }])
  })

  it('stores records, never the view of them, and finds records whether given the record or its view', () => {
    const db = copy(createSeed())
    const outside = db.proposals[0]!
    trackChanges(
      db,
      (d) => {
        const inside = d.proposals[0]!
        expect(d.proposals.includes(outside)).toBe(true)
        expect(d.proposals.indexOf(inside)).toBe(0)
        d.voteSessions.push({
          ...d.voteSessions[0]!,
          id: 'vote-copy',
          candidateIds: d.voteSessions[0]!.candidateIds,
        })
        d.teams[0]!.memberIds = [...d.teams[0]!.memberIds]
        d.activities.unshift({ ...d.activities[0]!, before: { ...inside } })
      },
      () => undefined,
    )
    // A test sees the records themselves, so it can compare them with records found before the change.
    const withFiles = db.proposals.findIndex((p) => p.attachments.length > 0)
    const dropped = [db.proposals[withFiles]!.attachments[0]!]
    const left = db.proposals[withFiles]!.attachments.length - 1
    trackChanges(
      db,
      (d) => {
        const row = d.proposals.find((p) => p.id === db.proposals[withFiles]!.id)!
        row.attachments = [...row.attachments.filter((a) => !dropped.includes(a))]
      },
      () => undefined,
    )
    expect(db.proposals[withFiles]!.attachments).toHaveLength(left)
    const isView = (value: unknown): boolean =>
      value !== null &&
      typeof value === 'object' &&
      (types.isProxy(value) || Object.values(value).some((inner) => isView(inner)))
    expect(isView(db)).toBe(false)
  })

  it('gives the change its result as the record itself, and reports a change that failed halfway', () => {
    const db = copy(createSeed())
    const result = trackChanges(
      db,
      (d) => d.teams[0]!,
      () => undefined,
    )
    expect(types.isProxy(result)).toBe(false)
    expect(result).toBe(db.teams[0])

    const before = copy(db)
    let ops: ChangeOp[] = []
    expect(() =>
      trackChanges(
        db,
        (d) => {
          d.teams[0]!.name = 'Half'
          throw new Error('stopped')
        },
        (made) => {
          ops = copy(made)
        },
      ),
    ).toThrow('stopped')
    applyChanges(before, ops)
    expect(before.teams[0]!.name).toBe('Half')
  })
})

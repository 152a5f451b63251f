import { generateScaleData } from '@/demo/db/generate'
import { derivedOf, indexesOf, teamOf } from '@/demo/db/indexes'
import { createSeed } from '@/demo/db/seed'
import { createStore } from '@/demo/db/store'
import { timeDemoApi } from '@/demo/server/api-timings'

describe('demo indexes', () => {
  it('follow every write and a replaced data set', () => {
    const store = createStore(createSeed())
    const before = indexesOf(store)
    expect(indexesOf(store)).toBe(before)
    const team = { ...store.db.teams[0]!, id: 'team-new', name: 'Aaa first by name' }
    store.mutate((db) => db.teams.push(team))
    expect(indexesOf(store).teamById.get('team-new')).toBe(team)
    store.replace(createSeed())
    expect(indexesOf(store).teamById.has('team-new')).toBe(false)
  })

  it('are not trusted in the middle of a change, and a change that throws still refreshes them', () => {
    const store = createStore(createSeed())
    expect(teamOf(store.db, 'team-new')).toBeUndefined()
    const team = { ...store.db.teams[0]!, id: 'team-new' }
    store.mutate((db) => {
      db.teams.push(team)
      // The index built before the change does not know the team yet: a search does.
      expect(teamOf(db, 'team-new')).toBe(team)
    })
    expect(() =>
      store.mutate((db) => {
        db.teams.pop()
        throw new Error('half done')
      }),
    ).toThrow('half done')
    expect(teamOf(store.db, 'team-new')).toBeUndefined()
  })

  it('keep a derived value until the next write', () => {
    const store = createStore(createSeed())
    const count = () => derivedOf(store, 'teams', (db) => db.teams.length)
    const before = count()
    expect(count()).toBe(before)
    store.mutate((db) => db.teams.push({ ...db.teams[0]!, id: 'team-new' }))
    expect(count()).toBe(before + 1)
  })

  it('keep the proposals in title order', () => {
    const titles = indexesOf(createStore(createSeed())).proposalsByTitle.map((p) => p.title)
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)))
  })
})

describe('scale data generator', () => {
  it('adds proposals, teams, participants and a jury of the asked size, deterministically', () => {
    const seed = createSeed({ now: Date.UTC(2026, 3, 1) })
    const db = generateScaleData({ proposals: 40, judges: 20, now: Date.UTC(2026, 3, 1) })
    expect(db.proposals.length - seed.proposals.length).toBe(40)
    expect(db.teams.length - seed.teams.length).toBe(40)
    expect(db.users.filter((u) => u.roleName === 'Jury')).toHaveLength(20)
    expect(new Set(db.users.map((u) => u.id)).size).toBe(db.users.length)
    expect(
      JSON.stringify(generateScaleData({ proposals: 40, judges: 20, now: Date.UTC(2026, 3, 1) })),
    ).toBe(JSON.stringify(db))
  })

  it('gives data the demo API answers from: list pages, results, assignments and the summary', async () => {
    const timings = await timeDemoApi(generateScaleData({ proposals: 60, judges: 20 }), 1)
    expect(timings.filter((t) => t.status !== 200)).toEqual([])
  })
})

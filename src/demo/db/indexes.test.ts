import { generateScaleData } from '@/demo/db/generate'
import { indexesOf } from '@/demo/db/indexes'
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
    expect(JSON.stringify(generateScaleData({ proposals: 40, judges: 20, now: Date.UTC(2026, 3, 1) }))).toBe(JSON.stringify(db))
  })

  it('gives data the demo API answers from: list pages, results, assignments and the summary', async () => {
    const timings = await timeDemoApi(generateScaleData({ proposals: 60, judges: 20 }), 1)
    expect(timings.filter((t) => t.status !== 200)).toEqual([])
  })
})

import { describeFailure, runOneByOne } from '@/lib/bulk'

describe('runOneByOne', () => {
  it('runs every item in order, one at a time, and goes on past a failure', async () => {
    const started: string[] = []
    let running = 0
    const outcome = await runOneByOne(
      [{ title: 'A' }, { title: 'B' }, { title: 'C' }],
      async (item) => {
        running += 1
        expect(running).toBe(1)
        started.push(item.title)
        await Promise.resolve()
        running -= 1
        if (item.title === 'B') throw new Error('Not in this stage.')
      },
    )
    expect(started).toEqual(['A', 'B', 'C'])
    expect(outcome.done).toBe(2)
    expect(outcome.failures.map(describeFailure)).toEqual(['"B": Not in this stage.'])
  })
})

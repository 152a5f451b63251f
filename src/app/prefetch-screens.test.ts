import { QueryClient } from '@tanstack/react-query'
import { prefetchScreens } from '@/app/prefetch-screens'

/** A query whose answer arrives when `answer()` is called: the screen on show waiting for its data. */
function waitingQuery(client: QueryClient) {
  let answer: (value: string) => void = () => undefined
  void client.fetchQuery({
    queryKey: ['home'],
    queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
  })
  return { answer: (value: string) => answer(value) }
}

describe('fetching an area’s other screens ahead', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('waits until the screen on show has its data, then loads each screen once, in turn', async () => {
    const client = new QueryClient()
    const home = waitingQuery(client)
    const order: string[] = []
    const proposals = vi.fn(async () => void order.push('proposals'))
    const results = vi.fn(async () => void order.push('results'))

    const done = prefetchScreens([proposals, results], client, () => false)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(proposals).not.toHaveBeenCalled()

    home.answer('ready')
    await vi.runAllTimersAsync()
    await done
    expect(order).toEqual(['proposals', 'results'])

    // Back in the area later: what was fetched is not asked for again.
    await prefetchScreens([proposals, results], client, () => false)
    expect(proposals).toHaveBeenCalledTimes(1)
    expect(results).toHaveBeenCalledTimes(1)
  })

  it('waits for the paint that shows the screen’s data, even where the browser is idle at once', async () => {
    const client = new QueryClient()
    const home = waitingQuery(client)
    const order: string[] = []
    const proposals = vi.fn(async () => void order.push('proposals'))
    vi.stubGlobal('requestIdleCallback', (run: () => void) => window.setTimeout(run, 0))
    try {
      const done = prefetchScreens([proposals], client, () => false)
      home.answer('ready')
      // The screen draws its data in the next frame.
      window.requestAnimationFrame(() => order.push('painted'))
      await vi.runAllTimersAsync()
      await done
      expect(order).toEqual(['painted', 'proposals'])
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('goes on in a hidden tab, which paints no frame', async () => {
    const client = new QueryClient()
    const proposals = vi.fn(async () => undefined)
    vi.stubGlobal('requestAnimationFrame', () => 0)
    try {
      const done = prefetchScreens([proposals], client, () => false)
      await vi.runAllTimersAsync()
      await done
      expect(proposals).toHaveBeenCalledTimes(1)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('stops when the person leaves the area, and tries code that could not be fetched again next time', async () => {
    const client = new QueryClient()
    let left = false
    let online = false
    const feedback = vi.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module')
    })
    const vote = vi.fn(async () => {
      left = true
    })
    const report = vi.fn(async () => undefined)

    const first = prefetchScreens([feedback, vote, report], client, () => left)
    await vi.runAllTimersAsync()
    await first
    expect(feedback).toHaveBeenCalledTimes(1)
    expect(vote).toHaveBeenCalledTimes(1)
    expect(report).not.toHaveBeenCalled()

    online = true
    left = false
    const again = prefetchScreens([feedback, vote, report], client, () => left)
    await vi.runAllTimersAsync()
    await again
    expect(feedback).toHaveBeenCalledTimes(2)
    expect(vote).toHaveBeenCalledTimes(1)
    expect(report).toHaveBeenCalledTimes(1)
  })
})

import { registerDraftFlusher } from '@/lib/drafts'

const listeners: Record<string, (event: { isUpdate?: boolean }) => void> = {}
vi.mock('workbox-window', () => ({
  Workbox: class {
    constructor(
      public url: string,
      public options: unknown,
    ) {
      registered.push({ url, options })
    }
    addEventListener(name: string, listener: (event: { isUpdate?: boolean }) => void) {
      listeners[name] = listener
    }
    register() {
      return Promise.resolve(undefined)
    }
  },
}))
const registered: Array<{ url: string; options: unknown }> = []

describe('service worker (requirements R1.8)', () => {
  // jsdom has none: the one given here must not stay for the next test file.
  afterEach(() => {
    delete (navigator as { serviceWorker?: unknown }).serviceWorker
  })

  it('registers from the site root and reloads on a new version, after saving drafts', async () => {
    vi.stubEnv('DEV', false)
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true })
    const reload = vi.fn()
    vi.stubGlobal('location', { ...window.location, reload })
    const order: string[] = []
    const unregister = registerDraftFlusher(() => order.push('draft saved'))
    reload.mockImplementation(() => order.push('reloaded'))

    const { registerServiceWorker } = await import('@/app/service-worker')
    registerServiceWorker()
    // Not during the first visit's loading: only once the page is loaded and the browser idle.
    expect(registered).toEqual([])
    await vi.waitFor(
      () => expect(registered).toEqual([{ url: '/sw.js', options: { scope: '/' } }]),
      { timeout: 10_000 },
    )

    listeners.controlling!({ isUpdate: false })
    expect(reload).not.toHaveBeenCalled()
    listeners.controlling!({ isUpdate: true })
    expect(order).toEqual(['draft saved', 'reloaded'])
    unregister()
  })

  it("on an area's screen, waits for the screen's data and paint before the precache competes with them", async () => {
    vi.stubEnv('DEV', false)
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true })
    registered.length = 0
    const { registerServiceWorker, whenMarked } = await import('@/app/service-worker')
    registerServiceWorker(whenMarked('test-screen-settled', 60_000))
    // The page is loaded and the browser idle (the first test registered by then): still nothing.
    await new Promise((resolve) => setTimeout(resolve, 2_500))
    expect(registered).toEqual([])
    performance.mark('test-screen-settled')
    await vi.waitFor(
      () => expect(registered).toEqual([{ url: '/sw.js', options: { scope: '/' } }]),
      { timeout: 10_000 },
    )
  })

  it('registers all the same when the screen never settles, after the cap', async () => {
    const { whenMarked } = await import('@/app/service-worker')
    const settled = vi.fn()
    void whenMarked('never-marked', 200).then(settled)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(settled).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(settled).toHaveBeenCalled())
  })
})

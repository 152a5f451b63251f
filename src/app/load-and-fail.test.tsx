import { act, screen, waitFor, within } from '@testing-library/react'
import type { MockInstance } from 'vitest'
import { delay, http, HttpResponse } from 'msw'
import { STILL_WAITING_MS } from '@/config/constants'
import { SEEDED } from '@/demo/db/seed'
import { server } from '@/testing/demo-server'
import { offContractAnswer, problemAnswer } from '@/testing/fake-answers'
import { renderRoute } from '@/testing/test-utils'
import { KEPT_COPY_REFRESH_MS } from '@/lib/query-client'

const COMMITTEE = '/innovation-award/commitee'
const FEEDBACK = `${COMMITTEE}/feedback`
/** A server fault: off the document on purpose (offContractAnswer). */
const serverFault = () =>
  HttpResponse.json({ title: 'The database is down', status: 500 }, { status: 500 })
const page = '<!doctype html><html><body><h1>Bad Gateway</h1></body></html>'
/** A proxy's error page instead of the API. */
const htmlError = () =>
  new HttpResponse(page, { status: 502, headers: { 'Content-Type': 'text/html' } })
/** The app's own index.html answered for an API path (a misrouted server). */
const htmlOk = () =>
  new HttpResponse(page, { status: 200, headers: { 'Content-Type': 'text/html' } })

/** Counts the requests to one API path. */
function countCalls(pathname: string): { count: number } {
  const counter = { count: 0 }
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === pathname) counter.count += 1
  })
  return counter
}

afterEach(() => {
  server.events.removeAllListeners()
  vi.useRealTimers()
})

describe('a screen whose data is late', () => {
  it('says "Still waiting for the server…" after a few seconds, with Retry that asks again (the request is not cut)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] })
    let hang = true
    server.use(http.get('*/api/auth', async () => (hang ? delay('infinite') : undefined)))
    const calls = countCalls('/api/auth')
    renderRoute(COMMITTEE, { as: SEEDED.committee })
    expect(await screen.findByText('Checking your access…')).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(5500))
    expect(screen.getByText('Still waiting for the server…')).toBeInTheDocument()
    expect(calls.count).toBe(1)

    hang = false
    await act(async () => screen.getByRole('button', { name: 'Retry' }).click())
    await waitFor(() => expect(calls.count).toBe(2))
    expect(await screen.findByRole('heading', { level: 1, name: 'Committee' })).toBeInTheDocument()
    expect(calls.count).toBe(2)
  })

  it('an access check that never answers offers, once late, the start page and signing out: the person is not held there', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] })
    server.use(http.get('*/api/auth', () => delay('infinite')))
    const { adapter } = renderRoute(COMMITTEE, { as: SEEDED.committee })
    expect(await screen.findByText('Checking your access…')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(5500))
    expect(screen.getByRole('link', { name: 'Back to the start page' })).toHaveAttribute(
      'href',
      '/',
    )
    await act(async () => screen.getByRole('button', { name: 'Sign out' }).click())
    await waitFor(() => expect(adapter.calls.logout).toBe(1))
  })

  it('a data screen that waits says so too, inside the area with its navigation', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] })
    server.use(http.get('*/api/feedback', () => delay('infinite')))
    renderRoute(FEEDBACK, { as: SEEDED.committee })
    expect(await screen.findByText('Loading the feedback…')).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(5500))
    expect(screen.getByText('Still waiting for the server…')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', COMMITTEE)
  })
})

describe('the area guard loads the event through the one loading and failing mechanism', () => {
  const EVENT = '/api/Event/Url/innovation-award'

  it('an event that does not answer: "Checking your access…", then "Still waiting for the server…" with Retry that asks again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] })
    let hang = true
    server.use(http.get(`*${EVENT}`, async () => (hang ? delay('infinite') : undefined)))
    const calls = countCalls(EVENT)
    renderRoute(COMMITTEE, { as: SEEDED.committee })
    expect(await screen.findByText('Checking your access…')).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(STILL_WAITING_MS + 500))
    expect(screen.getByText('Still waiting for the server…')).toBeInTheDocument()
    expect(calls.count).toBe(1)

    hang = false
    await act(async () => screen.getByRole('button', { name: 'Retry' }).click())
    expect(await screen.findByRole('heading', { level: 1, name: 'Committee' })).toBeInTheDocument()
    expect(calls.count).toBe(2)
  })

  it('an event that failed: what failed, Try again that recovers, and a way back to the start page', async () => {
    let fail = true
    server.use(
      http.get(
        `*${EVENT}`,
        offContractAnswer(() => (fail ? serverFault() : undefined)),
      ),
    )
    const { user } = renderRoute(COMMITTEE, { as: SEEDED.committee })
    expect(
      await screen.findByRole('heading', {
        name: 'The event "innovation-award" could not be loaded',
      }),
    ).toBeInTheDocument()
    expect(screen.getByText('The database is down')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the start page' })).toHaveAttribute(
      'href',
      '/',
    )

    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Committee' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Back to the start page' })).not.toBeInTheDocument()
  })
})

describe('a screen whose data failed', () => {
  it.each([
    ['a 500 with problem details', () => serverFault(), 'The database is down'],
    [
      'an HTML error page',
      htmlError,
      'The server had a problem (502). Your work is kept; please try again.',
    ],
    [
      'a web page instead of data',
      htmlOk,
      'The server answered with a web page instead of data. It may be down or misconfigured.',
    ],
    [
      'a body of the wrong shape',
      () => HttpResponse.json({ unexpected: true }),
      'The data is not an array',
    ],
  ])(
    'shows what failed and Try again for %s, while the navigation still works',
    async (_, answer, message) => {
      let fail = true
      server.use(
        http.get(
          '*/api/feedback',
          offContractAnswer(() => (fail ? answer() : undefined)),
        ),
      )
      const { user, router } = renderRoute(FEEDBACK, { as: SEEDED.committee })
      const alert = (
        await screen.findByRole('heading', { name: 'The feedback could not be loaded' })
      ).closest('.alert') as HTMLElement
      expect(within(alert).getByText(message)).toBeInTheDocument()

      fail = false
      await user.click(within(alert).getByRole('button', { name: 'Try again' }))
      expect(await screen.findByText(/conversations?$/)).toBeInTheDocument()

      await user.click(screen.getByRole('link', { name: 'Home' }))
      await waitFor(() => expect(router.state.location.pathname).toBe(COMMITTEE))
    },
  )
})

describe('a failed user check', () => {
  it.each([
    ['a 500', () => serverFault(), 'The database is down'],
    [
      'an HTML error page',
      htmlError,
      'The server had a problem (502). Your work is kept; please try again.',
    ],
    [
      'a web page instead of data',
      htmlOk,
      'The server answered with a web page instead of data. It may be down or misconfigured.',
    ],
  ])(
    'sends the person to "/" (requirements R6.2) where the landing says why, and Try again goes back to the screen they opened, for %s',
    async (_, answer, message) => {
      let fail = true
      server.use(
        http.get(
          '*/api/auth',
          offContractAnswer(() => (fail ? answer() : undefined)),
        ),
      )
      const { user, router } = renderRoute(`${FEEDBACK}?status=Open`, { as: SEEDED.committee })
      await waitFor(() => expect(router.state.location.pathname).toBe('/'))
      expect(
        await screen.findByRole('heading', { name: 'Your account could not be loaded' }),
      ).toBeInTheDocument()
      expect(
        screen.getByText(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))),
      ).toBeInTheDocument()
      expect(
        screen.queryByRole('link', { name: 'Sign in with your work account' }),
      ).not.toBeInTheDocument()

      // Try again while the fault lasts: the person stays on "/", told why.
      await user.click(screen.getByRole('button', { name: 'Try again' }))
      expect(
        await screen.findByRole('heading', { name: 'Your account could not be loaded' }),
      ).toBeInTheDocument()
      expect(router.state.location.pathname).toBe('/')

      // Once the account call answers, Try again takes them back to the screen they had opened.
      fail = false
      await user.click(screen.getByRole('button', { name: 'Try again' }))
      await waitFor(() =>
        expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
          `${FEEDBACK}?status=Open`,
        ),
      )
      expect(await screen.findByRole('heading', { level: 1, name: 'Feedback' })).toBeInTheDocument()
    },
  )

  it('a 401 goes to /login, which says the session ended and offers to sign in again', async () => {
    server.use(http.get('*/api/auth', () => problemAnswer(401)))
    const { user, router, adapter } = renderRoute(COMMITTEE, { as: SEEDED.committee })
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(await screen.findByText('Your session has ended.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Sign in again' }))
    expect(adapter.calls.reauthenticate).toBe(1)
  })
})

describe('offline start', () => {
  it('opens the screens a person had open from what this device kept, marked as such; others say they need the network', async () => {
    const first = renderRoute(FEEDBACK, { as: SEEDED.committee })
    expect(await screen.findByText(/conversations?$/)).toBeInTheDocument()
    first.unmount()

    // A reload without a network: every call fails before any answer.
    server.use(http.all('*/api/*', () => HttpResponse.error()))
    const again = renderRoute(FEEDBACK, { as: SEEDED.committee })
    expect(await screen.findByRole('heading', { level: 1, name: 'Feedback' })).toBeInTheDocument()
    expect(await screen.findByText(/conversations?$/)).toBeInTheDocument()
    expect(
      screen.getByText(/This shows what this device kept from .*, not live data\./),
    ).toBeInTheDocument()

    await again.user.click(screen.getByRole('button', { name: 'Manage' }))
    await again.user.click(await screen.findByRole('link', { name: 'Report' }))
    expect(
      await screen.findByText(/Cannot reach the server\. Check your connection/),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument()
    // The frame is a kept copy, the report is not: the banner says so, and leaves Retry to the report.
    expect(
      screen.getByText(
        /Part of this screen is what this device kept from .*; the rest needs the connection\./,
      ),
    ).toBeInTheDocument()
    expect(screen.queryByText(/This shows what this device kept/)).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument()
  })

  // A reload while the browser says it is offline, then the connection comes back.
  let offline: MockInstance | undefined
  const goOffline = () =>
    void (offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false))
  const backOnline = () => {
    offline?.mockRestore()
    act(() => void window.dispatchEvent(new Event('online')))
  }
  afterEach(() => vi.useRealTimers())

  it.each([
    ['once the browser says it is back online', goOffline, backOnline],
    [
      'by itself within half a minute while the server could not be reached',
      () => undefined,
      () => void act(() => vi.advanceTimersByTime(KEPT_COPY_REFRESH_MS)),
    ],
  ])(
    'replaces what this device kept with live data %s, without Retry',
    async (_, outage, reconnect) => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
      const first = renderRoute(FEEDBACK, { as: SEEDED.committee })
      expect(await screen.findByText(/conversations?$/)).toBeInTheDocument()
      first.unmount()

      outage()
      let down = true
      server.use(http.all('*/api/*', () => (down ? HttpResponse.error() : undefined)))
      renderRoute(FEEDBACK, { as: SEEDED.committee })
      expect(
        await screen.findByText(/This shows what this device kept from .*, not live data\./),
      ).toBeInTheDocument()

      down = false
      reconnect()
      await waitFor(() => expect(screen.queryByText(/not live data/)).not.toBeInTheDocument())
      expect(screen.getByRole('heading', { level: 1, name: 'Feedback' })).toBeInTheDocument()
    },
  )

  it('never shows one account what another account kept', async () => {
    const first = renderRoute(FEEDBACK, { as: SEEDED.committee })
    expect(await screen.findByText(/conversations?$/)).toBeInTheDocument()
    first.unmount()

    server.use(http.all('*/api/*', () => HttpResponse.error()))
    const { router } = renderRoute(FEEDBACK, { as: SEEDED.committee2 })
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(
      await screen.findByRole('heading', { name: 'Your account could not be loaded' }),
    ).toBeInTheDocument()
  })
})

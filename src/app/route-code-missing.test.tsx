import { act, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import userEvent from '@testing-library/user-event'
import { Suspense, type ReactNode } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { RouteBoundary } from '@/app/route-error'
import { lazyScreen } from '@/app/router'
import { render } from '@/testing/test-utils'
import { Link } from '@/components/layout/links'
import { registerDraftFlusher } from '@/lib/drafts'
import { server } from '@/testing/demo-server'

/** A screen whose code does not arrive until `arrive()` (offline before it was ever opened). */
function screenCode() {
  let available = false
  const load = vi.fn(async () => {
    if (!available)
      throw new TypeError(
        'Failed to fetch dynamically imported module: http://localhost/assets/feedback-list.js',
      )
    return { default: () => <h1>Feedback</h1> }
  })
  return { load, arrive: () => (available = true) }
}

/** An area with a menu, its home, and `feedback` showing `feedback` in its own boundary. */
function renderArea(feedback: ReactNode) {
  render(
    <MemoryRouter initialEntries={['/']}>
      <nav>
        <Link to="/feedback">Feedback</Link>
        <Link to="/">Home</Link>
      </nav>
      <Suspense fallback={<p>Loading…</p>}>
        <Routes>
          <Route index element={<p>Home page</p>} />
          <Route path="feedback" element={<RouteBoundary embedded>{feedback}</RouteBoundary>} />
        </Routes>
      </Suspense>
    </MemoryRouter>,
  )
}

const renderLazy = (load: () => Promise<{ default: () => React.JSX.Element }>) =>
  renderArea(lazyScreen(load, 'area').element)

describe('a screen whose code cannot be loaded', () => {
  it('says so inside the area, with its navigation, instead of a blank page; back online the screen appears in place', async () => {
    const code = screenCode()
    renderLazy(code.load)
    await userEvent.click(screen.getByRole('link', { name: 'Feedback' }))
    expect(await screen.findByText('This part of the app could not be loaded')).toBeInTheDocument()
    expect(
      screen.getByText(/You may be offline, or a new version was just published/),
    ).toBeInTheDocument()
    expect(screen.getByRole('navigation')).toHaveTextContent('Feedback')

    code.arrive()
    await act(async () => {
      window.dispatchEvent(new Event('online'))
    })
    expect(await screen.findByRole('heading', { name: 'Feedback' })).toBeInTheDocument()
    expect(screen.queryByText('This part of the app could not be loaded')).not.toBeInTheDocument()
  })

  it('loads the code again on Retry', async () => {
    const code = screenCode()
    renderLazy(code.load)
    await userEvent.click(screen.getByRole('link', { name: 'Feedback' }))
    await screen.findByText('This part of the app could not be loaded')
    const calls = code.load.mock.calls.length
    code.arrive()
    await userEvent.click(screen.getByRole('button', { name: /Try again|Retry/ }))
    expect(await screen.findByRole('heading', { name: 'Feedback' })).toBeInTheDocument()
    expect(code.load.mock.calls.length).toBe(calls + 1)
  })

  it('back online before the message was even set up (the online event already passed): the screen appears without it', async () => {
    // The first load fails (offline); by the time the message is shown the network is back.
    let calls = 0
    const load = vi.fn(async () => {
      calls += 1
      if (calls === 1)
        throw new TypeError(
          'Failed to fetch dynamically imported module: http://localhost/assets/feedback-list.js',
        )
      return { default: () => <h1>Feedback</h1> }
    })
    renderLazy(load)
    await userEvent.click(screen.getByRole('link', { name: 'Feedback' }))
    expect(await screen.findByRole('heading', { name: 'Feedback' })).toBeInTheDocument()
    expect(screen.queryByText('This part of the app could not be loaded')).not.toBeInTheDocument()
  })
})

describe('a browser that keeps a failed import failed for the page (Chromium)', () => {
  const keptFailed = () =>
    vi.fn(async (): Promise<{ default: () => React.JSX.Element }> => {
      throw new TypeError(
        'Failed to fetch dynamically imported module: http://localhost/assets/feedback-list.js',
      )
    })
  const showFailure = async (load: ReturnType<typeof keptFailed>) => {
    renderLazy(load)
    await userEvent.click(screen.getByRole('link', { name: 'Feedback' }))
    await screen.findByText('This part of the app could not be loaded')
    // The message can be found before its effect has run (a busy machine): until that effect has
    // added its 'online' listener and made its one try, an 'online' event would go unheard.
    await act(async () => {})
  }
  afterEach(() => vi.unstubAllGlobals())

  it('back online, once the server answers, writes the drafts and reloads the page: a new page loads the code', async () => {
    const order: string[] = []
    vi.stubGlobal('location', { ...window.location, reload: () => order.push('reloaded') })
    const unregister = registerDraftFlusher(() => order.push('draft saved'))
    server.use(
      http.head(`${window.location.origin}/`, () => new HttpResponse(null, { status: 200 })),
    )
    try {
      await showFailure(keptFailed())
      await act(async () => void window.dispatchEvent(new Event('online')))
      await waitFor(() => expect(order).toEqual(['draft saved', 'reloaded']))
    } finally {
      unregister()
    }
  })

  it('while the server does not answer, stays with its message and Try again, and reloads nothing', async () => {
    const reload = vi.fn()
    vi.stubGlobal('location', { ...window.location, reload })
    let asked = 0
    server.use(
      http.head(`${window.location.origin}/`, () => {
        asked += 1
        return HttpResponse.error()
      }),
    )
    const load = keptFailed()
    await showFailure(load)
    const tries = load.mock.calls.length
    await act(async () => void window.dispatchEvent(new Event('online')))
    await waitFor(() => expect(asked).toBe(1))
    expect(load.mock.calls.length).toBe(tries + 1)
    expect(reload).not.toHaveBeenCalled()
    expect(screen.getByText('This part of the app could not be loaded')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Try again|Retry/ })).toBeInTheDocument()
  })
})

describe('a screen that throws', () => {
  it('says so inside the area, with its navigation, and the next address renders again', async () => {
    let broken = true
    function Feedback() {
      if (broken) throw new Error('The answer had no rows')
      return <h1>Feedback</h1>
    }
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      renderArea(<Feedback />)
      await userEvent.click(screen.getByRole('link', { name: 'Feedback' }))
      expect(await screen.findByText('Something went wrong on this screen')).toBeInTheDocument()
      expect(screen.getByText('The answer had no rows')).toBeInTheDocument()
      expect(screen.getByRole('navigation')).toHaveTextContent('Feedback')

      broken = false
      await userEvent.click(screen.getByRole('link', { name: 'Home' }))
      expect(await screen.findByText('Home page')).toBeInTheDocument()
      await userEvent.click(screen.getByRole('link', { name: 'Feedback' }))
      expect(await screen.findByRole('heading', { name: 'Feedback' })).toBeInTheDocument()
    } finally {
      quiet.mockRestore()
    }
  })
})

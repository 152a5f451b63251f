import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router'
import { RouteError } from '@/app/route-error'
import { lazyRoute } from '@/app/router'
import { render } from '@/testing/test-utils'
import { Link } from '@/components/layout/links'

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

function renderArea(load: () => Promise<{ default: () => React.JSX.Element }>) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteError />,
        element: (
          <>
            <nav>
              <Link to="/feedback">Feedback</Link>
            </nav>
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: <p>Home</p> },
          {
            path: 'feedback',
            lazy: lazyRoute(load, 'area'),
            errorElement: <RouteError embedded />,
          },
        ],
      },
    ],
    { initialEntries: ['/'] },
  )
  render(<RouterProvider router={router} />)
  return router
}

describe('a screen whose code cannot be loaded', () => {
  it('says so inside the area, with its navigation, instead of a blank page; back online the screen appears in place', async () => {
    const code = screenCode()
    renderArea(code.load)
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
    renderArea(code.load)
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
    renderArea(load)
    await userEvent.click(screen.getByRole('link', { name: 'Feedback' }))
    expect(await screen.findByRole('heading', { name: 'Feedback' })).toBeInTheDocument()
    expect(screen.queryByText('This part of the app could not be loaded')).not.toBeInTheDocument()
  })
})

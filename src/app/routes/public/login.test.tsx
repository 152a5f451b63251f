import { screen, waitFor } from '@testing-library/react'
import { SEEDED } from '@/demo/db/seed'
import { paths } from '@/config/paths'
import { AuthenticationError } from '@/lib/api-errors'
import { renderRoute } from '@/testing/test-utils'

describe('sign-in that needs the person again (requirements R8.1, R8.3)', () => {
  it('goes to /login, which starts the interactive sign-in once, however many calls failed', async () => {
    const { router, navigate, adapter } = renderRoute(paths.landing.to(), { as: SEEDED.committee })
    expect(await screen.findByText(/Signed in as/)).toBeInTheDocument()
    adapter.getAccessToken = async () => {
      throw new AuthenticationError(undefined, { interactionRequired: true })
    }
    await navigate(paths.committee.feedback.to())
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login.to()))
    await waitFor(() => expect(adapter.calls.reauthenticate).toBe(1))
    expect(screen.getByText('Your session has ended.')).toBeInTheDocument()
    expect(adapter.calls.login).toBe(0)
  })

  it('after a plain 401 it waits for the person to choose "Sign in again"', async () => {
    const { navigate, adapter } = renderRoute(paths.landing.to(), { as: SEEDED.committee })
    expect(await screen.findByText(/Signed in as/)).toBeInTheDocument()
    adapter.getAccessToken = async () => {
      throw new AuthenticationError()
    }
    await navigate(paths.committee.feedback.to())
    expect(await screen.findByText('Your session has ended.')).toBeInTheDocument()
    expect(adapter.calls.reauthenticate).toBe(0)
  })
})

describe('the landing’s sign-in link, clicked before the app had started', () => {
  it('starts the sign-in at once (one click), and coming back to the page does not start it again', async () => {
    const { router, adapter } = renderRoute('/login?start=1', { as: null })
    await waitFor(() => expect(adapter.calls.login).toBe(1))
    await waitFor(() => expect(router.state.location.search).toBe(''))
    expect(router.state.location.pathname).toBe(paths.login.to())
    expect(screen.getByRole('button', { name: /Sign in with your work account/ })).toBeDisabled()
  })

  it('a plain visit of /login waits for the person', async () => {
    const { adapter } = renderRoute(paths.login.to(), { as: null })
    expect(
      await screen.findByRole('button', { name: /Sign in with your work account/ }),
    ).toBeEnabled()
    expect(adapter.calls.login).toBe(0)
  })
})

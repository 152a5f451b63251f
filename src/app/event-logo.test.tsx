import { fireEvent, waitFor } from '@testing-library/react'
import { SEEDED } from '@/demo/db/seed'
import { goOnline, renderRoute } from '@/testing/test-utils'

// The event's logo comes from the API (under /uploads/ in production), which the service worker
// does not keep: after a reload offline it cannot be loaded. It must not stay a broken image.
const logoIn = (container: HTMLElement, selector: string) => () =>
  container.querySelector<HTMLImageElement>(`${selector} img`)

describe.each([
  {
    screen: 'the header of an area',
    path: '/innovation-award/participant',
    selector: '.navbar-brand',
  },
  { screen: 'the signed-in landing', path: '/', selector: '.landing header' },
])('the event logo in $screen', ({ path, selector }) => {
  it('shows the app’s own icon when the logo cannot be loaded, and the logo again once back online', async () => {
    const { container } = renderRoute(path, { as: SEEDED.participantLeader })
    const logo = logoIn(container, selector)
    await waitFor(() => expect(logo()).toHaveAttribute('src', '/demo-files/logo.svg'))

    fireEvent.error(logo()!)
    expect(logo()).toHaveAttribute('src', '/icon.svg')
    await goOnline()
    expect(logo()).toHaveAttribute('src', '/demo-files/logo.svg')
  })
})

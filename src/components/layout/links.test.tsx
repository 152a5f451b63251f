import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { Link, Navigate, NavLink, useNavigate } from '@/components/layout/links'
import { currentYear } from '@/lib/current-year'

const NOW = currentYear()
const PAST = NOW - 1

function Here() {
  const { pathname, search } = useLocation()
  return <p>At {`${pathname}${search}`}</p>
}

function From() {
  const navigate = useNavigate()
  return (
    <>
      <Here />
      <Link to="/to?phase=2">Link</Link>
      <NavLink to="/to">Menu item</NavLink>
      <Link to="/to" year={NOW}>
        This year
      </Link>
      <button type="button" onClick={() => void navigate('/to#part')}>
        Navigate
      </button>
    </>
  )
}

function open(address: string) {
  const router = createMemoryRouter(
    [
      { path: '/from', element: <From /> },
      { path: '/redirect', element: <Navigate to="/to" replace /> },
      { path: '/to', element: <Here /> },
    ],
    { initialEntries: [address] },
  )
  render(<RouterProvider router={router} />)
  return { router, user: userEvent.setup() }
}

describe('the app’s links', () => {
  it('carry a past year to the next screen: links, menu items, navigate() and redirects', async () => {
    const { user } = open(`/from?year=${PAST}`)
    expect(screen.getByRole('link', { name: 'Link' })).toHaveAttribute(
      'href',
      `/to?phase=2&year=${PAST}`,
    )
    expect(screen.getByRole('link', { name: 'Menu item' })).toHaveAttribute(
      'href',
      `/to?year=${PAST}`,
    )
    expect(screen.getByRole('link', { name: 'This year' })).toHaveAttribute('href', '/to')
    await user.click(screen.getByRole('button', { name: 'Navigate' }))
    expect(await screen.findByText(`At /to?year=${PAST}`)).toBeInTheDocument()
  })

  it('carry the year through a redirect', async () => {
    open(`/redirect?year=${PAST}`)
    expect(await screen.findByText(`At /to?year=${PAST}`)).toBeInTheDocument()
  })

  it('leave the current year out of the address', async () => {
    const { user } = open(`/from?year=${NOW}`)
    expect(screen.getByRole('link', { name: 'Link' })).toHaveAttribute('href', '/to?phase=2')
    await user.click(screen.getByRole('button', { name: 'Navigate' }))
    expect(await screen.findByText('At /to')).toBeInTheDocument()
  })
})

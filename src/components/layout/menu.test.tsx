import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import {
  Menu,
  MenuDivider,
  MenuItemButton,
  MenuLink,
  MenuNavLink,
  MenuText,
} from '@/components/layout/menu'

function Here() {
  return <p>At {useLocation().pathname}</p>
}

function Page() {
  const [said, setSaid] = useState('nothing')
  return (
    <>
      <Here />
      <button type="button">Before</button>
      <Menu label="Account" id="account" align="end">
        <MenuText>andi@example.test</MenuText>
        <MenuItemButton onClick={() => setSaid('profile')}>Profile</MenuItemButton>
        <MenuDivider />
        <MenuNavLink to="/home" end>
          Home
        </MenuNavLink>
        <MenuLink to="/other">Other area</MenuLink>
        <MenuItemButton disabled>Switch account</MenuItemButton>
        <MenuItemButton onClick={() => setSaid('sign out')}>Sign out</MenuItemButton>
      </Menu>
      <button type="button">After</button>
      <output>{said}</output>
    </>
  )
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/home', element: <Page /> },
      { path: '/other', element: <Page /> },
    ],
    { initialEntries: ['/home'] },
  )
  const user = userEvent.setup()
  render(<RouterProvider router={router} />)
  const toggle = screen.getByRole('button', { name: 'Account' })
  const panel = () => document.getElementById(toggle.getAttribute('aria-controls') ?? '')
  return { user, router, toggle, panel }
}

describe('the disclosure menu', () => {
  it('says whether it is open, shows its items under the button, and Escape closes it with focus back on the button', async () => {
    const { user, toggle, panel } = renderPage()
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('button', { name: 'Profile' })).not.toBeInTheDocument()

    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const items = within(panel()!)
    expect(items.getByText('andi@example.test')).toBeInTheDocument()
    expect(items.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
    expect(items.getByRole('separator')).toBeInTheDocument()

    await user.keyboard('{Escape}')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).not.toHaveAttribute('aria-controls')
    expect(screen.queryByRole('button', { name: 'Profile' })).not.toBeInTheDocument()
    expect(toggle).toHaveFocus()
  })

  it('reaches its items with Tab, in order, skipping what cannot be chosen; tabbing out closes it', async () => {
    const { user, toggle } = renderPage()
    await user.click(toggle)
    await user.tab()
    expect(screen.getByRole('button', { name: 'Profile' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('link', { name: 'Other area' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Sign out' })).toHaveFocus()
    // Back to the button: the panel stays open.
    await user.tab({ shift: true })
    await user.tab({ shift: true })
    await user.tab({ shift: true })
    await user.tab({ shift: true })
    expect(toggle).toHaveFocus()
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    // Out of the menu the other way: it closes.
    await user.tab({ shift: true })
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus()
    expect(toggle).toHaveAttribute('aria-expanded', 'false')

    await user.click(toggle)
    for (let i = 0; i < 5; i += 1) await user.tab()
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus()
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  it('moves between its items with the arrow keys, Home and End', async () => {
    const { user, toggle } = renderPage()
    toggle.focus()
    await user.keyboard('{ArrowDown}')
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Profile' })).toHaveFocus())
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus()
    await user.keyboard('{End}')
    expect(screen.getByRole('button', { name: 'Sign out' })).toHaveFocus()
    // The disabled item is passed over; past the last item, the first.
    await user.keyboard('{ArrowUp}')
    expect(screen.getByRole('link', { name: 'Other area' })).toHaveFocus()
    await user.keyboard('{End}{ArrowDown}')
    expect(screen.getByRole('button', { name: 'Profile' })).toHaveFocus()
    await user.keyboard('{ArrowUp}')
    expect(screen.getByRole('button', { name: 'Sign out' })).toHaveFocus()
    await user.keyboard('{Home}')
    expect(screen.getByRole('button', { name: 'Profile' })).toHaveFocus()

    await user.keyboard('{Escape}')
    expect(toggle).toHaveFocus()
    // Up from the closed button: open, on the last item.
    await user.keyboard('{ArrowUp}')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign out' })).toHaveFocus())
  })

  it('closes on a click outside it, and not on a click on its own text', async () => {
    const { user, toggle, panel } = renderPage()
    await user.click(toggle)
    await user.click(within(panel()!).getByText('andi@example.test'))
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await user.click(screen.getByText(/^At /))
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('button', { name: 'Profile' })).not.toBeInTheDocument()
  })

  it('closes when an item is chosen, doing what the item does, with focus back on the button', async () => {
    const { user, router, toggle } = renderPage()
    await user.click(toggle)
    await user.click(screen.getByRole('button', { name: 'Profile' }))
    expect(screen.getByRole('status')).toHaveTextContent('profile')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveFocus()

    await user.click(toggle)
    await user.click(screen.getByRole('link', { name: 'Other area' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/other'))
    const again = screen.getByRole('button', { name: 'Account' })
    expect(again).toHaveAttribute('aria-expanded', 'false')
    expect(again).toHaveFocus()

    // From the keyboard: Enter on an item.
    await user.keyboard('{ArrowUp}')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign out' })).toHaveFocus())
    await user.keyboard('{Enter}')
    expect(screen.getByRole('status')).toHaveTextContent('sign out')
    expect(again).toHaveAttribute('aria-expanded', 'false')
    expect(again).toHaveFocus()
  })

  it('lets its owner decide when it is open', async () => {
    const changes: boolean[] = []
    function Owned() {
      const [open, setOpen] = useState(false)
      return (
        <>
          <Menu
            label="Bell"
            open={open}
            onOpenChange={(next) => {
              changes.push(next)
              setOpen(next)
            }}
          >
            <MenuItemButton>Mark all read</MenuItemButton>
          </Menu>
          <button type="button" onClick={() => setOpen(true)}>
            Open from elsewhere
          </button>
        </>
      )
    }
    const user = userEvent.setup()
    render(<Owned />)
    const toggle = screen.getByRole('button', { name: 'Bell' })
    await user.click(toggle)
    expect(changes).toEqual([true])
    await user.keyboard('{Escape}')
    expect(changes).toEqual([true, false])
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(screen.getByRole('button', { name: 'Open from elsewhere' }))
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeInTheDocument()
  })
})

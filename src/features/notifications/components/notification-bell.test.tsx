import { act, screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { SEEDED } from '@/demo/db/seed'
import { activateLanguage } from '@/i18n'
import { call } from '@/testing/demo-call'
import { demoStore, server } from '@/testing/demo-server'
import { offContractAnswer } from '@/testing/fake-answers'
import { renderRoute } from '@/testing/test-utils'

const ANDI = SEEDED.participantLeader
const PUTRI = SEEDED.participantMember
const HOME = '/innovation-award/participant'

/** Putri Ayu leaves Andi Pratama's team and joins again: two notifications for Andi. */
async function putriLeavesAndComesBack() {
  expect((await call(PUTRI, 'DELETE', `/team/team-01/member/${PUTRI}`)).status).toBe(200)
  const code = demoStore.db.teams.find((t) => t.id === 'team-01')!.code
  expect((await call(PUTRI, 'POST', `/team/join/${code}`)).status).toBe(200)
}

const bell = (unread: string) => screen.findByRole('button', { name: `Notifications, ${unread}` })

describe('the notification bell in the shell', () => {
  it('shows the unread count, lists the notifications and opens the exact screen, marking it read', async () => {
    await putriLeavesAndComesBack()
    const { user, router } = renderRoute(`${HOME}/gallery`, { as: ANDI })
    await user.click(await bell('2 unread'))
    const panel = await screen.findByRole('heading', { name: 'Notifications' })
    const list = panel.closest('.dropdown-menu') as HTMLElement
    const joined = await within(list).findByRole('link', { name: /Putri Ayu joined your team/ })
    expect(within(list).getByRole('link', { name: /Putri Ayu left your team/ })).toHaveAttribute(
      'href',
      HOME,
    )
    expect(joined).toHaveTextContent('Unread:')
    await user.click(joined)
    await waitFor(() => expect(router.state.location.pathname).toBe(HOME))
    expect(await bell('1 unread')).toBeInTheDocument()
    expect(
      demoStore.db.notifications!.filter((n) => n.recipientId === ANDI && n.readAt).length,
    ).toBe(1)
  })

  it('marks every notification read at once', async () => {
    await putriLeavesAndComesBack()
    const { user } = renderRoute(HOME, { as: ANDI })
    await user.click(await bell('2 unread'))
    await user.click(await screen.findByRole('button', { name: 'Mark all read' }))
    expect(await bell('none unread')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled()
    expect(demoStore.db.notifications!.filter((n) => n.recipientId === ANDI && !n.readAt)).toEqual(
      [],
    )
  })

  it('says while it loads', async () => {
    server.use(http.get('*/api/notification', () => delay('infinite')))
    const { user } = renderRoute(HOME, { as: ANDI })
    await user.click(await bell('none unread'))
    expect(await screen.findByText('Loading the notifications…')).toBeInTheDocument()
  })

  it('says when it could not load, tries again, and says when there are none', async () => {
    server.use(
      http.get(
        '*/api/notification',
        offContractAnswer(() =>
          HttpResponse.json({ title: 'The database is down', status: 500 }, { status: 500 }),
        ),
      ),
    )
    const { user } = renderRoute(HOME, { as: ANDI })
    await user.click(await bell('none unread'))
    expect(
      await screen.findByRole('heading', { name: 'The notifications could not be loaded' }),
    ).toBeInTheDocument()

    server.resetHandlers()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('You have no notifications yet.')).toBeInTheDocument()
  })

  it('pages a long list', async () => {
    for (let i = 0; i < 5; i += 1) await putriLeavesAndComesBack()
    const { user } = renderRoute(HOME, { as: ANDI })
    await user.click(await bell('10 unread'))
    const pages = await screen.findByRole('navigation', { name: 'Pages of notifications' })
    const menu = pages.closest('.dropdown-menu') as HTMLElement
    expect(await within(menu).findAllByRole('link', { name: /your team/ })).toHaveLength(8)
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }))
    await waitFor(() =>
      expect(within(menu).getAllByRole('link', { name: /your team/ })).toHaveLength(2),
    )
  })

  it('shows what this device kept when the server cannot be reached, and says so', async () => {
    await putriLeavesAndComesBack()
    const first = renderRoute(HOME, { as: ANDI })
    await first.user.click(await bell('2 unread'))
    expect(await screen.findByRole('link', { name: /Putri Ayu left your team/ })).toBeVisible()
    first.unmount()

    // A reload without a network: the bell's list is the one this device kept.
    server.use(http.all('*/api/*', () => HttpResponse.error()))
    const again = renderRoute(HOME, { as: ANDI })
    await again.user.click(await bell('2 unread'))
    expect(await screen.findByRole('link', { name: /Putri Ayu left your team/ })).toBeVisible()
    expect(screen.getByText(/Kept on this device from .*, not live\./)).toBeInTheDocument()
  })

  it('reads in Bahasa Indonesia, the notifications written by the server in it too', async () => {
    await putriLeavesAndComesBack()
    const { user } = renderRoute(HOME, { as: ANDI })
    await bell('2 unread')
    await act(() => activateLanguage('id'))
    await user.click(await screen.findByRole('button', { name: 'Notifikasi, 2 belum dibaca' }))
    expect(
      await screen.findByRole('button', { name: 'Tandai semua sudah dibaca' }),
    ).toBeInTheDocument()
    expect(
      await screen.findByRole('link', { name: /Putri Ayu keluar dari tim Anda/ }),
    ).toBeInTheDocument()
  })
})

import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { SEEDED } from '@/demo/db/seed'
import { formatDateTime } from '@/lib/dates'
import { demoStore, resetDemoData, server } from '@/testing/demo-server'
import { renderRoute } from '@/testing/test-utils'
import { problemAnswer } from '@/testing/fake-answers'

const at = (router: ReturnType<typeof renderRoute>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`

describe('routing and guards', () => {
  it('sends any unknown path to "/"', async () => {
    const { router } = renderRoute('/no/such/screen')
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(await screen.findByRole('heading', { name: 'Categories' })).toBeInTheDocument()
  })

  it('redirects the old /participant/update to the participant innovation-update area', async () => {
    const { router } = renderRoute('/participant/update', { as: SEEDED.participantLeader })
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/innovation-update/participant'),
    )
  })

  it('sends a signed-out visitor of a committee screen to /login with the target in r', async () => {
    const { router } = renderRoute('/innovation-award/commitee/proposals/phase/1?year=2026')
    await waitFor(() =>
      expect(at(router)).toBe(
        '/login?r=%2Finnovation-award%2Fcommitee%2Fproposals%2Fphase%2F1%3Fyear%3D2026',
      ),
    )
    expect(
      await screen.findByRole('button', { name: 'Sign in with your work account' }),
    ).toBeInTheDocument()
    // Stored while nobody was signed in: whoever signs in next follows it.
    expect(JSON.parse(window.localStorage.getItem('redirectUri')!)).toEqual({
      path: '/innovation-award/commitee/proposals/phase/1?year=2026',
      account: null,
    })
  })

  it("keeps an e-mail's link to a participant screen through the sign-in: signed out, then on the screen after /loginSPA", async () => {
    const target = '/innovation-award/participant/proposal/prop-101?tab=results'
    const first = renderRoute(target)
    await waitFor(() => expect(at(first.router)).toBe(`/login?r=${encodeURIComponent(target)}`))
    await screen.findByRole('button', { name: 'Sign in with your work account' })
    first.unmount()
    const back = renderRoute('/loginSPA', { as: SEEDED.participantLeader })
    await waitFor(() => expect(at(back.router)).toBe(target))
  })

  it('sends a participant away from the committee area to "/", and says why', async () => {
    const { router } = renderRoute('/innovation-award/commitee', { as: SEEDED.participantLeader })
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The page you opened is for the committee, so you were brought to the start page.',
    )
    expect(await screen.findByRole('link', { name: 'Go to my area' })).toBeInTheDocument()
  })

  it('says whose a screen is when it is not the person’s: the jury’s to a participant, a participant’s to someone not registered', async () => {
    resetDemoData({ activeIndex: 1 })
    const participant = renderRoute('/innovation-award/jury', { as: SEEDED.participantLeader })
    await waitFor(() => expect(participant.router.state.location.pathname).toBe('/'))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The page you opened is for the jury, so you were brought to the start page.',
    )
    participant.unmount()

    const newcomer = renderRoute('/innovation-award/participant', { as: SEEDED.unregistered })
    await waitFor(() => expect(newcomer.router.state.location.pathname).toBe('/'))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The page you opened is for registered participants, so you were brought to the start page.',
    )
    expect(await screen.findByRole('link', { name: 'Go to my registration' })).toBeInTheDocument()
  })

  it('opens the committee home for a committee member, titled "<prefix> - <route name>"', async () => {
    renderRoute('/innovation-award/commitee', { as: SEEDED.committee })
    expect(await screen.findByRole('heading', { level: 1, name: 'Committee' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Innovation Award - Committee'))
    expect(
      await screen.findByText('Phase 1: proposal selection and submission', { selector: '.h5' }),
    ).toBeInTheDocument()
  })

  it('keeps the jury area closed outside jury periods and opens it in one', async () => {
    const closed = renderRoute('/innovation-award/jury', { as: SEEDED.jury })
    await waitFor(() => expect(closed.router.state.location.pathname).toBe('/'))
    // Their own area, closed for now: said by when it opens, not as another role's page.
    expect(
      await screen.findByText(/The jury screens open during the scoring periods/),
    ).toBeVisible()
    expect(screen.queryByText(/The page you opened is for/)).not.toBeInTheDocument()
    closed.unmount()
    // The committee's page, to the same judge outside the scoring periods: it is the committee's.
    const committee = renderRoute('/innovation-award/commitee', { as: SEEDED.jury })
    await waitFor(() => expect(committee.router.state.location.pathname).toBe('/'))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The page you opened is for the committee, so you were brought to the start page.',
    )
    committee.unmount()

    resetDemoData({ activeIndex: 1 })
    const open = renderRoute('/innovation-award/jury', { as: SEEDED.jury })
    expect(await screen.findByRole('heading', { level: 1, name: 'Jury' })).toBeInTheDocument()
    expect(open.router.state.location.pathname).toBe('/innovation-award/jury')
  })

  it('lets a signed-in jury member reach the score recap outside jury periods', async () => {
    const { router } = renderRoute(`/innovation-award/jury/score/1/${SEEDED.jury}`, {
      as: SEEDED.jury,
    })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Score recap' }),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe(`/innovation-award/jury/score/1/${SEEDED.jury}`)
  })

  it('goes to /login when the API answers 401', async () => {
    server.use(http.get('*/api/auth', () => problemAnswer(401, { title: 'Unauthorized' })))
    const { router } = renderRoute('/innovation-award/participant', {
      as: SEEDED.participantLeader,
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  })

  it('shows a clear message, not a blank page, when the event does not exist', async () => {
    renderRoute('/no-such-event/participant', { as: SEEDED.participantLeader })
    expect(
      await screen.findByRole('heading', { name: 'The event "no-such-event" could not be loaded' }),
    ).toBeInTheDocument()
    expect(screen.getByText('No event has the address "no-such-event".')).toBeInTheDocument()
  })

  it('fetches the event once per url and sends its id on later calls', async () => {
    const eventCalls: string[] = []
    const eventIds: Array<string | null> = []
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url)
      if (url.pathname.startsWith('/api/Event/Url/')) eventCalls.push(url.pathname)
      if (url.pathname === '/api/period') eventIds.push(request.headers.get('EventId'))
    })
    const { navigate } = renderRoute('/innovation-award/commitee', { as: SEEDED.committee })
    expect(await screen.findByRole('heading', { level: 1, name: 'Committee' })).toBeInTheDocument()
    await navigate('/innovation-award/commitee/report')
    await navigate('/innovation-award/commitee')
    expect(await screen.findByRole('heading', { level: 1, name: 'Committee' })).toBeInTheDocument()
    server.events.removeAllListeners()
    expect(eventCalls).toEqual(['/api/Event/Url/innovation-award'])
    expect(eventIds.length).toBeGreaterThan(0)
    expect(new Set(eventIds)).toEqual(new Set(['b3c6a9e2-5f1d-4c8b-9e27-3a4d5b6c7d8e']))
  })

  it('outside scoring periods a judge is offered the gallery, not a jury area that would send them back', async () => {
    renderRoute('/', { as: SEEDED.jury })
    expect(
      await screen.findByText(/The jury screens open during the scoring periods/),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to the gallery and votes' })).toHaveAttribute(
      'href',
      '/innovation-award/participant/gallery',
    )
  })

  it('a waiting judge is told which scoring period comes next and when, and can sign out from there', async () => {
    const { user, adapter } = renderRoute('/', { as: SEEDED.jury })
    const notice = await screen.findByText(/The jury screens open during the scoring periods/)
    const next = demoStore.db.periods.find(
      (p) =>
        p.year === String(new Date(demoStore.db.seededAt).getUTCFullYear()) && p.periodId === 2,
    )!
    expect(notice).toHaveTextContent(
      `Next: ${next.description}, from ${formatDateTime(next.startAt)} to ${formatDateTime(next.endAt)}.`,
    )
    await user.click(screen.getByRole('button', { name: 'Sign out' }))
    await waitFor(() => expect(adapter.calls.logout).toBe(1))
  })

  it('the year query on any screen selects the year', async () => {
    renderRoute('/?year=2025', { as: SEEDED.committee })
    expect(await screen.findByRole('heading', { name: 'Timeline 2025' })).toBeInTheDocument()
  })
})

describe('after sign-in (/loginSPA)', () => {
  /** The target as the app stores it: the path and the account signed in at the time (test adapter ids are `home-<person>`). */
  const storeTarget = (path: string, person: string | null) =>
    window.localStorage.setItem(
      'redirectUri',
      JSON.stringify({ path, account: person === null ? null : `home-${person}` }),
    )

  it.each([
    ['nobody was signed in', null],
    ['the same account was signed in', SEEDED.committee],
  ])('follows and clears the stored redirectUri stored while %s', async (_, person) => {
    storeTarget('/innovation-award/commitee/report', person)
    const { router } = renderRoute('/loginSPA', { as: SEEDED.committee })
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/innovation-award/commitee/report'),
    )
    expect(window.localStorage.getItem('redirectUri')).toBeNull()
  })

  it("ignores (and clears) a redirectUri stored for another account, or without its account: the next person lands on their own home, not on the previous person's page", async () => {
    storeTarget('/innovation-award/commitee/report', SEEDED.participantLeader)
    const first = renderRoute('/loginSPA', { as: SEEDED.committee })
    await waitFor(() =>
      expect(first.router.state.location.pathname).toBe('/innovation-award/commitee'),
    )
    expect(window.localStorage.getItem('redirectUri')).toBeNull()
    first.unmount()

    window.localStorage.setItem('redirectUri', '/innovation-award/commitee/report')
    const second = renderRoute('/loginSPA', { as: SEEDED.committee })
    await waitFor(() =>
      expect(second.router.state.location.pathname).toBe('/innovation-award/commitee'),
    )
    expect(window.localStorage.getItem('redirectUri')).toBeNull()
  })

  it('never follows a target outside this site', async () => {
    storeTarget('//evil.example/steal', null)
    const { router } = renderRoute('/loginSPA?r=https%3A%2F%2Fevil.example', {
      as: SEEDED.committee,
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/innovation-award/commitee'))
  })

  it.each([
    [SEEDED.committee, '/innovation-award/commitee'],
    [SEEDED.participantLeader, '/innovation-award/participant'],
    [SEEDED.unregistered, '/registration'],
  ])('lands %s on the home of their role (%s)', async (person, home) => {
    const { router } = renderRoute('/loginSPA', { as: person })
    await waitFor(() => expect(router.state.location.pathname).toBe(home))
  })

  it('sends someone who is not signed in back to /login', async () => {
    const { router } = renderRoute('/loginSPA')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  })
})

describe('public pages', () => {
  it('the landing page explains the award to a signed-out visitor', async () => {
    renderRoute('/')
    expect(
      await screen.findByRole('button', { name: 'Sign in with your work account' }),
    ).toBeInTheDocument()
    for (const name of ['Product / Service', 'Process', 'Social', 'Business model']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument()
    }
    expect(screen.getByRole('link', { name: 'Assessment rubrics' })).toBeInTheDocument()
  })

  it('one click on the landing page starts the redirect sign-in', async () => {
    const { user, adapter, router } = renderRoute('/')
    await user.click(await screen.findByRole('button', { name: 'Sign in with your work account' }))
    expect(adapter.calls.login).toBe(1)
    expect(router.state.location.pathname).toBe('/')
  })

  it('the sign-in button starts the redirect sign-in', async () => {
    const { user, adapter } = renderRoute('/login')
    await user.click(await screen.findByRole('button', { name: 'Sign in with your work account' }))
    expect(adapter.calls.login).toBe(1)
  })

  it('the diagnostics page shows the configuration and sign-in state', async () => {
    renderRoute('/test', { as: SEEDED.committee })
    expect(await screen.findByRole('heading', { name: 'Diagnostics' })).toBeInTheDocument()
    expect(screen.getByRole('rowheader', { name: 'Mode' }).nextSibling).toHaveTextContent('Demo')
    expect(await screen.findByText('Committee')).toBeInTheDocument()
  })

  it('signing out clears the user and calls the identity provider', async () => {
    const { user, adapter } = renderRoute('/innovation-award/commitee', { as: SEEDED.committee })
    await user.click(await screen.findByRole('button', { name: /Siti Rahmawati/ }))
    await user.click(await screen.findByRole('button', { name: 'Sign out' }))
    await waitFor(() => expect(adapter.calls.logout).toBe(1))
  })
})

describe('the area menu on a phone', () => {
  it('says whether it is open, and Escape closes it with focus back on its toggle', async () => {
    const { user } = renderRoute('/innovation-award/commitee', { as: SEEDED.committee })
    expect(await screen.findByRole('heading', { level: 1, name: 'Committee' })).toBeInTheDocument()
    const toggle = await screen.findByRole('button', { name: 'Menu' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await user.tab()
    expect(document.activeElement?.closest('#area-nav')).not.toBeNull()
    await user.keyboard('{Escape}')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveFocus()
  })

  it('closes when an item is chosen, in the bar or in one of its dropdowns, with focus back on its toggle', async () => {
    const { user, router } = renderRoute('/innovation-award/commitee', { as: SEEDED.committee })
    expect(await screen.findByRole('heading', { level: 1, name: 'Committee' })).toBeInTheDocument()
    const toggle = await screen.findByRole('button', { name: 'Menu' })

    await user.click(toggle)
    await user.click(
      within(document.getElementById('area-nav')!).getByRole('link', { name: 'Feedback' }),
    )
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/innovation-award/commitee/feedback'),
    )
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveFocus()

    await user.click(toggle)
    await user.click(screen.getByRole('button', { name: 'Manage' }))
    await user.click(await screen.findByRole('link', { name: 'Users' }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/innovation-award/commitee/manage/user'),
    )
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveFocus()

    await user.click(toggle)
    await user.click(screen.getByRole('button', { name: /Siti Rahmawati/ }))
    await user.click(await screen.findByRole('link', { name: 'Participant area' }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/innovation-award/participant'),
    )
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false')
  })
})

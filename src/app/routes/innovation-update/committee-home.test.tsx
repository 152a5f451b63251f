import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { invalidDateMessage } from '@/components/forms/date-text'
import { SEEDED } from '@/demo/db/seed'
import { formatDateTime, toDateTimeInputText } from '@/lib/dates'
import { call } from '@/testing/demo-call'
import { demoStore, server } from '@/testing/demo-server'
import { renderRoute } from '@/testing/test-utils'
import { offContractAnswer, problemAnswer } from '@/testing/fake-answers'

const HOME = '/innovation-update/commitee'
const HOUR = 3_600_000
const DAY = 24 * HOUR

async function periodItem(name: string) {
  const heading = await screen.findByRole('heading', { level: 3, name: new RegExp(name) })
  return heading.closest('li')!
}

describe('committee timeline', () => {
  it('opened from the committee menu, keeps the committee menu, whose Home leads back to the committee area', async () => {
    const { user, router } = renderRoute('/innovation-award/commitee', { as: SEEDED.committee })
    expect(await screen.findByRole('heading', { level: 1, name: 'Committee' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Manage' }))
    await user.click(await screen.findByRole('link', { name: 'Timeline' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Timeline and innovation updates' }),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe(HOME)
    for (const name of ['Proposals', 'Judging', 'Manage'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Results' })).toHaveAttribute(
      'href',
      '/innovation-award/commitee/vote-result',
    )
    await user.click(screen.getByRole('link', { name: 'Home' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Committee' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/innovation-award/commitee')
  })

  it('lists the six periods with their dates, the active one and the e-mail state', async () => {
    renderRoute(`${HOME}?year=2026`, { as: SEEDED.committee })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Timeline and innovation updates' }),
    ).toBeInTheDocument()
    const items = within(await screen.findByRole('list', { name: 'Periods of 2026' })).getAllByRole(
      'listitem',
    )
    expect(items).toHaveLength(6)
    expect(items[0]).toHaveAttribute('aria-current', 'step')
    expect(items[0]).toHaveTextContent('Active')
    expect(items[0]).toHaveTextContent('E-mail sent 31 Okt 2026 10:00:00 by Siti Rahmawati')
    expect(items[1]).toHaveTextContent('Upcoming')
    expect(items[1]).toHaveTextContent('E-mail not sent yet')
    expect(items[1]).toHaveTextContent('02 Des 2026 10:00:00 – 11 Des 2026 10:00:00')
    expect(
      within(items[0]!).getByRole('button', {
        name: 'Start period: Phase 1: proposal selection and submission',
      }),
    ).toBeDisabled()
  })

  it('says when the entries a start would close could not be counted, rather than nothing', async () => {
    server.use(
      http.get(
        '*/api/proposal',
        offContractAnswer(() => HttpResponse.json({ title: 'Boom', status: 500 }, { status: 500 })),
      ),
    )
    const { user } = renderRoute(`${HOME}?year=2026`, { as: SEEDED.committee })
    const item = await periodItem('Scoring for semi-finalists')
    await user.click(
      within(item).getByRole('button', { name: 'Start period: Scoring for semi-finalists' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Start period' })
    expect(
      await within(dialog).findByText(
        /^Phase 1 entries that are not finalized yet could not be counted\. Starting/,
        undefined,
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'NO' }))
  })

  it('starts a period after confirmation', async () => {
    const { user } = renderRoute(`${HOME}?year=2026`, { as: SEEDED.committee })
    const item = await periodItem('Scoring for semi-finalists')
    await user.click(
      within(item).getByRole('button', { name: 'Start period: Scoring for semi-finalists' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Start period' })
    expect(dialog).toHaveTextContent(
      'Start "Scoring for semi-finalists"? It becomes the only active period from now',
    )
    // Going forward: nothing is ended that would run again later…
    expect(dialog).not.toHaveTextContent(/is running now/)
    // …but Phase 1 closes weeks early: its entries not finalized yet (Pompa Pintar a draft, Hemat
    // Kas returned, Rantai Cepat not started) can no longer be finalized, and the committee reads so.
    expect(
      await within(dialog).findByText(/^3 Phase 1 entries are not finalized yet\./),
    ).toHaveTextContent(
      'Starting "Scoring for semi-finalists" closes "Phase 1: proposal selection and submission" now, before its planned end: their teams can no longer finalize them, so they will not be reviewed. Their teams are told so, in the app and by e-mail.',
    )
    // What moves is shown first: it is the active period from now, and the active Phase 1 is shortened to end then.
    const moves = within(dialog).getByRole('list', { name: 'Periods that move' })
    expect(moves).toHaveTextContent('"Scoring for semi-finalists": the active period from now')
    expect(moves).toHaveTextContent('"Phase 1: proposal selection and submission": shortened')
    // It keeps its planned end, said with how far off it is.
    const end = demoStore.db.periods.find((p) => p.id === 'period-2026-2')!.endAt
    expect(dialog).toHaveTextContent(
      new RegExp(`It runs until ${formatDateTime(end)} \\(in \\d+ days\\), its planned end`),
    )
    await user.click(within(dialog).getByRole('button', { name: 'YES' }))
    expect(
      await screen.findByText('"Scoring for semi-finalists" is now the active period.'),
    ).toBeInTheDocument()
    await waitFor(() => expect(item).toHaveAttribute('aria-current', 'step'))
    // Its Start period button is disabled now (it is the active period): focus is on the period's heading, not back at the top.
    await waitFor(() => expect(within(item).getByRole('heading', { level: 3 })).toHaveFocus())
    // The period it replaced reads as ended at once, not "Upcoming" until the clock on screen ticks.
    expect(await periodItem('Phase 1: proposal selection')).toHaveTextContent('Ended')
    expect(demoStore.db.periods.find((p) => p.id === 'period-2026-2')!.isActive).toBe(true)
    expect(demoStore.db.periods.filter((p) => p.isActive)).toHaveLength(1)
    // As the dialog said: Pompa Pintar's leader is told that the draft can no longer be finalized.
    const told = await call(SEEDED.participantLeader, 'GET', '/notification')
    expect(told.body).toContainEqual(
      expect.objectContaining({
        kind: 'entriesClosed',
        title: '"Phase 1: proposal selection and submission" closed before its planned end',
      }),
    )
  })

  it('starts an ended period again only once the committee has chosen its new end, a week from now by default', async () => {
    // Scoring for semi-finalists was started: Phase 1 has ended.
    expect((await call(SEEDED.committee, 'POST', '/period/startperiod/period-2026-2')).status).toBe(
      200,
    )
    const phase1 = () => demoStore.db.periods.find((p) => p.id === 'period-2026-1')!
    const ended = { ...phase1() }
    const posts: unknown[] = []
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname.includes('/startperiod/'))
        posts.push(await request.clone().text())
    })
    const { user } = renderRoute(`${HOME}?year=2026`, { as: SEEDED.committee })
    const item = await periodItem('Phase 1: proposal selection')
    expect(item).toHaveTextContent('Ended')
    const before = Date.now()
    await user.click(
      within(item).getByRole('button', {
        name: 'Start period: Phase 1: proposal selection and submission',
      }),
    )
    // Not a yes-or-no question with an end nobody chose: the dialog asks for the new end.
    const dialog = await screen.findByRole('dialog', { name: 'Start the period again' })
    const end = await within(dialog).findByLabelText('New end')
    const after = Date.now()
    expect(dialog).toHaveTextContent(
      `"Phase 1: proposal selection and submission" ended on ${formatDateTime(ended.endAt)}.`,
    )
    // Its people hear of it (docs/api.md "Notifications").
    expect(dialog).toHaveTextContent('and they are told that it is open again.')
    // Going back during the judging: the dialog says what that closes.
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      '"Scoring for semi-finalists" is running now. Starting "Phase 1: proposal selection and submission", an earlier period, ends it now: its screens close for jury until it is started again. Judges cannot score until then; what they saved is kept.',
    )
    // Offered: a week from now, on the hour.
    const offered = [before, after].map((t) =>
      toDateTimeInputText(Math.ceil((t + 7 * DAY) / HOUR) * HOUR),
    )
    expect(offered).toContain((end as HTMLInputElement).value)
    expect(dialog).toHaveTextContent(
      `Offered: 7 days from now, ${(end as HTMLInputElement).value}.`,
    )
    // An end already past is refused before anything is sent.
    await user.clear(end)
    await user.type(end, toDateTimeInputText(Date.now() - DAY))
    const refusal =
      'The new end must be later than now, or "Phase 1: proposal selection and submission" closes again at once.'
    expect(within(dialog).getByText(refusal)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Start period' }))
    await waitFor(() => expect(end).toHaveAttribute('aria-invalid', 'true'))
    expect(end).toHaveAccessibleDescription(expect.stringContaining(refusal))
    expect(within(dialog).getAllByText(refusal)).toHaveLength(1)
    expect(posts).toEqual([])
    // The end chosen: what moves is shown from it, and the period runs until then.
    const chosen = Math.ceil((Date.now() + 3 * DAY) / HOUR) * HOUR
    await user.clear(end)
    await user.type(end, toDateTimeInputText(chosen))
    const moves = within(dialog).getByRole('list', { name: 'Periods that move' })
    expect(moves).toHaveTextContent(
      `"Phase 1: proposal selection and submission": the active period from now, runs ${formatDateTime(ended.startAt)} – ${formatDateTime(chosen)}`,
    )
    expect(moves).toHaveTextContent('"Scoring for semi-finalists": shifted')
    await user.click(within(dialog).getByRole('button', { name: 'Start period' }))
    expect(
      await screen.findByText(
        '"Phase 1: proposal selection and submission" is now the active period.',
      ),
    ).toBeInTheDocument()
    expect(posts).toEqual([JSON.stringify({ endAt: new Date(chosen).toISOString() })])
    expect(phase1()).toMatchObject({
      isActive: true,
      startAt: ended.startAt,
      endAt: new Date(chosen).toISOString(),
    })
    await waitFor(() => expect(item).toHaveAttribute('aria-current', 'step'))
  })

  it('sends a period e-mail from its composer and shows who sent it', async () => {
    const { user } = renderRoute(`${HOME}?year=2026`, { as: SEEDED.committee })
    const item = await periodItem('Scoring for finalists')
    await user.click(
      within(item).getByRole('button', { name: 'Send e-mail: Scoring for finalists' }),
    )
    const composer = await screen.findByRole('dialog', { name: 'E-mail: Scoring for finalists' })
    await within(composer).findByRole('region', { name: 'The recipients' })
    await user.click(within(composer).getByRole('button', { name: 'Send e-mail' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Send the e-mail?' })).getByRole('button', {
        name: 'YES',
      }),
    )
    expect(
      await screen.findByText(
        /^The e-mail of "Scoring for finalists" was sent to \d+ recipients\.$/,
      ),
    ).toBeInTheDocument()
    await waitFor(() => expect(item).toHaveTextContent(/E-mail sent .* by Siti Rahmawati/))
  })

  it('says, when the period being edited runs, that its people are told of the new times', async () => {
    const { user } = renderRoute(`${HOME}?year=2026`, { as: SEEDED.committee })
    const open = async (name: string) => {
      const item = await periodItem(name)
      await user.click(
        within(item).getByRole('button', { name: new RegExp(`^Edit times: ${name}`) }),
      )
      return screen.findByRole('dialog', { name: 'Edit times' })
    }
    const running = await open('Phase 1')
    expect(
      await within(running).findByText(
        /This period is running: everyone it is for is told of them/,
      ),
    ).toBeInTheDocument()
    await user.click(within(running).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    const later = await open('Scoring for semi-finalists')
    expect(
      await within(later).findByText(/The new times apply to everyone as soon as they are saved\./),
    ).toBeInTheDocument()
    expect(within(later).queryByText(/This period is running/)).not.toBeInTheDocument()
  })

  it('edits the times, checking start before end, and moves the neighbours only once confirmed', async () => {
    const puts: unknown[] = []
    server.events.on('request:start', async ({ request }) => {
      // The timeline's writes (not the account taking the language it is read in).
      if (request.method === 'PUT' && new URL(request.url).pathname.startsWith('/api/period/'))
        puts.push(await request.clone().json())
    })
    const { user } = renderRoute(`${HOME}?year=2026`, { as: SEEDED.committee })
    const item = await periodItem('Scoring for semi-finalists')
    await user.click(
      within(item).getByRole('button', { name: 'Edit times: Scoring for semi-finalists' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Edit times' })
    // The form's code loads as the dialog opens.
    const start = await within(dialog).findByLabelText('Start')
    const end = within(dialog).getByLabelText('End')
    expect(start).toHaveValue('02 Des 2026 10:00')

    // The browser's own picker (mm/dd/yyyy in an English browser) is not used: the format of
    // requirements R9.6 is.
    expect(start).toHaveAttribute('type', 'text')
    await user.clear(end)
    await user.type(end, '12/01/2026 9am')
    await user.click(within(dialog).getByRole('button', { name: 'Save times' }))
    expect(await within(dialog).findByText(invalidDateMessage(true))).toBeInTheDocument()
    expect(end).toHaveAttribute('aria-invalid', 'true')

    await user.clear(end)
    await user.type(end, '01 Des 2026 09:00')
    await user.click(within(dialog).getByRole('button', { name: 'Save times' }))
    expect(await within(dialog).findByText('The end must be after the start.')).toBeInTheDocument()

    await user.clear(start)
    await user.type(start, '29 Nov 2026 10:00')
    await user.clear(end)
    await user.type(end, '13 Des 2026 10:00')
    await user.click(within(dialog).getByRole('button', { name: 'Save times' }))
    const moves = await within(dialog).findByRole('list', { name: 'Periods that move' })
    expect(moves).toHaveTextContent('"Phase 1: proposal selection and submission": shortened')
    expect(moves).toHaveTextContent(
      '"Phase 2: innovation camp and semi-finalist presentation": shifted',
    )
    expect(
      await within(dialog).findByText(
        'Other periods move with these times: confirm the moves below first.',
      ),
    ).toBeInTheDocument()
    expect(puts).toHaveLength(0)

    await user.clear(start)
    await user.type(start, '3 des 2026 08.00')
    // The end is picked from the calendar, which keeps the typed time.
    await user.clear(end)
    await user.type(end, '13 Des 2026 17:00')
    const endGroup = end.closest('.date-input') as HTMLElement
    await user.click(
      within(endGroup).getByRole('button', { name: 'Choose the end date from a calendar' }),
    )
    await user.click(within(endGroup).getByRole('button', { name: 'Kamis, 10 Desember 2026' }))
    expect(end).toHaveValue('10 Des 2026 17:00')
    await user.click(within(dialog).getByRole('button', { name: 'Save times' }))
    expect(
      await screen.findByText('The times of "Scoring for semi-finalists" were saved.'),
    ).toBeInTheDocument()
    // Entered in the browser's zone (Asia/Jakarta, UTC+7), sent as UTC.
    expect(puts).toEqual([
      {
        id: 'period-2026-2',
        startAt: '2026-12-03T01:00:00.000Z',
        endAt: '2026-12-10T10:00:00.000Z',
        moveNeighbours: false,
      },
    ])
    await waitFor(() =>
      expect(item).toHaveTextContent('03 Des 2026 08:00:00 – 10 Des 2026 17:00:00'),
    )
  })

  it('offline, says the times wait for the connection, may be closed, and says so once they are saved', async () => {
    const puts: unknown[] = []
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PUT' && new URL(request.url).pathname.startsWith('/api/period/'))
        puts.push(await request.clone().json())
    })
    const { user } = renderRoute(`${HOME}?year=2026`, { as: SEEDED.committee })
    const item = await periodItem('Scoring for semi-finalists')
    await user.click(
      within(item).getByRole('button', { name: 'Edit times: Scoring for semi-finalists' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Edit times' })
    const end = await within(dialog).findByLabelText('End')
    await user.clear(end)
    await user.type(end, '10 Des 2026 17:00')
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    try {
      act(() => void window.dispatchEvent(new Event('offline')))
      await user.click(within(dialog).getByRole('button', { name: 'Save times' }))
      // At once, on the button and beside it: it waits for the connection, and is sent when it is back.
      expect(
        await within(dialog).findByRole('button', { name: /Waiting for the connection/ }),
      ).toBeDisabled()
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        'You are offline: this is sent as soon as the connection is back.',
      )
      // The dialog may be closed (its Cancel is now Close: closing does not take the times back).
      expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument()
      await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!)
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Edit times' })).not.toBeInTheDocument(),
      )
      expect(puts).toEqual([])
      onLine.mockReturnValue(true)
      act(() => void window.dispatchEvent(new Event('online')))
      expect(
        await screen.findByText('The times of "Scoring for semi-finalists" were saved.'),
      ).toBeInTheDocument()
      await waitFor(() =>
        expect(item).toHaveTextContent('02 Des 2026 10:00:00 – 10 Des 2026 17:00:00'),
      )
      expect(puts).toHaveLength(1)
    } finally {
      onLine.mockRestore()
    }
  })

  it('saves nothing and says nothing when the times are kept, though they are stored to the second', async () => {
    // Phase 1 ends, and the scoring starts, 27 seconds past the minute the fields show.
    demoStore.mutate((db) => {
      db.periods.find((p) => p.id === 'period-2026-1')!.endAt = '2026-12-02T03:00:27.000Z'
      db.periods.find((p) => p.id === 'period-2026-2')!.startAt = '2026-12-02T03:00:27.000Z'
    })
    const puts: unknown[] = []
    server.events.on('request:start', async ({ request }) => {
      // The timeline's writes (not the account taking the language it is read in).
      if (request.method === 'PUT' && new URL(request.url).pathname.startsWith('/api/period/'))
        puts.push(await request.clone().json())
    })
    const { user } = renderRoute(`${HOME}?year=2026`, { as: SEEDED.committee })
    const item = await periodItem('Scoring for semi-finalists')
    await user.click(
      within(item).getByRole('button', { name: 'Edit times: Scoring for semi-finalists' }),
    )
    let dialog = await screen.findByRole('dialog', { name: 'Edit times' })
    expect(await within(dialog).findByLabelText('Start')).toHaveValue('02 Des 2026 10:00')
    expect(
      within(dialog).queryByRole('list', { name: 'Periods that move' }),
    ).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Save times' }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit times' })).not.toBeInTheDocument(),
    )
    expect(puts).toEqual([])
    expect(screen.queryByText(/were saved/)).not.toBeInTheDocument()

    // Only the end changes: the start keeps its seconds, so Phase 1 is not shortened by them.
    await user.click(
      within(item).getByRole('button', { name: 'Edit times: Scoring for semi-finalists' }),
    )
    dialog = await screen.findByRole('dialog', { name: 'Edit times' })
    const end = await within(dialog).findByLabelText('End')
    await user.clear(end)
    await user.type(end, '10 Des 2026 10:00')
    expect(
      within(dialog).queryByRole('list', { name: 'Periods that move' }),
    ).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Save times' }))
    expect(
      await screen.findByText('The times of "Scoring for semi-finalists" were saved.'),
    ).toBeInTheDocument()
    expect(puts).toEqual([
      {
        id: 'period-2026-2',
        startAt: '2026-12-02T03:00:27.000Z',
        endAt: '2026-12-10T03:00:00.000Z',
        moveNeighbours: false,
      },
    ])
    expect(demoStore.db.periods.find((p) => p.id === 'period-2026-1')!.endAt).toBe(
      '2026-12-02T03:00:27.000Z',
    )
  })

  it('does not start Phase 1 again once its results are published, and says why under it', async () => {
    // Scoring for semi-finalists was started (Phase 1 ended), then the Phase 1 results were published.
    expect((await call(SEEDED.committee, 'POST', '/period/startperiod/period-2026-2')).status).toBe(
      200,
    )
    const publishedAt = '2026-11-20T03:00:00.000Z'
    demoStore.mutate((db) => {
      db.resultPublications = [
        ...(db.resultPublications ?? []),
        {
          id: 'pub-2026-1',
          year: 2026,
          phase: 1,
          publishedAt,
          publishedById: SEEDED.committee,
          shareComments: false,
        },
      ]
    })
    renderRoute(`${HOME}?year=2026`, { as: SEEDED.committee })
    const date = formatDateTime(publishedAt)
    const reason = `The Phase 1 results were published on ${date}, so "Phase 1: proposal selection and submission" can no longer be started: its entries are final and no new proposal can be started.`
    const phase1 = await periodItem('Phase 1: proposal selection')
    const start = within(phase1).getByRole('button', {
      name: 'Start period: Phase 1: proposal selection and submission',
    })
    await waitFor(() => expect(start).toBeDisabled())
    expect(start).toHaveAccessibleDescription(reason)
    expect(phase1).toHaveTextContent(reason)
    // Its times can still be edited, and Phase 2 can still be started.
    expect(within(phase1).getByRole('button', { name: /^Edit times: / })).toBeEnabled()
    const phase2 = await periodItem('Phase 2: innovation camp')
    expect(within(phase2).getByRole('button', { name: /^Start period: / })).toBeEnabled()
  })

  it("does not start a later phase's period before the results it comes after, and says why under it", async () => {
    // The seed runs Phase 1; no result of this year is published.
    renderRoute(`${HOME}?year=2026`, { as: SEEDED.committee })
    const phase2 = await periodItem('Phase 2: innovation camp')
    const start = within(phase2).getByRole('button', {
      name: 'Start period: Phase 2: innovation camp and semi-finalist presentation',
    })
    const reason =
      '"Phase 2: innovation camp and semi-finalist presentation" can start only once the Phase 1 results are published: until then no team knows it is a semi-finalist, so nobody could write or score a Phase 2 entry.'
    await waitFor(() => expect(start).toBeDisabled())
    expect(start).toHaveAccessibleDescription(reason)
    expect(phase2).toHaveTextContent(reason)
    expect(within(phase2).getByRole('button', { name: /^Edit times: / })).toBeEnabled()
    const grandFinal = await periodItem('Phase 3: grand final')
    expect(grandFinal).toHaveTextContent(
      '"Phase 3: grand final" can start only once the Phase 2 results are published: until then no team knows it is a finalist.',
    )
    // Phase 1's own scoring can still be started.
    const scoring = await periodItem('Scoring for semi-finalists')
    expect(within(scoring).getByRole('button', { name: /^Start period: / })).toBeEnabled()
  })

  it('offers neither Start period nor Edit times on a finished year, and says why', async () => {
    renderRoute(`${HOME}?year=2025`, { as: SEEDED.committee })
    const awarding = demoStore.db.periods.find((p) => p.id === 'period-2025-6')!
    const reason = await screen.findByText(
      `2025 is finished: its last period, "Awarding", ended on ${formatDateTime(awarding.endAt)}. The periods of a finished year can no longer be started or edited.`,
    )
    const items = within(screen.getByRole('list', { name: 'Periods of 2025' })).getAllByRole(
      'listitem',
    )
    expect(items).toHaveLength(6)
    for (const item of items) {
      for (const name of [/^Start period: /, /^Edit times: /]) {
        const button = within(item).getByRole('button', { name })
        expect(button).toBeDisabled()
        expect(button).toHaveAccessibleDescription(reason.textContent!)
      }
      // Ended, its e-mail and reminders would ask for work by an end that is past.
      const name = within(item)
        .getByRole('heading', { level: 3 })
        .textContent!.replace(/^\d\. | Ended$/g, '')
      for (const button of [
        within(item).getByRole('button', { name: /^Send e-mail: / }),
        ...within(item).queryAllByRole('button', { name: /^Automatic reminders: / }),
      ]) {
        expect(button).toBeDisabled()
        expect(button).toHaveAccessibleDescription(
          `"${name}" has ended: its e-mail and automatic reminders can no longer go out until it is started again.`,
        )
      }
    }
  })

  it('lets a reminder still on be switched off after its period ended, never on', async () => {
    demoStore.mutate((db) => {
      const p1 = db.periods.find((p) => p.id === 'period-2026-1')!
      p1.autoReminders = [
        { work: 'entries', enabled: true, daysBefore: 2, sentAt: null, recipients: null },
      ]
    })
    expect((await call(SEEDED.committee, 'POST', '/period/startperiod/period-2026-2')).status).toBe(
      200,
    )
    const { user } = renderRoute(`${HOME}?year=2026`, { as: SEEDED.committee })
    const phase1 = await periodItem('Phase 1: proposal selection')
    expect(within(phase1).getByRole('button', { name: /^Send e-mail: / })).toBeDisabled()
    await user.click(within(phase1).getByRole('button', { name: /^Automatic reminders: / }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent('A reminder that is on can still be switched off.')
    const switches = within(dialog).getAllByRole('checkbox')
    // The entries' reminder is on: it can be switched off; the updates' one is off and stays so.
    expect(switches[0]).toBeEnabled()
    expect(switches[1]).toBeDisabled()
    await user.click(switches[0]!)
    await user.click(within(dialog).getByRole('button', { name: 'Save automatic reminders' }))
    await waitFor(() =>
      expect(
        demoStore.db.periods.find((p) => p.id === 'period-2026-1')!.autoReminders![0]!.enabled,
      ).toBe(false),
    )
  })

  it("offers an ended period's e-mail and reminders again only once it is started again", async () => {
    expect((await call(SEEDED.committee, 'POST', '/period/startperiod/period-2026-2')).status).toBe(
      200,
    )
    renderRoute(`${HOME}?year=2026`, { as: SEEDED.committee })
    const phase1 = await periodItem('Phase 1: proposal selection')
    const reason =
      '"Phase 1: proposal selection and submission" has ended: its e-mail and automatic reminders can no longer go out until it is started again.'
    expect(phase1).toHaveTextContent(reason)
    for (const name of [/^Send e-mail: /, /^Automatic reminders: /]) {
      expect(within(phase1).getByRole('button', { name })).toBeDisabled()
      expect(within(phase1).getByRole('button', { name })).toHaveAccessibleDescription(reason)
    }
    // The period that runs, and those to come, keep them.
    for (const title of ['Scoring for semi-finalists', 'Phase 2: innovation camp']) {
      const item = await periodItem(title)
      expect(within(item).getByRole('button', { name: /^Send e-mail: / })).toBeEnabled()
      expect(within(item).getByRole('button', { name: /^Automatic reminders: / })).toBeEnabled()
    }
  })

  it('puts the server field errors on the time fields and keeps what was typed', async () => {
    server.use(
      http.put('*/api/period/EditTime', () =>
        problemAnswer(400, { title: 'Invalid', errors: { StartAt: ['Too early for the venue.'] } }),
      ),
    )
    const { user } = renderRoute(`${HOME}?year=2026`, { as: SEEDED.committee })
    const item = await periodItem('Awarding')
    await user.click(within(item).getByRole('button', { name: 'Edit times: Awarding' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit times' })
    const end = await within(dialog).findByLabelText('End')
    await user.clear(end)
    await user.type(end, '25 Jan 2027 12:00')
    await user.click(within(dialog).getByRole('button', { name: 'Save times' }))
    expect(await within(dialog).findByText('Too early for the venue.')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Start')).toHaveAttribute('aria-invalid', 'true')
    expect(end).toHaveValue('25 Jan 2027 12:00')
  })

  it('tells with a toast a refusal of times saved after the dialog was closed', async () => {
    server.use(
      http.put('*/api/period/EditTime', () =>
        problemAnswer(400, { title: 'Invalid', errors: { StartAt: ['Too early for the venue.'] } }),
      ),
    )
    const { user } = renderRoute(`${HOME}?year=2026`, { as: SEEDED.committee })
    const item = await periodItem('Awarding')
    await user.click(within(item).getByRole('button', { name: 'Edit times: Awarding' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit times' })
    const end = await within(dialog).findByLabelText('End')
    await user.clear(end)
    await user.type(end, '25 Jan 2027 12:00')
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    try {
      act(() => void window.dispatchEvent(new Event('offline')))
      await user.click(within(dialog).getByRole('button', { name: 'Save times' }))
      await within(dialog).findByRole('button', { name: /Waiting for the connection/ })
      await user.keyboard('{Escape}')
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Edit times' })).not.toBeInTheDocument(),
      )
      onLine.mockReturnValue(true)
      act(() => void window.dispatchEvent(new Event('online')))
      // The toast names what was not done, and why.
      expect(
        await screen.findByText('The times of "Awarding" were not saved. Too early for the venue.'),
      ).toBeInTheDocument()
      expect(screen.queryByText(/were saved/)).not.toBeInTheDocument()
    } finally {
      onLine.mockRestore()
    }
  })

  it('shows an empty state for a year without periods and an error state when loading fails', async () => {
    const empty = renderRoute(`${HOME}?year=2031`, { as: SEEDED.committee })
    expect(await screen.findByText('No periods are set up for 2031')).toBeInTheDocument()
    empty.unmount()

    server.use(
      http.get(
        '*/api/period/getbyyear/:year',
        offContractAnswer(() => HttpResponse.json({ title: 'Boom', status: 500 }, { status: 500 })),
      ),
    )
    renderRoute(`${HOME}?year=2026`, { as: SEEDED.committee })
    // The app retries a 5xx twice before it shows the error.
    expect(
      await screen.findByRole('heading', { name: 'The timeline could not be loaded' }),
    ).toBeInTheDocument()
  })
})

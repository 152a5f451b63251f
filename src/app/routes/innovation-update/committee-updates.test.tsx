import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { generateScaleData } from '@/demo/db/generate'
import { SEEDED } from '@/demo/db/seed'
import { demoStore, SEED_NOW, server } from '@/testing/demo-server'
import { renderRoute } from '@/testing/test-utils'
import { offContractAnswer, problemAnswer } from '@/testing/fake-answers'

const BASE = '/innovation-update/commitee'
const P1 = 'period-2026-1'

describe('committee innovation updates: proposals taking part', () => {
  it('shows each proposal taking part with its status per participant period', async () => {
    renderRoute(`${BASE}/proposal?year=2026`, { as: SEEDED.committee })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Proposals taking part' }),
    ).toBeInTheDocument()
    const table = await screen.findByRole('table', {
      name: 'Proposals taking part in 2026 and their updates per period',
    })
    const rows = within(table).getAllByRole('row')
    expect(rows).toHaveLength(5)
    const solar = rows.find((r) => r.textContent?.includes('Village solar microgrid'))!
    expect(solar).toHaveTextContent('Reviewed')
    // The link shows the progress, and its name starts with it (WCAG 2.5.3).
    const solarLink = within(solar).getByRole('link', {
      name: /^\d+%: open the update on Village solar microgrid/,
    })
    expect(solarLink).toHaveAttribute('href', `${BASE}/${P1}/prop-104.${P1}`)
    expect(solarLink.getAttribute('aria-label')).toMatch(new RegExp(`^${solarLink.textContent}`))
    const pumps = rows.find((r) => r.textContent?.includes('Predictive maintenance'))!
    expect(pumps).toHaveTextContent('Not posted')
    expect(within(table).getAllByRole('link', { name: /Phase 1/ })[0]).toHaveAttribute(
      'href',
      `${BASE}/${P1}`,
    )
  })

  it('says so when no proposal takes part', async () => {
    demoStore.mutate((db) => {
      db.proposals = db.proposals.filter((p) => p.year !== 2026)
    })
    renderRoute(`${BASE}/proposal?year=2026`, { as: SEEDED.committee })
    expect(await screen.findByText('No proposals taking part yet')).toBeInTheDocument()
  })

  it('shows an error with a retry when the updates cannot be loaded', async () => {
    let calls = 0
    server.use(
      http.get(
        '*/api/innovation-update',
        offContractAnswer(() => {
          calls += 1
          return problemAnswer(503, {
            title: 'Service Unavailable',
            detail: 'Updates are closed for maintenance.',
          })
        }),
      ),
    )
    const { user } = renderRoute(`${BASE}/proposal?year=2026`, { as: SEEDED.committee })
    expect(await screen.findByText(/Updates are closed for maintenance/)).toBeInTheDocument()
    const before = calls
    await user.click(screen.getByRole('button', { name: /retry|try again/i }))
    await waitFor(() => expect(calls).toBeGreaterThan(before))
  })
})

describe('committee innovation updates: one period', () => {
  it('shows who has and has not posted, and sends the teams taking part the e-mail of its updates', async () => {
    const { user } = renderRoute(`${BASE}/${P1}`, { as: SEEDED.committee })
    expect(
      await screen.findByRole('heading', { level: 1, name: /Updates: Phase 1/ }),
    ).toBeInTheDocument()
    expect(await screen.findByText(/proposals have posted their update/)).toHaveTextContent(
      '2 of 4 proposals have posted their update',
    )
    const portal = screen.getByRole('row', { name: /Self-service data portal/ })
    expect(portal).toHaveTextContent('Submitted')
    expect(portal).toHaveTextContent('25%')
    expect(
      within(portal).getByRole('link', {
        name: 'Review the update on Self-service data portal for branch managers',
      }),
    ).toHaveTextContent(/^Review$/)
    expect(screen.getByRole('row', { name: /Predictive maintenance/ })).toHaveTextContent(
      'Not posted',
    )
    // The e-mail of the period's updates, not the award period's (whose seeded e-mail went out):
    // it asks the teams taking part for their update, and was never sent.
    await user.click(screen.getByRole('button', { name: 'Send e-mail' }))
    const composer = await screen.findByRole('dialog', {
      name: 'Innovation update e-mail: Phase 1: proposal selection and submission',
    })
    const subject = (await within(composer).findByLabelText('Subject')) as HTMLInputElement
    expect(subject.value).toMatch(
      /^Your innovation update for "Phase 1: proposal selection and submission": submit it by /,
    )
    const text = within(composer).getByLabelText('Text') as HTMLTextAreaElement
    expect(text.value).toMatch(/^Submit your team's innovation update for /)
    expect(
      within(composer).getByRole('heading', {
        name: /^Recipients: Teams taking part in the innovation updates of /,
      }),
    ).toBeInTheDocument()
    expect(within(composer).queryByText(/This e-mail was last sent on /)).toBeNull()
    await user.click(within(composer).getByRole('button', { name: 'Send e-mail' }))
    const confirm = await screen.findByRole('dialog', { name: 'Send the e-mail?' })
    expect(confirm).toHaveTextContent(
      /Send the innovation update e-mail of "Phase 1: proposal selection and submission" to \d+ recipients\?/,
    )
    await user.click(within(confirm).getByRole('button', { name: 'YES' }))
    expect(
      await screen.findByText(
        /^The innovation update e-mail of "Phase 1: proposal selection and submission" was sent/,
      ),
    ).toBeInTheDocument()
    expect(demoStore.db.messages).toHaveLength(1)
    expect(demoStore.db.messages![0]).toMatchObject({
      kind: 'periodEmail',
      audience: { kind: 'updatePeriod', periodId: P1 },
    })
  })

  it('sends nothing when sending the e-mail again is not confirmed', async () => {
    demoStore.mutate((db) => {
      const period = db.periods.find((p) => p.id === P1)!
      period.updatesEmailAt = new Date(SEED_NOW - 86_400_000).toISOString()
      period.updatesEmailBy = 'Siti Rahmawati'
    })
    const { user } = renderRoute(`${BASE}/${P1}`, { as: SEEDED.committee })
    await user.click(await screen.findByRole('button', { name: 'Send e-mail' }))
    const composer = await screen.findByRole('dialog', { name: /^Innovation update e-mail: / })
    expect(await within(composer).findByText(/This e-mail was last sent on /)).toBeInTheDocument()
    await within(composer).findByRole('region', { name: 'The recipients' })
    await user.click(within(composer).getByRole('button', { name: 'Send e-mail' }))
    const again = await screen.findByRole('dialog', { name: 'Send the e-mail again?' })
    expect(again).toHaveTextContent(
      /The innovation update e-mail of .* was last sent on .* by Siti Rahmawati\. Send it again to/,
    )
    await user.click(within(again).getByRole('button', { name: 'NO' }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Send the e-mail again?' })).toBeNull(),
    )
    expect(screen.getByRole('dialog', { name: /^Innovation update e-mail: / })).toBeInTheDocument()
    expect(demoStore.db.messages ?? []).toEqual([])
    expect(demoStore.db.periods.find((p) => p.id === P1)!.updatesEmailBy).toBe('Siti Rahmawati')
  })

  it('says a period that is not a participant period has no updates, and offers none of their actions', async () => {
    renderRoute(`${BASE}/period-2026-2`, { as: SEEDED.committee })
    expect(await screen.findByText('No updates in this period')).toBeInTheDocument()
    expect(
      screen.getByText(/Teams post innovation updates only in participant periods/),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'All proposals' })).toBeInTheDocument()
    for (const action of [
      'Remind teams with no update',
      'Send e-mail',
      'Automatic reminder',
      'Try again',
    ])
      expect(screen.queryByRole('button', { name: action })).not.toBeInTheDocument()
  })
})

describe('committee innovation updates with many proposals', () => {
  // The seed plus 150 generated proposals: every approved one of this year, seeded or generated, takes part.
  beforeEach(() =>
    demoStore.replace(generateScaleData({ proposals: 150, judges: 8, now: SEED_NOW })),
  )
  const takingPart = () =>
    demoStore.db.proposals.filter((p) => p.year === 2026 && p.entries[1]?.status === 'Approved')

  it('pages a period’s updates on the server, filters them by status and keyword, and counts every proposal', async () => {
    const total = takingPart().length
    const { user } = renderRoute(`${BASE}/${P1}`, { as: SEEDED.committee })
    const table = await screen.findByRole('table', { name: /Updates for Phase 1/ })
    expect(within(table).getAllByRole('row')).toHaveLength(21)
    expect(screen.getByText(`Showing 1–20 of ${total}`)).toBeInTheDocument()
    expect(screen.getByText(/proposals have posted their update/)).toHaveTextContent(
      `2 of ${total} proposals have posted their update`,
    )
    await user.click(screen.getByRole('button', { name: 'Page 2' }))
    expect(await screen.findByText(`Showing 21–40 of ${total}`)).toBeInTheDocument()

    await user.selectOptions(screen.getByLabelText('Status'), 'Posted (submitted or reviewed)')
    expect(await screen.findByText('Showing 1–2 of 2')).toBeInTheDocument()
    expect(
      within(screen.getByRole('table', { name: /Updates for Phase 1/ })).getAllByRole('row'),
    ).toHaveLength(3)
    // The count of the whole period does not follow the filter.
    expect(screen.getByText(/proposals have posted their update/)).toHaveTextContent(
      `2 of ${total} proposals have posted their update`,
    )

    await user.type(screen.getByLabelText('Keyword'), 'solar')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByText('Showing 1–1 of 1')).toBeInTheDocument()
    expect(screen.getByRole('row', { name: /Village solar microgrid/ })).toHaveTextContent(
      'Reviewed',
    )

    await user.selectOptions(screen.getByLabelText('Status'), 'Draft')
    expect(await screen.findByText('No updates match these filters')).toBeInTheDocument()
  })

  it('pages the proposals taking part, with the same proposals in every period’s column', async () => {
    const titles = takingPart()
      .map((p) => p.title)
      .sort((a, b) => a.localeCompare(b))
    const { user } = renderRoute(`${BASE}/proposal?year=2026&perPage=10`, { as: SEEDED.committee })
    const table = await screen.findByRole('table', {
      name: 'Proposals taking part in 2026 and their updates per period',
    })
    const rows = within(table).getAllByRole('row')
    expect(rows).toHaveLength(11)
    expect(rows[1]).toHaveTextContent(titles[0]!)
    expect(screen.getByText(`Showing 1–10 of ${titles.length}`)).toBeInTheDocument()
    // One status per participant period (1, 3 and 5) in each row.
    expect(within(rows[1]!).getAllByText(/Not posted|Draft|Submitted|Reviewed/)).toHaveLength(3)

    await user.click(screen.getByRole('button', { name: 'Page 2' }))
    expect(await screen.findByText(`Showing 11–20 of ${titles.length}`)).toBeInTheDocument()
    expect(
      within(screen.getByRole('table', { name: /Proposals taking part/ })).getAllByRole('row')[1],
    ).toHaveTextContent(titles[10]!)

    await user.type(screen.getByLabelText('Keyword'), 'village solar')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByText('Showing 1–1 of 1')).toBeInTheDocument()
    const solar = screen.getByRole('row', { name: /Village solar microgrid/ })
    expect(
      within(solar).getByRole('link', { name: /open the update on Village solar microgrid/ }),
    ).toHaveAttribute('href', `${BASE}/${P1}/prop-104.${P1}`)
  })
})

describe('committee innovation updates: one update', () => {
  it('shows a submitted update and records the review; the bell no longer counts the update as unread for its reviewer', async () => {
    // What the committee member was told when the team submitted it.
    demoStore.mutate((db) => {
      db.notifications = [
        {
          id: 'ntf-submitted',
          recipientId: SEEDED.committee,
          kind: 'updateSubmitted',
          params: { title: 'Self-service data portal for branch managers', team: 'Data Cabang' },
          link: `${BASE}/${P1}/prop-102.${P1}`,
          at: new Date(SEED_NOW).toISOString(),
          readAt: null,
          causeId: 'cause-submitted',
          actorId: SEEDED.participantLeader,
        },
        ...(db.notifications ?? []),
      ]
    })
    const unreadCount = async () => {
      const bell = await screen.findByRole('button', { name: /^Notifications, / })
      const count = /(\d+) unread/.exec(bell.getAttribute('aria-label') ?? bell.textContent ?? '')
      return count ? Number(count[1]) : 0
    }
    const { user } = renderRoute(`${BASE}/${P1}/prop-102.${P1}`, { as: SEEDED.committee })
    await waitFor(async () => expect(await unreadCount()).toBeGreaterThan(0))
    const before = await unreadCount()
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Self-service data portal for branch managers',
      }),
    ).toBeInTheDocument()
    expect(screen.getByText('Portal prototype shown to five branch managers.')).toBeInTheDocument()
    expect(screen.getByText('Rp 0')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Mark as reviewed' }))
    expect(await screen.findByText('Write a review comment.')).toBeInTheDocument()
    await user.type(
      screen.getByLabelText('Comment to the team'),
      'Ask IT for the warehouse access early.',
    )
    await user.click(screen.getByRole('button', { name: 'Mark as reviewed' }))
    expect(await screen.findByText('The review was saved.')).toBeInTheDocument()
    expect(demoStore.db.innovationUpdates.find((u) => u.id === `prop-102.${P1}`)).toMatchObject({
      status: 'Reviewed',
      reviewComment: 'Ask IT for the warehouse access early.',
    })
    expect(await screen.findByRole('heading', { name: 'Committee review' })).toBeInTheDocument()
    await waitFor(async () => expect(await unreadCount()).toBe(before - 1))
  })

  it('keeps the review comment typed on this device through a reload, for this account only, until it is saved', async () => {
    const path = `${BASE}/${P1}/prop-102.${P1}`
    const first = renderRoute(path, { as: SEEDED.committee })
    await first.user.type(await screen.findByLabelText('Comment to the team'), 'Ask IT early.')
    first.unmount()

    // Another member of the committee on this computer does not see it.
    const other = renderRoute(path, { as: SEEDED.committee2 })
    expect(await screen.findByLabelText('Comment to the team')).toHaveValue('')
    other.unmount()

    const again = renderRoute(path, { as: SEEDED.committee })
    expect(await screen.findByLabelText('Comment to the team')).toHaveValue('Ask IT early.')
    await again.user.click(screen.getByRole('button', { name: 'Mark as reviewed' }))
    expect(await screen.findByText('The review was saved.')).toBeInTheDocument()
    expect(demoStore.db.innovationUpdates.find((u) => u.id === `prop-102.${P1}`)).toMatchObject({
      status: 'Reviewed',
      reviewComment: 'Ask IT early.',
    })
    again.unmount()

    // Saved: nothing is kept any more, the form shows the server's review.
    renderRoute(path, { as: SEEDED.committee })
    expect(await screen.findByLabelText('Comment to the team')).toHaveValue('Ask IT early.')
    expect(
      Object.keys(window.localStorage).filter((k) => k.includes('innovation-update-review')),
    ).toEqual([])
  })

  it('offers no review before the team submits', async () => {
    renderRoute(`${BASE}/${P1}/prop-101.${P1}`, { as: SEEDED.committee })
    expect(
      await screen.findByText(
        'The team has not submitted this update yet, so it cannot be reviewed.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByLabelText('Comment to the team')).not.toBeInTheDocument()
  })

  it('shows an error for an unknown update, with no Try again that could not succeed', async () => {
    renderRoute(`${BASE}/${P1}/nope`, { as: SEEDED.committee })
    expect(await screen.findByText(/No innovation update has this id/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
  })

  it('says a proposal not taking part has no update, with no Try again', async () => {
    renderRoute(`${BASE}/${P1}/prop-106.${P1}`, { as: SEEDED.committee })
    expect(
      await screen.findByText('This proposal is not taking part in innovation updates.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the period' })).toBeInTheDocument()
  })

  it('offers Try again when the update could not be loaded for a reason that may pass', async () => {
    let fail = true
    server.use(
      http.get(
        '*/api/innovation-update/:id',
        offContractAnswer(() =>
          fail
            ? problemAnswer(503, { title: 'Service Unavailable', detail: 'Back soon.' })
            : undefined,
        ),
      ),
    )
    const { user } = renderRoute(`${BASE}/${P1}/prop-102.${P1}`, { as: SEEDED.committee })
    expect(await screen.findByText('Back soon.')).toBeInTheDocument()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(
      await screen.findByText('Portal prototype shown to five branch managers.'),
    ).toBeInTheDocument()
  })
})

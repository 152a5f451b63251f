import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { SEEDED } from '@/demo/db/seed'
import { demoStore, server } from '@/testing/demo-server'
import { renderRoute } from '@/testing/test-utils'

const BASE = '/innovation-update/commitee'
const P1 = 'period-2026-1'

describe('committee innovation updates: proposals taking part', () => {
  it('shows each proposal taking part with its status per participant period', async () => {
    renderRoute(`${BASE}/proposal?year=2026`, { as: SEEDED.committee })
    expect(await screen.findByRole('heading', { level: 1, name: 'Proposals taking part' })).toBeInTheDocument()
    const table = await screen.findByRole('table', { name: 'Proposals taking part in 2026 and their updates per period' })
    const rows = within(table).getAllByRole('row')
    expect(rows).toHaveLength(5)
    const solar = rows.find((r) => r.textContent?.includes('Village solar microgrid'))!
    expect(solar).toHaveTextContent('Reviewed')
    expect(within(solar).getByRole('link', { name: /Open the update on Village solar microgrid/ })).toHaveAttribute('href', `${BASE}/${P1}/prop-104.${P1}`)
    const pumps = rows.find((r) => r.textContent?.includes('Predictive maintenance'))!
    expect(pumps).toHaveTextContent('Not posted')
    expect(within(table).getAllByRole('link', { name: /Phase 1/ })[0]).toHaveAttribute('href', `${BASE}/${P1}`)
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
      http.get('*/api/innovation-update', () => {
        calls += 1
        return HttpResponse.json({ title: 'Forbidden', detail: 'Updates are closed for maintenance.' }, { status: 403 })
      }),
    )
    const { user } = renderRoute(`${BASE}/proposal?year=2026`, { as: SEEDED.committee })
    expect(await screen.findByText(/Updates are closed for maintenance/)).toBeInTheDocument()
    const before = calls
    await user.click(screen.getByRole('button', { name: /retry|try again/i }))
    await waitFor(() => expect(calls).toBeGreaterThan(before))
  })
})

describe('committee innovation updates: one period', () => {
  it('shows who has and has not posted and sends a confirmed reminder', async () => {
    const { user } = renderRoute(`${BASE}/${P1}`, { as: SEEDED.committee })
    expect(await screen.findByRole('heading', { level: 1, name: /Updates: Phase 1/ })).toBeInTheDocument()
    expect(await screen.findByText(/proposals have posted their update/)).toHaveTextContent('2 of 4 proposals have posted their update')
    const portal = screen.getByRole('row', { name: /Self-service data portal/ })
    expect(portal).toHaveTextContent('Submitted')
    expect(portal).toHaveTextContent('25%')
    expect(within(portal).getByRole('link', { name: 'Open the update on Self-service data portal for branch managers' })).toHaveTextContent('Review')
    expect(screen.getByRole('row', { name: /Predictive maintenance/ })).toHaveTextContent('Not posted')
    await user.click(screen.getByRole('button', { name: 'Send reminder e-mail' }))
    const dialog = await screen.findByRole('dialog', { name: 'Send reminder e-mail' })
    expect(dialog).toHaveTextContent('2 of 4 proposals have not posted')
    const before = demoStore.db.activities.length
    await user.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('The reminder e-mail was sent.')).toBeInTheDocument()
    expect(demoStore.db.activities.length).toBe(before + 1)
    expect(demoStore.db.activities[0]).toMatchObject({ entity: 'period', entityId: P1, action: 'send-email' })
  })

  it('sends nothing when the reminder is not confirmed', async () => {
    const { user } = renderRoute(`${BASE}/${P1}`, { as: SEEDED.committee })
    await user.click(await screen.findByRole('button', { name: 'Send reminder e-mail' }))
    await user.click(within(await screen.findByRole('dialog', { name: 'Send reminder e-mail' })).getByRole('button', { name: 'NO' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(demoStore.db.activities.filter((a) => a.action === 'send-email')).toHaveLength(0)
  })

  it('shows an error for a period that is not a participant period', async () => {
    renderRoute(`${BASE}/period-2026-2`, { as: SEEDED.committee })
    expect(await screen.findByText(/Updates are posted only in participant periods/)).toBeInTheDocument()
  })
})

describe('committee innovation updates: one update', () => {
  it('shows a submitted update and records the review', async () => {
    const { user } = renderRoute(`${BASE}/${P1}/prop-102.${P1}`, { as: SEEDED.committee })
    expect(await screen.findByRole('heading', { level: 1, name: 'Self-service data portal for branch managers' })).toBeInTheDocument()
    expect(screen.getByText('Portal prototype shown to five branch managers.')).toBeInTheDocument()
    expect(screen.getByText('Rp 0')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Mark as reviewed' }))
    expect(await screen.findByText('Write a review comment.')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Comment to the team'), 'Ask IT for the warehouse access early.')
    await user.click(screen.getByRole('button', { name: 'Mark as reviewed' }))
    expect(await screen.findByText('The review was saved.')).toBeInTheDocument()
    expect(demoStore.db.innovationUpdates.find((u) => u.id === `prop-102.${P1}`)).toMatchObject({
      status: 'Reviewed',
      reviewComment: 'Ask IT for the warehouse access early.',
    })
    expect(await screen.findByRole('heading', { name: 'Committee review' })).toBeInTheDocument()
  })

  it('offers no review before the team submits', async () => {
    renderRoute(`${BASE}/${P1}/prop-101.${P1}`, { as: SEEDED.committee })
    expect(await screen.findByText('The team has not submitted this update yet, so it cannot be reviewed.')).toBeInTheDocument()
    expect(screen.queryByLabelText('Comment to the team')).not.toBeInTheDocument()
  })

  it('shows an error for an unknown update', async () => {
    renderRoute(`${BASE}/${P1}/nope`, { as: SEEDED.committee })
    expect(await screen.findByText(/No innovation update has this id/)).toBeInTheDocument()
  })
})

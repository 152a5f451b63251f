import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { SEEDED } from '@/demo/db/seed'
import { server } from '@/testing/demo-server'
import { catchDownloads } from '@/testing/downloads'
import { renderRoute } from '@/testing/test-utils'

describe('report', () => {
  it('shows the year by category, status and unit, and jury progress', async () => {
    renderRoute('/innovation-award/commitee/report?year=2026', { as: SEEDED.committee })
    expect(await screen.findByText('8 proposals in 2026.')).toBeInTheDocument()
    const byCategory = screen.getByRole('figure', { name: 'By category' })
    expect(within(byCategory).getByText('Process').parentElement).toHaveTextContent('Process2')
    expect(screen.getByRole('figure', { name: 'By unit' })).toHaveTextContent('Divisi Operasi2')
    expect(screen.getAllByText('No judges assigned yet.')).toHaveLength(3)
  })

  it('shows last year’s submitted scores and who scored', async () => {
    renderRoute('/innovation-award/commitee/report?year=2025', { as: SEEDED.committee })
    expect(await screen.findByRole('figure', { name: /Phase 1: weighted totals of \d+ submitted sheets/ })).toBeInTheDocument()
    expect(screen.getAllByRole('progressbar').length).toBeGreaterThan(0)
  })

  it('exports CSV through the API', async () => {
    const calls: string[] = []
    server.events.on('request:start', ({ request }) => calls.push(new URL(request.url).pathname + new URL(request.url).search))
    const saved = catchDownloads()
    const { user } = renderRoute('/innovation-award/commitee/report?year=2026', { as: SEEDED.committee })
    await user.click(await screen.findByRole('button', { name: 'Export Teams and T-shirt sizes (CSV)' }))
    await waitFor(() => expect(saved.map((f) => f.name)).toEqual(['teams-2026.csv']))
    server.events.removeAllListeners()
    expect(calls).toContain('/api/report/export/teams?year=2026')
    expect((await saved[0]!.text()).split('\r\n')[0]).toBe('Team,Code,Unit,Leader,Member,T-shirt size')
  })

  it('says what went wrong when the report cannot load', async () => {
    server.use(http.get('*/api/report/overview', () => HttpResponse.json({ title: 'Forbidden', status: 403 }, { status: 403 })))
    renderRoute('/innovation-award/commitee/report', { as: SEEDED.committee })
    expect(await screen.findByRole('heading', { name: 'This could not be loaded' })).toBeInTheDocument()
  })
})

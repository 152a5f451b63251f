import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { SEEDED } from '@/demo/db/seed'
import { server } from '@/testing/demo-server'
import { renderRoute } from '@/testing/test-utils'

describe('committee home counts', () => {
  it('counts the year’s proposals by status and by category, beside the timeline', async () => {
    renderRoute('/innovation-award/commitee?year=2026', { as: SEEDED.committee })
    const byStatus = await screen.findByRole('table', { name: 'Entries by status and phase, 2026' })
    const row = (table: HTMLElement, name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!
    expect(row(byStatus, 'Approved')).toHaveTextContent('Approved40')
    expect(row(byStatus, 'Returned')).toHaveTextContent('Returned10')
    expect(row(byStatus, 'All proposals')).toHaveTextContent('All proposals80')
    const byCategory = screen.getByRole('table', { name: 'Proposals by category, 2026' })
    expect(row(byCategory, 'Business model')).toHaveTextContent('Business model2100')
    expect(screen.getByRole('heading', { name: 'Timeline 2026' })).toBeInTheDocument()
  })

  it('shows an error for the counts without hiding the rest of the home', async () => {
    server.use(http.get('*/api/report/summary', () => HttpResponse.json({ title: 'Forbidden', status: 403, detail: 'No reports for you.' }, { status: 403 })))
    renderRoute('/innovation-award/commitee?year=2026', { as: SEEDED.committee })
    expect(await screen.findByRole('heading', { name: 'The counts could not be loaded' })).toBeInTheDocument()
    expect(screen.getByText('No reports for you.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Committee' })).toBeInTheDocument()
  })
})

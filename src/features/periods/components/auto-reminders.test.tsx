import { screen, waitFor, within } from '@testing-library/react'
import { SEEDED } from '@/demo/db/seed'
import { formatDateTime } from '@/lib/dates'
import { demoStore } from '@/testing/demo-server'
import { renderRoute } from '@/testing/test-utils'
import { testPublication } from '@/testing/publications'

const PHASE1 = 'Phase 1: proposal selection and submission'
const ENTRIES = 'Teams whose Phase 1 entry is not finalized'
const UPDATES = 'Teams that have not posted their innovation update'
const period1 = () => demoStore.db.periods.find((p) => p.id === 'period-2026-1')!

async function periodItem(name: string) {
  const heading = await screen.findByRole('heading', { level: 3, name: new RegExp(name) })
  return heading.closest('li')!
}

describe('automatic reminders of a period', () => {
  it('are off until the committee plans one, N days before the end, which the timeline then shows with its date', async () => {
    const { user } = renderRoute('/innovation-update/commitee?year=2026', { as: SEEDED.committee })
    const item = await periodItem(PHASE1)
    expect(item).toHaveTextContent(`Automatic reminder off: ${ENTRIES}`)
    expect(item).toHaveTextContent(`Automatic reminder off: ${UPDATES}`)

    await user.click(within(item).getByRole('button', { name: `Automatic reminders: ${PHASE1}` }))
    const dialog = await screen.findByRole('dialog', { name: `Automatic reminders: ${PHASE1}` })
    const entries = within(dialog).getByRole('group', { name: ENTRIES })
    await user.click(
      within(entries).getByRole('checkbox', { name: 'Remind them before the period ends' }),
    )
    const days = within(entries).getByRole('spinbutton', { name: 'Days before the end' })
    expect(days).toHaveValue(2)

    // A day count out of range is refused with a clear message, keeping what was typed.
    await user.clear(days)
    await user.type(days, '0')
    await user.click(within(dialog).getByRole('button', { name: 'Save automatic reminders' }))
    expect(await within(entries).findByText('Enter at least 1 day.')).toBeInTheDocument()
    expect(days).toHaveAccessibleDescription('Enter at least 1 day.')
    expect(days).toHaveFocus()
    expect(period1().autoReminders).toBeUndefined()

    await user.clear(days)
    await user.type(days, '3')
    await user.click(within(dialog).getByRole('button', { name: 'Save automatic reminders' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(period1().autoReminders).toEqual([
      { work: 'entries', enabled: true, daysBefore: 3, sentAt: null, recipients: null },
    ])
    const due = formatDateTime(Date.parse(period1().endAt) - 3 * 24 * 60 * 60 * 1000)
    await waitFor(() =>
      expect(item).toHaveTextContent(`Automatic reminder planned for ${due}: ${ENTRIES}`),
    )
    expect(item).toHaveTextContent(`Automatic reminder off: ${UPDATES}`)
  })

  it('shows a reminder that went out, when and to how many', async () => {
    demoStore.mutate((db) => {
      db.periods.find((p) => p.id === 'period-2026-1')!.autoReminders = [
        {
          work: 'entries',
          enabled: true,
          daysBefore: 2,
          sentAt: '2026-11-29T03:00:00.000Z',
          recipients: 4,
        },
      ]
    })
    renderRoute('/innovation-update/commitee/period-2026-1', { as: SEEDED.committee })
    // The innovation-update period screen shows its own work only: the updates.
    expect(await screen.findByText(`Automatic reminder off: ${UPDATES}`)).toBeInTheDocument()
    expect(screen.queryByText(new RegExp(ENTRIES))).not.toBeInTheDocument()
    renderRoute('/innovation-update/commitee?year=2026', { as: SEEDED.committee })
    const item = await periodItem(PHASE1)
    const sent = formatDateTime('2026-11-29T03:00:00.000Z')
    expect(item).toHaveTextContent(`Automatic reminder sent ${sent} to 4 people: ${ENTRIES}`)
  })

  it('says a reminder whose work the published results ended will not go, instead of "planned"', async () => {
    demoStore.mutate((db) => {
      db.periods.find((p) => p.id === 'period-2026-1')!.autoReminders = [
        { work: 'entries', enabled: true, daysBefore: 2, sentAt: null, recipients: null },
        { work: 'updates', enabled: true, daysBefore: 2, sentAt: null, recipients: null },
      ]
      db.resultPublications = [testPublication(2026, 1)]
    })
    renderRoute('/innovation-update/commitee?year=2026', { as: SEEDED.committee })
    const item = await periodItem(PHASE1)
    await waitFor(() =>
      expect(item).toHaveTextContent(
        `Automatic reminder will not go: ${ENTRIES}. The Phase 1 results were published on`,
      ),
    )
    expect(item.textContent).not.toMatch(
      new RegExp(`Automatic reminder planned for [^:]*: ${ENTRIES}`),
    )
    // Updates are still due: their reminder stays planned.
    const due = formatDateTime(Date.parse(period1().endAt) - 2 * 24 * 60 * 60 * 1000)
    expect(item).toHaveTextContent(`Automatic reminder planned for ${due}: ${UPDATES}`)
  })
})

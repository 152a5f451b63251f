import { screen, waitFor, within } from '@testing-library/react'
import { SEEDED } from '@/demo/db/seed'
import { call } from '@/testing/demo-call'
import { demoStore } from '@/testing/demo-server'
import { catchDownloads } from '@/testing/downloads'
import { renderRoute } from '@/testing/test-utils'
import { historyIdOf } from '@/demo/notifications/notify'

const SITI = SEEDED.committee
const ANDI = SEEDED.participantLeader
const HISTORY = '/innovation-award/commitee/messages'

/**
 * A notification's e-mails (an entry returned) and a reminder whose e-mail to Andi fails: to the
 * six people of the seed's unfinalized Phase 1 entries and the two of the entry just returned.
 */
async function sendSome() {
  await call(SITI, 'POST', '/proposal/prop-103/phase/1/return', { reason: 'Add the budget.' })
  demoStore.mutate((db) => {
    db.users.find((u) => u.id === ANDI)!.email = ''
  })
  const sent = await call(SITI, 'POST', '/messages', {
    kind: 'reminder',
    audience: { kind: 'unfinalized', year: 2026, phase: 1 },
    personalLine: 'Due on Friday.',
  })
  expect(sent.status).toBe(200)
  return sent.body.value.id as string
}

const historyTable = () => screen.findByRole('table', { name: 'Message history' })

describe('the message history', () => {
  it('lists every message sent, newest first, and filters by kind and recipient', async () => {
    await sendSome()
    const { user } = renderRoute(HISTORY, { as: SITI })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Message history' }),
    ).toBeInTheDocument()
    const rows = within(await historyTable())
      .getAllByRole('row')
      .slice(1)
    expect(rows).toHaveLength(2)
    expect(rows[0]).toHaveTextContent('Reminder: finalize your Phase 1 entry')
    expect(rows[0]).toHaveTextContent('Teams whose Phase 1 entry of 2026 is not finalized')
    expect(rows[0]).toHaveTextContent('7 delivered, 1 failed')
    // Each team was reminded of its own proposal: the history says whose words it shows.
    const first = demoStore.db.messages![0]!.recipients[0]!.name
    expect(rows[0]).toHaveTextContent(`Each person got their own words; these are ${first}'s.`)
    expect(rows[1]).not.toHaveTextContent('Each person got their own words')
    expect(rows[1]).toHaveTextContent('Your Phase 1 entry was returned')
    expect(rows[1]).toHaveTextContent('Notification e-mail')
    expect(screen.getByText('2 messages')).toBeInTheDocument()

    await user.selectOptions(screen.getByLabelText('Kind'), 'Notification e-mail')
    await waitFor(async () =>
      expect(within(await historyTable()).getAllByRole('row')).toHaveLength(2),
    )
    expect(screen.getByText('1 message')).toBeInTheDocument()
    await user.selectOptions(screen.getByLabelText('Kind'), 'Every kind')
    await user.type(screen.getByLabelText('Recipient'), 'Farhan{Enter}')
    await waitFor(() => expect(screen.getByText('1 message')).toBeInTheDocument())
    expect(within(await historyTable()).getByRole('link')).toHaveTextContent(
      'Reminder: finalize your Phase 1 entry',
    )
  })

  it('opens a message with its text and recipients, and retries the failed e-mail once the address is right', async () => {
    const id = await sendSome()
    const { user, router } = renderRoute(HISTORY, { as: SITI })
    await user.click(
      within(await historyTable()).getByRole('link', {
        name: 'Reminder: finalize your Phase 1 entry',
      }),
    )
    await waitFor(() => expect(router.state.location.pathname).toBe(`${HISTORY}/${id}`))
    expect(await screen.findByText('Due on Friday.')).toBeInTheDocument()
    const first = demoStore.db.messages![0]!.recipients[0]!
    expect(
      screen.getByText(`Each person got their own words; these are ${first.name}'s.`),
    ).toBeInTheDocument()
    expect(screen.getByText(new RegExp(String(first.params.title)))).toBeInTheDocument()
    const recipients = await screen.findByRole('table', { name: 'Recipients and delivery' })
    const andi = within(recipients).getByRole('row', { name: /Andi Pratama/ })
    expect(andi).toHaveTextContent('Failed: This person has no e-mail address in the directory.')
    expect(within(recipients).getByRole('row', { name: /Farhan Hidayat/ })).toHaveTextContent(
      'Delivered',
    )

    demoStore.mutate((db) => {
      db.users.find((u) => u.id === ANDI)!.email = 'andi.pratama@example.com'
    })
    await user.click(screen.getByRole('button', { name: 'Retry the failed e-mails' }))
    expect(
      await screen.findByText('Every e-mail of this message is delivered now.'),
    ).toBeInTheDocument()
    await waitFor(() =>
      expect(within(recipients).getByRole('row', { name: /Andi Pratama/ })).toHaveTextContent(
        'Delivered',
      ),
    )
    expect(
      screen.queryByRole('button', { name: 'Retry the failed e-mails' }),
    ).not.toBeInTheDocument()
    expect(demoStore.db.mailbox!.some((m) => m.to.email === 'andi.pratama@example.com')).toBe(true)
  })

  it("shows a notification's e-mail the mailbox refused as failed, and retries it", async () => {
    const YOGA = 'c0a80001-0000-4000-8000-000000000025'
    demoStore.mutate((db) => {
      db.users.find((u) => u.id === YOGA)!.email = ''
    })
    await call(SITI, 'POST', '/proposal/prop-103/phase/1/return', { reason: 'Add the budget.' })
    const { user, router } = renderRoute(HISTORY, { as: SITI })
    const row = within(await historyTable()).getByRole('row', {
      name: /Your Phase 1 entry was returned/,
    })
    expect(row).toHaveTextContent('1 delivered, 1 failed')
    await user.click(within(row).getByRole('link', { name: 'Your Phase 1 entry was returned' }))
    // The history lists a notification's e-mails under its happening.
    const entry = historyIdOf(demoStore.db.notifications![0]!)
    await waitFor(() => expect(router.state.location.pathname).toBe(`${HISTORY}/${entry}`))
    const recipients = await screen.findByRole('table', { name: 'Recipients and delivery' })
    expect(within(recipients).getByRole('row', { name: /Yoga Saputra/ })).toHaveTextContent(
      'Failed: This person has no e-mail address in the directory.',
    )
    expect(within(recipients).getByRole('row', { name: /Intan Permata/ })).toHaveTextContent(
      'Delivered',
    )

    demoStore.mutate((db) => {
      db.users.find((u) => u.id === YOGA)!.email = 'yoga.saputra@example.com'
    })
    await user.click(screen.getByRole('button', { name: 'Retry the failed e-mails' }))
    expect(
      await screen.findByText('Every e-mail of this message is delivered now.'),
    ).toBeInTheDocument()
    await waitFor(() =>
      expect(within(recipients).getByRole('row', { name: /Yoga Saputra/ })).toHaveTextContent(
        'Delivered',
      ),
    )
    expect(demoStore.db.mailbox!.filter((m) => m.to.id === YOGA)).toHaveLength(1)
  })

  it('keeps its heading and says so when a message does not exist', async () => {
    renderRoute(`${HISTORY}/msg-nothing`, { as: SITI })
    expect(await screen.findByRole('heading', { level: 1, name: 'Message' })).toBeInTheDocument()
    expect(await screen.findByText('This message could not be loaded')).toBeInTheDocument()
    expect(screen.getByText('No message has this id.', { exact: false })).toBeInTheDocument()
  })

  it('exports every message the filters match as CSV', async () => {
    await sendSome()
    const saved = catchDownloads()
    const { user } = renderRoute(HISTORY, { as: SITI })
    await historyTable()
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(await screen.findByText('Exported 2 messages.')).toBeInTheDocument()
    expect(saved.map((f) => f.name)).toEqual([expect.stringMatching(/^messages-.*\.csv$/)])
    const lines = (await saved[0]!.text()).trim().split('\r\n')
    expect(lines[0]).toBe('Sent,Kind,Subject,To,Sent by,Recipients,Delivered,Failed')
    expect(lines[1]).toContain(',Reminder,Reminder: finalize your Phase 1 entry,')
    expect(lines[1]).toMatch(/,Siti Rahmawati,8,7,1$/)
  })
})

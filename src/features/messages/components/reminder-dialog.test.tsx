import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { SEEDED } from '@/demo/db/seed'
import { demoStore, server } from '@/testing/demo-server'
import { holdRequests } from '@/testing/double-submit'
import { problemAnswer } from '@/testing/fake-answers'
import { renderRoute } from '@/testing/test-utils'

const PHASE_1 = '/innovation-award/commitee/proposals/phase/1?year=2026'
const OPEN = 'Remind teams whose entry is not finalized'

/** The proposals list of Phase 1 (its entry period is active in the seed) with the dialog open. */
async function openDialog() {
  const rendered = renderRoute(PHASE_1, { as: SEEDED.committee })
  await rendered.user.click(await screen.findByRole('button', { name: OPEN }))
  const dialog = await screen.findByRole('dialog', { name: 'Send a reminder' })
  // The dry run's answer is in: the count and the list.
  await within(dialog).findByText('6 recipients')
  return { ...rendered, dialog }
}

describe('the reminder dialog', () => {
  it('shows the audience, the recipients and the preview, then sends once confirmed with the personal line', async () => {
    const { user, dialog } = await openDialog()
    expect(
      within(dialog).getByText('Teams whose Phase 1 entry of 2026 is not finalized'),
    ).toBeInTheDocument()
    const list = within(dialog).getByRole('region', { name: 'The recipients' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(6)
    expect(within(list).getByText(/Farhan Hidayat \(Hemat Kas\)/)).toBeInTheDocument()
    // Andi Pratama comes first by name and never chose a language: the preview is in Indonesian.
    const preview = within(dialog).getByRole('region', {
      name: 'The e-mail as Andi Pratama will read it',
    })
    expect(
      within(preview).getByText('Pengingat: finalisasi formulir Tahap 1 Anda'),
    ).toBeInTheDocument()

    await user.type(within(dialog).getByLabelText('Personal line (optional)'), 'Due on Friday.')
    expect(
      await within(preview).findByText(/Catatan dari komite: Due on Friday\./),
    ).toBeInTheDocument()
    expect(demoStore.db.messages ?? []).toHaveLength(0)

    await user.click(within(dialog).getByRole('button', { name: 'Send…' }))
    expect(
      within(dialog).getByText(
        'Send this reminder to 6 people now? Each gets an e-mail and a notification.',
      ),
    ).toBeInTheDocument()
    // The question puts the focus on NO: a sent e-mail cannot be taken back.
    expect(within(dialog).getByRole('button', { name: 'NO' })).toHaveFocus()
    await user.click(within(dialog).getByRole('button', { name: 'YES' }))
    expect(await screen.findByText('Reminder sent to 6 people.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const [message] = demoStore.db.messages!
    expect(message).toMatchObject({ kind: 'reminder', personalLine: 'Due on Friday.' })
    expect(message!.recipients).toHaveLength(6)
  })

  it('sends nothing when the confirmation is declined', async () => {
    const { user, dialog } = await openDialog()
    await user.click(within(dialog).getByRole('button', { name: 'Send…' }))
    await user.click(within(dialog).getByRole('button', { name: 'NO' }))
    expect(within(dialog).getByRole('button', { name: 'Send…' })).toBeInTheDocument()
    expect(demoStore.db.messages ?? []).toHaveLength(0)
  })

  it('says a personal line is too long, keeps it, and cannot send it', async () => {
    const { user, dialog } = await openDialog()
    const field = within(dialog).getByLabelText('Personal line (optional)')
    await user.click(field)
    await user.paste('x'.repeat(501))
    expect(
      await within(dialog).findByText('Keep the personal line to 500 characters.'),
    ).toBeInTheDocument()
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveValue('x'.repeat(501))
    expect(within(dialog).getByRole('button', { name: 'Send…' })).toBeDisabled()
  })

  it('says why a send failed and keeps what was typed', async () => {
    server.use(
      http.post('*/api/messages', () =>
        problemAnswer(409, {
          title: 'Nobody to remind',
          detail: 'Nobody is in this audience now, so nothing was sent.',
        }),
      ),
    )
    const { user, dialog } = await openDialog()
    await user.type(within(dialog).getByLabelText('Personal line (optional)'), 'Please.')
    await user.click(within(dialog).getByRole('button', { name: 'Send…' }))
    await user.click(within(dialog).getByRole('button', { name: 'YES' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The reminder was not sent. Nobody is in this audience now, so nothing was sent.',
    )
    expect(within(dialog).getByLabelText('Personal line (optional)')).toHaveValue('Please.')
  })

  it('tells a send refused after the dialog was closed, with the reason, and keeps the personal line', async () => {
    const held = holdRequests('post', '/messages', () =>
      problemAnswer(409, {
        title: 'Nobody to remind',
        detail: 'Nobody is in this audience now, so nothing was sent.',
      }),
    )
    const { user, dialog } = await openDialog()
    await user.type(within(dialog).getByLabelText('Personal line (optional)'), 'Please.')
    await user.click(within(dialog).getByRole('button', { name: 'Send…' }))
    await user.click(within(dialog).getByRole('button', { name: 'YES' }))
    await waitFor(() => expect(held.keys).toHaveLength(1))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    held.release()
    expect(
      await screen.findByText(
        'The reminder was not sent. Nobody is in this audience now, so nothing was sent.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByText(/^Reminder sent/)).not.toBeInTheDocument()
    // Opened again, the dialog still holds the line, for another try.
    await user.click(screen.getByRole('button', { name: OPEN }))
    const again = await screen.findByRole('dialog', { name: 'Send a reminder' })
    expect(within(again).getByLabelText('Personal line (optional)')).toHaveValue('Please.')
  })

  it('tells again, as it closes, a refusal it showed', async () => {
    server.use(
      http.post('*/api/messages', () =>
        problemAnswer(409, {
          title: 'Nobody to remind',
          detail: 'Nobody is in this audience now, so nothing was sent.',
        }),
      ),
    )
    const { user, dialog } = await openDialog()
    await user.click(within(dialog).getByRole('button', { name: 'Send…' }))
    await user.click(within(dialog).getByRole('button', { name: 'YES' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The reminder was not sent.')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(
      await screen.findByText(
        'The reminder was not sent. Nobody is in this audience now, so nothing was sent.',
      ),
    ).toBeInTheDocument()
  })

  it('is disabled, saying why, when nobody is in the group', async () => {
    renderRoute('/innovation-award/commitee/assign-judges/2', { as: SEEDED.committee })
    const button = await screen.findByRole('button', {
      name: 'Remind judges with open score sheets',
    })
    await waitFor(() => expect(button).toBeDisabled())
    expect(button).toHaveAccessibleDescription(
      'Nobody to remind now. Judges with open score sheets in Phase 2 of 2026: none.',
    )
  })
})

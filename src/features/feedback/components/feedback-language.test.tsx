import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { AppProviders } from '@/app/provider'
import { FeedbackForm } from '@/features/feedback/components/feedback-form'
import { FeedbackStatusBadge } from '@/features/feedback/components/feedback-status-badge'
import { FeedbackThreadView } from '@/features/feedback/components/feedback-thread-view'
import type { FeedbackThread } from '@/features/feedback/schemas'
import { activateLanguage } from '@/i18n'
import { createQueryClient } from '@/lib/query-client'
import { createTestAdapter } from '@/testing/test-utils'

const indonesian = () => act(() => activateLanguage('id'))

const renderInApp = (ui: ReactElement) =>
  render(
    <AppProviders
      adapter={createTestAdapter(null)}
      queryClient={createQueryClient({ retry: false })}
    >
      {ui}
    </AppProviders>,
  )

const thread: FeedbackThread = {
  id: 'fb-1',
  subject: 'Ukuran poster',
  category: 'Rules',
  status: 'Open',
  authorId: 'u1',
  authorName: 'Sari',
  authorUnit: 'Operasi',
  messageCount: 2,
  lastMessageAt: '2026-03-02T03:00:00Z',
  lastMessageFromCommittee: true,
  createdAt: '2026-03-01T03:00:00Z',
  updatedAt: '2026-03-02T03:00:00Z',
  messages: [
    {
      id: 'm1',
      authorName: 'Sari',
      fromCommittee: false,
      message: 'Berapa?',
      at: '2026-03-01T03:00:00Z',
    },
    {
      id: 'm2',
      authorName: 'Dewi',
      fromCommittee: true,
      message: 'A1.',
      at: '2026-03-02T03:00:00Z',
    },
  ],
}

describe('feedback in Bahasa Indonesia', () => {
  it('the question form: its fields, topics, button and validation messages', async () => {
    const user = userEvent.setup()
    renderInApp(<FeedbackForm draftKey="feedback:new" onCreated={() => undefined} />)
    expect(screen.getByRole('button', { name: 'Send to the committee' })).toBeInTheDocument()
    await indonesian()
    expect(screen.getByLabelText('Subjek')).toBeInTheDocument()
    const topic = screen.getByLabelText('Topik (opsional)')
    expect(within(topic).getByRole('option', { name: 'Aturan' })).toHaveValue('Rules')
    expect(within(topic).getByRole('option', { name: 'Penjurian' })).toHaveValue('Judging')

    await user.type(screen.getByLabelText('Subjek'), 'Hai')
    await user.click(screen.getByRole('button', { name: 'Kirim ke komite' }))
    expect(await screen.findByText('Tulis subjek minimal 5 karakter.')).toBeInTheDocument()
    expect(screen.getByText('Tulis pesan.')).toBeInTheDocument()
  })

  it('a conversation: the status in words a participant understands and the committee marked', async () => {
    await indonesian()
    renderInApp(
      <>
        <FeedbackStatusBadge status="Open" />
        <FeedbackThreadView thread={thread} />
      </>,
    )
    expect(screen.getByText('Menunggu komite')).toBeInTheDocument()
    const messages = screen.getByRole('list', { name: 'Pesan' })
    expect(within(messages).getByText('Komite')).toBeInTheDocument()
  })
})

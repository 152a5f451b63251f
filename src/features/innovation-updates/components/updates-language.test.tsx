import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { AppProviders } from '@/app/provider'
import { UpdateDetails } from '@/features/innovation-updates/components/update-details'
import { UpdateForm } from '@/features/innovation-updates/components/update-form'
import { writeLock } from '@/features/innovation-updates/rules'
import {
  UPDATE_SORT_LABELS,
  UPDATE_STATUS_FILTER_LABELS,
  type InnovationUpdate,
} from '@/features/innovation-updates/schemas'
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

const update: InnovationUpdate = {
  id: 'prop-1.per-7',
  proposalId: 'prop-1',
  proposalTitle: 'Pompa hemat energi',
  category: 2,
  teamId: 'team-1',
  teamName: 'Pompa Hemat',
  leaderId: 'u1',
  periodId: 'per-7',
  periodNumber: 7,
  periodDescription: 'Pembaruan Q1',
  periodStartAt: '2026-01-01T00:00:00Z',
  periodEndAt: '2099-03-31T00:00:00Z',
  status: 'Draft',
  progress: null,
  achievements: '',
  obstacles: '',
  nextSteps: '',
  valueRealised: null,
  version: 1,
  updatedAt: null,
  updatedByName: null,
  submittedAt: null,
  reviewedAt: null,
  reviewedByName: null,
  reviewComment: null,
  attachments: [],
  closedReason: null,
}

describe('innovation updates in Bahasa Indonesia', () => {
  it('the update form: its fields, buttons and what is missing before submitting', async () => {
    const user = userEvent.setup()
    renderInApp(<UpdateForm update={update} eventId="event-1" isLeader />)
    expect(screen.getByRole('button', { name: 'Submit update' })).toBeInTheDocument()
    await indonesian()
    expect(screen.getByLabelText('Pencapaian')).toBeInTheDocument()
    expect(screen.getByLabelText('Kendala (opsional)')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Simpan sekarang' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Kirim pembaruan' }))
    expect(
      await screen.findByText(
        'Lengkapi kolom yang ditandai sebelum mengirim: Progres, Pencapaian, Langkah berikutnya, Nilai yang terealisasi sejauh ini.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByText('Masukkan progres dari 0 sampai 100.')).toBeInTheDocument()
    expect(screen.getByText('Jelaskan apa yang telah dicapai.')).toBeInTheDocument()
  })

  it('a reviewed update read-only, its lock, and the committee list labels', async () => {
    await indonesian()
    const reviewed: InnovationUpdate = {
      ...update,
      status: 'Reviewed',
      progress: 40,
      achievements: 'Uji coba di dua lokasi.',
      reviewedByName: 'Dewi',
      reviewComment: 'Lanjutkan.',
    }
    renderInApp(<UpdateDetails update={reviewed} />)
    expect(screen.getByText('Sudah ditinjau')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Tinjauan komite' })).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'Progres 40%' })).toBeInTheDocument()
    expect(screen.getAllByText('Belum diisi.')).toHaveLength(2)
    expect(writeLock(reviewed)).toBe('Pembaruan ini sudah dikirim dan tidak dapat diubah lagi.')
    expect(UPDATE_STATUS_FILTER_LABELS.missing).toBe('Belum dikirim (belum ada atau masih draf)')
    expect(UPDATE_SORT_LABELS.progress).toBe('Progres')
    expect(Object.keys(UPDATE_SORT_LABELS)).toEqual(['title', 'team', 'status', 'progress'])
  })
})

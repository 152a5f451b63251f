import { act, fireEvent, screen, within } from '@testing-library/react'
import { SEEDED } from '@/demo/db/seed'
import { activateLanguage } from '@/i18n'
import { demoStore, resetDemoData, SEED_NOW } from '@/testing/demo-server'
import { renderRoute } from '@/testing/test-utils'

const YEAR = new Date(SEED_NOW).getUTCFullYear()
const POSTER_VOTE = 'Poster favourite (innovation camp)'

// The seed's votes hold published semi-finalists and up: the demo starts in Phase 2.
beforeEach(() => resetDemoData({ activeIndex: 2 }))

describe('the people’s choice in Bahasa Indonesia', () => {
  it('a ballot reads in Indonesian: its candidates, the Vote button, why nothing is sent and the confirmation', async () => {
    await act(() => activateLanguage('id'))
    const { user } = renderRoute(`/innovation-award/participant/vote?year=${YEAR}`, {
      as: SEEDED.participantLeader,
    })
    const candidates = await screen.findByRole('group', { name: `Kandidat ${POSTER_VOTE}` })
    expect(
      within(candidates).getByText(
        'Proposal tim Anda: Anda tidak dapat memberikan suara untuknya.',
      ),
    ).toBeInTheDocument()
    expect(screen.getAllByText(/^Dibuka hingga /).length).toBeGreaterThan(0)
    const card = candidates.closest('section')!
    expect(within(card).getByText('Belum ada yang dipilih.')).toBeInTheDocument()

    await user.click(within(card).getByRole('button', { name: 'Beri suara' }))
    expect(within(card).getByRole('alert')).toHaveTextContent(
      'Pilih proposal yang ingin Anda beri suara.',
    )
    await user.click(
      within(card).getByRole('radio', { name: 'Village solar microgrid with local cooperatives' }),
    )
    expect(
      within(card).getByText('Pilihan: Village solar microgrid with local cooperatives'),
    ).toBeInTheDocument()
    await user.click(within(card).getByRole('button', { name: 'Beri suara' }))
    const dialog = await screen.findByRole('dialog', { name: 'Konfirmasi suara Anda' })
    expect(dialog).toHaveTextContent(
      'Beri suara untuk "Village solar microgrid with local cooperatives" dari Desa Berdaya?',
    )
    await user.click(within(dialog).getByRole('button', { name: 'YA' }))
    expect(await within(card).findByText(/^Anda telah memberikan suara untuk/)).toHaveTextContent(
      'Anda telah memberikan suara untuk Village solar microgrid with local cooperatives (Desa Berdaya).',
    )
    expect(within(card).getByText('Suara Anda')).toBeInTheDocument()
  })

  it('the committee’s session form says what is missing in Indonesian, and sends nothing', async () => {
    const sessions = demoStore.db.voteSessions.length
    await act(() => activateLanguage('id'))
    const { user } = renderRoute(`/innovation-award/commitee/vote?year=${YEAR}`, {
      as: SEEDED.committee,
    })
    const create = await screen.findByRole('button', { name: 'Buat sesi pemungutan suara' })
    await user.click(create)
    expect(await screen.findByText('Masukkan nama minimal 3 karakter.')).toBeInTheDocument()
    expect(screen.getByText('Pilih setidaknya dua kandidat.')).toBeInTheDocument()
    expect(screen.getByText('Masukkan waktu pembukaan.')).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: 'Pilih tanggal pembukaan dari kalender' }),
    ).toBeInTheDocument()

    fireEvent.change(screen.getByLabelText('Dibuka pada'), {
      target: { value: `02 Des ${YEAR} 09:00` },
    })
    fireEvent.change(screen.getByLabelText('Ditutup pada'), {
      target: { value: `01 Des ${YEAR} 09:00` },
    })
    await user.click(create)
    expect(
      await screen.findByText('Waktu penutupan harus setelah waktu pembukaan.'),
    ).toBeInTheDocument()
    expect(demoStore.db.voteSessions).toHaveLength(sessions)
  })
})

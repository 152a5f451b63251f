import { act, screen, waitFor, within } from '@testing-library/react'
import { SEEDED } from '@/demo/db/seed'
import { activateLanguage } from '@/i18n'
import { SEED_NOW } from '@/testing/demo-server'
import { catchDownloads } from '@/testing/downloads'
import { renderRoute } from '@/testing/test-utils'

const YEAR = new Date(SEED_NOW).getUTCFullYear()

/** Switches the interface to Bahasa Indonesia while the screen is shown (the setup puts English back). */
const toIndonesian = () => act(() => activateLanguage('id'))

describe('the committee area in Bahasa Indonesia', () => {
  it('assigns judges in Indonesian: heading, menu, button and the validation message', async () => {
    const { user } = renderRoute(`/innovation-award/commitee/assign-judges/1?year=${YEAR}`, {
      as: SEEDED.committee,
    })
    await screen.findByLabelText('Judges per proposal')
    await toIndonesian()
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tetapkan juri: Tahap 1' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Penjurian' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Penugasan otomatis' })).toBeInTheDocument()
    const count = screen.getByLabelText('Juri per proposal')
    await user.clear(count)
    await user.click(screen.getByRole('button', { name: 'Tetapkan otomatis' }))
    expect(await screen.findByText('Masukkan jumlah juri per proposal.')).toBeInTheDocument()
    expect(screen.queryByText('Enter the number of judges per proposal.')).not.toBeInTheDocument()
  })

  it('edits a period’s times in Indonesian, the period named in Indonesian too', async () => {
    const { user } = renderRoute(`/innovation-update/commitee?year=${YEAR}`, {
      as: SEEDED.committee,
    })
    const heading = await screen.findByRole('heading', {
      level: 3,
      name: /Scoring for semi-finalists/,
    })
    await toIndonesian()
    // The seed's English period name reads as the glossary's Indonesian.
    expect(heading).toHaveTextContent('Penilaian semifinalis')
    const item = heading.closest('li')!
    expect(
      within(item).getByRole('button', { name: 'Mulai periode: Penilaian semifinalis' }),
    ).toHaveTextContent('Mulai periode')
    await user.click(
      within(item).getByRole('button', { name: 'Ubah waktu: Penilaian semifinalis' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Ubah waktu' })
    // The form's code loads as the dialog opens.
    const end = await within(dialog).findByLabelText('Selesai')
    await user.clear(end)
    await user.type(end, `01 Des ${YEAR} 09:00`)
    await user.click(within(dialog).getByRole('button', { name: 'Simpan waktu' }))
    expect(
      await within(dialog).findByText('Waktu selesai harus setelah waktu mulai.'),
    ).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Batal' })).toBeInTheDocument()
  })

  it('shows the report’s bars and saves its CSV with their words in Indonesian', async () => {
    const saved = catchDownloads()
    const { user } = renderRoute(`/innovation-award/commitee/report?year=${YEAR}`, {
      as: SEEDED.committee,
    })
    await screen.findByRole('heading', { level: 1, name: 'Report' })
    await toIndonesian()
    expect(await screen.findByRole('heading', { level: 1, name: 'Laporan' })).toBeInTheDocument()
    // The bars' labels are the API's words: asked again in the language now shown.
    const byCategory = screen.getByRole('figure', { name: 'Per kategori' })
    expect(await within(byCategory).findByText('Proses')).toBeInTheDocument()
    expect(within(byCategory).getByText('Proses').parentElement).toHaveTextContent('Proses2')
    expect(screen.getByRole('figure', { name: 'Per status' })).toHaveTextContent('Disetujui')
    await user.click(screen.getByRole('button', { name: 'Ekspor tim dan ukuran kaos (CSV)' }))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect((await saved[0]!.text()).split('\r\n')[0]).toBe(
      'Tim,Kode,Unit kerja,Ketua,Anggota,Ukuran kaos',
    )
  })
})

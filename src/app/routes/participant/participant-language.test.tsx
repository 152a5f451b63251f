import { act, fireEvent, screen, within } from '@testing-library/react'
import { SEEDED } from '@/demo/db/seed'
import { activateLanguage } from '@/i18n'
import { renderRoute } from '@/testing/test-utils'

const BASE = '/innovation-award/participant'
const indonesian = () => act(() => activateLanguage('id'))

describe('the participant area in Bahasa Indonesia', () => {
  it('the Phase 1 entry: heading, fields, the finalize button and its checks', async () => {
    const { user } = renderRoute(`${BASE}/proposal/1/prop-107/entry`, {
      as: SEEDED.participantLeader,
    })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Phase 1 entry' }),
    ).toBeInTheDocument()
    // The form itself, not the loading screen before it (which has the same heading).
    await screen.findByLabelText('Background and problem')
    await indonesian()
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Formulir Tahap 1' }),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Latar belakang dan masalah')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Lampiran' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Finalisasi formulir Tahap 1' }))
    expect(await screen.findByText('Gagasan dan solusi wajib diisi.')).toBeInTheDocument()
    expect(screen.getByText('Perkiraan nilai per tahun wajib diisi.')).toBeInTheDocument()
    expect(screen.getAllByText('Unggah poster sebelum finalisasi.').length).toBeGreaterThan(0)
    expect(screen.getByText('Lengkapi isian yang ditandai sebelum finalisasi.')).toBeInTheDocument()
    const upload = screen.getByLabelText('Unggah poster')
    fireEvent.change(upload, {
      target: { files: [new File(['x'], 'catatan.txt', { type: 'text/plain' })] },
    })
    expect(
      await screen.findByText(
        '"catatan.txt" tidak dapat digunakan: poster harus berformat PDF, PNG, atau JPEG.',
      ),
    ).toBeInTheDocument()
  })

  it('a new proposal: heading, categories, the start button and the category check', async () => {
    const { user } = renderRoute(`${BASE}/newproposal/team-01`, { as: SEEDED.participantLeader })
    expect(await screen.findByRole('heading', { level: 1, name: 'New proposal' })).toBeVisible()
    await indonesian()
    expect(await screen.findByRole('heading', { level: 1, name: 'Proposal baru' })).toBeVisible()
    expect(screen.getByText('Untuk tim Pompa Pintar (Divisi Operasi)')).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Kategori' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Mulai proposal' }))
    expect(await screen.findByText('Pilih salah satu dari empat kategori.')).toBeInTheDocument()
    expect(screen.getByText('Masukkan judul minimal 5 karakter.')).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Proses' })).toHaveAccessibleDescription(
      'Cara yang lebih cepat, hemat, aman, atau sederhana untuk mengerjakan pekerjaan yang sudah kita lakukan.',
    )
    expect(screen.getByRole('link', { name: 'Batal' })).toBeInTheDocument()
  })

  it('the home: its sections and the menu', async () => {
    renderRoute(`${BASE}`, { as: SEEDED.participantLeader })
    expect(await screen.findByRole('heading', { level: 1, name: 'Participant' })).toBeVisible()
    await indonesian()
    expect(await screen.findByRole('heading', { level: 1, name: 'Peserta' })).toBeVisible()
    expect(screen.getByRole('heading', { name: 'Langkah berikutnya' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Tim saya' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Proposal saya' })).toBeInTheDocument()
    const menu = screen.getAllByRole('navigation')
    expect(menu.some((nav) => within(nav).queryByRole('link', { name: 'Galeri' }) !== null)).toBe(
      true,
    )
  })
})

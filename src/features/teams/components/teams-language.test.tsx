import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { AppProviders } from '@/app/provider'
import { TeamCard } from '@/features/teams/components/team-card'
import { TeamStart } from '@/features/teams/components/team-start'
import type { Team } from '@/features/teams/schemas'
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

const team: Team = {
  id: 'team-1',
  year: 2026,
  name: 'Pompa Hemat',
  code: 'PMP-4821',
  unit: 'Operasi',
  leaderId: 'u1',
  leaderName: 'Sari',
  maxMembers: 5,
  members: [
    {
      id: 'u1',
      name: 'Sari',
      email: 'sari@example.test',
      unit: 'Operasi',
      phone: null,
      shirtSize: 'M',
      isLeader: true,
    },
    {
      id: 'u2',
      name: 'Budi',
      email: 'budi@example.test',
      unit: 'Operasi',
      phone: null,
      shirtSize: null,
      isLeader: false,
    },
  ],
  createdAt: '2026-03-01T02:00:00Z',
}

describe('teams in Bahasa Indonesia', () => {
  it('creating and joining a team: headings, buttons and the validation messages', async () => {
    const user = userEvent.setup()
    renderInApp(<TeamStart year={2026} publications={[]} />)
    expect(screen.getByRole('heading', { name: 'Create a team' })).toBeInTheDocument()
    // Switched while shown: the screen re-renders in the new language.
    await indonesian()
    expect(screen.getByRole('heading', { name: 'Buat tim' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Gabung ke tim' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Buat tim' }))
    expect(await screen.findByText('Masukkan nama tim.')).toBeInTheDocument()

    await user.type(screen.getByLabelText('Kode tim'), 'ABC')
    await user.click(screen.getByRole('button', { name: 'Gabung ke tim' }))
    expect(await screen.findByText('Kode tim berbentuk seperti ABC-1234.')).toBeInTheDocument()
  })

  it("the leader's team card: members, count, sizes and the leader's actions", async () => {
    await indonesian()
    const user = userEvent.setup()
    renderInApp(<TeamCard team={team} userId="u1" />)
    expect(screen.getByText('Kode tim')).toBeInTheDocument()
    expect(
      screen.getByText('2 dari 5 anggota. Bagikan kode tim agar rekan kerja Anda dapat bergabung.'),
    ).toBeInTheDocument()
    const members = screen.getByRole('list', { name: 'Anggota tim' })
    expect(within(members).getByText('Ketua')).toBeInTheDocument()
    expect(within(members).getByText('Operasi · Kaos Belum dipilih')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Jadikan Budi ketua' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Keluarkan Budi' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Keluarkan Budi' }))
    const dialog = await screen.findByRole('dialog', { name: 'Keluarkan anggota' })
    expect(dialog).toHaveTextContent('Keluarkan Budi dari tim Pompa Hemat?')
    await user.click(within(dialog).getByRole('button', { name: 'TIDAK' }))

    await user.clear(screen.getByLabelText('Tambah anggota melalui e-mail'))
    await user.type(screen.getByLabelText('Tambah anggota melalui e-mail'), 'bukan-email')
    await user.click(screen.getByRole('button', { name: 'Tambah' }))
    expect(await screen.findByText('Masukkan alamat e-mail yang valid.')).toBeInTheDocument()
  })
})

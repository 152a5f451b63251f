import { act, screen, within } from '@testing-library/react'
import { SEEDED } from '@/demo/db/seed'
import { activateLanguage } from '@/i18n'
import { renderRoute } from '@/testing/test-utils'

const COMMITTEE = '/innovation-update/commitee'
const P1 = 'period-2026-1'
const indonesian = () => act(() => activateLanguage('id'))

describe('the innovation updates in Bahasa Indonesia', () => {
  it('a period: heading, the count line, the table and the reminder with its confirmation', async () => {
    const { user } = renderRoute(`${COMMITTEE}/${P1}`, { as: SEEDED.committee })
    expect(await screen.findByRole('heading', { level: 1, name: /^Updates: / })).toBeInTheDocument()
    await indonesian()
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Pembaruan: / }),
    ).toBeInTheDocument()
    expect(await screen.findByText(/proposal telah mengirim pembaruannya/)).toHaveTextContent(
      '2 dari 4 proposal telah mengirim pembaruannya.',
    )
    const portal = screen.getByRole('row', { name: /Self-service data portal/ })
    expect(
      within(portal).getByRole('link', {
        name: 'Tinjau pembaruan untuk Self-service data portal for branch managers',
      }),
    ).toHaveTextContent('Tinjau')
    expect(screen.getByRole('columnheader', { name: 'Progres' })).toBeInTheDocument()
    // The reminder to the teams with no update: the dialog and the server's words in Indonesian.
    await user.click(
      await screen.findByRole('button', { name: 'Ingatkan tim yang belum mengirim pembaruan' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Kirim pengingat' })
    expect(await within(dialog).findByText(/^Tim tanpa pembaruan inovasi di "/)).toBeInTheDocument()
    expect(within(dialog).getByRole('region', { name: 'Daftar penerima' })).toBeInTheDocument()
  })

  it('one update: heading, the review form and its button', async () => {
    renderRoute(`${COMMITTEE}/${P1}/prop-102.${P1}`, { as: SEEDED.committee })
    expect(await screen.findByRole('button', { name: 'Mark as reviewed' })).toBeInTheDocument()
    await indonesian()
    expect(await screen.findByRole('button', { name: 'Tandai sudah ditinjau' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Tinjauan' })).toBeInTheDocument()
    expect(screen.getByLabelText('Komentar untuk tim')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Kembali ke periode' })).toBeInTheDocument()
  })

  it('the participant’s list: heading, the menu and each update’s next step', async () => {
    renderRoute('/innovation-update/participant?year=2026', { as: SEEDED.participantLeader })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My innovation updates' }),
    ).toBeInTheDocument()
    await indonesian()
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pembaruan inovasi saya' }),
    ).toBeInTheDocument()
    const menus = screen.getAllByRole('navigation')
    expect(
      menus.some((nav) => within(nav).queryByRole('link', { name: 'Pembaruan saya' }) !== null),
    ).toBe(true)
    const first = screen.getByRole('region', { name: /Tahap 1/ })
    expect(
      within(first).getByRole('link', {
        name: /^Tulis pembaruan: Predictive maintenance for pumping stations, /,
      }),
    ).toHaveTextContent('Tulis pembaruan')
  })
})

import { act, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { NextStepsList } from '@/features/award/components/next-steps-list'
import { awardResults, nextSteps, type NextStepsInput } from '@/features/award/next-steps'
import { activateLanguage } from '@/i18n'
import { render } from '@/testing/test-utils'

const indonesian = () => act(() => activateLanguage('id'))

const DAY = 24 * 3600 * 1000
const NOW = Date.parse('2026-07-10T03:00:00Z')
const iso = (days: number) => new Date(NOW + days * DAY).toISOString()

/** Six periods, the one at `active` running from yesterday to in ten days, the others around it. */
const timeline = (active: number) =>
  [1, 2, 3, 4, 5, 6].map((periodId) => ({
    id: `p${periodId}`,
    periodId,
    description: `Periode ${periodId}`,
    startAt: iso((periodId - active) * 11 - 1),
    endAt: iso((periodId - active) * 11 + 10),
    isActive: periodId === active,
  }))

const input = (active: number, isLeader: boolean): NextStepsInput => ({
  now: NOW,
  year: 2026,
  periods: timeline(active),
  team: { code: 'PMP-4821', maxMembers: 5, members: [{ shirtSize: null }], isLeader },
  proposals: [
    {
      id: 'prop-1',
      title: 'Pompa',
      year: 2026,
      phase: 1,
      status1: 'Returned',
      status2: null,
      winnerRank: null,
    },
  ],
  votes: [],
  updates: [],
  publications: [],
})

describe("a participant's next steps in Bahasa Indonesia", () => {
  it('each step is a whole Indonesian sentence, with its link in Indonesian', async () => {
    await indonesian()
    render(
      <MemoryRouter>
        <NextStepsList steps={nextSteps(input(1, false))} slug="innovation-award" teamId="team-1" />
      </MemoryRouter>,
    )
    const items = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(items[0]).toHaveTextContent(
      /^"Pompa": isi formulir Tahap 1; ketua memfinalisasinya sebelum \d\d \w{3} 2026 \d\d:\d\d(:\d\d)?\. Komite mengembalikannya: baca alasannya terlebih dahulu\. Buka formulir Tahap 1$/,
    )
    expect(within(items[0]!).getByRole('link', { name: 'Buka formulir Tahap 1' })).toHaveAttribute(
      'href',
      '/innovation-award/participant/proposal/1/prop-1/entry',
    )
    expect(items[1]).toHaveTextContent(
      'Bagikan kode tim Anda PMP-4821 kepada rekan kerja Anda (maksimal 5 anggota).',
    )
    expect(items[2]).toHaveTextContent('Setiap anggota memilih ukuran kaos untuk innovation camp.')
  })

  it('with nothing to do it names the next period, and without a team it asks for one', async () => {
    await indonesian()
    const idle = nextSteps({
      ...input(2, true),
      proposals: [],
      team: { ...input(2, true).team!, members: [{ shirtSize: 'M' }, { shirtSize: 'L' }] },
    })
    expect(idle.map((s) => s.text)).toEqual([
      expect.stringMatching(
        /^Tidak ada yang perlu Anda lakukan saat ini\. Berikutnya: Periode 3, mulai \d\d \w{3} 2026\.$/,
      ),
    ])
    // Out with no proposal once the Phase 1 results are out: told so, not asked for sizes, nor to
    // bring colleagues into a team with nothing left to take part in.
    const out = {
      ...input(3, true),
      proposals: [],
      publications: [{ year: 2026, phase: 1 as const, publishedAt: iso(-1) }],
    }
    expect(nextSteps(out)).toEqual([])
    expect(awardResults(out)).toEqual([
      'Hasil Tahap 1 sudah diumumkan dan tim Anda tidak memiliki proposal tahun ini: tidak ada lagi yang menunggu tim Anda dalam penghargaan tahun ini.',
    ])
    expect(nextSteps({ ...input(1, true), team: null })).toEqual([
      { text: 'Buat tim atau gabung ke tim dengan kode timnya.' },
    ])
  })
})

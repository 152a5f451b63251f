import { QueryClientProvider } from '@tanstack/react-query'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { galleryQueries } from '@/features/gallery/api'
import { EarlierWinners } from '@/features/gallery/components/earlier-winners'
import type { GalleryItem, GalleryYearWinners } from '@/features/gallery/schemas'
import { activateLanguage } from '@/i18n'
import { createQueryClient } from '@/lib/query-client'
import { render } from '@/testing/test-utils'

const indonesian = () => act(() => activateLanguage('id'))

const winner = (id: string, rank: number, phase: number): GalleryItem => ({
  id,
  year: 2025,
  category: 2,
  title: `Proposal ${id}`,
  phase,
  teamName: `Tim ${id}`,
  unit: 'Operasi',
  winnerRank: rank,
  poster: null,
})

const YEARS: GalleryYearWinners[] = [
  { year: 2025, winners: [winner('a', 1, 3), winner('b', 4, 3)] },
  { year: 2024, winners: [] },
]

function renderEarlier(chosen: number | null) {
  const client = createQueryClient({ retry: false })
  // The gallery's answer is already here: the test reads how it is shown, not how it is fetched.
  client.setQueryData(galleryQueries.earlierWinners(2026).queryKey, YEARS)
  let picked: number | null = null
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <EarlierWinners
          year={2026}
          chosen={chosen}
          onChoose={(year) => (picked = year)}
          linkTo={(id) => `/gallery/${id}`}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return { ...view, picked: () => picked }
}

describe('the gallery in Bahasa Indonesia', () => {
  it("earlier years' winners: heading, count, places, stage and category", async () => {
    renderEarlier(null)
    expect(screen.getByRole('heading', { name: 'Winners of earlier years' })).toBeInTheDocument()
    await indonesian()
    expect(
      screen.getByRole('heading', { name: 'Pemenang tahun-tahun sebelumnya' }),
    ).toBeInTheDocument()
    expect(screen.getByText('2 pemenang pada tahun 2025')).toBeInTheDocument()
    expect(screen.getByText('Juara 1')).toBeInTheDocument()
    expect(screen.getByText('Juara 4')).toBeInTheDocument()
    expect(screen.getAllByText('Finalis')).toHaveLength(2)
    expect(screen.getAllByText('Proses')).toHaveLength(2)
  })

  it('a year without winners says so, and the year is chosen by its label', async () => {
    await indonesian()
    const user = userEvent.setup()
    const view = renderEarlier(2024)
    expect(
      screen.getByText('Belum ada pemenang yang dipublikasikan untuk tahun 2024'),
    ).toBeInTheDocument()
    await user.selectOptions(screen.getByLabelText('Tahun'), '2025')
    expect(view.picked()).toBe(2025)
  })
})

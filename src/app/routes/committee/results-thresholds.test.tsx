import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { SEEDED } from '@/demo/db/seed'
import { demoStore, SEED_NOW, server } from '@/testing/demo-server'
import { renderRoute } from '@/testing/test-utils'
import { activateLanguage } from '@/i18n'
import { offContractAnswer } from '@/testing/fake-answers'

const LAST = new Date(SEED_NOW).getUTCFullYear() - 1

/** The committee's results of last year, unpublished: the form of Phase 1's thresholds. */
async function openThresholds() {
  demoStore.mutate((db) => {
    db.resultPublications = []
  })
  const { user } = renderRoute(`/innovation-award/commitee/vote-result?year=${LAST}`, {
    as: SEEDED.committee,
  })
  const form = await screen.findByRole(
    'form',
    { name: 'Normalisation thresholds of Phase 1' },
    { timeout: 15_000 },
  )
  return { user, form }
}

describe('normalisation thresholds on the results screen', () => {
  it('shows the phase’s thresholds; saving new ones recomputes the results, their explanations and the “how” panel', async () => {
    // Last year's Phase 1 before publication: each judge scored two proposals.
    demoStore.mutate((db) => {
      db.resultPublications = []
    })
    const user = userEvent.setup()
    renderRoute(`/innovation-award/commitee/vote-result?year=${LAST}`, { as: SEEDED.committee })
    const form = await screen.findByRole(
      'form',
      { name: 'Normalisation thresholds of Phase 1' },
      { timeout: 15_000 },
    )
    const min = within(form).getByRole('textbox', { name: 'Minimum scores per judge' })
    const floor = within(form).getByRole('textbox', { name: 'Spread floor' })
    await waitFor(() => expect(min).toHaveValue('3'))
    expect(floor).toHaveValue('0.25')
    expect(
      await screen.findByRole('table', { name: "Each judge's submitted scores in Phase 1" }),
    ).toHaveTextContent(/Hendra Gunawan\s*2\s*5\.63\s*0\.42\s*No: fewer than 3 scores/)

    await user.clear(min)
    await user.type(min, '1')
    await user.click(within(form).getByRole('button', { name: 'Save thresholds' }))
    expect(await within(form).findByText('Enter a whole number from 2 to 20.')).toBeInTheDocument()

    await user.clear(min)
    await user.type(min, '2')
    await user.click(within(form).getByRole('button', { name: 'Save thresholds' }))
    expect(
      await screen.findByText(
        `The Phase 1 thresholds of ${LAST} are saved: the results are computed with them.`,
      ),
    ).toBeInTheDocument()
    expect(demoStore.db.judgingSettings).toEqual([
      expect.objectContaining({ year: LAST, phase: 1, minScores: 2, sdFloor: 0.25 }),
    ])
    // The results follow: Hendra (two scores, spread 0.42 above 0.25) now counts, and the panel cites the new minimum.
    await waitFor(() =>
      expect(
        screen.getByRole('table', { name: "Each judge's submitted scores in Phase 1" }),
      ).toHaveTextContent(/Hendra Gunawan\s*2\s*5\.63\s*0\.42\s*Yes/),
    )
    expect(
      screen.getByText(
        /used only when the judge submitted at least 2 scores in the phase and the judge’s spread is above 0\.25/,
      ),
    ).toBeInTheDocument()
  })

  it('shows the spread floor with a decimal point in English and saves what is typed with one', async () => {
    const { user, form } = await openThresholds()
    const floor = within(form).getByRole('textbox', { name: 'Spread floor' })
    await waitFor(() => expect(floor).toHaveValue('0.25'))
    expect(floor).toHaveAccessibleDescription(/\(default 0\.25\)/)
    await user.clear(floor)
    await user.type(floor, '0.3')
    await user.click(within(form).getByRole('button', { name: 'Save thresholds' }))
    await screen.findByText(
      `The Phase 1 thresholds of ${LAST} are saved: the results are computed with them.`,
    )
    expect(demoStore.db.judgingSettings).toEqual([
      expect.objectContaining({ year: LAST, phase: 1, minScores: 3, sdFloor: 0.3 }),
    ])
    expect(floor).toHaveValue('0.3')
  })

  it('shows the spread floor with a decimal comma in Bahasa Indonesia, as its hint, and saves what is typed with one', async () => {
    demoStore.mutate((db) => {
      db.resultPublications = []
    })
    const { user } = renderRoute(`/innovation-award/commitee/vote-result?year=${LAST}`, {
      as: SEEDED.committee,
    })
    await screen.findByRole(
      'form',
      { name: 'Normalisation thresholds of Phase 1' },
      { timeout: 15_000 },
    )
    await act(() => activateLanguage('id'))
    const form = await screen.findByRole('form', { name: 'Ambang normalisasi Tahap 1' })
    const floor = within(form).getByRole('textbox', { name: 'Batas bawah sebaran' })
    await waitFor(() => expect(floor).toHaveValue('0,25'))
    expect(floor).toHaveAccessibleDescription(/\(bawaan 0,25\)/)

    // Not a number: the field says so in Indonesian, and keeps what was typed.
    await user.clear(floor)
    await user.type(floor, '0,2,5')
    await user.click(within(form).getByRole('button', { name: 'Simpan ambang' }))
    expect(
      await within(form).findByText(
        'Masukkan angka dari 0 sampai 3, dengan paling banyak dua desimal.',
      ),
    ).toBeInTheDocument()
    expect(floor).toHaveValue('0,2,5')
    expect(demoStore.db.judgingSettings ?? []).toEqual([])

    await user.clear(floor)
    await user.type(floor, '0,3')
    await user.click(within(form).getByRole('button', { name: 'Simpan ambang' }))
    await screen.findByText(
      `Ambang Tahap 1 tahun ${LAST} tersimpan: hasil dihitung dengan ambang ini.`,
    )
    expect(demoStore.db.judgingSettings).toEqual([
      expect.objectContaining({ year: LAST, phase: 1, minScores: 3, sdFloor: 0.3 }),
    ])
    expect(floor).toHaveValue('0,3')
  })

  it('keeps what was typed in a threshold when the language changes, and shows the others in the new notation', async () => {
    const { user, form } = await openThresholds()
    const min = within(form).getByRole('textbox', { name: 'Minimum scores per judge' })
    const floor = within(form).getByRole('textbox', { name: 'Spread floor' })
    await waitFor(() => expect(floor).toHaveValue('0.25'))
    await user.clear(min)
    await user.type(min, '4')
    await act(() => activateLanguage('id'))
    await waitFor(() => expect(floor).toHaveValue('0,25'))
    expect(min).toHaveValue('4')
  })

  it('says why the thresholds of a published phase can no longer change', async () => {
    renderRoute(`/innovation-award/commitee/vote-result?year=${LAST}`, { as: SEEDED.committee })
    const form = await screen.findByRole(
      'form',
      { name: 'Normalisation thresholds of Phase 1' },
      { timeout: 15_000 },
    )
    expect(
      await within(form).findByText(
        /^The Phase 1 results were published on .*can no longer change\.$/,
      ),
    ).toBeInTheDocument()
    expect(within(form).getByRole('textbox', { name: 'Minimum scores per judge' })).toBeDisabled()
    expect(within(form).queryByRole('button', { name: 'Save thresholds' })).not.toBeInTheDocument()
  })

  it('says when the thresholds cannot be loaded, and the results still cite the ones they used', async () => {
    server.use(
      http.get(
        '*/api/judging/settings',
        offContractAnswer(() => HttpResponse.json({ title: 'Down' }, { status: 503 })),
      ),
    )
    renderRoute(`/innovation-award/commitee/vote-result?year=${LAST}`, { as: SEEDED.committee })
    expect(
      await screen.findByText(
        'The thresholds could not be loaded; the results below show the ones they were computed with.',
      ),
    ).toBeInTheDocument()
    expect(
      screen.queryByRole('form', { name: 'Normalisation thresholds of Phase 1' }),
    ).not.toBeInTheDocument()
    expect(
      await screen.findByText(/used only when the judge submitted at least 3 scores in the phase/),
    ).toBeInTheDocument()
  })
})

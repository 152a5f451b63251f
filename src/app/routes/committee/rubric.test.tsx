import { screen, within } from '@testing-library/react'
import { SEEDED } from '@/demo/db/seed'
import { demoStore, SEED_NOW } from '@/testing/demo-server'
import { renderRoute } from '@/testing/test-utils'

const YEAR = new Date(SEED_NOW).getUTCFullYear()
const path = (phase: number, year = YEAR) =>
  `/innovation-award/commitee/rubric/${phase}?year=${year}`

describe('rubric editor', () => {
  it(
    'edits criteria, descriptions and weights that must add up to 100, and the scale',
    { timeout: 40_000 },
    async () => {
      const { user } = renderRoute(path(2), { as: SEEDED.committee })
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Rubric: Phase 2' }),
      ).toBeInTheDocument()
      const form = await screen.findByRole('form', { name: `Phase 2 rubric of ${YEAR}` })
      expect(within(form).getByRole('status')).toHaveTextContent('Weights add up to 100 of 100.')
      const weight = within(form).getByLabelText('Weight of criterion 3 (%)')
      await user.clear(weight)
      await user.type(weight, '5')
      expect(within(form).getByRole('status')).toHaveTextContent('Weights add up to 90 of 100.')
      await user.click(within(form).getByRole('button', { name: 'Save the rubric' }))
      expect(await within(form).findByText('The weights must add up to 100.')).toBeInTheDocument()

      await user.click(within(form).getByRole('button', { name: 'Add a criterion' }))
      await user.type(within(form).getByLabelText('Criterion 5'), 'Sustainability')
      await user.type(within(form).getByLabelText('Description of criterion 5'), 'Effects.')
      await user.clear(within(form).getByLabelText('Weight of criterion 5 (%)'))
      await user.type(within(form).getByLabelText('Weight of criterion 5 (%)'), '10')
      await user.clear(within(form).getByLabelText('Scale ends at'))
      await user.type(within(form).getByLabelText('Scale ends at'), '5')
      expect(within(form).getByRole('status')).toHaveTextContent('Weights add up to 100 of 100.')
      await user.click(within(form).getByRole('button', { name: 'Save the rubric' }))
      expect(
        await screen.findByText(
          `The Phase 2 rubric of ${YEAR} is saved. Score sheets follow it from now on.`,
        ),
      ).toBeInTheDocument()
      const saved = demoStore.db.rubrics.filter((c) => c.year === YEAR && c.phase === 2)
      expect(saved.map((c) => [c.name, c.weight, c.scaleMax])).toEqual([
        ['Progress and pilot results', 30, 5],
        ['Business case', 30, 5],
        ['Risk handling', 5, 5],
        ['Presentation', 25, 5],
        ['Sustainability', 10, 5],
      ])
    },
  )

  it('asks for a whole number where the scale would end at a fraction', async () => {
    const { user } = renderRoute(path(2), { as: SEEDED.committee })
    const form = await screen.findByRole('form', { name: `Phase 2 rubric of ${YEAR}` })
    const before = demoStore.db.rubrics.filter((c) => c.year === YEAR && c.phase === 2)
    await user.clear(within(form).getByLabelText('Scale ends at'))
    await user.type(within(form).getByLabelText('Scale ends at'), '4.5')
    await user.click(within(form).getByRole('button', { name: 'Save the rubric' }))
    expect(await within(form).findByText('Enter a whole number.')).toBeInTheDocument()
    expect(within(form).getByLabelText('Scale ends at')).toHaveAccessibleDescription(
      'Enter a whole number.',
    )
    expect(demoStore.db.rubrics.filter((c) => c.year === YEAR && c.phase === 2)).toEqual(before)
  })

  it('is locked, saying why, once a score of the phase is submitted', async () => {
    renderRoute(path(1, YEAR - 1), { as: SEEDED.committee })
    expect(await screen.findByText('The rubric is locked.')).toBeInTheDocument()
    expect(screen.getByText(/10 Phase 1 score sheets have been submitted in/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Save the rubric' })).not.toBeInTheDocument()
    expect(
      screen.getByRole('table', { name: 'Criteria of the Phase 1 rubric with their weights' }),
    ).toBeInTheDocument()
  })
})

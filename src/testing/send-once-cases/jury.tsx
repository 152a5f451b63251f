import { screen, within } from '@testing-library/react'
import { newAssignment } from '@/demo/db/records'
import { SEEDED } from '@/demo/db/seed'
import type { JuryDetailRecord } from '@/demo/db/types'
import { demoStore, resetDemoData, SEED_NOW } from '@/testing/demo-server'
import type { SendOnceCase } from '@/testing/double-submit'
import { renderRoute } from '@/testing/test-utils'

const YEAR = new Date(SEED_NOW).getUTCFullYear()
const AT = new Date(SEED_NOW).toISOString()
const sheet = (id: string) => demoStore.db.juryDetails.find((jd) => jd.id === id)!

/** Dewi Lestari's Phase 1 sheet of prop-104 in the scoring period, with `extra` (e.g. its scores). */
function phase1Sheet(extra: Partial<JuryDetailRecord> = {}): string {
  resetDemoData({ activeIndex: 1 })
  const id = 'jd-send-once'
  demoStore.mutate((db) => {
    db.juryDetails.push({
      ...newAssignment(
        { year: YEAR, phase: 1, proposalId: 'prop-104', juryId: SEEDED.jury },
        AT,
        SEEDED.committee,
      ),
      id,
      ...extra,
    })
  })
  return id
}
const sheetPath = (id: string) => `/innovation-award/jury/proposal/prop-104/${id}?year=${YEAR}`

/** The jury's actions: submitting a score sheet (the full sheet and the grand-final card) and declaring a conflict. */
export const JURY_CASES: SendOnceCase[] = [
  {
    name: 'submit a score sheet',
    hook: 'useSubmitSheet',
    site: 'src/features/scoring/use-sheet-form.ts',
    request: ['post', '/score/:juryDetailId/submit'],
    arrange: async () => {
      const id = phase1Sheet({
        status: 'Draft',
        scores: [1, 2, 3, 4].map((i) => ({ criterionId: `crit-1-${i}`, score: 8, comment: '' })),
        overallComment: 'Solid community case.',
      })
      const { user } = renderRoute(sheetPath(id), { as: SEEDED.jury })
      return { user, button: await screen.findByRole('button', { name: 'Submit scores' }) }
    },
    confirm: true,
    done: async () => {
      await screen.findByText(/You submitted these scores on/)
      expect(sheet('jd-send-once').status).toBe('Submitted')
    },
  },
  {
    name: 'submit a grand-final card',
    hook: 'useSubmitSheet',
    site: 'src/features/scoring/use-sheet-form.ts',
    request: ['post', '/score/:juryDetailId/submit'],
    arrange: async () => {
      resetDemoData({ activeIndex: 4 })
      demoStore.mutate((db) => {
        for (const id of ['prop-101', 'prop-102', 'prop-104']) {
          db.proposals.find((p) => p.id === id)!.phase = 3
          db.juryDetails.push({
            ...newAssignment(
              { year: YEAR, phase: 3, proposalId: id, juryId: SEEDED.jury },
              AT,
              SEEDED.committee,
            ),
            id: `jd-final-${id}`,
          })
        }
      })
      const { user } = renderRoute(`/innovation-award/jury/newscore/${SEEDED.jury}?year=${YEAR}`, {
        as: SEEDED.jury,
      })
      await screen.findByRole('heading', { level: 1, name: 'Grand final scoring' })
      const card = await screen.findByRole('region', {
        name: '2. Predictive maintenance for pumping stations',
      })
      for (const [criterion, score] of [
        [/Impact/, '9'],
        [/Scalability/, '7'],
        [/Presentation and answers/, '8'],
      ] as const) {
        await user.click(
          within(within(card).getByRole('group', { name: criterion })).getByRole('radio', {
            name: score,
          }),
        )
      }
      return { user, button: within(card).getByRole('button', { name: 'Submit' }) }
    },
    confirm: true,
    done: async () => {
      await screen.findByText('Done 1 of 3')
      expect(sheet('jd-final-prop-101').status).toBe('Submitted')
    },
  },
  {
    name: 'declare a conflict of interest',
    hook: 'useDeclareConflict',
    site: 'src/features/scoring/components/declare-conflict.tsx',
    request: ['post', '/score/:juryDetailId/conflict'],
    arrange: async () => {
      const id = phase1Sheet()
      const { user } = renderRoute(sheetPath(id), { as: SEEDED.jury })
      await user.click(
        await screen.findByRole('button', { name: 'Declare a conflict of interest' }),
      )
      const dialog = await screen.findByRole('dialog', { name: 'Declare a conflict of interest' })
      await user.type(
        within(dialog).getByLabelText('Reason (required)'),
        'My brother leads this team.',
      )
      return { user, button: within(dialog).getByRole('button', { name: 'Declare the conflict' }) }
    },
    done: async () => {
      await screen.findByText(
        'Your conflict of interest with "Village solar microgrid with local cooperatives" is recorded. The committee will assign another judge.',
      )
      expect(demoStore.db.declaredConflicts ?? []).toHaveLength(1)
    },
  },
]

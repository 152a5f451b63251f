import { screen, waitFor, within } from '@testing-library/react'
import { proposalActions, type EntryPhase, type ProposalAction } from '@/domain/award'
import {
  offeredIn,
  STATE_CASES,
  type PeriodCase,
  type RoleCase,
  type StateCase,
} from '@/domain/award/lifecycle.table'
import { demoStore } from '@/testing/demo-server'
import { arrange, CALLERS, ID, PEOPLE } from '@/testing/lifecycle-cases'
import { renderRoute } from '@/testing/test-utils'

/**
 * The screens offer what the lifecycle table offers (domain/award/lifecycle.table.ts, the same table
 * and cases as the demo-API test src/demo/handlers/lifecycle-api.test.ts): the entry screen lets the
 * person write and finalize exactly when the table says, and otherwise shows the lifecycle module's
 * reason; the committee's review screen offers approve, return and advance exactly when the table
 * does (advance as an override, named so on its confirmation, when the table offers only that). Each state is shown in the period its entry is written in, and to the leader also in a
 * period where it is closed (the API test covers every period and role).
 */

const FIRST_FIELD: Record<EntryPhase, string> = {
  1: 'Background and problem',
  2: 'Progress since Phase 1',
}
const entryPhaseOf = (state: StateCase): EntryPhase => (state.stage === 1 ? 1 : 2)

function verdicts(state: StateCase, role: RoleCase) {
  const year = String(new Date().getUTCFullYear())
  return proposalActions({
    periods: demoStore.db.periods.filter((p) => p.year === year),
    now: Date.now(),
    person: PEOPLE[role],
    proposal: { stage: state.stage, status1: state.status1, status2: state.status2 },
    progress: state.scores,
  })
}

async function entryScreenOffers(
  state: StateCase,
  role: RoleCase,
  period: PeriodCase,
): Promise<string[]> {
  const phase = entryPhaseOf(state)
  demoStore.mutate((db) => arrange(db, period, state))
  const verdict = verdicts(state, role)
  const edit = `edit${phase}` as ProposalAction
  const finalize = `finalize${phase}` as ProposalAction
  const { unmount } = renderRoute(`/innovation-award/participant/proposal/${phase}/${ID}/entry`, {
    as: CALLERS[role],
  })
  const problems: string[] = []
  const editVerdict = verdict[edit]
  if (editVerdict.ok) await screen.findByLabelText(FIRST_FIELD[phase])
  else if (!(await screen.findAllByText(editVerdict.reason, { exact: false })).length)
    problems.push(`${role}: no reason shown`)
  const offered = offeredIn(state.name, role, period)
  const canEdit = !!screen.queryByLabelText(FIRST_FIELD[phase])
  const canFinalize = !!screen.queryByRole('button', { name: `Finalize Phase ${phase} entry` })
  if (canEdit !== offered.includes(edit))
    problems.push(
      `${role} in period ${period}: ${canEdit ? 'can' : 'cannot'} write, the table says otherwise`,
    )
  if (canFinalize !== offered.includes(finalize))
    problems.push(
      `${role} in period ${period}: finalize ${canFinalize ? 'offered' : 'not offered'}, the table says otherwise`,
    )
  unmount()
  return problems
}

describe('the screens offer what the lifecycle table offers', () => {
  it.each(STATE_CASES.map((state) => [state.name, state] as const))(
    '%s: the entry screen, for the committee, the leader and a member',
    async (_name, state) => {
      const writingPeriod: PeriodCase = entryPhaseOf(state) === 1 ? 1 : 3
      const problems: string[] = []
      for (const role of ['committee', 'leader', 'member'] as const)
        problems.push(...(await entryScreenOffers(state, role, writingPeriod)))
      // A jury period: closed for the team.
      problems.push(...(await entryScreenOffers(state, 'leader', 2)))
      expect(problems).toEqual([])
    },
  )

  it.each(STATE_CASES.map((state) => [state.name, state] as const))(
    '%s: the committee’s review screen',
    async (_name, state) => {
      const phase = entryPhaseOf(state)
      demoStore.mutate((db) => arrange(db, 'none', state))
      const { user } = renderRoute(
        `/innovation-award/commitee/list-proposal/${phase}/proposal/${ID}`,
        { as: CALLERS.committee },
      )
      await screen.findByRole('link', { name: "Judges' scores" })
      const offered = offeredIn(state.name, 'committee', 'none')
      const advance = screen.queryByRole('button', { name: `Advance to Phase ${phase + 1}` })
      // Advance is offered whenever an override may advance the proposal; its confirmation is an override when the scores are not in.
      const shown = {
        [`approve${phase}`]: !!screen.queryByRole('button', { name: 'Approve' }),
        [`return${phase}`]: !!screen.queryByRole('button', { name: 'Return to team' }),
        advanceOverride: !!advance,
      }
      const reviewActions = [`approve${phase}`, `return${phase}`, 'advanceOverride']
      expect(
        Object.entries(shown)
          .filter(([, on]) => on)
          .map(([action]) => action)
          .sort(),
      ).toEqual(offered.filter((a) => reviewActions.includes(a)).sort())
      if (advance) {
        await waitFor(() => expect(advance).toBeEnabled())
        await user.click(advance)
        const dialog = await screen.findByRole('dialog', { name: 'Advance' })
        // Advancing without all the scores is an override, and the confirmation asks for it.
        if (offered.includes('advance')) expect(dialog).not.toHaveTextContent('Override')
        else expect(dialog).toHaveTextContent('Override, and go on with advancing it?')
        expect(within(dialog).getByRole('button', { name: 'YES' })).toBeInTheDocument()
      }
    },
  )
})

import { screen, within } from '@testing-library/react'
import { SEEDED } from '@/demo/db/seed'
import type { PhaseNumber } from '@/demo/db/types'
import { demoStore, resetDemoData, SEED_NOW } from '@/testing/demo-server'
import { testSheet, turnOnBlindJudging } from '@/testing/score-sheets'
import { renderRoute } from '@/testing/test-utils'

const YEAR = new Date(SEED_NOW).getUTCFullYear()
const HIDDEN = 'Hidden team (blind judging)'

function assign(proposalId: string, phase: PhaseNumber) {
  demoStore.mutate((db) => {
    if (phase === 3) db.proposals.find((p) => p.id === proposalId)!.phase = 3
    db.juryDetails.push(testSheet({ id: `jd-blind-${proposalId}`, year: YEAR, phase, proposalId }))
  })
}

/** Every team and unit name of the proposals on screen, none of which a judge may see under blind judging. */
function expectNoTeamOf(proposalIds: string[]) {
  const text = document.body.textContent ?? ''
  for (const id of proposalIds) {
    const proposal = demoStore.db.proposals.find((p) => p.id === id)!
    const team = demoStore.db.teams.find((t) => t.id === proposal.teamId)!
    expect(text).toContain(proposal.title)
    expect(text).not.toContain(team.name)
    expect(text).not.toContain(team.unit)
  }
}

describe('what a judge sees under blind judging', () => {
  it('the assignment list of the jury home shows no team', async () => {
    resetDemoData({ activeIndex: 1 })
    assign('prop-104', 1)
    assign('prop-108', 1)
    turnOnBlindJudging(YEAR, 1)
    renderRoute(`/innovation-award/jury?year=${YEAR}`, { as: SEEDED.jury })
    const table = await screen.findByRole('table', { name: 'My Phase 1 assignments' })
    expect(within(table).getAllByText(HIDDEN)).toHaveLength(2)
    expectNoTeamOf(['prop-104', 'prop-108'])
  })

  it('the score recap shows no team, also for a phase already scored', async () => {
    resetDemoData({ activeIndex: 1 })
    turnOnBlindJudging(YEAR - 1, 1)
    renderRoute(`/innovation-award/jury/score/1/${SEEDED.jury}?year=${YEAR - 1}`, {
      as: SEEDED.jury,
    })
    const table = await screen.findByRole('table', {
      name: 'Phase 1 scores per proposal and criterion',
    })
    expect(within(table).getAllByText(new RegExp(HIDDEN.replace(/[()]/g, '\\$&')))).toHaveLength(2)
    expectNoTeamOf(['prop-011', 'prop-012'])
  })

  it('the grand-final sheet shows no team', async () => {
    resetDemoData({ activeIndex: 4 })
    assign('prop-101', 3)
    assign('prop-104', 3)
    turnOnBlindJudging(YEAR, 3)
    renderRoute(`/innovation-award/jury/newscore/${SEEDED.jury}?year=${YEAR}`, { as: SEEDED.jury })
    expect(await screen.findAllByText(new RegExp(HIDDEN.replace(/[()]/g, '\\$&')))).toHaveLength(2)
    expectNoTeamOf(['prop-101', 'prop-104'])
  })
})

import type { CriterionScoreRecord, JuryDetailRecord, PhaseNumber, RubricCriterionRecord } from '@/demo/db/types'

/** The rubric of each phase, as on the assessment rubrics page (src/demo/server/files/assessment-rubrics.html). */
const RUBRIC: Array<[phase: PhaseNumber, name: string, weight: number, description: string]> = [
  [1, 'Problem and relevance', 20, 'How real and important the problem is for the company, its customers or its communities.'],
  [1, 'Novelty', 25, 'How new the idea is here: not done by another unit, not a copy of a known product.'],
  [1, 'Expected benefit', 30, 'The size and credibility of the yearly value and the other benefits claimed.'],
  [1, 'Feasibility', 25, 'Whether the team can pilot it with the people, money and time it asks for.'],
  [2, 'Progress and pilot results', 30, 'What the team has built and measured since Phase 1, and how convincing the pilot is.'],
  [2, 'Business case', 30, 'Investment, yearly benefit and payback: realistic, sourced and checked with finance.'],
  [2, 'Risk handling', 15, 'The main risks are named, with an owner and a way to reduce each.'],
  [2, 'Presentation', 25, 'Clear story, good use of the presentation template, answers within the time.'],
  [3, 'Impact', 40, 'The value to the company and its communities once rolled out.'],
  [3, 'Scalability', 30, 'How far it can spread to other units and sites, and at what cost.'],
  [3, 'Presentation and answers', 30, 'The grand-final pitch and how well the team answers the jury.'],
]

export function seedRubrics(): RubricCriterionRecord[] {
  const order: Record<number, number> = {}
  return RUBRIC.map(([phase, name, weight, description]) => {
    order[phase] = (order[phase] ?? 0) + 1
    return { id: `crit-${phase}-${order[phase]}`, phase, order: order[phase]!, name, description, weight }
  })
}

const juror = (suffix: string) => `c0a80001-0000-4000-8000-0000000000${suffix}`
const COMMITTEE = juror('01')

/**
 * Last year's finished scoring, so the results screens have data: Dewi Lestari (11) and Rina
 * Kartika (13) score in every phase, Hendra Gunawan (14) is the harsh one. No judge is from the
 * teams' units (Operasi, Pemasaran). This year starts with no assignments: the committee assigns.
 */
export function seedLastYearScores(lastYear: number): JuryDetailRecord[] {
  const sheets: Array<[proposalId: string, phase: PhaseNumber, jury: string, scores: number[], comment: string]> = [
    ['prop-011', 1, '11', [8, 7, 9, 8], 'Clear problem, strong savings case.'],
    ['prop-011', 1, '13', [9, 8, 9, 7], 'Sensors are proven; integration is the risk.'],
    ['prop-011', 1, '14', [6, 5, 7, 6], 'Good, but the benefit needs evidence.'],
    ['prop-012', 1, '11', [7, 8, 6, 8], 'Simple to start, benefit smaller than claimed.'],
    ['prop-012', 1, '13', [8, 9, 7, 9], 'Modern approach, easy pilot.'],
    ['prop-012', 1, '14', [5, 6, 4, 6], 'Needs a sharper business case.'],
    ['prop-011', 2, '11', [9, 8, 7, 8], 'Pilot found three real leaks in a month.'],
    ['prop-011', 2, '13', [8, 8, 8, 9], 'Convincing numbers, good presentation.'],
    ['prop-012', 2, '11', [6, 6, 7, 7], 'Pilot ran, but adoption was low.'],
    ['prop-012', 2, '13', [7, 6, 6, 8], 'Nice demo; payback not yet clear.'],
    ['prop-011', 3, '11', [9, 8, 9], 'Ready to scale to all stations.'],
    ['prop-011', 3, '13', [9, 9, 8], 'Best pitch of the final.'],
    ['prop-011', 3, '14', [7, 7, 8], 'Solid answers to the jury.'],
  ]
  const dayOf: Record<PhaseNumber, number> = { 1: Date.UTC(lastYear, 3, 10), 2: Date.UTC(lastYear, 5, 10), 3: Date.UTC(lastYear, 6, 10) }
  return sheets.map(([proposalId, phase, jury, values, comment], index) => {
    const at = new Date(dayOf[phase] + index * 3600_000).toISOString()
    const scores: CriterionScoreRecord[] = values.map((score, i) => ({ criterionId: `crit-${phase}-${i + 1}`, score, comment: '' }))
    return {
      id: `jd-${lastYear}-${phase}-${proposalId}-${jury}`,
      year: lastYear,
      phase,
      proposalId,
      juryId: juror(jury),
      status: 'Submitted',
      removed: false,
      scores,
      overallComment: comment,
      version: 2,
      assignedAt: new Date(dayOf[phase] - 5 * 86_400_000).toISOString(),
      assignedById: COMMITTEE,
      updatedAt: at,
      submittedAt: at,
    }
  })
}

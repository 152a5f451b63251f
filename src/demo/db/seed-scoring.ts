import type {
  CriterionScoreRecord,
  JuryDetailRecord,
  PhaseNumber,
  RubricCriterionRecord,
} from '@/demo/db/types'

/** The rubric of each phase, as on the assessment rubrics page (src/demo/server/files/assessment-rubrics.html). */
const RUBRIC: Array<[phase: PhaseNumber, name: string, weight: number, description: string]> = [
  [
    1,
    'Problem and relevance',
    20,
    'How real and important the problem is for the company, its customers or its communities.',
  ],
  [
    1,
    'Novelty',
    25,
    'How new the idea is here: not done by another unit, not a copy of a known product.',
  ],
  [
    1,
    'Expected benefit',
    30,
    'The size and credibility of the yearly value and the other benefits claimed.',
  ],
  [
    1,
    'Feasibility',
    25,
    'Whether the team can pilot it with the people, money and time it asks for.',
  ],
  [
    2,
    'Progress and pilot results',
    30,
    'What the team has built and measured since Phase 1, and how convincing the pilot is.',
  ],
  [
    2,
    'Business case',
    30,
    'Investment, yearly benefit and payback: realistic, sourced and checked with finance.',
  ],
  [2, 'Risk handling', 15, 'The main risks are named, with an owner and a way to reduce each.'],
  [
    2,
    'Presentation',
    25,
    'Clear story, good use of the presentation template, answers within the time.',
  ],
  [3, 'Impact', 40, 'The value to the company and its communities once rolled out.'],
  [3, 'Scalability', 30, 'How far it can spread to other units and sites, and at what cost.'],
  [
    3,
    'Presentation and answers',
    30,
    'The grand-final pitch and how well the team answers the jury.',
  ],
]

export function seedRubrics(): RubricCriterionRecord[] {
  const order: Record<number, number> = {}
  return RUBRIC.map(([phase, name, weight, description]) => {
    order[phase] = (order[phase] ?? 0) + 1
    return {
      id: `crit-${phase}-${order[phase]}`,
      phase,
      order: order[phase]!,
      name,
      description,
      weight,
    }
  })
}

const juror = (suffix: string) => `c0a80001-0000-4000-8000-0000000000${suffix}`
const COMMITTEE = juror('01')

/**
 * Last year's finished scoring, so the results screens have data: Dewi Lestari (11) and Rina
 * Kartika (13) score Pompa Pintar's and Suara Pelanggan's proposals in every phase, Hendra Gunawan (14)
 * is the harsh one; Agus Santoso (12) and Maya Sari (15) score Desa Berdaya's and Rantai Cepat's.
 * No judge is from the teams' units. Each phase ranks Leak detection, Solar water pumps, Safe-route
 * training, then the chat assistant (a semi-finalist only), so the grand final ranks the three
 * winners as marked. This year starts with no assignments: the committee assigns.
 */
export function seedLastYearScores(lastYear: number): JuryDetailRecord[] {
  const sheets: SeedSheet[] = [
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
    ['prop-013', 1, '12', [7, 7, 7, 8], 'A real need, close to our sites.'],
    ['prop-013', 1, '15', [8, 7, 7, 7], 'Cooperative ownership makes it last.'],
    ['prop-014', 1, '12', [7, 7, 6, 8], 'Cheap to run, clear safety benefit.'],
    ['prop-014', 1, '15', [7, 7, 7, 7], 'The near-miss map is the new part.'],
    ['prop-013', 2, '12', [8, 8, 7, 8], 'Four pumps running; diesel use down by two thirds.'],
    ['prop-013', 2, '15', [8, 7, 8, 8], 'Good numbers from the pilot villages.'],
    ['prop-014', 2, '12', [7, 7, 8, 7], 'Sixty drivers trained, fewer incidents at the gate.'],
    ['prop-014', 2, '15', [7, 7, 7, 8], 'Clear risks and owners.'],
    ['prop-013', 3, '12', [8, 8, 8], 'Ready for ten more villages.'],
    ['prop-013', 3, '15', [8, 8, 7], 'Strong community story.'],
    ['prop-014', 3, '12', [7, 7, 8], 'Simple and useful.'],
    ['prop-014', 3, '15', [7, 8, 7], 'Good answers on scale.'],
  ]
  const dayOf: Record<PhaseNumber, number> = {
    1: Date.UTC(lastYear, 3, 10),
    2: Date.UTC(lastYear, 5, 10),
    3: Date.UTC(lastYear, 6, 10),
  }
  return submittedSheets(lastYear, sheets, dayOf)
}

/** One submitted score sheet: the proposal, the phase, the judge's id suffix, a score per criterion and the comment. */
export type SeedSheet = [
  proposalId: string,
  phase: PhaseNumber,
  jury: string,
  scores: number[],
  comment: string,
]

/** Submitted sheets of a year, the nth an hour after the one before from its phase's day. */
export function submittedSheets(
  year: number,
  sheets: SeedSheet[],
  dayOf: Partial<Record<PhaseNumber, number>>,
): JuryDetailRecord[] {
  return sheets.map(([proposalId, phase, jury, values, comment], index) => {
    const day = dayOf[phase] ?? 0
    const at = new Date(day + index * 3600_000).toISOString()
    const scores: CriterionScoreRecord[] = values.map((score, i) => ({
      criterionId: `crit-${phase}-${i + 1}`,
      score,
      comment: '',
    }))
    return {
      id: `jd-${year}-${phase}-${proposalId}-${jury}`,
      year,
      phase,
      proposalId,
      juryId: juror(jury),
      status: 'Submitted',
      removed: false,
      scores,
      overallComment: comment,
      version: 2,
      assignedAt: new Date(day - 5 * 86_400_000).toISOString(),
      assignedById: COMMITTEE,
      updatedAt: at,
      submittedAt: at,
    }
  })
}

/**
 * This year's Phase 1 scoring, once the demo is seeded in Phase 2 or later: Dewi Lestari (11),
 * Hendra Gunawan (14) and Maya Sari (15) scored three proposals each, none of their own unit;
 * the three that advanced lead, "Pay-per-use analytics" stayed behind.
 */
export const THIS_YEAR_PHASE1: SeedSheet[] = [
  ['prop-101', 1, '11', [9, 8, 8, 8], 'Clear failure data; the warning window is convincing.'],
  ['prop-101', 1, '15', [8, 8, 9, 7], 'Big savings if the model holds.'],
  ['prop-102', 1, '11', [8, 7, 8, 8], 'Branch managers will use it on day one.'],
  ['prop-102', 1, '14', [7, 7, 7, 8], 'Data access is the risk.'],
  ['prop-104', 1, '14', [8, 8, 7, 7], 'Strong community case.'],
  ['prop-104', 1, '15', [8, 9, 7, 7], 'New for us; the cooperatives make it last.'],
  ['prop-108', 1, '11', [6, 7, 6, 6], 'Who would buy it is not shown.'],
  ['prop-108', 1, '14', [5, 6, 6, 6], 'Legal questions on selling data are open.'],
  ['prop-108', 1, '15', [6, 6, 7, 5], 'Interesting, but too early.'],
]

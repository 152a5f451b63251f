import { periodNoticesDue, planStart } from '@/domain/award'
import { PERIOD_NAMES } from '@/domain/award/lifecycle.table'
import { seedActivities } from '@/demo/db/seed-activity'
import type {
  DemoDb,
  InnovationUpdateRecord,
  DirectoryPerson,
  EntryStatus,
  InitiativeRecord,
  PeriodRecord,
  PhaseEntryRecord,
  ProposalRecord,
  RoleName,
  ShirtSize,
  TeamRecord,
  UserRecord,
} from '@/demo/db/types'
import { SEED_COMMITTEE, seedEntry } from '@/demo/db/seed-entry'
import { seedVotesAndFeedback } from '@/demo/db/seed-votes-feedback'
import { seedLastYearScores, seedRubrics } from '@/demo/db/seed-scoring'
import { addShowcase, phase1Published, THIS_YEAR_SEMI_FINALISTS } from '@/demo/db/seed-showcase'

const DAY = 24 * 60 * 60 * 1000

const PEOPLE: Array<[id: string, name: string, unit: string, jobTitle: string]> = [
  [
    'c0a80001-0000-4000-8000-000000000001',
    'Siti Rahmawati',
    'Divisi Strategi & Inovasi',
    'Innovation Program Lead',
  ],
  [
    'c0a80001-0000-4000-8000-000000000002',
    'Bambang Wijaya',
    'Divisi Strategi & Inovasi',
    'Innovation Officer',
  ],
  ['c0a80001-0000-4000-8000-000000000011', 'Dewi Lestari', 'Divisi Keuangan', 'VP Finance'],
  ['c0a80001-0000-4000-8000-000000000012', 'Agus Santoso', 'Divisi Operasi', 'VP Operations'],
  [
    'c0a80001-0000-4000-8000-000000000013',
    'Rina Kartika',
    'Divisi Teknologi Informasi',
    'Head of Digital',
  ],
  ['c0a80001-0000-4000-8000-000000000014', 'Hendra Gunawan', 'Divisi SDM', 'HR Business Partner'],
  ['c0a80001-0000-4000-8000-000000000015', 'Maya Sari', 'Divisi Pemasaran', 'Marketing Manager'],
  ['c0a80001-0000-4000-8000-000000000021', 'Andi Pratama', 'Divisi Operasi', 'Process Engineer'],
  ['c0a80001-0000-4000-8000-000000000022', 'Putri Ayu', 'Divisi Operasi', 'Maintenance Planner'],
  [
    'c0a80001-0000-4000-8000-000000000023',
    'Rizky Ramadhan',
    'Divisi Teknologi Informasi',
    'Software Engineer',
  ],
  [
    'c0a80001-0000-4000-8000-000000000024',
    'Fitri Handayani',
    'Divisi Teknologi Informasi',
    'Data Analyst',
  ],
  [
    'c0a80001-0000-4000-8000-000000000025',
    'Yoga Saputra',
    'Divisi Pemasaran',
    'Product Specialist',
  ],
  [
    'c0a80001-0000-4000-8000-000000000026',
    'Intan Permata',
    'Divisi Pemasaran',
    'Customer Experience Analyst',
  ],
  [
    'c0a80001-0000-4000-8000-000000000027',
    'Dimas Nugroho',
    'Regional Jawa Barat',
    'Area Supervisor',
  ],
  [
    'c0a80001-0000-4000-8000-000000000028',
    'Lestari Wulandari',
    'Regional Jawa Barat',
    'Community Officer',
  ],
  [
    'c0a80001-0000-4000-8000-000000000029',
    'Farhan Hidayat',
    'Divisi Keuangan',
    'Financial Analyst',
  ],
  ['c0a80001-0000-4000-8000-000000000030', 'Citra Anggraini', 'Divisi SDM', 'Learning Specialist'],
  [
    'c0a80001-0000-4000-8000-000000000031',
    'Bayu Firmansyah',
    'Regional Jawa Timur',
    'Logistics Coordinator',
  ],
  [
    'c0a80001-0000-4000-8000-000000000032',
    'Nurul Hasanah',
    'Regional Jawa Timur',
    'Safety Officer',
  ],
  // Directory people with no account yet: they sign in for the first time and register.
  ['c0a80001-0000-4000-8000-000000000041', 'Nadia Putri', 'Divisi Keuangan', 'Tax Analyst'],
  [
    'c0a80001-0000-4000-8000-000000000042',
    'Eko Prasetyo',
    'Regional Jawa Timur',
    'Fleet Supervisor',
  ],
  ['c0a80001-0000-4000-8000-000000000043', 'Wulan Sari', 'Divisi SDM', 'Recruiter'],
]

/** The seed's people: the demo's own cast, shown first on the demo sign-in page whatever else the directory holds. */
export const SEED_PEOPLE_IDS: ReadonlySet<string> = new Set(PEOPLE.map(([id]) => id))

const ROLES: Record<string, RoleName> = {
  '01': 'Commitee',
  '02': 'Commitee',
  '11': 'Jury',
  '12': 'Jury',
  '13': 'Jury',
  '14': 'Jury',
  '15': 'Jury',
}

const SIZES: ShirtSize[] = ['S', 'M', 'L', 'XL', 'XXL', 'M', 'L']

function emailOf(name: string): string {
  return `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@contoso-energi.co.id`
}

function phoneOf(index: number): string {
  return `08${String(1234567890 + index * 7919).slice(0, 10)}`
}

/** The six periods of this year in days from now: Phase 1 opened three weeks ago and closes in ten days; the rest follow. */
export const PERIOD_SPANS: ReadonlyArray<readonly [startDays: number, endDays: number]> = [
  [-21, 10],
  [11, 20],
  [21, 40],
  [41, 50],
  [51, 55],
  [56, 60],
]

function periodsOf(year: number, now: number, activeIndex: number | null): PeriodRecord[] {
  const planned = PERIOD_SPANS.map(([s, e], index) => ({
    id: `period-${year}-${index + 1}`,
    year: String(year),
    periodId: index + 1,
    description: PERIOD_NAMES[index]!,
    startAt: new Date(now + s * DAY).toISOString(),
    endAt: new Date(now + e * DAY).toISOString(),
    createdAt: new Date(now - 60 * DAY).toISOString(),
    sendEmailBy: index === 0 ? 'Siti Rahmawati' : null,
    sendEmailAt: index === 0 ? new Date(now - 21 * DAY).toISOString() : null,
    isActive: false,
  }))
  // The active period runs now, as after the committee starts it (domain/award/timeline.ts).
  const active = activeIndex === null ? undefined : planned[activeIndex]
  if (!active) return planned
  const plan = planStart(planned, active.id, now)
  return plan.ok ? plan.periods : planned
}

function pastPeriodsOf(year: number, now: number): PeriodRecord[] {
  const start = new Date(Date.UTC(year, 2, 1)).getTime()
  return PERIOD_NAMES.map((description, index) => ({
    id: `period-${year}-${index + 1}`,
    year: String(year),
    periodId: index + 1,
    description,
    startAt: new Date(start + index * 30 * DAY).toISOString(),
    endAt: new Date(start + (index * 30 + 25) * DAY).toISOString(),
    createdAt: new Date(start - 30 * DAY).toISOString(),
    sendEmailBy: 'Siti Rahmawati',
    sendEmailAt: new Date(start + index * 30 * DAY).toISOString(),
    isActive: false,
  })).filter(() => now > start)
}

function phase1Fields(
  background: string,
  solution: string,
  value: number,
  location: string,
): Record<string, unknown> {
  return {
    background,
    solution,
    novelty:
      'No unit of the company does this today; we checked the initiative registry and two peers in the industry.',
    benefits: 'Lower cost, fewer delays and safer work for the teams involved.',
    estimatedValue: value,
    implementationPlan:
      'Month 1: pilot design. Month 2–3: pilot in one site. Month 4: review and roll-out plan.',
    location,
  }
}

/** The organisation's initiative registry: projects a team can turn into a proposal. */
function initiativesOf(year: number): InitiativeRecord[] {
  const rows: Array<
    [code: string, name: string, unit: string, owner: string, description: string]
  > = [
    [
      'INI-2301',
      'Smart meter rollout for industrial customers',
      'Divisi Operasi',
      'Agus Santoso',
      'Replace analogue meters at 400 industrial sites with remotely read smart meters to cut billing disputes.',
    ],
    [
      'INI-2302',
      'Paperless procurement approvals',
      'Divisi Keuangan',
      'Dewi Lestari',
      'Move purchase approvals from paper forms to a workflow with an audit trail and mobile approval.',
    ],
    [
      'INI-2303',
      'Drone inspection of transmission towers',
      'Regional Jawa Barat',
      'Dimas Nugroho',
      'Inspect towers with drones instead of climbing crews, starting with 120 towers in Jawa Barat.',
    ],
    [
      'INI-2304',
      'Customer self-service mobile app',
      'Divisi Pemasaran',
      'Maya Sari',
      'Let customers report outages, see bills and book visits from one mobile app.',
    ],
    [
      'INI-2305',
      'Predictive stock for spare parts',
      'Regional Jawa Timur',
      'Bayu Firmansyah',
      'Forecast spare-part demand per warehouse to cut both stock-outs and idle stock.',
    ],
    [
      'INI-2306',
      'Digital onboarding for new employees',
      'Divisi SDM',
      'Hendra Gunawan',
      'One onboarding portal with checklists, e-learning and buddy assignment for every new hire.',
    ],
    [
      'INI-2307',
      'Data lake for operational analytics',
      'Divisi Teknologi Informasi',
      'Rina Kartika',
      'Bring plant, maintenance and finance data into one governed data lake for analysts.',
    ],
    [
      'INI-2308',
      'Community waste bank partnership',
      'Regional Jawa Barat',
      'Lestari Wulandari',
      'Partner with village waste banks near our sites to recycle packaging and fund local schools.',
    ],
    [
      'INI-2309',
      'Fleet fuel monitoring',
      'Regional Jawa Timur',
      'Eko Prasetyo',
      'Fuel sensors and trip data on 80 vehicles to find waste and plan routes.',
    ],
    [
      'INI-2310',
      'E-invoicing for suppliers',
      'Divisi Keuangan',
      'Farhan Hidayat',
      'Suppliers submit invoices online and see their payment status, ending lost invoices.',
    ],
    [
      'INI-2311',
      'Safety observation app',
      'Regional Jawa Timur',
      'Nurul Hasanah',
      'Workers report unsafe conditions with a photo in under a minute; supervisors act on a dashboard.',
    ],
    [
      'INI-2312',
      'Energy audit for office buildings',
      'Divisi Strategi & Inovasi',
      'Bambang Wijaya',
      'Audit energy use in five office buildings and fix the ten biggest sources of waste.',
    ],
  ]
  return rows.map(([code, name, unit, owner, description], index) => ({
    code,
    name,
    unit,
    owner,
    description,
    year: year - 1 - (index % 2),
  }))
}

export interface SeedOptions {
  now?: number
  /** Index of the active period of the current year (0–5), or null for none. Default 0. */
  activeIndex?: number | null
}

/** The demo's data: a year under way, the year before it finished, and people in every role. */
export function createSeed(options: SeedOptions = {}): DemoDb {
  const now = options.now ?? Date.now()
  const activeIndex = options.activeIndex === undefined ? 0 : options.activeIndex
  const year = new Date(now).getUTCFullYear()
  const lastYear = year - 1
  const iso = (offsetDays: number) => new Date(now + offsetDays * DAY).toISOString()

  const directory: DirectoryPerson[] = PEOPLE.map(([id, name, unit, jobTitle]) => ({
    id,
    name,
    email: emailOf(name),
    unit,
    jobTitle,
  }))
  const users: UserRecord[] = PEOPLE.filter(([id]) => !/00000000004\d$/.test(id)).map(
    ([id, name, unit], index) => ({
      id,
      name,
      email: emailOf(name),
      unit,
      phone: phoneOf(index),
      shirtSize: SIZES[index % SIZES.length]!,
      roleName: ROLES[id.slice(-2)] ?? 'Participant',
      isActive: true,
      createdAt: iso(-200 + index),
    }),
  )

  const u = (suffix: string) => `c0a80001-0000-4000-8000-0000000000${suffix}`
  const team = (
    id: string,
    y: number,
    name: string,
    code: string,
    unit: string,
    leader: string,
    members: string[],
  ): TeamRecord => ({
    id,
    year: y,
    name,
    code,
    unit,
    leaderId: u(leader),
    memberIds: [leader, ...members].map(u),
    createdAt: y === year ? iso(-18) : new Date(Date.UTC(y, 2, 5)).toISOString(),
  })
  const teams: TeamRecord[] = [
    team('team-01', year, 'Pompa Pintar', 'PMP-4821', 'Divisi Operasi', '21', ['22']),
    team('team-02', year, 'Data Untuk Semua', 'DUS-7305', 'Divisi Teknologi Informasi', '23', [
      '24',
    ]),
    team('team-03', year, 'Suara Pelanggan', 'SPL-1964', 'Divisi Pemasaran', '25', ['26']),
    team('team-04', year, 'Desa Berdaya', 'DSB-5537', 'Regional Jawa Barat', '27', ['28']),
    team('team-05', year, 'Hemat Kas', 'HMK-2290', 'Divisi Keuangan', '29', []),
    team('team-06', year, 'Rantai Cepat', 'RCP-8142', 'Regional Jawa Timur', '31', ['32', '30']),
    team('team-11', lastYear, 'Pompa Pintar', 'PMP-1176', 'Divisi Operasi', '21', ['22']),
    team('team-12', lastYear, 'Suara Pelanggan', 'SPL-6620', 'Divisi Pemasaran', '25', ['26']),
    team('team-13', lastYear, 'Desa Berdaya', 'DSB-3318', 'Regional Jawa Barat', '27', ['28']),
    team('team-14', lastYear, 'Rantai Cepat', 'RCP-5409', 'Regional Jawa Timur', '31', ['32']),
  ]

  const proposal = (
    id: string,
    teamId: string,
    category: 1 | 2 | 3 | 4,
    title: string,
    status: EntryStatus,
    fields: Record<string, unknown>,
    extra: Partial<ProposalRecord> = {},
    entryExtra: Partial<PhaseEntryRecord> = {},
  ): ProposalRecord => {
    const t = teams.find((x) => x.id === teamId)!
    const at = t.year === year ? now - 5 * DAY : Date.UTC(t.year, 3, 10)
    return {
      id,
      year: t.year,
      teamId,
      category,
      title,
      phase: 1,
      entries: { 1: seedEntry(status, fields, at, t.leaderId, entryExtra) },
      attachments: [],
      isPublished: false,
      winnerRank: null,
      importedFromId: null,
      initiativeCode: null,
      createdAt: new Date(at - 3 * DAY).toISOString(),
      createdById: t.leaderId,
      ...extra,
    }
  }

  const proposals: ProposalRecord[] = [
    proposal(
      'prop-101',
      'team-01',
      3,
      'Predictive maintenance for pumping stations',
      'Approved',
      phase1Fields(
        'Unplanned pump failures stop water supply to three plants each month.',
        'Vibration sensors and a simple model that warns a week before a failure.',
        1_850_000_000,
        'Pumping station Cikarang',
      ),
      // A semi-finalist once the demo is seeded in Phase 2 or later (seed-showcase.ts); in Phase 1 nothing of this year is public yet.
    ),
    proposal(
      'prop-102',
      'team-02',
      1,
      'Self-service data portal for branch managers',
      'Approved',
      phase1Fields(
        'Branch managers wait two weeks for routine reports.',
        'A self-service portal with governed, ready-made datasets.',
        950_000_000,
        'Head office, Jakarta',
      ),
    ),
    proposal(
      'prop-103',
      'team-03',
      1,
      'Customer voice dashboard',
      'Finalized',
      phase1Fields(
        'Complaints arrive through six channels and nobody sees the whole picture.',
        'One dashboard that groups complaints by topic and shows trends.',
        420_000_000,
        'Contact centre, Bandung',
      ),
    ),
    proposal(
      'prop-104',
      'team-04',
      3,
      'Village solar microgrid with local cooperatives',
      'Approved',
      phase1Fields(
        'Three villages near our sites have unreliable electricity.',
        'Solar microgrids run by village cooperatives, maintained with our technicians.',
        600_000_000,
        'Garut, Jawa Barat',
      ),
    ),
    proposal(
      'prop-105',
      'team-05',
      4,
      'Supplier early-payment marketplace',
      'Returned',
      phase1Fields(
        'Small suppliers wait 60 days for payment.',
        'Let suppliers choose earlier payment for a small discount.',
        2_300_000_000,
        'Head office, Jakarta',
      ),
      {},
      { returnReason: 'Please add how the discount rate is set and who approves it.' },
    ),
    proposal('prop-106', 'team-06', 2, 'Cross-dock scheduling to cut truck waiting time', 'Draft', {
      background: 'Trucks wait four hours on average at the Surabaya hub.',
      solution: 'A shared booking calendar for docks.',
      estimatedValue: 780_000_000,
    }),
    proposal('prop-107', 'team-01', 2, 'Digital permit-to-work for maintenance crews', 'Draft', {
      background: 'Paper permits get lost and slow down urgent repairs.',
    }),
    proposal(
      'prop-108',
      'team-02',
      4,
      'Pay-per-use analytics for partners',
      'Approved',
      phase1Fields(
        'Partners ask for our market data but we have no way to sell it.',
        'A metered analytics service for partners.',
        1_200_000_000,
        'Head office, Jakarta',
      ),
    ),
    // Last year: a finished award, its three winners (1st, 2nd and 3rd in Social) and a semi-finalist
    // in the gallery; Pompa Pintar's winner can be imported into this year.
    proposal(
      'prop-011',
      'team-11',
      3,
      'Leak detection with acoustic sensors',
      'Approved',
      phase1Fields(
        'Water leaks in old pipes go unnoticed for weeks.',
        'Acoustic sensors on pipes with alerts to the maintenance team.',
        1_100_000_000,
        'Pumping station Bekasi',
      ),
      { phase: 3, isPublished: true, winnerRank: 1 },
    ),
    proposal(
      'prop-012',
      'team-12',
      1,
      'Chat assistant for billing questions',
      'Approved',
      phase1Fields(
        'Half of all calls are simple billing questions.',
        'A chat assistant that answers billing questions from the customer record.',
        650_000_000,
        'Contact centre, Bandung',
      ),
      { phase: 2, isPublished: true },
    ),
    proposal(
      'prop-013',
      'team-13',
      3,
      'Solar water pumps for village farmers',
      'Approved',
      phase1Fields(
        'Farmers near our Garut sites pump irrigation water with diesel they can barely afford.',
        'Solar pumps owned by the village cooperative, serviced by our technicians on their routine visits.',
        480_000_000,
        'Garut, Jawa Barat',
      ),
      { phase: 3, isPublished: true, winnerRank: 2 },
    ),
    proposal(
      'prop-014',
      'team-14',
      3,
      'Safe-route training for community drivers',
      'Approved',
      phase1Fields(
        'Local drivers who deliver to our Surabaya hub have twice the accident rate of our own fleet.',
        'Free safe-route training and a shared near-miss map for the drivers of the villages around the hub.',
        350_000_000,
        'Surabaya hub, Jawa Timur',
      ),
      { phase: 3, isPublished: true, winnerRank: 3 },
    ),
  ]

  const db: DemoDb = {
    schemaVersion: 1,
    seededAt: new Date(now).toISOString(),
    events: [
      {
        id: SEEDED_EVENT_ID,
        name: 'Innovation Award',
        url: 'innovation-award',
        logo: '/demo-files/logo.svg',
      },
    ],
    directory,
    users,
    teams,
    periods: [...pastPeriodsOf(lastYear, now), ...periodsOf(year, now, activeIndex)],
    proposals,
    activities: [],
    initiatives: initiativesOf(year),
    ...seedVotesAndFeedback(
      now,
      year,
      phase1Published(activeIndex) ? THIS_YEAR_SEMI_FINALISTS : [],
    ),
    rubrics: seedRubrics(),
    juryDetails: seedLastYearScores(lastYear),
    innovationUpdates: seedInnovationUpdates(now, year),
    // Last year's award is finished: all three phases' results were published.
    resultPublications: ([1, 2, 3] as const).map((phase) => ({
      id: `pub-${lastYear}-${phase}`,
      year: lastYear,
      phase,
      publishedAt: new Date(Date.UTC(lastYear, 2, 1) + (phase * 60 + 5) * DAY).toISOString(),
      publishedById: u('01'),
      shareComments: phase === 3,
    })),
    idempotency: {},
  }
  // The active period opened before the demo began: its people were told then, not at the first request.
  db.periodNotices = periodNoticesDue(db.periods, [], now).map((notice) => ({
    ...notice,
    at: db.seededAt,
    recipients: null,
  }))
  // Posters, last year's Phase 2 entries, and a Phase 2 draft when seeded in Phase 2 (seed-showcase.ts).
  const seeded = addShowcase(db, { now, activeIndex })
  // The log of how the seed came to be, written last so it covers what the showcase added.
  seeded.activities = seedActivities(seeded)
  return seeded
}

/** Period 0 updates of this year: one submitted, one reviewed; the other proposals (Pompa Pintar's among them) have none yet. */
function seedInnovationUpdates(now: number, year: number): InnovationUpdateRecord[] {
  const period = `period-${year}-1`
  const at = (days: number) => new Date(now - days * DAY).toISOString()
  const base = (
    proposalId: string,
    byId: string,
    fields: Pick<
      InnovationUpdateRecord,
      'progress' | 'achievements' | 'obstacles' | 'nextSteps' | 'valueRealised'
    >,
  ): InnovationUpdateRecord => ({
    id: `${proposalId}.${period}`,
    proposalId,
    periodId: period,
    status: 'Submitted',
    ...fields,
    version: 2,
    updatedAt: at(3),
    updatedById: byId,
    submittedAt: at(3),
    submittedById: byId,
    reviewedAt: null,
    reviewedById: null,
    reviewComment: null,
  })
  return [
    {
      ...base('prop-104', 'c0a80001-0000-4000-8000-000000000027', {
        progress: 40,
        achievements:
          'Panels installed in the first village; the cooperative has elected its operators.',
        obstacles: 'Battery delivery is three weeks late.',
        nextSteps: 'Connect the first forty homes and train the operators.',
        valueRealised: 25_000_000,
      }),
      status: 'Reviewed',
      reviewedAt: at(1),
      reviewedById: SEED_COMMITTEE,
      reviewComment: 'Good progress. Please report how the battery delay affected the schedule.',
    },
    base('prop-102', 'c0a80001-0000-4000-8000-000000000023', {
      progress: 25,
      achievements: 'Portal prototype shown to five branch managers.',
      obstacles: 'Waiting for read access to the sales warehouse.',
      nextSteps: 'Connect the portal to live sales data.',
      valueRealised: 0,
    }),
  ]
}

/** Ids of a few seeded people, for tests and documentation. */
/** The one event of the demo (every API call names it in the EventId header). */
export const SEEDED_EVENT_ID = 'b3c6a9e2-5f1d-4c8b-9e27-3a4d5b6c7d8e'

export const SEEDED = {
  committee: SEED_COMMITTEE,
  committee2: 'c0a80001-0000-4000-8000-000000000002',
  jury: 'c0a80001-0000-4000-8000-000000000011',
  jury2: 'c0a80001-0000-4000-8000-000000000012',
  participantLeader: 'c0a80001-0000-4000-8000-000000000021',
  participantMember: 'c0a80001-0000-4000-8000-000000000022',
  unregistered: 'c0a80001-0000-4000-8000-000000000041',
} as const

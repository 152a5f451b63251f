import { msg } from '@lingui/core/macro'
import { createSeed } from '@/demo/db/seed'
import { summaryOf } from '@/demo/db/summaries'
import type {
  CriterionScoreRecord,
  DemoDb,
  EntryStatus,
  JuryDetailRecord,
  ProposalRecord,
  TeamRecord,
  UserRecord,
} from '@/demo/db/types'

export interface ScaleOptions {
  /** How many proposals (and teams and participants) of the current year to add. */
  proposals: number
  /** How many judges the jury has in all (the seed's judges count). */
  judges: number
  /** Judges assigned to each approved proposal in Phase 1. */
  judgesPerProposal?: number
  now?: number
}

const UNITS = [
  'Divisi Operasi',
  'Divisi Keuangan',
  'Divisi SDM',
  'Divisi Pemasaran',
  'Divisi Teknologi Informasi',
  'Divisi Hukum',
  'Divisi Logistik',
  'Divisi Riset',
]
const FIRST = [
  'Adi',
  'Budi',
  'Citra',
  'Dian',
  'Eka',
  'Fajar',
  'Gita',
  'Hadi',
  'Indah',
  'Joko',
  'Kartika',
  'Lestari',
  'Made',
  'Nur',
  'Putra',
  'Ratna',
  'Sari',
  'Tono',
  'Utami',
  'Wahyu',
]
const LAST = [
  'Santoso',
  'Wijaya',
  'Kusuma',
  'Hidayat',
  'Saputra',
  'Pratama',
  'Nugroho',
  'Siregar',
  'Harahap',
  'Lubis',
  'Gunawan',
  'Halim',
]
const WORDS = [
  'Smart',
  'Digital',
  'Green',
  'Predictive',
  'Automated',
  'Shared',
  'Mobile',
  'Remote',
  'Safe',
  'Lean',
]
const THINGS = [
  'maintenance',
  'invoicing',
  'onboarding',
  'inspection',
  'fleet routing',
  'energy metering',
  'spare parts',
  'customer care',
  'reporting',
  'water treatment',
]
const SIZES = ['S', 'M', 'L', 'XL'] as const

/** A UUID-shaped id that cannot collide with the seed's (its last group starts with 9). */
const uuid = (kind: number, n: number) =>
  `c0a80001-0000-4000-${(8000 + kind).toString()}-9${n.toString().padStart(11, '0')}`

/**
 * Demo data at scale for the benchmark and for trying the screens with many proposals:
 * the seed, plus `proposals` teams of the current year, each of one participant with one Phase 1
 * proposal in a mix of statuses (and its line in the activity log), and a jury of `judges` people
 * who have scored part of the approved proposals. Deterministic: the same options give the same data.
 */
export function generateScaleData(options: ScaleOptions): DemoDb {
  const now = options.now ?? Date.now()
  const db = createSeed({ now })
  const year = new Date(now).getUTCFullYear()
  const iso = (offsetDays: number) => new Date(now + offsetDays * 86_400_000).toISOString()
  const committeeId = db.users.find((u) => u.roleName === 'Commitee')!.id
  const template = db.proposals.find((p) => p.year === year && p.entries[1])!.entries[1]!

  const person = (kind: number, n: number, roleName: UserRecord['roleName']): UserRecord => {
    const name = `${FIRST[n % FIRST.length]} ${LAST[Math.floor(n / FIRST.length) % LAST.length]} ${n}`
    const email = `${name.toLowerCase().replace(/\s+/g, '.')}@contoso-energi.co.id`
    const unit = UNITS[(n * 7) % UNITS.length]!
    db.directory.push({
      id: uuid(kind, n),
      name,
      email,
      unit,
      jobTitle: roleName === 'Jury' ? 'Senior engineer' : 'Staff',
    })
    return {
      id: uuid(kind, n),
      name,
      email,
      unit,
      phone: `0812${(n % 100_000_000).toString().padStart(8, '0')}`,
      shirtSize: SIZES[n % 4]!,
      roleName,
      isActive: true,
      createdAt: iso(-60),
    }
  }

  // The jury: the seed's judges plus generated ones, up to `judges`.
  const seededJudges = db.users.filter((u) => u.roleName === 'Jury').length
  for (let n = 0; n < Math.max(0, options.judges - seededJudges); n += 1)
    db.users.push(person(2, n, 'Jury'))
  const judges = db.users.filter((u) => u.roleName === 'Jury')

  const statuses: EntryStatus[] = ['Draft', 'Finalized', 'Approved', 'Approved', 'Returned']
  const rubric = db.rubrics.filter(
    (c) => c.phase === 1 && (c.year === undefined || c.year === year),
  )
  const perProposal = options.judgesPerProposal ?? 3
  for (let n = 0; n < options.proposals; n += 1) {
    const leader = person(1, n, 'Participant')
    db.users.push(leader)
    const team: TeamRecord = {
      id: `team-gen-${n}`,
      year,
      name: `Team ${WORDS[n % WORDS.length]} ${n}`,
      code: `G${n.toString().padStart(5, '0')}`,
      unit: leader.unit,
      leaderId: leader.id,
      memberIds: [leader.id],
      createdAt: iso(-30),
    }
    db.teams.push(team)
    const status = statuses[n % statuses.length]!
    const at = iso(-20 + (n % 15))
    const proposal: ProposalRecord = {
      id: `prop-gen-${n}`,
      year,
      teamId: team.id,
      category: ((n % 4) + 1) as 1 | 2 | 3 | 4,
      title: `${WORDS[(n * 3) % WORDS.length]} ${THINGS[n % THINGS.length]} ${n}`,
      phase: 1,
      entries: {
        1: {
          ...template,
          status,
          fields: { ...template.fields },
          version: 2,
          updatedAt: at,
          updatedById: leader.id,
          finalizedAt: status === 'Draft' ? null : at,
          approvedAt: status === 'Approved' ? at : null,
          returnReason: status === 'Returned' ? 'Please add the yearly benefit.' : null,
          history: [],
        },
      },
      attachments: [],
      isPublished: false,
      winnerRank: null,
      importedFromId: null,
      initiativeCode: null,
      createdAt: iso(-25),
      createdById: leader.id,
    }
    db.proposals.push(proposal)
    // The committee's activity log has a line per proposal started, newest first as the API records it.
    const starter = leader.name
    const title = proposal.title
    db.activities.unshift({
      id: `act-gen-${n}`,
      at: iso(-25 + n / 1440),
      actorId: leader.id,
      entity: 'proposal',
      entityId: proposal.id,
      action: 'create',
      ...summaryOf(msg`${starter} started the proposal "${title}"`),
      before: null,
      after: { teamId: team.id, category: proposal.category, title: proposal.title },
    })

    if (status !== 'Approved') continue
    // Judges from other units; half of the approved proposals already have submitted sheets.
    const eligible = judges.filter((j) => j.unit !== team.unit)
    for (let k = 0; k < perProposal && eligible.length; k += 1) {
      const judge = eligible[(n + k * 7) % eligible.length]!
      const submitted = n % 4 < 2
      const scores: CriterionScoreRecord[] = rubric.map((c, i) => ({
        criterionId: c.id,
        score: submitted ? 4 + ((n + i + k) % 6) : null,
        comment: '',
      }))
      const sheet: JuryDetailRecord = {
        id: `jd-gen-${n}-${k}`,
        year,
        phase: 1,
        proposalId: proposal.id,
        juryId: judge.id,
        status: submitted ? 'Submitted' : 'Assigned',
        removed: false,
        scores,
        overallComment: submitted ? 'Generated sheet.' : '',
        version: submitted ? 2 : 1,
        assignedAt: iso(-10),
        assignedById: committeeId,
        updatedAt: submitted ? iso(-2) : null,
        submittedAt: submitted ? iso(-2) : null,
      }
      db.juryDetails.push(sheet)
    }
  }
  return db
}

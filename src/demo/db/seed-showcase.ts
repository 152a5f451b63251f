import { categoryName } from '@/config/constants'
import { SEED_COMMITTEE, seedEntry } from '@/demo/db/seed-entry'
import { posterPng } from '@/demo/db/seed-posters'
import { submittedSheets, THIS_YEAR_PHASE1 } from '@/demo/db/seed-scoring'
import type { AttachmentRecord, DemoDb, PhaseEntryRecord, ProposalRecord } from '@/demo/db/types'
import type { DemoFileStore } from '@/demo/handlers/http'
import { wordIn } from '@/demo/handlers/language'

const DAY = 24 * 60 * 60 * 1000

/** Seeded posters have ids with this prefix; their bytes are drawn, not uploaded (seed-posters.ts). */
export const SEED_POSTER_PREFIX = 'att-seed-'

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)

function posterSpec(db: DemoDb, proposal: ProposalRecord) {
  return {
    title: proposal.title,
    teamName: db.teams.find((t) => t.id === proposal.teamId)?.name ?? '',
    // The poster is drawn as the team made it, in English: it is an uploaded file, not a screen.
    categoryName: wordIn('en', () => categoryName(proposal.category)),
    category: proposal.category,
    year: proposal.year,
    winnerRank: proposal.winnerRank,
  }
}

/** The Phase 1 poster every finalized entry carries, as the team uploaded it before finalizing. */
function addPoster(db: DemoDb, proposal: ProposalRecord) {
  const entry = proposal.entries[1]
  if (!entry || entry.status === 'Draft' || proposal.attachments.some((a) => a.kind === 'poster'))
    return
  const id = `${SEED_POSTER_PREFIX}${proposal.id}-poster-1`
  const fileName = `${slug(proposal.title)}-poster.png`
  const attachment: AttachmentRecord = {
    id,
    phase: 1,
    kind: 'poster',
    fileName,
    contentType: 'image/png',
    size: posterPng(posterSpec(db, proposal)).length,
    url: `/uploads/${id}/${encodeURIComponent(fileName)}`,
    uploadedAt: new Date(Date.parse(entry.finalizedAt ?? entry.updatedAt) - DAY).toISOString(),
    uploadedById: db.teams.find((t) => t.id === proposal.teamId)?.leaderId ?? proposal.createdById,
  }
  proposal.attachments.push(attachment)
}

/** A Phase 2 entry: a draft (version 4) or approved by the committee (version 6). */
function phase2Entry(
  status: 'Draft' | 'Approved',
  fields: Record<string, unknown>,
  at: number,
  byId: string,
): PhaseEntryRecord {
  return seedEntry(status, fields, at, byId, { version: status === 'Draft' ? 4 : 6 })
}

const LAST_YEAR_PHASE2: Array<[id: string, fields: Record<string, unknown>, day: number]> = [
  [
    'prop-011',
    {
      progress:
        'Pilot on 12 km of pipe at the Bekasi station; alerts go to the maintenance team’s phones.',
      pilotResults:
        'Three leaks found in the first month, each within 2 m; 41,000 m³ of water saved in the quarter.',
      investment: 450_000_000,
      yearlyBenefit: 1_100_000_000,
      paybackMonths: 5,
      risks:
        'Sensor batteries in wet pits: quarterly checks; false alarms from traffic: a night-time baseline.',
    },
    1,
  ],
  [
    'prop-012',
    {
      progress: 'The assistant answers billing questions in the web chat of one region.',
      pilotResults:
        '18% of billing chats answered without an agent; satisfaction unchanged at 4.1 of 5.',
      investment: 300_000_000,
      yearlyBenefit: 520_000_000,
      paybackMonths: 7,
      risks: 'Wrong answers about arrears: the assistant hands those to an agent.',
    },
    2,
  ],
  [
    'prop-013',
    {
      progress:
        'Four solar pumps installed in two villages; the cooperative collects a small fee per hectare for upkeep.',
      pilotResults:
        'Diesel use for irrigation down by 68% over the dry season; two harvests instead of one on 14 ha.',
      investment: 210_000_000,
      yearlyBenefit: 480_000_000,
      paybackMonths: 6,
      risks:
        'Theft of panels: fenced and insured by the cooperative; spare parts: a yearly service contract.',
    },
    3,
  ],
  [
    'prop-014',
    {
      progress:
        'Sixty drivers trained in four sessions; the near-miss map has 140 reports from drivers and our guards.',
      pilotResults:
        'Incidents at the hub gate down from nine to three per quarter; two dangerous crossings fixed with the village.',
      investment: 120_000_000,
      yearlyBenefit: 350_000_000,
      paybackMonths: 5,
      risks:
        'Drivers stop reporting: a monthly prize draw among reporters; data privacy: reports are anonymous.',
    },
    4,
  ],
]

/** This year's semi-finalists: Phase 1 approved, advanced and published once the demo is seeded in Phase 2 or later. */
export const THIS_YEAR_SEMI_FINALISTS = ['prop-101', 'prop-102', 'prop-104'] as const

/** Whether this year's Phase 1 results are published in a demo seeded with this active period (index 0–5). */
export const phase1Published = (activeIndex: number | null) =>
  activeIndex !== null && activeIndex >= 2

/**
 * Makes the seeded award look like one in progress: a poster on every finalized Phase 1 entry,
 * last year's semi-finalists with their approved Phase 2 entries, and, when the demo is seeded in
 * Phase 2 or later (`activeIndex` ≥ 2), this year's Phase 1 scores and published results, three
 * semi-finalists, and Pompa Pintar's Phase 2 entry in draft.
 */
export function addShowcase(
  db: DemoDb,
  { now, activeIndex }: { now: number; activeIndex: number | null },
): DemoDb {
  const year = new Date(now).getUTCFullYear()
  const find = (id: string) => db.proposals.find((p) => p.id === id)
  const leaderOf = (p: ProposalRecord) =>
    db.teams.find((t) => t.id === p.teamId)?.leaderId ?? p.createdById
  const sizesOf = (p: ProposalRecord) =>
    Object.fromEntries(
      (db.teams.find((t) => t.id === p.teamId)?.memberIds ?? []).map((id) => [
        id,
        db.users.find((u) => u.id === id)?.shirtSize ?? 'M',
      ]),
    )

  // Last year's semi-finalists and finalists wrote and had approved their Phase 2 entries.
  for (const [id, fields, day] of LAST_YEAR_PHASE2) {
    const p = find(id)
    if (p && !p.entries[2])
      p.entries[2] = phase2Entry(
        'Approved',
        { ...fields, shirtSizes: sizesOf(p) },
        Date.UTC(year - 1, 5, day),
        leaderOf(p),
      )
  }

  if (phase1Published(activeIndex)) {
    // Phase 1 was scored, the semi-finalists went through to Phase 2 and the results were published.
    for (const id of THIS_YEAR_SEMI_FINALISTS) {
      const semiFinalist = find(id)
      if (semiFinalist) Object.assign(semiFinalist, { phase: 2, isPublished: true })
    }
    if (!db.juryDetails.some((jd) => jd.year === year))
      db.juryDetails.push(...submittedSheets(year, THIS_YEAR_PHASE1, { 1: now - 6 * DAY }))
    if (!db.resultPublications.some((r) => r.year === year && r.phase === 1))
      db.resultPublications.push({
        id: `pub-${year}-1`,
        year,
        phase: 1,
        publishedAt: new Date(now - 3 * DAY).toISOString(),
        publishedById: SEED_COMMITTEE,
        shareComments: true,
      })
    const pumps = find('prop-101')
    if (pumps && !pumps.entries[2])
      pumps.entries[2] = phase2Entry(
        'Draft',
        {
          progress:
            'Vibration sensors fitted on four pumps at Cikarang; the first model is trained on six weeks of data.',
          pilotResults:
            'Two bearing faults flagged nine and eleven days before the crews found them.',
          investment: 380_000_000,
        },
        now - 2 * DAY,
        leaderOf(pumps),
      )
  }

  for (const p of db.proposals) addPoster(db, p)
  return db
}

/** Writes the seeded posters the data names and the file store lacks (after a fresh seed or a reset). */
export async function writeSeedPosters(db: DemoDb, files: DemoFileStore): Promise<number> {
  let written = 0
  for (const proposal of db.proposals)
    for (const attachment of proposal.attachments)
      if (attachment.id.startsWith(SEED_POSTER_PREFIX) && !files.get(attachment.id)) {
        await files.put(attachment.id, posterPng(posterSpec(db, proposal)), attachment.contentType)
        written += 1
      }
  return written
}

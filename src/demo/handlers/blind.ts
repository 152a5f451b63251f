import { msg } from '@lingui/core/macro'
import type { DemoDb, PhaseNumber, ProposalRecord, UserRecord } from '@/demo/db/types'
import { hiddenTeam, hiddenUnit, hiddenPerson } from '@/demo/handlers/words'
import { translate } from '@/i18n'

/**
 * Blind judging (docs/api.md "Blind judging"): when the committee turns it on for a year and
 * phase, every answer to a jury user about a proposal still under blind judging leaves out the
 * team's name, unit and people, and attachments get neutral file names. The committee and the
 * team itself always see everything.
 */

export function isBlind(db: DemoDb, year: number, phase: number): boolean {
  return (db.judgingSettings ?? []).some((s) => s.year === year && s.phase === phase && s.blind)
}

/** The phase a proposal is being judged in now: the furthest it reached. */
const judgingPhase = (proposal: ProposalRecord): PhaseNumber =>
  proposal.phase >= 3 ? 3 : proposal.phase >= 2 ? 2 : 1

const published = (db: DemoDb, year: number, phase: number) =>
  (db.resultPublications ?? []).some((p) => p.year === year && p.phase === phase)

/**
 * Whether a proposal is still under blind judging: a phase it is (or was) judged in is blind and
 * that phase's results are not published yet. Once they are, what is published is public, to
 * judges too (the gallery, the people's choice).
 */
export function underBlindJudging(db: DemoDb, proposal: ProposalRecord): boolean {
  for (let phase = 1; phase <= judgingPhase(proposal); phase++)
    if (isBlind(db, proposal.year, phase) && !published(db, proposal.year, phase)) return true
  return false
}

/**
 * Whether this caller must not see who is behind the proposal: a jury user, while it is under
 * blind judging — or, for a score sheet (`phase` given), whenever the sheet's phase is blind: a
 * judge's own sheets and recaps stay as they were judged.
 */
export function blindFor(
  db: DemoDb,
  user: Pick<UserRecord, 'roleName'>,
  proposal: ProposalRecord,
  phase?: number,
): boolean {
  if (user.roleName !== 'Jury') return false
  return phase === undefined ? underBlindJudging(db, proposal) : isBlind(db, proposal.year, phase)
}

const EXTENSION = /\.[A-Za-z0-9]{1,8}$/

/** "Poster (Phase 1).pdf", "Supporting file 2 (Phase 1).xlsx": names that say what, never who. */
export function neutralFileName(
  kind: string,
  phase: number,
  fileName: string,
  index: number,
): string {
  const ext = fileName.match(EXTENSION)?.[0]?.toLowerCase() ?? ''
  const name =
    kind === 'poster'
      ? translate(msg`Poster (Phase ${phase})`)
      : kind === 'presentation'
        ? translate(msg`Presentation (Phase ${phase})`)
        : translate(msg`Supporting file ${index} (Phase ${phase})`)
  return `${name}${ext}`
}

/** A proposal's poster as a judge sees it under blind judging: the same file under a neutral name. */
export function neutralPoster<T extends { url: string; fileName: string }>(
  poster: T | null,
): T | null {
  if (!poster) return null
  const fileName = neutralFileName('poster', 1, poster.fileName, 1)
  return { ...poster, fileName, url: poster.url.replace(/[^/]*$/, encodeURIComponent(fileName)) }
}

interface AttachmentView {
  id: string
  phase: number
  kind: string
  fileName: string
  url: string
}

/** Attachments with neutral names; the url keeps the id (the file is found by it) and takes the neutral name. */
export function neutralAttachments<T extends AttachmentView>(attachments: T[]): T[] {
  const counters = new Map<string, number>()
  return attachments.map((a) => {
    const key = `${a.kind}-${a.phase}`
    const index = (counters.get(key) ?? 0) + 1
    counters.set(key, index)
    const fileName = neutralFileName(a.kind, a.phase, a.fileName, index)
    return { ...a, fileName, url: `/uploads/${a.id}/${encodeURIComponent(fileName)}` }
  })
}

interface ProposalViewShape {
  importedFromId: string | null
  initiativeCode: string | null
  team: {
    id: string
    name: string
    unit: string
    leaderId: string
    leaderName: string
    memberCount: number
  }
  entries: Record<1 | 2, { fields: Record<string, unknown>; history: Array<{ by: string }> } | null>
  attachments: AttachmentView[]
}

/** A proposal as a judge sees it under blind judging. */
export function blindProposalView<T extends ProposalViewShape>(view: T): T {
  const entry = (e: T['entries'][1]) => {
    if (!e) return e
    // shirtSizes is keyed by member id: people, so it goes too.
    const fields = Object.fromEntries(
      Object.entries(e.fields).filter(([name]) => name !== 'shirtSizes'),
    )
    return { ...e, fields, history: e.history.map((h) => ({ ...h, by: hiddenPerson() })) }
  }
  return {
    ...view,
    team: {
      id: '',
      name: hiddenTeam(),
      unit: hiddenUnit(),
      leaderId: '',
      leaderName: hiddenPerson(),
      memberCount: view.team.memberCount,
    },
    entries: { 1: entry(view.entries[1]), 2: entry(view.entries[2]) },
    attachments: neutralAttachments(view.attachments),
    // An earlier proposal (published, named) or the registry's initiative (with its unit) would say who.
    importedFromId: null,
    initiativeCode: null,
  }
}

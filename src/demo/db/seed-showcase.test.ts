// @vitest-environment node
import { crc32, inflateSync } from 'node:zlib'
import { createSeed } from '@/demo/db/seed'
import { candidateProblem, publicStanding } from '@/domain/award'
import { drawPoster, posterPng, wrap } from '@/demo/db/seed-posters'
import { SEED_POSTER_PREFIX, writeSeedPosters } from '@/demo/db/seed-showcase'
import { createMemoryFileStore } from '@/demo/handlers/uploads'

const NOW = Date.parse('2026-11-21T03:00:00.000Z')

/** Reads a PNG's chunks, checking the signature and every CRC the way a viewer would. */
function readPng(bytes: Uint8Array) {
  const buffer = Buffer.from(bytes)
  expect([...buffer.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  const chunks: Record<string, Buffer> = {}
  for (let at = 8; at < buffer.length;) {
    const length = buffer.readUInt32BE(at)
    const type = buffer.subarray(at + 4, at + 8).toString('ascii')
    const data = buffer.subarray(at + 8, at + 8 + length)
    expect(buffer.readUInt32BE(at + 8 + length), `${type} CRC`).toBe(
      crc32(buffer.subarray(at + 4, at + 8 + length)) >>> 0,
    )
    chunks[type] = data
    at += 12 + length
  }
  return chunks
}

describe('seeded posters', () => {
  const spec = {
    title: 'Predictive maintenance for pumping stations',
    teamName: 'Pompa Pintar',
    categoryName: 'Social',
    category: 3,
    year: 2026,
    winnerRank: null,
  }

  it('are real, small PNG files: 240×340 palette images that decode to every row', () => {
    const bytes = posterPng(spec)
    expect(bytes.length).toBeLessThan(8_000)
    const chunks = readPng(bytes)
    expect(Object.keys(chunks)).toEqual(['IHDR', 'PLTE', 'IDAT', 'IEND'])
    expect(chunks.IHDR!.readUInt32BE(0)).toBe(240)
    expect(chunks.IHDR!.readUInt32BE(4)).toBe(340)
    expect([...chunks.IHDR!.subarray(8)]).toEqual([8, 3, 0, 0, 0])
    const raw = inflateSync(chunks.IDAT!)
    expect(raw.length).toBe(340 * 241)
    const colours = chunks.PLTE!.length / 3
    expect(raw.every((value, i) => (i % 241 === 0 ? value === 0 : value < colours))).toBe(true)
  })

  it('are drawn the same way each time, and differ from proposal to proposal', () => {
    expect(Buffer.from(drawPoster(spec)).equals(Buffer.from(drawPoster({ ...spec })))).toBe(true)
    expect(Buffer.from(drawPoster(spec)).equals(Buffer.from(posterPng(spec)))).toBe(true)
    expect(
      Buffer.from(posterPng({ ...spec, title: 'Village solar microgrid' })).equals(
        Buffer.from(posterPng(spec)),
      ),
    ).toBe(false)
    expect(
      Buffer.from(posterPng({ ...spec, winnerRank: 1 })).equals(Buffer.from(posterPng(spec))),
    ).toBe(false)
  })

  it('wrap titles at spaces within the line length', () => {
    expect(wrap('Predictive maintenance for pumping stations', 12)).toEqual([
      'Predictive',
      'maintenance',
      'for pumping',
      'stations',
    ])
    expect(wrap('Supercalifragilistic', 8)).toEqual(['Superca-'])
  })
})

describe('the seeded award in progress', () => {
  it('has a PNG poster on every published proposal, this year and last, written into the file store', async () => {
    const db = createSeed({ now: NOW, activeIndex: 2 })
    const published = db.proposals.filter((p) => p.isPublished)
    expect(published.map((p) => p.id).sort()).toEqual([
      'prop-011',
      'prop-012',
      'prop-013',
      'prop-014',
      'prop-101',
      'prop-102',
      'prop-104',
    ])
    const files = createMemoryFileStore()
    expect(await writeSeedPosters(db, files)).toBe(
      db.proposals.flatMap((p) => p.attachments).length,
    )
    for (const proposal of published) {
      const poster = proposal.attachments.find((a) => a.kind === 'poster')!
      expect(poster).toMatchObject({
        phase: 1,
        contentType: 'image/png',
        url: `/uploads/${poster.id}/${encodeURIComponent(poster.fileName)}`,
      })
      expect(poster.id.startsWith(SEED_POSTER_PREFIX)).toBe(true)
      const stored = files.get(poster.id)!
      expect(stored.contentType).toBe('image/png')
      expect(stored.bytes.length).toBe(poster.size)
      readPng(stored.bytes)
    }
    // Finalized entries not (yet) published carry their poster too; drafts have none yet; a second start writes nothing again.
    expect(db.proposals.find((p) => p.id === 'prop-103')!.attachments.map((a) => a.kind)).toEqual([
      'poster',
    ])
    expect(db.proposals.find((p) => p.id === 'prop-107')!.attachments).toEqual([])
    expect(await writeSeedPosters(db, files)).toBe(0)
  })

  it('has last year finished: the semi-finalists’ Phase 2 entries approved, the winner ranked', () => {
    const db = createSeed({ now: NOW })
    const leak = db.proposals.find((p) => p.id === 'prop-011')!
    const chat = db.proposals.find((p) => p.id === 'prop-012')!
    expect(leak).toMatchObject({ year: 2025, phase: 3, winnerRank: 1 })
    expect(leak.entries[2]).toMatchObject({ status: 'Approved', fields: { paybackMonths: 5 } })
    expect(chat.entries[2]).toMatchObject({ status: 'Approved' })
    expect(Object.keys(leak.entries[2]!.fields.shirtSizes as object)).toEqual(
      db.teams.find((t) => t.id === leak.teamId)!.memberIds,
    )
  })

  it('seeded in Phase 2, has this year’s published proposals as semi-finalists and Pompa Pintar’s Phase 2 entry in draft', () => {
    expect(
      createSeed({ now: NOW }).proposals.filter((p) => p.year === 2026 && p.phase > 1),
    ).toEqual([])
    const db = createSeed({ now: NOW, activeIndex: 2 })
    expect(db.periods.find((p) => p.isActive)?.description).toBe(
      'Phase 2: innovation camp and semi-finalist presentation',
    )
    expect(
      db.proposals
        .filter((p) => p.year === 2026 && p.phase === 2)
        .map((p) => p.id)
        .sort(),
    ).toEqual(['prop-101', 'prop-102', 'prop-104'])
    const pumps = db.proposals.find((p) => p.id === 'prop-101')!
    expect(db.teams.find((t) => t.id === pumps.teamId)!.name).toBe('Pompa Pintar')
    expect(pumps.entries[2]).toMatchObject({ status: 'Draft', finalizedAt: null })
    expect(pumps.entries[2]!.fields).toHaveProperty('progress')
  })
})

describe('the seeded award follows the stage rules (src/domain/award) in every period it can be seeded in', () => {
  const SCENARIOS = [null, 0, 1, 2, 3, 4, 5] as const

  it.each(SCENARIOS)(
    'active period index %s: the gallery and the votes hold only published semi-finalists, finalists and winners',
    (activeIndex) => {
      const db = createSeed({ now: NOW, activeIndex })
      const standing = (p: (typeof db.proposals)[number]) =>
        publicStanding(
          { year: p.year, stage: p.phase, winnerRank: p.winnerRank },
          db.resultPublications,
        )
      for (const p of db.proposals) {
        // The stored flag tells the same as the rule, so nothing reads a stale "published".
        expect(p.isPublished, `${p.id} isPublished`).toBe(standing(p) !== null)
        if (p.phase >= 2)
          expect(p.entries[1]?.status, `${p.id} reached Phase ${p.phase}`).toBe('Approved')
        if (p.phase === 3) expect(p.entries[2]?.status, `${p.id} is a finalist`).toBe('Approved')
        if (p.winnerRank !== null)
          expect(standing(p), `${p.id} is a published winner`).toEqual({
            stage: 3,
            winnerRank: p.winnerRank,
          })
      }
      for (const session of db.voteSessions) {
        expect(session.candidateIds.length, session.name).toBeGreaterThanOrEqual(2)
        for (const id of session.candidateIds) {
          const p = db.proposals.find((x) => x.id === id)!
          expect(p.year, `${session.name}: ${id}`).toBe(session.year)
          expect(
            candidateProblem(
              { title: p.title, year: p.year, stage: p.phase, winnerRank: p.winnerRank },
              db.resultPublications,
            ),
          ).toBeNull()
        }
      }
      for (const b of db.ballots) {
        const session = db.voteSessions.find((s) => s.id === b.sessionId)!
        expect(session.candidateIds).toContain(b.proposalId)
        const team = db.teams.find(
          (t) => t.id === db.proposals.find((p) => p.id === b.proposalId)!.teamId,
        )!
        expect(team.memberIds, `${b.id} is not from the candidate's own team`).not.toContain(
          b.voterId,
        )
        expect(Date.parse(b.castAt)).toBeGreaterThanOrEqual(Date.parse(session.openAt))
      }
    },
  )

  it('in Phase 1 (the default) this year has nothing public and no vote yet; last year is finished with ranked winners to import from', () => {
    const db = createSeed({ now: NOW })
    expect(db.periods.find((p) => p.isActive)?.description).toBe(
      'Phase 1: proposal selection and submission',
    )
    expect(db.proposals.filter((p) => p.year === 2026 && p.isPublished)).toEqual([])
    expect(db.voteSessions.map((s) => s.year)).toEqual([2025])
    const winners = db.proposals
      .filter((p) => p.year === 2025 && p.winnerRank !== null)
      .sort((a, b) => a.winnerRank! - b.winnerRank!)
    expect(winners.map((p) => [p.winnerRank, p.title])).toEqual([
      [1, 'Leak detection with acoustic sensors'],
      [2, 'Solar water pumps for village farmers'],
      [3, 'Safe-route training for community drivers'],
    ])
    expect(db.resultPublications.filter((r) => r.year === 2025).map((r) => r.phase)).toEqual([
      1, 2, 3,
    ])
  })

  it('from Phase 2 on, the poster vote over the semi-finalists is open and the grand-final vote is planned in the grand-final period', () => {
    const db = createSeed({ now: NOW, activeIndex: 2 })
    const thisYear = db.voteSessions.filter((s) => s.year === 2026)
    expect(thisYear.map((s) => [s.name, s.candidateIds])).toEqual([
      ['Poster favourite (innovation camp)', ['prop-101', 'prop-102', 'prop-104']],
      ["People's choice (grand final)", ['prop-101', 'prop-102', 'prop-104']],
    ])
    expect(Date.parse(thisYear[0]!.openAt)).toBeLessThanOrEqual(NOW)
    expect(Date.parse(thisYear[0]!.closeAt)).toBeGreaterThan(NOW)
    const grandFinal = db.periods.find((p) => p.year === '2026' && p.periodId === 5)!
    expect(Date.parse(thisYear[1]!.openAt)).toBeGreaterThanOrEqual(Date.parse(grandFinal.startAt))
    expect(Date.parse(thisYear[1]!.closeAt)).toBeLessThanOrEqual(Date.parse(grandFinal.endAt))
  })
})

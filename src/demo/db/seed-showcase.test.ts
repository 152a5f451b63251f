// @vitest-environment node
import { crc32, inflateSync } from 'node:zlib'
import { createSeed } from '@/demo/db/seed'
import { drawPoster, posterPng, wrap } from '@/demo/db/seed-posters'
import { SEED_POSTER_PREFIX, writeSeedPosters } from '@/demo/db/seed-showcase'
import { createMemoryFileStore } from '@/demo/handlers/attachments'

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
    expect(buffer.readUInt32BE(at + 8 + length), `${type} CRC`).toBe(crc32(buffer.subarray(at + 4, at + 8 + length)) >>> 0)
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
    expect(Buffer.from(posterPng({ ...spec, title: 'Village solar microgrid' })).equals(Buffer.from(posterPng(spec)))).toBe(false)
    expect(Buffer.from(posterPng({ ...spec, winnerRank: 1 })).equals(Buffer.from(posterPng(spec)))).toBe(false)
  })

  it('wrap titles at spaces within the line length', () => {
    expect(wrap('Predictive maintenance for pumping stations', 12)).toEqual(['Predictive', 'maintenance', 'for pumping', 'stations'])
    expect(wrap('Supercalifragilistic', 8)).toEqual(['Superca-'])
  })
})

describe('the seeded award in progress', () => {
  it('has a PNG poster on every published proposal, this year and last, written into the file store', async () => {
    const db = createSeed({ now: NOW })
    const published = db.proposals.filter((p) => p.isPublished)
    expect(published.map((p) => p.id).sort()).toEqual(['prop-011', 'prop-012', 'prop-013', 'prop-014', 'prop-101', 'prop-102', 'prop-104'])
    const files = createMemoryFileStore()
    expect(await writeSeedPosters(db, files)).toBe(db.proposals.flatMap((p) => p.attachments).length)
    for (const proposal of published) {
      const poster = proposal.attachments.find((a) => a.kind === 'poster')!
      expect(poster).toMatchObject({ phase: 1, contentType: 'image/png', url: `/uploads/${poster.id}/${encodeURIComponent(poster.fileName)}` })
      expect(poster.id.startsWith(SEED_POSTER_PREFIX)).toBe(true)
      const stored = files.get(poster.id)!
      expect(stored.contentType).toBe('image/png')
      expect(stored.bytes.length).toBe(poster.size)
      readPng(stored.bytes)
    }
    // Drafts have no poster yet; a second start writes nothing again.
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
    expect(Object.keys(leak.entries[2]!.fields.shirtSizes as object)).toEqual(db.teams.find((t) => t.id === leak.teamId)!.memberIds)
  })

  it('seeded in Phase 2, has this year’s published proposals as semi-finalists and Pompa Pintar’s Phase 2 entry in draft', () => {
    expect(createSeed({ now: NOW }).proposals.filter((p) => p.year === 2026 && p.phase > 1)).toEqual([])
    const db = createSeed({ now: NOW, activeIndex: 2 })
    expect(db.periods.find((p) => p.isActive)?.description).toBe('Phase 2: innovation camp and semi-finalist presentation')
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

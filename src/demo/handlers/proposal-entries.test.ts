// @vitest-environment node
import { SEEDED } from '@/demo/db/seed'
import { call } from '@/testing/demo-call'
import { typedFile } from '@/testing/upload-files'
import { demoStore, resetDemoData, recordPublication } from '@/testing/demo-server'

const YEAR = new Date().getUTCFullYear()

const stored = (id: string) => demoStore.db.proposals.find((p) => p.id === id)!
const file = typedFile
const upload = (
  as: string,
  id: string,
  f: File,
  kind: string,
  phase = 1,
  headers?: Record<string, string>,
) => {
  const form = new FormData()
  form.append('file', f)
  form.append('kind', kind)
  form.append('phase', String(phase))
  return call(as, 'POST', `/proposal/${id}/attachment`, form, headers)
}
const FULL = {
  background: 'b',
  solution: 's',
  novelty: 'n',
  benefits: 'x',
  estimatedValue: 1_500_000,
  implementationPlan: 'p',
  location: 'l',
}

describe('proposal entry rules of the demo backend', () => {
  it('saves with the current version and answers 409 with the server version when it is stale', async () => {
    const v = stored('prop-107').entries[1]!.version
    const ok = await call(SEEDED.participantMember, 'PUT', '/proposal/prop-107/phase/1', {
      fields: { background: 'New text' },
      version: v,
    })
    expect(ok.status).toBe(200)
    expect(ok.body.value.entries['1']).toMatchObject({
      version: v + 1,
      fields: { background: 'New text' },
    })
    const stale = await call(SEEDED.participantLeader, 'PUT', '/proposal/prop-107/phase/1', {
      fields: { background: 'Old base' },
      version: v,
    })
    expect(stale.status).toBe(409)
    expect(stale.body).toMatchObject({ status: 409, currentVersion: v + 1 })
    expect(stored('prop-107').entries[1]!.fields).toEqual({ background: 'New text' })
    expect(demoStore.db.activities[0]).toMatchObject({
      action: 'save-phase-1',
      entityId: 'prop-107',
      actorId: SEEDED.participantMember,
    })
  })

  it('counts a limit in characters as a person sees them: 4,999 letters and an emoji fit in 5,000', async () => {
    const v = stored('prop-107').entries[1]!.version
    const fits = `${'a'.repeat(4999)}👍🏽`
    const ok = await call(SEEDED.participantLeader, 'PUT', '/proposal/prop-107/phase/1', {
      fields: { background: fits },
      version: v,
    })
    expect(ok.status).toBe(200)
    expect(stored('prop-107').entries[1]!.fields.background).toBe(fits)
    const tooLong = await call(SEEDED.participantLeader, 'PUT', '/proposal/prop-107/phase/1', {
      fields: { background: `a${fits}` },
      version: v + 1,
    })
    expect(tooLong.status).toBe(400)
    expect(tooLong.body.errors.background).toEqual(['Use at most 5000 characters.'])
  })

  it('rejects people outside the team, unknown fields and bad money', async () => {
    const v = stored('prop-107').entries[1]!.version
    expect(
      (await call(SEEDED.jury, 'PUT', '/proposal/prop-107/phase/1', { fields: {}, version: v }))
        .status,
    ).toBe(403)
    const bad = await call(SEEDED.participantLeader, 'PUT', '/proposal/prop-107/phase/1', {
      fields: { estimatedValue: -5, colour: 'red' },
      version: v,
    })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.errors)).toEqual(
      expect.arrayContaining(['estimatedValue', 'colour']),
    )
    // An amount above the largest taken, with the words the entry's form says too.
    const huge = await call(SEEDED.participantLeader, 'PUT', '/proposal/prop-107/phase/1', {
      fields: { estimatedValue: 2e15 },
      version: v,
    })
    expect(huge.status).toBe(400)
    expect(huge.body.errors).toEqual({
      estimatedValue: ['This amount is too large: the largest taken is Rp 1,000,000,000,000,000.'],
    })
    // One below zero, likewise.
    const below = await call(SEEDED.participantLeader, 'PUT', '/proposal/prop-107/phase/1', {
      fields: { estimatedValue: -5000 },
      version: v,
    })
    expect(below.body.errors).toEqual({
      estimatedValue: ['An amount cannot be below zero: write it without the minus sign.'],
    })
  })

  it('closes participant editing outside the period and after the deadline, but not for the committee', async () => {
    resetDemoData({ activeIndex: 1 })
    const v = stored('prop-107').entries[1]!.version
    const closed = await call(SEEDED.participantLeader, 'PUT', '/proposal/prop-107/phase/1', {
      fields: { background: 'late' },
      version: v,
    })
    expect(closed).toMatchObject({ status: 400, body: { title: 'Entry closed' } })
    expect(closed.body.detail).toMatch(
      /^The Phase 1 entry is open only during "Phase 1: proposal selection and submission"\. The active period is "Scoring for semi-finalists"\./,
    )
    const committee = await call(SEEDED.committee, 'PUT', '/proposal/prop-107/phase/1', {
      fields: { background: 'committee mode' },
      version: v,
    })
    expect(committee.status).toBe(200)

    resetDemoData()
    demoStore.mutate((db) => {
      db.periods.find((p) => p.year === String(YEAR) && p.periodId === 1)!.endAt = new Date(
        Date.now() - 1000,
      ).toISOString()
    })
    const late = await call(SEEDED.participantLeader, 'PUT', '/proposal/prop-107/phase/1', {
      fields: { background: 'late' },
      version: stored('prop-107').entries[1]!.version,
    })
    expect(late.body.detail).toMatch(
      /^The deadline of "Phase 1: proposal selection and submission" passed on \d\d \w{3} \d{4} [\d:]+ WIB; the Phase 1 entry is closed\.$/,
    )
    expect(
      (
        await call(SEEDED.participantLeader, 'POST', '/proposal', {
          teamId: 'team-01',
          category: 1,
          title: 'Too late idea',
        })
      ).status,
    ).toBe(400)
    expect(
      (
        await call(SEEDED.committee, 'POST', '/proposal', {
          teamId: 'team-01',
          category: 1,
          title: 'Committee mode idea',
        })
      ).status,
    ).toBe(200)
  })

  it('starts no proposal once the Phase 1 results are published, even while Phase 1 is open, the committee neither', async () => {
    // Phase 1 is the active period and has not ended, but its results are already published.
    recordPublication(YEAR, 1, { publishedAt: '2026-11-20T03:00:00.000Z' })
    const before = demoStore.db.proposals.length
    for (const as of [SEEDED.participantMember, SEEDED.committee]) {
      const refused = await call(as, 'POST', '/proposal', {
        teamId: 'team-01',
        category: 1,
        title: 'Dead on arrival',
      })
      expect(refused.status).toBe(409)
      expect(refused.body).toMatchObject({
        title: 'Results published',
        detail:
          "The Phase 1 results were published on 20 Nov 2026 10:00:00 WIB: who takes part in this year's award is final, so no new proposal can be started.",
      })
    }
    expect(demoStore.db.proposals).toHaveLength(before)
  })

  it('tells a team writing the Phase 2 entry of a proposal out after Phase 1 that it did not advance, in its language', async () => {
    // Phase 2 runs and the Phase 1 results are published: "Digital permit-to-work" stayed in Phase 1.
    resetDemoData({ activeIndex: 2 })
    const body = { fields: { risks: 'r' }, version: 0 }
    const english = await call(SEEDED.participantLeader, 'PUT', '/proposal/prop-107/phase/2', body)
    expect(english).toMatchObject({ status: 400, body: { title: 'Entry closed' } })
    expect(english.body.detail).toBe(
      'The Phase 1 results are published: "Digital permit-to-work for maintenance crews" was not finalized in time, so it was not judged and does not go on to Phase 2.',
    )
    const indonesian = await call(
      SEEDED.participantLeader,
      'PUT',
      '/proposal/prop-107/phase/2',
      body,
      {
        'Accept-Language': 'id',
      },
    )
    expect(indonesian.body.detail).toBe(
      'Hasil Tahap 1 sudah diumumkan: "Digital permit-to-work for maintenance crews" tidak difinalisasi tepat waktu, sehingga tidak dinilai dan tidak lolos ke Tahap 2.',
    )
    expect(stored('prop-107').entries[2]).toBeUndefined()
  })

  it('names what an incomplete entry lacks, by field, in the caller’s language', async () => {
    const v = stored('prop-107').entries[1]!.version
    await call(SEEDED.participantLeader, 'PUT', '/proposal/prop-107/phase/1', {
      fields: { ...FULL, novelty: '' },
      version: v,
    })
    const english = await call(
      SEEDED.participantLeader,
      'POST',
      '/proposal/prop-107/phase/1/finalize',
      undefined,
      { 'Accept-Language': 'en' },
    )
    expect(english).toMatchObject({
      status: 400,
      body: {
        errors: {
          novelty: ['What is new is required.'],
          poster: ['Upload the poster before finalizing.'],
        },
      },
    })
    const indonesian = await call(
      SEEDED.participantLeader,
      'POST',
      '/proposal/prop-107/phase/1/finalize',
      undefined,
      { 'Accept-Language': 'id' },
    )
    expect(Object.keys(indonesian.body.errors).sort()).toEqual(['novelty', 'poster'])
    expect(indonesian.body.errors.novelty[0]).not.toBe('What is new is required.')
    expect(indonesian.body.errors.novelty[0]).not.toMatch(/object/)
    expect(indonesian.body.errors.poster[0]).not.toBe('Upload the poster before finalizing.')
    expect(stored('prop-107').entries[1]!.status).toBe('Draft')
  })

  it('lets only the leader finalize, and only a complete entry with a poster', async () => {
    const v = stored('prop-107').entries[1]!.version
    await call(SEEDED.participantLeader, 'PUT', '/proposal/prop-107/phase/1', {
      fields: FULL,
      version: v,
    })
    expect(
      (await call(SEEDED.participantMember, 'POST', '/proposal/prop-107/phase/1/finalize')).status,
    ).toBe(403)
    const noPoster = await call(
      SEEDED.participantLeader,
      'POST',
      '/proposal/prop-107/phase/1/finalize',
    )
    expect(noPoster).toMatchObject({
      status: 400,
      body: { errors: { poster: ['Upload the poster before finalizing.'] } },
    })
    expect(
      (await upload(SEEDED.participantMember, 'prop-107', file('poster.pdf', 2048), 'poster'))
        .status,
    ).toBe(201)
    const done = await call(SEEDED.participantLeader, 'POST', '/proposal/prop-107/phase/1/finalize')
    expect(done.status).toBe(200)
    expect(stored('prop-107').entries[1]!.status).toBe('Finalized')
    const after = await call(SEEDED.participantLeader, 'PUT', '/proposal/prop-107/phase/1', {
      fields: FULL,
      version: stored('prop-107').entries[1]!.version,
    })
    expect(after).toMatchObject({ status: 400, body: { title: 'Entry closed' } })
    expect(after.body.detail).toMatch(
      /^The Phase 1 entry was finalized on .*; it is read-only now\.$/,
    )
    const aid = stored('prop-107').attachments[0]!.id
    expect(
      (await call(SEEDED.participantLeader, 'DELETE', `/proposal/prop-107/attachment/${aid}`))
        .status,
    ).toBe(400)
  })

  it('names the missing fields when finalizing an incomplete entry', async () => {
    const answer = await call(
      SEEDED.participantLeader,
      'POST',
      '/proposal/prop-107/phase/1/finalize',
    )
    expect(answer.status).toBe(400)
    expect(Object.keys(answer.body.errors)).toEqual(
      expect.arrayContaining(['solution', 'novelty', 'estimatedValue', 'location', 'poster']),
    )
  })

  it('refuses a file whose content is not what its name says, with the reason, and keeps nothing', async () => {
    const disguised = [
      [
        'poster.png',
        new TextEncoder().encode('<!doctype html><script>alert(document.domain)</script>'),
        'poster',
        'PNG',
      ],
      ['poster.pdf', typedFile('image.png', 500), 'poster', 'PDF'],
      ['deck.pptx', typedFile('slides.pdf', 500), 'presentation', 'PowerPoint (PPTX)'],
      ['budget.xlsx', new TextEncoder().encode('name,amount\n'), 'supporting', 'Excel (XLSX)'],
      ['photo.jpg', typedFile('scan.png', 500), 'supporting', 'JPEG'],
    ] as const
    for (const [name, bytes, kind, type] of disguised) {
      const answer = await upload(
        SEEDED.participantLeader,
        'prop-107',
        new File([bytes], name),
        kind,
      )
      expect(answer, name).toMatchObject({
        status: 400,
        body: {
          errors: {
            File: [
              `"${name}" is not a ${type} file, whatever its name says: save or export it as ${type} and choose it again.`,
            ],
          },
        },
      })
    }
    expect(stored('prop-107').attachments).toEqual([])
    // The same files, with content that matches their names, are taken.
    for (const [name, , kind] of disguised)
      expect(
        (await upload(SEEDED.participantLeader, 'prop-107', file(name, 500), kind)).status,
        name,
      ).toBe(201)
  })

  it('checks upload type and size, serves the bytes under /uploads and removes them', async () => {
    const wrong = await upload(
      SEEDED.participantLeader,
      'prop-107',
      file('poster.docx', 100),
      'poster',
    )
    expect(wrong).toMatchObject({
      status: 400,
      body: {
        errors: { File: ['"poster.docx" cannot be used: a poster must be PDF, PNG or JPEG.'] },
      },
    })
    const big = await upload(
      SEEDED.participantLeader,
      'prop-107',
      file('poster.png', 10 * 1024 * 1024 + 1),
      'poster',
    )
    expect(big.status).toBe(413)
    // Just over the limit is never said as the limit; numbers as the caller's language writes them.
    expect(big.body.detail).toBe('"poster.png" is 10.1 MB; a poster can be at most 10 MB.')
    const bigId = await upload(
      SEEDED.participantLeader,
      'prop-107',
      file('poster.png', 10 * 1024 * 1024 + 1),
      'poster',
      1,
      { 'Accept-Language': 'id' },
    )
    expect(bigId.body.detail).toBe('"poster.png" berukuran 10,1 MB; poster maksimal 10 MB.')
    const pptx = await upload(
      SEEDED.participantLeader,
      'prop-107',
      file('deck.pptx', 100),
      'presentation',
    )
    expect(pptx.status).toBe(201)
    const ok = await upload(
      SEEDED.participantLeader,
      'prop-107',
      file('poster.png', 1234),
      'poster',
    )
    expect(ok.status).toBe(201)
    expect(ok.body.value).toMatchObject({
      kind: 'poster',
      fileName: 'poster.png',
      size: 1234,
      contentType: 'image/png',
    })
    const served = await fetch(`http://localhost${ok.body.value.url}`)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect((await served.arrayBuffer()).byteLength).toBe(1234)
    expect(
      (
        await call(
          SEEDED.participantLeader,
          'DELETE',
          `/proposal/prop-107/attachment/${ok.body.value.id}`,
        )
      ).status,
    ).toBe(204)
    expect((await fetch(`http://localhost${ok.body.value.url}`)).status).toBe(404)
  })

  it('creates proposals for a member of a team of this year, with validation', async () => {
    expect(
      (
        await call(SEEDED.participantLeader, 'POST', '/proposal', {
          teamId: 'team-02',
          category: 1,
          title: 'Not my team',
        })
      ).status,
    ).toBe(403)
    const bad = await call(SEEDED.participantLeader, 'POST', '/proposal', {
      teamId: 'team-01',
      category: 9,
      title: 'x',
    })
    expect(bad).toMatchObject({
      status: 400,
      body: { errors: { Category: ['Choose one of the four categories.'] } },
    })
    const ok = await call(SEEDED.participantMember, 'POST', '/proposal', {
      teamId: 'team-01',
      category: 2,
      title: 'Smart water meters',
    })
    expect(ok.body.value).toMatchObject({
      title: 'Smart water meters',
      category: 2,
      year: YEAR,
      entries: { '1': { status: 'Draft', version: 1 } },
    })
  })

  it('imports an earlier proposal and an initiative into new drafts', async () => {
    const importable = await call(SEEDED.participantLeader, 'GET', '/proposal/importable')
    expect(importable.body.map((p: { id: string }) => p.id)).toEqual(['prop-011'])
    const copy = await call(SEEDED.participantLeader, 'POST', '/proposal/import', {
      proposalId: 'prop-011',
      teamId: 'team-01',
    })
    expect(copy.body.value).toMatchObject({
      importedFromId: 'prop-011',
      title: 'Leak detection with acoustic sensors',
      entries: { '1': { status: 'Draft' } },
    })
    expect(copy.body.value.entries['1'].fields.background).toBe(
      'Water leaks in old pipes go unnoticed for weeks.',
    )
    expect(
      (
        await call(SEEDED.jury, 'POST', '/proposal/import', {
          proposalId: 'prop-011',
          teamId: 'team-01',
        })
      ).status,
    ).toBe(403)

    const found = await call(SEEDED.participantLeader, 'GET', '/initiative?keyword=drone')
    expect(found.body).toHaveLength(1)
    const fromInitiative = await call(
      SEEDED.participantLeader,
      'POST',
      '/proposal/import-initiative',
      {
        code: found.body[0].code,
        teamId: 'team-01',
        category: 3,
      },
    )
    expect(fromInitiative.body.value).toMatchObject({
      initiativeCode: 'INI-2303',
      title: 'Drone inspection of transmission towers',
      category: 3,
    })
    expect(
      (
        await call(SEEDED.participantLeader, 'POST', '/proposal/import-initiative', {
          code: 'INI-2303',
          teamId: 'team-01',
          category: 3,
        })
      ).status,
    ).toBe(409)
  })
})

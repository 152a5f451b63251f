// @vitest-environment node
import { SEEDED } from '@/demo/db/seed'
import { call } from '@/testing/demo-call'
import {
  attachToProposal,
  chooseForPublication,
  demoStore,
  resetDemoData,
  SEED_NOW,
} from '@/testing/demo-server'

const YEAR = new Date(SEED_NOW).getUTCFullYear()

function setUp(activeIndex = 1) {
  resetDemoData({ activeIndex })
  attachToProposal('prop-104', {
    id: 'att-desa',
    fileName: 'Desa Berdaya - Regional Jawa Barat poster.PDF',
    contentType: 'application/pdf',
    size: 10,
    uploadedById: 'c0a80001-0000-4000-8000-000000000027',
  })
}

async function assignDewi() {
  expect(
    (
      await call(SEEDED.committee, 'PUT', '/judge/assignment/prop-104/1', {
        juryIds: [SEEDED.jury],
      })
    ).status,
  ).toBe(200)
  return demoStore.db.juryDetails.find(
    (jd) => jd.proposalId === 'prop-104' && jd.juryId === SEEDED.jury,
  )!.id
}

describe('blind judging', () => {
  beforeEach(() => setUp())

  it('is a per-phase setting only the committee changes, recorded in the activity log', async () => {
    expect((await call(SEEDED.jury, 'GET', `/judging/settings?year=${YEAR}`)).body).toEqual([
      { year: YEAR, phase: 1, blind: false, minScores: 3, sdFloor: 0.25 },
      { year: YEAR, phase: 2, blind: false, minScores: 3, sdFloor: 0.25 },
      { year: YEAR, phase: 3, blind: false, minScores: 3, sdFloor: 0.25 },
    ])
    expect((await call(SEEDED.jury, 'PUT', '/judging/settings/1', { blind: true })).status).toBe(
      403,
    )
    expect(
      (await call(SEEDED.committee, 'PUT', '/judging/settings/1', { blind: 'yes' })).status,
    ).toBe(400)
    const on = await call(SEEDED.committee, 'PUT', '/judging/settings/1', {
      blind: true,
      year: YEAR,
    })
    expect(on.status).toBe(200)
    expect((on.body as unknown as Array<{ blind: boolean }>).map((s) => s.blind)).toEqual([
      true,
      false,
      false,
    ])
    expect(demoStore.db.activities[0]).toMatchObject({
      entity: 'judging',
      action: 'blind-on',
      actorId: SEEDED.committee,
    })
  })

  it('leaves the team, unit and people out of every answer to a judge, and names attachments neutrally', async () => {
    const id = await assignDewi()
    await call(SEEDED.committee, 'PUT', '/judging/settings/1', { blind: true, year: YEAR })

    const proposal = await call(SEEDED.jury, 'GET', '/proposal/prop-104')
    expect(proposal.status).toBe(200)
    expect(proposal.text).not.toMatch(/Desa Berdaya|Regional Jawa Barat/)
    expect(proposal.body.value).toMatchObject({
      team: {
        id: '',
        name: 'Hidden team (blind judging)',
        unit: 'Hidden unit',
        leaderName: 'Hidden',
      },
    })
    const attachments = proposal.body.value!.attachments as Array<{
      id: string
      fileName: string
      url: string
    }>
    // Addresses are signed for the judge (docs/api.md "Uploaded files") and carry the neutral name.
    expect(attachments.find((a) => a.id === 'att-desa')).toMatchObject({
      fileName: 'Poster (Phase 1).pdf',
      url: expect.stringMatching(
        /^\/uploads\/att-desa\/Poster%20\(Phase%201\)\.pdf\?v=[^&]+&exp=\d+&sig=/,
      ) as unknown,
    })
    for (const a of attachments)
      expect(a.fileName).toMatch(/^(Poster|Presentation|Supporting file \d+) \(Phase \d\)(\.\w+)?$/)
    const history = (
      proposal.body.value!.entries as Record<string, { history: Array<{ by: string }> }>
    )['1']!.history
    expect(history.every((h) => h.by === 'Hidden')).toBe(true)

    for (const path of [
      `/score/${id}`,
      `/score/mine?phase=1`,
      `/score/jury/${SEEDED.jury}?phase=1`,
    ]) {
      const answer = await call(SEEDED.jury, 'GET', path)
      expect(answer.status).toBe(200)
      expect(answer.text).not.toContain('Desa Berdaya')
      expect(answer.text).toContain('"teamName":"Hidden team (blind judging)"')
    }
    const list = await call(SEEDED.jury, 'GET', `/proposal?year=${YEAR}&phase=1&perPage=100`)
    expect(list.text).not.toMatch(/Desa Berdaya|Regional Jawa Barat/)
    // A judge cannot find the proposal by its team's name either.
    expect(
      (await call(SEEDED.jury, 'GET', `/proposal?year=${YEAR}&phase=1&keyword=berdaya`)).body,
    ).toEqual([])
  })

  it('still shows everything to the committee and to the team, and nothing is hidden when it is off', async () => {
    const id = await assignDewi()
    expect((await call(SEEDED.jury, 'GET', `/score/${id}`)).body.value).toMatchObject({
      blind: false,
      teamName: 'Desa Berdaya',
    })
    await call(SEEDED.committee, 'PUT', '/judging/settings/1', { blind: true, year: YEAR })
    expect((await call(SEEDED.committee, 'GET', '/proposal/prop-104')).body.value).toMatchObject({
      team: { name: 'Desa Berdaya' },
    })
    expect((await call(SEEDED.committee, 'GET', `/score/${id}`)).body.value).toMatchObject({
      blind: true,
      teamName: 'Desa Berdaya',
    })
    expect(
      (await call('c0a80001-0000-4000-8000-000000000027', 'GET', '/proposal/prop-104')).body.value,
    ).toMatchObject({ team: { name: 'Desa Berdaya' } })
    // Another phase's setting does not hide Phase 1.
    await call(SEEDED.committee, 'PUT', '/judging/settings/1', { blind: false, year: YEAR })
    await call(SEEDED.committee, 'PUT', '/judging/settings/2', { blind: true, year: YEAR })
    expect((await call(SEEDED.jury, 'GET', '/proposal/prop-104')).body.value).toMatchObject({
      team: { name: 'Desa Berdaya' },
    })
  })
})

describe('blind judging in the gallery', () => {
  beforeEach(setUp)

  it('hides the team of a published proposal from a judge, not from anyone else', async () => {
    // Published: a semi-finalist once the Phase 1 results are out; blind judging of its phase (2) hides its team.
    demoStore.mutate((db) => {
      db.proposals.find((p) => p.id === 'prop-104')!.phase = 2
    })
    await call(SEEDED.committee, 'POST', '/score/result/publish', {
      phase: 1,
      shareComments: false,
    })
    await call(SEEDED.committee, 'PUT', '/judging/settings/2', { blind: true, year: YEAR })
    const list = await call(SEEDED.jury, 'GET', `/proposal/gallery?year=${YEAR}`)
    expect(list.text).toContain('Village solar microgrid')
    expect(list.text).not.toMatch(/Desa Berdaya|Regional Jawa Barat/)
    const one = await call(SEEDED.jury, 'GET', '/proposal/gallery/prop-104')
    expect(one.text).not.toMatch(/Desa Berdaya|Regional Jawa Barat/)
    expect(one.body.value).toMatchObject({
      poster: { fileName: 'Poster (Phase 1).pdf' },
      team: { memberNames: [] },
    })
    expect(
      (await call(SEEDED.participantLeader, 'GET', '/proposal/gallery/prop-104')).text,
    ).toContain('Desa Berdaya')
  })
})

describe('blind judging in the people’s choice, and after publication', () => {
  beforeEach(() => setUp())

  /** prop-104 a semi-finalist (the demo seeded in Phase 2: Phase 1 results published, the poster vote open) judged blind in Phase 2. */
  async function semiFinalistJudgedBlind() {
    setUp(2)
    expect(
      (await call(SEEDED.committee, 'PUT', '/judging/settings/2', { blind: true, year: YEAR }))
        .status,
    ).toBe(200)
  }

  it('hides the team of a candidate still under blind judging from a judge: sessions, the open list and the tallies', async () => {
    await semiFinalistJudgedBlind()
    const sessionId = `vote-${YEAR}-poster`
    for (const path of [`/vote?year=${YEAR}`, '/vote/active', `/vote/${sessionId}`]) {
      const answer = await call(SEEDED.jury, 'GET', path)
      expect(answer.status).toBe(200)
      expect(answer.text).toContain('Village solar microgrid')
      expect(answer.text).not.toMatch(/Desa Berdaya|Regional Jawa Barat|Barat poster/)
    }
    const session = (await call(SEEDED.jury, 'GET', `/vote/${sessionId}`)).body.value as {
      candidates: Array<Record<string, unknown>>
    }
    expect(session.candidates.find((c) => c.proposalId === 'prop-104')).toMatchObject({
      teamName: 'Hidden team (blind judging)',
      unit: 'Hidden unit',
      poster: { fileName: 'Poster (Phase 1).pdf' },
    })
    // Every candidate is a semi-finalist judged blind in Phase 2: none shows its team to a judge.
    expect(session.candidates.map((c) => c.teamName)).toEqual(
      Array(3).fill('Hidden team (blind judging)'),
    )
    // The tallies, once the session has closed (readable by everyone then).
    demoStore.mutate((db) => {
      db.voteSessions.find((s) => s.id === sessionId)!.closeAt = new Date(
        SEED_NOW - 1000,
      ).toISOString()
    })
    const result = await call(SEEDED.jury, 'GET', `/vote/${sessionId}/result`)
    expect(result.status).toBe(200)
    expect(result.text).not.toContain('Desa Berdaya')
    expect(
      (await call(SEEDED.participantLeader, 'GET', `/vote/${sessionId}/result`)).text,
    ).toContain('Desa Berdaya')
    expect((await call(SEEDED.participantLeader, 'GET', `/vote/${sessionId}`)).text).toContain(
      'Desa Berdaya',
    )
  })

  it('shows a judge the team again once the results of the blind phase are published: published is public', async () => {
    await semiFinalistJudgedBlind()
    expect((await call(SEEDED.jury, 'GET', '/proposal/gallery/prop-104')).text).not.toContain(
      'Desa Berdaya',
    )
    chooseForPublication(YEAR, 2, ['prop-104'])
    await call(SEEDED.committee, 'POST', '/score/result/publish', {
      phase: 2,
      shareComments: false,
    })
    expect((await call(SEEDED.jury, 'GET', '/proposal/gallery/prop-104')).body.value).toMatchObject(
      { team: { name: 'Desa Berdaya' } },
    )
    expect((await call(SEEDED.jury, 'GET', `/vote/vote-${YEAR}-poster`)).text).toContain(
      'Desa Berdaya',
    )
  })

  it('keeps a blind phase hidden while a later phase is judged openly, until its results are published', async () => {
    demoStore.mutate((db) => {
      db.proposals.find((p) => p.id === 'prop-104')!.phase = 2
    })
    await call(SEEDED.committee, 'PUT', '/judging/settings/1', { blind: true, year: YEAR })
    expect(
      (await call(SEEDED.jury, 'GET', `/proposal?year=${YEAR}&perPage=100`)).text,
    ).not.toContain('Desa Berdaya')
    await call(SEEDED.committee, 'POST', '/score/result/publish', {
      phase: 1,
      shareComments: false,
    })
    expect((await call(SEEDED.jury, 'GET', `/proposal?year=${YEAR}&perPage=100`)).text).toContain(
      'Desa Berdaya',
    )
  })

  it('leaves out what leads to the team: the earlier proposal it was imported from and the registry initiative', async () => {
    await assignDewi()
    demoStore.mutate((db) => {
      Object.assign(
        db.proposals.find((p) => p.id === 'prop-104')!,
        { importedFromId: 'prop-011', initiativeCode: 'INI-2309' },
      )
    })
    await call(SEEDED.committee, 'PUT', '/judging/settings/1', { blind: true, year: YEAR })
    expect((await call(SEEDED.jury, 'GET', '/proposal/prop-104')).body.value).toMatchObject({
      importedFromId: null,
      initiativeCode: null,
    })
    expect((await call(SEEDED.committee, 'GET', '/proposal/prop-104')).body.value).toMatchObject({
      importedFromId: 'prop-011',
      initiativeCode: 'INI-2309',
    })
  })
})

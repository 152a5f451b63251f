// @vitest-environment node
import { SEEDED } from '@/demo/db/seed'
import { call } from '@/testing/demo-call'
import { chooseForPublication, demoStore, resetDemoData, SEED_NOW } from '@/testing/demo-server'

const YEAR = new Date(SEED_NOW).getUTCFullYear()
const J = {
  dewi: SEEDED.jury, // Divisi Keuangan
  agus: SEEDED.jury2, // Divisi Operasi: the unit of team-01 (prop-101)
  rina: 'c0a80001-0000-4000-8000-000000000013', // Divisi Teknologi Informasi: team-02 (prop-102, prop-108)
  hendra: 'c0a80001-0000-4000-8000-000000000014',
  maya: 'c0a80001-0000-4000-8000-000000000015',
}

const details = () => demoStore.db.juryDetails.filter((jd) => jd.year === YEAR)
const full = (score: number) =>
  [1, 2, 3, 4].map((i) => ({ criterionId: `crit-1-${i}`, score, comment: '' }))

async function assign(proposalId: string, juryIds: string[]) {
  const answer = await call(SEEDED.committee, 'PUT', `/judge/assignment/${proposalId}/1`, {
    juryIds,
  })
  expect(answer.status).toBe(200)
  return details().find((jd) => jd.proposalId === proposalId && jd.juryId === juryIds[0])!
}

/** In the Phase 1 jury period, prop-104 judged by Dewi (a draft of 7s saved) and Maya (`mayaScore` on each criterion, submitted). */
async function draftAndSubmitted(mayaScore: number) {
  resetDemoData({ activeIndex: 1 })
  const dewi = await assign('prop-104', [J.dewi, J.maya])
  const maya = details().find((x) => x.proposalId === 'prop-104' && x.juryId === J.maya)!
  expect(
    (
      await call(J.dewi, 'PUT', `/score/${dewi.id}`, {
        scores: full(7),
        overallComment: '',
        version: 1,
      })
    ).status,
  ).toBe(200)
  expect(
    (
      await call(J.maya, 'POST', `/score/${maya.id}/submit`, {
        scores: full(mayaScore),
        overallComment: '',
        version: 1,
      })
    ).status,
  ).toBe(200)
  return { dewi, maya }
}

describe('rubric', () => {
  it('serves each phase’s criteria with weights summing to 100 on a 1–10 scale', async () => {
    for (const phase of [1, 2, 3]) {
      const answer = await call(SEEDED.jury, 'GET', `/rubric?phase=${phase}`)
      const rows = answer.body as unknown as Array<{
        weight: number
        scaleMin: number
        scaleMax: number
      }>
      expect(rows.reduce((a, c) => a + c.weight, 0)).toBe(100)
      expect(rows.every((c) => c.scaleMin === 1 && c.scaleMax === 10)).toBe(true)
    }
    expect((await call(SEEDED.jury, 'GET', '/rubric?phase=4')).status).toBe(400)
  })
})

describe('assignment rules', () => {
  it('lets only the committee assign', async () => {
    expect(
      (await call(SEEDED.jury, 'PUT', '/judge/assignment/prop-104/1', { juryIds: [J.dewi] }))
        .status,
    ).toBe(403)
    expect(
      (await call(SEEDED.jury, 'POST', '/judge/auto-assign', { phase: 1, judgesPerProposal: 2 }))
        .status,
    ).toBe(403)
    expect((await call(SEEDED.participantLeader, 'GET', '/judge/assignment?phase=1')).status).toBe(
      403,
    )
    expect(details()).toHaveLength(0)
  })

  it('refuses a judge from the proposal’s unit or team', async () => {
    const unit = await call(SEEDED.committee, 'PUT', '/judge/assignment/prop-101/1', {
      juryIds: [J.dewi, J.agus],
    })
    expect(unit.status).toBe(400)
    expect(unit.body).toMatchObject({
      title: 'Conflict of interest',
      errors: { juryIds: ["Agus Santoso works in the team's unit (Divisi Operasi)."] },
    })

    demoStore.mutate((db) => db.teams.find((t) => t.id === 'team-04')!.memberIds.push(J.hendra))
    const member = await call(SEEDED.committee, 'PUT', '/judge/assignment/prop-104/1', {
      juryIds: [J.hendra],
    })
    expect(member.status).toBe(400)
    expect(member.body).toMatchObject({
      errors: { juryIds: ['Hendra Gunawan is a member of the team "Desa Berdaya".'] },
    })
    expect(details()).toHaveLength(0)
  })

  it('shows each judge’s conflicts on the board', async () => {
    const board = await call(SEEDED.committee, 'GET', '/judge/assignment?phase=1')
    const proposals = board.body.value!.proposals as Array<{
      proposalId: string
      conflicts: Array<{ juryId: string }>
    }>
    expect(proposals.map((p) => p.proposalId)).toEqual([
      'prop-108',
      'prop-101',
      'prop-102',
      'prop-104',
    ])
    expect(
      proposals.find((p) => p.proposalId === 'prop-101')!.conflicts.map((c) => c.juryId),
    ).toEqual([J.agus])
  })

  it('auto-assigns N per proposal with a balanced load, no conflicts, keeping existing assignments', async () => {
    await assign('prop-104', [J.maya])
    const answer = await call(SEEDED.committee, 'POST', '/judge/auto-assign', {
      phase: 1,
      judgesPerProposal: 2,
    })
    expect(answer.status).toBe(200)
    expect(answer.body.value).toMatchObject({ created: 7 })
    const rows = details().filter((jd) => !jd.removed)
    for (const id of ['prop-101', 'prop-102', 'prop-104', 'prop-108'])
      expect(rows.filter((jd) => jd.proposalId === id)).toHaveLength(2)
    expect(rows.some((jd) => jd.proposalId === 'prop-104' && jd.juryId === J.maya)).toBe(true)
    expect(rows.some((jd) => jd.proposalId === 'prop-101' && jd.juryId === J.agus)).toBe(false)
    expect(
      rows.some((jd) => ['prop-102', 'prop-108'].includes(jd.proposalId) && jd.juryId === J.rina),
    ).toBe(false)
    const loads = Object.values(J).map((id) => rows.filter((jd) => jd.juryId === id).length)
    expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(1)
    expect(demoStore.db.activities[0]).toMatchObject({
      entity: 'assignment',
      action: 'auto-assign',
      actorId: SEEDED.committee,
    })

    const loadAnswer = await call(SEEDED.committee, 'GET', '/judge?phase=1')
    expect(
      (loadAnswer.body as unknown as Array<{ assigned: number }>).reduce(
        (a, j) => a + j.assigned,
        0,
      ),
    ).toBe(8)
  })

  describe('in a later phase', () => {
    const finalist = async (phase1Judges: string[]) => {
      await assign('prop-104', phase1Judges)
      demoStore.mutate((db) => {
        for (const p of db.proposals) if (p.year === YEAR) p.phase = p.id === 'prop-104' ? 3 : 1
      })
    }
    const phase3Judges = () =>
      details()
        .filter((jd) => jd.phase === 3 && jd.proposalId === 'prop-104')
        .map((jd) => jd.juryId)

    it('prefers judges who have not judged the proposal before, by default', async () => {
      await finalist([J.dewi, J.hendra])
      const answer = await call(SEEDED.committee, 'POST', '/judge/auto-assign', {
        phase: 3,
        judgesPerProposal: 2,
      })
      expect(answer.status).toBe(200)
      expect(answer.body.value).toMatchObject({ created: 2, warnings: [] })
      expect(phase3Judges()).toHaveLength(2)
      expect(phase3Judges()).not.toContain(J.dewi)
      expect(phase3Judges()).not.toContain(J.hendra)
    })

    it('picks by load alone when the preference is off', async () => {
      await finalist([J.dewi, J.hendra])
      const answer = await call(SEEDED.committee, 'POST', '/judge/auto-assign', {
        phase: 3,
        judgesPerProposal: 2,
        preferNewJudges: false,
      })
      expect(answer.status).toBe(200)
      // Every judge has no Phase 3 load: the alphabetical tie-break then picks Dewi among the first two.
      expect(phase3Judges()).toContain(J.dewi)
    })

    it('warns when a proposal must get a judge who judged it before', async () => {
      await finalist([J.dewi, J.hendra, J.maya, J.rina])
      const answer = await call(SEEDED.committee, 'POST', '/judge/auto-assign', {
        phase: 3,
        judgesPerProposal: 2,
      })
      expect(answer.status).toBe(200)
      const warnings = (answer.body.value as { warnings: string[] }).warnings
      expect(warnings).toHaveLength(1)
      expect(warnings[0]).toMatch(/^".+" gets [12] judges? who judged it in an earlier phase/)
    })
  })

  it('answers 400 and changes nothing when N judges per proposal is impossible', async () => {
    const answer = await call(SEEDED.committee, 'POST', '/judge/auto-assign', {
      phase: 1,
      judgesPerProposal: 5,
    })
    expect(answer.status).toBe(400)
    expect(String(answer.body.detail)).toContain(
      '"Predictive maintenance for pumping stations" can get only 4 more judges',
    )
    expect(
      (
        await call(SEEDED.committee, 'POST', '/judge/auto-assign', {
          phase: 1,
          judgesPerProposal: 0,
        })
      ).status,
    ).toBe(400)
    expect(details()).toHaveLength(0)
  })
})

describe('scoring rules', () => {
  it('lets only the assigned judge score, and only in the phase’s jury period', async () => {
    const jd = await assign('prop-104', [J.dewi])
    const closed = await call(J.dewi, 'PUT', `/score/${jd.id}`, {
      scores: full(7),
      overallComment: '',
      version: 1,
    })
    expect(closed.status).toBe(403)
    expect(String(closed.body.detail)).toContain(
      'Scoring for Phase 1 is open only during "Scoring for semi-finalists"',
    )

    resetDemoData({ activeIndex: 1 })
    const open = await assign('prop-104', [J.dewi])
    expect(
      (
        await call(J.maya, 'PUT', `/score/${open.id}`, {
          scores: full(7),
          overallComment: '',
          version: 1,
        })
      ).status,
    ).toBe(403)
    expect((await call(J.maya, 'GET', `/score/${open.id}`)).status).toBe(403)
    const saved = await call(J.dewi, 'PUT', `/score/${open.id}`, {
      scores: full(7),
      overallComment: 'Good',
      version: 1,
    })
    expect(saved.status).toBe(200)
    expect(saved.body.value).toMatchObject({
      status: 'Draft',
      total: 7,
      version: 2,
      overallComment: 'Good',
    })
    expect(demoStore.db.activities[0]).toMatchObject({
      entity: 'score',
      action: 'save-draft',
      actorId: J.dewi,
    })
  })

  it('validates scores 1–10 with field errors, and refuses a stale version', async () => {
    resetDemoData({ activeIndex: 1 })
    const jd = await assign('prop-104', [J.dewi])
    const bad = await call(J.dewi, 'PUT', `/score/${jd.id}`, {
      scores: [{ criterionId: 'crit-1-2', score: 11, comment: '' }],
      overallComment: '',
      version: 1,
    })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({
      errors: { 'scores.crit-1-2': ['Novelty: the score must be a whole number from 1 to 10.'] },
    })
    // A decimal, as a draft saved while it is typed sends it: refused in the judge's language.
    const decimal = await call(
      J.dewi,
      'PUT',
      `/score/${jd.id}`,
      {
        scores: [{ criterionId: 'crit-1-2', score: 7.5, comment: '' }],
        overallComment: '',
        version: 1,
      },
      { 'Accept-Language': 'id' },
    )
    expect(decimal.status).toBe(400)
    expect(JSON.stringify(decimal.body)).toContain('Kirim setiap nilai sebagai bilangan bulat.')
    expect(
      (
        await call(J.dewi, 'PUT', `/score/${jd.id}`, {
          scores: full(5),
          overallComment: '',
          version: 7,
        })
      ).status,
    ).toBe(409)
  })

  it('submits only a complete sheet, then locks it', async () => {
    resetDemoData({ activeIndex: 1 })
    const jd = await assign('prop-104', [J.dewi])
    const incomplete = await call(J.dewi, 'POST', `/score/${jd.id}/submit`, {
      scores: full(8).slice(0, 3),
      overallComment: '',
      version: 1,
    })
    expect(incomplete.status).toBe(400)
    expect(incomplete.body).toMatchObject({
      errors: { 'scores.crit-1-4': ['Feasibility: give a score from 1 to 10 before submitting.'] },
    })

    const submitted = await call(J.dewi, 'POST', `/score/${jd.id}/submit`, {
      scores: full(8),
      overallComment: 'Strong',
      version: 1,
    })
    expect(submitted.status).toBe(200)
    expect(submitted.body.value).toMatchObject({ status: 'Submitted', total: 8 })
    expect(demoStore.db.activities[0]).toMatchObject({ entity: 'score', action: 'submit' })
    expect(
      (
        await call(J.dewi, 'PUT', `/score/${jd.id}`, {
          scores: full(2),
          overallComment: '',
          version: 2,
        })
      ).status,
    ).toBe(409)
    expect((await call(J.dewi, 'POST', `/score/${jd.id}/submit`)).status).toBe(409)
    expect(demoStore.db.juryDetails.find((x) => x.id === jd.id)!.scores[0]!.score).toBe(8)
  })

  it('refuses to save or submit a phase’s sheets once its results are published, even while its jury period runs', async () => {
    // Before the publication: a draft is saved and a sheet submitted as usual.
    const { dewi } = await draftAndSubmitted(9)
    chooseForPublication(YEAR, 1, ['prop-104'])
    const before = await call(SEEDED.committee, 'GET', '/score/result?phase=1')
    // What the publish confirmation names: 1 of the phase's 2 sheets is not submitted yet.
    expect(before.body.value.counts.sheets).toEqual({ assigned: 2, submitted: 1 })
    expect(
      (
        await call(SEEDED.committee, 'POST', '/score/result/publish', {
          phase: 1,
          shareComments: true,
        })
      ).status,
    ).toBe(200)

    const save = await call(J.dewi, 'PUT', `/score/${dewi.id}`, {
      scores: full(3),
      overallComment: 'late',
      version: 2,
    })
    const submit = await call(J.dewi, 'POST', `/score/${dewi.id}/submit`, {
      scores: full(3),
      overallComment: 'late',
      version: 2,
    })
    for (const refused of [save, submit]) {
      expect(refused.status).toBe(409)
      expect(String(refused.body.detail)).toMatch(
        /^The Phase 1 results were published on .+: its scores can no longer change\.$/,
      )
    }
    expect(demoStore.db.juryDetails.find((x) => x.id === dewi.id)).toMatchObject({
      status: 'Draft',
      overallComment: '',
      version: 2,
    })
    // The published results stay as they were.
    const after = await call(SEEDED.committee, 'GET', '/score/result?phase=1')
    expect(after.body.value.rows).toEqual(before.body.value.rows)
  })

  it('refuses to change a published phase’s judges, by hand, in bulk or automatically: its sheets and published counts stay', async () => {
    // prop-104: Dewi's draft, Maya's submitted sheet and Hendra's unstarted one, then Phase 1 published.
    await draftAndSubmitted(9)
    expect(
      (
        await call(SEEDED.committee, 'PUT', '/judge/assignment/prop-104/1', {
          juryIds: [J.dewi, J.maya, J.hendra],
        })
      ).status,
    ).toBe(200)
    chooseForPublication(YEAR, 1, ['prop-104'])
    expect(
      (
        await call(SEEDED.committee, 'POST', '/score/result/publish', {
          phase: 1,
          shareComments: true,
        })
      ).status,
    ).toBe(200)
    const sheets = structuredClone(details())
    const before = await call(SEEDED.committee, 'GET', '/score/result?phase=1')
    expect(before.body.value.counts.sheets).toEqual({ assigned: 3, submitted: 1 })

    const byHand = await call(SEEDED.committee, 'PUT', '/judge/assignment/prop-104/1', {
      juryIds: [J.maya],
    })
    const bulkOff = await call(SEEDED.committee, 'POST', '/judge/assignment/bulk', {
      phase: 1,
      remove: [J.hendra],
      selection: { ids: ['prop-104'] },
    })
    const bulkOn = await call(SEEDED.committee, 'POST', '/judge/assignment/bulk', {
      phase: 1,
      add: [J.rina],
      selection: { ids: ['prop-104'] },
    })
    const auto = await call(SEEDED.committee, 'POST', '/judge/auto-assign', {
      phase: 1,
      judgesPerProposal: 2,
    })
    for (const refused of [byHand, bulkOff, bulkOn, auto]) {
      expect(refused.status).toBe(409)
      expect(String(refused.body.detail)).toMatch(
        /^The Phase 1 results were published on .+: its scores can no longer change\.$/,
      )
    }
    expect(details()).toEqual(sheets)
    const after = await call(SEEDED.committee, 'GET', '/score/result?phase=1')
    expect(after.body.value.counts).toEqual(before.body.value.counts)
    expect(after.body.value.rows).toEqual(before.body.value.rows)
  })

  it('keeps a submitted score when its judge is removed, and still counts it in the results', async () => {
    resetDemoData({ activeIndex: 1 })
    const jd = await assign('prop-104', [J.dewi, J.maya])
    expect(
      (
        await call(J.dewi, 'POST', `/score/${jd.id}/submit`, {
          scores: full(6),
          overallComment: '',
          version: 1,
        })
      ).status,
    ).toBe(200)
    const after = await call(SEEDED.committee, 'PUT', '/judge/assignment/prop-104/1', {
      juryIds: [J.hendra],
    })
    expect(after.status).toBe(200)
    const rows = after.body as unknown as Array<{
      juryId: string
      removed: boolean
      status: string
    }>
    expect(rows.map((r) => [r.juryId, r.removed, r.status])).toEqual([
      [J.dewi, true, 'Submitted'],
      [J.hendra, false, 'Assigned'],
    ])
    const sheets = await call(SEEDED.committee, 'GET', '/score/proposal/prop-104')
    expect(sheets.body).toEqual([
      expect.objectContaining({ juryId: J.dewi, removed: true, total: 6 }),
      expect.objectContaining({ juryId: J.hendra }),
    ])
    const result = await call(SEEDED.committee, 'GET', '/score/result?phase=1')
    const row = (result.body.value!.rows as Array<Record<string, unknown>>).find(
      (r) => r.proposalId === 'prop-104',
    )
    expect(row).toMatchObject({
      judgesAssigned: 2,
      judgesDone: 1,
      meanWeighted: 6,
      rankWeighted: 1,
    })
    // The removed judge can read but no longer change the sheet.
    expect(
      (
        await call(J.dewi, 'PUT', `/score/${jd.id}`, {
          scores: full(1),
          overallComment: '',
          version: 2,
        })
      ).status,
    ).toBe(403)
  })
})

describe('results', () => {
  it('computes last year’s Phase 1 results from the seeded submitted scores', async () => {
    const answer = await call(SEEDED.committee, 'GET', `/score/result?phase=1&year=${YEAR - 1}`)
    expect(answer.status).toBe(200)
    const value = answer.body.value!
    expect(value.rules).toEqual({ minScores: 3, sdFloor: 0.25, minJudges: 2, disagreement: 0.75 })
    // Weights 20/25/30/25. prop-011: Dewi 8.05, Rina 8.25, Hendra 6.05 → mean 7.45; prop-012: 7.2, 8.2, 5.2 → 6.866…;
    // prop-013: Agus 7.25, Maya 7.2 → 7.225; prop-014: Agus 6.95, Maya 7 → 6.975.
    // Each judge scored only two proposals (fewer than 3): nobody counts in the normalised mean.
    const rows = value.rows as Array<Record<string, unknown>>
    expect(rows.map((r) => r.proposalId)).toEqual(['prop-011', 'prop-013', 'prop-014', 'prop-012'])
    expect(rows[0]).toMatchObject({
      judgesAssigned: 3,
      judgesDone: 3,
      rankWeighted: 1,
      judgesNormalised: 0,
      meanZ: null,
      rankZ: null,
      fewScores: true,
    })
    expect(rows[0]!.leftOut).toEqual([
      {
        juryId: J.dewi,
        name: 'Dewi Lestari',
        reason: 'few-scores',
        count: 2,
        sd: expect.closeTo(0.425, 9),
      },
      {
        juryId: J.rina,
        name: 'Rina Kartika',
        reason: 'few-scores',
        count: 2,
        sd: expect.closeTo(0.025, 9),
      },
      {
        juryId: J.hendra,
        name: 'Hendra Gunawan',
        reason: 'few-scores',
        count: 2,
        sd: expect.closeTo(0.425, 9),
      },
    ])
    expect(rows[0]!.meanWeighted).toBeCloseTo(7.45, 9)
    expect(rows[1]!.meanWeighted).toBeCloseTo(7.225, 9)
    expect(rows[2]!.meanWeighted).toBeCloseTo(6.975, 9)
    expect(rows[3]!.meanWeighted).toBeCloseTo(20.6 / 3, 9)
    expect((await call(SEEDED.jury, 'GET', '/score/result?phase=1')).status).toBe(403)
  })

  it('shows a judge their own scores only; the committee sees anyone’s', async () => {
    expect(
      (await call(J.dewi, 'GET', `/score/jury/${J.dewi}?phase=1&year=${YEAR - 1}`)).body,
    ).toHaveLength(2)
    expect(
      (await call(J.dewi, 'GET', `/score/jury/${J.rina}?phase=1&year=${YEAR - 1}`)).status,
    ).toBe(403)
    expect(
      (await call(SEEDED.committee, 'GET', `/score/jury/${J.rina}?phase=1&year=${YEAR - 1}`)).body,
    ).toHaveLength(2)
  })
})

describe('declared conflicts of interest', () => {
  it('releases the assignment, is seen by the committee, and is remembered for later phases', async () => {
    const jd = await assign('prop-104', [J.dewi, J.maya])
    expect(
      (await call(J.maya, 'POST', `/score/${jd.id}/conflict`, { reason: 'Not mine to declare.' }))
        .status,
    ).toBe(403)
    const short = await call(J.dewi, 'POST', `/score/${jd.id}/conflict`, { reason: 'no' })
    expect(short.status).toBe(400)
    expect(short.body).toMatchObject({
      errors: { reason: ['Say why, in at least 5 characters: the committee reads it.'] },
    })

    // Allowed outside the scoring period too: a conflict is not a score.
    const declared = await call(J.dewi, 'POST', `/score/${jd.id}/conflict`, {
      reason: 'I mentored this team last year.',
    })
    expect(declared.status).toBe(200)
    expect(declared.body.value).toMatchObject({
      juryId: J.dewi,
      juryName: 'Dewi Lestari',
      phase: 1,
      reason: 'I mentored this team last year.',
    })
    // An unstarted sheet is released entirely.
    expect(details().some((x) => x.id === jd.id)).toBe(false)
    expect(demoStore.db.activities[0]).toMatchObject({
      entity: 'assignment',
      action: 'declare-conflict',
      actorId: J.dewi,
    })
    expect(
      ((await call(J.dewi, 'GET', '/score/mine?phase=1')).body as unknown as unknown[]).length,
    ).toBe(0)

    const board = await call(SEEDED.committee, 'GET', '/judge/assignment?phase=1')
    const village = (board.body.value!.proposals as Array<Record<string, unknown>>).find(
      (p) => p.proposalId === 'prop-104',
    )!
    expect(village.declaredConflicts).toEqual([
      expect.objectContaining({
        juryId: J.dewi,
        phase: 1,
        reason: 'I mentored this team last year.',
      }),
    ])
    expect(village.conflicts).toContainEqual({
      juryId: J.dewi,
      reason:
        'Dewi Lestari declared a conflict of interest in Phase 1: “I mentored this team last year.”',
    })

    // Manual and automatic assignment refuse the judge, in this phase and later ones.
    const manual = await call(SEEDED.committee, 'PUT', '/judge/assignment/prop-104/1', {
      juryIds: [J.dewi, J.maya],
    })
    expect(manual.status).toBe(400)
    expect(manual.body).toMatchObject({ title: 'Conflict of interest' })
    demoStore.mutate((db) => {
      const p = db.proposals.find((x) => x.id === 'prop-104')!
      p.phase = 3
    })
    expect(
      (await call(SEEDED.committee, 'PUT', '/judge/assignment/prop-104/3', { juryIds: [J.dewi] }))
        .status,
    ).toBe(400)
    expect(
      (
        await call(SEEDED.committee, 'POST', '/judge/auto-assign', {
          phase: 3,
          judgesPerProposal: 3,
        })
      ).status,
    ).toBe(200)
    const phase3 = details().filter((x) => x.proposalId === 'prop-104' && x.phase === 3)
    expect(phase3).toHaveLength(3)
    expect(phase3.some((x) => x.juryId === J.dewi)).toBe(false)
  })

  it('keeps a draft (removed) and refuses a submitted sheet; the results row names the conflict', async () => {
    const { dewi, maya } = await draftAndSubmitted(6)
    const late = await call(J.maya, 'POST', `/score/${maya.id}/conflict`, {
      reason: 'Realised too late.',
    })
    expect(late.status).toBe(409)
    expect(
      (
        await call(J.dewi, 'POST', `/score/${dewi.id}/conflict`, {
          reason: 'Same village as the team.',
        })
      ).status,
    ).toBe(200)
    expect(details().find((x) => x.id === dewi.id)).toMatchObject({
      removed: true,
      status: 'Draft',
    })
    const result = await call(SEEDED.committee, 'GET', '/score/result?phase=1')
    const row = (result.body.value!.rows as Array<Record<string, unknown>>).find(
      (r) => r.proposalId === 'prop-104',
    )!
    expect(row).toMatchObject({
      judgesAssigned: 1,
      judgesDone: 1,
      meanWeighted: 6,
      declaredConflicts: [
        { juryId: J.dewi, name: 'Dewi Lestari', reason: 'Same village as the team.' },
      ],
    })
  })

  it('refuses a conflict once the phase’s results are published: the published counts stay as they were', async () => {
    const { dewi } = await draftAndSubmitted(9)
    chooseForPublication(YEAR, 1, ['prop-104'])
    expect(
      (
        await call(SEEDED.committee, 'POST', '/score/result/publish', {
          phase: 1,
          shareComments: true,
        })
      ).status,
    ).toBe(200)
    const before = await call(SEEDED.committee, 'GET', '/score/result?phase=1')
    expect(before.body.value.counts.sheets).toEqual({ assigned: 2, submitted: 1 })

    const refused = await call(J.dewi, 'POST', `/score/${dewi.id}/conflict`, {
      reason: 'Same village as the team.',
    })
    expect(refused.status).toBe(409)
    expect(String(refused.body.detail)).toMatch(
      /^The Phase 1 results were published on .+: its scores can no longer change\.$/,
    )
    expect(details().find((x) => x.id === dewi.id)).toMatchObject({
      removed: false,
      status: 'Draft',
    })
    expect(demoStore.db.declaredConflicts ?? []).toHaveLength(0)
    const after = await call(SEEDED.committee, 'GET', '/score/result?phase=1')
    expect(after.body.value.counts).toEqual(before.body.value.counts)
    expect(after.body.value.rows).toEqual(before.body.value.rows)
  })
})

describe('rubric editor', () => {
  const criteria = [
    { id: 'crit-1-1', name: 'Problem', description: 'How real the problem is.', weight: 40 },
    { id: null, name: 'Impact', description: 'Value once rolled out.', weight: 60 },
  ]

  it('lets the committee replace a year’s phase rubric; drafts keep scores for criteria that stay and fit the scale', async () => {
    resetDemoData({ activeIndex: 1 })
    const jd = await assign('prop-104', [J.dewi])
    expect(
      (
        await call(J.dewi, 'PUT', `/score/${jd.id}`, {
          scores: [
            { criterionId: 'crit-1-1', score: 4, comment: '' },
            { criterionId: 'crit-1-2', score: 9, comment: '' },
          ],
          overallComment: '',
          version: 1,
        })
      ).status,
    ).toBe(200)
    expect(
      (await call(J.dewi, 'PUT', '/rubric/1', { scaleMin: 1, scaleMax: 5, criteria })).status,
    ).toBe(403)
    const bad = await call(SEEDED.committee, 'PUT', '/rubric/1', {
      scaleMin: 2,
      scaleMax: 11,
      criteria: [
        { id: null, name: 'X', description: '', weight: 50 },
        { id: null, name: 'x', description: '', weight: 40 },
      ],
    })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.errors as object).sort()).toEqual([
      'criteria.0.name',
      'criteria.1.name',
      'scaleMax',
      'scaleMin',
      'weights',
    ])

    const saved = await call(SEEDED.committee, 'PUT', '/rubric/1', {
      year: YEAR,
      scaleMin: 1,
      scaleMax: 5,
      criteria,
    })
    expect(saved.status).toBe(200)
    const rows = saved.body as unknown as Array<{
      id: string
      name: string
      weight: number
      scaleMax: number
    }>
    expect(rows.map((c) => [c.name, c.weight, c.scaleMax])).toEqual([
      ['Problem', 40, 5],
      ['Impact', 60, 5],
    ])
    expect(rows[0]!.id).toBe('crit-1-1')
    expect((await call(J.dewi, 'GET', `/rubric?phase=1&year=${YEAR}`)).body).toEqual(saved.body)
    // Last year's rubric (and its results) are untouched.
    expect(
      ((await call(J.dewi, 'GET', `/rubric?phase=1&year=${YEAR - 1}`)).body as unknown as unknown[])
        .length,
    ).toBe(4)
    // The draft keeps its 4 for "Problem"; the removed criterion's score is gone; scores now run 1–5.
    const sheet = (await call(J.dewi, 'GET', `/score/${jd.id}`)).body.value!
    expect(sheet.scores).toEqual([
      { criterionId: 'crit-1-1', score: 4, comment: '' },
      { criterionId: rows[1]!.id, score: null, comment: '' },
    ])
    const tooHigh = await call(J.dewi, 'PUT', `/score/${jd.id}`, {
      scores: [{ criterionId: rows[1]!.id, score: 7, comment: '' }],
      overallComment: '',
      version: 2,
    })
    expect(tooHigh.body).toMatchObject({
      errors: {
        [`scores.${rows[1]!.id}`]: ['Impact: the score must be a whole number from 1 to 5.'],
      },
    })
    const done = await call(J.dewi, 'POST', `/score/${jd.id}/submit`, {
      scores: [
        { criterionId: 'crit-1-1', score: 4, comment: '' },
        { criterionId: rows[1]!.id, score: 5, comment: '' },
      ],
      overallComment: '',
      version: 2,
    })
    expect(done.body.value).toMatchObject({ status: 'Submitted', total: 4.6 })
    expect(demoStore.db.activities.some((a) => a.entity === 'rubric' && a.action === 'edit')).toBe(
      true,
    )
  })

  it('is locked once a score of the phase is submitted, and says why', async () => {
    expect(
      (await call(SEEDED.committee, 'GET', `/rubric/lock?phase=1&year=${YEAR}`)).body.value,
    ).toEqual({ year: YEAR, phase: 1, locked: false, reason: null })
    const last = await call(SEEDED.committee, 'GET', `/rubric/lock?phase=1&year=${YEAR - 1}`)
    expect(last.body.value).toMatchObject({
      locked: true,
      reason: expect.stringContaining(`10 Phase 1 score sheets have been submitted in ${YEAR - 1}`),
    })
    const refused = await call(SEEDED.committee, 'PUT', '/rubric/1', {
      year: YEAR - 1,
      scaleMin: 1,
      scaleMax: 10,
      criteria,
    })
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ title: 'Rubric locked' })
  })
})

describe('feedback to teams', () => {
  const LEADER_011 = SEEDED.participantLeader // leads Pompa Pintar, last year's team of prop-011
  const OTHER_TEAM = 'c0a80001-0000-4000-8000-000000000025'

  it('gives the team its mean score per criterion of each published phase, and comments only where shared, never judges’ names', async () => {
    const answer = await call(LEADER_011, 'GET', '/proposal/prop-011/judging-feedback')
    expect(answer.status).toBe(200)
    const phases = answer.body as unknown as Array<
      Record<string, unknown> & {
        criteria: Array<{ name: string; mean: number; comments: string[] }>
      }
    >
    expect(phases.map((p) => [p.phase, p.judges, p.shareComments])).toEqual([
      [1, 3, false],
      [2, 2, false],
      [3, 3, true],
    ])
    // Phase 1: Dewi 8 7 9 8, Rina 9 8 9 7, Hendra 6 5 7 6.
    expect(phases[0]!.criteria.map((c) => [c.name, Number(c.mean.toFixed(3)), c.comments])).toEqual(
      [
        ['Problem and relevance', 7.667, []],
        ['Novelty', 6.667, []],
        ['Expected benefit', 8.333, []],
        ['Feasibility', 7, []],
      ],
    )
    expect(phases[0]!.total).toBeCloseTo(7.45, 9)
    expect(phases[0]!.overallComments).toEqual([])
    expect(phases[2]!.overallComments).toEqual([
      'Best pitch of the final.',
      'Ready to scale to all stations.',
      'Solid answers to the jury.',
    ])
    expect(JSON.stringify(answer.body)).not.toMatch(/Dewi|Rina|Hendra|juryId|juryName/)
  })

  it('shows nothing before publication, and only to the team and the committee', async () => {
    demoStore.mutate((db) => {
      db.resultPublications = []
    })
    expect((await call(LEADER_011, 'GET', '/proposal/prop-011/judging-feedback')).body).toEqual([])
    expect(
      (await call(SEEDED.committee, 'GET', '/proposal/prop-011/judging-feedback')).status,
    ).toBe(200)
    expect((await call(OTHER_TEAM, 'GET', '/proposal/prop-011/judging-feedback')).status).toBe(403)
    expect((await call(J.dewi, 'GET', '/proposal/prop-011/judging-feedback')).status).toBe(403)
  })
})

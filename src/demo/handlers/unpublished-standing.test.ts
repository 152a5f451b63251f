// @vitest-environment node
import type { JuryDetailRecord } from '@/demo/db/types'
import { SEEDED } from '@/demo/db/seed'
import { call } from '@/testing/demo-call'
import { demoStore, resetDemoData } from '@/testing/demo-server'
import { testPublication } from '@/testing/publications'
import { typedFile } from '@/testing/upload-files'

/**
 * Until the committee publishes a phase's results, nothing the API answers a team tells whether its
 * proposal advanced or won (docs/api.md "Who knows how far a proposal has come"); the committee
 * sees it at once. prop-101 is team-01's proposal of this year, its Phase 1 entry approved; the
 * seed runs Phase 1.
 */
const YEAR = new Date().getUTCFullYear()
const PROPOSAL = 'prop-101'
const { committee: COMMITTEE, participantLeader: LEADER, participantMember: MEMBER } = SEEDED

const uploadPhase2 = () => {
  const form = new FormData()
  form.append('file', typedFile('deck.pdf', 2048))
  form.append('kind', 'presentation')
  form.append('phase', '2')
  return call(COMMITTEE, 'POST', `/proposal/${PROPOSAL}/attachment`, form)
}

/** Everything a team member can ask of the proposal, and what each answer is. */
async function whatTheTeamSees(as: string) {
  const answers: Record<string, unknown> = {}
  const read = async (name: string, method: string, path: string, body?: unknown) => {
    const { status, body: answer } = await call(as, method, path, body)
    answers[name] = { status, answer }
  }
  await read('proposal', 'GET', `/proposal/${PROPOSAL}`)
  await read('mine', 'GET', '/proposal/mine')
  await read('updates', 'GET', '/innovation-update/mine')
  await read('save phase 2', 'PUT', `/proposal/${PROPOSAL}/phase/2`, {
    fields: { progress: 'We went on.' },
    version: 0,
  })
  await read('finalize phase 2', 'POST', `/proposal/${PROPOSAL}/phase/2/finalize`)
  await read('save phase 1', 'PUT', `/proposal/${PROPOSAL}/phase/1`, {
    fields: { background: 'Changed.' },
    version: demoStore.db.proposals.find((p) => p.id === PROPOSAL)!.entries[1]!.version,
  })
  const form = new FormData()
  form.append('file', typedFile('deck.pdf', 2048))
  form.append('kind', 'presentation')
  form.append('phase', '2')
  await read('upload phase 2', 'POST', `/proposal/${PROPOSAL}/attachment`, form)
  return answers
}

const advance = async () =>
  expect(
    (await call(COMMITTEE, 'POST', `/proposal/${PROPOSAL}/advance`, { override: true })).status,
  ).toBe(200)

const publish = async (phase: 1 | 2 | 3) =>
  expect(
    (
      await call(COMMITTEE, 'POST', '/score/result/publish', {
        year: YEAR,
        phase,
        shareComments: false,
      })
    ).status,
  ).toBe(200)

describe('a proposal advanced or won before the results are published', () => {
  beforeEach(() => resetDemoData())

  it('looks to its team exactly as one that did not advance, until the Phase 1 results are published', async () => {
    const before = { leader: await whatTheTeamSees(LEADER), member: await whatTheTeamSees(MEMBER) }

    await advance()
    const file = await uploadPhase2()
    expect(file.status).toBe(201)
    // The committee sees the advance at once: Phase 2, its Phase 2 entry and file.
    const seen = await call(COMMITTEE, 'GET', `/proposal/${PROPOSAL}`)
    expect(seen.body.value).toMatchObject({ phase: 2, entries: { 2: { status: 'Draft' } } })
    expect(seen.body.value.attachments.map((a: { phase: number }) => a.phase)).toContain(2)

    // The team sees nothing new: the same proposal, lists and refusals, word for word.
    const after = { leader: await whatTheTeamSees(LEADER), member: await whatTheTeamSees(MEMBER) }
    expect(after).toEqual(before)
    const proposal = (after.member.proposal as { answer: { value: unknown } }).answer.value
    expect(proposal).toMatchObject({ phase: 1, entries: { 2: null }, winnerRank: null })
    expect(after.member['save phase 2']).toMatchObject({
      status: 400,
      answer: {
        detail: 'This proposal has not reached Phase 2: only semi-finalists write a Phase 2 entry.',
      },
    })
    // Nor can it open the Phase 2 file by its address.
    const path = new URL(file.body.url ?? file.body.value.url, 'http://localhost').pathname
    expect((await call(MEMBER, 'GET', path)).status).toBe(403)

    // Once the committee publishes the Phase 1 results, the team sees it is a semi-finalist.
    await publish(1)
    const published = await call(MEMBER, 'GET', `/proposal/${PROPOSAL}`)
    expect(published.body.value).toMatchObject({
      phase: 2,
      isPublished: true,
      entries: { 2: { status: 'Draft' } },
    })
    const mine = await call(MEMBER, 'GET', '/proposal/mine')
    expect(mine.body.find((p: { id: string }) => p.id === PROPOSAL)).toMatchObject({
      phase: 2,
      status2: 'Draft',
    })
    expect((await call(MEMBER, 'GET', path)).status).toBe(200)
    const save = await call(MEMBER, 'PUT', `/proposal/${PROPOSAL}/phase/2`, {
      fields: { progress: 'We went on.' },
      version: 1,
    })
    // Now only the Phase 2 period holds it (Phase 1 runs).
    expect(save.body.detail).toMatch(/^The Phase 2 entry is open only during /)
  })

  it('tells no team of its Phase 2 entry: no Phase 2 e-mail, reminder or review notice reaches it', async () => {
    await advance()
    // The committee writes its Phase 2 entry, and approves it once finalized.
    demoStore.mutate((db) => {
      db.proposals.find((p) => p.id === PROPOSAL)!.entries[2]!.status = 'Finalized'
    })
    expect((await call(COMMITTEE, 'POST', `/proposal/${PROPOSAL}/phase/2/approve`)).status).toBe(
      200,
    )
    const notices = await call(MEMBER, 'GET', '/notification')
    expect(JSON.stringify(notices.body)).not.toContain('entryApproved')
    const phase2 = demoStore.db.periods.find((p) => p.year === String(YEAR) && p.periodId === 3)!
    const email = await call(COMMITTEE, 'POST', `/period/${phase2.id}/email/recipients`, {})
    expect(email.status).toBe(200)
    expect(email.body.value?.count ?? email.body.count).toBe(0)
    const reminder = await call(COMMITTEE, 'POST', '/messages/recipients', {
      audience: { kind: 'unfinalized', year: YEAR, phase: 2 },
    })
    expect(JSON.stringify(reminder.body)).not.toContain(MEMBER)

    // Published, the Phase 2 e-mail reaches the semi-finalist's team.
    await publish(1)
    const published = await call(COMMITTEE, 'POST', `/period/${phase2.id}/email/recipients`, {})
    expect(JSON.stringify(published.body)).toContain(MEMBER)
  })

  it('shows its team no winner rank until the winners are published', async () => {
    // A finalist: Phase 1 and 2 results are published, its Phase 2 entry approved.
    demoStore.mutate((db) => {
      const p = db.proposals.find((x) => x.id === PROPOSAL)!
      p.phase = 3
      p.entries[2] = { ...p.entries[1]!, fields: {}, status: 'Approved' }
      db.resultPublications = [
        ...(db.resultPublications ?? []),
        testPublication(YEAR, 1),
        testPublication(YEAR, 2),
      ]
    })
    const marked = await call(COMMITTEE, 'POST', `/proposal/${PROPOSAL}/winner`, {
      rank: 1,
      override: true,
    })
    expect(marked.status).toBe(200)
    expect(marked.body.value.winnerRank).toBe(1)
    const row = async () =>
      (await call(MEMBER, 'GET', '/proposal/mine')).body.find(
        (p: { id: string }) => p.id === PROPOSAL,
      )
    expect((await call(MEMBER, 'GET', `/proposal/${PROPOSAL}`)).body.value).toMatchObject({
      phase: 3,
      winnerRank: null,
    })
    expect(await row()).toMatchObject({ phase: 3, winnerRank: null })
    expect((await call(COMMITTEE, 'GET', `/proposal/${PROPOSAL}`)).body.value.winnerRank).toBe(1)

    await publish(3)
    expect((await call(MEMBER, 'GET', `/proposal/${PROPOSAL}`)).body.value.winnerRank).toBe(1)
    expect(await row()).toMatchObject({ winnerRank: 1 })
  })

  it('shows a judge only the phases they score it in', async () => {
    await advance()
    const sheet = (id: string, juryId: string, phase: 1 | 2): JuryDetailRecord => ({
      id,
      year: YEAR,
      phase,
      proposalId: PROPOSAL,
      juryId,
      status: 'Draft',
      removed: false,
      scores: [],
      overallComment: '',
      version: 0,
      assignedAt: new Date().toISOString(),
      assignedById: COMMITTEE,
      updatedAt: null,
      submittedAt: null,
    })
    demoStore.mutate((db) => {
      db.juryDetails = db.juryDetails.filter((jd) => jd.proposalId !== PROPOSAL)
      db.juryDetails.push(
        sheet('jd-leak-1', SEEDED.jury, 1),
        sheet('jd-leak-2', SEEDED.jury2, 1),
        sheet('jd-leak-3', SEEDED.jury2, 2),
      )
    })
    // Scoring it in Phase 1 only, a judge does not learn it advanced; scoring its Phase 2, one does.
    const phase1Judge = await call(SEEDED.jury, 'GET', `/proposal/${PROPOSAL}`)
    expect(phase1Judge.body.value).toMatchObject({ phase: 1, entries: { 2: null } })
    const phase2Judge = await call(SEEDED.jury2, 'GET', `/proposal/${PROPOSAL}`)
    expect(phase2Judge.body.value).toMatchObject({ phase: 2, entries: { 2: { status: 'Draft' } } })
    const listed = async (as: string) =>
      (await call(as, 'GET', `/proposal?year=${YEAR}&phase=2&perPage=100`)).body.map(
        (p: { id: string }) => p.id,
      )
    expect(await listed(SEEDED.jury)).not.toContain(PROPOSAL)
    expect(await listed(SEEDED.jury2)).toContain(PROPOSAL)
  })
})

// @vitest-environment node
import { SEEDED } from '@/demo/db/seed'
import { call } from '@/testing/demo-call'
import { demoStore, resetDemoData } from '@/testing/demo-server'

/**
 * "Every Phase N score sheet of year Y is in" (`phaseScored`): the committee is told whichever
 * change leaves the phase with sheets, all submitted — the last open sheet submitted, its judge
 * taken off (one proposal's judges, or the board's bulk change), a conflict declared on it — once
 * per completion, and never while a sheet is open or when the phase has no sheets at all.
 */

const db = () => demoStore.db
const u = (suffix: string) => `c0a80001-0000-4000-8000-0000000000${suffix}`
const SITI = SEEDED.committee
const DEWI = SEEDED.jury
const AGUS = SEEDED.jury2
const RINA = u('13')
const year = () => new Date(db().seededAt).getUTCFullYear()

const committee = () =>
  db()
    .users.filter((x) => x.roleName === 'Commitee')
    .map((x) => x.id)
    .sort()
/** The committee members other than Siti, who acts: nobody is told of what they did themselves. */
const othersThanSiti = () => committee().filter((id) => id !== SITI)

/** Everyone told of a kind, sorted (a person twice if told twice). */
const told = (kind: string) =>
  (db().notifications ?? [])
    .filter((n) => n.kind === kind)
    .map((n) => n.recipientId)
    .sort()
/** Everyone e-mailed a notification of a kind, sorted. */
const mailed = (kind: string) => {
  const ofKind = new Set((db().notifications ?? []).filter((n) => n.kind === kind).map((n) => n.id))
  return (db().mailbox ?? [])
    .filter((m) => m.notificationId !== null && ofKind.has(m.notificationId))
    .map((m) => m.to.id)
    .sort()
}
const forget = () =>
  demoStore.mutate((d) => {
    d.notifications = []
    d.mailbox = []
  })

// prop-104 ("Village solar microgrid…") and prop-102: approved Phase 1 entries Dewi, Agus and Rina may judge.
const setJudges = async (proposalId: string, juryIds: string[]) =>
  expect((await call(SITI, 'PUT', `/judge/assignment/${proposalId}/1`, { juryIds })).status).toBe(
    200,
  )
const sheetOf = (proposalId: string, juryId: string) =>
  db().juryDetails.find(
    (jd) =>
      jd.year === year() && jd.phase === 1 && jd.proposalId === proposalId && jd.juryId === juryId,
  )!
const sheet = (proposalId: string, juryId: string) => ({
  version: sheetOf(proposalId, juryId).version,
  scores: [1, 2, 3, 4].map((i) => ({ criterionId: `crit-1-${i}`, score: 7, comment: '' })),
  overallComment: '',
})
const submit = async (proposalId: string, juryId: string) =>
  expect(
    (
      await call(
        juryId,
        'POST',
        `/score/${sheetOf(proposalId, juryId).id}/submit`,
        sheet(proposalId, juryId),
      )
    ).status,
  ).toBe(200)
const saveDraft = async (proposalId: string, juryId: string) =>
  expect(
    (
      await call(
        juryId,
        'PUT',
        `/score/${sheetOf(proposalId, juryId).id}`,
        sheet(proposalId, juryId),
      )
    ).status,
  ).toBe(200)
const declareConflict = async (proposalId: string, juryId: string) =>
  expect(
    (
      await call(juryId, 'POST', `/score/${sheetOf(proposalId, juryId).id}/conflict`, {
        reason: 'I mentored this team last year.',
      })
    ).status,
  ).toBe(200)

describe('the committee is told that a phase’s results are complete, whichever change completes it', () => {
  // The Phase 1 scoring period is open; no Phase 1 sheet yet.
  beforeEach(() => resetDemoData({ activeIndex: 1 }))

  it('the judge of the last open sheet taken off (not started): the other committee members, in the bell and by e-mail', async () => {
    await setJudges('prop-104', [DEWI, AGUS])
    await submit('prop-104', DEWI)
    forget()

    await setJudges('prop-104', [DEWI])
    expect(told('phaseScored')).toEqual(othersThanSiti())
    // scoringDone is on by e-mail until a committee member chooses otherwise.
    expect(mailed('phaseScored')).toEqual(othersThanSiti())
    const [bell] = (
      await call(othersThanSiti()[0]!, 'GET', '/notification', undefined, {
        'Accept-Language': 'en',
      })
    ).body.filter((n: { kind: string }) => n.kind === 'phaseScored')
    expect(bell).toMatchObject({
      title: 'Every Phase 1 score sheet is submitted',
      text: `The Phase 1 results of ${year()} are complete: the only score sheet is submitted. Choose who advances and publish the results.`,
      link: '/innovation-award/commitee/vote-result?phase=1',
    })
  })

  it('the judge of the last open sheet taken off on the board (a draft, kept marked removed): the other committee members', async () => {
    await setJudges('prop-104', [DEWI, AGUS])
    await setJudges('prop-102', [DEWI])
    await submit('prop-104', DEWI)
    await submit('prop-102', DEWI)
    await saveDraft('prop-104', AGUS)
    expect(told('phaseScored')).toEqual([])

    const bulk = await call(SITI, 'POST', '/judge/assignment/bulk', {
      phase: 1,
      remove: [AGUS],
      selection: { ids: ['prop-104'] },
    })
    expect(bulk.status).toBe(200)
    expect(sheetOf('prop-104', AGUS)).toMatchObject({ status: 'Draft', removed: true })
    expect(told('phaseScored')).toEqual(othersThanSiti())
    expect(mailed('phaseScored')).toEqual(othersThanSiti())
  })

  it('a judge declaring a conflict on the last open sheet: every committee member, by e-mail as each chose', async () => {
    await setJudges('prop-104', [DEWI, AGUS])
    await submit('prop-104', DEWI)
    await saveDraft('prop-104', AGUS)
    // One committee member turns the topic off: the bell still tells them, the e-mail does not.
    const [quiet] = othersThanSiti()
    expect(
      (await call(quiet!, 'PUT', '/notification/email-preferences', { scoringDone: false })).status,
    ).toBe(200)
    forget()

    await declareConflict('prop-104', AGUS)
    expect(told('phaseScored')).toEqual(committee())
    expect(mailed('phaseScored')).toEqual(committee().filter((id) => id !== quiet))
    expect(told('conflictDeclared')).toEqual(committee())
  })

  it('nobody is told while another sheet of the phase is still open', async () => {
    await setJudges('prop-104', [DEWI, AGUS, RINA])
    await submit('prop-104', DEWI)
    await saveDraft('prop-104', RINA)

    // Agus declares a conflict; Siti gives him another proposal of the phase and takes him off it
    // again: Rina's sheet is still open.
    await declareConflict('prop-104', AGUS)
    await setJudges('prop-102', [AGUS])
    await setJudges('prop-102', [])
    expect(told('phaseScored')).toEqual([])
    expect(mailed('phaseScored')).toEqual([])

    // Its last open sheet in: told now, once.
    await submit('prop-104', RINA)
    expect(told('phaseScored')).toEqual(committee())
  })

  it('nobody is told when the phase is left with no sheet to count', async () => {
    // The only judge taken off before starting: the sheet goes, the phase has none.
    await setJudges('prop-104', [DEWI])
    await setJudges('prop-104', [])
    // The only judge releases a sheet not started (it goes) …
    await setJudges('prop-104', [AGUS])
    await declareConflict('prop-104', AGUS)
    // … or a draft (kept, marked removed, and not counted: the results count submitted sheets only).
    await setJudges('prop-104', [RINA])
    await saveDraft('prop-104', RINA)
    await declareConflict('prop-104', RINA)
    expect(db().juryDetails.filter((jd) => jd.year === year() && !jd.removed)).toEqual([])
    expect(told('phaseScored')).toEqual([])
    expect(mailed('phaseScored')).toEqual([])
  })

  it('once: a change that leaves a complete phase complete tells nobody again; a phase opened again is told when its last sheet is in', async () => {
    await setJudges('prop-104', [DEWI, AGUS])
    await submit('prop-104', DEWI)
    await submit('prop-104', AGUS)
    expect(told('phaseScored')).toEqual(committee())
    forget()

    // A judge who submitted taken off (the sheet is kept and counts), then put back: still complete.
    await setJudges('prop-104', [DEWI])
    await setJudges('prop-104', [DEWI, AGUS])
    await call(SITI, 'POST', '/judge/assignment/bulk', {
      phase: 1,
      remove: [AGUS],
      selection: { ids: ['prop-104'] },
    })
    expect(told('phaseScored')).toEqual([])

    // Opened again by a new judge, who saves a draft: not complete, nothing to tell.
    await setJudges('prop-104', [DEWI, RINA])
    await saveDraft('prop-104', RINA)
    expect(told('phaseScored')).toEqual([])

    // That sheet in: complete again, told once more.
    await submit('prop-104', RINA)
    expect(told('phaseScored')).toEqual(committee())
    expect(mailed('phaseScored')).toEqual(committee())
  })
})

// @vitest-environment node
import { paths } from '@/config/paths'
import { SEEDED } from '@/demo/db/seed'
import { call } from '@/testing/demo-call'
import { demoStore, resetDemoData } from '@/testing/demo-server'
import { submittedSheet, testSheet } from '@/testing/score-sheets'

const db = () => demoStore.db
const u = (suffix: string) => `c0a80001-0000-4000-8000-0000000000${suffix}`
const SITI = SEEDED.committee
const DEWI = SEEDED.jury
const AGUS = SEEDED.jury2
const ANDI = SEEDED.participantLeader
const PUTRI = SEEDED.participantMember
const NADIA = SEEDED.unregistered
// Team-03 "Suara Pelanggan" (prop-103, a finalized Phase 1 entry): leader 25, member 26.
const TEAM3 = [u('25'), u('26')]

/** Every notification written since the seed, as "person kind", sorted. */
const notified = () => (db().notifications ?? []).map((n) => `${n.recipientId} ${n.kind}`).sort()
const each = (people: string[], kind: string) => people.map((id) => `${id} ${kind}`)
const participants = () =>
  db()
    .users.filter((x) => x.roleName === 'Participant')
    .map((x) => x.id)

const register = (as: string) =>
  call(as, 'POST', '/registration', {
    name: 'Nadia Putri',
    unit: 'Divisi Keuangan',
    phone: '0812 3456 7890',
    shirtSize: 'M',
  })

/** The leader and members of a proposal's team. */
const teamOf = (proposalId: string) => {
  const p = db().proposals.find((x) => x.id === proposalId)!
  const t = db().teams.find((x) => x.id === p.teamId)!
  return [...new Set([t.leaderId, ...t.memberIds])]
}

/**
 * The tester's award, through the API where it can be: Phase 1 scored, "Customer voice dashboard"
 * (prop-103) advanced with three others and the Phase 1 results published; its team never finalizes
 * its Phase 2 entry (a draft), the three others' Phase 2 entries are approved and the committee
 * advances them to Phase 3. Nothing is told yet of Phase 2; answers the year.
 */
async function phase2WithAnEntryNeverFinalized(): Promise<number> {
  resetDemoData({ activeIndex: 1 })
  const year = new Date(db().seededAt).getUTCFullYear()
  expect((await call(SITI, 'POST', '/proposal/prop-103/phase/1/approve')).status).toBe(200)
  const semiFinalists = ['prop-101', 'prop-102', 'prop-103', 'prop-104']
  for (const id of semiFinalists)
    expect((await call(SITI, 'POST', `/proposal/${id}/advance`, { override: true })).status).toBe(
      200,
    )
  expect(
    (await call(SITI, 'POST', '/score/result/publish', { year, phase: 1, shareComments: false }))
      .status,
  ).toBe(200)
  const finalists = ['prop-101', 'prop-102', 'prop-104']
  demoStore.mutate((d) => {
    for (const id of finalists)
      d.proposals.find((p) => p.id === id)!.entries[2]!.status = 'Approved'
  })
  for (const id of finalists)
    expect((await call(SITI, 'POST', `/proposal/${id}/advance`, { override: true })).status).toBe(
      200,
    )
  const voice = db().proposals.find((p) => p.id === 'prop-103')!
  expect(voice).toMatchObject({ phase: 2, entries: { 2: { status: 'Draft' } } })
  demoStore.mutate((d) => {
    d.notifications = []
    d.mailbox = []
  })
  return year
}

interface Row {
  event: string
  /** Runs the happening (from the seed); answers the people expected to be told, as "person kind". */
  run: () => Promise<string[]>
}

// Event × role × team → who is notified. Everybody else (the committee that acted, the other
// teams, the judges not concerned, the person who acted) gets nothing.
const TABLE: Row[] = [
  {
    event: 'entry approved → the entry’s team (leader and member), not the committee',
    run: async () => {
      expect((await call(SITI, 'POST', '/proposal/prop-103/phase/1/approve')).status).toBe(200)
      return each(TEAM3, 'entryApproved')
    },
  },
  {
    event: 'entry returned → the entry’s team, with the reason',
    run: async () => {
      const answer = await call(SITI, 'POST', '/proposal/prop-103/phase/1/return', {
        reason: 'Add the budget table.',
      })
      expect(answer.status).toBe(200)
      expect(db().notifications!.every((n) => n.params.reason === 'Add the budget table.')).toBe(
        true,
      )
      return each(TEAM3, 'entryReturned')
    },
  },
  {
    event: 'feedback answered by the committee → its author only',
    run: async () => {
      const answer = await call(SITI, 'POST', '/feedback/fb-003/reply', { message: 'Yes.' })
      expect(answer.status).toBe(201)
      return each([u('23')], 'feedbackAnswered')
    },
  },
  {
    event: 'the author’s follow-up before any answer → nobody (the committee was told of it once)',
    run: async () => {
      expect(
        (await call(u('23'), 'POST', '/feedback/fb-003/reply', { message: 'And A0?' })).status,
      ).toBe(201)
      return []
    },
  },
  {
    event:
      'the author writes again after the committee’s answer → every committee member, once per turn',
    run: async () => {
      expect((await call(SITI, 'POST', '/feedback/fb-003/reply', { message: 'A1.' })).status).toBe(
        201,
      )
      for (const message of ['And the font size?', 'Or A2?'])
        expect((await call(u('23'), 'POST', '/feedback/fb-003/reply', { message })).status).toBe(
          201,
        )
      // Siti, who answered, is told too: the author wrote to the committee, not to her.
      const [bell] = (
        await call(SITI, 'GET', '/notification', undefined, { 'Accept-Language': 'en' })
      ).body
      expect(bell).toMatchObject({
        title: `${db().users.find((x) => x.id === u('23'))!.name} wrote again about a question`,
        text: '"Poster size for the gallery" waits for an answer again.',
        link: '/innovation-award/commitee/feedback/fb-003',
      })
      return [...each([u('23')], 'feedbackAnswered'), ...each(committee(), 'questionAsked')]
    },
  },
  {
    event: 'a newcomer joins by code → the team’s leader and member, not the newcomer',
    run: async () => {
      await register(NADIA)
      expect((await call(NADIA, 'POST', '/team/join/PMP-4821')).status).toBe(200)
      return each([ANDI, PUTRI], 'memberJoined')
    },
  },
  {
    event: 'the leader adds a member → the added person and the other member, not the leader',
    run: async () => {
      await register(NADIA)
      const added = await call(ANDI, 'POST', '/team/team-01/member', {
        email: db().users.find((x) => x.id === NADIA)!.email,
      })
      expect(added.status).toBe(200)
      return each([PUTRI, NADIA], 'memberJoined')
    },
  },
  {
    event: 'a member leaves → the leader, not the member who left',
    run: async () => {
      expect((await call(PUTRI, 'DELETE', `/team/team-01/member/${PUTRI}`)).status).toBe(200)
      return each([ANDI], 'memberLeft')
    },
  },
  {
    event: 'the leader removes a member → the removed member',
    run: async () => {
      expect((await call(ANDI, 'DELETE', `/team/team-01/member/${PUTRI}`)).status).toBe(200)
      return each([PUTRI], 'memberLeft')
    },
  },
  {
    event: 'judges set on a proposal → the judge added and the judge taken off',
    run: async () => {
      resetDemoData({ activeIndex: 1 })
      const before = db()
        .juryDetails.filter((jd) => jd.proposalId === 'prop-104' && jd.phase === 1 && !jd.removed)
        .map((jd) => jd.juryId)
      expect(before).not.toContain(AGUS)
      const answer = await call(SITI, 'PUT', '/judge/assignment/prop-104/1', {
        juryIds: [AGUS],
      })
      expect(answer.status).toBe(200)
      return [...each([AGUS], 'judgeAssigned'), ...each(before, 'judgeUnassigned')]
    },
  },
  {
    event: 'judges added in bulk → each judge added, with the count',
    run: async () => {
      resetDemoData({ activeIndex: 1 })
      const answer = await call(SITI, 'POST', '/judge/assignment/bulk', {
        phase: 1,
        add: [AGUS],
        remove: [],
        selection: { ids: ['prop-102', 'prop-108'] },
      })
      expect(answer.status).toBe(200)
      expect(db().notifications![0]!.params).toMatchObject({ count: 2, phase: 1 })
      return each([AGUS], 'judgeAssigned')
    },
  },
  {
    event: 'a vote created → every participant, not the jury or committee',
    run: async () => {
      // The candidates of a seeded session: published semi-finalists, as a vote needs.
      const seeded = db().voteSessions[0]!
      const answer = await call(SITI, 'POST', '/vote', {
        name: 'Favourite poster',
        year: seeded.year,
        candidateIds: seeded.candidateIds,
        openAt: '2026-11-22T01:00:00.000Z',
        closeAt: '2026-11-25T10:00:00.000Z',
      })
      expect(answer.status).toBe(201)
      return each(participants(), 'voteOpening')
    },
  },
  {
    event: 'Phase 1 results published → each team advanced or not, and the phase’s judges',
    run: async () => {
      resetDemoData({ activeIndex: 1 })
      const year = new Date(db().seededAt).getUTCFullYear()
      // The committee advances one proposal before publishing; the other approved ones stay.
      expect(
        (await call(SITI, 'POST', '/proposal/prop-101/advance', { override: true })).status,
      ).toBe(200)
      const judges = [
        ...new Set(
          db()
            .juryDetails.filter((jd) => jd.year === year && jd.phase === 1 && !jd.removed)
            .map((jd) => jd.juryId),
        ),
      ]
      const answer = await call(SITI, 'POST', '/score/result/publish', {
        year,
        phase: 1,
        shareComments: false,
      })
      expect(answer.status).toBe(200)
      const advanced = db().proposals.filter((p) => p.year === year && p.phase >= 2)
      // Every proposal still in Phase 1 did not advance: approved, finalized, returned or a draft.
      const stayed = db().proposals.filter((p) => p.year === year && p.phase === 1)
      expect(advanced.length).toBeGreaterThan(0)
      expect(new Set(stayed.map((p) => p.entries[1]?.status))).toEqual(
        new Set(['Approved', 'Finalized', 'Returned', 'Draft']),
      )
      return [
        ...advanced.flatMap((p) => each(teamOf(p.id), 'advanced')),
        ...stayed.flatMap((p) => each(teamOf(p.id), 'notAdvanced')),
        ...each(judges, 'resultsPublished'),
      ]
    },
  },
  {
    event:
      'Phase 2 results published → each semi-finalist’s team advanced or not, one whose Phase 2 entry was never finalized too, and the phase’s judges',
    run: async () => {
      const year = await phase2WithAnEntryNeverFinalized()
      demoStore.mutate((d) => {
        for (const [id, juryId] of [
          ['prop-101', DEWI],
          ['prop-102', AGUS],
        ] as const)
          d.juryDetails.push({
            id: `jd-test-${id}-2`,
            year,
            phase: 2,
            proposalId: id,
            juryId,
            status: 'Submitted',
            removed: false,
            scores: [],
            overallComment: '',
            version: 1,
            assignedAt: new Date().toISOString(),
            assignedById: SITI,
            updatedAt: null,
            submittedAt: new Date().toISOString(),
          })
      })
      const answer = await call(SITI, 'POST', '/score/result/publish', {
        year,
        phase: 2,
        shareComments: false,
      })
      expect(answer.status).toBe(200)
      return [
        ...['prop-101', 'prop-102', 'prop-104'].flatMap((id) => each(teamOf(id), 'advanced')),
        ...each(TEAM3, 'notAdvanced'),
        ...each([DEWI, AGUS], 'resultsPublished'),
      ]
    },
  },
  {
    event:
      'the winners published → each winner’s team its place, every other participant and judge the news',
    run: async () => {
      resetDemoData({ activeIndex: 1 })
      demoStore.mutate((d) => {
        const winner = d.proposals.find((p) => p.id === 'prop-104')!
        winner.phase = 3
        winner.winnerRank = 2
      })
      for (const phase of [1, 2] as const)
        expect(
          (await call(SITI, 'POST', '/score/result/publish', { phase, shareComments: false }))
            .status,
        ).toBe(200)
      demoStore.mutate((d) => (d.notifications = []))
      expect(
        (await call(SITI, 'POST', '/score/result/publish', { phase: 3, shareComments: false }))
          .status,
      ).toBe(200)
      const p = db().proposals.find((x) => x.id === 'prop-104')!
      const t = db().teams.find((x) => x.id === p.teamId)!
      const winners = [...new Set([t.leaderId, ...t.memberIds])]
      expect(db().notifications!.find((n) => n.kind === 'won')?.params).toMatchObject({
        title: p.title,
        rank: 2,
      })
      // The text says the place too, not only the title (an e-mail shows the text under it).
      for (const [language, place] of [
        ['en', 'won 2nd place'],
        ['id', 'meraih Juara 2'],
      ]) {
        const read = await call(winners[0]!, 'GET', '/notification', undefined, {
          'Accept-Language': language!,
        })
        const won = read.body.find((n: { kind: string }) => n.kind === 'won')
        expect(won.title).toContain(place)
        expect(won.text).toContain(`"${p.title}" ${place}.`)
      }
      const jury = db()
        .users.filter((x) => x.roleName === 'Jury')
        .map((x) => x.id)
      return [
        ...each(winners, 'won'),
        ...each(
          participants().filter((id) => !winners.includes(id)),
          'resultsPublished',
        ),
        ...each(jury, 'resultsPublished'),
      ]
    },
  },
]

/** The committee: who reviews the teams' innovation updates. */
const committee = () =>
  db()
    .users.filter((x) => x.roleName === 'Commitee')
    .map((x) => x.id)

/** Team-01's update of the open participant period, written by its member and ready to submit. */
const OWN_UPDATE = `prop-101.period-${new Date(Date.parse('2026-11-21T03:00:00.000Z')).getUTCFullYear()}-1`
async function writeUpdate() {
  const saved = await call(PUTRI, 'PUT', `/innovation-update/${OWN_UPDATE}`, {
    fields: {
      progress: 40,
      achievements: 'Sensors fitted',
      obstacles: '',
      nextSteps: 'Train the model',
      valueRealised: 1_000_000,
    },
    version: 0,
  })
  expect(saved.status).toBe(200)
}

TABLE.push(
  {
    event: 'an innovation update submitted by its leader → every committee member, not the team',
    run: async () => {
      await writeUpdate()
      expect((await call(ANDI, 'POST', `/innovation-update/${OWN_UPDATE}/submit`)).status).toBe(200)
      return each(committee(), 'updateSubmitted')
    },
  },
  {
    event: 'an innovation update reviewed → its team (leader and member), not the committee',
    run: async () => {
      await writeUpdate()
      expect((await call(ANDI, 'POST', `/innovation-update/${OWN_UPDATE}/submit`)).status).toBe(200)
      demoStore.mutate((d) => (d.notifications = []))
      const reviewed = await call(SITI, 'POST', `/innovation-update/${OWN_UPDATE}/review`, {
        comment: 'Good progress; show the savings next time.',
      })
      expect(reviewed.status).toBe(200)
      return each([ANDI, PUTRI], 'updateReviewed')
    },
  },
)

TABLE.push(
  {
    event: 'an entry finalized by its leader → every committee member, and the team’s other member',
    run: async () => {
      demoStore.mutate((d) => {
        d.proposals.find((p) => p.id === 'prop-103')!.entries[1]!.status = 'Draft'
      })
      const done = await call(TEAM3[0]!, 'POST', '/proposal/prop-103/phase/1/finalize')
      expect(done.status).toBe(200)
      return [...each(committee(), 'entryFinalized'), ...each([TEAM3[1]!], 'teamEntryFinalized')]
    },
  },
  {
    event: 'the last open score sheet of a phase submitted → every committee member, once',
    run: async () => {
      resetDemoData({ activeIndex: 1 })
      const year = new Date(db().seededAt).getUTCFullYear()
      const open = () =>
        db().juryDetails.filter(
          (jd) => jd.year === year && jd.phase === 1 && !jd.removed && jd.status !== 'Submitted',
        )
      // Two Phase 1 sheets, every score given, not submitted yet: Dewi's and Agus's.
      const scores = [1, 2, 3, 4].map((i) => ({
        criterionId: `crit-1-${i}`,
        score: 7,
        comment: '',
      }))
      const [first, last] = [
        testSheet(
          { id: 'jd-first', year, phase: 1, proposalId: 'prop-101', juryId: DEWI },
          { scores },
        ),
        testSheet(
          { id: 'jd-last', year, phase: 1, proposalId: 'prop-102', juryId: AGUS },
          { scores },
        ),
      ]
      demoStore.mutate((d) => d.juryDetails.push(first!, last!))
      expect((await call(first!.juryId, 'POST', `/score/${first!.id}/submit`)).status).toBe(200)
      // One sheet still open: nothing yet.
      expect(notified()).toEqual([])
      expect((await call(last!.juryId, 'POST', `/score/${last!.id}/submit`)).status).toBe(200)
      expect(open()).toEqual([])
      // By e-mail too, until a committee member chooses otherwise (once per phase, not per sheet).
      expect((db().mailbox ?? []).map((m) => m.to.id).sort()).toEqual([...committee()].sort())
      const [bell] = (
        await call(SITI, 'GET', '/notification', undefined, { 'Accept-Language': 'en' })
      ).body
      expect(bell).toMatchObject({
        title: 'Every Phase 1 score sheet is submitted',
        text: `The Phase 1 results of ${year} are complete: 2 judges submitted all 2 score sheets. Choose who advances and publish the results.`,
        link: '/innovation-award/commitee/vote-result?phase=1',
      })
      return each(committee(), 'phaseScored')
    },
  },
  {
    event: 'a question asked → every committee member, not the one who asked',
    run: async () => {
      const asked = await call(ANDI, 'POST', '/feedback', {
        subject: 'Poster size',
        message: 'May the poster be A2?',
      })
      expect(asked.status).toBe(201)
      return each(committee(), 'questionAsked')
    },
  },
  {
    event:
      'a judge declares a conflict of interest → every committee member, by e-mail too, with the reason',
    run: async () => {
      expect(
        (await call(SITI, 'PUT', '/judge/assignment/prop-104/1', { juryIds: [DEWI] })).status,
      ).toBe(200)
      const sheet = db().juryDetails.find(
        (jd) => jd.proposalId === 'prop-104' && jd.phase === 1 && jd.juryId === DEWI,
      )!
      demoStore.mutate((d) => {
        d.notifications = []
        d.mailbox = []
      })
      const declared = await call(DEWI, 'POST', `/score/${sheet.id}/conflict`, {
        reason: 'I mentored this team last year.',
      })
      expect(declared.status).toBe(200)
      // On by e-mail until chosen otherwise: rare, and the proposal has a judge fewer.
      expect((db().mailbox ?? []).map((m) => m.to.id).sort()).toEqual([...committee()].sort())
      const mail = (db().mailbox ?? []).find((m) => m.to.id === SITI)!
      expect(mail).toMatchObject({
        language: 'id',
        subject: 'Dewi Lestari menyatakan konflik kepentingan',
      })
      expect(mail.text).toContain('Alasan juri: I mentored this team last year.')
      const [bell] = (
        await call(SITI, 'GET', '/notification', undefined, { 'Accept-Language': 'en' })
      ).body
      expect(bell).toMatchObject({
        title: 'Dewi Lestari declared a conflict of interest',
        text: `Dewi Lestari no longer judges "${db().proposals.find((p) => p.id === 'prop-104')!.title}" in Phase 1: assign another judge if the proposal needs one. The judge's reason: I mentored this team last year.`,
        link: '/innovation-award/commitee/assign-judges/1',
      })
      return each(committee(), 'conflictDeclared')
    },
  },
)

describe('notifications: each event tells exactly the people concerned', () => {
  it.each(TABLE)('$event', async ({ run }) => {
    const expected = await run()
    expect(notified()).toEqual([...expected].sort())
  })
})

describe('a person reads only their own notifications', () => {
  it('lists the caller’s own, newest first, paged, and answers another person’s as not found', async () => {
    await call(ANDI, 'DELETE', `/team/team-01/member/${PUTRI}`)
    const andis = await call(ANDI, 'GET', '/notification?page=1&perPage=10')
    expect(andis.status).toBe(200)
    expect(andis.body).toHaveLength(0)
    const putris = await call(PUTRI, 'GET', '/notification?page=1&perPage=10')
    expect(putris.body).toHaveLength(1)
    expect(putris.headers.get('X-Total-Count')).toBe('1')
    const id: string = putris.body[0].id

    // Andi cannot read Putri's notification, mark it read, nor learn that it exists.
    expect((await call(ANDI, 'POST', `/notification/${id}/read`)).status).toBe(404)
    expect((await call(ANDI, 'POST', '/notification/read-all')).status).toBe(200)
    expect((await call(PUTRI, 'GET', '/notification/unread-count')).body.value).toEqual({
      unread: 1,
    })
    expect((await call(null, 'GET', '/notification')).status).toBe(401)

    const read = await call(PUTRI, 'POST', `/notification/${id}/read`)
    expect(read.body.value.readAt).not.toBeNull()
    expect((await call(PUTRI, 'GET', '/notification/unread-count')).body.value).toEqual({
      unread: 0,
    })
  })

  it('pages a long list and marks all read at once', async () => {
    // Twelve joins and leaves of team-01's member: twelve notifications for Andi.
    const code = db().teams.find((t) => t.id === 'team-01')!.code
    for (let i = 0; i < 6; i += 1) {
      await call(PUTRI, 'DELETE', `/team/team-01/member/${PUTRI}`)
      await call(PUTRI, 'POST', `/team/join/${code}`)
    }
    const first = await call(ANDI, 'GET', '/notification?page=1&perPage=5')
    expect(first.headers.get('X-Total-Count')).toBe('12')
    expect(first.headers.get('X-Page-Count')).toBe('3')
    expect(first.body.map((n: { kind: string }) => n.kind)[0]).toBe('memberJoined')
    const third = await call(ANDI, 'GET', '/notification?page=3&perPage=5')
    expect(third.body).toHaveLength(2)
    expect((await call(ANDI, 'GET', '/notification/unread-count')).body.value.unread).toBe(12)
    expect((await call(ANDI, 'POST', '/notification/read-all')).body.value).toEqual({ unread: 0 })
    expect((await call(ANDI, 'GET', '/notification/unread-count')).body.value.unread).toBe(0)
  })
})

describe('notification words and e-mails', () => {
  it('writes each notification in the reader’s language, with the link to the exact screen', async () => {
    await call(SITI, 'POST', '/proposal/prop-103/phase/1/return', { reason: 'Add the budget.' })
    const [english] = (
      await call(TEAM3[0]!, 'GET', '/notification', undefined, { 'Accept-Language': 'en' })
    ).body
    expect(english).toMatchObject({
      kind: 'entryReturned',
      title: 'Your Phase 1 entry was returned',
      link: '/innovation-award/participant/proposal/1/prop-103/entry',
      readAt: null,
    })
    expect(english.text).toContain('Reason: Add the budget.')
    const [indonesian] = (
      await call(TEAM3[0]!, 'GET', '/notification', undefined, { 'Accept-Language': 'id' })
    ).body
    expect(indonesian.title).not.toBe(english.title)
    expect(indonesian.text).toContain('Add the budget.')
  })

  it('mails the topics on by default, each in its recipient’s language, whoever sends it', async () => {
    // The member chose English; the leader never chose (Indonesian). Siti asks in English.
    await call(TEAM3[1]!, 'PUT', '/auth/language', { language: 'en' })
    await call(
      SITI,
      'POST',
      '/proposal/prop-103/phase/1/return',
      { reason: 'Add the budget.' },
      { 'Accept-Language': 'en' },
    )
    const mails = db().mailbox ?? []
    expect(mails.map((m) => m.to.id).sort()).toEqual([...TEAM3].sort())
    const english = mails.find((m) => m.to.id === TEAM3[1])!
    const indonesian = mails.find((m) => m.to.id === TEAM3[0])!
    expect(english).toMatchObject({ language: 'en', subject: 'Your Phase 1 entry was returned' })
    expect(indonesian.language).toBe('id')
    expect(indonesian.subject).not.toBe(english.subject)
    const person = db().users.find((x) => x.id === TEAM3[1])!
    expect(english.to).toEqual({ id: person.id, name: person.name, email: person.email })
    expect(english.text).toContain(`Hello ${person.name},`)
    expect(english.text).toContain(
      'http://localhost/innovation-award/participant/proposal/1/prop-103/entry',
    )
    expect(english.html).toContain(
      '<a href="http://localhost/innovation-award/participant/proposal/1/prop-103/entry">',
    )
  })

  it('tells a semi-finalist’s team whose Phase 2 entry was never finalized that it did not advance, by bell and e-mail, each in their language', async () => {
    const year = await phase2WithAnEntryNeverFinalized()
    // The member chose English; the leader never chose (Indonesian).
    await call(TEAM3[1]!, 'PUT', '/auth/language', { language: 'en' })
    expect(
      (await call(SITI, 'POST', '/score/result/publish', { year, phase: 2, shareComments: false }))
        .status,
    ).toBe(200)
    const [bell] = (
      await call(TEAM3[1]!, 'GET', '/notification', undefined, { 'Accept-Language': 'en' })
    ).body
    expect(bell).toMatchObject({
      kind: 'notAdvanced',
      title: '"Customer voice dashboard" did not advance to Phase 3',
      text: 'The Phase 2 results are published: "Customer voice dashboard" was not finalized in time, so it was not judged and does not go on to Phase 3.',
      link: '/innovation-award/participant/proposal/prop-103',
    })
    const [lonceng] = (
      await call(TEAM3[0]!, 'GET', '/notification', undefined, { 'Accept-Language': 'id' })
    ).body
    expect(lonceng.title).toBe('"Customer voice dashboard" tidak lolos ke Tahap 3')
    const mails = (db().mailbox ?? []).filter((m) => TEAM3.includes(m.to.id))
    expect(mails.map((m) => [m.to.id, m.language, m.subject]).sort()).toEqual(
      [
        [TEAM3[0], 'id', '"Customer voice dashboard" tidak lolos ke Tahap 3'],
        [TEAM3[1], 'en', '"Customer voice dashboard" did not advance to Phase 3'],
      ].sort(),
    )
    expect(mails.find((m) => m.language === 'en')!.text).toContain(
      'was not finalized in time, so it was not judged and does not go on to Phase 3.',
    )
  })

  it('tells a judge of the phase, not "you judged", and that her sheets left unsubmitted are now closed, by bell and e-mail, each in their language', async () => {
    resetDemoData({ activeIndex: 1 })
    const year = new Date(db().seededAt).getUTCFullYear()
    // Dewi leaves two Phase 1 sheets unsubmitted (a draft and one never opened); Agus submitted his.
    demoStore.mutate((d) =>
      d.juryDetails.push(
        testSheet({ id: 'jd-dewi-1', year, phase: 1, proposalId: 'prop-101' }, { status: 'Draft' }),
        testSheet({ id: 'jd-dewi-2', year, phase: 1, proposalId: 'prop-102' }),
        submittedSheet({ id: 'jd-agus-1', year, proposalId: 'prop-101', juryId: AGUS }, 7),
      ),
    )
    await call(AGUS, 'PUT', '/auth/language', { language: 'en' })
    expect(
      (await call(SITI, 'POST', '/proposal/prop-101/advance', { override: true })).status,
    ).toBe(200)
    expect(
      (await call(SITI, 'POST', '/score/result/publish', { year, phase: 1, shareComments: false }))
        .status,
    ).toBe(200)

    const [lonceng] = (
      await call(DEWI, 'GET', '/notification', undefined, { 'Accept-Language': 'id' })
    ).body
    const said =
      'Komite memublikasikan hasil Tahap 1, tahap tempat Anda ditugaskan sebagai juri. 2 lembar nilai Anda yang belum terkirim kini ditutup: tidak dapat dikirim lagi dan tidak dihitung dalam hasil.'
    expect(lonceng).toMatchObject({ kind: 'resultsPublished', text: said })
    const [bell] = (
      await call(DEWI, 'GET', '/notification', undefined, { 'Accept-Language': 'en' })
    ).body
    expect(bell.text).toBe(
      'The committee published the results of Phase 1, the phase you were assigned to judge. Your 2 score sheets that were not submitted are now closed: they can no longer be submitted and do not count in the results.',
    )
    const mail = (to: string) => (db().mailbox ?? []).find((m) => m.to.id === to)!
    expect(mail(DEWI)).toMatchObject({ language: 'id' })
    expect(mail(DEWI).text).toContain(said)
    expect(mail(DEWI).text).not.toContain('yang Anda nilai')
    // A judge with every sheet in hears only that the results are out.
    expect(mail(AGUS)).toMatchObject({ language: 'en' })
    expect(mail(AGUS).text).toContain(
      'The committee published the results of Phase 1, the phase you were assigned to judge.\n',
    )
    expect(mail(AGUS).text).not.toContain('closed')
  })

  it('mails the Phase 2 "did not advance" only to those who keep results e-mails on', async () => {
    const year = await phase2WithAnEntryNeverFinalized()
    expect(
      (await call(TEAM3[1]!, 'PUT', '/notification/email-preferences', { results: false })).status,
    ).toBe(200)
    await call(SITI, 'POST', '/score/result/publish', { year, phase: 2, shareComments: false })
    expect(notified().filter((n) => TEAM3.some((id) => n.startsWith(id)))).toEqual(
      each(TEAM3, 'notAdvanced').sort(),
    )
    expect((db().mailbox ?? []).filter((m) => TEAM3.includes(m.to.id)).map((m) => m.to.id)).toEqual(
      [TEAM3[0]],
    )
  })

  it('mails only the topics a person keeps on (approved entries are off until chosen)', async () => {
    const prefs = await call(TEAM3[0]!, 'GET', '/notification/email-preferences')
    expect(prefs.body.value).toEqual({
      assignments: true,
      returned: true,
      approved: false,
      results: true,
      feedback: false,
      team: false,
      votes: false,
      periods: false,
      updateReviews: true,
      updateSubmissions: false,
      entrySubmissions: false,
      scoringDone: true,
      questions: false,
      conflicts: true,
    })
    const changed = await call(TEAM3[0]!, 'PUT', '/notification/email-preferences', {
      approved: true,
    })
    expect(changed.body.value).toMatchObject({ approved: true, returned: true })
    const bad = await call(TEAM3[0]!, 'PUT', '/notification/email-preferences', { spam: true })
    expect(bad.status).toBe(400)
    await call(SITI, 'POST', '/proposal/prop-103/phase/1/approve')
    expect((db().mailbox ?? []).map((m) => m.to.id)).toEqual([TEAM3[0]])
    expect(notified()).toEqual(each(TEAM3, 'entryApproved').sort())
  })

  it('tells the committee of a submitted update in the bell only, and the team of its review by e-mail too, with the comment and the update’s screen', async () => {
    await writeUpdate()
    await call(ANDI, 'POST', `/innovation-update/${OWN_UPDATE}/submit`)
    // A submission is not mailed until a committee member asks for it (the bell counts them).
    expect(db().mailbox ?? []).toEqual([])
    const [submitted] = (
      await call(SITI, 'GET', '/notification', undefined, { 'Accept-Language': 'en' })
    ).body
    expect(submitted).toMatchObject({
      kind: 'updateSubmitted',
      title:
        'Team Pompa Pintar submitted its update for "Phase 1: proposal selection and submission"',
      text: expect.stringContaining('ready for your review'),
      link: `/innovation-update/commitee/${OWN_UPDATE.split('.')[1]}/${OWN_UPDATE}`,
    })

    await call(PUTRI, 'PUT', '/auth/language', { language: 'en' })
    await call(SITI, 'POST', `/innovation-update/${OWN_UPDATE}/review`, {
      comment: 'Show the savings next time.',
    })
    const [reviewed] = (
      await call(PUTRI, 'GET', '/notification', undefined, { 'Accept-Language': 'en' })
    ).body
    expect(reviewed).toMatchObject({
      kind: 'updateReviewed',
      link: `/innovation-update/participant/${OWN_UPDATE}/view`,
    })
    expect(reviewed.text).toContain("The committee's comment: Show the savings next time.")
    const mails = db().mailbox ?? []
    expect(mails.map((m) => m.to.id).sort()).toEqual([ANDI, PUTRI].sort())
    const english = mails.find((m) => m.to.id === PUTRI)!
    expect(english.subject).toBe(reviewed.title)
    // The comment, as the committee wrote it, is a paragraph of its own.
    expect(english.text).toContain(
      `"Predictive maintenance for pumping stations".\n\nThe committee's comment: Show the savings next time.\n`,
    )
    expect(english.text).toContain(
      `http://localhost/innovation-update/participant/${OWN_UPDATE}/view`,
    )
    const indonesian = mails.find((m) => m.to.id === ANDI)!
    expect(indonesian.language).toBe('id')
    expect(indonesian.subject).not.toBe(english.subject)
    // A changed review says so, with the new comment.
    await call(SITI, 'POST', `/innovation-update/${OWN_UPDATE}/review`, {
      comment: 'Also show the hours saved.',
    })
    const [changed] = (
      await call(PUTRI, 'GET', '/notification', undefined, { 'Accept-Language': 'en' })
    ).body
    expect(changed).toMatchObject({
      kind: 'updateReviewed',
      title:
        'The committee changed its review of your update for "Phase 1: proposal selection and submission"',
    })
    expect(changed.text).toContain("The committee's comment: Also show the hours saved.")
  })

  it('reads, for the committee member who reviews an update or an entry, what they were told of it; the others keep theirs unread', async () => {
    const unread = async (as: string) =>
      (await call(as, 'GET', '/notification/unread-count')).body.value.unread as number
    await writeUpdate()
    await call(ANDI, 'POST', `/innovation-update/${OWN_UPDATE}/submit`)
    const other = SEEDED.committee2
    const [sitiBefore, otherBefore] = [await unread(SITI), await unread(other)]
    expect(sitiBefore).toBeGreaterThan(0)
    expect(
      (await call(SITI, 'POST', `/innovation-update/${OWN_UPDATE}/review`, { comment: 'Good.' }))
        .status,
    ).toBe(200)
    const sitis = (db().notifications ?? []).filter(
      (n) => n.recipientId === SITI && n.kind === 'updateSubmitted',
    )
    expect(sitis.map((n) => n.readAt)).toEqual([expect.any(String)])
    expect(await unread(SITI)).toBe(sitiBefore - 1)
    expect(await unread(other)).toBe(otherBefore)

    // An entry the committee approves: the "finalized" notice of that entry is read for its reviewer.
    const link = paths.committee.proposalDetail.to(1, 'prop-103', db().events[0]!.url)
    demoStore.mutate((data) => {
      data.notifications = [
        ...[SITI, other].map((recipientId) => ({
          id: `ntf-final-${recipientId}`,
          recipientId,
          kind: 'entryFinalized' as const,
          params: { title: 'Customer voice dashboard', phase: 1, team: 'Suara Pelanggan' },
          link,
          at: new Date().toISOString(),
          readAt: null,
          causeId: 'cause-final',
          actorId: TEAM3[0]!,
        })),
        ...(data.notifications ?? []),
      ]
    })
    expect((await call(SITI, 'POST', '/proposal/prop-103/phase/1/approve')).status).toBe(200)
    const readAt = (id: string) => db().notifications!.find((n) => n.id === id)!.readAt
    expect(readAt(`ntf-final-${SITI}`)).toEqual(expect.any(String))
    expect(readAt(`ntf-final-${other}`)).toBeNull()
  })

  it('sends once for one Idempotency-Key, however often the request is retried', async () => {
    const key = { 'Idempotency-Key': 'return-prop-103-once' }
    const body = { reason: 'Add the budget.' }
    const first = await call(SITI, 'POST', '/proposal/prop-103/phase/1/return', body, key)
    const again = await call(SITI, 'POST', '/proposal/prop-103/phase/1/return', body, key)
    expect(first.status).toBe(200)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect((db().mailbox ?? []).map((m) => m.to.id).sort()).toEqual([...TEAM3].sort())
    expect(notified()).toEqual(each(TEAM3, 'entryReturned').sort())
  })
})

describe('judge assignments', () => {
  it('tells the judge how many proposals and the scoring period’s dates', async () => {
    resetDemoData({ activeIndex: 1 })
    await call(SITI, 'PUT', '/judge/assignment/prop-104/1', { juryIds: [AGUS] })
    const [mine] = (
      await call(AGUS, 'GET', '/notification', undefined, { 'Accept-Language': 'en' })
    ).body
    expect(mine.title).toBe('You have 1 new proposal to score in Phase 1')
    expect(mine.text).toMatch(/Scoring period: \d\d \w{3} \d{4} – \d\d \w{3} \d{4}\./)
    expect(mine.link).toBe('/innovation-award/jury')
    expect(DEWI).not.toBe(AGUS)
  })

  it('tells the participants when a vote opens and closes, to the minute, on their clock', async () => {
    const seeded = db().voteSessions[0]!
    await call(SITI, 'POST', '/vote', {
      name: 'Favourite poster',
      year: seeded.year,
      candidateIds: seeded.candidateIds,
      openAt: '2026-11-28T03:00:00.000Z',
      closeAt: '2026-11-28T07:00:00.000Z',
    })
    const [mine] = (
      await call(TEAM3[0]!, 'GET', '/notification', undefined, {
        'Accept-Language': 'en',
        'Time-Zone': 'Asia/Makassar',
      })
    ).body
    expect(mine.kind).toBe('voteOpening')
    expect(mine.text).toBe(
      'You can vote from 28 Nov 2026 11:00:00 WITA to 28 Nov 2026 15:00:00 WITA, one vote per person.',
    )
  })
})

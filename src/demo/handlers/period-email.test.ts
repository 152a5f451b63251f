// @vitest-environment node
import { SEEDED } from '@/demo/db/seed'
import { call } from '@/testing/demo-call'
import { demoStore, recordPublication } from '@/testing/demo-server'

const db = () => demoStore.db
const SITI = SEEDED.committee
const ANDI = SEEDED.participantLeader
const P1 = 'period-2026-1'
const P2 = 'period-2026-2'
const EN = { 'Accept-Language': 'en' }
const ids = (people: { id: string }[]) => people.map((p) => p.id).sort()

describe('the period e-mail', () => {
  it('dry run: everyone the period is for, the e-mail as one of them reads it, and the default words', async () => {
    const dry = await call(SITI, 'POST', `/period/${P1}/email/recipients`, {}, EN)
    expect(dry.status).toBe(200)
    const answer = dry.body.value
    const participants = db()
      .users.filter((u) => u.roleName === 'Participant' && u.isActive)
      .map((u) => u.id)
      .sort()
    expect(ids(answer.recipients)).toEqual(participants)
    expect(answer.count).toBe(participants.length)
    expect(answer.defaults.subject).toMatch(
      /^"Phase 1: proposal selection and submission": \d{2} \w{3} 2026 – \d{2} \w{3} 2026$/,
    )
    expect(answer.defaults.text).toMatch(/^Write your team's Phase 1 entry and finalize it by /)
    const first = db().users.find((u) => u.id === answer.preview.to.id)!
    expect(answer.preview.text).toContain(`${first.name}`)
    expect(answer.preview.text).toContain('/innovation-award/participant')
    expect((await call(ANDI, 'POST', `/period/${P1}/email/recipients`, {})).status).toBe(403)
  })

  it('sends the committee’s words to exactly the dry run’s people, asks before a second send, and the history shows it', async () => {
    const words = { subject: 'Phase 1 closes soon', text: 'Finalize your entry this week.' }
    const dry = (await call(SITI, 'POST', `/period/${P1}/email/recipients`, words, EN)).body.value
    expect(dry.preview).toMatchObject({ subject: 'Phase 1 closes soon' })
    expect(dry.preview.text).toContain('Finalize your entry this week.')

    // The seeded Phase 1 e-mail went out before: sending again needs the committee's confirmation.
    const again = await call(SITI, 'POST', `/period/${P1}/SendEmail`, words, EN)
    expect(again.status).toBe(409)
    expect(again.body.detail).toMatch(/was already sent on .* by Siti Rahmawati/)
    expect(db().messages ?? []).toEqual([])

    const sent = await call(SITI, 'POST', `/period/${P1}/SendEmail`, { ...words, resend: true })
    expect(sent.status).toBe(200)
    expect(sent.body.value.sendEmailBy).toBe('Siti Rahmawati')
    const message = db().messages![0]!
    expect(message).toMatchObject({ kind: 'periodEmail', senderId: SITI, subject: words.subject })
    const mailed = (db().mailbox ?? []).filter((m) => m.messageId === message.id)
    expect(mailed.map((m) => m.to.id).sort()).toEqual(ids(dry.recipients))
    expect(mailed.every((m) => m.subject === words.subject)).toBe(true)

    const history = await call(SITI, 'GET', '/messages?kind=periodEmail')
    expect(history.body).toEqual([
      expect.objectContaining({ id: message.id, recipientCount: dry.count }),
    ])
  })

  it('sends the default e-mail in each person’s own language', async () => {
    demoStore.mutate((db) => {
      db.languages = { ...db.languages, [SEEDED.jury]: 'en', [SEEDED.jury2]: 'id' }
    })
    const sent = await call(SITI, 'POST', `/period/${P2}/SendEmail`)
    expect(sent.status).toBe(200)
    const mails = db().mailbox ?? []
    const english = mails.find((m) => m.to.id === SEEDED.jury)!
    const indonesian = mails.find((m) => m.to.id === SEEDED.jury2)!
    expect(english.text).toContain('Score the Phase 1 proposals assigned to you')
    expect(english.subject).toMatch(/^"Scoring for semi-finalists": /)
    expect(indonesian.language).toBe('id')
    expect(indonesian.subject).not.toBe(english.subject)
  })

  it('keeps each person’s own language for the words the committee left as they were', async () => {
    demoStore.mutate((db) => {
      db.languages = { ...db.languages, [SEEDED.jury]: 'en', [SEEDED.jury2]: 'id' }
    })
    // The e-mail of the last message sent.
    const mailOf = (id: string) =>
      (db().mailbox ?? []).find((m) => m.to.id === id && m.messageId === db().messages![0]!.id)!
    // Only the subject changed: everyone reads it, and the period's text in their own language.
    const subject = await call(SITI, 'POST', `/period/${P2}/SendEmail`, {
      subject: 'Scoring is open',
    })
    expect(subject.status).toBe(200)
    expect(mailOf(SEEDED.jury)).toMatchObject({ subject: 'Scoring is open' })
    expect(mailOf(SEEDED.jury).text).toContain('Score the Phase 1 proposals assigned to you')
    expect(mailOf(SEEDED.jury2)).toMatchObject({ subject: 'Scoring is open', language: 'id' })
    expect(mailOf(SEEDED.jury2).text).toContain(
      'Nilai proposal Tahap 1 yang ditugaskan kepada Anda',
    )

    // Only the text changed: the committee's text, under the period's subject in each language.
    const text = await call(SITI, 'POST', `/period/${P2}/SendEmail`, {
      text: 'Please finish by Friday.',
      resend: true,
    })
    expect(text.status).toBe(200)
    expect(mailOf(SEEDED.jury).subject).toMatch(/^"Scoring for semi-finalists": /)
    expect(mailOf(SEEDED.jury2).subject).toMatch(/^"Penilaian semifinalis": /)
    for (const id of [SEEDED.jury, SEEDED.jury2]) {
      expect(mailOf(id).text).toContain('Please finish by Friday.')
      expect(mailOf(id).text).not.toMatch(/Score the Phase 1|Nilai proposal Tahap 1/)
    }
  })
})

describe('the e-mail and automatic reminders of a period that has ended', () => {
  it('are refused until it is started again: they would ask for work by an end that is past', async () => {
    // Starting the scoring period ends Phase 1 now.
    expect((await call(SITI, 'POST', `/period/startperiod/${P2}`)).status).toBe(200)
    const mailed = (db().mailbox ?? []).length
    const reason =
      '"Phase 1: proposal selection and submission" has ended: its e-mail and automatic reminders can no longer go out until it is started again.'
    for (const body of [{ resend: true }, { about: 'updates', resend: true }]) {
      const sent = await call(SITI, 'POST', `/period/${P1}/SendEmail`, body, EN)
      expect(sent.status).toBe(409)
      expect(sent.body).toMatchObject({ title: 'Period ended', detail: reason })
    }
    const reminder = await call(
      SITI,
      'PUT',
      `/period/${P1}/auto-reminder`,
      { work: 'entries', enabled: true, daysBefore: 2 },
      EN,
    )
    expect(reminder.status).toBe(409)
    expect(reminder.body).toMatchObject({ detail: reason })
    expect((db().mailbox ?? []).length).toBe(mailed)
    expect(db().periods.find((p) => p.id === P1)!.autoReminders ?? []).toEqual([])
    // Switching one off stays possible: left on, it would go at once when the period starts again.
    const off = await call(SITI, 'PUT', `/period/${P1}/auto-reminder`, {
      work: 'entries',
      enabled: false,
      daysBefore: 2,
    })
    expect(off.status).toBe(200)

    // Started again with a new end, it asks for its work again.
    const endAt = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString()
    expect((await call(SITI, 'POST', `/period/startperiod/${P1}`, { endAt })).status).toBe(200)
    expect((await call(SITI, 'POST', `/period/${P1}/SendEmail`, { resend: true })).status).toBe(200)
  })
})

describe('the e-mail of an update period', () => {
  /** The members of the teams taking part in 2026's innovation updates (Phase 1 approved). */
  const takingPart = () => {
    const members = new Set<string>()
    for (const p of db().proposals)
      if (p.year === 2026 && p.entries[1]?.status === 'Approved') {
        const team = db().teams.find((t) => t.id === p.teamId)!
        for (const id of [team.leaderId, ...team.memberIds]) members.add(id)
      }
    const active = new Set(
      db()
        .users.filter((u) => u.isActive)
        .map((u) => u.id),
    )
    return [...members].filter((id) => active.has(id)).sort()
  }

  it('dry run: asks the teams taking part for their update by the period’s end, with the link to it', async () => {
    const dry = await call(SITI, 'POST', `/period/${P1}/email/recipients`, { about: 'updates' }, EN)
    expect(dry.status).toBe(200)
    const answer = dry.body.value
    expect(answer.audienceText).toBe(
      'Teams taking part in the innovation updates of "Phase 1: proposal selection and submission"',
    )
    expect(ids(answer.recipients)).toEqual(takingPart())
    // Not every participant: the teams whose Phase 1 entry is not approved take no part.
    expect(answer.count).toBeLessThan(
      db().users.filter((u) => u.roleName === 'Participant' && u.isActive).length,
    )
    expect(answer.defaults.subject).toMatch(
      /^Your innovation update for "Phase 1: proposal selection and submission": submit it by \d{2} \w{3} 2026$/,
    )
    expect(answer.defaults.text).toMatch(
      /^Submit your team's innovation update for "Phase 1: proposal selection and submission" by /,
    )
    expect(answer.defaults.text).not.toMatch(/Phase 1 entry/)
    // The first recipient's e-mail opens their team's update of this period.
    const proposal = db().proposals.find(
      (p) =>
        p.year === 2026 &&
        p.entries[1]?.status === 'Approved' &&
        answer.preview.to.team?.id === p.teamId,
    )!
    expect(answer.preview.text).toContain(`/innovation-update/participant/${proposal.id}.${P1}`)
  })

  it('sends to exactly the dry run’s people, and keeps its own “last sent” apart from the period’s e-mail', async () => {
    const dry = (await call(SITI, 'POST', `/period/${P1}/email/recipients`, { about: 'updates' }))
      .body.value
    const seeded = db().periods.find((p) => p.id === P1)!
    const periodSent = { at: seeded.sendEmailAt, by: seeded.sendEmailBy }
    // The period's own e-mail went out before (the seed); this one never did: no confirmation asked.
    const sent = await call(SITI, 'POST', `/period/${P1}/SendEmail`, { about: 'updates' }, EN)
    expect(sent.status).toBe(200)
    expect(sent.body.value).toMatchObject({
      updatesEmailBy: 'Siti Rahmawati',
      sendEmailAt: periodSent.at,
      sendEmailBy: periodSent.by,
    })
    const message = db().messages![0]!
    expect(message.audience).toEqual({ kind: 'updatePeriod', periodId: P1 })
    const mailed = (db().mailbox ?? []).filter((m) => m.messageId === message.id)
    expect(mailed.map((m) => m.to.id).sort()).toEqual(ids(dry.recipients))

    const again = await call(SITI, 'POST', `/period/${P1}/SendEmail`, { about: 'updates' }, EN)
    expect(again.status).toBe(409)
    expect(again.body.detail).toMatch(
      /^The innovation update e-mail of "Phase 1: proposal selection and submission" was already sent on .* by Siti Rahmawati\./,
    )
  })

  it('is refused for a jury period, which has no innovation updates', async () => {
    for (const [method, path] of [
      ['POST', `/period/${P2}/email/recipients`],
      ['POST', `/period/${P2}/SendEmail`],
    ] as const) {
      const refused = await call(SITI, method, path, { about: 'updates' }, EN)
      expect(refused.status).toBe(400)
      expect(refused.body.errors.About).toEqual([
        'Innovation updates are posted only in participant periods (1, 3 and 5).',
      ])
    }
    expect(db().messages ?? []).toEqual([])
  })
})

describe('the period e-mail of a phase whose results are published', () => {
  const publish = (year: number, phase: 1 | 2 | 3) =>
    recordPublication(year, phase, { publishedAt: '2026-01-05T03:00:00.000Z', publishedById: SITI })

  it('no longer asks the judges of that phase to score: the dry run reaches nobody and nothing is sent', async () => {
    const before = (await call(SITI, 'POST', `/period/${P2}/email/recipients`, {}, EN)).body.value
    expect(before.count).toBeGreaterThan(0)
    publish(2026, 1)
    const dry = (await call(SITI, 'POST', `/period/${P2}/email/recipients`, {}, EN)).body.value
    expect(dry).toMatchObject({ count: 0, recipients: [], preview: null })
    // The dry run says why they are left out.
    expect(before.leftOut).toEqual([])
    expect(dry.leftOut).toEqual([
      expect.stringMatching(
        /^Not sent to the judges: The Phase 1 results were published on .*: its scores can no longer change\.$/,
      ),
    ])
    const sent = await call(SITI, 'POST', `/period/${P2}/SendEmail`, {}, EN)
    expect(sent.status).toBe(409)
    expect(sent.body.title).toBe('Nobody to send to')
    expect(db().messages ?? []).toEqual([])
    expect(db().mailbox ?? []).toEqual([])
  })

  it('no longer asks the teams to write an entry that is final', async () => {
    publish(2026, 1)
    const dry = (await call(SITI, 'POST', `/period/${P1}/email/recipients`, {}, EN)).body.value
    expect(dry.count).toBe(0)
    expect(dry.leftOut).toEqual([
      expect.stringMatching(/^Not sent to the teams: The Phase 1 results were published on /),
    ])
  })

  it('still tells the grand final’s teams, but not its judges once the winners are published', async () => {
    const P5 = 'period-2026-5'
    const judges = new Set(
      db()
        .users.filter((u) => u.roleName === 'Jury')
        .map((u) => u.id),
    )
    const before = (await call(SITI, 'POST', `/period/${P5}/email/recipients`, {}, EN)).body.value
    expect(before.recipients.some((p: { id: string }) => judges.has(p.id))).toBe(true)
    publish(2026, 3)
    const after = (await call(SITI, 'POST', `/period/${P5}/email/recipients`, {}, EN)).body.value
    expect(after.recipients.some((p: { id: string }) => judges.has(p.id))).toBe(false)
    expect(ids(after.recipients)).toEqual(
      ids(before.recipients.filter((p: { id: string }) => !judges.has(p.id))),
    )
    expect(after.leftOut).toEqual([expect.stringMatching(/^Not sent to the judges: /)])
  })
})

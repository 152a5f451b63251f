// @vitest-environment node
import { SEEDED } from '@/demo/db/seed'
import type { Audience } from '@/domain/award'
import { sendMessage } from '@/demo/messages/send'
import { call } from '@/testing/demo-call'
import { chooseForPublication, demoStore, resetDemoData, SEED_NOW } from '@/testing/demo-server'

const db = () => demoStore.db
const u = (suffix: string) => `c0a80001-0000-4000-8000-0000000000${suffix}`
const SITI = SEEDED.committee
const DEWI = SEEDED.jury
const AGUS = SEEDED.jury2
const ANDI = SEEDED.participantLeader
const PUTRI = SEEDED.participantMember

const sorted = (ids: string[]) => [...ids].sort()

interface Row {
  audience: string
  /** Sets the data up; answers the audience and exactly the people it must reach. */
  given: () => Promise<{ audience: Audience; expected: string[] }>
}

// Audience → exactly who a reminder reaches, read from the seed: the dry run and the send must
// name the same people, and each of them (nobody else) gets the e-mail and the notification.
const TABLE: Row[] = [
  {
    audience: 'openSheets: the judges of Phase 1 whose sheet is not submitted',
    given: async () => {
      resetDemoData({ activeIndex: 1 })
      const set = await call(SITI, 'PUT', '/judge/assignment/prop-104/1', {
        juryIds: [DEWI, AGUS],
      })
      expect(set.status).toBe(200)
      // Agus has submitted his sheet: he has nothing left to do.
      demoStore.mutate((data) => {
        const sheet = data.juryDetails.find(
          (jd) => jd.proposalId === 'prop-104' && jd.juryId === AGUS && jd.phase === 1,
        )!
        sheet.status = 'Submitted'
      })
      return { audience: { kind: 'openSheets', year: 2026, phase: 1 }, expected: [DEWI] }
    },
  },
  {
    audience: 'unfinalized: the teams whose Phase 1 entry is a draft, returned or not started',
    given: async () => ({
      audience: { kind: 'unfinalized', year: 2026, phase: 1 },
      // Pompa Pintar (prop-107, a draft), Hemat Kas (prop-105, returned), Rantai Cepat (prop-106).
      expected: [ANDI, PUTRI, u('29'), u('30'), u('31'), u('32')],
    }),
  },
  {
    audience: 'unfinalized: the semi-finalists whose Phase 2 entry is not finalized',
    given: async () => {
      resetDemoData({ activeIndex: 2 })
      return {
        audience: { kind: 'unfinalized', year: 2026, phase: 2 },
        expected: [ANDI, PUTRI, u('23'), u('24'), u('27'), u('28')],
      }
    },
  },
  {
    audience: 'noUpdate: the teams taking part with no update posted in the period',
    given: async () => ({
      audience: { kind: 'noUpdate', periodId: 'period-2026-1' },
      expected: [ANDI, PUTRI, u('23'), u('24')],
    }),
  },
  {
    audience: 'notVoted: the participants who have not voted in the open vote',
    given: async () => {
      resetDemoData({ activeIndex: 2 })
      return {
        audience: { kind: 'notVoted', sessionId: 'vote-2026-poster' },
        expected: [ANDI, PUTRI, u('23'), u('24'), u('26'), u('28'), u('30'), u('32')],
      }
    },
  },
  {
    audience: 'period: a jury period before any assignment → every judge',
    given: async () => ({
      audience: { kind: 'period', periodId: 'period-2026-2' },
      expected: [DEWI, AGUS, u('13'), u('14'), u('15')],
    }),
  },
]

describe('reminders: the dry run and the send reach the same people', () => {
  it.each(TABLE)('$audience', async ({ given }) => {
    const { audience, expected } = await given()
    const dry = await call(SITI, 'POST', '/messages/recipients', { audience })
    expect(dry.status).toBe(200)
    const named = dry.body.value.recipients.map((p: { id: string }) => p.id)
    expect(sorted(named)).toEqual(sorted(expected))
    expect(dry.body.value.count).toBe(expected.length)

    const sent = await call(SITI, 'POST', '/messages', { kind: 'reminder', audience })
    expect(sent.status).toBe(200)
    const reached = sent.body.value.recipients.map((r: { id: string }) => r.id)
    expect(sorted(reached)).toEqual(sorted(named))
    // Each of them, and nobody else, has the e-mail and the notification.
    const message = db().messages![0]!
    const mailed = (db().mailbox ?? []).filter((m) => m.messageId === message.id)
    expect(sorted(mailed.map((m) => m.to.id))).toEqual(sorted(expected))
    const notified = (db().notifications ?? []).filter((n) => n.kind === 'message')
    expect(sorted(notified.map((n) => n.recipientId))).toEqual(sorted(expected))
    expect(sent.body.value).toMatchObject({
      kind: 'reminder',
      audienceKind: audience.kind,
      recipientCount: expected.length,
      delivered: expected.length,
      failed: 0,
    })
  })
})

describe('the reminder itself', () => {
  it('previews, mails and notifies in each recipient’s language, with the personal line and the exact screen', async () => {
    resetDemoData({ activeIndex: 1 })
    await call(SITI, 'PUT', '/judge/assignment/prop-104/1', { juryIds: [DEWI, AGUS] })
    await call(AGUS, 'PUT', '/auth/language', { language: 'en' })
    const audience = { kind: 'openSheets', year: 2026, phase: 1 }
    const personalLine = 'The scoring ends on <Friday>.'
    // The assignment's own e-mails; a dry run adds none.
    const mailed = db().mailbox?.length ?? 0
    const dry = await call(
      SITI,
      'POST',
      '/messages/recipients',
      { audience, personalLine },
      { 'Accept-Language': 'en' },
    )
    expect(dry.body.value.audienceText).toBe('Judges with open score sheets in Phase 1 of 2026')
    // Agus Santoso comes first by name, and reads English.
    expect(dry.body.value.preview).toMatchObject({
      to: { id: AGUS, name: 'Agus Santoso' },
      language: 'en',
      subject: 'Reminder: 1 score sheet of Phase 1 is waiting for you',
    })
    expect(dry.body.value.preview.text).toContain('A word from the committee: ' + personalLine)
    // One sheet: "it", not "them".
    expect(dry.body.value.preview.text).toContain('Please score and submit it')
    expect(db().mailbox ?? []).toHaveLength(mailed)

    const sheet = db().juryDetails.find(
      (jd) => jd.proposalId === 'prop-104' && jd.juryId === AGUS && jd.phase === 1,
    )!
    await call(SITI, 'POST', '/messages', { kind: 'reminder', audience, personalLine })
    const mail = db().mailbox!.find((m) => m.to.id === AGUS && m.messageId)!
    expect(mail.subject).toBe(dry.body.value.preview.subject)
    expect(mail.text).toBe(dry.body.value.preview.text)
    expect(mail.html).toContain('The scoring ends on &#60;Friday&#62;.')
    // The deadline with its hour (a period ends when the committee chose), and the committee's own
    // line a paragraph of its own after the reminder's words.
    expect(mail.text).toMatch(
      /Please score and submit it by \d\d \w{3} \d{4},? \d\d[.:]\d\d[^\n]*\n\nA word from the committee: The scoring ends on <Friday>\.\n/,
    )
    expect(mail.html).toContain('</p><p>A word from the committee: The scoring ends on')
    // His one open sheet: the e-mail and the notification open it.
    const link = `/innovation-award/jury/proposal/prop-104/${sheet.id}`
    expect(mail.text).toContain(`http://localhost${link}`)
    const [notification] = (
      await call(AGUS, 'GET', '/notification', undefined, { 'Accept-Language': 'en' })
    ).body
    expect(notification).toMatchObject({ kind: 'message', link, title: mail.subject })
    // Dewi never chose a language: Indonesian.
    expect(db().mailbox!.find((m) => m.to.id === DEWI && m.messageId)!.language).toBe('id')

    // Until she reads the app in English: then her e-mails are in English, though she never chose.
    await call(DEWI, 'GET', '/notification', undefined, { 'Accept-Language': 'en-GB,en;q=0.9' })
    expect(db().languages?.[DEWI]).toBeUndefined()
    await call(SITI, 'POST', '/messages', { kind: 'reminder', audience, personalLine })
    const mails = db().mailbox!.filter((m) => m.to.id === DEWI && m.messageId)
    expect(mails.map((m) => m.language).sort()).toEqual(['en', 'id'])
    expect(mails.find((m) => m.language === 'en')!.subject).toMatch(/^Reminder: /)
    // The activity log has it.
    expect(db().activities[0]).toMatchObject({ entity: 'message', action: 'reminder' })
  })

  it('goes to people who turned every e-mail topic off', async () => {
    const off = { assignments: false, returned: false, results: false, votes: false }
    await call(ANDI, 'PUT', '/notification/email-preferences', off)
    const audience = { kind: 'unfinalized', year: 2026, phase: 1 }
    await call(SITI, 'POST', '/messages', { kind: 'reminder', audience })
    expect(db().mailbox!.some((m) => m.to.id === ANDI)).toBe(true)
  })

  it('says whose words the history shows when each person got their own, and nothing when all got the same', async () => {
    // Each team is reminded of its own proposal by title.
    const audience = { kind: 'unfinalized', year: 2026, phase: 1 }
    expect((await call(SITI, 'POST', '/messages', { kind: 'reminder', audience })).status).toBe(200)
    const en = { 'Accept-Language': 'en' }
    const [own] = (await call(SITI, 'GET', '/messages?audience=unfinalized', undefined, en)).body
    const detail = (await call(SITI, 'GET', `/messages/${own.id}`, undefined, en)).body.value
    const first = db().messages![0]!.recipients[0]!
    expect(own.recipientCount).toBeGreaterThan(1)
    expect(own.wordsOf).toBe(first.name)
    expect(detail).toMatchObject({ wordsOf: first.name, subject: own.subject })
    expect(detail.text).toContain(String(first.params.title))

    // A period's e-mail says the same to everyone.
    const period = db().periods.find((p) => p.year === '2026' && p.periodId === 1)!
    const sent = await call(SITI, 'POST', `/period/${period.id}/SendEmail`, {
      subject: 'Phase 1 is on',
      resend: true,
    })
    expect(sent.status).toBe(200)
    const [same] = (await call(SITI, 'GET', '/messages?kind=periodEmail', undefined, en)).body
    expect(same).toMatchObject({ subject: 'Phase 1 is on', wordsOf: null })
    expect(same.recipientCount).toBeGreaterThan(1)
  })

  it('refuses an audience that reaches nobody, an unknown period, and a too long personal line', async () => {
    const nobody = await call(SITI, 'POST', '/messages', {
      kind: 'reminder',
      audience: { kind: 'openSheets', year: 2026, phase: 2 },
    })
    expect(nobody.status).toBe(409)
    expect(db().messages ?? []).toHaveLength(0)
    const unknown = await call(SITI, 'POST', '/messages/recipients', {
      audience: { kind: 'noUpdate', periodId: 'period-1999-9' },
    })
    expect(unknown.status).toBe(404)
    const long = await call(SITI, 'POST', '/messages', {
      kind: 'reminder',
      audience: { kind: 'unfinalized', year: 2026, phase: 1 },
      personalLine: 'x'.repeat(501),
    })
    expect(long.status).toBe(400)
    expect(JSON.stringify(long.body.errors)).toContain('500 characters')
  })
})

describe('a published phase', () => {
  it('has no open score sheets to remind of: its scores are frozen, so the dry run names nobody and nothing is sent (R11.5)', async () => {
    resetDemoData({ activeIndex: 1 })
    const set = await call(SITI, 'PUT', '/judge/assignment/prop-104/1', { juryIds: [DEWI] })
    expect(set.status).toBe(200)
    const audience: Audience = { kind: 'openSheets', year: 2026, phase: 1 }
    const before = await call(SITI, 'POST', '/messages/recipients', { audience })
    expect(before.body.value.recipients.map((p: { id: string }) => p.id)).toEqual([DEWI])

    chooseForPublication(2026, 1, ['prop-104'])
    const published = await call(SITI, 'POST', '/score/result/publish', {
      phase: 1,
      shareComments: false,
    })
    expect(published.status).toBe(200)
    const mails = (db().mailbox ?? []).length
    const dry = await call(SITI, 'POST', '/messages/recipients', { audience })
    expect(dry.status).toBe(200)
    expect(dry.body.value).toMatchObject({ count: 0, recipients: [], preview: null })
    const sent = await call(SITI, 'POST', '/messages', { kind: 'reminder', audience })
    expect(sent.status).toBe(409)
    expect(sent.body.detail).toBe('Nobody is in this audience now, so nothing was sent.')
    expect(db().messages ?? []).toHaveLength(0)
    expect(db().mailbox ?? []).toHaveLength(mails)
    // Nor does the period's e-mail ask them to score any more (periodEmailVerdicts).
    const period = await call(SITI, 'POST', '/messages/recipients', {
      audience: { kind: 'period', periodId: 'period-2026-2' },
    })
    expect(period.body.value).toMatchObject({ count: 0, recipients: [] })
  })

  it('has no entries to remind of: the teams were told how the phase ended, so the dry run names nobody and nothing is sent', async () => {
    resetDemoData({ activeIndex: 1 })
    const audience: Audience = { kind: 'unfinalized', year: 2026, phase: 1 }
    const before = await call(SITI, 'POST', '/messages/recipients', { audience })
    expect(before.body.value.recipients.map((p: { id: string }) => p.id)).toContain(ANDI)

    chooseForPublication(2026, 1)
    const published = await call(SITI, 'POST', '/score/result/publish', {
      phase: 1,
      shareComments: false,
    })
    expect(published.status).toBe(200)
    const mails = (db().mailbox ?? []).length
    const dry = await call(SITI, 'POST', '/messages/recipients', { audience })
    expect(dry.status).toBe(200)
    expect(dry.body.value).toMatchObject({ count: 0, recipients: [], preview: null })
    const sent = await call(SITI, 'POST', '/messages', { kind: 'reminder', audience })
    expect(sent.status).toBe(409)
    expect(db().messages ?? []).toHaveLength(0)
    expect(db().mailbox ?? []).toHaveLength(mails)
  })
})

describe('who may send and read messages', () => {
  it('answers 403 to a participant and a judge on every call, and sends nothing', async () => {
    const audience = { kind: 'unfinalized', year: 2026, phase: 1 }
    await call(SITI, 'POST', '/messages', { kind: 'reminder', audience })
    const id = db().messages![0]!.id
    for (const who of [ANDI, DEWI]) {
      expect((await call(who, 'GET', '/messages')).status).toBe(403)
      expect((await call(who, 'GET', `/messages/${id}`)).status).toBe(403)
      expect((await call(who, 'POST', '/messages/recipients', { audience })).status).toBe(403)
      expect((await call(who, 'POST', '/messages', { kind: 'reminder', audience })).status).toBe(
        403,
      )
      expect((await call(who, 'POST', `/messages/${id}/retry`)).status).toBe(403)
    }
    expect(db().messages).toHaveLength(1)
  })
})

describe('sending once', () => {
  it('sends once for one Idempotency-Key, and again for a new key', async () => {
    const audience = { kind: 'unfinalized', year: 2026, phase: 1 }
    const key = { 'Idempotency-Key': 'remind-unfinalized-1' }
    const first = await call(SITI, 'POST', '/messages', { kind: 'reminder', audience }, key)
    const again = await call(SITI, 'POST', '/messages', { kind: 'reminder', audience }, key)
    expect(again.status).toBe(first.status)
    expect(again.body.value.id).toBe(first.body.value.id)
    expect(db().messages).toHaveLength(1)
    expect(db().mailbox).toHaveLength(6)
    await call(
      SITI,
      'POST',
      '/messages',
      { kind: 'reminder', audience },
      {
        'Idempotency-Key': 'remind-unfinalized-2',
      },
    )
    expect(db().messages).toHaveLength(2)
    expect(db().mailbox).toHaveLength(12)
  })
})

describe('a failed delivery', () => {
  it('shows failed for a person without an address or with one no server can reach, and a retry delivers once it is put right', async () => {
    demoStore.mutate((data) => {
      data.users.find((x) => x.id === ANDI)!.email = ''
      data.users.find((x) => x.id === PUTRI)!.email = 'putri@mail.invalid'
    })
    const audience = { kind: 'noUpdate', periodId: 'period-2026-1' }
    const sent = await call(SITI, 'POST', '/messages', { kind: 'reminder', audience })
    expect(sent.body.value).toMatchObject({ recipientCount: 4, delivered: 2, failed: 2 })
    const state = (id: string) =>
      sent.body.value.recipients.find((r: { id: string }) => r.id === id)
    expect(state(ANDI)).toMatchObject({ state: 'failed' })
    expect(state(ANDI).problem).toMatch(/no e-mail address/)
    expect(state(PUTRI)).toMatchObject({ state: 'failed' })
    expect(state(u('23'))).toMatchObject({ state: 'delivered', problem: null })
    expect(
      db()
        .mailbox!.map((m) => m.to.id)
        .sort(),
    ).toEqual([u('23'), u('24')].sort())

    // Still wrong: the retry fails again, and nothing is sent twice to the others.
    const id = sent.body.value.id
    const still = await call(SITI, 'POST', `/messages/${id}/retry`)
    expect(still.body.value).toMatchObject({ delivered: 2, failed: 2 })
    expect(db().mailbox).toHaveLength(2)

    demoStore.mutate((data) => {
      data.users.find((x) => x.id === ANDI)!.email = 'andi@example.com'
      data.users.find((x) => x.id === PUTRI)!.email = 'putri@example.com'
    })
    const retried = await call(SITI, 'POST', `/messages/${id}/retry`)
    expect(retried.body.value).toMatchObject({ recipientCount: 4, delivered: 4, failed: 0 })
    expect(
      db()
        .mailbox!.map((m) => m.to.id)
        .sort(),
    ).toEqual([ANDI, PUTRI, u('23'), u('24')].sort())
    expect(db().mailbox!.find((m) => m.to.id === ANDI)!.to.email).toBe('andi@example.com')
    const detail = await call(SITI, 'GET', `/messages/${id}`)
    expect(
      detail.body.value.recipients.every((r: { state: string }) => r.state === 'delivered'),
    ).toBe(true)
  })
})

describe('the e-mails of published results in the history', () => {
  it('lists each message under its own subject: each team its own "advanced" or "did not advance"', async () => {
    resetDemoData({ activeIndex: 1 })
    const year = new Date(db().seededAt).getUTCFullYear()
    expect(
      (await call(SITI, 'POST', '/proposal/prop-101/advance', { override: true })).status,
    ).toBe(200)
    const published = await call(SITI, 'POST', '/score/result/publish', {
      year,
      phase: 1,
      shareComments: false,
    })
    expect(published.status).toBe(200)
    const list = await call(SITI, 'GET', '/messages?kind=notification&perPage=100', undefined, {
      'Accept-Language': 'en',
    })
    const entries = list.body as Array<{ subject: string; recipientCount: number }>
    const title = db().proposals.find((p) => p.id === 'prop-101')!.title
    const subjects = entries.map((e) => e.subject)
    expect(subjects).toContain(`"${title}" advanced to Phase 2`)
    expect(subjects.filter((s) => s.endsWith('did not advance to Phase 2')).length).toBeGreaterThan(
      0,
    )
    const advanced = db().notifications!.filter(
      (n) => n.kind === 'advanced' && n.params.title === title && n.mail,
    )
    expect(entries.find((e) => e.subject === `"${title}" advanced to Phase 2`)).toMatchObject({
      recipientCount: advanced.length,
    })
  })
})

describe("a notification's own e-mail that fails", () => {
  it('shows failed in the history entry and its detail, and a retry to the address put right delivers it once', async () => {
    const YOGA = u('25')
    const INTAN = u('26')
    demoStore.mutate((data) => {
      data.users.find((x) => x.id === YOGA)!.email = 'yoga@mail.invalid'
    })
    // Returning Customer voice dashboard tells its team, Yoga and Intan, by e-mail by default.
    const returned = await call(SITI, 'POST', '/proposal/prop-103/phase/1/return', {
      reason: 'Add the budget.',
    })
    expect(returned.status).toBe(200)
    expect(db().mailbox!.map((m) => m.to.id)).toEqual([INTAN])

    const list = await call(SITI, 'GET', '/messages?kind=notification', undefined, {
      'Accept-Language': 'en',
    })
    expect(list.body).toHaveLength(1)
    expect(list.body[0]).toMatchObject({
      subject: 'Your Phase 1 entry was returned',
      recipientCount: 2,
      delivered: 1,
      failed: 1,
    })
    const id = list.body[0].id as string
    const detail = await call(SITI, 'GET', `/messages/${id}`, undefined, {
      'Accept-Language': 'en',
    })
    const yoga = detail.body.value.recipients.find((r: { id: string }) => r.id === YOGA)
    expect(yoga).toMatchObject({ state: 'failed', email: 'yoga@mail.invalid' })
    expect(yoga.problem).toMatch(/no mail server can reach it/)

    // Still unreachable: the retry fails again and Intan is not sent a second e-mail.
    const still = await call(SITI, 'POST', `/messages/${id}/retry`)
    expect(still.body.value).toMatchObject({ delivered: 1, failed: 1 })
    expect(db().mailbox).toHaveLength(1)

    demoStore.mutate((data) => {
      data.users.find((x) => x.id === YOGA)!.email = 'yoga.saputra@example.com'
    })
    const key = { 'Idempotency-Key': 'retry-yoga-1' }
    const retried = await call(SITI, 'POST', `/messages/${id}/retry`, undefined, key)
    expect(retried.body.value).toMatchObject({ recipientCount: 2, delivered: 2, failed: 0 })
    // The same request again, and a new retry with nothing failed: nothing goes out twice.
    const again = await call(SITI, 'POST', `/messages/${id}/retry`, undefined, key)
    expect(again.body.value).toMatchObject({ delivered: 2, failed: 0 })
    await call(SITI, 'POST', `/messages/${id}/retry`)
    const toYoga = db().mailbox!.filter((m) => m.to.id === YOGA)
    expect(toYoga).toHaveLength(1)
    expect(toYoga[0]).toMatchObject({
      to: { email: 'yoga.saputra@example.com' },
      subject: expect.any(String),
    })
    expect(toYoga[0]!.text).toContain('/innovation-award/participant/proposal/1/prop-103/entry')
    expect(db().mailbox).toHaveLength(2)
    const after = await call(SITI, 'GET', `/messages/${id}`)
    expect(after.body.value.recipients.map((r: { state: string }) => r.state)).toEqual([
      'delivered',
      'delivered',
    ])
  })
})

describe('the message history', () => {
  it('names the committee member whose action a notification tells of as its sender, and the app for what someone else’s action made it send', async () => {
    const mail = (id: string, name: string) => ({
      name,
      email: `${id}@example.org`,
      origin: 'http://x',
      state: 'delivered' as const,
      mailId: null,
      problem: null,
      attempts: 1,
      lastAttemptAt: new Date(SEED_NOW).toISOString(),
    })
    demoStore.mutate((data) => {
      data.notifications = [
        // Dewi submitted the phase's last sheet: the app tells Siti the results are complete.
        {
          id: 'ntf-judge',
          recipientId: SITI,
          kind: 'phaseScored',
          params: { year: 2026, phase: 1, count: 2, judges: 2 },
          link: '/innovation-award/commitee/vote-result',
          at: new Date(SEED_NOW + 1000).toISOString(),
          readAt: null,
          causeId: 'cause-judge',
          actorId: DEWI,
          mail: mail(SITI, 'Siti Rahmawati'),
        },
        // Siti returned an entry: her action, told to the team.
        {
          id: 'ntf-committee',
          recipientId: ANDI,
          kind: 'entryReturned',
          params: { year: 2026, phase: 1, title: 'Pompa Pintar', reason: 'Add the budget.' },
          link: '/innovation-award/participant',
          at: new Date(SEED_NOW + 2000).toISOString(),
          readAt: null,
          causeId: 'cause-committee',
          actorId: SITI,
          mail: mail(ANDI, 'Andi Pratama'),
        },
        ...(data.notifications ?? []),
      ]
    })
    const all = await call(SITI, 'GET', '/messages?kind=notification', undefined, {
      'Accept-Language': 'en',
    })
    expect(all.status).toBe(200)
    const sender = (id: string) =>
      all.body.find((m: { id: string }) => m.id.startsWith(id)).senderName as string | null
    expect(sender('cause-judge')).toBeNull()
    expect(sender('cause-committee')).toBe('Siti Rahmawati')
  })

  it('lists messages and the e-mails notifications caused, newest first, filtered and paged', async () => {
    // A notification's e-mails (an entry returned: its team, by default by e-mail).
    await call(SITI, 'POST', '/proposal/prop-103/phase/1/return', { reason: 'Add the budget.' })
    await call(SITI, 'POST', '/messages', {
      kind: 'reminder',
      audience: { kind: 'unfinalized', year: 2026, phase: 1 },
    })
    // An automatic reminder the award's clock sends (no request, no sender).
    demoStore.mutate((data) =>
      sendMessage(
        data,
        { at: SEED_NOW + 1000, actorId: null, slug: 'innovation-award', origin: 'http://x' },
        { kind: 'automatic', audience: { kind: 'noUpdate', periodId: 'period-2026-1' } },
      ),
    )
    const all = await call(SITI, 'GET', '/messages', undefined, { 'Accept-Language': 'en' })
    expect(all.status).toBe(200)
    expect(all.headers.get('X-Total-Count')).toBe('3')
    expect(all.body.map((m: { kind: string }) => m.kind).sort()).toEqual(
      ['automatic', 'notification', 'reminder'].sort(),
    )
    const notification = all.body.find((m: { kind: string }) => m.kind === 'notification')
    expect(notification).toMatchObject({
      subject: 'Your Phase 1 entry was returned',
      senderName: 'Siti Rahmawati',
      recipientCount: 2,
      delivered: 2,
    })
    const automatic = all.body.find((m: { kind: string }) => m.kind === 'automatic')
    expect(automatic.senderName).toBeNull()
    // The activity log names the app, not an unknown person, for what the clock sent.
    const log = await call(SITI, 'GET', '/activity?entity=message', undefined, {
      'Accept-Language': 'en',
    })
    expect(log.body.map((a: { actorName: string }) => a.actorName).sort()).toEqual([
      'Siti Rahmawati',
      'The app, automatically',
    ])

    const reminders = await call(SITI, 'GET', '/messages?kind=reminder')
    expect(reminders.body).toHaveLength(1)
    const byAudience = await call(SITI, 'GET', '/messages?audience=noUpdate')
    expect(byAudience.body.map((m: { kind: string }) => m.kind)).toEqual(['automatic'])
    // Recipient search: Farhan Hidayat (Hemat Kas) got only the reminder.
    const farhan = await call(SITI, 'GET', '/messages?keyword=farhan')
    expect(farhan.body.map((m: { kind: string }) => m.kind)).toEqual(['reminder'])
    const future = await call(SITI, 'GET', '/messages?from=2030-01-01')
    expect(future.body).toHaveLength(0)
    const paged = await call(SITI, 'GET', '/messages?page=2&perPage=2')
    expect(paged.body).toHaveLength(1)
    expect(paged.headers.get('X-Page-Count')).toBe('2')

    const detail = await call(SITI, 'GET', `/messages/${notification.id}`)
    expect(detail.status).toBe(200)
    expect(detail.body.value.recipients.map((r: { id: string }) => r.id).sort()).toEqual(
      [u('25'), u('26')].sort(),
    )
    expect((await call(SITI, 'GET', '/messages/nothing-here')).status).toBe(404)
  })
})

// @vitest-environment node
import { SEEDED } from '@/demo/db/seed'
import type { DemoDb } from '@/demo/db/types'
import { CLOSING_SOON_DAYS } from '@/domain/award'
import { call } from '@/testing/demo-call'
import { chooseForPublication, demoStore, dueWork, resetDemoData } from '@/testing/demo-server'

const db = () => demoStore.db
const DAY = 24 * 60 * 60 * 1000
const SITI = SEEDED.committee
const DEWI = SEEDED.jury
const AGUS = SEEDED.jury2
const ANDI = SEEDED.participantLeader
const year = () => new Date(db().seededAt).getUTCFullYear()
const period = (n: number) => db().periods.find((p) => p.id === `period-${year()}-${n}`)!

/** Every notification of a kind, as "person", sorted. */
const told = (kind: string) =>
  (db().notifications ?? [])
    .filter((n) => n.kind === kind)
    .map((n) => n.recipientId)
    .sort()
const opening = () => (db().notifications ?? []).filter((n) => n.kind === 'periodOpened')
const participants = () =>
  db()
    .users.filter((u) => u.roleName === 'Participant')
    .map((u) => u.id)
    .sort()

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des']

/** `DD MMM YYYY HH:mm:ss` on the wall clock of `zone`, worked out apart from the code under test. */
function wallClock(iso: string, zone: string): string {
  const at = new Date(
    Date.parse(iso) +
      { 'Asia/Jakarta': 7, 'Asia/Makassar': 8, 'Asia/Jayapura': 9 }[zone]! * 3_600_000,
  )
  const two = (n: number) => String(n).padStart(2, '0')
  return `${two(at.getUTCDate())} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()} ${two(at.getUTCHours())}:${two(at.getUTCMinutes())}:${two(at.getUTCSeconds())}`
}

/** Any request: the server first does what is due at the clock's time. */
const anyRequest = async (at: number) => {
  vi.setSystemTime(at)
  expect((await call(ANDI, 'GET', '/notification/unread-count')).status).toBe(200)
}

/** A restart: the data as stored on disk, read back into a fresh store. */
const restart = () => demoStore.replace(JSON.parse(JSON.stringify(db())) as DemoDb)

/** Each test of the block: the seed (as `options` sets it), a fake clock, the server's due work on every request. */
const serverClockFrom = (options?: Parameters<typeof resetDemoData>[0]) => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    resetDemoData(options)
    dueWork.onRequest = true
  })
  afterEach(() => {
    dueWork.onRequest = false
    vi.useRealTimers()
  })
}

describe('a period opening or closing soon, told by the server on its own', () => {
  serverClockFrom()

  it('tells every participant once that Phase 1 closes soon, never again after a restart', async () => {
    const end = Date.parse(period(1).endAt)
    // The seeded Phase 1 opened before the demo began: nothing to tell yet.
    await anyRequest(end - (CLOSING_SOON_DAYS + 1) * DAY)
    expect(db().notifications ?? []).toEqual([])

    await anyRequest(end - CLOSING_SOON_DAYS * DAY + 60_000)
    expect(told('periodClosingSoon')).toEqual(participants())
    expect(told('periodClosingSoon')).not.toContain(DEWI)
    expect(told('periodClosingSoon')).not.toContain(SITI)
    const count = (db().notifications ?? []).length

    await anyRequest(end - DAY)
    restart()
    await anyRequest(end - 60_000)
    expect((db().notifications ?? []).length).toBe(count)
    expect(db().periodNotices?.filter((n) => n.kind === 'closingSoon')).toEqual([
      expect.objectContaining({ periodId: period(1).id, recipients: participants().length }),
    ])

    // Andi reads it in his language, with the period's name and its end.
    const mine = await call(ANDI, 'GET', '/notification', undefined, { 'Accept-Language': 'en' })
    expect(mine.body[0]).toMatchObject({
      kind: 'periodClosingSoon',
      title: '"Phase 1: proposal selection and submission" closes soon',
      link: '/innovation-award/participant',
    })
  })

  it('tells the phase’s judges, and only them, when the scoring period is started; by e-mail to those who chose it', async () => {
    vi.setSystemTime(Date.parse(period(1).startAt) + DAY)
    // Neither is e-mailed the period's dates with their assignment: the period is started early,
    // and one who was is e-mailed the new dates whatever they chose (below).
    for (const judge of [DEWI, AGUS])
      expect(
        (await call(judge, 'PUT', '/notification/email-preferences', { assignments: false }))
          .status,
      ).toBe(200)
    expect(
      (await call(SITI, 'PUT', '/judge/assignment/prop-104/1', { juryIds: [DEWI, AGUS] })).status,
    ).toBe(200)
    expect(
      (await call(AGUS, 'PUT', '/notification/email-preferences', { periods: true })).status,
    ).toBe(200)
    const before = (db().notifications ?? []).length

    expect((await call(SITI, 'POST', `/period/startperiod/${period(2).id}`)).status).toBe(200)
    await anyRequest(Date.now() + 60_000)
    expect(told('periodOpened')).toEqual([DEWI, AGUS].sort())
    // Besides the teams whose Phase 1 entry it closes early (described below).
    expect((db().notifications ?? []).filter((n) => n.kind !== 'entriesClosed').length).toBe(
      before + 2,
    )
    const opened = new Set(opening().map((n) => n.id))
    const mails = (db().mailbox ?? []).filter((m) => opened.has(m.notificationId ?? ''))
    expect(mails.map((m) => m.to.id)).toEqual([AGUS])
    expect(mails[0]!.text).toContain('http://localhost/innovation-award/jury')

    // Its times: on the clock of the device that reads it, the zone named; an e-mail, read
    // anywhere, on the award's (WIB). The workforce spans WIB, WITA and WIT.
    const end = period(2).endAt
    const read = async (zone?: string) =>
      String(
        (
          await call(DEWI, 'GET', '/notification', undefined, {
            'Accept-Language': 'en',
            ...(zone ? { 'Time-Zone': zone } : {}),
          })
        ).body.find((n: { kind: string }) => n.kind === 'periodOpened').text,
      )
    expect(await read('Asia/Makassar')).toContain(`to ${wallClock(end, 'Asia/Makassar')} WITA.`)
    expect(await read('Asia/Jayapura')).toContain(`to ${wallClock(end, 'Asia/Jayapura')} WIT.`)
    expect(await read()).toContain(`to ${wallClock(end, 'Asia/Jakarta')} WIB.`)
    expect(await read('Mars/Olympus')).toContain(`to ${wallClock(end, 'Asia/Jakarta')} WIB.`)
    expect(mails[0]!.text).toContain(`${wallClock(end, 'Asia/Jakarta')} WIB`)

    restart()
    await anyRequest(Date.now() + 60_000)
    expect(told('periodOpened')).toEqual([DEWI, AGUS].sort())
  })
})

describe('a scoring period closing soon', () => {
  serverClockFrom({ activeIndex: 1 })

  /** Dewi holds a Phase 1 sheet she has not submitted; the clock moves to two days before the end. */
  const closeSoon = async (publish: boolean) => {
    vi.setSystemTime(Date.parse(period(2).startAt) + 60_000)
    expect(
      (await call(SITI, 'PUT', '/judge/assignment/prop-104/1', { juryIds: [DEWI] })).status,
    ).toBe(200)
    expect(
      (await call(DEWI, 'PUT', '/notification/email-preferences', { periods: true })).status,
    ).toBe(200)
    if (publish) {
      chooseForPublication(new Date(db().seededAt).getUTCFullYear(), 1, ['prop-104'])
      expect(
        (await call(SITI, 'POST', '/score/result/publish', { phase: 1, shareComments: false }))
          .status,
      ).toBe(200)
    }
    await anyRequest(Date.parse(period(2).endAt) - CLOSING_SOON_DAYS * DAY + 60_000)
  }
  const closingMails = () => {
    const closing = new Set(
      (db().notifications ?? []).filter((n) => n.kind === 'periodClosingSoon').map((n) => n.id),
    )
    return (db().mailbox ?? []).filter((m) => closing.has(m.notificationId ?? ''))
  }

  it('asks the judges of a phase still being scored to finish, in the bell and by e-mail', async () => {
    await closeSoon(false)
    expect(told('periodClosingSoon')).toEqual([DEWI])
    expect(closingMails().map((m) => m.to.id)).toEqual([DEWI])
  })

  it('asks no judge of a phase whose results are published: their sheets can no longer change', async () => {
    await closeSoon(true)
    expect(told('periodClosingSoon')).toEqual([])
    expect(closingMails()).toEqual([])
    // The notice is still done once: nothing is due again later.
    expect(db().periodNotices?.filter((n) => n.kind === 'closingSoon')).toEqual([
      expect.objectContaining({ periodId: period(2).id, recipients: 0 }),
    ])
  })
})

describe('a period’s start is one notice, whatever the committee then sends', () => {
  serverClockFrom()

  it('the period’s e-mail takes the place of the "opened" notice in the bell, read or not; the e-mail keeps the committee’s words', async () => {
    vi.setSystemTime(Date.parse(period(1).startAt) + DAY)
    expect(
      (await call(SITI, 'PUT', '/judge/assignment/prop-104/1', { juryIds: [DEWI, AGUS] })).status,
    ).toBe(200)
    demoStore.mutate((d) => {
      d.languages = { ...d.languages, [DEWI]: 'en', [AGUS]: 'id' }
      d.notifications = []
      d.mailbox = []
    })
    expect((await call(SITI, 'POST', `/period/startperiod/${period(2).id}`)).status).toBe(200)
    await anyRequest(Date.now() + 60_000)
    expect(told('periodOpened')).toEqual([DEWI, AGUS].sort())
    // Dewi has read hers; Agus has not.
    const dewis = opening().find((n) => n.recipientId === DEWI)!
    expect((await call(DEWI, 'POST', `/notification/${dewis.id}/read`)).status).toBe(200)

    vi.setSystemTime(Date.now() + 10 * 60_000)
    const words = {
      subject: 'Scoring starts today',
      text: 'Please score your proposals this week.',
    }
    expect((await call(SITI, 'POST', `/period/${period(2).id}/SendEmail`, words)).status).toBe(200)

    const { startAt, endAt } = period(2)
    const bell = async (who: string, language: string) =>
      (await call(who, 'GET', '/notification', undefined, { 'Accept-Language': language })).body
    // One notice each: the committee's, saying first what the "opened" notice said.
    expect(await bell(DEWI, 'en')).toEqual([
      expect.objectContaining({
        kind: 'message',
        title: 'Scoring starts today',
        text: `"Scoring for semi-finalists" is open: it runs from ${wallClock(startAt, 'Asia/Jakarta')} WIB to ${wallClock(endAt, 'Asia/Jakarta')} WIB. Please score your proposals this week.`,
        readAt: null,
        link: '/innovation-award/jury',
      }),
    ])
    expect(await bell(AGUS, 'id')).toEqual([
      expect.objectContaining({
        kind: 'message',
        title: 'Scoring starts today',
        text: `"Penilaian semifinalis" sudah dibuka: berlangsung dari ${wallClock(startAt, 'Asia/Jakarta')} WIB sampai ${wallClock(endAt, 'Asia/Jakarta')} WIB. Please score your proposals this week.`,
      }),
    ])
    expect((await call(AGUS, 'GET', '/notification/unread-count')).body.value).toEqual({
      unread: 1,
    })

    // Both still get the committee's e-mail, in their language, its words as written.
    const mails = (db().mailbox ?? []).filter((m) => m.messageId)
    expect(mails.map((m) => [m.to.id, m.language, m.subject]).sort()).toEqual(
      [
        [AGUS, 'id', 'Scoring starts today'],
        [DEWI, 'en', 'Scoring starts today'],
      ].sort(),
    )
    for (const mail of mails) {
      expect(mail.text).toContain('Please score your proposals this week.')
      expect(mail.text).not.toMatch(/is open|sudah dibuka/)
    }
  })
})

describe('a period started on other dates than people were e-mailed', () => {
  serverClockFrom()

  /** Dewi (English) and Agus (Indonesian) are assigned a Phase 1 proposal; Agus gets no assignment e-mails. */
  const assignBoth = async () => {
    demoStore.mutate((d) => {
      d.languages = { ...d.languages, [DEWI]: 'en', [AGUS]: 'id' }
    })
    expect(
      (await call(AGUS, 'PUT', '/notification/email-preferences', { assignments: false })).status,
    ).toBe(200)
    expect(
      (await call(SITI, 'PUT', '/judge/assignment/prop-104/1', { juryIds: [DEWI, AGUS] })).status,
    ).toBe(200)
  }
  const openedMails = () => {
    const opened = new Set(opening().map((n) => n.id))
    return (db().mailbox ?? []).filter((m) => opened.has(m.notificationId ?? ''))
  }

  it('e-mails the new dates to the judges whose assignment e-mail gave the planned ones, whatever they chose', async () => {
    vi.setSystemTime(Date.parse(period(1).startAt) + DAY)
    await assignBoth()
    const planned = { start: period(2).startAt, end: period(2).endAt }
    // Dewi's assignment e-mail gives the scoring period's planned dates.
    const assigned = (db().mailbox ?? []).filter((m) => m.to.id === DEWI)
    expect(assigned).toHaveLength(1)
    expect(assigned[0]!.text).toContain('Scoring period:')

    // The committee starts the scoring period today, days before its planned start.
    expect(Date.now()).toBeLessThan(Date.parse(planned.start))
    expect((await call(SITI, 'POST', `/period/startperiod/${period(2).id}`)).status).toBe(200)
    await anyRequest(Date.now() + 60_000)
    expect(period(2).startAt).not.toBe(planned.start)

    // Both read it in the bell; Dewi, told the old dates by e-mail, also by e-mail (her "periods"
    // topic is off): the new dates, in English, and why she gets it.
    expect(told('periodOpened')).toEqual([DEWI, AGUS].sort())
    const mails = openedMails()
    expect(mails.map((m) => [m.to.id, m.language])).toEqual([[DEWI, 'en']])
    const [mail] = mails
    expect(mail!.subject).toBe('"Scoring for semi-finalists" is open, with new dates')
    expect(mail!.text).toContain(
      `"Scoring for semi-finalists" runs from ${wallClock(period(2).startAt, 'Asia/Jakarta')} WIB to ${wallClock(period(2).endAt, 'Asia/Jakarta')} WIB. These dates replace the ones you were e-mailed before.`,
    )
    expect(mail!.text).toContain(
      'You get this e-mail because the dates you were e-mailed before have changed.',
    )
    // Agus was never e-mailed the dates: the bell tells him, in his language, as anyone.
    const [agus] = (
      await call(AGUS, 'GET', '/notification', undefined, { 'Accept-Language': 'id' })
    ).body
    expect(agus).toMatchObject({ kind: 'periodOpened', title: '"Penilaian semifinalis" dibuka' })
  })

  it('e-mails the new dates to whoever the committee’s period e-mail gave the planned ones, in their language', async () => {
    vi.setSystemTime(Date.parse(period(1).startAt) + DAY)
    await assignBoth()
    // The committee announces the scoring period with its planned dates, to both judges.
    expect((await call(SITI, 'POST', `/period/${period(2).id}/SendEmail`)).status).toBe(200)
    expect((await call(SITI, 'POST', `/period/startperiod/${period(2).id}`)).status).toBe(200)
    await anyRequest(Date.now() + 60_000)
    const mails = openedMails()
    expect(mails.map((m) => [m.to.id, m.language]).sort()).toEqual(
      [
        [DEWI, 'en'],
        [AGUS, 'id'],
      ].sort(),
    )
    const agus = mails.find((m) => m.to.id === AGUS)!
    expect(agus.subject).toBe('"Penilaian semifinalis" dibuka, dengan tanggal baru')
    expect(agus.text).toContain(
      `"Penilaian semifinalis" berlangsung dari ${wallClock(period(2).startAt, 'Asia/Jakarta')} WIB sampai ${wallClock(period(2).endAt, 'Asia/Jakarta')} WIB. Tanggal ini menggantikan tanggal yang sebelumnya dikirim kepada Anda lewat e-mail.`,
    )
  })

  it('keeps the opening in the bell for a judge e-mailed the dates it still has', async () => {
    // Started after its planned start: it keeps its dates, which Dewi's e-mail gave.
    vi.setSystemTime(Date.parse(period(1).startAt) + DAY)
    await assignBoth()
    vi.setSystemTime(Date.parse(period(2).startAt) + 60_000)
    const planned = { start: period(2).startAt, end: period(2).endAt }
    expect((await call(SITI, 'POST', `/period/startperiod/${period(2).id}`)).status).toBe(200)
    await anyRequest(Date.now() + 60_000)
    expect({ start: period(2).startAt, end: period(2).endAt }).toEqual(planned)
    expect(told('periodOpened')).toEqual([DEWI, AGUS].sort())
    expect(openedMails()).toEqual([])
  })
})

describe('the committee changes the dates of the period that runs', () => {
  serverClockFrom()

  const changed = () => (db().notifications ?? []).filter((n) => n.kind === 'periodChanged')
  const editEnd = (endAt: number) =>
    call(SITI, 'PUT', '/period/EditTime', {
      id: period(1).id,
      startAt: period(1).startAt,
      endAt: new Date(endAt).toISOString(),
      moveNeighbours: true,
    })

  it('tells everyone it is for, in the bell; by e-mail whoever was e-mailed its old end, in their language', async () => {
    vi.setSystemTime(Date.parse(period(1).startAt) + DAY)
    demoStore.mutate((d) => {
      d.languages = { ...d.languages, [ANDI]: 'id' }
    })
    // The committee's e-mail of Phase 1 gives every participant its end (sent again: the seed says it went once).
    expect(
      (await call(SITI, 'POST', `/period/${period(1).id}/SendEmail`, { resend: true })).status,
    ).toBe(200)
    const oldEnd = period(1).endAt

    const newEnd = Date.parse(oldEnd) + 2 * DAY
    expect((await editEnd(newEnd)).status).toBe(200)
    expect(told('periodChanged')).toEqual(participants())
    expect(told('periodChanged')).not.toContain(SITI)
    expect(told('periodChanged')).not.toContain(DEWI)

    const ids = new Set(changed().map((n) => n.id))
    const mailed = (db().mailbox ?? []).filter((m) => ids.has(m.notificationId ?? ''))
    expect(mailed.map((m) => m.to.id).sort()).toEqual(participants())
    const andi = mailed.find((m) => m.to.id === ANDI)!
    expect(andi.language).toBe('id')
    expect(andi.subject).toBe('Tanggal baru untuk "Tahap 1: pemilihan dan pengajuan proposal"')
    expect(andi.text).toContain(
      `sekarang berlangsung dari ${wallClock(period(1).startAt, 'Asia/Jakarta')} WIB sampai ${wallClock(period(1).endAt, 'Asia/Jakarta')} WIB.`,
    )
    expect(andi.text).toContain(`${wallClock(oldEnd, 'Asia/Jakarta')} WIB`)

    // Someone never e-mailed its dates reads it in the bell, in English here.
    const [first] = (
      await call(ANDI, 'GET', '/notification', undefined, { 'Accept-Language': 'en' })
    ).body
    expect(first).toMatchObject({ kind: 'periodChanged' })
    expect(first.text).toContain(`It was to end on ${wallClock(oldEnd, 'Asia/Jakarta')} WIB.`)
  })

  it('says nothing when a period that does not run yet moves, or when nothing changed', async () => {
    vi.setSystemTime(Date.parse(period(1).startAt) + DAY)
    const p2 = period(2)
    expect(
      (
        await call(SITI, 'PUT', '/period/EditTime', {
          id: p2.id,
          startAt: p2.startAt,
          endAt: new Date(Date.parse(p2.endAt) + DAY).toISOString(),
        })
      ).status,
    ).toBe(200)
    expect((await editEnd(Date.parse(period(1).endAt))).status).toBe(200)
    expect(changed()).toEqual([])
  })

  it('an end moved later than its "closes soon" window tells them again before the new end', async () => {
    const end = Date.parse(period(1).endAt)
    await anyRequest(end - DAY)
    expect(told('periodClosingSoon')).toEqual(participants())
    const closing = () => told('periodClosingSoon').length

    expect((await editEnd(end + 7 * DAY)).status).toBe(200)
    await anyRequest(end + DAY)
    expect(closing()).toBe(participants().length)
    await anyRequest(end + 7 * DAY - CLOSING_SOON_DAYS * DAY + 60_000)
    expect(closing()).toBe(2 * participants().length)
  })
})

describe('the committee starts the next period before an entry period ends', () => {
  serverClockFrom()

  const start = (n: number) => call(SITI, 'POST', `/period/startperiod/${period(n).id}`)
  const teamOf = (...ids: string[]) =>
    db()
      .teams.filter((t) => ids.includes(t.id))
      .flatMap((t) => [t.leaderId, ...t.memberIds])
  const closed = () => (db().notifications ?? []).filter((n) => n.kind === 'entriesClosed')
  /** The committee starts Phase 1 again for three days; the "opened" notices the clock then sends. */
  const startPhase1Again = async () => {
    const before = opening().length
    const endAt = new Date(Date.now() + 3 * DAY).toISOString()
    expect(
      (await call(SITI, 'POST', `/period/startperiod/${period(1).id}`, { endAt })).status,
    ).toBe(200)
    await anyRequest(Date.now() + 60_000)
    return { endAt, again: opening().slice(0, opening().length - before) }
  }

  it('tells each team whose entry was not finalized, by e-mail whatever they chose, in their language', async () => {
    vi.setSystemTime(Date.parse(period(1).startAt) + DAY)
    const plannedEnd = period(1).endAt
    demoStore.mutate((d) => {
      d.languages = { ...d.languages, [ANDI]: 'id' }
    })
    expect((await start(2)).status).toBe(200)

    // Seeded: team-01's second proposal is a draft, team-05's entry was returned, team-06's is a
    // draft; the other teams' entries are finalized or approved.
    expect(told('entriesClosed')).toEqual(
      [...new Set(teamOf('team-01', 'team-05', 'team-06'))].sort(),
    )
    expect(told('entriesClosed')).not.toContain(SITI)

    const ids = new Set(closed().map((n) => n.id))
    const mailed = (db().mailbox ?? []).filter((m) => ids.has(m.notificationId ?? ''))
    expect(mailed.map((m) => m.to.id).sort()).toEqual(told('entriesClosed'))
    const andi = mailed.find((m) => m.to.id === ANDI)!
    expect(andi.language).toBe('id')
    expect(andi.subject).toBe(
      '"Tahap 1: pemilihan dan pengajuan proposal" ditutup sebelum akhir yang direncanakan',
    )
    expect(andi.text).toContain(`${wallClock(plannedEnd, 'Asia/Jakarta')} WIB`)
    expect(andi.text).toContain('"Digital permit-to-work for maintenance crews"')

    // In the bell, with the screen of the entry that can no longer be finalized.
    const [first] = (
      await call(ANDI, 'GET', '/notification', undefined, { 'Accept-Language': 'en' })
    ).body
    expect(first).toMatchObject({
      kind: 'entriesClosed',
      title: '"Phase 1: proposal selection and submission" closed before its planned end',
    })
    expect(first.text).toContain(
      'Your team\'s Phase 1 entry "Digital permit-to-work for maintenance crews" was not finalized',
    )
    const draft = db().proposals.find(
      (p) => p.title === 'Digital permit-to-work for maintenance crews',
    )!
    expect(first.link).toContain(`/${draft.id}`)
  })

  it('tells its people again, by e-mail whoever was told it closed, when the committee starts it again', async () => {
    // A day before its end: its people are told it closes soon; then the committee closes it early.
    await anyRequest(Date.parse(period(1).endAt) - DAY)
    const closingSoon = () =>
      (db().notifications ?? []).filter(
        (n) => n.kind === 'periodClosingSoon' && n.recipientId === ANDI,
      )
    expect(closingSoon()).toHaveLength(1)
    expect((await start(2)).status).toBe(200)
    await anyRequest(Date.now() + 60_000)
    const closedFor = told('entriesClosed')

    // A week later the committee opens Phase 1 again for three more days.
    vi.setSystemTime(Date.now() + 7 * DAY)
    const { endAt, again } = await startPhase1Again()
    expect(again.map((n) => n.recipientId).sort()).toEqual(participants())
    const andi = again.find((n) => n.recipientId === ANDI)!
    const [first] = (
      await call(ANDI, 'GET', '/notification', undefined, { 'Accept-Language': 'en' })
    ).body
    expect(first).toMatchObject({
      id: andi.id,
      title: '"Phase 1: proposal selection and submission" is open again',
    })
    expect(first.text).toContain(`to ${wallClock(endAt, 'Asia/Jakarta')} WIB.`)
    // Whoever was told by e-mail that it closed is e-mailed that it is open again.
    const mailedTo = new Set(
      (db().mailbox ?? [])
        .filter((m) => again.some((n) => n.id === m.notificationId))
        .map((m) => m.to.id),
    )
    for (const id of closedFor) expect(mailedTo).toContain(id)
    // And told again that it closes soon, before its new end.
    await anyRequest(Date.parse(endAt) - DAY)
    expect(closingSoon()).toHaveLength(2)
  })

  it('tells its people again when it is started again while still the active one, after its end', async () => {
    await anyRequest(Date.parse(period(1).endAt) + DAY)
    const { again } = await startPhase1Again()
    expect(again.map((n) => n.recipientId).sort()).toEqual(participants())
    expect(again[0]!.params).toMatchObject({ again: 1 })
  })

  it('tells a team of each of its entries that closed, one notice per proposal', async () => {
    vi.setSystemTime(Date.parse(period(1).startAt) + DAY)
    // Both of team-01's proposals are drafts.
    demoStore.mutate((d) => {
      const approved = d.proposals.find((p) => p.id === 'prop-101')!
      approved.entries[1] = { ...approved.entries[1]!, status: 'Draft' }
    })
    expect((await start(2)).status).toBe(200)
    const andis = closed().filter((n) => n.recipientId === ANDI)
    expect(andis.map((n) => n.params.title).sort()).toEqual([
      'Digital permit-to-work for maintenance crews',
      'Predictive maintenance for pumping stations',
    ])
    expect(new Set(andis.map((n) => n.link)).size).toBe(2)
  })

  it('tells nobody when the entry period had already reached its planned end', async () => {
    vi.setSystemTime(Date.parse(period(1).endAt) + 60_000)
    expect((await start(2)).status).toBe(200)
    expect(closed()).toEqual([])
  })
})

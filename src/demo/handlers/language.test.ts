// @vitest-environment node
import { SEEDED } from '@/demo/db/seed'
import { languageOf } from '@/i18n'
import { formatDateTime } from '@/lib/dates'
import { call } from '@/testing/demo-call'
import { demoStore } from '@/testing/demo-server'

/** Starting a period of last year, a finished year: refused (409) with the award's reason. */
const startLastYear = (headers: Record<string, string> = {}) =>
  call(SEEDED.committee, 'POST', '/period/startperiod/period-2025-1', undefined, headers)

// With no Time-Zone header, on the award's clock (WIB), which is the tests' own (vitest.config.ts).
const ended = () =>
  `${formatDateTime(demoStore.db.periods.find((p) => p.id === 'period-2025-6')!.endAt)} WIB`
const refusedEn = () =>
  `2025 is finished: its last period, "Awarding", ended on ${ended()}. The periods of a finished year can no longer be started or edited.`
const refusedId = () =>
  `Tahun 2025 sudah selesai: periode terakhirnya, "Penganugerahan", berakhir pada ${ended()}. Periode tahun yang sudah selesai tidak dapat lagi dimulai atau diubah.`

describe('the demo API answers in the language the request asks for (Accept-Language)', () => {
  it('gives a refused action’s reason in Indonesian when asked, in English otherwise', async () => {
    const english = await startLastYear()
    expect(english.status).toBe(409)
    expect(english.body.detail).toBe(refusedEn())

    const indonesian = await startLastYear({ 'Accept-Language': 'id-ID,id;q=0.9,en;q=0.8' })
    expect(indonesian.status).toBe(409)
    expect(indonesian.body.detail).toBe(refusedId())

    const preferringEnglish = await startLastYear({ 'Accept-Language': 'en-GB, id;q=0.5' })
    expect(preferringEnglish.body.detail).toBe(refusedEn())
  })

  it('words a problem’s title and its field errors in the language asked for', async () => {
    const addUnknown = (headers: Record<string, string> = {}) =>
      call(
        SEEDED.participantLeader,
        'POST',
        '/team/team-01/member',
        { email: 'nobody@example.com' },
        headers,
      )
    const english = await addUnknown()
    expect(english.status).toBe(400)
    expect(english.body).toMatchObject({
      title: 'One or more validation errors occurred.',
      errors: {
        Email: [
          'Nobody registered has this e-mail address. Ask them to sign in and register first.',
        ],
      },
    })
    const indonesian = await addUnknown({ 'Accept-Language': 'id' })
    expect(indonesian.status).toBe(400)
    expect(indonesian.body).toMatchObject({
      title: 'Terdapat satu atau beberapa kesalahan validasi.',
      errors: {
        Email: [
          'Tidak ada pengguna terdaftar dengan alamat e-mail ini. Minta mereka masuk dan mendaftar terlebih dahulu.',
        ],
      },
    })

    // A refusal's usual title follows the language too.
    expect((await startLastYear()).body.title).toBe('Conflict')
    expect((await startLastYear({ 'Accept-Language': 'id' })).body.title).toBe('Konflik')
  })

  it('answers requests running at the same time each in its own language', async () => {
    const languages = ['id', 'en', 'id', 'en', 'en', 'id', 'id', 'en']
    const answers = await Promise.all(
      languages.map((language) => startLastYear({ 'Accept-Language': language })),
    )
    expect(answers.map((a) => a.body.detail)).toEqual(
      languages.map((language) => (language === 'id' ? refusedId() : refusedEn())),
    )
  })
})

describe('the language a request asks for', () => {
  it('is the supported language preferred most, English when none is named', () => {
    expect(languageOf(null)).toBe('en')
    expect(languageOf('')).toBe('en')
    expect(languageOf('id')).toBe('id')
    expect(languageOf('ID-id')).toBe('id')
    expect(languageOf('fr-FR, id;q=0.4, en;q=0.3')).toBe('id')
    expect(languageOf('en;q=0.5, id;q=0.8')).toBe('id')
    expect(languageOf('id;q=0, en')).toBe('en')
    expect(languageOf('en, id')).toBe('en')
    expect(languageOf('de, fr')).toBe('en')
    expect(languageOf('*')).toBe('en')
  })
})

import { SEEDED } from '@/demo/db/seed'
import { call } from '@/testing/demo-call'

describe('demo backend: the account’s language (requirements R17.2)', () => {
  it('remembers the language a person chose, for their account, and answers it with GET /auth', async () => {
    expect((await call(SEEDED.committee, 'GET', '/auth')).body.value.language).toBeNull()
    const saved = await call(SEEDED.committee, 'PUT', '/auth/language', { language: 'id' })
    expect(saved.status).toBe(200)
    expect(saved.body.value).toMatchObject({ roleName: 'Commitee', language: 'id' })
    expect((await call(SEEDED.committee, 'GET', '/auth')).body.value.language).toBe('id')
    // Another person's account is not touched.
    expect((await call(SEEDED.participantLeader, 'GET', '/auth')).body.value.language).toBeNull()
  })

  it('remembers it for someone who has not registered yet', async () => {
    await call(SEEDED.unregistered, 'PUT', '/auth/language', { language: 'en' })
    expect((await call(SEEDED.unregistered, 'GET', '/auth')).body.value).toMatchObject({
      isRegistered: false,
      language: 'en',
    })
  })

  it('refuses a language the interface does not have, saying which it has', async () => {
    const refused = await call(SEEDED.committee, 'PUT', '/auth/language', { language: 'fr' })
    expect(refused.status).toBe(400)
    expect(refused.body.errors.language).toEqual([
      'Choose the language: id (Bahasa Indonesia) or en (English).',
    ])
    expect((await call(SEEDED.committee, 'GET', '/auth')).body.value.language).toBeNull()
    expect((await call(null, 'PUT', '/auth/language', { language: 'id' })).status).toBe(401)
  })
})

// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { SEEDED } from '@/demo/db/seed'
import { readBody } from '@/demo/handlers/request'
import { z } from '@/lib/zod'
import { registrationSchema } from '@/features/teams/schemas'
import { call } from '@/testing/demo-call'
import { demoStore } from '@/testing/demo-server'

const YEAR = new Date(Date.parse('2026-11-21T03:00:00.000Z')).getUTCFullYear()
const UPDATE = `prop-101.period-${YEAR}-1`
const entryVersion = () =>
  demoStore.db.proposals.find((p) => p.id === 'prop-107')!.entries[1]!.version

describe('the demo reads every request body with its schema from the contract', () => {
  it("answers a body the schema refuses with the schema's words, one per field, keyed by the field's name", async () => {
    const body = { name: 'x'.repeat(101), unit: '', phone: '12', shirtSize: 'XS' }
    const answer = await call(SEEDED.unregistered, 'POST', '/registration', body)
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toEqual({
      Name: ['Use at most 100 characters.'],
      Unit: ['Enter your unit.'],
      Phone: ['Enter a phone number of 9 to 20 digits, for example 0812 3456 7890.'],
      ShirtSize: ['Choose your T-shirt size.'],
    })
    // The registration form says the same: both read the one schema.
    const form = registrationSchema.safeParse(body).error!.issues
    expect(form.map((issue) => issue.message)).toEqual(
      Object.values(answer.body.errors as Record<string, string[]>).flat(),
    )
    expect(demoStore.db.users.some((u) => u.id === SEEDED.unregistered)).toBe(false)
  })

  it('words the contract’s own messages in the language the request asks for', async () => {
    const body = {
      name: 'Final vote',
      year: 26,
      candidateIds: ['prop-101', 'prop-101'],
      openAt: 'soon',
      closeAt: '2026-12-01T00:00:00.000Z',
    }
    const errorsIn = async (language: string) => {
      const answer = await call(SEEDED.committee, 'POST', '/vote', body, {
        'Accept-Language': language,
      })
      expect(answer.status).toBe(400)
      return answer.body.errors
    }
    expect(await errorsIn('en')).toEqual({
      Year: ['Enter a four-digit year.'],
      CandidateIds: ['A proposal can be a candidate only once.'],
      OpenAt: ['Enter a valid opening time.'],
    })
    expect(await errorsIn('id-ID,id;q=0.9')).toEqual({
      Year: ['Masukkan tahun empat digit.'],
      CandidateIds: ['Sebuah proposal hanya dapat menjadi kandidat satu kali.'],
      OpenAt: ['Masukkan waktu pembukaan yang valid.'],
    })
    // A year in the body, checked by the rule every year of the API is held to.
    const settings = await call(
      SEEDED.committee,
      'PUT',
      '/judging/settings/1',
      { year: 26, blind: true },
      { 'Accept-Language': 'id' },
    )
    expect(settings.status).toBe(400)
    expect(settings.body.errors).toEqual({ year: ['Tahun harus terdiri dari empat digit.'] })
  })

  it('says plainly what is missing or of the wrong type, naming a form field by its own name', async () => {
    const missing = await call(SEEDED.participantLeader, 'PUT', `/innovation-update/${UPDATE}`, {
      version: 0,
    })
    expect(missing).toMatchObject({ status: 400, body: { errors: { Fields: ['Send fields.'] } } })
    const wrongType = await call(SEEDED.participantLeader, 'PUT', `/innovation-update/${UPDATE}`, {
      fields: {
        progress: 30,
        achievements: 5,
        obstacles: '',
        nextSteps: 'Train the model',
        valueRealised: null,
      },
      version: 0,
    })
    expect(wrongType.status).toBe(400)
    expect(wrongType.body.errors).toEqual({ Achievements: ['Send achievements as text.'] })
  })

  it('words a refusal the schema leaves unworded in zod’s English, never a bare "Invalid input"', async () => {
    // The contract's schemas word every refusal a screen can cause (an amount below zero has the
    // forms' words: proposal-entries.test.ts); a check left unworded still says what it wants.
    const request = new Request('http://localhost/api/anything', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ count: -5 }),
    })
    const schema = z.object({ count: z.int().check(z.gte(0)) })
    const thrown: unknown = await readBody(request, schema, { keys: 'as-sent' }).catch(
      (error: unknown) => error,
    )
    expect(thrown).toBeInstanceOf(Response)
    const answer = (await (thrown as Response).json()) as { errors: unknown }
    expect(answer.errors).toEqual({ count: ['Too small: expected number to be >=0'] })
  })

  it('names a field the API does not take, and keeps the body’s own names where a call answers with them', async () => {
    const unknown = await call(SEEDED.participantLeader, 'PUT', '/proposal/prop-107/phase/1', {
      fields: { background: 'Pumps fail', colour: 'red' },
      version: entryVersion(),
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body.errors).toEqual({ colour: ['The API takes no field "colour" here.'] })

    const rubric = await call(SEEDED.committee, 'PUT', '/rubric/1', {
      year: YEAR,
      scaleMin: 1,
      scaleMax: 'ten',
      criteria: [{ id: null, name: 'Impact', description: '', weight: 100 }],
    })
    expect(rubric.status).toBe(400)
    expect(rubric.body.errors).toEqual({ scaleMax: ['Choose where the scale ends.'] })
  })

  it('refuses a body that is not a JSON object, and a form without its file', async () => {
    const array = await call(SEEDED.committee, 'PUT', '/rubric/1', [1, 2])
    expect(array).toMatchObject({
      status: 400,
      body: { detail: 'The request body must be a JSON object.' },
    })
    const form = new FormData()
    form.set('kind', 'poster')
    form.set('phase', '1')
    const noFile = await call(
      SEEDED.participantLeader,
      'POST',
      '/proposal/prop-107/attachment',
      form,
    )
    expect(noFile.status).toBe(400)
    expect(noFile.body.errors).toEqual({ File: ['Choose a file to upload.'] })
  })

  it('has no route that reads a body by itself', () => {
    // request.ts reads every body (readBody); the API layer only fingerprints and records them.
    const readers = /\brequest\.(json|formData|text|arrayBuffer)\(/
    const handlers = join(__dirname)
    const offenders = readdirSync(handlers)
      .filter((name) => /\.ts$/.test(name) && !/\.test\.ts$/.test(name))
      .filter((name) => !['request.ts', 'api-layer.ts'].includes(name))
      .filter((name) => readers.test(readFileSync(join(handlers, name), 'utf8')))
    expect(offenders).toEqual([])
  })
})

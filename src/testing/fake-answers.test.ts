// @vitest-environment node
import { http, HttpResponse } from 'msw'
import { SEEDED } from '@/demo/db/seed'
import { call } from '@/testing/demo-call'
import { server, takeContractDifferences } from '@/testing/demo-server'
import { offContractAnswer, pageAnswer, problemAnswer } from '@/testing/fake-answers'

// The shared test setup holds every answer to the document after each test; here the differences
// are taken inside the test, to see which answers the check lets through.
describe('answers a test fakes with server.use', () => {
  it('are held to the OpenAPI document like the demo’s', async () => {
    server.use(
      http.get('*/api/feedback', () => HttpResponse.json([{ id: 1 }])),
      http.post('*/api/feedback', () =>
        HttpResponse.json({ title: 'Invalid', status: 400 }, { status: 400 }),
      ),
    )
    await call(SEEDED.participantLeader, 'GET', '/feedback')
    await call(SEEDED.participantLeader, 'POST', '/feedback', { subject: 'Hello', message: 'x' })
    const differences = await takeContractDifferences()
    expect(differences).toContain('GET /api/feedback (200): header X-Current-Page: missing')
    expect(differences).toContainEqual(
      expect.stringMatching(/^GET \/api\/feedback \(200\): answer\[0\]/),
    )
    expect(differences).toContain(
      'POST /api/feedback (400): answer: Content-Type is "application/json", not application/problem+json',
    )
  })

  it('pass when they are answers the document allows', async () => {
    server.use(
      http.get('*/api/feedback', () => pageAnswer([])),
      http.post('*/api/feedback', () =>
        problemAnswer(400, { errors: { Subject: ['This subject is already asked.'] } }),
      ),
    )
    expect((await call(SEEDED.participantLeader, 'GET', '/feedback')).status).toBe(200)
    await call(SEEDED.participantLeader, 'POST', '/feedback', { subject: 'Hello', message: 'x' })
    expect(await takeContractDifferences()).toEqual([])
  })

  it('are let through when marked off the document on purpose, and only those', async () => {
    let fail = true
    server.use(
      http.get(
        '*/api/feedback',
        offContractAnswer(() =>
          fail ? HttpResponse.json({ title: 'Boom' }, { status: 500 }) : undefined,
        ),
      ),
      http.get('*/api/vote/active', () => HttpResponse.json({ title: 'Boom' }, { status: 500 })),
    )
    expect((await call(SEEDED.participantLeader, 'GET', '/feedback')).status).toBe(500)
    // A marked resolver that lets the request through leaves the demo's answer checked as ever.
    fail = false
    expect((await call(SEEDED.participantLeader, 'GET', '/feedback')).status).toBe(200)
    await call(SEEDED.participantLeader, 'GET', '/vote/active')
    expect(await takeContractDifferences()).toEqual([
      'GET /api/vote/active (500): status 500 is not a documented answer (documented: 200, 400, 401, 403)',
    ])
  })
})

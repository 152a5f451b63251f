// @vitest-environment node
import { SEEDED } from '@/demo/db/seed'
import { isPublished } from '@/demo/handlers/proposal-views'
import { signUploadUrl } from '@/demo/handlers/uploads'
import { call } from '@/testing/demo-call'
import { demoStore, resetDemoData, TEST_TOKEN_PREFIX } from '@/testing/demo-server'

// Files under /uploads/ and proposals themselves, per role (docs/api.md "Uploaded files", "Proposals").

const SECRET = 'test-upload-url-secret'
const OTHER_PARTICIPANT = 'c0a80001-0000-4000-8000-000000000021' // team-01, not team-02
const TEAM_MEMBER = 'c0a80001-0000-4000-8000-000000000024' // team-02
const PROPOSAL = 'prop-108' // team-02, Phase 1 approved, not published
const BYTES = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 1, 2, 3, 4])

/** Opens an address the way <img src> does: no bearer token. */
async function open(url: string, as?: string) {
  const response = await fetch(`http://localhost${url}`, {
    headers: as ? { Authorization: `Bearer ${TEST_TOKEN_PREFIX}${as}` } : {},
  })
  return {
    status: response.status,
    bytes: new Uint8Array(await response.arrayBuffer()),
    nosniff: response.headers.get('X-Content-Type-Options'),
    csp: response.headers.get('Content-Security-Policy'),
    type: response.headers.get('Content-Type'),
  }
}

let plainPath: string
let attachmentId: string

async function posterUrlFor(as: string): Promise<string | undefined> {
  const answer = await call(as, 'GET', `/proposal/${PROPOSAL}`)
  if (answer.status !== 200) return undefined
  return (answer.body.value!.attachments as Array<{ id: string; url: string }>).find(
    (a) => a.id === attachmentId,
  )?.url
}

const assign = (juryIds: string[]) =>
  call(SEEDED.committee, 'PUT', `/judge/assignment/${PROPOSAL}/1`, { juryIds })

beforeEach(async () => {
  resetDemoData()
  const form = new FormData()
  form.append('file', new File([BYTES], 'pricing.png', { type: 'image/png' }))
  form.append('kind', 'supporting')
  form.append('phase', '1')
  // The team uploads while the entry is open; then it is approved, so judges can be assigned.
  const setStatus = (status: 'Returned' | 'Approved') =>
    demoStore.mutate((db) => {
      db.proposals.find((p) => p.id === PROPOSAL)!.entries[1]!.status = status
    })
  setStatus('Returned')
  const uploaded = await call(TEAM_MEMBER, 'POST', `/proposal/${PROPOSAL}/attachment`, form)
  expect(uploaded.status).toBe(201)
  setStatus('Approved')
  attachmentId = uploaded.body.value!.id as string
  plainPath = `/uploads/${attachmentId}/pricing.png`
  expect(uploaded.body.value!.url).toMatch(
    new RegExp(`^${plainPath.replace(/[.]/g, '\\.')}\\?v=${TEAM_MEMBER}&exp=\\d+&sig=[\\w-]+$`),
  )
})

describe('uploaded files per role', () => {
  it('serves the team, through the signed address in its answers, as a sandboxed image with nosniff', async () => {
    const url = await posterUrlFor(TEAM_MEMBER)
    expect(url).toContain(`v=${TEAM_MEMBER}`)
    const file = await open(url!)
    // A sandboxed document: whatever an upload holds, it runs no script with the app's origin.
    expect(file).toEqual({
      status: 200,
      bytes: BYTES,
      nosniff: 'nosniff',
      csp: 'sandbox',
      type: 'image/png',
    })
  })

  it('serves the committee', async () => {
    expect((await open((await posterUrlFor(SEEDED.committee))!)).status).toBe(200)
    // API clients may also send the bearer token instead of a signature.
    expect((await open(plainPath, SEEDED.committee)).status).toBe(200)
  })

  it('refuses another participant, whatever address they try', async () => {
    expect(await posterUrlFor(OTHER_PARTICIPANT)).toBeUndefined()
    expect((await open(plainPath, OTHER_PARTICIPANT)).status).toBe(403)
    expect(
      (await open(signUploadUrl(SECRET, plainPath, OTHER_PARTICIPANT, Date.now()))).status,
    ).toBe(403)
    // Someone else's signed address with the viewer changed no longer matches its signature.
    const teams = (await posterUrlFor(TEAM_MEMBER))!
    expect((await open(teams.replace(`v=${TEAM_MEMBER}`, `v=${OTHER_PARTICIPANT}`))).status).toBe(
      403,
    )
  })

  it('serves an assigned judge, and stops when the judge is taken off the proposal', async () => {
    expect((await assign([SEEDED.jury])).status).toBe(200)
    const url = await posterUrlFor(SEEDED.jury)
    expect((await open(url!)).status).toBe(200)
    expect((await assign([])).status).toBe(200)
    expect((await open(url!)).status).toBe(403)
  })

  it('refuses a judge who is not assigned', async () => {
    expect((await assign([SEEDED.jury])).status).toBe(200)
    expect(await posterUrlFor(SEEDED.jury2)).toBeUndefined()
    expect((await open(plainPath, SEEDED.jury2)).status).toBe(403)
    expect((await open(signUploadUrl(SECRET, plainPath, SEEDED.jury2, Date.now()))).status).toBe(
      403,
    )
  })

  it('refuses a signed-out visitor, a forged signature and an expired address', async () => {
    expect((await open(plainPath)).status).toBe(401)
    expect((await open(`${plainPath}?v=${TEAM_MEMBER}&exp=9999999999&sig=forged`)).status).toBe(403)
    const expired = signUploadUrl(SECRET, plainPath, TEAM_MEMBER, Date.now() - 3 * 3_600_000)
    const answer = await open(expired)
    expect(answer.status).toBe(403)
    expect(new TextDecoder().decode(answer.bytes)).toContain('expired')
    expect((await open(`/uploads/att-none/x.png?v=${TEAM_MEMBER}`)).status).toBe(404)
  })

  it('serves every registered person once the proposal is published, not a signed-out visitor', async () => {
    const advanced = await call(SEEDED.committee, 'POST', `/proposal/${PROPOSAL}/advance`, {
      override: true,
    })
    expect(advanced.status, JSON.stringify(advanced.body)).toBe(200)
    // Publishing the Phase 1 results makes the semi-finalists public (the lifecycle's rule, as the gallery).
    const publication = await call(SEEDED.committee, 'POST', '/score/result/publish', {
      phase: 1,
      shareComments: false,
    })
    expect(publication.status, JSON.stringify(publication.body)).toBe(200)
    expect(
      isPublished(
        demoStore.db,
        demoStore.db.proposals.find((p) => p.id === PROPOSAL)!,
      ),
    ).toBe(true)
    expect(
      (await open(signUploadUrl(SECRET, plainPath, OTHER_PARTICIPANT, Date.now()))).status,
    ).toBe(200)
    expect((await open(plainPath, SEEDED.jury2)).status).toBe(200)
    expect((await open(plainPath)).status).toBe(401)
  })

  it('refuses a deactivated account', async () => {
    const url = (await posterUrlFor(TEAM_MEMBER))!
    demoStore.mutate((db) => {
      db.users.find((u) => u.id === TEAM_MEMBER)!.isActive = false
    })
    expect((await open(url)).status).toBe(403)
  })
})

describe('what a jury member sees of a proposal', () => {
  const listed = async (as: string) => {
    const answer = await call(as, 'GET', '/proposal?phase=1&perPage=100')
    return (answer.body as Array<{ id: string }>).map((p) => p.id)
  }

  it('only a proposal assigned to them or published: detail, list and files', async () => {
    // Phase 1 of the seed: nothing of this year is published yet.
    expect((await call(SEEDED.jury, 'GET', `/proposal/${PROPOSAL}`)).status).toBe(403)
    expect(await listed(SEEDED.jury)).toEqual([])
    await assign([SEEDED.jury])
    expect((await call(SEEDED.jury, 'GET', `/proposal/${PROPOSAL}`)).status).toBe(200)
    expect(await listed(SEEDED.jury)).toContain(PROPOSAL)
    expect(await listed(SEEDED.jury2)).not.toContain(PROPOSAL)
    expect((await call(SEEDED.jury2, 'GET', `/proposal/${PROPOSAL}`)).status).toBe(403)

    // Once published (advanced, and the Phase 1 results published), every judge sees it.
    expect(
      (await call(SEEDED.committee, 'POST', '/proposal/prop-102/advance', { override: true }))
        .status,
    ).toBe(200)
    expect(
      (
        await call(SEEDED.committee, 'POST', '/score/result/publish', {
          phase: 1,
          shareComments: false,
        })
      ).status,
    ).toBe(200)
    expect((await call(SEEDED.jury2, 'GET', '/proposal/prop-102')).status).toBe(200)
    expect(await listed(SEEDED.jury2)).toContain('prop-102')
  })

  it("never other judges' scores, and the committee still sees everything", async () => {
    await assign([SEEDED.jury])
    expect((await call(SEEDED.jury, 'GET', `/score/proposal/${PROPOSAL}`)).status).toBe(403)
    expect((await call(SEEDED.jury, 'GET', `/score/jury/${SEEDED.jury2}`)).status).toBe(403)
    expect((await call(SEEDED.committee, 'GET', `/proposal/${PROPOSAL}`)).status).toBe(200)
    expect(await listed(SEEDED.committee)).toContain('prop-107')
  })
})

import { setupServer } from 'msw/node'
import { isDeepStrictEqual } from 'node:util'
import { applyChanges } from '@/demo/db/change-tracker'
import { createSeed } from '@/demo/db/seed'
import { createStore } from '@/demo/db/store'
import type { AttachmentRecord, DemoDb } from '@/demo/db/types'
import { createHandlers } from '@/demo/handlers'
import { exchangeOf } from '@/demo/handlers/api-layer'
import { forgetOffContract, isOffContract } from '@/testing/fake-answers'
import { testPublication } from '@/testing/publications'
import type { ResultPublication } from '@/features/scoring/publications'
import { createContractCheck, isApiPath } from '@/contract/check'
import { SEED_NOW } from '@/testing/clock'

/** Tests sign in with `Bearer test:<personId>`; the demo server verifies real signed tokens instead. */
export const TEST_TOKEN_PREFIX = 'test:'

export { SEED_NOW } from '@/testing/clock'

/** Data as the demo server holds it: read from JSON, so no two places share one object. */
const asStored = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

export const demoStore = createStore(asStored(createSeed({ now: SEED_NOW })))

/** The seed as stored, made once per file: every test starts from a parse of it. */
const seeds = new Map<string, string>()
export function resetDemoData(options: { activeIndex?: number | null } = {}): void {
  const key = String(options.activeIndex)
  if (!seeds.has(key)) seeds.set(key, JSON.stringify(createSeed({ now: SEED_NOW, ...options })))
  replacing = true
  try {
    demoStore.replace(JSON.parse(seeds.get(key)!) as DemoDb)
  } finally {
    replacing = false
  }
  replica = asStored(demoStore.db)
  journalled = false
}

/**
 * Puts a file on a proposal straight into the demo data, as an upload leaves it (its bytes are not
 * stored): a Phase 1 poster uploaded at SEED_NOW, at the address its name gives, unless `file` says otherwise.
 */
export function attachToProposal(
  proposalId: string,
  file: Pick<AttachmentRecord, 'id' | 'fileName' | 'contentType' | 'size' | 'uploadedById'> &
    Partial<AttachmentRecord>,
) {
  const attachment: AttachmentRecord = {
    phase: 1,
    kind: 'poster',
    url: `/uploads/${file.id}/${encodeURIComponent(file.fileName)}`,
    uploadedAt: new Date(SEED_NOW).toISOString(),
    ...file,
  }
  demoStore.mutate((db) => {
    db.proposals.find((p) => p.id === proposalId)!.attachments.push(attachment)
  })
}

/**
 * A publication of Phase `phase` of `year` (testPublication, with `changes`) put straight into the
 * demo data, without the checks the API makes.
 */
export function recordPublication(
  year: number,
  phase: 1 | 2 | 3,
  changes: Partial<Pick<ResultPublication, 'publishedAt' | 'publishedById'>> = {},
) {
  demoStore.mutate((db) => {
    db.resultPublications = [
      ...(db.resultPublications ?? []),
      { ...testPublication(year, phase), ...changes },
    ]
  })
}

/**
 * The committee's choice a publication of Phase `phase` needs (domain/award `publishChoiceVerdict`),
 * put straight into the demo data: the first proposal of `year` still in the phase, other than the
 * ones the test watches (`except`), advanced past it; for Phase 3, marked the winner. Answers its id.
 */
export function chooseForPublication(
  year: number,
  phase: 1 | 2 | 3,
  except: string[] = [],
): string {
  return demoStore.mutate((db) => {
    const proposal = db.proposals.find(
      (p) => p.year === year && p.phase === phase && !except.includes(p.id),
    )
    if (!proposal) throw new Error(`No proposal of ${year} is in Phase ${phase} to choose`)
    if (phase === 3) proposal.winnerRank = 1
    else proposal.phase = phase === 1 ? 2 : 3
    return proposal.id
  })
}

// Every change a handler makes in a test is checked against the demo server's journal: its
// operations (db/change-tracker.ts), stored as JSON and replayed on a copy of the data as it was,
// must give the data as it is. The operations are replayed as they come; the comparison of the whole
// data, the costly part, is made once at the end of each test (src/testing/setup.ts) and fails it.
let replica = asStored(demoStore.db)
let journalled = false
let replacing = false
demoStore.onChangeOps((ops) => {
  if (replacing) return
  applyChanges(replica, asStored(ops))
  journalled = true
})

/** Fails when the journal of this test's changes does not give the data they made. */
export function expectJournalMatchesData(): void {
  if (!journalled) return
  const actual = asStored(demoStore.db)
  journalled = false
  if (isDeepStrictEqual(replica, actual)) return
  replica = actual
  throw new Error(
    'The journal of a change in this test does not give the data it made: change the data only through the db that store.mutate gives.',
  )
}

// Every request to the API in a test, and its answer, is held to the OpenAPI document: the demo's
// answers and the ones a test fakes with server.use alike. What differs is kept here and fails the
// test that made the call (src/testing/setup.ts). msw tells of each request as it starts (its body
// is copied then, before a handler reads it) and of each answer a handler gave.
const contract = createContractCheck()
const differences: string[] = []
const sent = new Map<string, Request>()
const checking = new Set<Promise<void>>()

/** The differences from the OpenAPI document seen since the last call, which forgets them. */
export async function takeContractDifferences(): Promise<string[]> {
  await Promise.all(checking)
  forgetOffContract()
  sent.clear()
  return differences.splice(0)
}

async function check(requestId: string, response: Response): Promise<void> {
  const request = sent.get(requestId)
  sent.delete(requestId)
  // A network failure (HttpResponse.error()) has no answer to hold to anything.
  if (!request || isOffContract(requestId) || response.type === 'error') return
  // The demo's stand-in for Microsoft Graph and the app's own files are not the product's API.
  const { pathname } = new URL(request.url)
  if (!isApiPath(pathname)) return
  for (const difference of contract.check(await exchangeOf(request, response.clone())))
    differences.push(`${request.method} ${pathname} (${response.status}): ${difference}`)
}

/** Starts holding every request and answer to the document; again after the listeners are cleared. */
export function watchContract(): void {
  server.events.on('request:start', ({ request, requestId }) => {
    sent.set(requestId, request.clone())
  })
  server.events.on('response:mocked', ({ requestId, response }) => {
    const done = check(requestId, response).finally(() => checking.delete(done))
    checking.add(done)
  })
}

/**
 * Whether a request first does what the award's clock made due (a period opening or closing soon),
 * as on the demo server. Off unless a test turns it on: the seed's clock is fixed while the tests'
 * runs on, and the notifications it would send at some date would change what other tests count.
 */
export const dueWork = { onRequest: false }

/** The same handlers `npm start` serves, over msw's Node interceptors. Unknown requests fail the test. */
export const server = setupServer(
  ...createHandlers({
    store: demoStore,
    now: () => Date.now(),
    dueWorkOnRequest: () => dueWork.onRequest,
    uploadUrlSecret: 'test-upload-url-secret',
    authenticate: async (request) => {
      const token = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]
      return token?.startsWith(TEST_TOKEN_PREFIX) ? token.slice(TEST_TOKEN_PREFIX.length) : null
    },
  }),
)

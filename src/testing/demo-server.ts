import { setupServer } from 'msw/node'
import { isDeepStrictEqual } from 'node:util'
import { applyChanges } from '@/demo/db/change-tracker'
import { createSeed } from '@/demo/db/seed'
import { createStore } from '@/demo/db/store'
import type { AttachmentRecord } from '@/demo/db/types'
import { createHandlers } from '@/demo/handlers'

/** Tests sign in with `Bearer test:<personId>`; the demo server verifies real signed tokens instead. */
export const TEST_TOKEN_PREFIX = 'test:'

/** The tests' clock for the seed: fixed, so dates in assertions never drift. */
export const SEED_NOW = Date.parse('2026-11-21T03:00:00.000Z')

/** Data as the demo server holds it: read from JSON, so no two places share one object. */
const asStored = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

export const demoStore = createStore(asStored(createSeed({ now: SEED_NOW })))

export function resetDemoData(options: { activeIndex?: number | null } = {}): void {
  demoStore.replace(asStored(createSeed({ now: SEED_NOW, ...options })))
}

/**
 * Puts a file on a proposal straight into the demo data, as an upload leaves it (its bytes are not
 * stored): a Phase 1 poster uploaded at SEED_NOW, at the address its name gives, unless `file` says otherwise.
 */
export function attachToProposal(
  proposalId: string,
  file: Pick<AttachmentRecord, 'id' | 'fileName' | 'contentType' | 'size' | 'uploadedById'> & Partial<AttachmentRecord>,
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

// Every change a handler makes in a test is checked against the demo server's journal: its
// operations (db/change-tracker.ts), stored as JSON and replayed on a copy of the data as it was,
// give the data as it is. A change the journal would miss fails the request that made it.
let replica = asStored(demoStore.db)
demoStore.onChangeOps((ops) => {
  applyChanges(replica, asStored(ops))
  const actual = asStored(demoStore.db)
  if (isDeepStrictEqual(replica, actual)) return
  replica = actual
  throw new Error('The journal of this change does not give the data it made: change the data only through the db that store.mutate gives.')
})

/** The same handlers `npm start` serves, over msw's Node interceptors. Unknown requests fail the test. */
export const server = setupServer(
  ...createHandlers({
    store: demoStore,
    now: () => Date.now(),
    uploadUrlSecret: 'test-upload-url-secret',
    authenticate: async (request) => {
      const token = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]
      return token?.startsWith(TEST_TOKEN_PREFIX) ? token.slice(TEST_TOKEN_PREFIX.length) : null
    },
  }),
)

import { setupServer } from 'msw/node'
import { createSeed } from '@/demo/db/seed'
import { createStore } from '@/demo/db/store'
import { createHandlers } from '@/demo/handlers'

/** Tests sign in with `Bearer test:<personId>`; the demo server verifies real signed tokens instead. */
export const TEST_TOKEN_PREFIX = 'test:'

/** The tests' clock for the seed: fixed, so dates in assertions never drift. */
export const SEED_NOW = Date.parse('2026-11-21T03:00:00.000Z')

export const demoStore = createStore(createSeed({ now: SEED_NOW }))

export function resetDemoData(options: { activeIndex?: number | null } = {}): void {
  demoStore.replace(createSeed({ now: SEED_NOW, ...options }))
}

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

import { spawn, type ChildProcess } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { bypass } from 'msw'
import { i18nPlugins } from '@/i18n/vite-plugins'
import { DEMO_API_AUDIENCE, DEMO_CLIENT_ID } from '@/config/demo-auth'
import { SEEDED_EVENT_ID } from '@/demo/db/seed'

// Helpers for tests that talk HTTP to a real demo server (in this process or another one), the way
// the browser does: real sign-in at the demo identity provider, real bearer tokens.

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
export const DEMO_EVENT_ID = SEEDED_EVENT_ID

/** fetch to a real server: the tests' msw interception is bypassed (and bypass is inert without it). */
export function send(url: string, init: RequestInit = {}): Promise<Response> {
  return fetch(bypass(url, { redirect: 'manual', ...init }))
}

/** Signs `personId` in at the server's demo identity provider (authorization code + PKCE) and returns an API access token. */
export async function signIn(base: string, personId: string): Promise<string> {
  const verifier = randomBytes(32).toString('base64url')
  const challenge = createHash('sha256').update(verifier).digest('base64url')
  const scope = `${DEMO_API_AUDIENCE}/access_as_user openid profile offline_access`
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })
  const authorized = await send(
    `${base}/demo-idp/authorize`,
    form({
      client_id: DEMO_CLIENT_ID,
      scope,
      redirect_uri: `${base}/`,
      response_mode: 'fragment',
      response_type: 'code',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      nonce: 'n',
      state: 's',
      person: personId,
    }),
  )
  const code = new URLSearchParams(
    new URL(authorized.headers.get('location') ?? `${base}/`).hash.slice(1),
  ).get('code')
  if (!code)
    throw new Error(
      `Sign-in of ${personId} failed: ${authorized.status} ${await authorized.text()}`,
    )
  const token = await send(
    `${base}/demo-idp/token`,
    form({
      client_id: DEMO_CLIENT_ID,
      redirect_uri: `${base}/`,
      scope,
      code,
      code_verifier: verifier,
      grant_type: 'authorization_code',
    }),
  )
  const body = (await token.json()) as { access_token?: string }
  if (!body.access_token) throw new Error(`Token for ${personId} refused: ${JSON.stringify(body)}`)
  return body.access_token
}

export interface DemoProcess {
  base: string
  child: ChildProcess
  /** Resolves when the process has ended. */
  exited: Promise<void>
}

/**
 * Starts `scripts/demo-server.mjs` as a separate process on `dataDir` (loopback, a free port) and
 * resolves once it listens. `middlewareBundle` is a prebuilt middleware (see `buildMiddlewareBundle`).
 */
export function startDemoProcess(dataDir: string, middlewareBundle: string): Promise<DemoProcess> {
  const child = spawn(process.execPath, ['scripts/demo-server.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DEMO_DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      DEMO_MIDDLEWARE: middlewareBundle,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let errors = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString()
  })
  return new Promise((resolve, reject) => {
    let out = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const match = /listening (http:\/\/\S+)/.exec(out)
      if (match?.[1]) resolve({ base: match[1], child, exited })
    })
    void exited.then(() => reject(new Error(`The demo server ended before listening: ${errors}`)))
  })
}

/** Bundles src/demo/server/middleware.ts once, so each start of the demo process takes a fraction of a second. */
export async function buildMiddlewareBundle(outDir: string): Promise<string> {
  const { build } = await import('vite')
  await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    root: ROOT,
    resolve: { alias: { '@/': `${ROOT}src/` } },
    plugins: i18nPlugins(),
    build: {
      ssr: 'src/demo/server/middleware.ts',
      outDir,
      emptyOutDir: true,
      minify: false,
      sourcemap: false,
      rolldownOptions: { output: { entryFileNames: 'middleware.mjs' } },
    },
  })
  return `${outDir}/middleware.mjs`
}

// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { SEEDED } from '@/demo/db/seed'
import {
  buildMiddlewareBundle,
  DEMO_EVENT_ID,
  type DemoProcess,
  send,
  signIn,
  startDemoProcess,
} from '@/testing/demo-http'

// The demo server as a separate process, killed with SIGKILL in the middle of a stream of writes
// and started again on the same data: every write it acknowledged must still be there.

const ROOT = fileURLToPath(new URL('../../..', import.meta.url))
const RUNS = 4
const WRITERS = 6

let dataDir: string
let bundleDir: string
let bundle: string
let running: DemoProcess | undefined

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'demo-crash-'))
  // Inside the project, so the bundle finds its dependencies in node_modules.
  mkdirSync(join(ROOT, 'node_modules/.cache'), { recursive: true })
  bundleDir = mkdtempSync(join(ROOT, 'node_modules/.cache/demo-crash-'))
  bundle = await buildMiddlewareBundle(bundleDir)
}, 60_000)

afterAll(async () => {
  if (running && running.child.exitCode === null) {
    running.child.kill('SIGKILL')
    await running.exited
  }
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(bundleDir, { recursive: true, force: true })
})

interface Thread {
  id: string
  subject: string
}

async function listMine(base: string, token: string): Promise<Map<string, string>> {
  const seen = new Map<string, string>()
  for (let page = 1; ; page += 1) {
    const response = await send(`${base}/api/feedback?perPage=100&page=${page}`, {
      headers: { Authorization: `Bearer ${token}`, EventId: DEMO_EVENT_ID },
    })
    expect(response.status).toBe(200)
    for (const row of (await response.json()) as Thread[]) seen.set(row.id, row.subject)
    if (page >= Number(response.headers.get('X-Page-Count'))) return seen
  }
}

const IDEMPOTENCY_KEY = crypto.randomUUID()
async function createWithKey(base: string, token: string) {
  const response = await send(`${base}/api/feedback`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      EventId: DEMO_EVENT_ID,
      'Content-Type': 'application/json',
      'Idempotency-Key': IDEMPOTENCY_KEY,
    },
    body: JSON.stringify({
      subject: 'Sent once, retried after every crash',
      message: 'Once only.',
    }),
  })
  expect(response.status).toBe(201)
  return {
    id: ((await response.json()) as { value: Thread }).value.id,
    replayed: response.headers.get('Idempotent-Replayed') === 'true',
  }
}
let idempotent: { id: string } | undefined

describe('the demo server after kill -9', () => {
  it('keeps every acknowledged write and always restarts on whole data', async () => {
    const acknowledged = new Map<string, string>()
    let attempted = 0
    let token = ''
    for (let run = 0; run < RUNS; run += 1) {
      running = await startDemoProcess(dataDir, bundle)
      const { base, child } = running
      // The signing key is kept with the data, so one token serves every run.
      token ||= await signIn(base, SEEDED.participantLeader)

      // Everything acknowledged by earlier runs survived the kill and the restart.
      const seen = await listMine(base, token)
      for (const [id, subject] of acknowledged)
        expect(seen.get(id), `acknowledged thread ${id} after ${run} kill(s)`).toBe(subject)
      // So did the remembered answer to a write sent with an Idempotency-Key: its retry makes nothing new.
      const retried = await createWithKey(base, token)
      expect(retried.id).toBe((idempotent ??= retried).id)
      expect(retried.replayed).toBe(run > 0)
      if (run === RUNS - 1) break

      // Several writers at once (so the server groups writes into one flush), killed at a random moment.
      let stop = false
      const writer = async (w: number) => {
        for (let i = 0; !stop; i += 1) {
          const subject = `Run ${run} writer ${w} question ${i}`
          attempted += 1
          try {
            const response = await send(`${base}/api/feedback`, {
              method: 'POST',
              headers: {
                Authorization: `Bearer ${token}`,
                EventId: DEMO_EVENT_ID,
                'Content-Type': 'application/json',
              },
              body: JSON.stringify({ subject, message: 'Is this saved?' }),
            })
            if (response.status !== 201) throw new Error(`unexpected ${response.status}`)
            const thread = (await response.json()) as { value: Thread }
            acknowledged.set(thread.value.id, subject)
          } catch {
            // The connection died with the server: this write was never acknowledged.
            return
          }
        }
      }
      const before = acknowledged.size
      const writers = Array.from({ length: WRITERS }, (_, w) => writer(w))
      // The kill comes once this run's writes are flowing (however slow a busy machine makes the
      // start), then at a random moment among them.
      await vi.waitFor(() => expect(acknowledged.size - before).toBeGreaterThanOrEqual(WRITERS), {
        timeout: 30_000,
        interval: 10,
      })
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 900))
      child.kill('SIGKILL')
      stop = true
      await running.exited
      await Promise.all(writers)

      // Whatever instant the kill hit, the data file is whole JSON (the old or the new one).
      expect(
        () => JSON.parse(readFileSync(join(dataDir, 'db.json'), 'utf8')) as unknown,
      ).not.toThrow()
      expect(existsSync(join(dataDir, 'db.json.bak'))).toBe(false)
    }
    console.info(
      `[crash test] ${RUNS - 1} kills, ${acknowledged.size} acknowledged of ${attempted} attempted writes, all found after restart`,
    )
  }, 120_000)
})

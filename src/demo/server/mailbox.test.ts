// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEEDED } from '@/demo/db/seed'
import {
  buildMiddlewareBundle,
  DEMO_EVENT_ID,
  type DemoProcess,
  send,
  signIn,
  startDemoProcess,
} from '@/testing/demo-http'

// The demo's mailbox as `npm start` serves it: an e-mail the demo acknowledged sending is still
// there after the server is killed with SIGKILL and started again on the same data.

const ROOT = fileURLToPath(new URL('../../..', import.meta.url))
// Team "Suara Pelanggan" (prop-103, a finalized Phase 1 entry in the seed): leader 25, member 26.
const LEADER = 'c0a80001-0000-4000-8000-000000000025'

let dataDir: string
let bundleDir: string
let bundle: string
let running: DemoProcess | undefined

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'demo-mailbox-'))
  mkdirSync(join(ROOT, 'node_modules/.cache'), { recursive: true })
  bundleDir = mkdtempSync(join(ROOT, 'node_modules/.cache/demo-mailbox-'))
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

describe('the demo mailbox', () => {
  it('keeps an acknowledged e-mail through kill -9, listed by recipient with its body, without script', async () => {
    running = await startDemoProcess(dataDir, bundle)
    const token = await signIn(running.base, SEEDED.committee)
    const empty = await send(`${running.base}/demo-mailbox?lang=en`)
    expect(await empty.text()).toContain('No e-mail has been sent yet.')

    const returned = await send(`${running.base}/api/proposal/prop-103/phase/1/return`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        EventId: DEMO_EVENT_ID,
        'Content-Type': 'application/json',
        'Accept-Language': 'en',
      },
      body: JSON.stringify({ reason: 'Add the <budget> table.' }),
    })
    expect(returned.status).toBe(200)
    running.child.kill('SIGKILL')
    await running.exited

    running = await startDemoProcess(dataDir, bundle)
    const page = await send(`${running.base}/demo-mailbox?to=${LEADER}&lang=en`)
    expect(page.status).toBe(200)
    const csp = page.headers.get('Content-Security-Policy') ?? ''
    expect(csp).toContain("default-src 'none'")
    expect(csp).not.toContain('script-src')
    const html = await page.text()
    expect(html).not.toContain('<script')
    // The recipient's name and address, the subject in their language (Indonesian: they never
    // chose), the body with the reason escaped and the link to the entry's screen.
    expect(html).toMatch(/To: [^<]+ &#60;[^<]+@[^<]+&#62;/)
    expect(html).toContain('Formulir Tahap 1 Anda dikembalikan')
    expect(html).toContain('Add the &#60;budget&#62; table.')
    // The address of the app that sent it (the first run's port).
    expect(html).toMatch(
      /href="http:\/\/127\.0\.0\.1:\d+\/innovation-award\/participant\/proposal\/1\/prop-103\/entry"/,
    )
    const everyone = await (await send(`${running.base}/demo-mailbox?lang=id`)).text()
    expect(everyone).toContain('<html lang="id">')
    expect(everyone.match(/<article class="mail"/g)).toHaveLength(2)
  }, 120_000)

  it('keeps an acknowledged reminder, its e-mails and its place in the history through kill -9', async () => {
    if (running && running.child.exitCode === null) {
      running.child.kill('SIGKILL')
      await running.exited
    }
    running = await startDemoProcess(dataDir, bundle)
    const token = await signIn(running.base, SEEDED.committee)
    const headers = {
      Authorization: `Bearer ${token}`,
      EventId: DEMO_EVENT_ID,
      'Content-Type': 'application/json',
      'Accept-Language': 'en',
    }
    const sent = await send(`${running.base}/api/messages`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        kind: 'reminder',
        audience: { kind: 'unfinalized', year: new Date().getUTCFullYear(), phase: 1 },
      }),
    })
    expect(sent.status).toBe(200)
    const message = ((await sent.json()) as { value: { id: string; recipientCount: number } }).value
    expect(message.recipientCount).toBeGreaterThan(0)
    running.child.kill('SIGKILL')
    await running.exited

    running = await startDemoProcess(dataDir, bundle)
    const again = await signIn(running.base, SEEDED.committee)
    const read = await send(`${running.base}/api/messages/${message.id}`, {
      headers: { ...headers, Authorization: `Bearer ${again}` },
    })
    expect(read.status).toBe(200)
    const kept = ((await read.json()) as { value: { delivered: number } }).value
    expect(kept.delivered).toBe(message.recipientCount)
    const page = await (await send(`${running.base}/demo-mailbox?lang=en`)).text()
    expect(page.match(/Pengingat: finalisasi formulir Tahap 1 Anda/g)).toHaveLength(
      message.recipientCount,
    )
  }, 120_000)
})

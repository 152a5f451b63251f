// Times acknowledged writes of the demo server on large data (docs/decisions/0003): the demo server
// runs as its own process (scripts/demo-server.mjs) on data generated with N proposals, and one
// person sends writes one after another (each answered only once it is on disk); prints the median
// and p90.
//
//   node scripts/bench-writes.mjs [--proposals 10000] [--writes 30]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadSource } from './load-source.mjs'

const args = process.argv.slice(2)
const value = (name, fallback) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 && args[i + 1] !== undefined ? Number(args[i + 1]) : fallback
}
const proposals = value('proposals', 10000)
const writes = value('writes', 30)

const load = async (file) => loadSource(file)
const { generateScaleData } = await load('demo/db/generate.ts')
const { SEEDED } = await load('demo/db/seed.ts')
const { DEMO_EVENT_ID, send, signIn, startDemoProcess } = await load('testing/demo-http.ts')

const dataDir = mkdtempSync(join(tmpdir(), 'demo-writes-'))
let server
try {
  writeFileSync(
    join(dataDir, 'db.json'),
    JSON.stringify(generateScaleData({ proposals, judges: 20 })),
  )
  server = await startDemoProcess(
    dataDir,
    '' /* no prebuilt bundle: the server compiles its TypeScript once */,
  )
  const token = await signIn(server.base, SEEDED.participantLeader)
  const times = []
  for (let i = 0; i < writes; i += 1) {
    const started = performance.now()
    const response = await send(`${server.base}/api/feedback`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        EventId: DEMO_EVENT_ID,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ subject: `Timed question ${i}`, message: 'How long does this take?' }),
    })
    if (response.status !== 201) throw new Error(`POST /api/feedback answered ${response.status}`)
    await response.arrayBuffer()
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1)
  console.log(
    `${writes} acknowledged writes (POST /api/feedback) with ${proposals} proposals: median ${at(0.5)} ms, p90 ${at(0.9)} ms`,
  )
} finally {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGTERM')
    await server.exited
  }
  rmSync(dataDir, { recursive: true, force: true })
}

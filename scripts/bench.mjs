// Size benchmark of the built app (run `npm run bench`): what a phone downloads before the first
// screen, checked against budgets. Timed tests would be flaky on a shared 2-core machine; byte
// counts are exact and repeatable.
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const DIST = new URL('../dist/', import.meta.url).pathname
const BUDGETS = {
  'initial JS (gzip)': 260 * 1024,
  'initial CSS (gzip)': 36 * 1024,
  'largest lazy chunk (gzip)': 60 * 1024,
  'service-worker precache (raw)': 2.5 * 1024 * 1024,
}

const gz = (file) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length
const html = readFileSync(join(DIST, 'index.html'), 'utf8')
const initial = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]))
const js = [...initial].filter((f) => f.endsWith('.js'))
const css = [...initial].filter((f) => f.endsWith('.css'))
const lazy = readdirSync(join(DIST, 'assets'))
  .filter((f) => f.endsWith('.js') && !initial.has(`assets/${f}`))
  .map((f) => ({ file: f, size: gz(`assets/${f}`) }))
  .sort((a, b) => b.size - a.size)
const sw = readFileSync(join(DIST, 'sw.js'), 'utf8')
const precached = [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]).filter((u) => !u.startsWith('http'))
const precacheBytes = precached.reduce((sum, url) => {
  try {
    return sum + statSync(join(DIST, url.replace(/^\//, ''))).size
  } catch {
    return sum
  }
}, 0)

const measured = {
  'initial JS (gzip)': js.reduce((s, f) => s + gz(f), 0),
  'initial CSS (gzip)': css.reduce((s, f) => s + gz(f), 0),
  'largest lazy chunk (gzip)': lazy[0]?.size ?? 0,
  'service-worker precache (raw)': precacheBytes,
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`
let failed = false
console.log('metric                          measured     budget')
for (const [name, value] of Object.entries(measured)) {
  const over = value > BUDGETS[name]
  failed ||= over
  console.log(`${name.padEnd(32)}${kb(value).padStart(9)}  ${kb(BUDGETS[name]).padStart(9)}${over ? '  OVER BUDGET' : ''}`)
}
console.log(`\ninitial files: ${[...initial].join(', ')}`)
console.log(`largest lazy chunks: ${lazy.slice(0, 5).map((c) => `${c.file} ${kb(c.size)}`).join(', ')}`)
console.log(`precached entries: ${precached.length}`)
process.exit(failed ? 1 : 0)

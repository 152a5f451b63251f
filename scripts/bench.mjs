// The project's benchmark, run with `npm run bench` (it builds the app first). Not part
// of `npm test`: timings on a shared machine vary, so it measures medians and compares the app with
// the stack floor (../shared/bench/floor) built and served in the same run, and prints one table.
// Budgets fail the command when exceeded.
//
//   npm run bench                         everything
//   npm run bench -- --runs 3             fewer page loads per target (default 5)
//   npm run bench -- --no-floor           the app only (ratios left out)
//   npm run bench -- --no-scale           first visit only
//   npm run bench -- --proposals 2000     scale figures on a smaller generated data set
//   npm run bench -- --lighthouse-runs 1  one Lighthouse run per preset and target (default 3)
//   npm run bench -- --no-lighthouse      no Lighthouse scores
//
// Lighthouse is fetched on first use with `npx -y` (scripts/bench-lighthouse.mjs), not installed
// with the project.
// BENCH_FLOOR_DIR points at the floor's sources (default ../shared/bench/floor); it is copied to a
// temporary directory and built there. CHROMIUM overrides /usr/bin/chromium.
import { spawn, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const args = process.argv.slice(2)
const flag = (name) => args.includes(`--${name}`)
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 && args[i + 1] ? Number(args[i + 1]) : fallback
}
const RUNS = option('runs', 5)
const PROPOSALS = option('proposals', 10000)
const LIGHTHOUSE_RUNS = option('lighthouse-runs', 3)
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium'
const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
const KiB = 1024

/** The benchmark's budgets; each row of the table names the one it is checked against. */
const BUDGETS = {
  firstVisitBytes: 160 * KiB,
  firstVisitRequests: 8,
  apiMedianMs: 50,
  committeeListMs: 300,
  areaRequests: 3,
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
const kib = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`
const ms = (value) => `${Math.round(value)} ms`

function run(command, commandArgs, cwd, env = {}) {
  const result = spawnSync(command, commandArgs, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed in ${cwd}`)
}

/** Starts `vite preview` in a directory and resolves when it answers. */
async function serve(dir, port, env = {}) {
  const child = spawn(
    'npx',
    ['vite', 'preview', '--port', String(port), '--host', '127.0.0.1', '--strictPort'],
    {
      cwd: dir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    },
  )
  const origin = `http://127.0.0.1:${port}`
  for (let i = 0; i < 150; i += 1) {
    try {
      const response = await fetch(origin)
      if (response.ok) return { origin, stop: () => process.kill(-child.pid, 'SIGTERM') }
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  process.kill(-child.pid, 'SIGTERM')
  throw new Error(`vite preview in ${dir} did not answer on ${origin}`)
}

function buildFloor() {
  const source = resolve(
    process.env.BENCH_FLOOR_DIR ?? join(ROOT, '..', 'shared', 'bench', 'floor'),
  )
  if (!existsSync(join(source, 'package.json')))
    throw new Error(`The floor app is not at ${source} (set BENCH_FLOOR_DIR).`)
  const dir = join(tmpdir(), 'innovation-award-bench-floor')
  const lock = readFileSync(join(source, 'package-lock.json'), 'utf8')
  const installed =
    existsSync(join(dir, 'package-lock.json')) &&
    readFileSync(join(dir, 'package-lock.json'), 'utf8') === lock &&
    existsSync(join(dir, 'node_modules'))
  cpSync(source, dir, {
    recursive: true,
    filter: (path) => !/[\\/](node_modules|dist)([\\/]|$)/.test(path.slice(source.length)),
  })
  if (!installed) run('npm', ['ci', '--no-audit', '--no-fund'], dir)
  run('npx', ['vite', 'build', '--logLevel', 'warn'], dir)
  return dir
}

/**
 * One cold visit of `/`: every JS and CSS answer the page receives until the network has been
 * quiet for a second after `load`, as gzip level 9 of the bytes received (page bytes only), and LCP.
 */
async function visit(browser, origin, locale = 'en-GB') {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale })
  const page = await context.newPage()
  const assets = []
  let last = Date.now()
  let idle = false
  page.on('request', () => {
    if (!idle) last = Date.now()
  })
  page.on('response', async (response) => {
    if (idle) return
    const type = response.request().resourceType()
    const url = response.url()
    if (type !== 'script' && type !== 'stylesheet' && !/\.(m?js|css)(\?|$)/.test(url)) return
    const entry = { url, kind: type === 'stylesheet' || url.endsWith('.css') ? 'css' : 'js', gz: 0 }
    assets.push(entry)
    try {
      entry.gz = gzipSync(await response.body(), { level: 9 }).length
    } catch {
      // a redirect or an aborted answer has no body
    }
  })
  await page.goto(`${origin}/`, { waitUntil: 'load' })
  while (Date.now() - last < 1000) await page.waitForTimeout(100)
  idle = true
  const lcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) =>
          resolve(list.getEntries().at(-1)?.startTime ?? NaN),
        ).observe({ type: 'largest-contentful-paint', buffered: true })
        setTimeout(() => resolve(NaN), 3000)
      }),
  )
  await context.close()
  const sum = (kind) => assets.filter((a) => a.kind === kind).reduce((s, a) => s + a.gz, 0)
  return {
    js: sum('js'),
    css: sum('css'),
    requests: assets.length,
    lcp,
    files: assets.map((a) => new URL(a.url).pathname),
  }
}

/** `locale`: the browser's language, which chooses the app's (English, or Indonesian with id-ID). */
async function firstVisit(browser, origin, locale) {
  const runs = []
  for (let i = 0; i < RUNS; i += 1) runs.push(await visit(browser, origin, locale))
  return {
    js: median(runs.map((r) => r.js)),
    css: median(runs.map((r) => r.css)),
    requests: median(runs.map((r) => r.requests)),
    lcp: median(runs.map((r) => r.lcp)),
    files: runs[0].files,
  }
}

const rows = []
let failed = false
/** One line of the table; `budget` is a most, or with `atLeast` a least (Lighthouse scores). */
function row(metric, floorValue, appValue, format, budget, { atLeast = false } = {}) {
  const over = budget !== undefined && (atLeast ? !(appValue >= budget) : appValue > budget)
  failed ||= over
  const ratio =
    typeof floorValue === 'number' && floorValue > 0 ? `${(appValue / floorValue).toFixed(2)}×` : ''
  rows.push([
    metric,
    floorValue === undefined ? '' : format(floorValue),
    format(appValue),
    ratio,
    budget === undefined ? '' : `${atLeast ? '≥' : '≤'} ${format(budget)}`,
    over ? 'OVER' : budget === undefined ? '' : 'ok',
  ])
}

function printTable() {
  const header = ['metric', 'floor', 'app', 'app/floor', 'budget', '']
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)))
  const line = (cells) =>
    cells
      .map((c, i) => String(c).padEnd(widths[i]))
      .join('  ')
      .trimEnd()
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`)
  for (const r of rows) console.log(line(r))
}

const cleanups = []
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: LAUNCH_ARGS })
  cleanups.push(() => browser.close())

  let floor
  let floorOrigin
  if (!flag('no-floor')) {
    const floorDir = buildFloor()
    const server = await serve(floorDir, 4301)
    cleanups.push(server.stop)
    floor = await firstVisit(browser, server.origin)
    floorOrigin = server.origin
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'innovation-award-bench-'))
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
  const app = await serve(ROOT, 4302, { DEMO_DATA_DIR: dataDir })
  cleanups.push(app.stop)
  const mine = await firstVisit(browser, app.origin)

  row('/ JS gzip until idle', floor?.js, mine.js, kib)
  row('/ CSS gzip until idle', floor?.css, mine.css, kib)
  row(
    '/ JS+CSS gzip until idle',
    floor && floor.js + floor.css,
    mine.js + mine.css,
    kib,
    BUDGETS.firstVisitBytes,
  )
  row(
    '/ JS+CSS requests until idle',
    floor?.requests,
    mine.requests,
    String,
    BUDGETS.firstVisitRequests,
  )
  row(`/ LCP (median of ${RUNS})`, floor?.lcp, mine.lcp, ms, floor ? floor.lcp : undefined)
  // The same first visit by a browser that prefers Indonesian: the page and its messages in it.
  const indonesian = await firstVisit(browser, app.origin, 'id-ID')
  row(
    '/ in Indonesian: JS+CSS gzip until idle',
    floor && floor.js + floor.css,
    indonesian.js + indonesian.css,
    kib,
    BUDGETS.firstVisitBytes,
  )
  row(
    '/ in Indonesian: JS+CSS requests until idle',
    floor?.requests,
    indonesian.requests,
    String,
    BUDGETS.firstVisitRequests,
  )
  row(
    `/ in Indonesian: LCP (median of ${RUNS})`,
    floor?.lcp,
    indonesian.lcp,
    ms,
    floor ? floor.lcp : undefined,
  )
  console.log(`\napp / loaded: ${mine.files.join(', ')}`)
  console.log(`app / in Indonesian loaded: ${indonesian.files.join(', ')}`)
  if (floor) console.log(`floor / loaded: ${floor.files.join(', ')}`)

  if (!flag('no-lighthouse')) {
    const { lighthouseScores, LIGHTHOUSE_BUDGETS } = await import('./bench-lighthouse.mjs')
    try {
      const options = { runs: LIGHTHOUSE_RUNS, chromium: CHROMIUM, median }
      const floorScores = floorOrigin ? lighthouseScores(`${floorOrigin}/`, options) : undefined
      const appScores = lighthouseScores(`${app.origin}/`, options)
      for (const preset of ['mobile', 'desktop']) {
        for (const [category, least] of Object.entries(LIGHTHOUSE_BUDGETS[preset])) {
          const metric = `/ Lighthouse ${preset} ${category} (median of ${LIGHTHOUSE_RUNS})`
          row(metric, floorScores?.[preset][category], appScores[preset][category], String, least, {
            atLeast: true,
          })
        }
      }
    } catch (error) {
      console.error(
        `Lighthouse could not be run (npx fetches it on first use; is the npm registry reachable?):\n${error.message}`,
      )
      row('/ Lighthouse scores', undefined, NaN, () => 'not run', 0, { atLeast: true })
    }
  }

  if (!flag('no-scale')) {
    const { scale } = await import('./bench-scale.mjs')
    await scale({
      browser,
      root: ROOT,
      proposals: PROPOSALS,
      row,
      serve,
      budgets: BUDGETS,
      median,
      ms,
      kib,
    })
    const { committeeAtScale } = await import('./bench-committee.mjs')
    await committeeAtScale({
      browser,
      root: ROOT,
      proposals: PROPOSALS,
      row,
      serve,
      median,
      ms,
      cleanups,
    })
  }
} catch (error) {
  console.error(error)
  failed = true
} finally {
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup()
    } catch {
      // already gone
    }
  }
}
printTable()
console.log(failed ? '\nA budget is exceeded (or the bench failed).' : '\nEvery budget is met.')
process.exit(failed ? 1 : 0)

// The signed-in part of `npm run bench`, in Chromium on demo data generated with many
// proposals: how soon the committee list shows its first page after an in-app navigation, the DOM
// nodes of each committee screen, the JS heap after visiting every committee screen twice (against
// the first pass), and the JS/CSS requests each signed-in area's first screen makes after the shell.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const EVENT = 'innovation-award'
const C = `/${EVENT}/commitee`
const U = '/innovation-update/commitee'
/** Every committee screen that needs no record id (a period's updates: the year's first participant period). */
const COMMITTEE_SCREENS = [
  C,
  `${C}/proposals/phase/1`,
  `${C}/proposals/phase/2`,
  `${C}/assign-judges/1`,
  `${C}/rubric/1`,
  `${C}/vote-result`,
  `${C}/vote`,
  `${C}/manage/user`,
  `${C}/manage/team`,
  `${C}/report`,
  `${C}/feedback`,
  `${C}/activity`,
  `${U}/proposal`,
  `${U}/period-${new Date().getUTCFullYear()}-1`,
]
/** Each signed-in area's first screen, and who opens it. */
const AREAS = [
  { name: 'committee', path: C, person: 'Siti Rahmawati', role: 'Committee' },
  { name: 'jury', path: `/${EVENT}/jury`, person: 'Dewi Lestari', role: 'Jury' },
  {
    name: 'participant',
    path: `/${EVENT}/participant`,
    person: 'Andi Pratama',
    role: 'Participant',
  },
  {
    name: 'innovation updates (committee)',
    path: '/innovation-update/commitee',
    person: 'Siti Rahmawati',
    role: 'Committee',
  },
]
const BUDGETS = { listMs: 300, domNodes: 3000, heapDrift: 0.1, areaRequests: 3 }

async function signIn(page, person, role) {
  await page.goto('/login')
  await page.getByRole('button', { name: 'Sign in with your work account' }).click()
  await page.waitForURL(/\/demo-idp\/authorize/, { timeout: 60_000 })
  await page.getByRole('button', { name: new RegExp(`${person}.*${role}`) }).click()
  await page.waitForURL(
    (url) =>
      !url.pathname.startsWith('/demo-idp') && url.pathname !== '/loginSPA' && url.pathname !== '/',
    { timeout: 60_000 },
  )
}

/**
 * An in-app navigation (the router follows popstate), resolved when the screen has settled: the
 * document title names the new screen's route, nothing shows a loading state, and the DOM has not
 * changed for half a second.
 */
async function navigate(page, path) {
  await page.evaluate(
    (to) =>
      new Promise((resolve) => {
        const before = document.title
        window.history.pushState({}, '', to)
        window.dispatchEvent(new PopStateEvent('popstate'))
        let last = performance.now()
        const observer = new MutationObserver(() => (last = performance.now()))
        observer.observe(document, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        })
        const started = performance.now()
        const check = () => {
          const busy = document.querySelector('[aria-busy="true"], .spinner-border')
          const moved = document.title !== before || performance.now() - started > 2000
          if (
            (!busy && moved && performance.now() - last > 500) ||
            performance.now() - started > 120_000
          ) {
            observer.disconnect()
            resolve()
          } else setTimeout(check, 50)
        }
        check()
      }),
    path,
  )
}

/** Milliseconds from an in-app navigation to the committee list's first row on screen. */
async function timeCommitteeList(page, path) {
  return page.evaluate(
    (to) =>
      new Promise((resolve) => {
        const started = performance.now()
        window.history.pushState({}, '', to)
        window.dispatchEvent(new PopStateEvent('popstate'))
        const check = () => {
          const row = document.querySelector('main table tbody tr')
          if (row && document.title.endsWith('Proposals')) resolve(performance.now() - started)
          else requestAnimationFrame(check)
        }
        check()
      }),
    path,
  )
}

async function heapMiB(cdp) {
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  return usedSize / 1024 / 1024
}

export async function committeeAtScale({
  browser,
  root,
  proposals,
  row,
  serve,
  median,
  ms,
  cleanups,
}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'innovation-award-bench-committee-'))
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
  const seeded = spawnSync(
    'node',
    ['scripts/demo-seed.mjs', '--proposals', String(proposals), '--dir', dataDir],
    { cwd: root, stdio: 'ignore' },
  )
  if (seeded.status !== 0) throw new Error('npm run demo:seed failed')
  const app = await serve(root, 4304, { DEMO_DATA_DIR: dataDir })
  cleanups.push(app.stop)

  const context = await browser.newContext({
    baseURL: app.origin,
    viewport: { width: 1280, height: 900 },
    serviceWorkers: 'block',
  })
  cleanups.push(() => context.close())
  const page = await context.newPage()
  await signIn(page, 'Siti Rahmawati', 'Committee')
  await navigate(page, C)

  // The committee list: from the committee home, five navigations (median), each after warming nothing but the shell.
  const listPath = `${C}/proposals/phase/1`
  const times = []
  for (let i = 0; i < 5; i += 1) {
    await navigate(page, C)
    times.push(await timeCommitteeList(page, listPath))
  }
  row(
    `committee list first page after navigation (${proposals} proposals), median of 5`,
    undefined,
    median(times),
    ms,
    BUDGETS.listMs,
  )

  // Every committee screen twice: DOM nodes of each (first pass), heap after each pass.
  const cdp = await context.newCDPSession(page)
  const nodes = []
  const heaps = []
  for (let pass = 0; pass < 2; pass += 1) {
    for (const path of COMMITTEE_SCREENS) {
      await navigate(page, path)
      if (pass === 0)
        nodes.push({
          path,
          count: await page.evaluate(() => document.getElementsByTagName('*').length),
        })
    }
    await navigate(page, C)
    heaps.push(await heapMiB(cdp))
  }
  nodes.sort((a, b) => b.count - a.count)
  // The four largest screens, and the innovation-updates lists (paged on the server) wherever they
  // rank.
  const shown = [...nodes.slice(0, 4), ...nodes.slice(4).filter((n) => n.path.startsWith(U))]
  for (const { path, count } of shown)
    row(
      `DOM nodes ${path.replace(C, 'committee').replace(U, 'innovation updates')}`,
      undefined,
      count,
      String,
      BUDGETS.domNodes,
    )
  row('heap after 1st pass of committee screens', undefined, heaps[0], (v) => `${v.toFixed(1)} MiB`)
  row(
    'heap after 2nd pass (±10% of 1st)',
    undefined,
    heaps[1],
    (v) => `${v.toFixed(1)} MiB`,
    heaps[0] * (1 + BUDGETS.heapDrift),
  )
  await context.close()

  // Each area: the shell loaded on `/` and idle, then an in-app navigation to the area's first screen.
  for (const area of AREAS) {
    const areaContext = await browser.newContext({
      baseURL: app.origin,
      viewport: { width: 1280, height: 900 },
      serviceWorkers: 'block',
    })
    const areaPage = await areaContext.newPage()
    await signIn(areaPage, area.person, area.role)
    // A fresh page in the signed-in context: the shell only, with an empty memory cache.
    await areaPage.close()
    const fresh = await areaContext.newPage()
    await fresh.goto('/', { waitUntil: 'networkidle' })
    const started = await fresh.evaluate(() => performance.now())
    await navigate(fresh, area.path)
    // The screen's own code: what was asked for before the area began fetching its other screens
    // ahead (the app's performance mark, src/app/prefetch-screens.ts).
    const code = await fresh.evaluate(
      ({ from, mark }) => {
        const ahead = performance.getEntriesByName(mark)[0]?.startTime ?? Infinity
        return performance
          .getEntriesByType('resource')
          .filter((e) => e.startTime >= from && e.startTime < ahead)
          .filter((e) => /\.(js|css)$/.test(new URL(e.name).pathname))
          .map((e) => new URL(e.name).pathname)
      },
      { from: started, mark: 'prefetch-screens' },
    )
    row(
      `${area.name}: JS/CSS requests after the shell`,
      undefined,
      code.length,
      String,
      BUDGETS.areaRequests,
    )
    await areaContext.close()
  }
}

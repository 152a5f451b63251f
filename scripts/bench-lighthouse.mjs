// The Lighthouse part of `npm run bench`: mobile and desktop scores of `/` (performance,
// accessibility, best practices), for the floor and the app, the median of a few runs each.
// Lighthouse is not a dependency of the project (it would add some 150 packages, 185 MB, to every `npm ci`): the
// bench runs the pinned version through `npx -y`, which fetches it into npm's cache on first use.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium as playwright } from 'playwright-core'

export const LIGHTHOUSE = 'lighthouse@12.8.2'
const CATEGORIES = ['performance', 'accessibility', 'best-practices']

/** Runs a command to its end without blocking this process (the bench's browser must keep answering). */
function runAsync(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk) => (stderr += chunk))
    const timer = setTimeout(() => child.kill('SIGTERM'), options.timeout)
    child.on('error', (error) => resolve({ status: null, error, stderr }))
    child.on('close', (status) => {
      clearTimeout(timer)
      resolve({ status, stderr })
    })
  })
}

/**
 * One Lighthouse run of `url` (preset `mobile`, Lighthouse's default, or `desktop`): the scores
 * 0–100 by category. With `port`, Lighthouse drives the browser already listening there instead of
 * starting its own, and keeps that browser's storage (a signed-in session).
 */
async function runOnce(url, preset, chromium, port) {
  const dir = mkdtempSync(join(tmpdir(), 'innovation-award-lighthouse-'))
  try {
    const output = join(dir, 'report.json')
    const result = await runAsync(
      'npx',
      [
        '-y',
        LIGHTHOUSE,
        url,
        ...(preset === 'desktop' ? ['--preset=desktop'] : []),
        ...(port ? [`--port=${port}`, '--hostname=127.0.0.1', '--disable-storage-reset'] : []),
        `--only-categories=${CATEGORIES.join(',')}`,
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      ],
      {
        env: { ...process.env, CHROME_PATH: chromium },
        timeout: 300_000,
      },
    )
    if (result.status !== 0)
      throw new Error(
        `npx ${LIGHTHOUSE} failed (${result.error?.message ?? `exit ${result.status}`}): ${result.stderr?.slice(-600) ?? ''}`,
      )
    const report = JSON.parse(readFileSync(output, 'utf8'))
    if (report.runtimeError)
      throw new Error(`Lighthouse could not load ${url}: ${report.runtimeError.message}`)
    // A screen that sent the person elsewhere (signed out: to /login) is not the screen scored.
    const shown = new URL(report.finalDisplayedUrl ?? url).pathname
    if (shown !== new URL(url).pathname)
      throw new Error(`Lighthouse asked for ${url} and was shown ${shown}`)
    return Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((report.categories[c]?.score ?? 0) * 100)]),
    )
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Scores of `url` for both presets, each category the median of `runs` runs. */
export async function lighthouseScores(url, { runs, chromium, median }) {
  const scores = {}
  for (const preset of ['mobile', 'desktop']) {
    const each = []
    for (let i = 0; i < runs; i += 1) each.push(await runOnce(url, preset, chromium))
    scores[preset] = Object.fromEntries(CATEGORIES.map((c) => [c, median(each.map((s) => s[c]))]))
  }
  return scores
}

/** The Lighthouse budgets: the least score each preset and category must reach. */
export const LIGHTHOUSE_BUDGETS = {
  mobile: { performance: 95, accessibility: 100, 'best-practices': 100 },
  desktop: { performance: 100, accessibility: 100, 'best-practices': 100 },
}

/** Budgets of the signed-in screens people use most, Lighthouse's mobile preset. */
export const SIGNED_IN_BUDGETS = { performance: 95, accessibility: 100, 'best-practices': 100 }

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/**
 * Mobile scores of `url` for a signed-in person, each category the median of `runs` runs. The
 * bench signs in (`signIn(page)`, ending on the screen) in a Chromium that listens for a debugger;
 * Lighthouse then drives that same browser, whose profile holds the session (MSAL keeps it in
 * localStorage). Before each run the page's cached code goes (HTTP cache, service worker and its
 * caches) and the tab leaves the app, so every run loads the screen as a first visit would.
 */
export async function signedInScores(url, { runs, chromium, median, signIn }) {
  const profile = mkdtempSync(join(tmpdir(), 'innovation-award-lighthouse-profile-'))
  const port = await freePort()
  const context = await playwright.launchPersistentContext(profile, {
    executablePath: chromium,
    args: [`--remote-debugging-port=${port}`, '--no-sandbox', '--disable-gpu'],
  })
  try {
    const page = await context.newPage()
    await signIn(page)
    const cdp = await context.newCDPSession(page)
    const each = []
    for (let i = 0; i < runs; i += 1) {
      await page.goto('about:blank')
      await cdp.send('Network.clearBrowserCache')
      await cdp.send('Storage.clearDataForOrigin', {
        origin: new URL(url).origin,
        storageTypes: 'service_workers,cache_storage',
      })
      each.push(await runOnce(url, 'mobile', chromium, port))
    }
    return Object.fromEntries(CATEGORIES.map((c) => [c, median(each.map((s) => s[c]))]))
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
}

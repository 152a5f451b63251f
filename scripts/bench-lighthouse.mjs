// The Lighthouse part of `npm run bench`: mobile and desktop scores of `/` (performance,
// accessibility, best practices), for the floor and the app, the median of a few runs each.
// Lighthouse is not a dependency of the project (it would add some 150 packages, 185 MB, to every `npm ci`): the
// bench runs the pinned version through `npx -y`, which fetches it into npm's cache on first use.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const LIGHTHOUSE = 'lighthouse@12.8.2'
const CATEGORIES = ['performance', 'accessibility', 'best-practices']

/** One Lighthouse run of `url` (preset `mobile`, Lighthouse's default, or `desktop`): the scores 0–100 by category. */
function runOnce(url, preset, chromium) {
  const dir = mkdtempSync(join(tmpdir(), 'innovation-award-lighthouse-'))
  try {
    const output = join(dir, 'report.json')
    const result = spawnSync(
      'npx',
      [
        '-y',
        LIGHTHOUSE,
        url,
        ...(preset === 'desktop' ? ['--preset=desktop'] : []),
        `--only-categories=${CATEGORIES.join(',')}`,
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      ],
      {
        env: { ...process.env, CHROME_PATH: chromium },
        stdio: ['ignore', 'ignore', 'pipe'],
        encoding: 'utf8',
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
    return Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((report.categories[c]?.score ?? 0) * 100)]),
    )
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Scores of `url` for both presets, each category the median of `runs` runs. */
export function lighthouseScores(url, { runs, chromium, median }) {
  const scores = {}
  for (const preset of ['mobile', 'desktop']) {
    const each = Array.from({ length: runs }, () => runOnce(url, preset, chromium))
    scores[preset] = Object.fromEntries(CATEGORIES.map((c) => [c, median(each.map((s) => s[c]))]))
  }
  return scores
}

/** The Lighthouse budgets: the least score each preset and category must reach. */
export const LIGHTHOUSE_BUDGETS = {
  mobile: { performance: 95, accessibility: 100, 'best-practices': 100 },
  desktop: { performance: 100, accessibility: 100, 'best-practices': 100 },
}

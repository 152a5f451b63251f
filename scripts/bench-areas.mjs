// The areas part of `npm run bench`: what each signed-in area's first screen downloads from the
// sign-in pick until the browser is idle, that no area downloads another area's screens, and the
// Lighthouse scores of the screens people use most, signed in.
//
// A person opens the area's address signed out, signs in on the demo identity provider's page and
// comes back to the area. From the click on their name, every JS and CSS answer the page receives
// is counted (gzip level 9 of the bytes, as the first visit of `/`), until the network has been
// quiet for a second after the screen has settled. Each area is measured twice: by a browser that
// prefers English, then by one that prefers Indonesian (the app, its messages and the demo sign-in
// page in that language). The app marks in the page's performance timeline
// where it starts fetching the area's other screens ahead (src/app/prefetch-screens.ts): what was
// asked for before the mark is the first screen's, what after is fetched ahead.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { runnerImport } from 'vite'

const EVENT = 'innovation-award'
const KiB = 1024
export const AREA_BUDGETS = { firstScreenBytes: 260 * KiB }
const PREFETCH_MARK = 'prefetch-screens'
const DEWI = 'c0a80001-0000-4000-8000-000000000011'

/**
 * Each area's first screen and who opens it. The jury area is open during scoring periods only: it
 * is measured on demo data seeded in the grand final (period 5).
 */
const FIRST_SCREENS = [
  {
    area: 'committee',
    messages: 'committee',
    path: `/${EVENT}/commitee`,
    title: 'Committee',
    person: 'Siti Rahmawati',
    role: 'Committee',
  },
  {
    area: 'jury',
    messages: 'jury',
    path: `/${EVENT}/jury`,
    title: 'Jury',
    person: 'Dewi Lestari',
    role: 'Jury',
    period: 5,
  },
  {
    area: 'participant',
    messages: 'participant',
    path: `/${EVENT}/participant`,
    title: 'Participant',
    person: 'Andi Pratama',
    role: 'Participant',
  },
  {
    area: 'updates-committee',
    messages: 'updates-committee',
    path: '/innovation-update/commitee',
    title: 'Timeline and innovation updates',
    person: 'Siti Rahmawati',
    role: 'Committee',
  },
  {
    area: 'updates-participant',
    messages: 'updates-participant',
    path: '/innovation-update/participant',
    title: 'My innovation updates',
    person: 'Andi Pratama',
    role: 'Participant',
    // Signing in from a participant area returns to the participant home, so this area is
    // measured from opening its address, signed in.
    fromAddress: true,
  },
]

/** The screens Lighthouse scores, signed in (the participant's Phase 1 entry: Pompa Pintar's proposal). */
const LIGHTHOUSE_SCREENS = [
  {
    name: 'participant home',
    path: `/${EVENT}/participant`,
    person: 'Andi Pratama',
    role: 'Participant',
  },
  {
    name: 'Phase 1 entry',
    path: `/${EVENT}/participant/proposal/1/prop-101/entry`,
    person: 'Andi Pratama',
    role: 'Participant',
  },
  {
    name: 'jury grand-final sheet',
    path: `/${EVENT}/jury/newscore/${DEWI}`,
    person: 'Dewi Lestari',
    role: 'Jury',
    period: 5,
  },
  {
    name: 'committee results',
    path: `/${EVENT}/commitee/vote-result`,
    person: 'Siti Rahmawati',
    role: 'Committee',
  },
]

/**
 * Which areas' screens each built script holds, by file name: the screens are the modules the route
 * table loads lazily (src/app/router.tsx), each placed in its area by src/app/area-chunks.ts; the
 * modules of a script are the sources of its map (dist-maps/, kept out of dist/). Also whose
 * messages it holds: a reader's own file of messages (src/i18n/catalog-parts.ts, `messages-id-jury`)
 * is that reader's, but the sign-in pages', which every first screen passes through.
 */
async function screensByScript(root) {
  const src = join(root, 'src/')
  const { READER_FILES, readerChunkName } = (
    await runnerImport(join(src, 'i18n/catalog-parts.ts'), { configFile: false, logLevel: 'warn' })
  ).module
  const { AREAS } = (
    await runnerImport(join(src, 'app/area-chunks.ts'), {
      configFile: false,
      logLevel: 'warn',
    })
  ).module
  const router = readFileSync(join(src, 'app/router.tsx'), 'utf8')
  const screens = [...router.matchAll(/import\('@\/(app\/routes\/[^']+)'\)/g)].map((m) => m[1])
  const areaOf = (module) => AREAS.find((a) => a.screens.test(module))?.name
  const result = new Map()
  const maps = join(root, 'dist-maps', 'assets')
  for (const file of readdirSync(maps).filter((f) => f.endsWith('.js.map'))) {
    const { sources } = JSON.parse(readFileSync(join(maps, file), 'utf8'))
    const areas = new Set()
    for (const source of sources) {
      const screen = screens.find((s) => source.replace(/\.tsx?$/, '').endsWith(`src/${s}`))
      const area = screen && areaOf(screen)
      if (area) areas.add(area)
    }
    result.set(file.replace(/\.map$/, ''), { areas, messages: new Set() })
  }
  // The readers' files of messages are compiled by the build, with no map.
  for (const file of readdirSync(join(root, 'dist', 'assets'))) {
    // An area's words come in two files (`messages-id-jury-first`, `-rest`): both are the area's.
    const reader = READER_FILES.find((name) =>
      ['en', 'id'].some((language) =>
        new RegExp(`^${readerChunkName(language, name)}-[\\w-]{8}\\.js$`).test(file),
      ),
    )?.split('/')[0]
    if (reader && reader !== 'sign-in')
      result.set(file, { areas: new Set(), messages: new Set([[reader]]) })
  }
  return result
}

/** The languages each first screen is measured in: the browser's preference, and its words. */
async function languages(root) {
  const { textIn } = (
    await runnerImport(join(root, 'tests/browser/messages.ts'), {
      configFile: false,
      logLevel: 'warn',
    })
  ).module
  return [
    { name: 'English', locale: 'en-GB', text: textIn('en') },
    { name: 'Indonesian', locale: 'id-ID', text: textIn('id') },
  ]
}

/** `text` words an English message in the language of the page (the person's role, the button). */
async function signInFrom(page, path, person, role, text = (english) => english) {
  await page.goto(path)
  await page.getByRole('button', { name: text('Sign in with your work account') }).click()
  await page.waitForURL(/\/demo-idp\/authorize/, { timeout: 60_000 })
  return page.getByRole('button', { name: new RegExp(`${person}.*${text(role)}`) })
}

/** Resolves when the screen titled `title` shows, shows no loading state, and its DOM has been still for half a second. */
async function settled(page, title) {
  await page.waitForFunction(
    (end) => {
      const state = (window.__benchSettle ??= { last: performance.now(), watching: false })
      if (!state.watching) {
        state.watching = true
        new MutationObserver(() => (state.last = performance.now())).observe(document, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        })
      }
      const busy = document.querySelector('[aria-busy="true"], .spinner-border')
      return document.title.endsWith(end) && !busy && performance.now() - state.last > 500
    },
    title,
    { timeout: 120_000, polling: 100 },
  )
}

/** One area's first screen from the sign-in pick to idle, in a browser that prefers `language`. */
async function firstScreen(browser, origin, screen, language) {
  const context = await browser.newContext({
    baseURL: origin,
    viewport: { width: 412, height: 823 },
    serviceWorkers: 'block',
    locale: language.locale,
  })
  try {
    const page = await context.newPage()
    const pick = await signInFrom(page, screen.path, screen.person, screen.role, language.text)
    if (screen.fromAddress) {
      await pick.click()
      await page.waitForURL((url) => !/^\/(demo-idp\/|loginSPA$|$)/.test(url.pathname))
    }
    const answers = new Map()
    const pending = []
    let last = Date.now()
    page.on('request', () => (last = Date.now()))
    page.on('response', (response) => {
      last = Date.now()
      const url = new URL(response.url())
      if (url.origin !== origin || !/\.(js|css)$/.test(url.pathname)) return
      pending.push(
        response
          .body()
          .then((body) => answers.set(url.pathname, gzipSync(body, { level: 9 }).length))
          .catch(() => answers.set(url.pathname, 0)),
      )
    })
    if (screen.fromAddress) await page.goto(screen.path)
    else await pick.click()
    await page.waitForURL((url) => url.pathname === screen.path, { timeout: 60_000 })
    await settled(page, language.text(screen.title))
    while (Date.now() - last < 1000) await page.waitForTimeout(100)
    await Promise.all(pending)
    const timeline = await page.evaluate((mark) => {
      const start = performance.getEntriesByName(mark)[0]?.startTime
      return {
        marked: start !== undefined,
        ahead: performance
          .getEntriesByType('resource')
          .filter((entry) => start !== undefined && entry.startTime >= start)
          .map((entry) => new URL(entry.name).pathname),
      }
    }, PREFETCH_MARK)
    const files = [...answers.keys()]
    const ahead = new Set(timeline.ahead.filter((file) => answers.has(file)))
    const sum = (list) => list.reduce((total, file) => total + answers.get(file), 0)
    const first = files.filter((file) => !ahead.has(file))
    return {
      files,
      first,
      ahead: [...ahead],
      bytes: sum(first),
      aheadBytes: sum([...ahead]),
      ...timeline,
    }
  } finally {
    await context.close()
  }
}

/**
 * The areas part: `serve(period)` gives the origin of the app on fresh demo data seeded in that
 * period (1 when left out).
 */
export async function areasBench({ browser, root, serve, row, kib, lighthouse }) {
  const scripts = await screensByScript(root)
  const measured = await languages(root)
  for (const screen of FIRST_SCREENS) {
    for (const language of measured) await firstScreenRows(screen, language)
  }

  async function firstScreenRows(screen, language) {
    const origin = await serve(screen.period ?? 1)
    const result = await firstScreen(browser, origin, screen, language)
    const label = `${screen.area} in ${language.name}`
    row(
      `${label}: first screen JS+CSS gzip from ${screen.fromAddress ? 'its address' : 'the sign-in pick'} (${result.first.length} files)`,
      undefined,
      result.bytes,
      kib,
      AREA_BUDGETS.firstScreenBytes,
    )
    row(
      `${label}: then its other screens, fetched ahead when idle (${result.ahead.length} files)`,
      undefined,
      result.aheadBytes,
      kib,
    )
    // Counted as a failure: without the mark the split between the two rows above is unknown.
    row(
      `${label}: fetching ahead started`,
      undefined,
      result.marked ? 1 : 0,
      (v) => (v ? 'yes' : 'no'),
      1,
      {
        atLeast: true,
      },
    )
    const holds = (file) => scripts.get(file.split('/').pop())
    const foreign = result.files.filter((file) =>
      [...(holds(file)?.areas ?? [])].some((area) => area !== screen.area),
    )
    const foreignMessages = result.files.filter((file) =>
      [...(holds(file)?.messages ?? [])].some((readers) => !readers.includes(screen.messages)),
    )
    row(`${label}: scripts holding another area's screens`, undefined, foreign.length, String, 0)
    row(
      `${label}: files holding another area's messages`,
      undefined,
      foreignMessages.length,
      String,
      0,
    )
    console.log(`${label} first screen: ${result.first.map((f) => f.split('/').pop()).join(', ')}`)
    if (foreign.length) console.log(`${label} loaded other areas' screens: ${foreign.join(', ')}`)
    if (foreignMessages.length)
      console.log(`${label} loaded other areas' messages: ${foreignMessages.join(', ')}`)
  }

  if (!lighthouse) return
  const { signedInScores, SIGNED_IN_BUDGETS } = await import('./bench-lighthouse.mjs')
  for (const screen of LIGHTHOUSE_SCREENS) {
    const origin = await serve(screen.period ?? 1)
    try {
      const scores = await signedInScores(`${origin}${screen.path}`, {
        ...lighthouse,
        signIn: async (page) => {
          const at = `${origin}${screen.path}`
          await (await signInFrom(page, at, screen.person, screen.role)).click()
          await page.waitForURL((url) => !/^\/(demo-idp\/|loginSPA$|$)/.test(url.pathname))
          // The participant's screens return to the participant home after signing in.
          if (new URL(page.url()).pathname !== screen.path) await page.goto(at)
        },
      })
      for (const [category, least] of Object.entries(SIGNED_IN_BUDGETS)) {
        row(
          `${screen.name} Lighthouse mobile ${category}, signed in (median of ${lighthouse.runs})`,
          undefined,
          scores[category],
          String,
          least,
          { atLeast: true },
        )
      }
    } catch (error) {
      console.error(`Lighthouse could not score ${screen.name} signed in:\n${error.message}`)
      row(`${screen.name} Lighthouse signed in`, undefined, NaN, () => 'not run', 0, {
        atLeast: true,
      })
    }
  }
}

/** A fresh data folder for a server of the areas part; removed by the bench's clean-up. */
export function dataFolder(cleanups) {
  const dir = mkdtempSync(join(tmpdir(), 'innovation-award-bench-areas-'))
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

import type { BrowserContext, Locator, Page, Route } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { paths } from '../../src/config/paths'
import {
  baseUrl,
  expectNoAxeViolations,
  newContext,
  resetDemo,
  signIn,
  setUpBrowser,
} from './browser'
import { FAULTS, type Fault } from './fault-screens'

/**
 * The forms of the fault matrix (requirements R15.1): text typed while the server fails in each way
 * is not lost (not even by a reload) and reaches the server once the fault clears. What the server
 * stores is read back from the demo API itself, as the person, not from the screen.
 */
/** Each fault but the 401 (an expired session has its own test below), and the words typed under it, last the request that hangs until the connection finally drops (when the fault clears). */
const FORM_FAULTS: Array<[Exclude<Fault, '401'>, string]> = [
  ['500 problem', ' one'],
  ['500 html', ' two'],
  ['malformed', ' three'],
  ['offline', ' four'],
  ['no answer', ' five'],
]
const TYPED = FORM_FAULTS.map(([, chunk]) => chunk).join('')

// Phase 1 is open: entries, new proposals, feedback and registration all take text.
setUpBrowser(0)

/** A page of a signed-in person, with the demo API at hand as that person (the token the app itself sends). */
async function personPage(context: BrowserContext, name: string, role: string) {
  const page = await context.newPage()
  const headers: Record<string, string> = {}
  page.on('request', (request) => {
    const sent = request.headers()
    if (!new URL(request.url()).pathname.startsWith('/api/')) return
    if (sent.authorization) headers.Authorization = sent.authorization
    if (sent.eventid) headers.EventId = sent.eventid
  })
  await signIn(page, name, role)
  /** The demo API's answer to a GET, as text. */
  const api = async (path: string) => {
    const response = await fetch(`${baseUrl()}/api${path}`, { headers })
    expect(response.status, `GET ${path}`).toBe(200)
    return response.text()
  }
  /** A write as the person (JSON, or multipart for a file); its answer's JSON. */
  const send = async (method: 'POST' | 'PUT', path: string, body?: object | FormData) => {
    const json = body !== undefined && !(body instanceof FormData)
    const response = await fetch(`${baseUrl()}/api${path}`, {
      method,
      headers: json ? { ...headers, 'Content-Type': 'application/json' } : headers,
      body: json ? JSON.stringify(body) : body,
    })
    expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBeLessThan(300)
    return response.json() as Promise<unknown>
  }
  return { page, api, send }
}

/** Every write to the API fails with `fault` until `clear()`, which also drops the hung requests. */
async function faultWrites(page: Page) {
  let current: ((route: Route) => Promise<void> | void) | null = null
  const hung: Route[] = []
  await page.route('**/api/**', (route) => {
    if (!current || route.request().method() === 'GET') return route.continue()
    hung.push(route)
    return current(route)
  })
  return {
    set: (apply: (route: Route) => Promise<void> | void) => (current = apply),
    clear: async () => {
      current = null
      await page.unroute('**/api/**')
      await Promise.all(
        hung.splice(0).map((route) => route.abort('connectionreset').catch(() => undefined)),
      )
    },
  }
}

/**
 * A form that autosaves: under each fault a few more words (and `alsoUnder(fault's index)`, e.g. a
 * score tapped); the status says they are not on the server yet, for the request that hangs that it
 * is still waiting; a reload keeps them; once the fault clears `stored(every word)` finds them on the server.
 */
async function autosaveThroughFaults(
  page: Page,
  field: Locator,
  start: string,
  stored: (text: string) => () => Promise<boolean>,
  alsoUnder?: (index: number) => Promise<void>,
): Promise<void> {
  const status = page.getByRole('status', { name: 'Save status' })
  await field.fill(start)
  await expect.poll(() => status.innerText(), { timeout: 15_000 }).toMatch(/^Saved/)
  const faults = await faultWrites(page)
  for (const [index, [name, chunk]] of FORM_FAULTS.entries()) {
    faults.set(FAULTS[name].apply)
    await alsoUnder?.(index)
    await field.press('End')
    await field.pressSequentially(chunk)
    const says =
      name === 'no answer'
        ? /Still waiting for the server… Your text is kept on this device\./
        : /Not saved|Offline|Saving/
    await expect.poll(() => status.innerText(), { message: name, timeout: 20_000 }).toMatch(says)
  }
  const text = `${start}${TYPED}`
  await page.reload()
  await expect
    .poll(() => field.inputValue(), { message: 'kept through the reload', timeout: 15_000 })
    .toBe(text)
  await faults.clear()
  await expect.poll(stored(text), { timeout: 30_000 }).toBe(true)
  await expect.poll(() => status.innerText(), { timeout: 15_000 }).toMatch(/^Saved/)
}

/**
 * A form that sends on a button: under each fault a few more words are typed and sent; the form
 * keeps them, through a reload too; once the fault clears, sending again stores all of it.
 */
async function sendThroughFaults(
  page: Page,
  field: () => Locator,
  send: string,
  busy: string,
  start: string,
): Promise<string> {
  const button = () => page.getByRole('button', { name: send })
  const faults = await faultWrites(page)
  await field().fill(start)
  for (const [name, chunk] of FORM_FAULTS) {
    faults.set(FAULTS[name].apply)
    await field().press('End')
    await field().pressSequentially(chunk)
    await button().click()
    // The person is told what failed, or, for the request that hangs, the button says it is busy.
    if (name === 'no answer') await page.getByRole('button', { name: busy }).waitFor()
    else
      await expect
        .poll(() => page.locator('#root').innerText(), { message: name, timeout: 15_000 })
        .toMatch(FAULTS[name].expect)
  }
  const text = `${start}${TYPED}`
  await page.reload()
  await expect
    .poll(() => field().inputValue(), { message: 'kept through the reload', timeout: 15_000 })
    .toBe(text)
  await faults.clear()
  await button().click()
  return text
}

describe('forms under every fault', () => {
  it('the proposal entry and the innovation update autosave every word once the fault clears', async () => {
    const context = await newContext()
    const { page, api } = await personPage(context, 'Andi Pratama', 'Participant')
    const onServer = (path: string, text: string) => async () => (await api(path)).includes(text)
    await page.goto(paths.participant.entry.to(1, 'prop-107'))
    await autosaveThroughFaults(
      page,
      page.getByLabel('Idea and solution'),
      'Permits on tablets',
      (text) => onServer('/proposal/prop-107', text),
    )
    // Pompa Pintar's update for this year's first period, written for the first time.
    const update = `prop-101.period-${new Date().getFullYear()}-1`
    await page.goto(paths.updateParticipant.entry.to(update))
    await autosaveThroughFaults(
      page,
      page.getByLabel('Achievements'),
      'Pumps fitted in two plants',
      (text) => onServer(`/innovation-update/${update}`, text),
    )
    await context.close()
  })

  it('feedback, a new proposal (participant and committee) and registration reach the server once the fault clears', async () => {
    const participant = await newContext()
    const andi = await personPage(participant, 'Andi Pratama', 'Participant')
    let page = andi.page

    await page.goto(paths.participant.feedbackCreate.to())
    await page.getByLabel('Subject').fill('Asked while the server failed')
    const question = await sendThroughFaults(
      page,
      () => page.getByLabel('Your question or feedback'),
      'Send to the committee',
      'Sending…',
      'Every word of this',
    )
    await page.waitForURL(
      (url) =>
        /\/participant\/feedback\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith('/create'),
    )
    expect(await andi.api(`/feedback/${new URL(page.url()).pathname.split('/').pop()}`)).toContain(
      question,
    )

    await page.goto(paths.participant.newProposal.to('team-01'))
    await page.getByRole('radio').first().check()
    const title = await sendThroughFaults(
      page,
      () => page.getByLabel('Title'),
      'Start proposal',
      'Starting…',
      'Started in a storm',
    )
    await page.waitForURL((url) => url.pathname.endsWith('/entry'))
    expect(await andi.api(`/proposal/${new URL(page.url()).pathname.split('/').at(-2)}`)).toContain(
      title,
    )
    await participant.close()

    const committee = await newContext()
    const siti = await personPage(committee, 'Siti Rahmawati', 'Committee')
    page = siti.page
    await page.goto(paths.committee.newProposal.to('team-05'))
    await page.getByRole('radio').first().check()
    const committeeTitle = await sendThroughFaults(
      page,
      () => page.getByLabel('Title'),
      'Create proposal',
      'Creating…',
      'Created for Hemat Kas',
    )
    const entryLink = page.getByRole('link', { name: 'Fill in the Phase 1 entry' })
    await entryLink.waitFor()
    const created = (await entryLink.getAttribute('href'))!.split('/').at(-2)
    expect(await siti.api(`/proposal/${created}`)).toContain(committeeTitle)
    await committee.close()

    const newcomer = await newContext()
    const nadia = await personPage(newcomer, 'Nadia Putri', 'Not registered')
    page = nadia.page
    await page.getByLabel('Phone').fill('081234567009')
    await page.getByLabel('T-shirt size').selectOption({ label: 'L — 72 x 53 cm' })
    const unit = await sendThroughFaults(
      page,
      () => page.getByLabel('Unit'),
      'Register',
      'Registering…',
      'Divisi Keuangan',
    )
    await page.getByLabel('Team name').or(page.getByLabel('Team code')).first().waitFor()
    expect(await nadia.api('/auth')).toContain(unit)
    await newcomer.close()
  })
})

/** Andi Pratama's Phase 1 entry of prop-107 open, with `text` typed into the field `label` and saved. */
async function entryTypedAndSaved(label: string, text: string) {
  const context = await newContext()
  const { page, api } = await personPage(context, 'Andi Pratama', 'Participant')
  const entry = paths.participant.entry.to(1, 'prop-107')
  await page.goto(entry)
  const field = page.getByLabel(label)
  const status = page.getByRole('status', { name: 'Save status' })
  await field.fill(text)
  await expect.poll(() => status.innerText(), { timeout: 15_000 }).toMatch(/^Saved/)
  return { context, page, api, entry, field, status }
}

describe('an expired session while typing', () => {
  it('the form says so and offers to sign in again; after the round trip the same form has every character and the server has it', async () => {
    const { context, page, api, entry, field, status } = await entryTypedAndSaved(
      'Background and problem',
      'Typed before the session ended.',
    )

    // From now on the API says the session has ended, until the person signs in again.
    let ended = true
    await page.route('**/api/**', (route) =>
      ended ? FAULTS['401'].apply(route) : route.fallback(),
    )
    await field.press('End')
    await field.pressSequentially(' And this, as it ran out')
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Your session has expired — sign in again.' })
    await alert.waitFor()
    // Still in the form, still typing.
    expect(new URL(page.url()).pathname).toBe(entry)
    await field.pressSequentially(', and after.')
    const typed = 'Typed before the session ended. And this, as it ran out, and after.'

    // One click goes to the identity provider (no second "Sign in again" on /login).
    await alert.getByRole('button', { name: 'Sign in again' }).click()
    ended = false
    await page.waitForURL((url) => url.pathname !== entry)
    // The demo identity provider may ask who signs in, or let the known account straight back.
    await page.waitForURL((url) => url.pathname.startsWith('/demo-idp') || url.pathname === entry)
    if (new URL(page.url()).pathname.startsWith('/demo-idp'))
      await page.getByRole('button', { name: /Andi Pratama.*Participant/ }).click()
    await page.waitForURL((url) => url.pathname === entry)
    await expect.poll(() => field.inputValue(), { timeout: 15_000 }).toBe(typed)
    await expect
      .poll(async () => (await api('/proposal/prop-107')).includes(typed), { timeout: 30_000 })
      .toBe(true)
    await expect.poll(() => status.innerText(), { timeout: 15_000 }).toMatch(/^Saved/)
    await context.close()
  })
})

describe('an expired token while offline', () => {
  it('is a network problem, not a sign-in bounce: the screens say so, the draft stays, and it reaches the server once back online', async () => {
    const { context, page, api, field, status } = await entryTypedAndSaved(
      'Unit or location',
      'Typed online.',
    )

    // Two hours on (the demo's tokens last one): the access token has expired, and renewing it needs the network.
    await page.clock.setSystemTime(Date.now() + 2 * 3600_000)
    await context.setOffline(true)
    await field.press('End')
    await field.pressSequentially(' Typed offline.')
    await expect
      .poll(() => status.innerText(), { timeout: 15_000 })
      .toMatch(/^Offline — kept on this device/)
    // Another screen asks the API: the token cannot be renewed offline, which is the network's fault.
    await page.getByRole('navigation').getByRole('link', { name: 'Feedback' }).click()
    // The screen first: the entry's own offline status matches the message too.
    await expect
      .poll(() => new URL(page.url()).pathname, { timeout: 30_000 })
      .toBe(paths.participant.feedback.to())
    await expect
      .poll(() => page.locator('#root').innerText(), { timeout: 30_000 })
      .toMatch(FAULTS.offline.expect)
    expect(await page.locator('#root').innerText()).not.toMatch(/session has (ended|expired)/)

    await page.goBack()
    await expect
      .poll(() => field.inputValue(), { timeout: 15_000 })
      .toBe('Typed online. Typed offline.')
    // Back online, the expired token is renewed (so it had expired) and the draft is sent.
    const renewed = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/demo-idp/token',
      { timeout: 30_000 },
    )
    await context.setOffline(false)
    await renewed
    await expect
      .poll(
        async () => (await api('/proposal/prop-107')).includes('Typed online. Typed offline.'),
        { timeout: 30_000 },
      )
      .toBe(true)
    await expect.poll(() => status.innerText(), { timeout: 15_000 }).toMatch(/^Saved/)
    await context.close()
  })
})

describe('the jury score sheet and the grand-final sheet under every fault', () => {
  const DEWI = 'c0a80001-0000-4000-8000-000000000011'
  const FINALIST = 'prop-101'

  it('keep every score and word a judge gives, say so, and the server has them all once the fault clears', async () => {
    // The grand final runs, and Pompa Pintar's proposal becomes a finalist with Dewi Lestari as its judge (through the API, as the committee).
    await resetDemo(4)
    const committee = await newContext()
    const siti = await personPage(committee, 'Siti Rahmawati', 'Committee')
    // Her home loaded: the app has sent the token and the event's id that the calls below reuse.
    await siti.page.getByRole('heading', { level: 1, name: 'Committee' }).waitFor()
    const proposal = JSON.parse(await siti.api(`/proposal/${FINALIST}`)) as {
      value: { entries: { 2: { version: number } } }
    }
    const members = ['21', '22'].map((n) => `c0a80001-0000-4000-8000-0000000000${n}`)
    await siti.send('PUT', `/proposal/${FINALIST}/phase/2`, {
      version: proposal.value.entries[2].version,
      fields: {
        progress: 'Sensors on four pumps.',
        pilotResults: 'Two faults flagged early.',
        investment: 380_000_000,
        yearlyBenefit: 900_000_000,
        paybackMonths: 6,
        risks: 'Sensor theft: fenced.',
        shirtSizes: Object.fromEntries(members.map((id) => [id, 'M'])),
      },
    })
    const upload = new FormData()
    upload.set('kind', 'presentation')
    upload.set('phase', '2')
    upload.set('file', new Blob(['%PDF-1.4 slides'], { type: 'application/pdf' }), 'slides.pdf')
    await siti.send('POST', `/proposal/${FINALIST}/attachment`, upload)
    await siti.send('POST', `/proposal/${FINALIST}/phase/2/finalize`)
    await siti.send('POST', `/proposal/${FINALIST}/phase/2/approve`)
    // Nobody scored its Phase 2 entry: the committee advances it by an override.
    await siti.send('POST', `/proposal/${FINALIST}/advance`, { override: true })
    const [sheet] = (await siti.send('PUT', `/judge/assignment/${FINALIST}/3`, {
      juryIds: [DEWI],
    })) as Array<{ juryDetailId: string }>
    await committee.close()

    const context = await newContext({ phone: true })
    const { page, api } = await personPage(context, 'Dewi Lestari', 'Jury')
    /** What the server holds of the sheet: each score, and the overall comment has `text`. */
    const stored = (scores: number[]) => (text: string) => async () => {
      const held = JSON.parse(await api(`/score/${sheet!.juryDetailId}`)) as {
        value: { scores: Array<{ score: number | null }>; overallComment: string }
      }
      return (
        held.value.overallComment === text &&
        held.value.scores.map((s) => s.score).join() === scores.join()
      )
    }
    const CRITERIA = ['Impact', 'Scalability', 'Presentation and answers']

    // The full score sheet: a score typed under each of the first three faults.
    await page.goto(paths.jury.proposal.to(FINALIST, sheet!.juryDetailId))
    await autosaveThroughFaults(
      page,
      page.getByLabel('Overall comment'),
      'Strong pitch.',
      stored([8, 7, 9]),
      async (index) => {
        if (index < CRITERIA.length)
          await page
            .getByRole('spinbutton', { name: `${CRITERIA[index]} score` })
            .fill(String([8, 7, 9][index]))
      },
    )

    // The grand-final sheet on the phone: a score tapped under each of the first three faults.
    await page.goto(paths.jury.newScore.to(DEWI))
    const card = page.getByRole('form', { name: /^Scores for / })
    await card.waitFor()
    await expectNoAxeViolations(page, 'the grand-final sheet on a phone')
    await autosaveThroughFaults(
      page,
      card.getByLabel('Overall comment'),
      'Answers were sharp.',
      stored([6, 10, 5]),
      async (index) => {
        if (index < CRITERIA.length)
          await card
            .getByRole('group', { name: new RegExp(`^${CRITERIA[index]}`) })
            .getByText(String([6, 10, 5][index]), { exact: true })
            .click()
      },
    )
    await context.close()
  })
})

describe('a question sent as the session ended', () => {
  it('is not sent silently after signing in again: the form says it was not sent, and sends it once when asked', async () => {
    const context = await newContext()
    const { page, api } = await personPage(context, 'Andi Pratama', 'Participant')
    const create = paths.participant.feedbackCreate.to()
    const subject = 'Asked as the session ended'
    await page.goto(create)
    await page.getByLabel('Subject').fill(subject)
    await page.getByLabel('Your question or feedback').fill('Is the camp in July?')

    // Sending meets an ended session: the app goes to sign in again.
    let ended = true
    await page.route('**/api/feedback', (route) =>
      ended && route.request().method() === 'POST' ? FAULTS['401'].apply(route) : route.fallback(),
    )
    await page.getByRole('button', { name: 'Send to the committee' }).click()
    await page.waitForURL((url) => url.pathname === paths.login.to())
    ended = false
    await page.getByRole('button', { name: 'Sign in again' }).click()
    await page.waitForURL((url) => url.pathname.startsWith('/demo-idp') || url.pathname === create)
    if (new URL(page.url()).pathname.startsWith('/demo-idp'))
      await page.getByRole('button', { name: /Andi Pratama.*Participant/ }).click()
    await page.waitForURL((url) => url.pathname === create)

    // Back on the form: said plainly, the text kept, and nothing sent on its own.
    const notice = page
      .getByRole('alert')
      .filter({ hasText: 'Your question was not sent: the session had ended. Send it now?' })
    await notice.waitFor()
    expect(await page.getByLabel('Subject').inputValue()).toBe(subject)
    const count = async () => (await api('/feedback')).split(subject).length - 1
    expect(await count()).toBe(0)

    await notice.getByRole('button', { name: 'Send it now' }).click()
    await page.getByRole('heading', { level: 1, name: subject }).waitFor()
    expect(await count()).toBe(1)
    await context.close()
  })
})

describe('a question sent offline in one tab, seen from another', () => {
  it('the other tab says it is on its way from there; once that tab closes, that it was not sent, and sends it once when asked', async () => {
    // No service worker: Playwright's offline mode does not reach a worker's own requests.
    const context = await newContext({ serviceWorkers: 'block' })
    const { page: first, api } = await personPage(context, 'Andi Pratama', 'Participant')
    const create = paths.participant.feedbackCreate.to()
    const subject = 'Asked on the train'
    await first.goto(create)
    await first.getByLabel('Subject').fill(subject)
    await first.getByLabel('Your question or feedback').fill('Is the camp in July?')
    const second = await context.newPage()
    await second.goto(create)
    await expect.poll(() => second.getByLabel('Subject').inputValue()).toBe(subject)

    await context.setOffline(true)
    await first.getByRole('button', { name: 'Send to the committee' }).click()
    await first.getByRole('button', { name: /Waiting for the connection/ }).waitFor()
    await second
      .getByRole('status')
      .filter({ hasText: 'Another tab or window of this browser is waiting for the connection' })
      .waitFor()
    expect(await second.getByText(/Your question was not sent/).count()).toBe(0)

    // The waiting tab is closed before the connection comes back: its send goes with it.
    await first.close()
    const notice = second.getByRole('alert').filter({
      hasText:
        'Your question was not sent: the page was closed while it waited for the connection. Send it now?',
    })
    await notice.waitFor()
    const count = async () => (await api('/feedback')).split(subject).length - 1
    expect(await count()).toBe(0)
    await context.setOffline(false)
    await notice.getByRole('button', { name: 'Send it now' }).click()
    await second.getByRole('heading', { level: 1, name: subject }).waitFor()
    expect(await count()).toBe(1)
    await context.close()
  })
})

describe('two tabs of one person on one entry', () => {
  it('edits to different fields both reach the server without a question; the same field shows both texts, and the chosen one is saved', async () => {
    // The entry is written in Phase 1: a test before this one in the file moves the award on.
    await resetDemo(0)
    const context = await newContext({ phone: true })
    const { page: tabA, api } = await personPage(context, 'Andi Pratama', 'Participant')
    const entry = paths.participant.entry.to(1, 'prop-107')
    await tabA.goto(entry)
    const tabB = await context.newPage()
    await tabB.goto(entry)
    const statusOf = (page: Page) => page.getByRole('status', { name: 'Save status' })
    const saved = async (page: Page) =>
      expect.poll(() => statusOf(page).innerText(), { timeout: 15_000 }).toMatch(/^Saved/)
    const onServer = async () => (await api('/proposal/prop-107')).toString()
    await tabA.getByLabel('What is new').waitFor()
    await tabB.getByLabel('Expected benefits').waitFor()

    // Tab A changes one field, tab B (opened on the same version) another.
    await tabA.getByLabel('What is new').fill('New in tab A.')
    await saved(tabA)
    await tabB.getByLabel('Expected benefits').fill('Benefit typed in tab B.')
    await saved(tabB)
    const both = await onServer()
    expect(both).toContain('New in tab A.')
    expect(both).toContain('Benefit typed in tab B.')
    for (const page of [tabA, tabB])
      expect(
        await page.getByRole('heading', { name: 'This entry was also changed elsewhere' }).count(),
      ).toBe(0)

    // Both change the same field: tab A's reaches the server first; tab B shows both texts.
    await tabA.getByLabel('What is new').fill('Novelty written in tab A.')
    await saved(tabA)
    await tabB.getByLabel('What is new').fill('Novelty written in tab B.')
    const choice = tabB.getByRole('group', { name: 'What is new' })
    await choice.waitFor({ timeout: 15_000 })
    await choice
      .getByRole('radio', { name: /^Keep my text \(on this device\) Novelty written in tab B\.$/ })
      .waitFor()
    await choice
      .getByRole('radio', {
        name: /^Use the saved text \(version \d+\) Novelty written in tab A\.$/,
      })
      .waitFor()
    await expectNoAxeViolations(tabB, 'the choice between two texts of a field')
    await choice.getByRole('radio', { name: /^Keep my text/ }).check()
    await tabB.getByRole('button', { name: 'Save my choice' }).click()
    await saved(tabB)
    await expect.poll(onServer, { timeout: 15_000 }).toContain('Novelty written in tab B.')
    const final = await onServer()
    expect(final).not.toContain('Novelty written in tab A.')
    expect(final).toContain('Benefit typed in tab B.')
    await context.close()
  })
})

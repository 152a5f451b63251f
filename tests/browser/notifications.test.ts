import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, expectNoAxeViolations, newContext, setUpBrowser, signIn } from './browser'

setUpBrowser(0)

const TITLE = 'Automatic bank reconciliation'
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(20_000, 7)])

/** The demo API as the person signed in on `page` (the token and event id the app itself sends). */
function apiOf(page: Page) {
  const headers: Record<string, string> = {}
  page.on('request', (request) => {
    const sent = request.headers()
    if (!new URL(request.url()).pathname.startsWith('/api/')) return
    if (sent.authorization) headers.Authorization = sent.authorization
    if (sent.eventid) headers.EventId = sent.eventid
  })
  /** One call; answers the `value` of its answer. */
  const call = async (method: string, path: string, body?: unknown) => {
    const form = body instanceof FormData
    const response = await fetch(`${baseUrl()}/api${path}`, {
      method,
      headers: {
        ...headers,
        ...(body === undefined || form ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    })
    expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBeLessThan(300)
    return ((await response.json()) as { value: Record<string, unknown> }).value
  }
  return Object.assign(call, {
    /** The registration screen names no event: the event's id, as the areas send it. */
    event: async () => {
      headers.EventId = String((await call('GET', '/Event/Url/innovation-award')).id)
    },
  })
}

/**
 * What the participant journey does through the screens (participant.test.ts), done through the
 * API to reach the point this test is about: Nadia registered, leads a team, and her Phase 1
 * entry is finalized. Answers the proposal's id.
 */
async function nadiaFinalizesAnEntry(api: ReturnType<typeof apiOf>): Promise<string> {
  await api.event()
  await api('POST', '/registration', {
    name: 'Nadia Putri',
    unit: 'Divisi Keuangan',
    phone: '081234567001',
    shirtSize: 'M',
  })
  const team = await api('POST', '/team', { name: 'Kas Cerdas' })
  const proposal = await api('POST', '/proposal', { teamId: team.id, category: 2, title: TITLE })
  const id = String(proposal.id)
  const poster = new FormData()
  poster.append('file', new Blob([PNG], { type: 'image/png' }), 'poster.png')
  poster.append('kind', 'poster')
  poster.append('phase', '1')
  await api('POST', `/proposal/${id}/attachment`, poster)
  const current = await api('GET', `/proposal/${id}`)
  await api('PUT', `/proposal/${id}/phase/1`, {
    fields: {
      background: 'Month-end closing takes nine days because bank statements are matched by hand.',
      solution: 'Match statements to the ledger automatically and show only the exceptions.',
      novelty: 'Rules learnt from past matches instead of fixed ones.',
      benefits: 'Closing in three days; fewer errors.',
      estimatedValue: 450_000_000,
      implementationPlan: 'Pilot on two accounts, then every account.',
      location: 'Divisi Keuangan',
    },
    version: (current.entries as Record<string, { version: number }>)['1']!.version,
  })
  await api('POST', `/proposal/${id}/phase/1/finalize`)
  return id
}

describe('notifications, in a browser', () => {
  it('the committee approves Nadia’s entry: she sees it under the bell, follows it to her entry, and the e-mail is in the demo mailbox', async () => {
    const nadiaContext = await newContext({ phone: true })
    const nadia = await nadiaContext.newPage()
    const api = apiOf(nadia)
    await signIn(nadia, 'Nadia Putri', 'Not registered')
    await nadia.waitForURL('**/registration')
    await nadia.getByLabel('Full name').waitFor()
    const id = await nadiaFinalizesAnEntry(api)

    // Nadia wants approvals by e-mail too (off until chosen): her profile, from the user menu.
    await nadia.goto('/innovation-award/participant')
    await nadia.getByRole('button', { name: 'Menu' }).click()
    await nadia.getByRole('button', { name: /Nadia Putri/ }).click()
    await nadia.getByRole('button', { name: 'Profile and e-mail notifications' }).click()
    const profile = nadia.getByRole('dialog', { name: 'Your profile' })
    await profile.getByRole('checkbox', { name: 'An entry of your team approved' }).check()
    await profile.getByRole('button', { name: 'Save e-mail choices' }).click()
    await profile.getByText('Your e-mail choices are saved.').waitFor()
    await expectNoAxeViolations(nadia, 'the profile with its e-mail choices')
    await profile.getByRole('button', { name: 'Close' }).first().click()
    await profile.waitFor({ state: 'detached' })

    // Siti Rahmawati approves it on Proposals → Phase 1.
    const committeeContext = await newContext()
    const siti = await committeeContext.newPage()
    await signIn(siti, 'Siti Rahmawati', 'Committee')
    await siti.goto('/innovation-award/commitee/proposals/phase/1')
    await siti.getByRole('button', { name: `Approve "${TITLE}"` }).click()
    const dialog = siti.getByRole('dialog', { name: 'Approve' })
    await dialog.getByRole('button', { name: 'YES', exact: true }).click()
    await dialog.waitFor({ state: 'detached' })
    await siti.getByRole('button', { name: `Approve "${TITLE}"` }).waitFor({ state: 'detached' })
    // The committee was told of the entry waiting for review: approving it has read that for Siti;
    // of her own approval, nothing.
    await expect
      .poll(() => siti.getByRole('button', { name: /^Notifications, / }).getAttribute('aria-label'))
      .toBe('Notifications, none unread')
    await siti.getByRole('button', { name: /^Notifications, / }).click()
    await siti.getByText(/finalized its Phase 1 entry/).waitFor()
    await committeeContext.close()

    // Nadia, on her phone: the bell counts it (after a reload, as when she comes back later).
    await nadia.reload()
    const bell = nadia.getByRole('button', { name: 'Notifications, 1 unread' })
    await bell.waitFor()
    // The count sits on the bell: the menu button stays on the bar's first line beside it.
    const toggle = (await nadia.locator('.navbar-toggler').boundingBox())!
    const bellBox = (await bell.boundingBox())!
    expect(toggle.y, 'the menu button beside the bell').toBeLessThan(bellBox.y + bellBox.height)
    await bell.click()
    const approved = nadia.getByRole('link', { name: /Your Phase 1 entry was approved/ })
    await approved.waitFor()
    await expectNoAxeViolations(nadia, 'the notification list')
    await approved.click()
    await nadia.waitForURL(`**/innovation-award/participant/proposal/1/${id}/view`)
    await nadia.getByRole('heading', { level: 1, name: new RegExp(TITLE) }).waitFor()
    await nadia.getByRole('button', { name: 'Notifications, none unread' }).waitFor()
    await nadiaContext.close()

    // The demo mailbox, as a newcomer opens it from the demo sign-in page.
    const mailContext = await newContext()
    const mailbox = await mailContext.newPage()
    await mailbox.goto('/login')
    await mailbox.getByRole('button', { name: 'Sign in with your work account' }).click()
    await mailbox.waitForURL(/\/demo-idp\/authorize/)
    await mailbox
      .getByRole('link', { name: 'Demo mailbox: every e-mail the demo sent, by recipient' })
      .click()
    await mailbox.getByRole('heading', { level: 1, name: 'E-mails the demo sent' }).waitFor()
    await mailbox.getByRole('link', { name: 'Nadia Putri (1 e-mail)' }).click()
    const heading = mailbox.getByRole('heading', { level: 2, name: /^Nadia Putri </ })
    expect(await heading.textContent()).toMatch(/^Nadia Putri <[^>]+@[^>]+>$/)
    const mail = mailbox.locator('article.mail')
    await expect.poll(() => mail.count()).toBe(1)
    // In Nadia's language: the English she reads the app in (her browser's), which her account took
    // when she signed in, with the link to the exact screen.
    expect(await mail.getByRole('heading', { level: 3 }).textContent()).toBe(
      'Your Phase 1 entry was approved',
    )
    expect(await mail.getByRole('link', { name: 'Open it in the app' }).getAttribute('href')).toBe(
      `${baseUrl()}/innovation-award/participant/proposal/1/${id}/view`,
    )
    await expectNoAxeViolations(mailbox, 'the demo mailbox')
    await mailContext.close()
  })
})

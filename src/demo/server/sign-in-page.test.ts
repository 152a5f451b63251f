// @vitest-environment node
import { bypass } from 'msw'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_CLIENT_ID } from '@/config/demo-auth'
import { type LoopbackDemo, startLoopbackDemo } from '@/testing/demo-loopback'

// The demo's sign-in page as the demo middleware serves it, with the seed's people.

let demo: LoopbackDemo

beforeAll(async () => {
  demo = await startLoopbackDemo()
})

afterAll(() => demo.close())

/** The sign-in page's HTML. */
async function signInPage(): Promise<string> {
  const params = new URLSearchParams({
    client_id: DEMO_CLIENT_ID,
    redirect_uri: `${demo.base}/`,
    response_type: 'code',
    scope: 'openid profile',
    code_challenge: 'x'.repeat(43),
    code_challenge_method: 'S256',
    state: 'state-1',
  })
  const page = await fetch(bypass(`${demo.base}/demo-idp/authorize?${params}`))
  expect(page.status).toBe(200)
  return page.text()
}

/** The text of each person's button on the sign-in page. */
async function signInButtons(): Promise<string[]> {
  const html = await signInPage()
  return [...html.matchAll(/<span class="person-name">([^<]*)<\/span>/g)].map((match) =>
    match[1]!.replace(/&amp;/g, '&'),
  )
}

describe('the demo sign-in page', () => {
  it('shows each person with their role as a person reads it', async () => {
    const buttons = await signInButtons()
    expect(buttons).toEqual(
      expect.arrayContaining([
        'Siti Rahmawati — Committee',
        'Dewi Lestari — Jury',
        'Andi Pratama — Participant',
        'Nadia Putri — Not registered',
      ]),
    )
    expect(buttons.filter((label) => label.includes('Commitee'))).toEqual([])
  })

  it('links to the demo mailbox, where every e-mail the demo sent can be read', async () => {
    const html = await signInPage()
    const link = /<a href="(\/demo-mailbox\?lang=en)">([^<]*)<\/a>/.exec(html)
    expect(link?.[2]).toBe('Demo mailbox: every e-mail the demo sent, by recipient')
    const mailbox = await fetch(bypass(`${demo.base}${link![1]}`))
    expect(mailbox.status).toBe(200)
    expect(await mailbox.text()).toContain('<h1>E-mails the demo sent</h1>')
  })
})

import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, expectNoAxeViolations, newContext, setUpBrowser } from './browser'

// The built app reads its configuration at start from /config.json beside index.html. The preview
// server answers the demo's; a test answers its own with a route.

setUpBrowser(0)

const ERROR_HEADING = 'The app is not configured correctly'

/** Answers /config.json with `body` (a string as it is, anything else as JSON), or with a 404 when `body` is null. */
async function serveConfig(
  target: Page | BrowserContext,
  body: unknown,
  contentType = 'application/json',
): Promise<void> {
  await target.unroute('**/config.json')
  await target.route('**/config.json', (route) =>
    body === null
      ? route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' })
      : route.fulfill({
          status: 200,
          contentType,
          body: typeof body === 'string' ? body : JSON.stringify(body),
        }),
  )
}

const problemsShown = (page: Page) => page.getByRole('listitem').allInnerTexts()

describe('configuration read at start from /config.json', () => {
  it('the demo servers answer a file that asks for the demo, and the app starts with it', async () => {
    const response = await fetch(`${baseUrl()}/config.json`)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await response.json()).toEqual({ demo: true })

    const context = await newContext({ serviceWorkers: 'block' })
    const page = await context.newPage()
    await page.goto('/login')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign in')
    await page.getByRole('button', { name: 'Sign in with your work account' }).click()
    await page.waitForURL(/\/demo-idp\/authorize/)
    await context.close()
  })

  it('a missing file: the page names it, on a phone, and passes axe; the landing painted from the HTML is replaced', async () => {
    const context = await newContext({ phone: true, serviceWorkers: 'block' })
    const page = await context.newPage()
    await serveConfig(page, null)
    await page.goto('/')
    await page.getByRole('heading', { level: 1, name: ERROR_HEADING }).waitFor()
    expect(await problemsShown(page)).toEqual([
      '/config.json is missing: place it beside index.html (config.example.json, also there, shows every setting)',
    ])
    expect(await page.getByRole('heading', { name: 'Categories' }).count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Sign in with your work account' }).count()).toBe(
      0,
    )
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await expectNoAxeViolations(page, 'configuration page')
    await context.close()
  })

  it('a host that answers every path with index.html: the file is named as missing, not read as a page', async () => {
    const context = await newContext({ serviceWorkers: 'block' })
    const page = await context.newPage()
    await serveConfig(
      page,
      '<!doctype html><html><body><div id="root"></div></body></html>',
      'text/html',
    )
    await page.goto('/login')
    await page.getByRole('heading', { level: 1, name: ERROR_HEADING }).waitFor()
    expect(await problemsShown(page)).toEqual([
      '/config.json is missing: place it beside index.html (config.example.json, also there, shows every setting)',
    ])
    await context.close()
  })

  it('a malformed or incomplete file: each problem is named, and the app does not start half-configured', async () => {
    const context = await newContext({ serviceWorkers: 'block' })
    const page = await context.newPage()
    await serveConfig(page, '{ "demo": true, }')
    await page.goto('/login')
    await page.getByRole('heading', { level: 1, name: ERROR_HEADING }).waitFor()
    expect(await problemsShown(page)).toEqual([
      expect.stringMatching(/^\/config\.json is not valid JSON \(.+\)$/),
    ])

    await serveConfig(page, {
      clientId: '11111111-2222-3333-4444-555555555555',
      apiBaseUrl: 'http://api.example.org',
      titel: 'Award',
    })
    await page.reload()
    await page.getByRole('heading', { level: 1, name: ERROR_HEADING }).waitFor()
    expect(await problemsShown(page)).toEqual([
      'titel is not a setting (check its spelling against config.example.json)',
      'tenantId is missing',
      'apiScope is missing',
      'apiBaseUrl must be an https URL, or empty for the same origin',
      'assessmentRubricsUrl is missing',
      'posterTemplateUrl is missing',
      'presentationTemplateUrl is missing',
    ])

    // No client id and no demo asked for: not a silent demo.
    await serveConfig(page, {})
    await page.reload()
    await page.getByRole('heading', { level: 1, name: ERROR_HEADING }).waitFor()
    expect(await problemsShown(page)).toEqual([
      'clientId is missing (to run the embedded demo instead, set demo to true)',
    ])
    expect(await page.getByRole('heading', { level: 1, name: 'Sign in' }).count()).toBe(0)
    await context.close()
  })

  it('in Indonesian: the page and each problem read in it, the settings by their own names', async () => {
    const context = await newContext({ language: 'id', serviceWorkers: 'block' })
    const page = await context.newPage()
    await serveConfig(page, { clientId: 'not-a-guid', demo: 'yes' })
    await page.goto('/login')
    await page
      .getByRole('heading', { level: 1, name: 'Aplikasi belum dikonfigurasi dengan benar' })
      .waitFor()
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('id')
    expect(await problemsShown(page)).toEqual([
      'demo harus true atau false (tanpa tanda kutip)',
      'clientId harus berupa ID aplikasi (klien), sebuah GUID',
      'tenantId belum diisi',
      'apiScope belum diisi',
      'assessmentRubricsUrl belum diisi',
      'posterTemplateUrl belum diisi',
      'presentationTemplateUrl belum diisi',
    ])

    await serveConfig(page, null)
    await page.reload()
    await page
      .getByRole('heading', { level: 1, name: 'Aplikasi belum dikonfigurasi dengan benar' })
      .waitFor()
    expect(await problemsShown(page)).toEqual([
      '/config.json tidak ada: letakkan di sebelah index.html (config.example.json, yang juga ada di sana, menunjukkan setiap pengaturan)',
    ])
    await expectNoAxeViolations(page, 'configuration page in Indonesian')
    await context.close()
  })

  it('in Indonesian, the server cannot be reached and the device has no copy: the start failure says so in Indonesian, on a phone, and passes axe', async () => {
    const context = await newContext({ language: 'id', phone: true, serviceWorkers: 'block' })
    const page = await context.newPage()
    await page.route('**/config.json', (route) => route.abort('internetdisconnected'))
    await page.goto('/')
    await page.getByRole('heading', { level: 1, name: 'Aplikasi tidak dapat dimulai' }).waitFor()
    expect(await page.getByRole('main').getByRole('paragraph').allInnerTexts()).toEqual([
      'Pengaturan aplikasi (/config.json) tidak dapat dimuat: server tidak dapat dihubungi, dan perangkat ini tidak menyimpan salinan dari kunjungan sebelumnya. Muat ulang halaman untuk mencoba lagi.',
    ])
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('id')
    // The landing painted from the HTML is gone.
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await expectNoAxeViolations(page, 'start failure in Indonesian')
    await context.close()
  })

  it('with the service worker: a change of the file on the server takes effect on the next start, and an offline start uses the last one read', async () => {
    const context = await newContext()
    const page = await context.newPage()
    const landingTitle = () => page.getByRole('heading', { level: 1 }).textContent()
    await serveConfig(context, { demo: true, titlePrefix: 'Award (test)' })
    await page.goto('/')
    await expect.poll(landingTitle).toBe('Award (test)')
    // The first visit installs the worker, which then takes control of the page (clientsClaim).
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, {
      timeout: 30_000,
    })

    await serveConfig(context, { demo: true, titlePrefix: 'Award (changed)' })
    await page.reload()
    await expect.poll(landingTitle).toBe('Award (changed)')

    // Offline, nothing answers: the server's own file (the demo's, with the default title) is out of reach too.
    await context.unroute('**/config.json')
    await context.setOffline(true)
    await page.reload()
    await expect.poll(landingTitle).toBe('Award (changed)')
    await expect.poll(() => page.title()).toMatch(/^Award \(changed\)/)
    await context.close()
  })
})

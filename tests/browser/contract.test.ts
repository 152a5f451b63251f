import { execFile } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { baseUrl, expectNoAxeViolations, newContext, setUpBrowser, signIn } from './browser'

setUpBrowser(0)

describe('the API contract', () => {
  it('is served where Swashbuckle puts it, and published with the build', async () => {
    const response = await fetch(`${baseUrl()}/swagger/v1/swagger.json`)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
    const served = (await response.json()) as {
      openapi: string
      paths: Record<string, Record<string, { operationId: string }>>
    }
    expect(served.openapi).toBe('3.1.0')
    expect(served.paths['/api/team/{id}']?.get?.operationId).toBe('getTeam')

    const file = resolve('dist/swagger/v1/swagger.json')
    expect(existsSync(file)).toBe(true)
    const published = JSON.parse(readFileSync(file, 'utf8')) as typeof served
    expect(Object.keys(published.paths)).toEqual(Object.keys(served.paths))
  })

  it('reads as a reference at /swagger, on a phone, under the Content-Security-Policy, and passes axe', async () => {
    const context = await newContext({ phone: true })
    const page = await context.newPage()
    await page.goto('/swagger')
    await expect
      .poll(() => page.getByRole('heading', { name: /Innovation Award API/ }).count(), {
        timeout: 60_000,
      })
      .toBe(1)
    // Each operation is listed with its id and summary.
    await page.getByText('getTeam', { exact: true }).waitFor()
    await page.getByText('One team with its members').waitFor()
    // Nothing reaches past the right edge of a 390 px screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

    // Swagger UI's markup, as this page completes it, passes axe: the list, an operation opened
    // and tried out (its body, its answer's schema), the schemas and the authorisation dialog.
    await expectNoAxeViolations(page, '/swagger')
    await page.locator('#operations-Proposals-createProposal .opblock-summary-control').click()
    await page.getByRole('button', { name: 'Try it out' }).click()
    await page.getByRole('textbox', { name: 'Request body' }).waitFor()
    await page.getByRole('tab', { name: 'Schema' }).first().click()
    await page.locator('section.models .json-schema-2020-12-expand-deep-button').first().click()
    await expectNoAxeViolations(page, '/swagger with an operation opened and tried out')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.getByRole('button', { name: 'Authorize' }).first().click()
    await page.getByRole('dialog', { name: 'Available authorizations' }).waitFor()
    await expectNoAxeViolations(page, 'the authorisation dialog of /swagger')
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click()
    // The renderer is this page's alone: the app's own page never loads it.
    await page.goto('/')
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    )
    expect(scripts.filter((name) => name.includes('swagger'))).toEqual([])
    await context.close()
  })

  it('npm run contract finds every read-only operation of the demo server conformant', async () => {
    // A real token of the demo's sign-in, as the app sends it on its own calls.
    const context = await newContext()
    const page = await context.newPage()
    const sent = page.waitForRequest(
      (request) => request.url().includes('/api/') && !!request.headers()['authorization'],
    )
    await signIn(page, 'Siti Rahmawati', 'Committee')
    const token = (await sent).headers()['authorization']!.replace(/^Bearer /, '')
    await context.close()

    // The command as a backend team runs it, against the demo's server over HTTP.
    // It exits with 1 when anything is not conformant: the report is then the failure's message.
    const { stdout, code } = await promisify(execFile)(
      process.execPath,
      ['scripts/contract.mjs', '--base-url', baseUrl(), '--token', token],
      { maxBuffer: 10 * 1024 * 1024 },
    ).then(
      ({ stdout }) => ({ stdout, code: 0 }),
      (error: { stdout?: string; stderr?: string; code?: number }) => ({
        stdout: `${error.stdout ?? ''}${error.stderr ?? ''}`,
        code: error.code,
      }),
    )
    expect(code, stdout).toBe(0)
    expect(stdout).toMatch(/^conformant {6}listTeams \(GET \/api\/team\) \[200\]$/m)
    const total = /^(\d+) conformant, 0 not conformant, 0 missing, of (\d+) calls\.$/m.exec(stdout)
    expect(total, stdout).not.toBeNull()
    expect(total![1]).toBe(total![2])
    expect(Number(total![2])).toBeGreaterThan(40)
  })
})

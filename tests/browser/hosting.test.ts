import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appConfigFromFile } from '@/config/deployment-config'
import { loadConfigFile } from '@/config/env'
import { cacheControlFor, securityHeaders } from '@/config/security-headers'
import { baseUrl, newContext, setUpBrowser, takeCspViolations } from './browser'

setUpBrowser(0)

const DIST = resolve('dist')
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
/** The entry script of the built page. */
const entry = () =>
  /<script type="module" crossorigin src="([^"]+)"/.exec(
    readFileSync(join(DIST, 'index.html'), 'utf8'),
  )![1]!

/** The headers of an answer that the single source speaks of, and its status and type. */
async function served(url: string) {
  const response = await fetch(url, { redirect: 'manual' })
  const body = await response.text()
  return {
    status: response.status,
    type: response.headers.get('Content-Type') ?? '',
    headers: response.headers,
    isAppPage: body.includes('<div id="root">'),
    isSourceMap: body.includes('"mappings"'),
  }
}

function expectHeaders(headers: Headers, expected: Record<string, string>, path: string) {
  for (const [name, value] of Object.entries(expected))
    expect(headers.get(name), `${name} of ${path}`).toBe(value)
}

describe('the built app as npm start and the tests serve it', () => {
  it('sends exactly the headers of the single source on the page, a deep link, the assets and the worker', async () => {
    const expected = securityHeaders(loadConfigFile({ demo: true }, baseUrl()))
    for (const path of [
      '/',
      '/innovation-award/commitee',
      entry(),
      '/sw.js',
      '/manifest.webmanifest',
      '/icon.svg',
    ]) {
      const answer = await served(`${baseUrl()}${path}`)
      expect(answer.status, path).toBe(200)
      expectHeaders(answer.headers, expected, path)
      const cache = cacheControlFor(path)
      if (cache) expect(answer.headers.get('Cache-Control'), `Cache-Control of ${path}`).toBe(cache)
    }
  })

  it('serves no source map, and the built files name none', async () => {
    const files = readdirSync(DIST, { recursive: true, encoding: 'utf8' })
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([])
    const scripts = files.filter((file) => /\.(js|css)$/.test(file))
    expect(scripts.length).toBeGreaterThan(5)
    expect(
      scripts.filter((file) => readFileSync(join(DIST, file), 'utf8').includes('sourceMappingURL')),
    ).toEqual([])
    // vite preview answers a missing file with the app's page.
    for (const path of ['/sw.js.map', `${entry()}.map`]) {
      const answer = await served(`${baseUrl()}${path}`)
      expect(answer.isSourceMap, path).toBe(false)
      expect(answer.status === 404 || answer.isAppPage, path).toBe(true)
    }
  })

  it('refuses an inline script and a style attribute, lets styles set through the DOM pass, and the tests see each refusal', async () => {
    const context = await newContext()
    const page = await context.newPage()
    await page.goto('/')
    const seen: string[] = []
    const reported = () => {
      seen.push(...takeCspViolations())
      return seen.join('\n')
    }
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'document.body.dataset.inline = "ran"'
      document.body.append(script)
    })
    await expect.poll(reported).toMatch(/script-src-elem refused inline/)
    expect(await page.evaluate(() => document.body.dataset.inline)).toBeUndefined()
    // A style attribute in markup is refused; a style set through the DOM's style property is not (React's way).
    await page.evaluate(() => document.body.setAttribute('style', 'color: red'))
    await expect.poll(reported).toMatch(/style-src-attr refused inline/)
    await page.evaluate(() => (document.body.style.marginTop = '3px'))
    expect(await page.evaluate(() => getComputedStyle(document.body).marginTop)).toBe('3px')
    await context.close()
    // Closed, the context reports nothing more: what it reported was provoked here.
    takeCspViolations()
  })
})

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer()
    server.on('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      )
    })
  })
}

/** The temporary folders nginx was built to write to, each set to one under `dir` (they need root otherwise). */
function tempPaths(dir: string): string[] {
  const built = spawnSync(NGINX, ['-V'], { encoding: 'utf8' }).stderr
  return [...built.matchAll(/--http-([a-z-]+)-temp-path=/g)].map(
    ([, name]) => `${name!.replace('-', '_')}_temp_path ${join(dir, name!)};`,
  )
}

describe('the generated nginx server block, in nginx serving dist/', () => {
  const PRODUCTION = {
    clientId: '11111111-2222-3333-4444-555555555555',
    tenantId: '66666666-7777-8888-9999-000000000000',
    apiScope: 'api://11111111-2222-3333-4444-555555555555/access_as_user',
    assessmentRubricsUrl: 'https://intranet.example.org/rubrics',
    posterTemplateUrl: 'https://intranet.example.org/templates',
    presentationTemplateUrl: 'https://intranet.example.org/templates',
  }
  let dir: string
  let nginx: ChildProcess | undefined
  let url: string

  beforeAll(async () => {
    // Not skipped when nginx is missing: the host configuration would go untested (.ci/run installs it).
    expect(
      existsSync(NGINX),
      `${NGINX} is needed: install Debian's nginx-light (or set NGINX_PATH)`,
    ).toBe(true)
    dir = mkdtempSync(join(tmpdir(), 'innovation-award-nginx-'))
    const port = await freePort()
    url = `http://127.0.0.1:${port}`
    writeFileSync(join(dir, 'config.json'), JSON.stringify(PRODUCTION))
    // The block as a deployer makes it, with the API forwarded to the demo of this test worker.
    const written = spawnSync(
      process.execPath,
      [
        'scripts/host-config.mjs',
        '--config',
        join(dir, 'config.json'),
        '--out',
        dir,
        '--root',
        DIST,
        '--listen',
        `127.0.0.1:${port}`,
        '--api-upstream',
        baseUrl(),
      ],
      { encoding: 'utf8' },
    )
    expect(written.status, written.stderr).toBe(0)
    writeFileSync(
      join(dir, 'main.conf'),
      [
        'daemon off;',
        'master_process off;',
        `pid ${join(dir, 'nginx.pid')};`,
        `error_log ${join(dir, 'error.log')};`,
        'events {}',
        'http {',
        '  include /etc/nginx/mime.types;',
        '  access_log off;',
        ...tempPaths(dir).map((line) => `  ${line}`),
        `  include ${join(dir, 'nginx.conf')};`,
        '}',
      ].join('\n'),
    )
    const child = spawn(
      NGINX,
      ['-p', dir, '-c', join(dir, 'main.conf'), '-e', join(dir, 'error.log')],
      { stdio: 'ignore' },
    )
    nginx = child
    // Ready when it answers; a start that fails ends the process, with its reason in the error log.
    for (let waited = 0; ; waited += 100) {
      if (child.exitCode !== null)
        throw new Error(`nginx stopped: ${readFileSync(join(dir, 'error.log'), 'utf8')}`)
      if (
        (await fetch(url).then(
          (response) => response.status,
          () => 0,
        )) === 200
      )
        break
      if (waited > 30_000) throw new Error(`nginx did not answer on ${url}`)
      await new Promise((done) => setTimeout(done, 100))
    }
  })

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((done) => nginx!.once('exit', done))
      nginx.kill('SIGTERM')
      await exited
    }
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  const expected = () => securityHeaders(appConfigFromFile(PRODUCTION))

  it('answers the app’s paths with index.html and the headers of the configuration it was made for', async () => {
    for (const path of [
      '/',
      '/innovation-award/commitee',
      '/innovation-award/participant/proposal/1/prop-101/entry',
    ]) {
      const answer = await served(`${url}${path}`)
      expect(answer, path).toMatchObject({ status: 200, isAppPage: true })
      expectHeaders(answer.headers, { ...expected(), 'Cache-Control': 'no-cache' }, path)
    }
    expect(expected()['Content-Security-Policy']).toContain(
      "connect-src 'self' https://login.microsoftonline.com https://graph.microsoft.com",
    )
  })

  it('keeps the API’s paths for the API: never the app’s page, uploads sandboxed', async () => {
    const api = await served(`${url}/api/event`)
    expect(api).toMatchObject({ isAppPage: false })
    expect(api.type).toMatch(/json/)
    const missing = await served(`${url}/api/no-such-route`)
    expect(missing).toMatchObject({ status: 404, isAppPage: false })
    const upload = await served(`${url}/uploads/att-none/poster.png`)
    expect(upload.isAppPage).toBe(false)
    expect(upload.headers.get('Content-Security-Policy')).toBe('sandbox')
    expect(upload.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect((await served(`${url}/swagger`)).isAppPage).toBe(false)
  })

  it('caches hashed assets for a year, checks the worker and the manifest again, and answers a missing file 404', async () => {
    const asset = await served(`${url}${entry()}`)
    expect(asset.status).toBe(200)
    expect(asset.type).toMatch(/javascript/)
    expectHeaders(
      asset.headers,
      { ...expected(), 'Cache-Control': 'public, max-age=31536000, immutable' },
      entry(),
    )
    for (const path of ['/sw.js', '/manifest.webmanifest'])
      expectHeaders(
        (await served(`${url}${path}`)).headers,
        { ...expected(), 'Cache-Control': 'no-cache' },
        path,
      )
    expect((await served(`${url}/manifest.webmanifest`)).type).toBe('application/manifest+json')
    for (const path of ['/assets/gone-1234.js', '/sw.js.map', `${entry()}.map`])
      expect(await served(`${url}${path}`), path).toMatchObject({ status: 404, isAppPage: false })
  })
})

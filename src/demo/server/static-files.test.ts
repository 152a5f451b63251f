// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDemoMiddleware } from '@/demo/server/middleware'
import { server as mswServer } from '@/testing/demo-server'

// The demo's static pages (the app links to them until real addresses are configured), served by
// the demo middleware in a real HTTP server on loopback.

let dataDir: string
let http: Server
let base: string

beforeAll(async () => {
  // Requests here go to the real server, not to the tests' msw interception.
  mswServer.close()
  dataDir = mkdtempSync(join(tmpdir(), 'demo-static-'))
  const middleware = createDemoMiddleware({ dataDir })
  http = createServer((req, res) =>
    middleware(req, res, () => {
      res.statusCode = 404
      res.end()
    }),
  )
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
})

afterAll(async () => {
  http.closeAllConnections()
  await new Promise((resolve) => http.close(resolve))
  rmSync(dataDir, { recursive: true, force: true })
})

describe('the demo static pages', () => {
  it.each(['/demo-files/assessment-rubrics.html', '/demo-files/templates.html'])('%s is HTML that links the shared stylesheet', async (path) => {
    const page = await fetch(base + path)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await page.text()).toContain('<link rel="stylesheet" href="/demo-files/page.css" />')
  })

  it('serves the stylesheet as CSS', async () => {
    const css = await fetch(`${base}/demo-files/page.css`)
    expect(css.status).toBe(200)
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8')
    expect(await css.text()).toContain('max-width: 46rem')
  })
})

// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LoopbackDemo, startLoopbackDemo } from '@/testing/demo-loopback'

// The demo's static pages (the app links to them until real addresses are configured), served by
// the demo middleware in a real HTTP server on loopback.

let demo: LoopbackDemo

beforeAll(async () => {
  demo = await startLoopbackDemo()
})

afterAll(() => demo.close())

describe('the demo static pages', () => {
  it.each(['/demo-files/assessment-rubrics.html', '/demo-files/templates.html'])(
    '%s is HTML that links the shared stylesheet',
    async (path) => {
      const page = await fetch(demo.base + path)
      expect(page.status).toBe(200)
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(await page.text()).toContain('<link rel="stylesheet" href="/demo-files/page.css" />')
    },
  )

  it('serves the stylesheet as CSS', async () => {
    const css = await fetch(`${demo.base}/demo-files/page.css`)
    expect(css.status).toBe(200)
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8')
    expect(await css.text()).toContain('max-width: 46rem')
  })
})

import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations, newContext, setUpBrowser, signIn } from './browser'

// Phase 1: nothing of this year is published yet; last year's winners have the seed's portrait posters.
setUpBrowser(0)

/** The poster image's drawn box, its file's own size, and the tile it sits in, once it has loaded. */
async function measure(image: Locator) {
  await image.scrollIntoViewIfNeeded()
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
      timeout: 15_000,
    })
    .toBe(true)
  return image.evaluate((img: HTMLImageElement) => {
    const box = img.getBoundingClientRect()
    const tile = img.closest('.poster-tile')!.getBoundingClientRect()
    return {
      box: { left: box.left, right: box.right, top: box.top, bottom: box.bottom },
      ratio: box.width / box.height,
      natural: img.naturalWidth / img.naturalHeight,
      tile: { left: tile.left, right: tile.right, top: tile.top, bottom: tile.bottom },
      viewport: document.documentElement.clientWidth,
      pageWidth: document.documentElement.scrollWidth,
    }
  })
}

/** The whole poster is drawn: its box keeps the file's proportions and lies inside its tile and the screen. */
async function expectWholePoster(image: Locator) {
  const m = await measure(image)
  expect(m.natural, 'the seeded posters are portrait').toBeLessThan(1)
  expect(m.ratio).toBeCloseTo(m.natural, 1)
  expect(m.box.left).toBeGreaterThanOrEqual(m.tile.left - 0.5)
  expect(m.box.right).toBeLessThanOrEqual(m.tile.right + 0.5)
  expect(m.box.top).toBeGreaterThanOrEqual(m.tile.top - 0.5)
  expect(m.box.bottom).toBeLessThanOrEqual(m.tile.bottom + 0.5)
  expect(m.box.right).toBeLessThanOrEqual(m.viewport + 0.5)
  expect(m.pageWidth).toBeLessThanOrEqual(m.viewport)
}

async function openGallery(page: Page) {
  await signIn(page, 'Andi Pratama', 'Participant')
  await page.goto('/innovation-award/participant/gallery')
  await page.getByRole('heading', { level: 1, name: 'Gallery' }).waitFor()
}

describe('gallery on a phone (390 px)', () => {
  it("shows last year's winners' portrait posters whole, in the grid and on the proposal's page", async () => {
    const context = await newContext({ phone: true })
    const page = await context.newPage()
    await openGallery(page)
    const section = page.locator('section', {
      has: page.getByRole('heading', { level: 2, name: 'Winners of earlier years' }),
    })
    const posters = section.getByRole('img', { name: /^Poster: / })
    await posters.first().waitFor()
    expect(await posters.count()).toBe(3)
    for (const poster of await posters.all()) await expectWholePoster(poster)
    await expectNoAxeViolations(page, 'gallery with earlier winners')

    await section.getByRole('link', { name: 'Leak detection with acoustic sensors' }).click()
    await page
      .getByRole('heading', { level: 1, name: 'Leak detection with acoustic sensors' })
      .waitFor()
    await expectWholePoster(
      page.getByRole('img', { name: 'Poster: Leak detection with acoustic sensors' }),
    )
    await expectNoAxeViolations(page, 'gallery proposal')
    await context.close()
  })
})

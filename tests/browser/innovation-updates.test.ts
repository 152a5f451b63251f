import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations, newContext, resetDemo, signIn, setUpBrowser } from './browser'

setUpBrowser(0)

async function checkAll(person: string, role: string, paths: string[], phone = false) {
  const context = await newContext({ phone })
  const page = await context.newPage()
  await signIn(page, person, role)
  for (const path of paths) {
    await page.goto(path)
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    await page.waitForLoadState('networkidle')
    await expectNoAxeViolations(page, path)
  }
  await context.close()
}

describe('innovation updates pass axe', () => {
  it('for a participant, on a phone', async () => {
    await checkAll(
      'Andi Pratama',
      'Participant',
      [
        '/innovation-update/participant',
        '/innovation-update/participant/prop-101.period-2026-1',
        '/innovation-update/participant/prop-101.period-2026-1/view',
      ],
      true,
    )
  })

  it('for the committee', async () => {
    await checkAll('Siti Rahmawati', 'Committee', [
      '/innovation-update/commitee',
      '/innovation-update/commitee/proposal',
      '/innovation-update/commitee/period-2026-1',
      '/innovation-update/commitee/period-2026-1/prop-104.period-2026-1',
    ])
  })
})

describe('text typed here that the closed period kept from the server', () => {
  it('is shown on a phone, with its Remove button, and passes axe', async () => {
    const path = '/innovation-update/participant/prop-101.period-2026-1'
    const participant = await newContext({ phone: true })
    const page = await participant.newPage()
    await signIn(page, 'Andi Pratama', 'Participant')
    await page.goto(path)
    await page.getByLabel('Achievements').waitFor()
    await page.waitForLoadState('networkidle')
    // Offline: what is typed stays on this device.
    await participant.setOffline(true)
    await page.getByLabel('Achievements').fill('Vibration sensors on two pumping stations.')
    await page.getByText('Offline — kept on this device').waitFor()

    // Meanwhile the committee starts the next period: the update's period ends.
    const committee = await newContext()
    const desk = await committee.newPage()
    await signIn(desk, 'Siti Rahmawati', 'Committee')
    await desk.goto('/innovation-update/commitee')
    await desk.getByRole('button', { name: 'Start period: Scoring for semi-finalists' }).click()
    await desk
      .getByRole('dialog', { name: 'Start period' })
      .getByRole('button', { name: 'YES' })
      .click()
    await expect
      .poll(() => desk.locator('[aria-current="step"]').textContent())
      .toContain('Scoring for semi-finalists')
    await committee.close()

    await participant.setOffline(false)
    await page.reload()
    await page.getByText('Text typed on this device was not sent').waitFor()
    await page.getByRole('button', { name: 'Remove it from this device' }).waitFor()
    await page.waitForLoadState('networkidle')
    await expectNoAxeViolations(page, 'the unsent text of a closed update, on a phone')
    await participant.close()
    await resetDemo(0)
  })
})

describe('an update’s files', () => {
  it('a member attaches a photo on a phone; the committee reads it from the update', async () => {
    const path = '/innovation-update/participant/prop-101.period-2026-1'
    const participant = await newContext({ phone: true })
    const page = await participant.newPage()
    await signIn(page, 'Andi Pratama', 'Participant')
    await page.goto(path)
    const PNG = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82])
    await page
      .getByLabel('Attach a file')
      .setInputFiles({ name: 'pump-station.png', mimeType: 'image/png', buffer: PNG })
    const link = page.getByRole('link', { name: 'pump-station.png' })
    await link.waitFor()
    await page.waitForLoadState('networkidle')
    await expectNoAxeViolations(page, 'an update with a file, on a phone')
    // The file's own address, signed for this person: the bytes as sent.
    const mine = await page.request.get((await link.getAttribute('href'))!)
    expect(mine.status()).toBe(200)
    expect(Buffer.from(await mine.body())).toEqual(PNG)
    await participant.close()

    const committee = await newContext()
    const desk = await committee.newPage()
    await signIn(desk, 'Siti Rahmawati', 'Committee')
    await desk.goto('/innovation-update/commitee/period-2026-1/prop-101.period-2026-1')
    const shown = desk.getByRole('link', { name: 'pump-station.png' })
    await shown.waitFor()
    expect((await desk.request.get((await shown.getAttribute('href'))!)).status()).toBe(200)
    await committee.close()

    await resetDemo(0)
  })
})

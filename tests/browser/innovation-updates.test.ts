import { describe, it } from 'vitest'
import { expectNoAxeViolations, newContext, signIn, setUpBrowser } from './browser'

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

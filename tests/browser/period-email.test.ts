import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations, newContext, setUpBrowser, signIn } from './browser'

setUpBrowser(0)

const PERIOD = 'Scoring for semi-finalists'

describe('the period e-mail, in a browser', () => {
  it('the committee composes it on a phone, sees the recipients and the preview, sends it; a judge’s e-mail is in the demo mailbox', async () => {
    const context = await newContext({ phone: true })
    const siti = await context.newPage()
    await signIn(siti, 'Siti Rahmawati', 'Committee')
    await siti.goto('/innovation-update/commitee')
    await siti.getByRole('button', { name: `Send e-mail: ${PERIOD}` }).click()
    const composer = siti.getByRole('dialog', { name: `E-mail: ${PERIOD}` })
    const recipients = composer.getByRole('region', { name: 'The recipients' })
    await recipients.waitFor()
    // Nobody judges Phase 1 yet: the e-mail goes to every judge, Dewi Lestari among them.
    await recipients.getByText(/^Dewi Lestari </).waitFor()
    const count = await recipients.getByRole('listitem').count()
    expect(count).toBeGreaterThan(1)
    await composer
      .getByRole('heading', { name: new RegExp(`^Recipients: .* \\(${count} recipients\\)$`) })
      .waitFor()
    const preview = composer.getByRole('heading', { name: /^Preview: as .* will read it/ })
    await preview.waitFor()
    const reader = /^Preview: as (.*) will read it/.exec((await preview.textContent()) ?? '')![1]!
    const previewed = await composer
      .getByRole('region', { name: /^Preview: / })
      .locator('p')
      .first()
      .textContent()
    const subject = await composer.getByRole('textbox', { name: 'Subject' }).inputValue()
    expect(subject).toMatch(new RegExp(`^"${PERIOD}": `))

    // At 390 px the composer fills the screen without running off it.
    const width = await siti.evaluate(() => document.documentElement.clientWidth)
    const box = (await composer.locator('.modal-content').boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(width + 1)
    // Nor below it: its body scrolls inside, its buttons stay at its foot, on screen.
    const height = await siti.evaluate(() => window.innerHeight)
    const send = (await composer.getByRole('button', { name: 'Send e-mail' }).boundingBox())!
    expect(send.y + send.height).toBeLessThanOrEqual(height + 1)
    expect(send.y + send.height).toBeLessThanOrEqual(box.y + box.height + 1)
    await expectNoAxeViolations(siti, 'the period e-mail composer')

    // By keyboard: from the text to Send, then the confirmation's YES.
    await composer.getByRole('button', { name: 'Send e-mail' }).focus()
    await siti.keyboard.press('Enter')
    const question = siti.getByRole('dialog', { name: 'Send the e-mail?' })
    await question.getByText(`Send the e-mail of "${PERIOD}" to ${count} recipients?`).waitFor()
    await question.getByRole('button', { name: 'YES' }).click()
    await siti.getByText(`The e-mail of "${PERIOD}" was sent to ${count} recipients.`).waitFor()
    await composer.waitFor({ state: 'detached' })
    await siti
      .getByText(/E-mail sent .* by Siti Rahmawati/)
      .first()
      .waitFor()
    await context.close()

    // The demo mailbox: the judge the preview showed read exactly that subject, in their language.
    const mailContext = await newContext()
    const mailbox = await mailContext.newPage()
    await mailbox.goto('/demo-mailbox')
    await mailbox.getByRole('link', { name: new RegExp(`^${reader} \\(\\d+ e-mails?\\)$`) }).click()
    await mailbox.getByRole('heading', { level: 2, name: new RegExp(`^${reader} <`) }).waitFor()
    const mails = mailbox.locator('article.mail')
    await expect.poll(() => mails.count()).toBeGreaterThan(0)
    const subjects = await mails.getByRole('heading', { level: 3 }).allTextContents()
    expect(subjects).toContain(previewed)
    await mailContext.close()
  })
})

import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations, newContext, setUpBrowser, signIn } from './browser'

// The scoring of Phase 1 is the active period: the committee gives each approved proposal a judge,
// then reminds the judges whose sheets are open, from the report's jury progress.
setUpBrowser(1)

const JURY = ['Dewi Lestari', 'Agus Santoso', 'Rina Kartika', 'Hendra Gunawan', 'Maya Sari']
const WAIT = { timeout: 30_000 }
const LINE = 'Scores are due on Friday.'
const SUBJECT = /Reminder: 1 score sheet of Phase 1 is waiting for you/

describe('a reminder to the judges, in a browser', () => {
  it('the committee reminds the judges with open sheets; exactly they get the e-mail and the notification, the history shows it, and a judge follows it to the sheet', async () => {
    const committeeContext = await newContext()
    const siti = await committeeContext.newPage()
    await signIn(siti, 'Siti Rahmawati', 'Committee')

    // One judge per approved proposal, automatically, on Judging → Assign judges: Phase 1.
    await siti.goto('/innovation-award/commitee/assign-judges/1')
    await siti.getByLabel('Judges per proposal').fill('1')
    await siti.getByRole('button', { name: 'Assign automatically' }).click()
    const assign = siti.getByRole('dialog', { name: 'Assign judges automatically?' })
    await assign.getByRole('button', { name: 'YES', exact: true }).click()
    await siti.getByText(/assignments? added/).waitFor(WAIT)

    // The report's jury progress: who has a sheet left to submit.
    await siti.goto('/innovation-award/commitee/report')
    const phase1 = siti
      .locator('.card')
      .filter({ has: siti.getByRole('heading', { name: 'Phase 1', exact: true }) })
      .filter({ hasText: 'submitted' })
    const open = phase1.getByRole('listitem').filter({ hasText: /0 of \d+ submitted/ })
    await open.first().waitFor(WAIT)
    const lines = await open.allTextContents()
    const waiting = JURY.filter((judge) => lines.some((line) => line.startsWith(judge))).sort()
    expect(waiting.length).toBeGreaterThan(0)
    const others = JURY.filter((judge) => !waiting.includes(judge))
    // A judge with one sheet: the notification opens that sheet itself.
    const single = waiting.find((judge) => lines.some((l) => l.startsWith(`${judge}0 of 1 `)))
    expect(single, `one judge with one sheet among ${lines.join(' | ')}`).toBeDefined()

    await phase1.getByRole('button', { name: 'Remind judges with open score sheets' }).click()
    const dialog = siti.getByRole('dialog', { name: 'Send a reminder' })
    await dialog
      .getByText(`${waiting.length} recipient${waiting.length === 1 ? '' : 's'}`)
      .waitFor(WAIT)
    await dialog
      .getByText('Judges with open score sheets in Phase 1 of', { exact: false })
      .waitFor()
    const listed = await dialog
      .getByRole('region', { name: 'The recipients' })
      .getByRole('listitem')
      .allTextContents()
    expect(listed.map((item) => item.split(' · ')[0]).sort()).toEqual(waiting)
    await dialog.getByLabel('Personal line (optional)').fill(LINE)
    // The preview, as the first judge reads it: in Indonesian (no judge chose a language).
    await dialog.getByText(`Catatan dari komite: ${LINE}`, { exact: false }).waitFor(WAIT)
    await expectNoAxeViolations(siti, 'the reminder dialog')
    await dialog.getByRole('button', { name: 'Send…' }).click()
    await dialog.getByRole('button', { name: 'YES', exact: true }).click()
    await siti
      .getByText(new RegExp(`^Reminder sent to ${waiting.length} (person|people)\\.$`))
      .waitFor(WAIT)
    await dialog.waitFor({ state: 'detached', ...WAIT })

    // The message history: the reminder, its recipients, each delivered.
    await siti.goto('/innovation-award/commitee/messages')
    const history = siti.getByRole('table', { name: 'Message history' })
    const row = history.getByRole('row').filter({ hasText: 'Reminder' }).first()
    await row.waitFor(WAIT)
    await expect.poll(() => row.textContent()).toContain(`${waiting.length} delivered`)
    await expectNoAxeViolations(siti, 'the message history')
    await row.getByRole('link').click()
    const recipients = siti.getByRole('table', { name: 'Recipients and delivery' })
    await recipients.waitFor(WAIT)
    await siti.getByText(LINE).first().waitFor()
    for (const judge of waiting)
      await expect
        .poll(() => recipients.getByRole('row', { name: new RegExp(judge) }).textContent())
        .toContain('Delivered')
    expect(await recipients.getByRole('row').count()).toBe(waiting.length + 1)
    await expectNoAxeViolations(siti, 'a message of the history')
    expect(await siti.title()).toMatch(/ - Message$/)
    await committeeContext.close()

    // On a phone (390 px): the history, the message and the dialog fit the screen's width.
    const phoneContext = await newContext({ phone: true })
    const phone = await phoneContext.newPage()
    await signIn(phone, 'Siti Rahmawati', 'Committee')
    const fits = async (what: string) =>
      expect(
        await phone.evaluate(() => document.documentElement.scrollWidth),
        `${what} is no wider than the phone`,
      ).toBeLessThanOrEqual(390)
    await phone.goto('/innovation-award/commitee/messages')
    const first = phone.getByRole('table', { name: 'Message history' }).getByRole('link').first()
    await first.waitFor(WAIT)
    await fits('the message history')
    await first.click()
    await phone.getByRole('table', { name: 'Recipients and delivery' }).waitFor(WAIT)
    await fits('a message')
    await phone.goto('/innovation-award/commitee/report')
    await phone
      .getByRole('button', { name: 'Remind judges with open score sheets' })
      .first()
      .click()
    const small = phone.getByRole('dialog', { name: 'Send a reminder' })
    await small.getByRole('region', { name: 'The recipients' }).waitFor(WAIT)
    const box = (await small.locator('.modal-content').boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(390)
    await phoneContext.close()

    // The demo mailbox: the reminder went to exactly those judges, in their language (Indonesian:
    // none of them chose), with the personal line.
    const mailContext = await newContext()
    const mailbox = await mailContext.newPage()
    await mailbox.goto('/demo-mailbox?lang=en')
    await mailbox.getByRole('heading', { level: 1, name: 'E-mails the demo sent' }).waitFor()
    const reminders = mailbox
      .locator('article.mail')
      .filter({ has: mailbox.getByRole('heading', { name: /^Pengingat: 1 lembar nilai Tahap 1/ }) })
    await expect.poll(() => reminders.count()).toBe(waiting.length)
    for (const judge of waiting) {
      const section = mailbox.locator('section').filter({
        has: mailbox.getByRole('heading', { level: 2, name: new RegExp(`^${judge} <`) }),
      })
      await expect
        .poll(() => section.locator('article.mail').filter({ hasText: 'Pengingat' }).count())
        .toBe(1)
      expect(await section.textContent()).toContain(`Catatan dari komite: ${LINE}`)
    }
    for (const judge of others)
      expect(
        await mailbox
          .locator('section')
          .filter({
            has: mailbox.getByRole('heading', { level: 2, name: new RegExp(`^${judge} <`) }),
          })
          .filter({ hasText: 'Pengingat' })
          .count(),
        `${judge} has no open sheet and no reminder`,
      ).toBe(0)
    await mailContext.close()

    // A judge with one open sheet: the bell has the reminder, and it opens the score sheet.
    const judgeContext = await newContext({ phone: true })
    const judge = await judgeContext.newPage()
    await signIn(judge, single!, 'Jury')
    await judge.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click()
    const reminder = judge.getByRole('link', { name: SUBJECT })
    await reminder.waitFor(WAIT)
    await expect.poll(() => reminder.textContent()).toContain(LINE)
    await reminder.click()
    await judge.waitForURL(/\/innovation-award\/jury\/proposal\/[^/]+\/[^/]+$/, WAIT)
    await judge.getByRole('heading', { level: 1, name: /^Score: / }).waitFor(WAIT)
    await expectNoAxeViolations(judge, 'the score sheet the reminder opened')
    await judgeContext.close()

    // In the app, every other judge with an open sheet has the reminder under the bell; the judges
    // without one have no notification at all.
    for (const name of JURY.filter((j) => j !== single)) {
      const context = await newContext()
      const page = await context.newPage()
      await signIn(page, name, 'Jury')
      await page.getByRole('button', { name: /^Notifications, / }).click()
      if (waiting.includes(name)) await page.getByRole('link', { name: SUBJECT }).waitFor(WAIT)
      else await page.getByText('You have no notifications yet.').waitFor(WAIT)
      await context.close()
    }
  }, 240_000)
})

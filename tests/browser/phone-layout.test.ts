import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { paths } from '@/config/paths'
import { expectNoAxeViolations, newContext, setUpBrowser, signIn } from './browser'
import { textIn } from './messages'

// Scoring for semi-finalists is the active period: judges have sheets to score once they are assigned.
setUpBrowser(1)

const LAST_YEAR = new Date().getUTCFullYear() - 1
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }
/** A4 landscape (297 mm) less the print stylesheet's 10 mm margins, in CSS pixels (96 per inch). */
const A4_LANDSCAPE_CONTENT = Math.floor(((297 - 2 * 10) / 25.4) * 96)

/** What in the page's tables is out of reach or cut: each finding names the element and how. */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    const width = document.documentElement.clientWidth
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`
    if (document.documentElement.scrollWidth > width)
      problems.push(
        `the page scrolls sideways: ${document.documentElement.scrollWidth} px in ${width} px`,
      )
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect()
      return r.width > 1 && r.height > 1
    }
    for (const table of document.querySelectorAll('main table')) {
      // Nothing inside the table scrolls sideways, so nothing is hidden behind a scrollbar.
      for (let box = table.parentElement; box && box !== document.body; box = box.parentElement) {
        const overflow = getComputedStyle(box).overflowX
        if (overflow !== 'visible' && box.scrollWidth > box.clientWidth + 1)
          problems.push(
            `a box around a table scrolls sideways: ${box.scrollWidth} px in ${box.clientWidth} px`,
          )
      }
      for (const cell of table.querySelectorAll('th, td')) {
        if (!shown(cell)) continue
        const r = cell.getBoundingClientRect()
        if (r.left < -0.5 || r.right > width + 0.5)
          problems.push(
            `${name(cell)} is outside the viewport (${Math.round(r.left)}–${Math.round(r.right)} px)`,
          )
        if (cell.scrollWidth > cell.clientWidth + 1)
          problems.push(
            `${name(cell)} overflows its cell (${cell.scrollWidth} px in ${cell.clientWidth} px)`,
          )
      }
      for (const control of table.querySelectorAll('a, button, select, input, .badge')) {
        if (!shown(control)) continue
        const r = control.getBoundingClientRect()
        if (r.left < -0.5 || r.right > width + 0.5)
          problems.push(
            `${name(control)} is outside the viewport (${Math.round(r.left)}–${Math.round(r.right)} px)`,
          )
        if (control.scrollWidth > control.clientWidth + 1)
          problems.push(
            `${name(control)} is cut (${control.scrollWidth} px in ${control.clientWidth} px)`,
          )
      }
      // A select shows its chosen option whole: the text fits between its paddings.
      for (const select of table.querySelectorAll('select')) {
        const style = getComputedStyle(select)
        const context = document.createElement('canvas').getContext('2d')!
        context.font = style.font
        const text = context.measureText(select.selectedOptions[0]?.text ?? '').width
        const room =
          select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
        if (text > room + 0.5)
          problems.push(
            `${name(select)} cuts its value: ${Math.round(text)} px of text in ${Math.round(room)} px`,
          )
      }
    }
    return problems
  })
}

/**
 * How the page's tables are drawn: on a phone each one is the shared table whose rows are cards (and
 * the page is no wider than the screen); above it, each is a grid with its column headers in view.
 */
async function tableFormProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    const phone = window.innerWidth < 768
    const { scrollWidth } = document.scrollingElement!
    if (scrollWidth > window.innerWidth)
      problems.push(`the page is ${scrollWidth} px wide in ${window.innerWidth} px`)
    for (const table of document.querySelectorAll('main table')) {
      const name = table.querySelector('caption')?.textContent ?? table.className
      const display = getComputedStyle(table).display
      if (phone && (!table.classList.contains('table-stack') || display === 'table'))
        problems.push(`"${name}" is not shown as cards (display: ${display})`)
      const header = table.querySelector('thead th')!.getBoundingClientRect()
      if (!phone && (display !== 'table' || header.width <= 1))
        problems.push(`"${name}" is not shown as a table with its headers (display: ${display})`)
    }
    return problems
  })
}

/** Every check of a screen with tables: nothing out of reach or cut, the named controls inside the viewport, and axe. */
async function expectFits(page: Page, what: string, mainActions: Locator): Promise<void> {
  await mainActions.first().waitFor()
  expect(await layoutProblems(page), `layout of ${what}`).toEqual([])
  expect(await tableFormProblems(page), `tables of ${what}`).toEqual([])
  const width = page.viewportSize()!.width
  for (const action of await mainActions.all()) {
    const box = (await action.boundingBox())!
    expect(
      box.x,
      `${what}: ${await action.getAttribute('aria-label')} starts inside the viewport`,
    ).toBeGreaterThanOrEqual(0)
    expect(
      box.x + box.width,
      `${what}: ${await action.getAttribute('aria-label')} ends inside the viewport`,
    ).toBeLessThanOrEqual(width)
  }
  await expectNoAxeViolations(page, what)
}

const JUDGE = 'Dewi Lestari'
/** The seeded id of the judge above, which the score recap's address names. */
const JUDGE_ID = 'c0a80001-0000-4000-8000-000000000011'

beforeAll(async () => {
  // This year starts without assignments: the committee assigns two judges to each approved proposal.
  const context = await newContext()
  const page = await context.newPage()
  await signIn(page, 'Siti Rahmawati', 'Committee')
  await page.goto(paths.committee.assignJudges.to(1))
  await page.getByLabel('Judges per proposal').fill('2')
  await page.getByRole('button', { name: 'Assign automatically' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'YES' }).click()
  await page.getByText(/assignments added/).waitFor()
  await context.close()
}, 120_000)

it('at 1280 px, last year’s Phase 3 results fit the page: each winner’s badge is read whole, clear of the actions', async () => {
  const context = await newContext()
  const page = await context.newPage()
  await signIn(page, 'Siti Rahmawati', 'Committee')
  await page.goto(`${paths.committee.voteResult.to()}?year=${LAST_YEAR}&phase=3`)
  const badges = page.getByText(/^Winner: /)
  await badges.first().waitFor()
  const scrolls = await page
    .locator('.table-responsive')
    .filter({ has: badges.first() })
    .evaluate((scroller) => [scroller.scrollWidth, scroller.clientWidth])
  expect(scrolls[0], 'the results table’s width at 1280 px').toBeLessThanOrEqual(scrolls[1]!)
  for (const badge of await badges.all()) {
    const [box, actions] = await badge.evaluate((element) => {
      const row = element.closest('tr')!
      return [
        element.getBoundingClientRect().toJSON(),
        row.lastElementChild!.getBoundingClientRect().toJSON(),
      ]
    })
    expect(box.right, `${await badge.innerText()}: clear of the actions`).toBeLessThanOrEqual(
      actions.left,
    )
  }
  await context.close()
})

describe.each([
  ['a phone', PHONE],
  ['a desktop', DESKTOP],
])(
  'tables on %s: every column and each row’s main action in view, nothing cut',
  (size, viewport) => {
    it('the jury home', async () => {
      const context = await newContext({ phone: viewport === PHONE })
      const page = await context.newPage()
      await page.setViewportSize(viewport)
      await signIn(page, JUDGE, 'Jury')
      await page.goto(paths.jury.root.to())
      await expectFits(
        page,
        `the jury home on ${size}`,
        page.getByRole('link', { name: /^(Score|View) / }),
      )
      await context.close()
    })

    it('the committee’s screens: Phase 1 proposals, Users, feedback and last year’s Phase 1 results', async () => {
      const context = await newContext({ phone: viewport === PHONE })
      const page = await context.newPage()
      await page.setViewportSize(viewport)
      await signIn(page, 'Siti Rahmawati', 'Committee')

      await page.goto(paths.committee.proposals.to(1))
      await expectFits(
        page,
        `Phase 1 proposals on ${size}`,
        page.getByRole('button', { name: /^(Approve|Return|Advance) "/ }),
      )

      await page.goto(paths.committee.manageUser.to())
      await expectFits(
        page,
        `Users on ${size}`,
        page
          .getByRole('table', { name: 'Users' })
          .getByRole('combobox')
          .or(page.getByRole('button', { name: /^Deactivate / })),
      )

      await page.goto(paths.committee.feedback.to())
      await expectFits(
        page,
        `committee feedback on ${size}`,
        page.getByRole('main').getByRole('table').getByRole('link'),
      )

      await page.goto(`${paths.committee.voteResult.to()}?year=${LAST_YEAR}&phase=1`)
      const results = page.getByRole('table', { name: /Phase 1 results/ })
      // Published, last year's results are final: each row's action is its title, to its scores.
      await expectFits(
        page,
        `Phase 1 results of ${LAST_YEAR} on ${size}`,
        results.getByRole('link'),
      )
      if (viewport === DESKTOP) {
        const title = (await results
          .getByRole('columnheader', { name: /^Proposal/ })
          .boundingBox())!
        expect(
          title.width,
          'the results’ title column is wide enough to read',
        ).toBeGreaterThanOrEqual(200)
        const rows = await results
          .locator('tbody tr')
          .evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().height))
        expect(Math.max(...rows), 'a results row stays compact').toBeLessThanOrEqual(250)
      }
      await context.close()
    })
  },
)

it('at 1280 px in Indonesian, a winner’s Mark stays in view at the right of last year’s Phase 3 results, wider than their box', async () => {
  const T = textIn('id')
  const context = await newContext({ language: 'id' })
  const page = await context.newPage()
  await page.setViewportSize(DESKTOP)
  await signIn(page, 'Siti Rahmawati', 'Committee', '/login', 'id')
  await page.goto(`${paths.committee.voteResult.to()}?year=${LAST_YEAR}&phase=3`)
  const marks = page.getByRole('button', {
    name: new RegExp(`^${T('Mark the winner rank for {title}', { title: '' })}`),
  })
  await marks.first().waitFor()
  for (const mark of await marks.all()) {
    const [box, frame] = await mark.evaluate((button) => {
      const scroller = button.closest('.table-responsive')!
      return [button.getBoundingClientRect().toJSON(), scroller.getBoundingClientRect().toJSON()]
    })
    const name = await mark.getAttribute('aria-label')
    expect(box.left, `${name}: inside the table's box`).toBeGreaterThanOrEqual(frame.left)
    expect(box.right, `${name}: inside the table's box`).toBeLessThanOrEqual(frame.right)
  }
  await expectNoAxeViolations(page, 'last year’s Phase 3 results in Indonesian at 1280 px')
  await context.close()
})

describe.each([
  ['a phone', PHONE],
  ['a desktop', DESKTOP],
])('every table that scrolled sideways on a phone fits %s', (size, viewport) => {
  const open = async (person: string, role: string) => {
    const context = await newContext({ phone: viewport === PHONE })
    const page = await context.newPage()
    await page.setViewportSize(viewport)
    await signIn(page, person, role)
    return { context, page }
  }
  const rowHeaders = (page: Page) => page.getByRole('main').getByRole('rowheader')

  it('the assignment board, with a proposal’s judges editor open under its row', async () => {
    const { context, page } = await open('Siti Rahmawati', 'Committee')
    await page.goto(paths.committee.assignJudges.to(1))
    await expectFits(
      page,
      `the Phase 1 assignment board on ${size}`,
      page
        .getByRole('button', { name: /^Edit judges for / })
        .or(page.getByRole('checkbox', { name: /^Select / })),
    )
    const edit = page.getByRole('button', { name: /^Edit judges for / }).first()
    const title = (await edit.getAttribute('aria-label'))!.replace('Edit judges for ', '')
    await edit.click()
    await expectFits(
      page,
      `the judges editor of "${title}" on ${size}`,
      page.getByRole('button', { name: `Save judges for ${title}` }),
    )
    await context.close()
  })

  it('the rubric, a proposal’s scores and the committee home’s counts', async () => {
    const { context, page } = await open('Siti Rahmawati', 'Committee')
    await page.goto(`${paths.committee.rubric.to(1)}?year=${LAST_YEAR}`)
    await expectFits(page, `last year’s Phase 1 rubric on ${size}`, rowHeaders(page))

    await page.goto(`${paths.committee.proposalScore.to('prop-011')}?year=${LAST_YEAR}`)
    const sheet = page
      .getByRole('table', { name: 'Dewi Lestari’s Phase 1 scores' })
      .or(page.getByRole('table', { name: "Dewi Lestari's Phase 1 scores" }))
    if (viewport === PHONE) {
      // A judge's per-criterion sheet opens on demand on a phone; its total is on the button.
      const toggle = page
        .getByRole('button', { name: /^Scores per criterion · weighted total / })
        .first()
      await toggle.waitFor()
      expect(await sheet.isVisible()).toBe(false)
      await toggle.click()
      expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    }
    await sheet.getByRole('rowheader', { name: 'Weighted total' }).waitFor()
    await expectFits(
      page,
      `a proposal’s scores on ${size}`,
      sheet.getByRole('rowheader', { name: 'Novelty' }),
    )

    await page.goto(paths.committee.root.to())
    await page.getByRole('table', { name: /^Proposals by category/ }).waitFor()
    await expectFits(page, `the committee home on ${size}`, rowHeaders(page))
    await context.close()
  })

  it('an activity’s before and after', async () => {
    const { context, page } = await open('Siti Rahmawati', 'Committee')
    await page.goto(paths.committee.activity.to())
    await page.getByRole('main').getByRole('table').getByRole('link').first().click()
    await page.getByRole('table', { name: 'Before and after, field by field' }).waitFor()
    await expectFits(page, `an activity’s changes on ${size}`, rowHeaders(page))
    await context.close()
  })

  it('a judge’s score recap', async () => {
    const { context, page } = await open(JUDGE, 'Jury')
    await page.goto(`${paths.jury.score.to(1, JUDGE_ID)}?year=${LAST_YEAR}`)
    await expectFits(
      page,
      `the Phase 1 score recap on ${size}`,
      page.getByRole('table', { name: /^Phase 1 scores/ }).getByRole('rowheader'),
    )
    await context.close()
  })

  it('a team’s judging feedback and the closed vote’s tallies', async () => {
    const { context, page } = await open('Andi Pratama', 'Participant')
    await page.goto(`${paths.participant.proposal.to('prop-011')}?year=${LAST_YEAR}`)
    await page.getByRole('article', { name: 'Phase 3' }).getByRole('table').waitFor()
    await expectFits(page, `the judges’ feedback on ${size}`, rowHeaders(page))

    await page.goto(`${paths.participant.vote.to()}?year=${LAST_YEAR}`)
    await expectFits(page, `the vote’s tallies on ${size}`, rowHeaders(page))
    await context.close()
  })

  it('the results: on a phone the ranking follows the publication status, the explanations fold away', async () => {
    const { context, page } = await open('Siti Rahmawati', 'Committee')
    await page.goto(`${paths.committee.voteResult.to()}?year=${LAST_YEAR}&phase=1`)
    const firstRow = page
      .getByRole('table', { name: /Phase 1 results/ })
      .locator('tbody tr')
      .first()
    await firstRow.waitFor()
    const formulas = page
      .getByRole('region', { name: 'How results are computed' })
      .getByRole('list')
    const judges = page.getByRole('table', { name: /^Each judge's submitted scores/ })
    if (viewport === PHONE) {
      // The first proposal of the ranking is on the second screen, not the fifth.
      const top = await firstRow.evaluate((row) => row.getBoundingClientRect().top + window.scrollY)
      expect(top, 'where the ranking starts').toBeLessThan(2 * PHONE.height)
      expect(await formulas.isVisible()).toBe(false)
      expect(await judges.isVisible()).toBe(false)
      const how = page.getByRole('button', { name: 'How results are computed' })
      await how.click()
      await formulas.waitFor()
      expect(await how.getAttribute('aria-expanded')).toBe('true')
      await page.getByRole('button', { name: 'Judges in Phase 1' }).click()
      await judges.waitFor()
      // Printed from a phone, nothing stays folded.
      await page.getByRole('button', { name: 'Judges in Phase 1' }).click()
      await page.emulateMedia({ media: 'print' })
      expect(await judges.isVisible()).toBe(true)
      await page.emulateMedia({ media: 'screen' })
    } else {
      expect(await formulas.isVisible()).toBe(true)
      expect(await judges.isVisible()).toBe(true)
      expect(await page.getByRole('button', { name: 'How results are computed' }).count()).toBe(0)
    }
    await expectFits(
      page,
      `Phase 1 results of ${LAST_YEAR} on ${size}`,
      page.getByRole('table', { name: /Phase 1 results/ }).getByRole('link'),
    )
    await context.close()
  })
})

describe('the results printed on A4', () => {
  it('print on A4 landscape pages, and every column fits the page’s width', async () => {
    const context = await newContext()
    const page = await context.newPage()
    await signIn(page, 'Siti Rahmawati', 'Committee')
    await page.goto(`${paths.committee.voteResult.to()}?year=${LAST_YEAR}&phase=1`)
    const results = page.getByRole('table', { name: /Phase 1 results/ })
    await results.locator('tbody tr').first().waitFor()

    // Chromium prints with the page size the stylesheet asks for: every page is A4 landscape (842 × 595 pt),
    // the first too when something shows above the screen (a connection banner in a slow moment, say).
    await page.evaluate(() => {
      const above = document.createElement('p')
      above.id = 'above-the-screen'
      above.textContent = 'A notice above the screen'
      document.body.prepend(above)
    })
    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1')
    await page.evaluate(() => document.getElementById('above-the-screen')?.remove())
    const pages = [...pdf.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map((m) => [
      Math.round(Number(m[1])),
      Math.round(Number(m[2])),
    ])
    expect(pages.length).toBeGreaterThan(0)
    for (const size of pages) expect(size).toEqual([842, 595])

    // The page laid out as printed, as wide as the paper within its margins.
    await page.setViewportSize({ width: A4_LANDSCAPE_CONTENT, height: 700 })
    await page.emulateMedia({ media: 'print' })
    expect(await layoutProblems(page), 'layout of the printed results').toEqual([])
    const headers = results.getByRole('columnheader')
    expect(await headers.allTextContents()).toEqual(
      expect.arrayContaining([
        'Proposal and how its numbers were reached',
        'Normalised spread',
        'Stage',
      ]),
    )
    for (const header of await headers.all()) {
      if (!(await header.isVisible())) continue
      const box = (await header.boundingBox())!
      expect(box.x + box.width, `${await header.textContent()} is on the page`).toBeLessThanOrEqual(
        A4_LANDSCAPE_CONTENT,
      )
    }
    await context.close()
  })
})

// @vitest-environment node
import { ESLint } from 'eslint'
import { fileURLToPath } from 'node:url'

// The check that every word a person reads is a message (lingui/no-unlocalized-strings, configured
// in eslint.config.js), run on code as it would sit in src: what it reports and what it lets through.

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const eslint = new ESLint({ cwd: ROOT })

/** The lines the check reports in `code`, linted as a file of src/config. */
async function reported(code: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}src/config/example.ts` })
  return result!.messages
    .filter((message) => message.ruleId === 'lingui/no-unlocalized-strings')
    .map((message) => message.line)
}

describe('the untranslated-text check', () => {
  it('reports a sentence in a constant named in capitals', async () => {
    expect(
      await reported(
        [
          "export const WELCOME_TEXT = 'Welcome to the award'",
          "export const TITLE = 'Innovation Award'",
          "export const SIZES = { XXXL: 'contact admin' }",
        ].join('\n'),
      ),
    ).toEqual([1, 2, 3])
  })

  it('lets through what such a constant holds for the code: formats, styles, selectors, keys, measurements', async () => {
    expect(
      await reported(
        [
          "export const DATE_FORMAT = 'DD MMM YYYY'",
          "export const PAGE_STYLE = 'main{max-width:52rem}'",
          'export const DIALOG_SELECTOR = \'[role="dialog"], .modal\'',
          "export const ADVANCE_OVERRIDE_KEY = 'advance: override'",
          "export const SIZES = { S: '65 x 47 cm' }",
          "export const EVENT_SLUG = 'innovation-award'",
        ].join('\n'),
      ),
    ).toEqual([])
  })
})

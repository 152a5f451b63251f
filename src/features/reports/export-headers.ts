import { msg } from '@lingui/core/macro'
import { translate } from '@/i18n'

/**
 * The header rows of the report's CSV exports (`GET /report/export/{kind}`), in the language the
 * export is asked in: the demo API builds them per request, so a file reads like the screen it was
 * saved from. Only the headers: the cells hold the data as it is stored (names, titles, statuses).
 */
export const exportHeaders = {
  proposals: (): string[] => [
    translate(msg`Id`),
    translate(msg`Title`),
    translate(msg`Category`),
    translate(msg`Team`),
    translate(msg`Unit`),
    translate(msg`Phase reached`),
    translate(msg`Phase 1 status`),
    translate(msg`Phase 2 status`),
    translate(msg`Estimated value (IDR)`),
    translate(msg`Winner rank`),
  ],
  /** `criteria`: a column per criterion of each phase's rubric, between the total and the comment. */
  scores: (criteria: ReadonlyArray<{ phase: number; name: string; weight: number }>): string[] => [
    translate(msg`Proposal`),
    translate(msg`Phase`),
    translate(msg`Judge`),
    translate(msg`Status`),
    translate(msg`Weighted total`),
    ...criteria.map(({ phase, name, weight }) =>
      translate(msg`Phase ${phase}: ${name} (${weight}%)`),
    ),
    translate(msg`Overall comment`),
    translate(msg`Submitted at`),
  ],
  teams: (): string[] => [
    translate(msg`Team`),
    translate(msg`Code`),
    translate(msg`Unit`),
    translate(msg`Leader`),
    translate(msg`Member`),
    translate(msg`T-shirt size`),
  ],
}

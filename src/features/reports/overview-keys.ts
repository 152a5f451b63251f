import { msg } from '@lingui/core/macro'
import { translate } from '@/i18n'

/**
 * Words of the report overview's bars (`GET /report/overview`): the API sends each bar's label as
 * text, so it builds them in the request's language (Accept-Language), like the CSV headers.
 */
export const overviewKeys = {
  /** A proposal that has gone beyond Phase 1, counted by the phase it reached. */
  phase: (phase: number): string => translate(msg`Phase ${phase}`),
  unknownUnit: (): string => translate(msg`Unknown unit`),
}

// Business constants of requirements R9 (texts the original specification left open are the
// product's own).

import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { translate } from '@/i18n'

/**
 * After this long without an answer a person is told "Still waiting for the server…" (a screen's
 * data, an autosave): the request is not cut (requirements R9.8: no request timeout), the person is
 * told.
 */
export const STILL_WAITING_MS = 5000

/** The award's four categories, by id: their words are categoryName() and categoryDescription(). */
export const CATEGORIES = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }] as const
export type CategoryId = (typeof CATEGORIES)[number]['id']

/**
 * The categories' names and descriptions as a person reads them, in the language shown.
 */
const CATEGORY_TEXTS: Record<
  CategoryId,
  { name: MessageDescriptor; description: MessageDescriptor }
> = {
  1: {
    name: msg`Product / Service`,
    description: msg`A new or clearly better product or service for customers, partners or colleagues.`,
  },
  2: {
    name: msg`Process`,
    description: msg`A faster, cheaper, safer or simpler way of doing the work we already do.`,
  },
  3: {
    name: msg`Social`,
    description: msg`An idea that improves the lives of communities, the environment or the people around our sites.`,
  },
  4: {
    name: msg`Business model`,
    description: msg`A new way to create, deliver or capture value: pricing, partnerships, channels or revenue.`,
  },
}

const categoryTexts = (id: number | null | undefined) =>
  CATEGORY_TEXTS[id as CategoryId] as (typeof CATEGORY_TEXTS)[CategoryId] | undefined

/** A category's name in the language shown (called when it is shown, never at module load). */
export function categoryName(id: number | null | undefined): string {
  const texts = categoryTexts(id)
  return translate(texts ? texts.name : msg`Unknown category`)
}

/** A category's description in the language shown; '' for an unknown category. */
export function categoryDescription(id: number | null | undefined): string {
  const texts = categoryTexts(id)
  return texts ? translate(texts.description) : ''
}

/**
 * The six periods of an award year, in periodId order: what the timeline shows, what the landing
 * lists as the award's steps, and what the demo's seed names its periods.
 */
// The seed's data (the API's `description`), not words shown: a person reads periodName().
/* eslint-disable lingui/no-unlocalized-strings */
export const PERIOD_NAMES = [
  'Phase 1: proposal selection and submission',
  'Scoring for semi-finalists',
  'Phase 2: innovation camp and semi-finalist presentation',
  'Scoring for finalists',
  'Phase 3: grand final',
  'Awarding',
] as const
/* eslint-enable lingui/no-unlocalized-strings */

/** The same six names as messages, for what a person reads (PERIOD_NAMES stay the seed's data). */
const PERIOD_NAME_TEXTS: readonly MessageDescriptor[] = [
  msg`Phase 1: proposal selection and submission`,
  msg`Scoring for semi-finalists`,
  msg`Phase 2: innovation camp and semi-finalist presentation`,
  msg`Scoring for finalists`,
  msg`Phase 3: grand final`,
  msg`Awarding`,
]

/** The name of the period at `index` (0 to 5) in the language shown, called when it is shown. */
export function periodName(index: number): string {
  const text = PERIOD_NAME_TEXTS[index]
  return text ? translate(text) : (PERIOD_NAMES[index] ?? '')
}

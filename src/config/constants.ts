// Business constants of requirements R9 (texts the original specification left open are the
// product's own).

/**
 * After this long without an answer a person is told "Still waiting for the server…" (a screen's
 * data, an autosave): the request is not cut (requirements R9.8: no request timeout), the person is
 * told.
 */
export const STILL_WAITING_MS = 5000

export const CATEGORIES = [
  {
    id: 1,
    name: 'Product / Service',
    description:
      'A new or clearly better product or service for customers, partners or colleagues.',
  },
  {
    id: 2,
    name: 'Process',
    description: 'A faster, cheaper, safer or simpler way of doing the work we already do.',
  },
  {
    id: 3,
    name: 'Social',
    description:
      'An idea that improves the lives of communities, the environment or the people around our sites.',
  },
  {
    id: 4,
    name: 'Business model',
    description:
      'A new way to create, deliver or capture value: pricing, partnerships, channels or revenue.',
  },
] as const
export type CategoryId = (typeof CATEGORIES)[number]['id']

export function categoryName(id: number | null | undefined): string {
  return CATEGORIES.find((c) => c.id === id)?.name ?? 'Unknown category'
}

/**
 * The six periods of an award year, in periodId order: what the timeline shows, what the landing
 * lists as the award's steps, and what the demo's seed names its periods.
 */
export const PERIOD_NAMES = [
  'Phase 1: proposal selection and submission',
  'Scoring for semi-finalists',
  'Phase 2: innovation camp and semi-finalist presentation',
  'Scoring for finalists',
  'Phase 3: grand final',
  'Awarding',
] as const

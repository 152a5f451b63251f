/**
 * What a change in the committee's activity log was made to: the demo API records only these, and
 * the log's screen has a name for each (src/features/activity/api.ts), so none shows as a raw key.
 */
export const ACTIVITY_ENTITIES = [
  'period',
  'proposal',
  'team',
  'user',
  'rubric',
  'judging',
  'assignment',
  'score',
  'results',
  'vote',
  'feedback',
  'innovation-update',
  'message',
] as const

export type ActivityEntity = (typeof ACTIVITY_ENTITIES)[number]

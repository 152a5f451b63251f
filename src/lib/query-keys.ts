/**
 * The root query key of each feature, written once. A feature's `…Queries.all()` returns its own
 * root and builds every sub-key below it (general → specific). A mutation whose change also shows
 * in another feature's data invalidates that feature's root from here, so no feature writes
 * another's key and features still do not import each other.
 */
export const queryRoots = {
  activity: ['activity'],
  auth: ['auth'],
  event: ['event'],
  feedback: ['feedback'],
  gallery: ['gallery'],
  innovationUpdates: ['innovation-updates'],
  judges: ['judges'],
  messages: ['messages'],
  notifications: ['notifications'],
  periods: ['periods'],
  proposals: ['proposals'],
  reports: ['reports'],
  scoring: ['scoring'],
  teams: ['teams'],
  users: ['users'],
  votes: ['votes'],
} as const

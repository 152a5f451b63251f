/**
 * How the assignment board can be sorted and filtered (`GET /judge/assignment`, docs/api.md
 * "Rubric, judges and scores"): the demo API and the screen both read these.
 */
export const BOARD_SORTS = ['title', 'team', 'category', 'judges'] as const
export type BoardSort = (typeof BOARD_SORTS)[number]

/** `none`: no current judge yet; `some`: at least one. */
export const BOARD_JUDGES = ['none', 'some'] as const

export const BOARD_SORT_LABELS: Record<BoardSort, string> = {
  title: 'Title',
  team: 'Team',
  category: 'Category',
  judges: 'Number of judges',
}
export const BOARD_JUDGES_LABELS: Record<(typeof BOARD_JUDGES)[number], string> = {
  none: 'No judge yet',
  some: 'At least one judge',
}

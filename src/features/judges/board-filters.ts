import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * How the assignment board can be sorted and filtered (`GET /judge/assignment`, docs/api.md
 * "Rubric, judges and scores"): the demo API and the screen both read these.
 */
export const BOARD_SORTS = ['title', 'team', 'category', 'judges'] as const
export type BoardSort = (typeof BOARD_SORTS)[number]

/** `none`: no current judge yet; `some`: at least one. */
export const BOARD_JUDGES = ['none', 'some'] as const

/** The sorts' and filters' words, translated where they are shown. */
export const BOARD_SORT_LABELS: Record<BoardSort, MessageDescriptor> = {
  title: msg`Title`,
  team: msg`Team`,
  category: msg`Category`,
  judges: msg`Number of judges`,
}
export const BOARD_JUDGES_LABELS: Record<(typeof BOARD_JUDGES)[number], MessageDescriptor> = {
  none: msg`No judge yet`,
  some: msg`At least one judge`,
}
